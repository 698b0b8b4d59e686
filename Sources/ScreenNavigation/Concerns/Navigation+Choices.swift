extension Navigation {
    /// The destinations the app resolves (#37): a link or a move that names a choice
    /// (`choice:` with `one-of:`) asks the choice's resolver which of its candidates to enter.
    /// Reached as `state.choices`.
    ///
    /// One resolution runs at a time: a newer navigation of any kind, or `cancelResolution()`,
    /// supersedes it, and the resolver's answer, whenever it comes, is ignored.
    @MainActor
    public struct Choices<Graph: NavigationGraph> {
        let state: NavigationState<Graph>

        /// Sets the resolver of a choice: a link or a move that names it asks it which candidate
        /// to enter. Setting another replaces it.
        /// - Parameters:
        ///   - choice: the generated choice (`<Route><Name>Choice`).
        ///   - resolver: answers one of the question's candidates (the params may differ), or
        ///     throws (nothing moves).
        public func setResolver<Choice: Navigation.LinkChoice>(
            for choice: Choice.Type,
            _ resolver: @escaping @MainActor @Sendable (Navigation.LinkQuestion<Choice>) async throws -> Choice
        ) where Choice.Route == Graph.Route {
            state.setResolver(for: choice, resolver)
        }

        /// The link or move whose resolver is running, if one is: a host may show that it is on
        /// its way. Its `url` is empty for a move; its candidates are the routes it may enter.
        public var resolving: Navigation.PendingChoice<Graph.Route>? { state.resolvingChoice }

        /// Gives up the link or move whose resolver is running: its `resolve(link:)` or method
        /// throws `.superseded`, and the resolver's answer, whenever it comes, is ignored.
        public func cancelResolution() {
            state.supersedeLinkResolution()
        }
    }
}

extension NavigationState {
    /// The resolvers of the graph's choices, and the resolution running (see
    /// ``Navigation/Choices``).
    public var choices: Navigation.Choices<Graph> { Navigation.Choices(state: self) }
}
