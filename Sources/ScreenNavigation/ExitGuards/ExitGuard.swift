extension Navigation {
    /// What leaving a screen asks first (a screen's `exit:`): while `condition` holds for the entry
    /// being left (unsaved changes in *this* editor), every way out of it — back, a back swipe,
    /// dismiss, `pop-to` past it, `replace`, a `select-root` that unwinds it, a flow move, a link
    /// that rebuilds its stack, `setRoots`, `restore`, `reconcile` — presents `alert` instead and
    /// waits for the answer (`NavigationState.pendingExit`).
    ///
    /// The alert's `destructive` button completes the way out exactly as it was asked; any other
    /// answer (a cancel button, dismissing the alert) leaves the state exactly as it was.
    public struct ExitGuard<Graph: NavigationGraph>: Sendable {
        /// Asked with the entry being left (`conditionHoldsForRoute`, else `conditionHolds`): the
        /// question is asked only while it holds.
        public let condition: Graph.Condition
        /// The alert route presented over what is shown: "Discard changes?".
        public let alert: Graph.Route

        /// Declares an exit guard (generated code).
        /// - Parameters:
        ///   - condition: asked with the entry being left; the question is asked while it holds.
        ///   - alert: the alert presented to ask.
        public init(asking alert: Graph.Route, when condition: Graph.Condition) {
            self.condition = condition
            self.alert = alert
        }
    }
}

extension Navigation {
    /// The exit question on screen: a way out of a guarded screen waits for the user's answer.
    public struct PendingExit<Graph: NavigationGraph>: Sendable {
        /// The guarded screen being left.
        public let screen: Graph.Screen
        /// The alert route that asks.
        public let alert: Graph.Route
        /// The stack it is asked on (selected while it asks).
        public let stackIndex: Int

        /// Everything as it was before the way out, and as the way out would make it.
        let before: NavigationState<Graph>.Saved
        let after: NavigationState<Graph>.Saved
    }
}
