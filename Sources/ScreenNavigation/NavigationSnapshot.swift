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

        /// One stack as saved.
        /// - Parameters:
        ///   - root: its root route.
        ///   - entries: what was pushed or presented above the root, in order.
        public init(root: Route, entries: [RouteEntry<Route>]) {
            self.root = root
            self.entries = entries
        }
    }

    /// One per root the app showed, in its order.
    public let stacks: [Stack]
    public let selectedRootIndex: Int
    /// The app flow it was in (the flow's name), for a graph with flows; nil otherwise, and in
    /// snapshots saved before flows existed (a restore then takes the first flow that shows
    /// its roots).
    public let flow: String?
    /// The app-wide layers shown (`graph.layers:`), bottom first, each its screen's route at its
    /// root; nil when none was shown, and in snapshots saved before layers existed.
    public let layers: [Stack]?
    /// Which of `layers` were minimised (overlays), by index; nil when none was.
    public let minimizedLayers: [Int]?

    /// A snapshot of `stacks` with `selectedRootIndex` selected, in `flow`, under `layers`.
    /// - Parameters:
    ///   - stacks: one per root the app shows, in its order.
    ///   - selectedRootIndex: the selected stack.
    ///   - flow: the app flow's name, for a graph with flows.
    ///   - layers: the app-wide layers shown, bottom first.
    ///   - minimizedLayers: which of `layers` are minimised, by index.
    public init(
        stacks: [Stack], selectedRootIndex: Int, flow: String? = nil, layers: [Stack] = [],
        minimizedLayers: [Int] = []
    ) {
        self.stacks = stacks
        self.selectedRootIndex = selectedRootIndex
        self.flow = flow
        self.layers = layers.isEmpty ? nil : layers
        self.minimizedLayers = minimizedLayers.isEmpty ? nil : minimizedLayers
    }
}
