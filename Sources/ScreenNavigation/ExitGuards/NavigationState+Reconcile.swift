/// What `NavigationState.reconcile()` did.
public struct Reconciliation<Graph: NavigationGraph>: Sendable {
    /// Per stack (by index), the routes it removed, bottom first; empty where it removed none.
    public let removed: [[Graph.Route]]
    /// A condition of the flow shown now that no longer holds: the app makes the flow move
    /// (sign-out), which `reconcile()` cannot choose. Nil when the flow's conditions hold, or
    /// for a graph without flows.
    public let flowConditionNotMet: Graph.Condition?

    /// Whether it removed nothing.
    public var isEmpty: Bool { removed.allSatisfy(\.isEmpty) }
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
    public func reconcile() -> Reconciliation<Graph> {
        withdrawExitQuestion()
        var removed: [[Route]] = []
        var newStacks = stacks
        for (index, stack) in stacks.enumerated() {
            let kept =
                stack.entries.firstIndex { entry in
                    Graph.conditions(for: Graph.screen(of: entry.route)).contains { !holds($0, entering: entry.route) }
                } ?? stack.entries.count
            removed.append(stack.entries[kept...].map(\.route))
            newStacks[index].pop(toEntryCount: kept)
        }
        let flowCondition = flow.flatMap { flow in
            Graph.flowTable.declaration(of: flow).conditions.first { !holds($0, entering: stacks[0].root) }
        }
        if newStacks != stacks, !replaceAllStacks(with: newStacks) {
            return Reconciliation(removed: stacks.map { _ in [] }, flowConditionNotMet: flowCondition)
        }
        return Reconciliation(removed: removed, flowConditionNotMet: flowCondition)
    }
}
