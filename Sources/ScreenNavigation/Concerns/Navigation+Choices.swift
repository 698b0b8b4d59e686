extension Navigation.Guards {
    /// Sets the resolver of a choice (#37): a move that names it (`choice:` with `one-of:` on a
    /// transition) asks it which candidate to enter, as a link that names it does. Setting
    /// another replaces it; `state.links.setResolver(for:_:)` sets the same.
    /// - Parameters:
    ///   - choice: the generated choice (`<Route><Name>Choice`).
    ///   - resolver: answers one of the question's candidates (the params may differ), or throws
    ///     (nothing moves).
    public func setResolver<Choice: Navigation.LinkChoice>(
        for choice: Choice.Type,
        _ resolver: @escaping @MainActor @Sendable (Navigation.LinkQuestion<Choice>) async throws -> Choice
    ) where Choice.Route == Graph.Route {
        state.setResolver(for: choice, resolver)
    }

    /// The move (or link) whose resolver is running, if one is: a host may show that it is on
    /// its way. Its `url` is empty for a move; its candidates are the routes it may enter.
    public var resolving: Navigation.PendingChoice<Graph.Route>? { state.resolvingChoice }

    /// Gives up the move (or link) whose resolver is running: its method throws `.superseded`,
    /// and the resolver's answer, whenever it comes, is ignored.
    public func cancelResolution() {
        state.supersedeLinkResolution()
    }
}
