/// Results from presented screens: a move made "for result" is answered when the screen it
/// entered leaves the stack, with the value the screen finished with (`finish(_:with:)`), or
/// nil when it left any other way.
extension NavigationState {
    /// Performs `move`; once the entry it adds leaves the stack, `onResult` gets the value its
    /// screen finished with, or nil. A move that enters nothing (going back only) is answered
    /// nil at once. Throws, and registers nothing, when the move is refused.
    /// - Parameters:
    ///   - move: the move to make.
    ///   - onResult: called once with the entered screen's result, or nil.
    /// - Throws: the graph's refusal of the move; nothing is registered and the state is unchanged.
    public func perform(_ move: Move<Graph>, onResult: @escaping @MainActor ((any Sendable)?) -> Void)
        throws(NavigationError<Graph>)
    {
        let origin = resultOrigin(of: move)
        try perform(move)
        guard let route = move.to, topRoute == route else {
            onResult(nil)
            return
        }
        resultWaiters.wait(for: topEntry, onResult)
        if let origin { resultWaiters.noteOrigin(of: topEntry, origin) }
    }

    /// Hands `result` back to whoever waits for the top entry, which must show `screen`, and
    /// removes that entry (the sheet it starts is dismissed, a pushed screen popped), unless a
    /// deciding waiter keeps it (`Navigation.ResultDecision.stay`).
    ///
    /// A flow's result (`finishes:`): when `screen` is not on top but starts the sheet or cover
    /// the top screen is pushed in, and the graph lets the top screen finish it
    /// (`NavigationGraph.finishesFlow(_:from:)`), the waiters of `screen`'s entry get `result`
    /// and the whole flow is dismissed, as one operation.
    /// - Parameters:
    ///   - screen: the screen on top, or the first screen of the flow the top screen finishes.
    ///   - result: the value its waiters get.
    /// - Throws: `.alertPresented` under an alert; `.notOnTop` when `screen` is neither on top
    ///   nor a flow the top screen may finish; `.cannotRemoveRoot` for a root. Nothing changes then.
    public func finish(_ screen: Graph.Screen, with result: any Sendable) throws(NavigationError<Graph>) {
        if reportsEvents {
            return try observed({ .finished(screen) }, attempt: .finished(screen)) {
                () throws(NavigationError<Graph>) in
                try finish(screen, with: result)
            }
        }
        let shown = activeStack
        if let alert = shown.presentedAlert { throw .alertPresented(alert: Graph.screen(of: alert)) }
        guard topScreen == screen else {
            guard let start = flowStart(of: screen, in: shown) else {
                throw .notOnTop(expected: screen, actual: topScreen)
            }
            return try finishFlow(startingAt: start, with: result)
        }
        guard !shown.isAtRoot || activeIndex >= rootCount else { throw .cannotRemoveRoot(root: screen) }
        let entry = topEntry
        guard decidersClose(entry, with: result) else { return }  // the presenter keeps it (`.stay`)
        resultWaiters.finish(entry, with: result, screen: recorder == nil ? nil : screen.rawValue)
        // Settled once the way out stood or its exit question is up (`answerDepartedResults`).
        try asOneOperation { () throws(NavigationError<Graph>) in pop() }
    }

    /// Answers the waiters whose entries left: called after every change of the stacks.
    func answerDepartedResults() {
        guard !resultWaiters.isEmpty else { return }
        let stacks = allStacks
        let answers = resultWaiters.departed(from: stacks)
        // A finish whose way out an exit guard asked about, kept or withdrawn, is no answer.
        if storedPendingExit == nil { resultWaiters.forgetFinished(shownIn: stacks) }
        for (callbacks, result, path) in answers {
            if let path { recorder?.tally.countResult(path) }
            for callback in callbacks { callback(result) }
        }
    }
}

extension Navigator {
    /// `perform(_:onResult:)`, awaited: the value the entered screen finished with, or nil when
    /// it left another way. Throws, before waiting, when the move is refused. The wait ends
    /// when the entry leaves, or with nil as soon as the awaiting task is cancelled (the screen
    /// stays where it is: cancelling a wait is not a move).
    /// - Parameters:
    ///   - move: the move to make.
    ///   - type: the type of the result.
    /// - Returns: the entered screen's result, or nil when it leaves without one or the wait is
    ///   cancelled.
    /// - Throws: the graph's refusal of the move; nothing is registered and the state is unchanged.
    public func performForResult<Result: Sendable>(
        _ move: Move<Graph>, as type: Result.Type
    ) async throws(NavigationError<Graph>) -> Result? {
        let answer = ResultAnswer<Result>()
        try perform(move) { answer.deliver($0 as? Result) }
        return await withTaskCancellationHandler {
            await answer.value()
        } onCancel: {
            Task { @MainActor in answer.deliver(nil) }
        }
    }
}

/// One awaited result: delivered once, read once, whichever comes first.
@MainActor
final class ResultAnswer<Result: Sendable> {
    private var delivered: Result??
    private var continuation: CheckedContinuation<Result?, Never>?

    func deliver(_ result: Result?) {
        if let continuation {
            self.continuation = nil
            continuation.resume(returning: result)
        } else {
            delivered = .some(result)
        }
    }

    func value() async -> Result? {
        if let delivered { return delivered }
        return await withCheckedContinuation { self.continuation = $0 }
    }
}
