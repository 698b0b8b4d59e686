extension Navigation {
    /// Moves whose presenter decides, with each result, whether the screen it entered closes.
    /// Reached as `state.results`. (A move that only waits for a result is
    /// `state.perform(_:onResult:)` or `performForResult(_:as:)`.)
    @MainActor
    public struct Results<Graph: NavigationGraph> {
        let state: NavigationState<Graph>

        /// Performs `move` and asks `deciding` with each result the entered screen finishes with,
        /// read as `type` (the item editor's "added": close or stay), and with nil once it left
        /// another way. `as: (any Sendable).self` takes any result.
        /// - Parameters:
        ///   - move: a declared move into a screen that returns `type`.
        ///   - type: the result's type.
        ///   - deciding: answers `.close` or `.stay` for a result; its answer for nil is ignored.
        /// - Throws: what `perform(_:)` throws; `deciding` is then never called.
        public func performDeciding<Result: Sendable>(
            _ move: Move<Graph>, as type: Result.Type,
            onResult deciding: @escaping @MainActor (Result?) -> Navigation.ResultDecision
        ) throws(NavigationError<Graph>) {
            try state.performDeciding(move, as: type, onResult: deciding)
        }
    }
}

extension NavigationState {
    /// Moves whose presenter decides what a result does (see ``Navigation/Results``).
    public var results: Navigation.Results<Graph> { Navigation.Results(state: self) }
}
