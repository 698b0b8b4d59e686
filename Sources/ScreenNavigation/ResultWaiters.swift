/// Who waits for the result of which entry (a move made "for result"), and the results screens
/// handed back with `finish(with:)`. A waiter is answered once, when its entry leaves its
/// stack: with the value the entry's screen finished with, or nil when it went any other way
/// (dismissed, popped, replaced, its tab removed). A deciding waiter (see `Navigation.ResultDecision`) is
/// also asked at each `finish(with:)`; when it keeps the screen (`.stay`) that call was no
/// answer, and it keeps waiting.
struct ResultWaiters<Route: Hashable & Sendable> {
    typealias Callback = @MainActor (_ result: (any Sendable)?) -> Void
    typealias Decider = @MainActor (_ result: (any Sendable)?) -> Navigation.ResultDecision

    /// One waiter: answered only, or asked whether the screen closes.
    enum Waiter {
        case answer(Callback)
        case decide(Decider)

        /// The waiter as a plain answer: a decider's decision is not asked for on departure.
        var callback: Callback {
            switch self {
            case .answer(let callback): callback
            case .decide(let decider): { _ = decider($0) }
            }
        }
    }

    private var waiters: [NavigationEntryID<Route>: [Waiter]] = [:]
    private var finished: [NavigationEntryID<Route>: any Sendable] = [:]
    /// With a recorder only: the declaration each waited-for entry was entered by, and the path
    /// a kept finish answers it by (`ResultPath`), for `screengen coverage`.
    private var origins: [NavigationEntryID<Route>: String] = [:]
    private var finishedPaths: [NavigationEntryID<Route>: ResultPath] = [:]

    var isEmpty: Bool { waiters.isEmpty }

    mutating func wait(for entry: NavigationEntryID<Route>, _ callback: @escaping Callback) {
        waiters[entry, default: []].append(.answer(callback))
    }

    mutating func wait(for entry: NavigationEntryID<Route>, _ waiter: Waiter) {
        waiters[entry, default: []].append(waiter)
    }

    /// Notes, for a recorder, the declaration `entry` was entered by: a screen's name, or `*`.
    mutating func noteOrigin(of entry: NavigationEntryID<Route>, _ origin: String) {
        origins[entry] = origin
    }

    /// The declaration noted for `entry`, if any.
    func origin(of entry: NavigationEntryID<Route>) -> String? { origins[entry] }

    /// Keeps `result` for `entry` until the entry leaves (finishing pops it right after). With a
    /// recorder, `screen` names the entry's screen and `finishedBy` the screen that finished its
    /// flow from above (`finishes:`), for the path counted when the value is delivered.
    mutating func finish(
        _ entry: NavigationEntryID<Route>, with result: any Sendable, screen: String? = nil, finishedBy: String? = nil
    ) {
        guard waiters[entry] != nil else { return }  // nobody asked: nothing to keep
        finished[entry] = result
        if let screen {
            finishedPaths[entry] = ResultPath(from: origins[entry], screen: screen, finishedBy: finishedBy)
        }
    }

    /// Forgets the result kept for `entry`: a finish that did not stand (a refused hand-over).
    mutating func unfinish(_ entry: NavigationEntryID<Route>) {
        finished[entry] = nil
        finishedPaths[entry] = nil
    }

    /// Forgets the results kept for entries still on `stacks`: finishes that did not take their
    /// entry off (an exit guard asked, and the user kept the screen).
    mutating func forgetFinished<Graph: NavigationGraph>(shownIn stacks: [RouteStack<Graph>])
    where Graph.Route == Route {
        guard !finished.isEmpty else { return }
        for entry in finished.keys where stacks.indices.contains(entry.stack) && stacks[entry.stack].contains(entry) {
            finished[entry] = nil
            finishedPaths[entry] = nil
        }
    }

    /// Removes and returns the deciding waiters of `entry`, in the order they were registered.
    mutating func takeDeciders(of entry: NavigationEntryID<Route>) -> [Decider] {
        guard let all = waiters[entry] else { return [] }
        var deciders: [Decider] = []
        var rest: [Waiter] = []
        for waiter in all {
            if case .decide(let decider) = waiter { deciders.append(decider) } else { rest.append(waiter) }
        }
        waiters[entry] = rest.isEmpty ? nil : rest
        return deciders
    }

    /// Removes the waiters of entries that are no longer on `stacks`, with what each gets.
    mutating func departed<Graph: NavigationGraph>(
        from stacks: [RouteStack<Graph>]
    ) -> [(callbacks: [Callback], result: (any Sendable)?, path: ResultPath?)] where Graph.Route == Route {
        guard !waiters.isEmpty else { return [] }
        var answers: [(callbacks: [Callback], result: (any Sendable)?, path: ResultPath?)] = []
        // Deepest first: what was shown last is answered first.
        for entry in waiters.keys.sorted(by: { ($0.stack, $1.position) < ($1.stack, $0.position) }) {
            guard !(stacks.indices.contains(entry.stack) && stacks[entry.stack].contains(entry)) else { continue }
            let gone = waiters.removeValue(forKey: entry) ?? []
            let result = finished.removeValue(forKey: entry)
            let path = finishedPaths.removeValue(forKey: entry)
            origins[entry] = nil
            answers.append((gone.map(\.callback), result, result == nil ? nil : path))
        }
        return answers
    }
}

/// How a finish answered a waiter, for a recorder: the declaration the finished screen was
/// entered by (`from`: a screen's name, `*` from anywhere, nil when not noted), the screen, and
/// the screen that finished its flow from above, if any.
struct ResultPath: Hashable, Sendable {
    var from: String?
    var screen: String
    var finishedBy: String?
}
