/// The app-wide layers of a graph (`graph.layers:`): screens the container presents over every
/// root at once — Settings over all tabs, an onboarding cover, a call overlay, a lock — instead
/// of one root's stack. What the generated `<Route>Graph.layerTable` holds; empty for a graph
/// without layers.
public struct LayerTable<Graph: NavigationGraph>: Sendable {
    /// How a layer is shown.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// A sheet over every root (`.sheet` on the container).
        case sheet
        /// A full-screen cover over every root.
        case cover
        /// Shown over what is beneath while the user goes on navigating there: a call, expanded
        /// or minimised (`NavigationState.setLayer(_:minimized:)`). Moves from anywhere and links
        /// go beneath it.
        case overlay
        /// Covers everything, alerts included; opening it is never refused (under an alert, over
        /// a required layer), everything from outside waits while it is shown, and closing it
        /// gives back exactly what was beneath.
        case lock
    }

    /// What a move from outside the layer (a move from anywhere, a link, a `select-root`) does
    /// while the layer is shown.
    public enum Outside: String, Hashable, Sendable, CaseIterable {
        /// The layer stays; a move that goes beneath it (another root, a link's stack) is made
        /// there, and the user finds it when the layer closes.
        case stay
        /// A move that goes beneath it dismisses it first (Element X closes Settings for a
        /// notification).
        case dismiss
        /// The layer is required (onboarding until it is done): every move from outside waits,
        /// refused with `.layerRequired` and kept (`NavigationState.waitingMove`,
        /// `pendingLink`), until the layer closes.
        case wait
    }

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
    public static var layerTable: LayerTable<Self> { LayerTable([]) }
}
