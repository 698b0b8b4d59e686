/// The moves generated code makes, once for every graph: each generated method is one call of
/// one of these (through its target's helper, which builds the route), so the scaffolding of a
/// move is compiled here, not once per transition.
@MainActor
extension Navigation.MoveOrigin {
    /// Enters `route` in `style`.
    /// - Parameters:
    ///   - route: the route to enter.
    ///   - style: how it is entered: pushed, presented, or replacing the top.
    /// - Throws: the graph's refusal (the move is not declared from the screen on top, a guard
    ///   refused it, ...); the stacks are unchanged.
    public func move(_ route: Graph.Route, _ style: TransitionStyle) throws(NavigationError<Graph>) {
        try navigator.perform(bound(Move(from: screen, to: route, style: style)))
    }

    /// Pushes `route` as an entry the user cannot pop (`back: false`): no back button, no back
    /// swipe.
    /// - Parameters:
    ///   - route: the route to push.
    ///   - style: `.push`.
    ///   - hidingBack: true to hide the back button and the back swipe.
    /// - Throws: the graph's refusal (the move is not declared from the screen on top, a guard
    ///   refused it, ...); the stacks are unchanged.
    public func move(_ route: Graph.Route, _ style: TransitionStyle, hidingBack: Bool) throws(NavigationError<Graph>) {
        try navigator.perform(bound(Move(from: screen, to: route, style: style, hidesBack: hidingBack)))
    }

    /// `route` in `style`, then on through `continuation` (`then:`), in one move.
    /// - Parameters:
    ///   - route: the route to enter.
    ///   - style: how it is entered: pushed, presented, or replacing the top.
    ///   - continuation: the entries entered after it, in order.
    /// - Throws: the graph's refusal (the move is not declared from the screen on top, a guard
    ///   refused it, ...); the stacks are unchanged.
    public func move(
        _ route: Graph.Route, _ style: TransitionStyle, then continuation: [RouteEntry<Graph.Route>]
    ) throws(NavigationError<Graph>) {
        try navigator.perform(bound(Move(from: screen, to: route, style: style, then: continuation)))
    }

    /// Enters `route` in `style`; `onResult` gets the value the screen finishes with, or nil when
    /// it leaves otherwise.
    /// - Parameters:
    ///   - route: the route to enter.
    ///   - style: how it is entered: pushed, presented, or replacing the top.
    ///   - onResult: called once with the result, or nil.
    /// - Throws: the graph's refusal (the move is not declared from the screen on top, a guard
    ///   refused it, ...); the stacks are unchanged.
    public func move<Result: Sendable>(
        _ route: Graph.Route, _ style: TransitionStyle, onResult: @escaping @MainActor (Result?) -> Void
    ) throws(NavigationError<Graph>) {
        try navigator.perform(bound(Move(from: screen, to: route, style: style))) { onResult($0 as? Result) }
    }

    /// Enters `route` in `style` and waits for the value the screen finishes with (nil when it
    /// leaves otherwise).
    /// - Parameters:
    ///   - route: the route to enter.
    ///   - style: how it is entered: pushed, presented, or replacing the top.
    /// - Returns: the value the screen finishes with; nil when it leaves without one.
    /// - Throws: the graph's refusal (the move is not declared from the screen on top, a guard
    ///   refused it, ...); the stacks are unchanged.
    public func awaitResult<Result: Sendable>(
        _ route: Graph.Route, _ style: TransitionStyle
    ) async throws(NavigationError<Graph>) -> Result? {
        try await navigator.performForResult(bound(Move(from: screen, to: route, style: style)), as: Result.self)
    }

    /// Dismisses the sheet or cover the screen is shown in, then enters `route` in `style`.
    /// - Parameters:
    ///   - route: the route to enter.
    ///   - style: how it is entered: pushed, presented, or replacing the top.
    /// - Throws: the graph's refusal (the move is not declared from the screen on top, a guard
    ///   refused it, ...); the stacks are unchanged.
    public func dismiss(then route: Graph.Route, _ style: TransitionStyle) throws(NavigationError<Graph>) {
        try navigator.perform(bound(Move(from: screen, dismissingThen: route, style: style)))
    }

