/// The app-wide layers of a graph (`graph.layers:`): screens the container presents over every
/// root at once — Settings over all tabs, an onboarding cover, a call overlay, a lock — instead
/// of one root's stack. What the generated `<Route>Graph.layerTable` holds; empty for a graph
/// without layers.
@_spi(Generated) public struct LayerTable<Graph: NavigationGraph>: Sendable {
    /// How a layer is shown.
    public typealias Kind = Navigation.AppLayerKind
    /// What moves from outside a layer do while it is shown.
    public typealias Outside = Navigation.AppLayerOutside

    /// One layer as declared.
    public struct Layer: Hashable, Sendable {
        /// The screen the layer shows at its bottom.
        public let screen: Graph.Screen
        /// How it is shown.
        public let kind: Kind
        /// What moves from outside do while it is shown (always `.wait` for a lock).
        public let outside: Outside
        /// Whether it may open over an alert (always for a lock): the alert stays beneath it.
        public let overAlerts: Bool

        /// Declares one layer (generated code).
        /// - Parameters:
        ///   - screen: the screen the layer shows at its bottom.
        ///   - kind: how it is shown.
        ///   - outside: what moves from outside do while it is shown; a lock always waits.
        ///   - overAlerts: whether it may open over an alert; a lock always may.
        public init(_ screen: Graph.Screen, kind: Kind, outside: Outside = .stay, overAlerts: Bool = false) {
            self.screen = screen
            self.kind = kind
            self.outside = kind == .lock ? .wait : outside
            self.overAlerts = kind == .lock || overAlerts
        }
    }

    /// Every layer, in declared order.
    public let layers: [Layer]
    private let byScreen: [Graph.Screen: Layer]

    /// The table of `layers`.
    /// - Parameter layers: every layer of the graph, each screen once.
    public init(_ layers: [Layer]) {
        self.layers = layers
        self.byScreen = Dictionary(layers.map { ($0.screen, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Whether the graph has no layers: every presentation belongs to a root's stack.
    public var isEmpty: Bool { layers.isEmpty }

    /// The layer `screen` opens, if it is a layer's screen.
    /// - Parameter screen: a screen of the graph.
    /// - Returns: its layer's declaration, or nil for a screen shown in a stack.
    public func layer(showing screen: Graph.Screen) -> Layer? {
        byScreen.isEmpty ? nil : byScreen[screen]
    }
}

extension NavigationGraph {
    /// A graph without `graph.layers:` has none.
    @_spi(Generated) public static var layerTable: LayerTable<Self> { LayerTable([]) }
}
