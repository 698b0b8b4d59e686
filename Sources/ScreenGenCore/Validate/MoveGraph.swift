/// The graph's moves as adjacency lists, in declaration order: transitions, then alert buttons
/// that navigate, then the steps back transitions make from the screen they go back to (see
/// `ScreenGraph.computeBackSteps`). Built once; every algorithm over it is linear in screens +
/// moves.
struct MoveGraph {
    struct Edge {
        var target: Int
        var style: TransitionStyle
        /// False when the style is not what the user meant (see `ScreenGraph.Move.isStyleKnown`):
        /// the edge may be a `replace`, so no cycle is blamed on it.
        var isStyleKnown: Bool
        /// Index into the screen's transitions, or into its buttons when `isButton`.
        var source: (index: Int, isButton: Bool)
        /// `cycle: intended`: cycles through it are meant.
        var isIntendedCycle = false
        /// For a back transition's step: the screen that declares it (`source.index` is then an
        /// index into its `backTransitions`); nil for a move of the screen itself.
        var declaredBy: Int?
        /// An `anywhere` move (`source.index` then indexes the graph's anywhere transitions or,
        /// for a `select-root` step, its back transitions): made from outside, so no cycle is
        /// blamed on it, nor does it use a `cycle: intended` mark.
        var isAnywhere = false

        /// Whether the move can make a stack deeper: every style but `replace`. One whose style
        /// is not known may be a `replace`, so no cycle is blamed on it.
        var grows: Bool { style != .replace && isStyleKnown }

        /// Whether a cycle through it is reported: it grows, it is not marked as meant, and it is
        /// a move of the screen, not one made from outside.
        var growsUnintended: Bool { grows && !isIntendedCycle && !isAnywhere }

        /// Whether it counts towards cycles at all (for `cycle: intended` marks).
        var growsFromInside: Bool { grows && !isAnywhere }
    }

    let edges: [[Edge]]

    init(_ graph: ScreenGraph) {
        // A screen's own moves depend on nothing else: chunks of screens in parallel, joined in
        // order (#33: this ran on one core while the other was idle).
        let chunkSize = GraphResolver.screensPerChunk
        let chunks = stride(from: 0, to: graph.screens.count, by: chunkSize).map {
            $0..<min($0 + chunkSize, graph.screens.count)
        }
        var edges = parallelMap(chunks.count) { chunk in
            chunks[chunk].map { Self.ownEdges(of: $0, in: graph) }
        }.flatMap { $0 }
        for declaring in graph.backSteps.keys.sorted() {
            for step in graph.backSteps[declaring] ?? [] {
                let move = graph.screens[declaring].backTransitions[step.transition].then!
                var edge = Edge(move, source: (step.transition, false))
                edge.declaredBy = declaring
                edge.isAnywhere = graph.anywhereOnlySteps.contains(step)
                edges[step.from].append(edge)
            }
        }
        if let anywhere = graph.anywhere {
            // Every view screen can be shown when one is made: an edge from each, in the order
            // declared; a `select-root` one's step leaves its root.
            for index in graph.screens.indices where graph.screens[index].kind == .view {
                for (number, transition) in anywhere.transitions.enumerated() {
                    var edge = Edge(transition.move, source: (number, false))
                    edge.isAnywhere = true
                    edges[index].append(edge)
                }
            }
            for (number, back) in anywhere.backTransitions.enumerated() {
                guard let then = back.then else { continue }
                var edge = Edge(then, source: (number, false))
                edge.isAnywhere = true
                edges[back.popTo].append(edge)
            }
        }
        // A dismissal nothing can present (reported) still leads somewhere: reachability of its
        // target is not an extra finding. No cycle is blamed on this stand-in edge.
        for (declaring, screen) in graph.screens.enumerated() {
            for (number, back) in screen.backTransitions.enumerated()
            where back.dismissesLayer && !graph.makesSteps(declaring, backTransition: number) {
                guard let then = back.then else { continue }  // an alert button's dismissal alone
                var edge = Edge(then, source: (number, false))
                edge.declaredBy = declaring
                edge.isStyleKnown = false
                edges[declaring].append(edge)
            }
        }
        self.edges = edges
    }

    /// A screen's transitions, then its buttons that navigate: one array filled in place, the
    /// screen and its transitions read by index, not copied out whole (#33).
    private static func ownEdges(of screen: Int, in graph: ScreenGraph) -> [Edge] {
        let transitions = graph.screens[screen].transitions
        let buttons = graph.screens[screen].buttons
        var screenEdges: [Edge] = []
        screenEdges.reserveCapacity(transitions.count + buttons.count)
        for index in transitions.indices {
            screenEdges.append(Edge(transitions[index].move, source: (index, false)))
        }
        for index in buttons.indices {
            if let move = buttons[index].move { screenEdges.append(Edge(move, source: (index, true))) }
        }
        return screenEdges
    }

    var count: Int { edges.count }

    /// Screens reachable from `roots` (which count as reached) by moves `including` accepts,
    /// any move by default: one breadth-first traversal.
    func reachable(from roots: [Int], including: (Edge) -> Bool = { _ in true }) -> [Bool] {
        var seen = [Bool](repeating: false, count: count)
        var queue = roots.filter { !seen[$0] }
        for root in queue { seen[root] = true }
        var head = 0
        while head < queue.count {
            let node = queue[head]
            head += 1
            for edge in edges[node] where !seen[edge.target] && including(edge) {
                seen[edge.target] = true
                queue.append(edge.target)
            }
        }
        return seen
    }
}

extension MoveGraph.Edge {
    init(_ move: ScreenGraph.Move, source: (index: Int, isButton: Bool)) {
        self.init(
            target: move.target, style: move.style, isStyleKnown: move.isStyleKnown, source: source,
            isIntendedCycle: move.isIntendedCycle)
    }
}
