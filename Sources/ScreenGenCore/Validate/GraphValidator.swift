import ScreenGenDiagnostics

/// The graph rules that need the whole graph: reachability from the roots and cycles that let
/// a stack grow without bound.
enum GraphValidator {
    static func validate(_ graph: ScreenGraph) -> [Diagnostic] {
        let moves = MoveGraph(graph)
        // The rules are independent of each other: on a large graph they run side by side.
        let rules: [@Sendable (ScreenGraph, MoveGraph) -> [Diagnostic]] = [
            unreachableScreens, unboundedCycles, BackTransitionCheck.diagnostics,
            { graph, _ in DeepLinkOverlap.diagnostics(graph) },
            { graph, _ in GuardedDeepLinks.notes(graph) },
            { graph, _ in CustomSchemeHosts.warnings(graph) },
        ]
        return parallelMap(rules.count) { rules[$0](graph, moves) }.flatMap { $0 }
    }

    /// One traversal from the roots; every screen it does not reach gets a warning.
    static func unreachableScreens(_ graph: ScreenGraph, _ moves: MoveGraph) -> [Diagnostic] {
        // Without a valid root every screen would be listed; without every declared move the
        // screens behind a broken one would be. Both are already errors, reported at their cause.
        guard !graph.roots.isEmpty, graph.hasAllMoves else { return [] }
        // An alert an exit guard asks is shown over whatever leaves a reached guarded screen.
        let reached = graph.addingExitQuestions(to: moves.reachable(from: graph.roots))
        return graph.screens.indices.filter { !reached[$0] }.map { index in
            let screen = graph.screens[index]
            return Diagnostic(
                .unreachableScreen, "screen '\(screen.qualifiedName)' cannot be reached from any root",
                at: screen.location
            )
        }
    }

    /// Strongly connected components over every move but `replace` and those marked
    /// `cycle: intended`. Each component with a cycle is reported once, with the shortest cycle
    /// through its first-declared screen, at the transition that closes that cycle. Then each
    /// mark that silences nothing (its move closes no cycle even counting marked moves) is
    /// reported, so stale marks do not pile up.
    static func unboundedCycles(_ graph: ScreenGraph, _ moves: MoveGraph) -> [Diagnostic] {
        let grows = { (edge: MoveGraph.Edge) in edge.growsUnintended }
        // With a move dropped for an error, a mark may close no cycle only because the move that
        // completed the cycle is gone: not judged, or the one mistake would report twice.
        return cycles(graph, moves, grows: grows) + (graph.hasAllMoves ? staleCycleMarks(graph, moves) : [])
    }

    private static func cycles(_ graph: ScreenGraph, _ moves: MoveGraph, grows: (MoveGraph.Edge) -> Bool)
        -> [Diagnostic]
    {
        var diagnostics: [Diagnostic] = []
        var componentOf = [Int](repeating: -1, count: graph.screens.count)
        let components = StronglyConnectedComponents.components(of: moves, including: grows)
        for (number, component) in components.enumerated() {
            for node in component { componentOf[node] = number }
        }
        for (number, component) in components.enumerated() {
            let start = component.min()!
            let isCycle = component.count > 1 || moves.edges[start].contains { grows($0) && $0.target == start }
            guard isCycle else { continue }
            let path = shortestCycle(through: start, in: number, componentOf: componentOf, moves: moves, grows: grows)
            let location = Self.location(of: path.closingEdge, from: path.nodes.last!, in: graph)
            let names = cyclePath((path.nodes + [start]).map { graph.name(of: $0) })
            diagnostics.append(
                Diagnostic(
                    .unboundedCycle,
                    "cycle \(names) has no 'replace' transition, so the stack can grow without bound; mark the move that closes it 'cycle: intended' if the drill-down is meant",
                    at: location))
        }
        return diagnostics
    }

