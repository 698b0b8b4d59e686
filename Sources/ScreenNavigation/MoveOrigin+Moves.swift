/// The moves generated code makes, once for every graph: each generated method is one call of
/// one of these (through its target's helper, which builds the route), so the scaffolding of a
/// move is compiled here, not once per transition.
@MainActor
extension Navigation.MoveOrigin {
    /// Enters `route` in `style`.
    public func move(_ route: Graph.Route, _ style: TransitionStyle) throws(NavigationError<Graph>) {
        try navigator.perform(bound(Move(from: screen, to: route, style: style)))
    }

    /// Pushes `route` as an entry the user cannot pop (`back: false`): no back button, no back
    /// swipe.
    public func move(_ route: Graph.Route, _ style: TransitionStyle, hidingBack: Bool) throws(NavigationError<Graph>) {
        try navigator.perform(bound(Move(from: screen, to: route, style: style, hidesBack: hidingBack)))
    }

    /// `route` in `style`, then on through `continuation` (`then:`), in one move.
    public func move(
        _ route: Graph.Route, _ style: TransitionStyle, then continuation: [RouteEntry<Graph.Route>]
    ) throws(NavigationError<Graph>) {
        try navigator.perform(bound(Move(from: screen, to: route, style: style, then: continuation)))
    }

    /// Enters `route` in `style`; `onResult` gets the value the screen finishes with, or nil when
    /// it leaves otherwise.
    public func move<Result: Sendable>(
        _ route: Graph.Route, _ style: TransitionStyle, onResult: @escaping @MainActor (Result?) -> Void
    ) throws(NavigationError<Graph>) {
        try navigator.perform(bound(Move(from: screen, to: route, style: style))) { onResult($0 as? Result) }
    }

    /// Enters `route` in `style` and waits for the value the screen finishes with (nil when it
    /// leaves otherwise).
    public func awaitResult<Result: Sendable>(
        _ route: Graph.Route, _ style: TransitionStyle
    ) async throws(NavigationError<Graph>) -> Result? {
        try await navigator.performForResult(bound(Move(from: screen, to: route, style: style)), as: Result.self)
    }

    /// Dismisses the sheet or cover the screen is shown in, then enters `route` in `style`.
    public func dismiss(then route: Graph.Route, _ style: TransitionStyle) throws(NavigationError<Graph>) {
        try navigator.perform(bound(Move(from: screen, dismissingThen: route, style: style)))
    }

    /// Dismisses the sheets and covers `layers` names (`dismiss: all`, `dismiss: to-first`), then
    /// enters `route` in `style` from the screen then on top.
    public func dismiss(
        _ layers: Navigation.LayerDismissal, then route: Graph.Route, _ style: TransitionStyle
    ) throws(NavigationError<Graph>) {
        try navigator.perform(bound(Move(from: screen, dismissing: layers, then: route, style: style)))
    }

    /// Goes back to `back` (removing it too when `inclusive`), then enters `route` in `style`.
    public func back(
        to back: Graph.Screen, inclusive: Bool, then route: Graph.Route, _ style: TransitionStyle
    ) throws(NavigationError<Graph>) {
        try navigator.perform(
            bound(Move(from: screen, popBackTo: back, inclusive: inclusive, then: route, style: style)))
    }

    /// Goes back to `back` (removing it too when `inclusive`). No route: a caller that passed
    /// `nil` of the route type would depend on the route enum's layout.
    public func back(to back: Graph.Screen, inclusive: Bool) throws(NavigationError<Graph>) {
        try navigator.perform(bound(Move(from: screen, popBackTo: back, inclusive: inclusive)))
    }

    /// Selects the stack of root `root` and goes back to it, then enters `route` in `style`.
    public func selectRoot(
        _ root: Graph.Screen, then route: Graph.Route, _ style: TransitionStyle
    ) throws(NavigationError<Graph>) {
        try navigator.perform(bound(Move(from: screen, selectingRoot: root, then: route, style: style)))
    }

    /// Selects the stack of root `root` and goes back to it.
    public func selectRoot(_ root: Graph.Screen) throws(NavigationError<Graph>) {
        try navigator.perform(bound(Move(from: screen, selectingRoot: root)))
    }

    /// Selects the stack of root `root` as it is (`keep-stack: true`), then enters `route` in
    /// `style` over whatever is on top of it.
    public func selectRootKeepingStack(
        _ root: Graph.Screen, then route: Graph.Route, _ style: TransitionStyle
    ) throws(NavigationError<Graph>) {
        try navigator.perform(
            bound(Move(from: screen, selectingRoot: root, keepingStack: true, then: route, style: style)))
    }

    /// Selects the stack of root `root` as it is (`keep-stack: true`).
    public func selectRootKeepingStack(_ root: Graph.Screen) throws(NavigationError<Graph>) {
        try navigator.perform(bound(Move(from: screen, selectingRoot: root, keepingStack: true)))
    }
}
