/// Names one entry of the navigation state: which stack, how deep (0 is the root), and the
/// route there. An entry whose position now holds another route, or that was popped, no
/// longer exists, so anything it owned can go.
public struct NavigationEntryID<Route: Hashable & Sendable>: Hashable, Sendable {
    public let stack: Int
    public let position: Int
    public let route: Route

    /// An entry's identity.
    /// - Parameters:
    ///   - stack: the index of its stack among every stack.
    ///   - position: its depth in the stack: 0 for the root.
    ///   - route: the route it shows.
    public init(stack: Int, position: Int, route: Route) {
        self.stack = stack
        self.position = position
        self.route = route
    }
}

extension NavigationEntryID {
    /// The entry a screen's view finds in its environment (`@Environment(\.navigationEntry)`,
    /// set by `NavigationHost`), when it is an entry of these routes: what generated directions
    /// made for an entry take, `<Screen>Directions(state, entry:)`.
    /// - Parameter value: the view's `navigationEntry`.
    public init?(environment value: AnyHashable?) {
        guard let entry = value?.base as? NavigationEntryID<Route> else { return nil }
        self = entry
    }
}

extension NavigationGraph {
    /// Whether `value` is an entry (`NavigationEntryID`, type-erased) of this graph showing
    /// `screen`: how generated directions made for an entry check it.
    /// - Parameters:
    ///   - value: a view's `navigationEntry`.
    ///   - screen: the screen the directions are for.
    /// - Returns: true when `value` is an entry of this graph showing `screen`.
    @_spi(Generated) public static func isEntry(_ value: AnyHashable?, of screen: Screen) -> Bool {
        route(ofEntry: value).map { self.screen(of: $0) == screen } ?? false
    }

    /// The route of `value`, when it is an entry of this graph (type-erased).
    /// - Parameter value: a view's `navigationEntry`.
    /// - Returns: its route, or nil when it is no entry of this graph.
    @_spi(Generated) public static func route(ofEntry value: AnyHashable?) -> Route? {
        NavigationEntryID<Route>(environment: value)?.route
    }
}

extension RouteStack {
    /// The entry ID of every route on this stack, root first, as stack number `index`.
    /// - Parameter index: the stack's index among every stack.
    /// - Returns: one ID per route, the root's first.
    public func entryIDs(asStack index: Int) -> [NavigationEntryID<Route>] {
        routes.enumerated().map { NavigationEntryID(stack: index, position: $0.offset, route: $0.element) }
    }

    /// Whether `entry` still stands where it was.
    func contains(_ entry: NavigationEntryID<Route>) -> Bool {
        if entry.position == 0 { return root == entry.route }
        let index = entry.position - 1
        return entries.indices.contains(index) && entries[index].route == entry.route
    }
}
