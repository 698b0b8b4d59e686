extension Navigation {
    /// A navigation a guard refused: the whole stack it would have produced and why it could not.
    /// The app signs the user in (say), then calls `NavigationState.resumePendingNavigation()`.
    ///
    /// It survives a change of the root set or of the flow: while its root is not shown it waits
    /// (`stackIndex` is nil) and `resumePendingNavigation()` refuses with `.rootNotShown`, keeping
    /// it; once the root is shown again it targets that root's stack. Only a later refusal, a
    /// restore, `cancelPendingNavigation()` or its own success replace it.
    public struct PendingNavigation<Graph: NavigationGraph>: Sendable {
        /// The stack it targets (a deep link may target another tab's), or nil while the app does
        /// not show its root.
        public let stackIndex: Int?
        /// The stack as it would be: `stack.root` is its root, `stack.topRoute` the destination.
        public let stack: RouteStack<Graph>
        /// The first condition found not to hold, and the screen that requires it.
        public let condition: Graph.Condition
        public let screen: Graph.Screen

        /// The routes above the root it would show, bottom first.
        public var routes: [Graph.Route] { stack.routes.dropFirst().map { $0 } }

        /// The same navigation, its stack now at `index`, or waiting (nil): the roots changed.
        func moved(toStack index: Int?) -> Self {
            Navigation.PendingNavigation(stackIndex: index, stack: stack, condition: condition, screen: screen)
        }
    }
}
