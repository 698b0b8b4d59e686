/// A navigation a guard refused: the whole stack it would have produced and why it could not.
/// The app signs the user in (say), then calls `NavigationState.resumePendingNavigation()`.
public struct PendingNavigation<Graph: NavigationGraph>: Sendable {
    /// The stack it targets (a deep link may target another tab's).
    public let stackIndex: Int
    /// The stack as it would be: `stack.topRoute` is the destination.
    public let stack: RouteStack<Graph>
    /// The first condition found not to hold, and the screen that requires it.
    public let condition: Graph.Condition
    public let screen: Graph.Screen

    /// The routes above the root it would show, bottom first.
    public var routes: [Graph.Route] { stack.routes.dropFirst().map { $0 } }

    /// The same navigation, its stack now at `index` (the root set changed).
    func moved(toStack index: Int) -> Self {
        PendingNavigation(stackIndex: index, stack: stack, condition: condition, screen: screen)
    }
}
