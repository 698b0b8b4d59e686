/// The app flows of a graph (`graph.flows:`): named root sets the app moves between — launching,
/// signed out, a session — each with the roots it shows, the conditions entering it requires,
/// and the declared moves to other flows. What the generated `<Route>Graph.flowTable` holds; a
/// graph without flows has none (`Navigation.NoFlow`).
@_spi(Generated) public struct FlowTable<Graph: NavigationGraph>: Sendable {
    /// One flow as declared.
    public struct Flow: Sendable {
        /// The flow.
        public let flow: Graph.Flow
        /// The root screens it may show, in declared order.
        public let rootScreens: [Graph.Screen]
        /// Its roots with their params' defaults, in declared order; nil when a root param waits
        /// for the app (`start-params`), which then passes the roots.
        public let defaultRoots: [Graph.Route]?
        /// What must hold to enter it (by a move, a restore or a launch request), in declared order.
        public let conditions: [Graph.Condition]
        /// Its moves to other flows: action name → target flow, in declared order.
        public let moves: [(action: String, to: Graph.Flow)]

        /// Declares one flow (generated code).
        /// - Parameters:
        ///   - flow: the flow.
        ///   - rootScreens: the root screens it may show, in declared order.
        ///   - defaultRoots: its roots with their params' defaults, or nil.
        ///   - conditions: what must hold to enter it.
        ///   - moves: its moves to other flows.
        public init(
            _ flow: Graph.Flow, rootScreens: [Graph.Screen], defaultRoots: [Graph.Route]?,
            conditions: [Graph.Condition] = [], moves: [(action: String, to: Graph.Flow)] = []
        ) {
            self.flow = flow
            self.rootScreens = rootScreens
            self.defaultRoots = defaultRoots
            self.conditions = conditions
            self.moves = moves
        }
    }

    /// Every flow, in declared order: the first is where the app starts.
    public let flows: [Flow]

    /// The table of `flows`, in declared order.
    /// - Parameter flows: every flow of the graph; the first is where the app starts.
    public init(_ flows: [Flow]) {
        self.flows = flows
    }

    /// The flow the app starts in: the first declared; nil for a graph without flows.
    public var start: Graph.Flow? { flows.first?.flow }

    /// The declaration of `flow`.
    /// - Parameter flow: a flow of the graph.
    /// - Returns: its declaration (every flow of the graph has one).
    public func declaration(of flow: Graph.Flow) -> Flow {
        flows.first { $0.flow == flow }!
    }

    /// The flow `action` leads to from `flow`, if `flow` declares that move.
    /// - Parameters:
    ///   - action: the move's name.
    ///   - flow: the flow it is made from.
    /// - Returns: the target flow, or nil when `flow` declares no such move.
    public func target(of action: String, from flow: Graph.Flow) -> Graph.Flow? {
        declaration(of: flow).moves.first { $0.action == action }?.to
    }

    /// The first flow (declared order) that may show every screen of `roots`.
    func firstFlow(showing roots: [Graph.Screen]) -> Graph.Flow? {
        flows.first { flow in roots.allSatisfy(flow.rootScreens.contains) }?.flow
    }
}

extension Navigation {
    /// The flows of a graph without `flows:`: there are none.
    public enum NoFlow: Hashable, Sendable, CaseIterable, RawRepresentable {
        public init?(rawValue: String) { nil }
        public var rawValue: String {
            switch self {}
        }
    }
}

extension NavigationGraph where Flow == Navigation.NoFlow {
    @_spi(Generated) public static var flowTable: FlowTable<Self> { FlowTable([]) }
}
