/// Flow results (#38): a sheet or cover whose first screen declares `returns:` is a flow, and
/// a screen pushed inside it that declares `finishes:` may end the whole flow with its result
/// (Element X's start-chat: three screens deep, finished from any of them). The presenter's
/// move waits on the flow's first entry, as for any result; `finish(_:with:)` names that
/// screen from above it.
extension NavigationState {
    /// The index in `stack.entries` of the entry of `root` that starts the sheet or cover the
    /// top screen is pushed in, when the graph lets the top screen finish that flow; nil
    /// otherwise (no such flow, a presentation in between, or no `finishes:`). Looks only at
    /// the pushes above the nearest presentation.
    func flowStart(of root: Graph.Screen, in stack: RouteStack<Graph>) -> Int? {
        guard Graph.finishesFlow(root, from: stack.topScreen) else { return nil }
        let entries = stack.entries
        var index = entries.count - 1
        while index >= 0, entries[index].style == .push { index -= 1 }
        guard index >= 0, entries[index].style == .sheet || entries[index].style == .cover,
            Graph.screen(of: entries[index].route) == root
        else { return nil }
        return index
    }

    /// Ends the flow whose first entry is `entries[index]` of the active stack: its deciding
    /// waiters are asked first (`.stay` keeps everything), then its waiters get `result` and
    /// it leaves with everything above it, as one operation (an exit guard on the way asks
    /// once; the value is kept until its answer lets the flow go). The screens pushed above
    /// it are answered nil, as for any other way out.
    func finishFlow(startingAt index: Int, with result: any Sendable) throws(NavigationError<Graph>) {
        let stackIndex = activeIndex
        let top = topEntry
        let entry = allStacks[stackIndex].entryIDs(asStack: stackIndex)[index + 1]  // position 0 is the root
        guard decidersClose(entry, with: result, top: top) else { return }  // the presenter keeps it
        if recorder != nil {
            let start = Graph.screen(of: allStacks[stackIndex].entries[index].route)
            resultWaiters.finish(entry, with: result, screen: start.rawValue, finishedBy: topScreen.rawValue)
        } else {
            resultWaiters.finish(entry, with: result)
        }
        try asOneOperation { () throws(NavigationError<Graph>) in pop(toEntryCount: index) }
    }
}
