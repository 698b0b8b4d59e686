extension Navigation {
    /// The roots and their stacks as values: which roots are shown, whole stacks set at once,
    /// going back several screens, and saving and restoring everything. Reached as
    /// `state.containers`.
    ///
    /// Every operation here is one change of the state or none: a refused one changes nothing.
    @MainActor
    public struct Containers<Graph: NavigationGraph> {
        let state: NavigationState<Graph>

        /// The root route of each stack, in order: the tabs shown now.
        public var roots: [Graph.Route] { state.roots }

        /// The index of the stack whose root shows `screen`, if the app shows that root now.
        /// - Parameter screen: a root screen.
        /// - Returns: the selected stack if its root shows `screen`, else the first that does; nil
        ///   when none does.
        public func stackIndex(ofRoot screen: Graph.Screen) -> Int? {
            state.stackIndex(ofRoot: screen)
        }

        /// Shows `roots` from now on (the user rearranged the tabs, switched accounts). A stack
        /// whose root route is unchanged keeps its entries; the selected root stays selected
        /// when it is still shown.
        /// - Parameter roots: routes of root screens, each at most once.
        /// - Throws: `.noRoots`, `.notARoot`, `.duplicateRoot`, or `.rootNotInFlow` for a root
        ///   the current flow does not show (another flow's roots are a flow move). Nothing
        ///   changes then.
        public func setRoots(_ roots: [Graph.Route]) throws(NavigationError<Graph>) {
            try state.setRoots(roots)
        }

        /// Replaces the whole stack of root `index` in one change, every entry validated from
        /// the root up (MultiNav's `jumpTo`); the selection does not change.
        /// - Parameters:
        ///   - entries: the entries above the root, each with its style.
        ///   - index: the stack (default: the selected one).
        /// - Throws: why an entry cannot follow the one beneath, or a guard's refusal.
        public func setStack(_ entries: [RouteEntry<Graph.Route>], forRootAt index: Int? = nil)
            throws(NavigationError<Graph>)
        {
            try state.setStack(entries, forRootAt: index)
        }

        /// `setStack(_:forRootAt:)` with each step's style inferred from the graph: "open at C
        /// with A and B beneath" is `jump(to: [b, c])`.
        /// - Parameters:
        ///   - routes: the routes above the root, bottom first.
        ///   - index: the stack (default: the selected one).
        /// - Throws: what `setStack(_:forRootAt:)` throws.
        public func jump(to routes: [Graph.Route], forRootAt index: Int? = nil) throws(NavigationError<Graph>) {
            try state.jump(to: routes, forRootAt: index)
        }

        /// Pushes `route` on the active stack, if the graph declares a push from its top screen
        /// to `route`'s screen: a move named by its route rather than by the generated
        /// directions (a SwiftUI `NavigationLink(value:)`).
        /// - Parameter route: the route to push.
        /// - Throws: `.notDeclared` and the other refusals of `perform(_:)`; nothing changes then.
        public func push(_ route: Graph.Route) throws(NavigationError<Graph>) {
            try state.push(route)
        }

        /// Presents `route` modally on the active stack, if the graph declares it from the top.
        /// - Parameters:
        ///   - route: the route to present.
        ///   - style: `.sheet` or `.cover`.
        /// - Throws: `.invalidPresentationStyle` for another style, and the refusals of `push(_:)`.
        public func present(_ route: Graph.Route, style: TransitionStyle) throws(NavigationError<Graph>) {
            try state.present(route, style: style)
        }

        /// Presents the alert or dialog `route` over the active stack's top.
        /// - Parameter route: an alert's route.
        /// - Throws: the refusals of `push(_:)`.
        public func presentAlert(_ route: Graph.Route) throws(NavigationError<Graph>) {
            try state.presentAlert(route)
        }

        /// Takes the active stack back to its root, dismissing every modal, with `route` above it
        /// (`navigationPath = [.conversation(c)]`); legality is checked from the top screen.
        /// - Parameter route: the route to show above the root.
        /// - Throws: the refusals of `push(_:)`.
        public func replace(with route: Graph.Route) throws(NavigationError<Graph>) {
            try state.replace(with: route)
        }

        /// How the host shows the split roots now (`graph.splits:`); `.collapsed` until it
        /// reports otherwise.
        public var splitLayout: Navigation.SplitLayout { state.splitLayout }

        /// Records how the host shows the split roots: what its horizontal size class says.
        /// Changes no stack (the columns are a function of each stack); reports
        /// `.splitLayoutChanged` when the layout changed.
        /// - Parameter layout: `.expanded` for a regular width, `.collapsed` for a compact one.
        public func setSplitLayout(_ layout: Navigation.SplitLayout) {
            state.setSplitLayout(layout)
        }

        /// The columns root `index`'s stack shows in a regular width, whatever the width now.
        /// - Parameter index: a root's index in `stacks`; nil for the selected root.
        /// - Returns: its columns, or nil when the root is not a split's (or out of range).
        public func splitColumns(ofRootAt index: Int? = nil) -> Navigation.SplitColumns<Graph>? {
            state.splitColumns(ofRootAt: index)
        }

        /// Removes everything above the active stack's root.
        public func popToRoot() {
            state.popToRoot()
        }

        /// Keeps the first `count` entries of the active stack (for a SwiftUI binding's pops).
        /// - Parameter count: how many entries stay, the root included.
        public func pop(toEntryCount count: Int) {
            state.pop(toEntryCount: count)
        }

        /// Follows `path` on the stack of its root (selected, and taken back to its root
        /// first), all or nothing: what the generated path tests replay.
        /// - Parameters:
        ///   - path: a path of `pathsToEveryScreen`.
        ///   - routes: the route to enter for each screen (`<Route>Graph.sampleRoute(of:samples:)`).
        /// - Throws: the first refusal; the state is then as it was.
        public func follow(_ path: ScreenPath<Graph>, routes: (Graph.Screen) -> Graph.Route)
            throws(NavigationError<Graph>)
        {
            try state.follow(path, routes: routes)
        }

        /// Applies a path a SwiftUI `NavigationStack` reported for `layer` of stack `rootIndex`:
        /// shorter is a back navigation, longer pushes its push requests; anything else is ignored.
        /// - Parameters:
        ///   - newPath: the path SwiftUI reported.
        ///   - layer: the presentation layer it was reported for.
        ///   - rootIndex: the stack.
        public func applyPath(
            _ newPath: [Navigation.PathElement<Graph.Route>], shownBy layer: Navigation.StackLayer<Graph.Route>,
            inStack rootIndex: Int
        ) {
            state.applyPath(newPath, shownBy: layer, inStack: rootIndex)
        }
    }
}

