/// State restoration: everything or nothing.
extension NavigationState where Graph.Route: Codable {
    /// The current stacks and selection as plain data.
    public func snapshot() -> NavigationSnapshot<Route> {
        NavigationSnapshot(
            stacks: stacks.map { NavigationSnapshot.Stack(root: $0.root, entries: $0.entries) },
            selectedRootIndex: selectedRootIndex)
    }

    /// Replaces all stacks and the selection with `snapshot`'s, after checking that it has one
    /// stack per `Graph.roots`, that stack i's root is `Graph.roots[i]`, that the selection is
    /// in range, and that every stack's entries pass `RouteStack.validate(_:above:)`.
    /// Throws the first problem found and changes nothing.
    /// A restored screen is entered anew: its `requires:` conditions are checked again.
    public func restore(_ snapshot: NavigationSnapshot<Route>) throws(NavigationError<Screen>) {
        let restored = try Self.validatedStacks(snapshot)
        for (index, stack) in restored.enumerated() {
            try checkConditions(entering: stack, over: RouteStack(root: stack.root), at: index)
        }
        replaceAllStacks(with: restored)
        selectedRootIndex = snapshot.selectedRootIndex
    }

    /// `snapshot`'s stacks, checked against the graph; pure.
    public nonisolated static func validatedStacks(
        _ snapshot: NavigationSnapshot<Route>
    ) throws(NavigationError<Screen>) -> [RouteStack<Graph>] {
        let roots = Graph.roots
        guard snapshot.stacks.count == roots.count else {
            throw .stackCountMismatch(expected: roots.count, actual: snapshot.stacks.count)
        }
        guard roots.indices.contains(snapshot.selectedRootIndex) else {
            throw .rootIndexOutOfRange(index: snapshot.selectedRootIndex, count: roots.count)
        }
        var result: [RouteStack<Graph>] = []
        result.reserveCapacity(roots.count)
        for (index, (expected, stack)) in zip(roots, snapshot.stacks).enumerated() {
            guard stack.root == expected else {
                throw .wrongRoot(index: index, expected: Graph.screen(of: expected),
                                 actual: Graph.screen(of: stack.root))
            }
            result.append(try RouteStack(root: stack.root, entries: stack.entries))
        }
        return result
    }
}
