import Foundation

extension Navigation {
    /// Deep links on the state: opening them, and the one that waits for its root, a guard or a
    /// layer. Reached as `state.links` in a graph with `links:`.
    @MainActor
    public struct Links<Graph: DeepLinkGraph> {
        let state: NavigationState<Graph>

        /// Opens a deep link: selects its root and replaces that stack with the link's routes,
        /// through the same checks as any move (guards, the graph's transitions). A recorder
        /// counts the link once it opened.
        /// - Parameter text: the URL as received.
        /// - Throws: why no stack opened (`Navigation.DeepLinkFailure`): no link matches, a value does not
        ///   parse, a guard refused it, or it waits (`pendingLink`). Nothing changes then.
        public func open(link text: String) throws(Navigation.DeepLinkFailure) {
            try state.open(link: text)
        }

        /// `open(link:)` for a `URL`.
        /// - Parameter url: the URL as received.
        /// - Throws: what `open(link:)` throws.
        public func open(_ url: URL) throws(Navigation.DeepLinkFailure) {
            try state.open(url)
        }

        /// Opens `destination`, a link already parsed (`Graph.destination(forLink:)`) or made in code.
        /// - Parameter destination: the root and the routes above it.
        /// - Throws: what `open(link:)` throws, except a parse failure.
        public func open(_ destination: Navigation.DeepLinkDestination<Graph.Route>) throws(Navigation.DeepLinkFailure)
        {
            try state.open(destination)
        }

        /// A link refused because its root was not shown, an alert was up or a required layer
        /// was shown, kept so that `resumePendingLink()` opens it.
        public var pendingLink: Navigation.DeepLinkDestination<Graph.Route>? { state.pendingLink }

        /// Opens the pending link, now that its root is shown and nothing covers it; then forgets it.
        /// - Throws: what `open(link:)` throws; it stays pending while it still has to wait.
        public func resumePendingLink() throws(Navigation.DeepLinkFailure) {
            try state.resumePendingLink()
        }

        /// Opens a deep link, and when it names a choice of screens (`one-of:`), waits for the
        /// answer of the resolver the app set for it (`setResolver(for:_:)`), then opens the
        /// candidate it chose, in the same turn. Meanwhile the link is `resolving`.
        /// - Parameter text: the URL as received.
        /// - Throws: what `open(link:)` throws; `.noResolver` without a resolver,
        ///   `.unresolved` when the resolver threw or answered another screen, `.superseded`
        ///   when a newer navigation, link or `cancelResolution()` came first. Nothing changes then.
        public func resolve(link text: String) async throws(Navigation.DeepLinkFailure) {
            try await state.resolve(link: text)
        }

        /// `resolve(link:)` of a destination already parsed (`Graph.destination(forLink:)`).
        /// - Parameter destination: the link's destination; with a `choice`, its candidates.
        /// - Throws: what `resolve(link:)` throws, except a parse failure.
        public func resolve(
            _ destination: Navigation.DeepLinkDestination<Graph.Route>
        ) async throws(Navigation.DeepLinkFailure) {
            try await state.resolve(destination)
        }

        /// Where the selected stack is now, as a link's destination: what `link(for:)` prints.
        public var currentDestination: Navigation.DeepLinkDestination<Graph.Route> { state.currentDestination }
    }
}

extension NavigationState where Graph: DeepLinkGraph {
    /// Opening deep links, and the link that waits (see ``Navigation/Links``).
    public var links: Navigation.Links<Graph> { Navigation.Links(state: self) }
}
