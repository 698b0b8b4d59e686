extension Navigation {
    /// One app-wide layer as shown now (`NavigationState.appLayers`): a screen the container
    /// presents over every root (`graph.layers:`), with its own stack of pushes, sheets and alerts.
    public struct AppLayer<Graph: NavigationGraph>: Hashable, Sendable {
        /// How it is shown.
        public let kind: Navigation.AppLayerKind
        /// What moves from outside do while it is shown.
        public let outside: Navigation.AppLayerOutside
        /// Its stack: the layer's screen at the root, then what was pushed or presented in it.
        public let stack: RouteStack<Graph>
        /// Whether it is minimised (an overlay the user navigates beneath).
        public let isMinimized: Bool
        /// Its index among every stack (`NavigationEntryID.stack` of its entries).
        public let stackIndex: Int

        /// The route at its bottom.
        public var route: Graph.Route { stack.root }
        /// The screen at its bottom: the layer's.
        public var screen: Graph.Screen { Graph.screen(of: stack.root) }
    }
}
