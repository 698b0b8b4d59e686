/// State restoration: everything or nothing.
extension NavigationState where Graph.Route: Codable {
    /// The current stacks and selection as plain data.
    ///
    /// A live value (`LiveValue`) exists only while the app runs, so each stack is saved up to
    /// the first entry of a screen in `Graph.liveScreens`: that entry and every entry above it
    /// (reached through it, and perhaps sharing its value) are left out. A restored stack shows
    /// the screen beneath, which is how the user would have left it by going back.
    ///
    /// While an exit question is asked (`pendingExit`), the snapshot is of the state before the
    /// way out that asked it: the question is not a place to come back to.
    func snapshot() -> NavigationSnapshot<Route> {
        let live = Graph.liveScreens
        let shown = pendingExit?.before ?? saved
        let saved = shown.stacks.map { stack in
            let entries =
                live.isEmpty
                ? stack.entries
                : Array(
                    stack.entries.prefix {
                        !live.contains(Graph.screen(of: $0.route))
                    })
            return NavigationSnapshot.Stack(root: stack.root, entries: entries)
        }
        let layers = saved[shown.rootCount...]
        return NavigationSnapshot(
            stacks: Array(saved[..<shown.rootCount]), selectedRootIndex: shown.selectedIndex,
            flow: shown.flow?.rawValue,
            layers: Array(layers),
            minimizedLayers: layers.indices.filter { shown.minimizedLayers.contains(layers[$0].root) }.map {
                $0 - shown.rootCount
            })
    }

    /// Replaces all stacks, the root set and the selection with `snapshot`'s, after checking
    /// its roots as `init(roots:conditionHolds:)` does, that the selection is in range, and that
    /// every stack's entries pass `RouteStack.validate(_:above:)`.
    /// Throws the first problem found and changes nothing.
    /// A restored screen is entered anew: its `requires:` conditions are checked again, and in
    /// a graph with flows so are its flow's (a snapshot of the unlocked tabs is refused while
    /// the app is locked), its roots must be that flow's, and the state takes that flow. A
    /// refused restore changes nothing, the pending navigation included; a restored one forgets
    /// the pending navigation from before.
    func restore(_ snapshot: NavigationSnapshot<Route>) throws(NavigationError<Graph>) {
        if reportsEvents {
            return try observed({ .restored }, attempt: .restored) { () throws(NavigationError<Graph>) in
                try restore(snapshot)
            }
        }
        let restored = try Self.validatedStacks(snapshot)
        let restoredLayers = try Self.validatedLayers(snapshot)
        let roots = restored.map(\.root)
        let named = try snapshot.flow.map { (name) throws(NavigationError<Graph>) -> Graph.Flow in
            guard let flow = Graph.Flow(rawValue: name) else { throw .notAFlow(name: name) }
            return flow
        }
        let restoredFlow = try Self.flow(named, showing: roots)
        if let restoredFlow { try checkConditions(ofFlow: restoredFlow, entering: roots) }
        // A refusal records the refused stack as pending; a refused restore changes nothing,
        // so the user's own pending navigation is put back.
        let pending = pendingNavigation
        do throws(NavigationError<Graph>) {
            for (index, stack) in restored.enumerated() {
                try checkConditions(entering: stack, over: RouteStack(root: stack.root), at: index)
            }
            for stack in restoredLayers {
                for route in stack.routes {
                    let screen = Graph.screen(of: route)
                    for condition in Graph.conditions(for: screen) where !holds(condition, entering: route) {
                        throw .conditionNotMet(condition: condition, screen: screen)
                    }
                }
            }
        } catch {
            pendingNavigation = pending
            throw error
        }
        guardingExitsOfInfallible {
            replaceAllStacks(with: restored, layers: restoredLayers)
            minimizedLayers = Set(
                (snapshot.minimizedLayers ?? []).filter(restoredLayers.indices.contains).map { restoredLayers[$0].root }
            )
            pendingNavigation = nil
            flow = restoredFlow
            selectedRootIndex = snapshot.selectedRootIndex
        }
    }

    /// `snapshot`'s app-wide layers, checked against the graph: each shows a layer's screen at
    /// its root, once; pure.
    nonisolated static func validatedLayers(
        _ snapshot: NavigationSnapshot<Route>
    ) throws(NavigationError<Graph>) -> [RouteStack<Graph>] {
        var result: [RouteStack<Graph>] = []
        var seen = Set<Screen>()
        for stack in snapshot.layers ?? [] {
            let screen = Graph.screen(of: stack.root)
            guard Graph.layerTable.layer(showing: screen) != nil else { throw .notALayer(screen: screen) }
            guard seen.insert(screen).inserted else { throw .layerShown(layer: screen) }
            result.append(try RouteStack(root: stack.root, entries: stack.entries))
        }
        return result
    }

    /// `snapshot`'s stacks, checked against the graph; pure.
    nonisolated static func validatedStacks(
        _ snapshot: NavigationSnapshot<Route>
    ) throws(NavigationError<Graph>) -> [RouteStack<Graph>] {
        try checkRoots(snapshot.stacks.map(\.root))
        guard snapshot.stacks.indices.contains(snapshot.selectedRootIndex) else {
            throw .rootIndexOutOfRange(index: snapshot.selectedRootIndex, count: snapshot.stacks.count)
        }
        var result: [RouteStack<Graph>] = []
        result.reserveCapacity(snapshot.stacks.count)
        for stack in snapshot.stacks {
            result.append(try RouteStack(root: stack.root, entries: stack.entries))
        }
        return result
    }
}
