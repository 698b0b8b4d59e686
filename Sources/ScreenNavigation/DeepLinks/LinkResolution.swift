import Foundation

// Links whose destination the app decides (#37): a link with `one-of:` names a choice of
// screens, and the resolver the app sets for that choice picks one, asynchronously (a Matrix
// room link opens the room, the join screen or a space, as the server answers). The state
// accepts only a declared candidate, shows the link as pending while the resolver runs, drops
// it when a newer navigation comes first, and ignores an answer that comes after that.

extension Navigation {
    /// A choice of screens a link names (`choice: room-target`, `one-of: [room, join-room,
    /// space]`), generated as an enum with one case per candidate and its params
    /// (`<Route>RoomTargetChoice`): a resolver can only answer a declared candidate.
    public protocol LinkChoice: Hashable, Sendable {
        associatedtype Route: Hashable & Sendable
        /// The choice's name as the YAML writes it: the resolver's key.
        static var name: String { get }
        /// The candidate's route.
        var route: Route { get }
        /// The candidate a route is, nil for a route of another screen.
        init?(route: Route)
    }

    /// What a resolver is asked: the URL, and each candidate as the URL builds it (for a
    /// move's choice: no URL, and each candidate as the move's `args` build it).
    public struct LinkQuestion<Choice: LinkChoice>: Sendable {
        /// The URL as received; empty for a move's choice.
        public let url: String
        /// The candidates in `one-of:` order, with the params the URL gives them (the others at
        /// their defaults). Answer one, or one with other params (an alias resolved to an ID).
        public let proposals: [Choice]
    }

    /// A link or a move whose resolver is running (`state.choices.resolving`).
    public struct PendingChoice<Route: Hashable & Sendable>: Sendable {
        /// The choice's name (`choice:`).
        public let choice: String
        /// The URL as received; empty for a move's choice.
        public let url: String
        /// What each candidate would open, in `one-of:` order.
        public let candidates: [Navigation.DeepLinkDestination<Route>]
    }
}

/// A resolver, its choice's type erased: the URL and the proposed routes in, the chosen route out.
typealias LinkResolver<Route> = @MainActor @Sendable (String, [Route]) async throws -> Route

/// One running resolution: what it resolves, and how its outcome reaches a `resolve(link:)`
/// caller, if one waits (`open(link:)` starts one without waiting).
@MainActor
final class LinkResolution<Graph: NavigationGraph> {
    let number: Int
    let url: String
    let destination: Navigation.DeepLinkDestination<Graph.Route>
    var task: Task<Void, Never>?
    /// Why the move's choice did not enter its answer, when it did not.
    var moveFailure: NavigationError<Graph>?
    /// The waiting caller, answered once: nil when the chosen stack opened, else why not.
    private var continuation: CheckedContinuation<Navigation.DeepLinkFailure?, Never>?
    /// The outcome, once there is one (answered or superseded).
    private var outcome: Navigation.DeepLinkFailure??

    init(number: Int, url: String, destination: Navigation.DeepLinkDestination<Graph.Route>) {
        self.number = number
        self.url = url
        self.destination = destination
    }

    /// Ends it with `failure` (nil: opened), once; a caller that waits hears it.
    func finish(_ failure: Navigation.DeepLinkFailure?) {
        guard outcome == nil else { return }
        outcome = .some(failure)
        continuation?.resume(returning: failure)
        continuation = nil
    }

    /// Waits for the outcome (at once when there is one).
    func outcomeWhenFinished() async -> Navigation.DeepLinkFailure? {
        if let outcome { return outcome }
        return await withCheckedContinuation { continuation in
            self.continuation = continuation
        }
    }
}

