extension Navigation {
    /// What `NavigationHost` puts in the environment for `NavigateAction`: a move on its state,
    /// with the graph's type erased, because an environment value cannot be generic. Behind SPI:
    /// what an app's code calls is the typed `NavigateAction<Graph>`, which takes the graph's
    /// route and throws its `NavigationError`. Outside SwiftUI, so that tests reach it.
    @_spi(Generated) public struct AnyNavigateAction: Sendable {
        /// The state moves are made on, held weakly: nil outside a host or once it is gone.
        private let state: @MainActor @Sendable () -> AnyObject?

        /// Moves on `state`.
        /// - Parameter state: the navigation state of the host that shows the views.
        public init<Graph: NavigationGraph>(_ state: NavigationState<Graph>) {
            self.state = { [weak state] in state }
        }

        private init(state: @escaping @MainActor @Sendable () -> AnyObject?) {
            self.state = state
        }

        /// Outside a `NavigationHost` there is nothing to move: every move throws.
        public static let unavailable = AnyNavigateAction(state: { nil })

        /// Makes the move to `route` in `style` on the host's state, checked as every move is
        /// (from the top of the selected stack).
        /// - Parameters:
        ///   - route: where to go.
        ///   - style: how: a push, a sheet or cover, an alert, or a replacement of the top.
        ///   - graph: the graph whose state the move is made on.
        /// - Throws: the graph's refusal; `.noRoots` outside a host, or when the host's state
        ///   is another graph's.
        @MainActor
        public func perform<Graph: NavigationGraph>(
            _ route: Graph.Route, style: TransitionStyle, in graph: Graph.Type
        ) throws(NavigationError<Graph>) {
            guard let state = state() as? NavigationState<Graph> else { throw .noRoots }
            switch style {
            case .push: try state.push(route)
            case .sheet, .cover: try state.present(route, style: style)
            case .alert: try state.presentAlert(route)
            case .replace: try state.replace(with: route)
            }
        }
    }
}
