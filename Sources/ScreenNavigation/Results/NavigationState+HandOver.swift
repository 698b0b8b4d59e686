/// A finish that hands over (#38): the screen answers its waiter with a value *and* is replaced
/// by the next screen, as one operation (Bitwarden's send editor completes with the new send
/// and is replaced by the share sheet).
extension NavigationState {
    /// Hands `result` back to whoever waits for the top entry, which must show `screen`, and
    /// performs `handOver`, a declared move from `screen` that takes it off the stack (a
    /// `dismissingThen` move: one sheet replaced by another). All or nothing: when the move is
    /// refused, or leaves the entry where it is (`.handOverKeepsScreen`), nothing changes and no
    /// waiter is answered. Once it stood, the waiters get `result`, with the next screen already
    /// shown. Deciding waiters are not asked: the screen is leaving anyway; they get the value
    /// as their answer.
    ///
    /// A guarded screen (`exit:`) asks its question first, as any way out does: the value is
    /// kept until the question's answer lets the screen go.
    /// - Parameters:
    ///   - screen: the screen that finishes.
    ///   - result: its result.
    ///   - handOver: the move made in its place.
    /// - Throws: the graph's refusal of `handOver`; the state is unchanged.
    public func finish(_ screen: Graph.Screen, with result: any Sendable, then handOver: Move<Graph>)
        throws(NavigationError<Graph>)
    {
        if let alert = activeStack.presentedAlert { throw .alertPresented(alert: Graph.screen(of: alert)) }
        guard topScreen == screen else { throw .notOnTop(expected: screen, actual: topScreen) }
        let entry = topEntry
        let wasAsking = pendingExit != nil
        resultWaiters.finish(entry, with: result, screen: recorder == nil ? nil : screen.rawValue)
        do {
            try asOneOperation { () throws(NavigationError<Graph>) in
                try perform(handOver)
                let asks = !wasAsking && pendingExit != nil
                if isShown(entry) && !asks { throw .handOverKeepsScreen(screen: screen) }
            }
        } catch {
            resultWaiters.unfinish(entry)
            throw error
        }
    }
}
