/// App flows (`graph.flows:`): the root sets the app moves between, as states of the graph.
///
/// A flow move replaces everything shown by the target flow's roots, each stack at its root, the
/// first selected — one mutation, all or nothing: an undeclared move (`.flowMoveNotDeclared`),
/// roots that are not the target's (`.rootNotInFlow`) or a target whose `requires:` does not
/// hold (`.flowConditionNotMet`) changes nothing. Then what waited for the new flow resumes: a
/// pending link whose root is shown now is opened, else a pending navigation whose root is shown
/// now is performed; one a guard still refuses stays pending (`pendingNavigation`), never
/// dropped.
extension NavigationState {
    /// Starts in `flow`, showing `roots` (default: the flow's roots with their params' defaults).
    /// - Parameters:
    ///   - flow: the flow the app is in now (signed out, or a session restored from the keychain).
    ///   - roots: routes of the flow's root screens, in the order to show them; nil for the
    ///     flow's declared roots with their defaults.
    ///   - conditionHolds: answers for `requires:` of screens and flows.
    /// - Throws: `.noRoots` when `roots` is nil and a root param of the flow has no default;
    ///   `.rootNotInFlow` for a root the flow does not show; what `init(roots:conditionHolds:)`
    ///   throws; `.flowConditionNotMet` when the flow's `requires:` does not hold.
    public convenience init(
        flow: Graph.Flow, roots: [Graph.Route]? = nil,
        conditionHolds: @escaping @MainActor (Graph.Condition) -> Bool = { _ in false }
    ) throws(NavigationError<Graph>) {
        guard let roots = roots ?? Graph.flowTable.declaration(of: flow).defaultRoots else { throw .noRoots }
        try self.init(roots: roots, flow: flow, conditionHolds: conditionHolds, conditionHoldsForRoute: nil)
    }

    /// Makes the flow move `action` (declared under the current flow's `moves:`) to `target`:
    /// sign-in completes, sign-out, the vault locks. What the generated `<Route>Flows` calls.
    /// - Parameters:
    ///   - target: the flow the move leads to.
    ///   - action: the move's name, as declared.
    ///   - roots: routes of the target's root screens, in the order to show them; nil for its
    ///     declared roots with their defaults.
    /// - Throws: `.flowMoveNotDeclared` when the current flow declares no such move to
    ///   `target`; `.noRoots`, `.notARoot`, `.duplicateRoot` or `.rootNotInFlow` for roots the
    ///   target cannot show; `.flowConditionNotMet` when the target's `requires:` does not hold.
    ///   Nothing changes then.
    public func move(toFlow target: Graph.Flow, by action: String, roots: [Graph.Route]? = nil)
        throws(NavigationError<Graph>)
    {
        if reportsEvents {
            let from = flow
            return try observed({ .flowChanged(from: from, to: target) }, attempt: .flowChanged(from: from, to: target))
            {
                () throws(NavigationError<Graph>) in try move(toFlow: target, by: action, roots: roots)
            }
        }
        guard let current = flow, Graph.flowTable.target(of: action, from: current) == target else {
            throw .flowMoveNotDeclared(action: action, from: flow ?? target)
        }
        guard let roots = roots ?? Graph.flowTable.declaration(of: target).defaultRoots else { throw .noRoots }
        try Self.checkRoots(roots)
        try Self.checkRoots(roots, in: target)
        try checkConditions(ofFlow: target, entering: roots)
        guardingExitsOfInfallible {
            // The app left the flow: every stack starts anew at the target's roots, and every
            // app-wide layer closes.
            replaceAllStacks(with: roots.map { RouteStack(root: $0) }, layers: [])
            selectedIndex = 0
            flow = target
            repointPendingNavigation()
            resumeWhatWaitedForTheFlow()
        }
        // Counted once made: an exit guard that asks holds the move back.
        if flow == target, pendingExit == nil { recorder?.tally.countFlowMove(from: current.rawValue, action: action) }
    }

    /// Every root of `roots` is one of `flow`'s root screens.
    nonisolated static func checkRoots(_ roots: [Route], in flow: Graph.Flow) throws(NavigationError<Graph>) {
        let shown = Graph.flowTable.declaration(of: flow).rootScreens
        for root in roots where !shown.contains(Graph.screen(of: root)) {
            throw .rootNotInFlow(root: Graph.screen(of: root), flow: flow)
        }
    }

    /// `flow` after checking it shows `roots`; without one, the first flow that shows them; nil
    /// for a graph without flows.
    nonisolated static func flow(_ flow: Graph.Flow?, showing roots: [Route]) throws(NavigationError<Graph>)
        -> Graph.Flow?
    {
        let table = Graph.flowTable
        guard let start = table.start else { return nil }
        if let flow {
            try checkRoots(roots, in: flow)
            return flow
        }
        if let shown = table.firstFlow(showing: roots.map { Graph.screen(of: $0) }) { return shown }
        try checkRoots(roots, in: start)  // names the first root the start flow does not show
        return start
    }

    /// The conditions of `flow` hold for entering it with `roots` (asked with its first root).
    func checkConditions(ofFlow flow: Graph.Flow, entering roots: [Route]) throws(NavigationError<Graph>) {
        guard let first = roots.first else { return }
        for condition in Graph.flowTable.declaration(of: flow).conditions where !holds(condition, entering: first) {
            throw .flowConditionNotMet(condition: condition, flow: flow)
        }
    }

    /// After a flow move: a pending link whose root is shown now opens; else a pending navigation
    /// whose root is shown now is performed. A guard that still refuses keeps it pending.
    private func resumeWhatWaitedForTheFlow() {
        if let link = pendingLink, !link.isOverShown, (try? stackIndex(ofDeclaredRoot: link.rootIndex)) != nil {
            do {
                try openStack(of: link)
            } catch .conditionNotMet {
                // The pending navigation now, waiting for its condition; a link that sets its
                // root's route changed nothing and keeps waiting as the pending link (#37).
                pendingLink = link.root == nil ? nil : link
            } catch {
                // A link parsed against this graph whose root is shown opens or meets a guard;
                // anything else would leave it waiting, as before the move.
            }
            return
        }
        if pendingNavigation?.stackIndex != nil {
            try? resumePendingNavigation()
        }
    }
}
