extension Navigation {
    /// Guards on the state: the conditions of `requires:` the app answers, the navigation a
    /// guard refused (kept to resume), the exit question a guarded screen asks, and
    /// `reconcile()` after a condition flipped. Reached as `state.guards`.
    ///
    /// Guards are asked when a screen is entered, by any path (a move, a jump, a link, a restore,
    /// a flow move), and again for everything shown by `reconcile()`; never otherwise.
    @MainActor
    public struct Guards<Graph: NavigationGraph> {
        let state: NavigationState<Graph>

        /// Whether a condition of the graph's `requires:` holds now. Until the app sets it, no
        /// condition holds, so a guarded screen is never entered by mistake.
        public var conditionHolds: @MainActor (Graph.Condition) -> Bool {
            get { state.conditionHolds }
            nonmutating set { state.conditionHolds = newValue }
        }

        /// Whether a condition holds for the route being entered (this item's `canEdit`): asked
        /// instead of `conditionHolds` when set, with every route entered and each condition its
        /// screen requires.
        public var conditionHoldsForRoute: (@MainActor (Graph.Condition, Graph.Route) -> Bool)? {
            get { state.conditionHoldsForRoute }
            nonmutating set { state.conditionHoldsForRoute = newValue }
        }

        /// A navigation refused with `.conditionNotMet`, kept so it can be resumed in one call.
        public var pendingNavigation: Navigation.PendingNavigation<Graph>? { state.pendingNavigation }

        /// Performs the navigation kept by the last `.conditionNotMet` (its conditions checked
        /// again), selects its stack, and forgets it; nothing without one.
        /// - Throws: `.conditionNotMet` while a condition still does not hold, or `.rootNotShown`
        ///   while the app does not show its root; it stays pending then.
        public func resumePendingNavigation() throws(NavigationError<Graph>) {
            try state.resumePendingNavigation()
        }

        /// Forgets the pending navigation and the pending link (the user cancelled signing in).
        public func cancelPendingNavigation() {
            state.cancelPendingNavigation()
        }

        /// The exit question on screen, if a way out of a guarded screen (`exit:`) waits for the
        /// user's answer: its alert is on top. Its `destructive` button completes the way out;
        /// any other answer leaves everything as it was.
        public var pendingExit: Navigation.PendingExit<Graph>? { state.pendingExit }

        /// Cuts every stack and layer to its longest prefix whose guards still hold, in one step
        /// (the user signed out; a permission was revoked), without asking exit questions.
        /// - Returns: what was removed, stack by stack, and a flow whose `requires:` failed.
        @discardableResult
        public func reconcile() -> Navigation.Reconciliation<Graph> {
            state.reconcile()
        }
    }
}

extension NavigationState {
    /// The conditions, the refused navigation, the exit question and `reconcile()` (see
    /// ``Navigation/Guards``).
    public var guards: Navigation.Guards<Graph> { Navigation.Guards(state: self) }
}