    /// Marks `cycle: intended` on moves whose two ends are not in one cycle of growing moves.
    /// A mark is judged per transition that declares it, however many edges it makes: a mark in
    /// a transition set is one mark, stale only when it closes a cycle on no screen that includes
    /// the set (a status row shown both inside a drill-down and outside it); a back transition's
    /// mark is one mark, stale only when none of its steps closes a cycle (a dismissal of a sheet
    /// several screens present, an inclusive `pop-to` with several screens beneath). A stale
    /// mark is reported once, where it is written.
    private static func staleCycleMarks(_ graph: ScreenGraph, _ moves: MoveGraph) -> [Diagnostic] {
        // Gathered in one array: two made and freed per screen cost more than the search (#33).
        var marked: [(from: Int, edge: MoveGraph.Edge)] = []
        for from in moves.edges.indices {
            for edge in moves.edges[from] where edge.isIntendedCycle && !edge.isAnywhere { marked.append((from, edge)) }
        }
        guard !marked.isEmpty else { return [] }
        var componentOf = [Int](repeating: -1, count: graph.screens.count)
        for (number, component) in StronglyConnectedComponents.components(of: moves, including: \.growsFromInside)
            .enumerated()
        {
            for node in component { componentOf[node] = number }
        }
        let closesCycle = { (from: Int, edge: MoveGraph.Edge) in
            edge.growsFromInside && componentOf[from] == componentOf[edge.target]
        }
        // A mark is used when any edge of its declaring transition closes a cycle.
        var usedMarks: Set<SourceLocation> = []
        for (from, edge) in marked where closesCycle(from, edge) {
            if let mark = markLocation(of: edge, from: from, in: graph) { usedMarks.insert(mark) }
        }
        var reportedMarks: Set<SourceLocation> = []
        return marked.compactMap { from, edge in
            guard !closesCycle(from, edge) else { return nil }
            if let mark = markLocation(of: edge, from: from, in: graph) {
                guard !usedMarks.contains(mark), reportedMarks.insert(mark).inserted else { return nil }
            }
            let screen = graph.screens[from]
            let reason = edge.grows ? "it closes no cycle" : "a 'replace' never makes the stack deeper"
            let declaring = edge.declaredBy.map { graph.screens[$0] } ?? screen
            let action =
                edge.declaredBy == nil
                ? screen.transitions[edge.source.index].yamlName
                : declaring.backTransitions[edge.source.index].yamlName
            if let origin = origin(of: edge, from: from, in: graph) {
                let setReason = edge.grows ? "it closes a cycle on no screen that includes the set" : reason
                return Diagnostic(
                    .unboundedCycle,
                    "transition '\(action)' of set '\(origin.set)' is marked 'cycle: intended', but \(setReason); remove the mark",
                    at: origin.location)
            }
            let move =
                edge.source.isButton ? "button '\(screen.buttons[edge.source.index].id)'" : "transition '\(action)'"
            return Diagnostic(
                .unboundedCycle,
                "\(move) of '\(declaring.qualifiedName)' is marked 'cycle: intended', but \(reason); remove the mark",
                at: location(of: edge, from: from, in: graph))
        }
    }

    /// The transition set a move comes from, if any: a set's transition, or the back
    /// transition whose step it is.
    private static func origin(of edge: MoveGraph.Edge, from screen: Int, in graph: ScreenGraph) -> (
        set: String, location: SourceLocation
    )? {
        if edge.source.isButton { return nil }
        if let declaring = edge.declaredBy { return graph.screens[declaring].backTransitions[edge.source.index].origin }
        return graph.screens[screen].transitions[edge.source.index].origin
    }

    /// What one mark is: the set entry that writes it, or the back transition whose steps share
    /// it; nil for a move that is its own transition's only edge.
    private static func markLocation(of edge: MoveGraph.Edge, from screen: Int, in graph: ScreenGraph)
        -> SourceLocation?
    {
        if let origin = origin(of: edge, from: screen, in: graph) { return origin.location }
        return edge.declaredBy.map { graph.screens[$0].backTransitions[edge.source.index].location }
    }

    /// Where a move is declared: its transition or its button, or the back transition whose
    /// step it is.
    private static func location(of edge: MoveGraph.Edge, from screen: Int, in graph: ScreenGraph) -> SourceLocation {
        if let declaring = edge.declaredBy {
            return graph.screens[declaring].backTransitions[edge.source.index].location
        }
        let source = graph.screens[screen]
        return edge.source.isButton
            ? source.buttons[edge.source.index].location : source.transitions[edge.source.index].move.location
    }

    /// `a → b → a`; a long cycle keeps its first and last steps around a count of the rest, so
    /// the diagnostic stays one readable line.
    static func cyclePath(_ names: [String]) -> String {
        guard names.count > 12 else { return names.joined(separator: " → ") }
        let head = names.prefix(5).joined(separator: " → ")
        let tail = names.suffix(4).joined(separator: " → ")
        return "\(head) → … \(names.count - 9) more … → \(tail)"
    }

    /// Breadth-first search inside one component, from `start` back to `start`.
    private static func shortestCycle(
        through start: Int, in component: Int, componentOf: [Int], moves: MoveGraph, grows: (MoveGraph.Edge) -> Bool
    ) -> (nodes: [Int], closingEdge: MoveGraph.Edge) {
        var parent: [Int: Int] = [start: -1]
        var queue = [start]
        var head = 0
        while head < queue.count {
            let node = queue[head]
            head += 1
            for edge in moves.edges[node] where grows(edge) && componentOf[edge.target] == component {
                if edge.target == start {
                    var nodes = [node]
                    while let previous = parent[nodes.last!], previous >= 0 { nodes.append(previous) }
                    return (nodes.reversed(), edge)
                }
                if parent[edge.target] == nil {
                    parent[edge.target] = node
                    queue.append(edge.target)
                }
            }
        }
        preconditionFailure("a strongly connected component with a cycle has a cycle through each of its nodes")
    }
}
