// Moves whose target the app decides (#37): a transition with `one-of:` names a choice of
// screens (a feature flag's two sign-up screens; camera or manual entry by permission), and the
// resolver the app set for that choice picks one, asynchronously. The machinery is the links'
// (LinkResolution.swift): one resolution runs at a time, shown while it runs, dropped when a
// newer navigation comes first, its late answer ignored; the move is made in the turn the
// answer comes, so nothing comes between.

@MainActor
extension Navigation.MoveOrigin {
    /// Asks the resolver of `Choice` which of `proposals` to enter, then enters it from this
    /// origin in the style declared for it: what a generated method of a transition with
    /// `one-of:` calls.
    /// - Parameters:
    ///   - proposals: each candidate as the move's `args` build it, in `one-of:` order.
    ///   - styles: the style of the move to each candidate, in the same order.
    /// - Throws: `.noResolver` when the app set none (or the navigator is not a
    ///   `NavigationState`), `.unresolved` when the resolver threw or answered another screen,
    ///   `.superseded` when a newer navigation or `cancelResolution()` came first, or the
    ///   move's own refusal. Nothing changes then.
    @_spi(Generated) public func move<Choice: Navigation.LinkChoice>(
        choosing proposals: [Choice], _ styles: [TransitionStyle]
    ) async throws(NavigationError<Graph>) where Choice.Route == Graph.Route {
        guard let state = navigator as? NavigationState<Graph> else { throw .noResolver(choice: Choice.name) }
        let routes = proposals.map(\.route)
        try await state.resolveMoveChoice(Choice.name, proposals: routes) { route throws(NavigationError<Graph>) in
            // Only a declared candidate: the answer's screen is one of the proposals'.
            let screen = Graph.screen(of: route)
            guard let index = routes.firstIndex(where: { Graph.screen(of: $0) == screen }), index < styles.count else {
                throw .unresolved(
                    choice: Choice.name, reason: "'\(screen.rawValue)' is not one of the move's candidates")
            }
            try self.move(route, styles[index])
        }
    }
}

extension NavigationState {
    /// Runs the resolver of `choice` on `proposals`; when its answer comes and this is still the
    /// running resolution, `perform` enters it at once. Throws what kept it from entering.
    func resolveMoveChoice(
        _ choice: String, proposals: [Route],
        perform: @escaping (Route) throws(NavigationError<Graph>) -> Void
    ) async throws(NavigationError<Graph>) {
        guard let resolver = linkResolvers[choice] else { throw .noResolver(choice: choice) }
        // Shown as a pending choice over the selected stack: each candidate as one route.
        var pending = Navigation.DeepLinkDestination<Route>(rootIndex: selectedIndex, routes: [])
        pending.choice = choice
        pending.candidates = proposals.map { Navigation.DeepLinkDestination(rootIndex: selectedIndex, routes: [$0]) }
        let resolution = startResolution(url: "", destination: pending, proposals: proposals, resolver: resolver) {
            _, resolution, answer in
            // The move is made now, in the turn the answer comes.
            switch answer {
            case .failure(let error):
                resolution.moveFailure = .unresolved(choice: choice, reason: String(describing: error))
            case .success(let route):
                do throws(NavigationError<Graph>) {
                    try perform(route)
                } catch {
                    resolution.moveFailure = error
                }
            }
            resolution.finish(resolution.moveFailure.map { .refused($0.description) })
        }
        guard await resolution.outcomeWhenFinished() != nil else { return }
        throw resolution.moveFailure ?? .superseded(choice: choice)
    }

    /// The link or move whose resolver is running, if one is.
    var resolvingChoice: Navigation.PendingChoice<Route>? {
        linkResolution.map {
            Navigation.PendingChoice(
                choice: $0.destination.choice ?? "", url: $0.url, candidates: $0.destination.candidates)
        }
    }
}
