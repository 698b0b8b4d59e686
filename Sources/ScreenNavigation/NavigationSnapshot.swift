/// A `Codable` copy of a `NavigationState`, for state restoration.
///
/// Plain data: decoding does not validate it against a graph. `NavigationState.restore(_:)`
/// does, because a snapshot may be stale (written by an older build of the graph) or tampered
/// with.
public struct NavigationSnapshot<Route: Hashable & Sendable & Codable>: Codable, Hashable, Sendable {
    /// One root's stack: its root route and the entries above it.
    public struct Stack: Codable, Hashable, Sendable {
        public let root: Route
        public let entries: [RouteEntry<Route>]

        public init(root: Route, entries: [RouteEntry<Route>]) {
            self.root = root
            self.entries = entries
        }
    }

    /// One per root the app showed, in its order.
    public let stacks: [Stack]
    public let selectedRootIndex: Int

    public init(stacks: [Stack], selectedRootIndex: Int) {
        self.stacks = stacks
        self.selectedRootIndex = selectedRootIndex
    }
}