extension Navigation.Containers where Graph.Route: Codable {
    /// The stacks, the selection, the layers and the flow as plain data, each stack up to its
    /// first live value's screen; during an exit question, the state before the way out.
    /// - Returns: the snapshot, `Codable`.
    public func snapshot() -> NavigationSnapshot<Graph.Route> {
        state.snapshot()
    }

    /// Replaces everything shown with `snapshot`, all or nothing: every stack validated, its
    /// guards asked, its flow's roots and `requires:` checked.
    /// - Parameter snapshot: a snapshot, perhaps of an older graph or tampered with.
    /// - Throws: the first reason it cannot be shown; nothing changes then, the pending
    ///   navigation included.
    public func restore(_ snapshot: NavigationSnapshot<Graph.Route>) throws(NavigationError<Graph>) {
        try state.restore(snapshot)
    }

    /// Applies a launch request (`Navigation.LaunchRequest`: a UI test's snapshot) from the process's
    /// arguments or environment.
    /// - Parameters:
    ///   - arguments: `ProcessInfo.processInfo.arguments`.
    ///   - environment: `ProcessInfo.processInfo.environment`.
    /// - Returns: what was done: nothing, restored, or refused with the reason.
    @discardableResult
    public func start(arguments: [String], environment: [String: String]) -> Navigation.LaunchOutcome {
        state.start(arguments: arguments, environment: environment)
    }
}

extension Navigation.Containers where Graph.Route: Codable, Graph: DeepLinkGraph {
    /// Applies a launch request (a UI test's snapshot or link) from the process's arguments or
    /// environment.
    /// - Parameters:
    ///   - arguments: `ProcessInfo.processInfo.arguments`.
    ///   - environment: `ProcessInfo.processInfo.environment`.
    /// - Returns: what was done: nothing, restored, opened, or refused with the reason.
    @discardableResult
    public func start(arguments: [String], environment: [String: String]) -> Navigation.LaunchOutcome {
        state.start(arguments: arguments, environment: environment)
    }
}

extension NavigationState {
    /// The roots and whole stacks as values: set, jump, save and restore (see
    /// ``Navigation/Containers``).
    public var containers: Navigation.Containers<Graph> { Navigation.Containers(state: self) }
}
