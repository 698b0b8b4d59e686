/// Which screens can have presented the sheet or cover a screen is shown in: what a
/// `dismiss: true` transition leaves on top.
extension ScreenGraph {
    /// Screens that get a traversal of their own. Past this many, every screen that presents
    /// anything counts for the rest: a superset, so the runtime allows a little more than was
    /// declared rather than refusing a declared move, and lint stays linear on hostile input.
    static let presenterTraversals = 64

    /// For each of `targets`, the screens that can lie directly beneath the sheet or cover it is
    /// shown in, sorted: walking back from it over moves that stay in a layer (push, alert,
    /// dialog) to each screen a sheet or cover enters, the screens whose sheet or cover moves
    /// enter that one. Empty when it is never in a presented layer. `steps` are back
    /// transitions' steps, which are moves too.
    func presenters(
        of targets: Set<ScreenIndex>, steps: [ScreenIndex: [BackStep]], includingAnywhere: Bool = true
    ) -> [ScreenIndex: [ScreenIndex]] {
        var stayingInto = [[ScreenIndex]](repeating: [], count: screens.count)
        var presentedBy = [[ScreenIndex]](repeating: [], count: screens.count)
        func add(from: ScreenIndex, to: ScreenIndex, style: TransitionStyle) {
            switch style {
            case .sheet, .cover: presentedBy[to].append(from)
            case .replace: break  // back to the root's layer
            case .push, .alert, .dialog: stayingInto[to].append(from)
            }
        }
        // An alert's button leaves the alert first: a sheet it opens is presented by the screen
        // beneath the alert, so by whatever presents the alert.
        var alertPresenters = [[ScreenIndex]](repeating: [], count: screens.count)
        for index in screens.indices {
            for move in moves(from: index, includingAnywhere: includingAnywhere)
            where screens[move.target].kind.hasButtons { alertPresenters[move.target].append(index) }
        }
        for (index, screen) in screens.enumerated() {
            for move in moves(from: index, includingAnywhere: includingAnywhere) {
                if screen.kind.hasButtons, move.style == .sheet || move.style == .cover {
                    for beneath in alertPresenters[index] { add(from: beneath, to: move.target, style: move.style) }
                } else {
                    add(from: index, to: move.target, style: move.style)
                }
            }
        }
        for step in steps.values.joined() { add(from: step.from, to: step.to, style: step.style) }

        var result: [ScreenIndex: [ScreenIndex]] = [:]
        let ordered = targets.sorted()
        for target in ordered.prefix(Self.presenterTraversals) {
            var visited = Set([target])
            var queue = [target]
            var found = Set<ScreenIndex>()
            while let screen = queue.popLast() {
                found.formUnion(presentedBy[screen])
                for previous in stayingInto[screen] where visited.insert(previous).inserted {
                    queue.append(previous)
                }
            }
            result[target] = found.sorted()
        }
        if ordered.count > Self.presenterTraversals {
            let everyPresenter = Set(presentedBy.joined()).sorted()
            for target in ordered.dropFirst(Self.presenterTraversals) { result[target] = everyPresenter }
        }
        return result
    }
}
