/// Exit guards: every change of the stacks passes `replaceStack(at:with:)` or
/// `replaceAllStacks(with:)`; an operation of one step is checked there, an operation of several
/// (a move that selects a root, a link, a flow move, a restore, `setRoots`, `reconcile`) once at
/// its end (`guardingExits(_:)`), against the state before it. When a guarded entry would leave
/// while its condition holds, nothing changes but the question: its alert over the stack that
/// holds the entry, that stack selected, and `pendingExit` keeping both states.
extension NavigationState {
    /// Everything a way out changes, to put back (cancel) or to apply (confirm).
    struct Saved: Sendable {
        /// Every stack (`allStacks`): the roots', then the layers'.
        var stacks: [RouteStack<Graph>]
        var rootCount: Int
        var minimizedLayers: Set<Route>
        var selectedIndex: Int
        var flow: Graph.Flow?
        var pendingNavigation: Navigation.PendingNavigation<Graph>?
        var pendingLink: Navigation.DeepLinkDestination<Route>?
    }

    var saved: Saved {
        Saved(
            stacks: allStacks, rootCount: rootCount, minimizedLayers: minimizedLayers, selectedIndex: selectedIndex,
            flow: flow, pendingNavigation: pendingNavigation,
            pendingLink: pendingLink)
    }

    /// Puts `state` in place, in one write of the stacks, and settles what left.
    func apply(_ state: Saved) {
        rootCount = state.rootCount
        minimizedLayers = state.minimizedLayers
        allStacks = state.stacks
        selectedIndex = state.selectedIndex
        flow = state.flow
        pendingNavigation = state.pendingNavigation
        pendingLink = state.pendingLink
        settleDepartures()
    }

    /// Runs an operation of several steps, its exits checked once at its end against the state
    /// before it: when a guarded entry would leave, the state is put back and the question asked.
    /// Entries it removes keep their models and waiters until it is over.
    func guardingExits<Result>(_ body: () throws(NavigationError<Graph>) -> Result) throws(NavigationError<Graph>)
        -> Result
    {
        if exitScopeActive || !Graph.hasExitGuards { return try body() }
        return try guardingExitsAsking(body)
    }

    // The slow paths live apart from the checks every change makes: a generic function fetches
    // the metadata of its locals (`Saved`, `Navigation.PendingExit<Graph>?`) on entry, before any early
    // return (3,400 instructions a change, measured with callgrind).
    @inline(never)
    private func guardingExitsAsking<Result>(_ body: () throws(NavigationError<Graph>) -> Result)
        throws(NavigationError<Graph>) -> Result
    {
        withdrawExitQuestion()
        let before = saved
        let outerHeld = departuresHeld
        exitScopeActive = true
        departuresHeld = true
        defer {
            exitScopeActive = false
            departuresHeld = outerHeld
            settleDepartures()
        }
        let result = try body()
        let after = saved
        if let guarded = guardedDeparture(from: before.stacks, to: after.stacks) {
            apply(before)
            ask(guarded, before: before, after: after)
        }
        return result
    }

    /// `guardingExits(_:)` for an operation that cannot fail.
    func guardingExitsOfInfallible(_ body: () -> Void) {
        let never: () throws(NavigationError<Graph>) -> Void = { body() }
        try? guardingExits(never)
    }

    /// Whether the change of stack `index` to `stack` (one step, outside `guardingExits`) may be
    /// made now: false when it would leave a guarded entry, and the question is asked instead.
    func exitsAllow(replacing index: Int, with stack: RouteStack<Graph>) -> Bool {
        Graph.hasExitGuards ? exitsAllowAsking(replacing: index, with: stack) : true
    }

    @inline(never)
    private func exitsAllowAsking(replacing index: Int, with stack: RouteStack<Graph>) -> Bool {
        if let pending = storedPendingExit {
            // Its stack changed under the question (the alert dismissed, swiped, popped): the
            // answer is no. Another stack changed: the user went on elsewhere, and the question
            // is withdrawn.
            if index == pending.stackIndex {
                answerExit(pending, confirmed: false)
                return false
            }
            withdrawExitQuestion()
        }
        // One stack changes: only its leaving entries are looked at (a move's hot path).
        guard !exitScopeActive, let guarded = guardedDeparture(from: allStacks[index], to: stack) else { return true }
        var target = saved
        target.stacks[index] = stack
        ask((index, guarded.screen, guarded.guard), before: saved, after: target)
        return false
    }

