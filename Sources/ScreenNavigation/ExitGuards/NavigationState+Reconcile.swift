extension Navigation {
    /// What `NavigationState.reconcile()` did.
    public struct Reconciliation<Graph: NavigationGraph>: Sendable {
        /// Per stack (by index: the roots', then the app-wide layers' as they were), the routes it
        /// removed, bottom first; empty where it removed none. A layer whose own screen's
        /// conditions no longer hold is closed: all its routes, its screen first.
        public let removed: [[Graph.Route]]
        /// A condition of the flow shown now that no longer holds: the app makes the flow move
        /// (sign-out), which `reconcile()` cannot choose. Nil when the flow's conditions hold, or
        /// for a graph without flows.
        public let flowConditionNotMet: Graph.Condition?

        /// Whether it removed nothing.
        public var isEmpty: Bool { removed.allSatisfy(\.isEmpty) }
    }
}

extension NavigationState {
    /// Cuts every stack to its longest prefix whose screens' `requires:` still hold, in one
    /// step, when a condition flips (sign-out, a permission revoked, a subscription ended).
    ///
    /// Guards are asked when a screen is entered, by any path, and here: screens already on a
    /// stack stay until `reconcile()` is called. A screen whose entry is cut goes with every
    /// entry above it (sheets and alerts over it included). A guarded screen with an exit guard
    /// (`exit:`) that holds asks first, as any way out does: then nothing is removed yet
    /// (`pendingExit`), and the answer removes all of it or none.
    /// - Returns: what was removed, stack by stack, and a condition of the current flow that no
    ///   longer holds (the app's to act on with a flow move).
    @discardableResult
    func reconcile() -> Navigation.Reconciliation<Graph> {
        if reportsEvents {
            var result: Navigation.Reconciliation<Graph>?
            let never: () throws(NavigationError<Graph>) -> Void = { result = self.reconcile() }
            try? observed({ .reconciled(removed: result?.removed ?? []) }, attempt: .reconciled(removed: []), never)
            return result!
        }
        withdrawExitQuestion()
        var removed: [[Route]] = []
        let all = allStacks
        var newStacks = Array(all[..<rootCount])
        var newLayers: [RouteStack<Graph>] = []
        for (index, stack) in all.enumerated() {
            let fails = { (route: Route) in
                Graph.conditions(for: Graph.screen(of: route)).contains { !self.holds($0, entering: route) }
            }
            if index >= rootCount, fails(stack.root) {
                removed.append(stack.routes)
                continue
            }
            let kept = stack.entries.firstIndex { fails($0.route) } ?? stack.entries.count
            removed.append(stack.entries[kept...].map(\.route))
            var cut = stack
            cut.pop(toEntryCount: kept)
            if index < rootCount { newStacks[index] = cut } else { newLayers.append(cut) }
        }
        let flowCondition = flow.flatMap { flow in
            Graph.flowTable.declaration(of: flow).conditions.first { !holds($0, entering: stacks[0].root) }
        }
        if newStacks + newLayers != all, !replaceAllStacks(with: newStacks, layers: newLayers) {
            return Navigation.Reconciliation(removed: all.map { _ in [] }, flowConditionNotMet: flowCondition)
        }
        return Navigation.Reconciliation(removed: removed, flowConditionNotMet: flowCondition)
    }
}
