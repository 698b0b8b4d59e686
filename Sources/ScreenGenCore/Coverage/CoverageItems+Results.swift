import ScreenGenDiagnostics

/// The result paths `screengen coverage` counts (#38): each declaration of a move into a screen
/// with `returns:` (a transition, a back transition's move, an alert or dialog button's, one
/// from anywhere), covered when a finish answered a waiter of that move with a value; and each
/// `finishes:`, covered when that screen finished its flow. A move with `then:` steps enters
/// its target only on the way, so nothing waits on it: it is no result path.
extension CoverageItems {
    /// A result path: its record key, where it is declared, and the screen that declares it
    /// (nil from anywhere) for its group.
    struct ResultPath {
        enum Key: Hashable {
            case result(CoverageRecord.AnsweredResult)
            case flowFinish(CoverageRecord.FlowFinish)
        }

        var key: Key
        var screen: ScreenGraph.ScreenIndex?
        var location: SourceLocation
    }

    /// Every result path of `graph`, in declared order, each key once (two declarations of one
    /// move are covered together, as transitions are).
    static func resultPaths(of graph: ScreenGraph) -> [ResultPath] {
        var paths: [ResultPath] = []
        var seen: Set<ResultPath.Key> = []
        let name = { (index: Int) in graph.screens[index].qualifiedName }
        func add(_ move: ScreenGraph.Move?, from screen: ScreenGraph.ScreenIndex?, at location: SourceLocation? = nil) {
            guard let move, move.continuation.isEmpty, graph.screens[move.target].returnType != nil else { return }
            let key = ResultPath.Key.result(.init(from: screen.map(name) ?? "*", screen: name(move.target)))
            guard seen.insert(key).inserted else { return }
            paths.append(ResultPath(key: key, screen: screen, location: location ?? move.location))
        }
        for (index, screen) in graph.screens.enumerated() {
            for transition in screen.transitions {
                add(transition.move, from: index, at: transition.origin?.location)
            }
            for back in screen.backTransitions {
                add(back.then, from: index, at: back.origin?.location ?? back.location)
            }
            for button in screen.buttons where screen.kind.hasButtons {
                add(button.move, from: index, at: button.location)
            }
            if let flow = screen.finishesFlow {
                let key = ResultPath.Key.flowFinish(.init(flow: name(flow), by: name(index)))
                if seen.insert(key).inserted {
                    paths.append(ResultPath(key: key, screen: index, location: screen.location))
                }
            }
        }
        if let anywhere = graph.anywhere {
            for transition in anywhere.transitions { add(transition.move, from: nil) }
            for back in anywhere.backTransitions { add(back.then, from: nil, at: back.location) }
        }
        return paths
    }

    /// The finding of a result path no record covered.
    static func finding(_ path: ResultPath) -> Diagnostic {
        switch path.key {
        case .result(let result):
            let from = result.from == "*" ? "a move from anywhere" : "the move from '\(result.from)'"
            return Diagnostic(
                CoverageRules.uncoveredResult,
                "the result of '\(result.screen)' to \(from) was never answered by a finish", at: path.location)
        case .flowFinish(let finish):
            return Diagnostic(
                CoverageRules.uncoveredResult, "flow '\(finish.flow)' was never finished from '\(finish.by)'",
                at: path.location)
        }
    }
}
