/// The root set is app state: which of the graph's roots are shown, in which order, and with
/// which params.
extension NavigationState {
    /// The root route of each stack, in order: the tabs shown now.
    var roots: [Route] { stacks.map(\.root) }

    /// The index of the stack whose root shows `screen`, if the app shows that root now. When
    /// several do (a tab per list, each its own params), the selected stack if it is one of
    /// them, else the first: what a `select-root` move and a deep link into that root use.
    func stackIndex(ofRoot screen: Screen) -> Int? {
        if Graph.screen(of: stacks[selectedIndex].root) == screen { return selectedIndex }
        return stacks.firstIndex { Graph.screen(of: $0.root) == screen }
    }

    /// Shows `roots` from now on (the user signed in, switched accounts, rearranged the tabs). A
    /// stack whose root route is unchanged keeps its entries; a new root, or a root whose params
    /// changed, starts at its root. The selected root screen stays selected when it is still
    /// shown, else the first is selected. A pending navigation into a stack that is not kept
    /// waits until its root is shown again (see `Navigation.PendingNavigation`). In a graph with flows the
    /// roots must be the current flow's (`.rootNotInFlow`); another flow's roots are a flow move
    /// (`move(toFlow:by:roots:)`). Throws like `init(roots:conditionHolds:)` and changes nothing then.
    ///
    /// View models are kept per entry *and stack index*: a kept stack that moves to another
    /// index starts its models anew.
    func setRoots(_ roots: [Route]) throws(NavigationError<Graph>) {
        if reportsEvents {
            return try observed({ .rootsChanged(roots) }, attempt: .rootsChanged(roots)) {
                () throws(NavigationError<Graph>) in try setRoots(roots)
            }
        }
        try Self.checkRoots(roots)
        if let flow { try Self.checkRoots(roots, in: flow) }
        guard roots != self.roots else { return }
        let old = stacks
        let newStacks = roots.map { root in old.first { $0.root == root } ?? RouteStack(root: root) }
        let selectedRoot = old[selectedIndex].root
        let selectedScreen = Graph.screen(of: selectedRoot)
        guardingExitsOfInfallible {
            replaceAllStacks(with: newStacks)
            repointPendingNavigation()
            selectedIndex =
                roots.firstIndex(of: selectedRoot) ?? roots.firstIndex { Graph.screen(of: $0) == selectedScreen } ?? 0
        }
    }

    /// A pending navigation follows its root's stack to its index now, or waits for it.
    func repointPendingNavigation() {
        guard let pending = pendingNavigation else { return }
        pendingNavigation = pending.moved(toStack: stacks.firstIndex { $0.root == pending.stack.root })
    }

    /// Checks a root set: not empty, every route a root of the graph, no route twice.
    nonisolated static func checkRoots(_ roots: [Route]) throws(NavigationError<Graph>) {
        guard !roots.isEmpty else { throw .noRoots }
        // One root screen may show several stacks (a tab per list), each with its own params;
        // the same route twice would be two stacks no move or link could tell apart.
        var seen = Set<Route>()
        let declared = Set(Graph.rootScreens)
        for root in roots {
            let screen = Graph.screen(of: root)
            guard declared.contains(screen) else { throw .notARoot(screen: screen) }
            guard seen.insert(root).inserted else { throw .duplicateRoot(screen: screen) }
        }
    }
}

extension NavigationState where Graph: NavigationGraphWithDefaultRoots {
    /// Every declared root with its params' defaults, in declared order, the first selected.
    /// `conditionHolds` answers for `requires:`.
    /// In a graph with flows, these are the first flow's roots (`Graph.roots`), and it starts in
    /// that flow, which has no `requires:` (lint refuses one there).
    /// - Parameter conditionHolds: whether a condition of `requires:` holds now.
    public convenience init(conditionHolds: @escaping @MainActor (Graph.Condition) -> Bool = { _ in false }) {
        // The graph's own roots, and a start flow without conditions: nothing can refuse them.
        try! self.init(roots: Graph.roots, flow: nil, conditionHolds: conditionHolds, conditionHoldsForRoute: nil)
    }
}