    /// Whether replacing every stack by `newStacks` may be made now (see `exitsAllow(replacing:with:)`).
    /// `newStacks` are every stack after (`allStacks`), of which `rootCount` are the roots'.
    func exitsAllow(replacingAllWith newStacks: [RouteStack<Graph>], rootCount: Int) -> Bool {
        Graph.hasExitGuards ? exitsAllowAsking(replacingAllWith: newStacks, rootCount: rootCount) : true
    }

    @inline(never)
    private func exitsAllowAsking(replacingAllWith newStacks: [RouteStack<Graph>], rootCount: Int) -> Bool {
        guard !exitScopeActive else { return true }
        guard let guarded = guardedDeparture(from: allStacks, to: newStacks) else { return true }
        var target = saved
        target.stacks = newStacks
        target.rootCount = rootCount
        target.minimizedLayers.formIntersection(newStacks.map(\.root))
        ask(guarded, before: saved, after: target)
        return false
    }

    /// Takes the exit question away, its stack as it was before the way out that asked it, the
    /// rest as it is now: what the user did since is kept.
    func withdrawExitQuestion() {
        guard let pending = storedPendingExit else { return }
        pendingExit = nil
        var current = saved
        current.stacks[pending.stackIndex] = pending.before.stacks[pending.stackIndex]
        apply(current)
    }

    /// Answers the exit question: `confirmed` makes the way out as it was asked, else everything
    /// is as it was before it.
    func answerExit(_ pending: Navigation.PendingExit<Graph>, confirmed: Bool) {
        pendingExit = nil
        apply(confirmed ? pending.after : pending.before)
    }

    /// The first guarded entry (top first, stack by stack) that leaves between `old` and `new`
    /// and whose condition holds now. A stack is matched with the new one of its root route;
    /// one without is left whole.
    private func guardedDeparture(from old: [RouteStack<Graph>], to new: [RouteStack<Graph>])
        -> (stack: Int, screen: Screen, guard: Navigation.ExitGuard<Graph>)?
    {
        for (index, stack) in old.enumerated() {
            let successor =
                new.indices.contains(index) && new[index].root == stack.root
                ? new[index] : new.first { $0.root == stack.root }
            if let guarded = guardedDeparture(from: stack, to: successor) {
                return (index, guarded.screen, guarded.guard)
            }
        }
        return nil
    }

    /// The first guarded entry (top first) of `old` that is not in `new` (nil: the stack goes)
    /// and whose condition holds now.
    private func guardedDeparture(from old: RouteStack<Graph>, to new: RouteStack<Graph>?)
        -> (screen: Screen, guard: Navigation.ExitGuard<Graph>)?
    {
        let entries = old.entries
        var kept = 0
        if let new {
            let other = new.entries
            while kept < entries.count, kept < other.count, entries[kept] == other[kept] { kept += 1 }
        }
        for entry in entries[kept...].reversed() {
            let screen = Graph.screen(of: entry.route)
            if let exit = Graph.exitGuard(for: screen), holds(exit.condition, entering: entry.route) {
                return (screen, exit)
            }
        }
        return nil
    }

    /// Presents `guarded`'s alert over the stack that holds the entry, selected, in place of an
    /// alert on top (the one the way out was tapped in): `before` puts that back on cancel. A
    /// recorder counts the alert as entered.
    private func ask(
        _ guarded: (stack: Int, screen: Screen, guard: Navigation.ExitGuard<Graph>), before: Saved, after: Saved
    ) {
        let shown = allStacks[guarded.stack]
        var stack = shown
        if stack.presentedAlert != nil { stack.pop() }
        stack.entries.append(RouteEntry(guarded.guard.alert, style: .alert))
        var asking = saved
        asking.stacks[guarded.stack] = stack
        if guarded.stack < rootCount { asking.selectedIndex = guarded.stack }
        apply(asking)
        // The question is a screen entered (coverage counts it); the way out is not counted yet.
        recorder?.tally.countEntered(from: shown, to: stack)
        pendingExit = Navigation.PendingExit(
            screen: guarded.screen, alert: guarded.guard.alert, stackIndex: guarded.stack, before: before, after: after)
    }
}