    /// Dismisses the sheets and covers `layers` names (`dismiss: all`, `dismiss: to-first`), then
    /// enters `route` in `style` from the screen then on top.
    /// - Parameters:
    ///   - layers: which sheets and covers are dismissed.
    ///   - route: the route to enter.
    ///   - style: how it is entered: pushed, presented, or replacing the top.
    /// - Throws: the graph's refusal (the move is not declared from the screen on top, a guard
    ///   refused it, ...); the stacks are unchanged.
    public func dismiss(
        _ layers: Navigation.LayerDismissal, then route: Graph.Route, _ style: TransitionStyle
    ) throws(NavigationError<Graph>) {
        try navigator.perform(bound(Move(from: screen, dismissing: layers, then: route, style: style)))
    }

    /// Goes back to `back` (removing it too when `inclusive`), then enters `route` in `style`.
    /// - Parameters:
    ///   - back: the screen to go back to.
    ///   - inclusive: true to remove it too.
    ///   - route: the route to enter.
    ///   - style: how it is entered: pushed, presented, or replacing the top.
    /// - Throws: the graph's refusal (the move is not declared from the screen on top, a guard
    ///   refused it, ...); the stacks are unchanged.
    public func back(
        to back: Graph.Screen, inclusive: Bool, then route: Graph.Route, _ style: TransitionStyle
    ) throws(NavigationError<Graph>) {
        try navigator.perform(
            bound(Move(from: screen, popBackTo: back, inclusive: inclusive, then: route, style: style)))
    }

    /// Goes back to `back` (removing it too when `inclusive`). No route: a caller that passed
    /// `nil` of the route type would depend on the route enum's layout.
    /// - Parameters:
    ///   - back: the screen to go back to.
    ///   - inclusive: true to remove it too.
    /// - Throws: the graph's refusal (the move is not declared from the screen on top, a guard
    ///   refused it, ...); the stacks are unchanged.
    public func back(to back: Graph.Screen, inclusive: Bool) throws(NavigationError<Graph>) {
        try navigator.perform(bound(Move(from: screen, popBackTo: back, inclusive: inclusive)))
    }

    /// Selects the stack of root `root` and goes back to it, then enters `route` in `style`.
    /// - Parameters:
    ///   - root: the root whose stack is selected.
    ///   - route: the route to enter.
    ///   - style: how it is entered: pushed, presented, or replacing the top.
    /// - Throws: the graph's refusal (the move is not declared from the screen on top, a guard
    ///   refused it, ...); the stacks are unchanged.
    public func selectRoot(
        _ root: Graph.Screen, then route: Graph.Route, _ style: TransitionStyle
    ) throws(NavigationError<Graph>) {
        try navigator.perform(bound(Move(from: screen, selectingRoot: root, then: route, style: style)))
    }

    /// Selects the stack of root `root` and goes back to it.
    /// - Parameter root: the root whose stack is selected.
    /// - Throws: the graph's refusal (the move is not declared from the screen on top, a guard
    ///   refused it, ...); the stacks are unchanged.
    public func selectRoot(_ root: Graph.Screen) throws(NavigationError<Graph>) {
        try navigator.perform(bound(Move(from: screen, selectingRoot: root)))
    }

    /// Selects the stack of root `root` as it is (`keep-stack: true`), then enters `route` in
    /// `style` over whatever is on top of it.
    /// - Parameters:
    ///   - root: the root whose stack is selected.
    ///   - route: the route to enter.
    ///   - style: how it is entered: pushed, presented, or replacing the top.
    /// - Throws: the graph's refusal (the move is not declared from the screen on top, a guard
    ///   refused it, ...); the stacks are unchanged.
    public func selectRootKeepingStack(
        _ root: Graph.Screen, then route: Graph.Route, _ style: TransitionStyle
    ) throws(NavigationError<Graph>) {
        try navigator.perform(
            bound(Move(from: screen, selectingRoot: root, keepingStack: true, then: route, style: style)))
    }

    /// Selects the stack of root `root` as it is (`keep-stack: true`).
    /// - Parameter root: the root whose stack is selected.
    /// - Throws: the graph's refusal (the move is not declared from the screen on top, a guard
    ///   refused it, ...); the stacks are unchanged.
    public func selectRootKeepingStack(_ root: Graph.Screen) throws(NavigationError<Graph>) {
        try navigator.perform(bound(Move(from: screen, selectingRoot: root, keepingStack: true)))
    }
}