extension NavigationState {
    /// Starts `resolver` on `proposals` as the one running resolution, for a link or a move's
    /// choice: an older one is superseded, and `answered` hears the answer only while this is
    /// still the running one, which it then no longer is (a late answer is ignored).
    func startResolution(
        url: String, destination: Navigation.DeepLinkDestination<Route>, proposals: [Route],
        resolver: @escaping LinkResolver<Route>,
        answered: @escaping @MainActor (NavigationState, LinkResolution<Graph>, Result<Route, any Error>) -> Void
    ) -> LinkResolution<Graph> {
        supersedeLinkResolution()
        lastLinkResolution += 1
        let number = lastLinkResolution
        let resolution = LinkResolution<Graph>(number: number, url: url, destination: destination)
        linkResolution = resolution
        resolution.task = Task { @MainActor [weak self] in
            let answer: Result<Route, any Error>
            do {
                answer = .success(try await resolver(url, proposals))
            } catch {
                answer = .failure(error)
            }
            guard let self, let running = self.storedLinkResolution, running.number == number else { return }
            self.linkResolution = nil
            answered(self, running, answer)
        }
        return resolution
    }

    /// Drops the running resolution: its caller hears `.superseded`, its task is cancelled, and
    /// whatever its resolver answers later is ignored.
    func supersedeLinkResolution() {
        guard let resolution = storedLinkResolution else { return }
        linkResolution = nil
        resolution.task?.cancel()
        resolution.finish(.superseded(choice: resolution.destination.choice ?? ""))
    }
}

extension NavigationState {
    /// Sets the resolver of `choice`: a link or a move that names it asks the resolver which
    /// candidate opens.
    func setResolver<Choice: Navigation.LinkChoice>(
        for choice: Choice.Type,
        _ resolver: @escaping @MainActor @Sendable (Navigation.LinkQuestion<Choice>) async throws -> Choice
    ) where Choice.Route == Route {
        linkResolvers[Choice.name] = { url, routes in
            try await resolver(Navigation.LinkQuestion(url: url, proposals: routes.compactMap(Choice.init(route:))))
                .route
        }
    }
}

extension NavigationState where Graph: DeepLinkGraph {

    /// Parses `text` and opens it; a link that names a choice waits for its resolver's answer.
    func resolve(link text: String) async throws(Navigation.DeepLinkFailure) {
        var destination = try Graph.destination(forLink: text)
        destination.parsedURL = text
        try await resolve(destination)
    }

    /// Opens `destination`, first asking its choice's resolver which candidate, if it names one.
    func resolve(_ destination: Navigation.DeepLinkDestination<Route>) async throws(Navigation.DeepLinkFailure) {
        guard destination.choice != nil else { return try open(destination) }
        let resolution = try startLinkResolution(destination)
        if let failure = await resolution.outcomeWhenFinished() { throw failure }
    }

    /// Starts asking the resolver of `destination`'s choice, now: the link is `resolving` when
    /// this returns, and a newer one replaces an older one still resolving.
    @discardableResult
    func startLinkResolution(_ destination: Navigation.DeepLinkDestination<Route>) throws(Navigation.DeepLinkFailure)
        -> LinkResolution<Graph>
    {
        let choice = destination.choice ?? ""
        guard let resolver = linkResolvers[choice] else { throw .noResolver(choice: choice) }
        return startResolution(
            url: destination.parsedURL, destination: destination,
            proposals: destination.candidates.compactMap(\.routes.last), resolver: resolver
        ) { state, resolution, answer in
            state.finishLinkResolution(resolution, answer)
        }
    }

    /// The resolver of the running `resolution` answered: the chosen candidate opens at once,
    /// in the same turn (nothing can come between), and the caller hears how that went.
    private func finishLinkResolution(_ resolution: LinkResolution<Graph>, _ answer: Result<Route, any Error>) {
        let choice = resolution.destination.choice ?? ""
        let failure: Navigation.DeepLinkFailure?
        switch answer {
        case .failure(let error):
            failure = .unresolved(choice: choice, reason: String(describing: error))
        case .success(let route):
            let screen = Graph.screen(of: route)
            let candidate = resolution.destination.candidates.first { candidate in
                guard let last = candidate.routes.last else { return false }
                return Graph.screen(of: last) == screen
            }
            if var chosen = candidate {
                chosen.routes[chosen.routes.count - 1] = route
                do {
                    try open(chosen)
                    failure = nil
                } catch {
                    failure = error
                }
            } else {
                failure = .unresolved(
                    choice: choice, reason: "'\(screen.rawValue)' is not one of the link's candidates")
            }
        }
        resolution.finish(failure)
    }
}
