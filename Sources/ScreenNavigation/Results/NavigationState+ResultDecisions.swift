/// The presenter decides (#38): a waiter that is asked, at each `finish(with:)`, whether the
/// screen closes (see `Navigation.ResultDecision`).
extension NavigationState {
    /// `perform(_:onResult:)` whose waiter decides: at each `finish(with:)` of the entered screen
    /// `onResult` gets the value and says whether the screen closes (`.close`, its answer) or
    /// stays (`.stay`: it keeps waiting). When the screen leaves any other way it gets nil (its
    /// return value then unused). Throws, and registers nothing, when the move is refused.
    /// (A name of its own: an overload of `perform(_:onResult:)` would make every callback of
    /// several statements ambiguous.)
    func performDeciding(
        _ move: Move<Graph>, onResult deciding: @escaping @MainActor ((any Sendable)?) -> Navigation.ResultDecision
    )
        throws(NavigationError<Graph>)
    {
        let origin = resultOrigin(of: move)
        try perform(move)
        waitForResult(ofEntering: move.to, .decide(deciding), origin: origin)
    }

    /// `performDeciding(_:onResult:)`, typed: the value is read as `Result` (nil when it is another type).
    func performDeciding<Result: Sendable>(
        _ move: Move<Graph>, as type: Result.Type,
        onResult deciding: @escaping @MainActor (Result?) -> Navigation.ResultDecision
    ) throws(NavigationError<Graph>) {
        try performDeciding(move) { deciding($0 as? Result) }
    }

    /// Registers `waiter` for the top entry when it shows `route` (what a move or a button just
    /// entered); otherwise answers it nil at once: the move entered nothing to wait for.
    /// `origin` is the declaration that entered it, noted for a recorder (`resultOrigin(of:)`).
    func waitForResult(ofEntering route: Route?, _ waiter: ResultWaiters<Route>.Waiter, origin: String?) {
        guard let route, topRoute == route else {
            waiter.callback(nil)
            return
        }
        resultWaiters.wait(for: topEntry, waiter)
        if let origin { resultWaiters.noteOrigin(of: topEntry, origin) }
    }

    /// Whether `entry` is on its stack now.
    func isShown(_ entry: NavigationEntryID<Route>) -> Bool {
        let all = allStacks
        return all.indices.contains(entry.stack) && all[entry.stack].contains(entry)
    }

    /// Asks the deciding waiters of `entry` (the top entry, finishing with `result`) whether it
    /// closes: true when it should leave now. Each is asked once; when any says `.stay` they all
    /// keep waiting. A decider that moved the screen away itself leaves nothing to close: those
    /// that said `.stay` then get nil, their answer. `top` is the entry on top when it is not
    /// `entry` itself (a flow finished from a screen pushed above it).
    func decidersClose(
        _ entry: NavigationEntryID<Route>, with result: any Sendable, top: NavigationEntryID<Route>? = nil
    ) -> Bool {
        let deciders = resultWaiters.takeDeciders(of: entry)
        guard !deciders.isEmpty else { return true }
        let decisions = deciders.map { $0(result) }
        guard decisions.contains(.stay) else {
            // Answered now, by this finish: the path is covered.
            if recorder != nil { countDecidedResult(of: entry, finishedBy: top == nil ? nil : topScreen) }
            return topEntry == (top ?? entry)
        }
        if isShown(entry) {
            for decider in deciders { resultWaiters.wait(for: entry, .decide(decider)) }
        } else {
            for (decider, decision) in zip(deciders, decisions) where decision == .stay { _ = decider(nil) }
        }
        return false
    }
}
