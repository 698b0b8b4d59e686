/// A shortest way to a screen from a root of the graph: the moves that reach it, each a declared
/// transition (or a move from anywhere), an alert's moves made by tapping its button. What a test
/// replays to stand on every screen (`NavigationState.follow(_:routes:)`), and what a snapshot
/// test of every screen loops over (`NavigationGraph.pathsToEveryScreen()`).
public struct ScreenPath<Graph: NavigationGraph>: Hashable, Sendable {
    /// One move of a path: into `screen`, in `style`. From an alert screen, the move is its
    /// button's: `follow` taps the button that makes it.
    public struct Step: Hashable, Sendable {
        public let screen: Graph.Screen
        public let style: TransitionStyle
    }

    /// The screen the path ends on.
    public let screen: Graph.Screen
    /// The root screen the path starts from: its stack is where it is followed.
    public let root: Graph.Screen
    /// The moves, in order; empty for a root.
    public let steps: [Step]
    /// What must hold to follow it: the conditions (`requires:`) of the screens it enters, each
    /// once, in the order the path meets them.
    public let conditions: [Graph.Condition]
}

extension NavigationGraph {
    /// A shortest path from a root to every screen some path reaches, in the screens' declared
    /// order: a breadth-first search over the declared moves from all roots at once (ties go to
    /// the root declared first, then to the move to the screen declared first, in the order of
    /// `TransitionStyle.allCases`). Linear in screens + transitions. A screen no path reaches
    /// (`unreachable-screen`, a lint error) has none.
    /// - Returns: one path per reachable screen, in the screens' declared order.
    public static func pathsToEveryScreen() -> [ScreenPath<Self>] {
        let screens = Array(Screen.allCases)
        let order = Dictionary(uniqueKeysWithValues: screens.enumerated().map { ($0.element, $0.offset) })
        var outgoing: [Screen: [LegalTransition<Screen>]] = [:]
        for transition in transitions.transitions { outgoing[transition.from, default: []].append(transition) }
        let anywhere = screens.flatMap { screen in
            TransitionStyle.allCases.filter { transitions.allowsFromAnywhere(to: screen, style: $0) }.map {
                (screen, $0)
            }
        }
        // How each screen was first reached: the screen before it and the move's style.
        var reached: [Screen: (from: Screen?, style: TransitionStyle, root: Screen)] = [:]
        var queue: [Screen] = []
        for root in rootScreens where reached[root] == nil {
            reached[root] = (nil, .push, root)
            queue.append(root)
        }
        var head = 0
        var anywhereTaken = false
        while head < queue.count {
            let screen = queue[head]
            head += 1
            let root = reached[screen]!.root
            var moves = (outgoing[screen] ?? []).map { ($0.to, $0.style) }
            // Moves from anywhere are made over a screen that is shown, never over an alert. The
            // first such screen dequeued reaches all their targets, so they are offered once:
            // from every screen they would make the search quadratic and reach nothing more.
            if !anywhereTaken, !isAlert(screen) {
                moves += anywhere
                anywhereTaken = true
            }
            moves.sort { (order[$0.0]!, styleOrder($0.1)) < (order[$1.0]!, styleOrder($1.1)) }
            for (target, style) in moves where reached[target] == nil {
                reached[target] = (screen, style, root)
                queue.append(target)
            }
        }
        return screens.compactMap { screen in
            guard let end = reached[screen] else { return nil }
            var steps: [ScreenPath<Self>.Step] = []
            var current = screen
            while let from = reached[current]!.from {
                steps.append(.init(screen: current, style: reached[current]!.style))
                current = from
            }
            steps.reverse()
            var conditions: [Condition] = []
            for step in steps {
                for condition in Self.conditions(for: step.screen) where !conditions.contains(condition) {
                    conditions.append(condition)
                }
            }
            return ScreenPath(screen: screen, root: end.root, steps: steps, conditions: conditions)
        }
    }

    private static func styleOrder(_ style: TransitionStyle) -> Int {
        TransitionStyle.allCases.firstIndex(of: style)!
    }
}

extension NavigationState {
    /// Follows `path` on the stack of its root (selected, and taken back to its root first),
    /// entering each screen with the route `routes` gives for it (the generated
    /// `<Route>Graph.sampleRoute(of:samples:)`), and from an alert by tapping the button that
    /// makes the move. All or nothing: a refused move (a condition that does not hold) throws
    /// and leaves the state as it was.
    func follow(_ path: ScreenPath<Graph>, routes: (Graph.Screen) -> Graph.Route) throws(NavigationError<Graph>) {
        if reportsEvents {
            return try observed({ .stackSet }, attempt: .stackSet) { () throws(NavigationError<Graph>) in
                try follow(path, routes: routes)
            }
        }
        guard let index = stacks.firstIndex(where: { Graph.screen(of: $0.root) == path.root }) else {
            throw .rootNotShown(root: path.root)
        }
        // A path followed halfway was not followed: the state, its recorder's counts and the
        // models and waiters of the entries it went back past are as they were.
        try asOneOperation { () throws(NavigationError<Graph>) in
            try select(rootAt: index)
            popToRoot()
            for step in path.steps {
                if let alert = selectedStack.presentedAlert {
                    try tapButton(of: alert, into: step)
                } else {
                    try perform(Move(from: topScreen, to: routes(step.screen), style: step.style))
                }
            }
        }
    }

    /// Taps the button of the alert on top that moves into `step`'s screen.
    private func tapButton(of alert: Route, into step: ScreenPath<Graph>.Step) throws(NavigationError<Graph>) {
        let alertScreen = Graph.screen(of: alert)
        let matching = Graph.alert(for: alert)?.buttons.filter { button in
            switch button.action {
            case .report: false
            case .navigate(let to, let style), .navigateThrough(let to, let style, _):
                Graph.screen(of: to) == step.screen && style == step.style
            case .goBack(let back): back.then.map { Graph.screen(of: $0) == step.screen } ?? false
            }
        }
        // A shown button when there is one; else a hidden one, whose tap says why it is hidden.
        let button = matching?.first { conditionHiding(button: $0.id, ofAlert: alert) == nil } ?? matching?.first
        guard let button else { throw .illegalTransition(from: alertScreen, to: step.screen, style: step.style) }
        _ = try tapAlertButton(button.id)
    }
}
