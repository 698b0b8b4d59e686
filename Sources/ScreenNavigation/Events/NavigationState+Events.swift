/// The event stream (#36): every public operation that can change the state reports one
/// `NavigationEvent` to each observer once it is over — done or refused — with the route on
/// top before and after. Operations made inside another (a resumed move, the steps of a link)
/// report nothing of their own: the outer operation reports once. Without an observer, an
/// operation pays one flag check.
extension NavigationState {
    /// Calls `observer` with every event from now on, in the order the operations end.
    /// - Parameter observer: called on the main actor after each operation, with the state
    ///   already changed.
    /// - Returns: the observation; `cancel()` it to stop.
    @discardableResult
    func observeEvents(_ observer: @escaping @MainActor (NavigationEvent<Graph>) -> Void)
        -> Navigation.EventObservation
    {
        let id = nextEventObserverID
        nextEventObserverID += 1
        eventObservers[id] = observer
        eventsObserved = true
        return Navigation.EventObservation { [weak self] in
            self?.eventObservers[id] = nil
            self?.eventsObserved = !(self?.eventObservers.isEmpty ?? true)
        }
    }

    /// Whether `body`, a public operation, is the outermost one and someone observes: then it
    /// runs through `observed(_:_:)`.
    var reportsEvents: Bool { eventsObserved && eventDepth == 0 }

    /// Runs `body` and reports one event: `kind(result)` once it stood, or its refusal.
    @inline(never)
    func observed<Result>(
        _ kind: (Result) -> NavigationEvent<Graph>.Kind?, attempt: @autoclosure () -> NavigationEvent<Graph>.Kind,
        _ body: () throws(NavigationError<Graph>) -> Result
    ) throws(NavigationError<Graph>) -> Result {
        let before = topRoute
        eventDepth += 1
        let result: Result
        do {
            result = try body()
        } catch {
            eventDepth -= 1
            emit(.refused(attempt: attempt(), error: error), from: before)
            throw error
        }
        eventDepth -= 1
        if let kind = kind(result) { emit(kind, from: before) }
        return result
    }

    /// `observed` for an operation that cannot be refused.
    @inline(never)
    func observedInfallible(_ kind: NavigationEvent<Graph>.Kind, _ body: () -> Void) {
        let before = topRoute
        eventDepth += 1
        body()
        eventDepth -= 1
        emit(kind, from: before)
    }

    /// `observed` for an operation that throws a link's failure.
    @inline(never)
    func observedLink(
        _ destination: @autoclosure () -> Navigation.DeepLinkDestination<Route>?,
        _ body: () throws(Navigation.DeepLinkFailure) -> Void
    ) throws(Navigation.DeepLinkFailure) {
        let before = topRoute
        eventDepth += 1
        do {
            try body()
        } catch {
            eventDepth -= 1
            emit(.linkRefused(error), from: before)
            throw error
        }
        eventDepth -= 1
        emit(destination().map { .linkOpened($0) } ?? .resumed, from: before)
    }

    /// Hands `kind` to every observer, in the order they began observing.
    func emit(_ kind: NavigationEvent<Graph>.Kind, from before: Route) {
        let event = NavigationEvent<Graph>(kind: kind, byUser: eventsByUser, from: before, to: topRoute)
        for id in eventObservers.keys.sorted() { eventObservers[id]?(event) }
    }

    /// The event of a host decision, made by the user.
    func hostEvent(for decision: HostDecision<Route>) -> NavigationEvent<Graph>.Kind? {
        switch decision {
        case .pop: .back
        case .push(let routes, _): routes.first.map { .entered($0, .push) }
        case .tapAlertButton(let id, let stack):
            allStacks.indices.contains(stack)
                ? allStacks[stack].presentedAlert.map { .alertButton(id: id, alert: $0) }
                : nil
        case .select(let root): .rootSelected(index: root)
        case .closeLayer(let stack):
            allStacks.indices.contains(stack) ? .layerClosed(Graph.screen(of: allStacks[stack].root)) : nil
        case .ignore: nil
        }
    }
}

extension NavigationState {
    /// `observed` for an operation that enters `route` in `style`.
    func observedEntering(
        _ route: Route, _ style: TransitionStyle, _ body: () throws(NavigationError<Graph>) -> Void
    ) throws(NavigationError<Graph>) {
        try observed({ .entered(route, style) }, attempt: .entered(route, style), body)
    }
}
