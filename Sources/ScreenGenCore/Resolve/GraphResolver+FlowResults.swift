import ScreenGenDiagnostics

/// `finishes:` (#38): flow results. A screen inside a presented flow — a sheet or cover whose
/// first screen declares `returns:`, with screens pushed inside it — may end the whole flow with
/// that result. Checked where written: the flow's screen exists, declares `returns:`, is
/// presented (some move enters it as a sheet or a cover) and the finishing screen is reached from
/// it by pushes only, inside that presentation; otherwise the runtime would refuse every call.
extension GraphResolver {
    mutating func resolveFlowResults(into graph: inout ScreenGraph) {
        let written = graph.screens.indices.filter { screenSyntax[$0].finishes != nil }
        guard !written.isEmpty else { return }
        var styles: [Int: Set<TransitionStyle>]?
        // Per flow root, the screens its pushes reach: one search per root, each linear.
        var pushed: [Int: Set<Int>] = [:]
        for index in written {
            let reference = screenSyntax[index].finishes!
            let name = graph.screens[index].qualifiedName
            guard
                let root = resolveReference(
                    reference, fromFeature: graph.screens[index].feature, what: "'finishes' of screen '\(name)' names")
            else { continue }
            let rootName = graph.screens[root].qualifiedName
            guard root != index else {
                report(
                    .invalidValue,
                    "screen '\(name)' cannot finish its own flow with 'finishes': it ends it with 'finish(with:)'; name the screen that starts the flow it is pushed in",
                    at: reference.location)
                continue
            }
            guard graph.screens[root].returnType != nil else {
                // A `returns:` that was reported leaves no type: not reported a second time.
                if screenSyntax[root].returns == nil {
                    report(
                        .invalidValue,
                        "'finishes' of screen '\(name)' names '\(rootName)', which declares no 'returns': a flow's result is the type its first screen returns; add 'returns: <Type>' to '\(rootName)'",
                        at: reference.location,
                        notes: [.init("'\(rootName)' is declared here", at: graph.screens[root].location)])
                }
                continue
            }
            // Whether moves reach it is judged only when every move the user wrote is known.
            guard graph.hasAllMoves else { continue }
            if styles == nil { styles = graph.presentedStyles() }
            let entered = styles?[root] ?? []
            guard entered.contains(.sheet) || entered.contains(.cover) else {
                report(
                    .invalidStyle,
                    "'finishes' of screen '\(name)' names '\(rootName)', which no move presents as a sheet or a cover: only a presented screen starts a flow of its own; present it with 'style: sheet' or 'style: cover'",
                    at: reference.location)
                continue
            }
            if pushed[root] == nil { pushed[root] = graph.screensPushed(from: root) }
            guard pushed[root]!.contains(index) else {
                report(
                    .invalidValue,
                    "'finishes' of screen '\(name)' names '\(rootName)', but no pushes lead from '\(rootName)' to '\(name)': only a screen pushed inside the flow can finish it",
                    at: reference.location)
                continue
            }
            graph.screens[index].finishesFlow = root
        }
    }
}

extension ScreenGraph {
    /// The screens reached from `root` by pushes only (its own moves, `anywhere` pushes
    /// included), `root` excluded unless a push leads back to it: what a flow started by
    /// presenting `root` can show on top. Breadth-first, each screen and move visited once.
    func screensPushed(from root: ScreenIndex) -> Set<ScreenIndex> {
        var seen: Set<ScreenIndex> = []
        var queue = [root]
        var next = 0
        while next < queue.count {
            let screen = queue[next]
            next += 1
            for move in moves(from: screen) where move.style == .push && seen.insert(move.target).inserted {
                queue.append(move.target)
            }
        }
        return seen
    }
}
