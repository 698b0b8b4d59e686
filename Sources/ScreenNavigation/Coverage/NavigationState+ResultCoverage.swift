/// What a recorder needs to count result paths (#38): the declaration a waited-for entry was
/// entered by, noted when the waiter registers, and the path counted when a finish answers it.
/// Nothing here runs without a recorder.
extension NavigationState {
    /// The declaration `move`, about to be made, counts as: its screen's name, or `*` for a move
    /// made over whatever is shown that the graph allows from anywhere (as the tally settles a
    /// move's origin); nil without a recorder or a screen to enter.
    func resultOrigin(of move: Move<Graph>) -> String? {
        guard recorder != nil, let to = move.to else { return nil }
        if let from = move.from { return from.rawValue }
        let top = topScreen
        let target = Graph.screen(of: to)
        let table = Graph.transitions
        let declaredByTop = table.transitions.contains(LegalTransition(from: top, to: target, style: move.style))
        return !declaredByTop && table.allowsFromAnywhere(to: target, style: move.style) ? "*" : top.rawValue
    }

    /// Counts the path of `entry`'s waiters answered by deciders that closed it at a finish:
    /// they were answered then, not when the entry leaves. `finishedBy` is the screen that
    /// finished its flow from above, if any.
    func countDecidedResult(of entry: NavigationEntryID<Route>, finishedBy: Graph.Screen?) {
        recorder?.tally.countResult(
            ResultPath(
                from: resultWaiters.origin(of: entry), screen: Graph.screen(of: entry.route).rawValue,
                finishedBy: finishedBy?.rawValue))
    }
}
