/// Who waits for the result of which entry (a move made "for result"), and the results screens
/// handed back with `finish(with:)`. A waiter is answered once, when its entry leaves its
/// stack: with the value the entry's screen finished with, or nil when it went any other way
/// (dismissed, popped, replaced, its tab removed).
struct ResultWaiters<Route: Hashable & Sendable> {
    typealias Callback = @MainActor (_ result: (any Sendable)?) -> Void

    private var waiters: [NavigationEntryID<Route>: [Callback]] = [:]
    private var finished: [NavigationEntryID<Route>: any Sendable] = [:]

    var isEmpty: Bool { waiters.isEmpty }

    mutating func wait(for entry: NavigationEntryID<Route>, _ callback: @escaping Callback) {
        waiters[entry, default: []].append(callback)
    }

    /// Keeps `result` for `entry` until the entry leaves (finishing pops it right after).
    mutating func finish(_ entry: NavigationEntryID<Route>, with result: any Sendable) {
        guard waiters[entry] != nil else { return }  // nobody asked: nothing to keep
        finished[entry] = result
    }

    /// Removes the waiters of entries that are no longer on `stacks`, with what each gets.
    mutating func departed<Graph: NavigationGraph>(
        from stacks: [RouteStack<Graph>]
    ) -> [(callbacks: [Callback], result: (any Sendable)?)] where Graph.Route == Route {
        guard !waiters.isEmpty else { return [] }
        var answers: [(callbacks: [Callback], result: (any Sendable)?)] = []
        // Deepest first: what was shown last is answered first.
        for entry in waiters.keys.sorted(by: { ($0.stack, $1.position) < ($1.stack, $0.position) }) {
            guard !(stacks.indices.contains(entry.stack) && stacks[entry.stack].contains(entry)) else { continue }
            answers.append((waiters.removeValue(forKey: entry) ?? [], finished.removeValue(forKey: entry)))
        }
        return answers
    }
}
