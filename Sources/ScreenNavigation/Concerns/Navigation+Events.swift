extension Navigation {
    /// What happens to the state, as it happens: the typed event stream, and the recorder that
    /// counts declared moves for `screengen coverage`. Reached as `state.events`.
    @MainActor
    public struct Events<Graph: NavigationGraph> {
        let state: NavigationState<Graph>

        /// Calls `observer` with one `NavigationEvent` for every public operation that was
        /// made or refused, from code or from the host, with the route on top before and after.
        /// - Parameter observer: called on the main actor, after the operation.
        /// - Returns: the observation; events stop when it is cancelled or released.
        @discardableResult
        public func observe(_ observer: @escaping @MainActor (NavigationEvent<Graph>) -> Void)
            -> Navigation.EventObservation
        {
            state.observeEvents(observer)
        }

        /// Counts every declared move, button tap, deep link and screen entered, for `screengen
        /// coverage`; nil, the default, records nothing. Attaching one counts the screens on the
        /// stacks now as entered.
        public var recorder: NavigationRecorder<Graph>? {
            get { state.recorder }
            nonmutating set { state.recorder = newValue }
        }
    }
}

extension NavigationState {
    /// The event stream and the coverage recorder (see ``Navigation/Events``).
    public var events: Navigation.Events<Graph> { Navigation.Events(state: self) }
}
