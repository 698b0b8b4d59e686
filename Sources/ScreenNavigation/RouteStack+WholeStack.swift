/// Replacing a whole stack at once (MultiNav's `jumpTo`, NavTest's launch at C, deep links,
/// restoration): the candidate is validated from the root up before anything is written.
extension RouteStack {
    /// Checks that `entries` could stand above `root`.
    ///
    /// Each entry must be legal from the screen beneath it with its own style, except a
    /// `.replace` entry: it may only be the first entry, and is legal iff any `.replace`
    /// transition targets its screen (where it was performed from has since been reset away).
    /// An `.alert` entry may only be last, and style and screen kind must agree. Over a split
    /// root's pushed screens, the first sheet or cover may instead be legal from the top of a
    /// column beneath (`graph.splits:`: the sidebar presents it while the detail shows screens).
    /// Pure: throws the first problem found, bottom up.
    /// - Parameters:
    ///   - entries: the candidate entries, bottom first.
    ///   - root: the route beneath them.
    /// - Throws: the first problem found, bottom up.
    public static func validate(_ entries: [RouteEntry<Route>], above root: Route) throws(NavigationError<Graph>) {
        var beneath = Graph.screen(of: root)
        for (index, entry) in entries.enumerated() {
            let screen = Graph.screen(of: entry.route)
            try checkKind(of: screen, style: entry.style)
            switch entry.style {
            case .alert where index != entries.count - 1:
                throw .alertNotLast(alert: screen, index: index)
            case .replace where index != 0:
                throw .replaceNotFirst(screen: screen, index: index)
            case .replace:
                guard Graph.transitions.isReplaceTarget(screen) else {
                    throw .noReplaceTransition(to: screen)
                }
            default:
                guard
                    Graph.transitions.allows(from: beneath, to: screen, style: entry.style)
                        || isPresentedFromColumn(entries, at: index, above: root)
                else {
                    throw .illegalTransition(from: beneath, to: screen, style: entry.style)
                }
            }
            beneath = screen
        }
    }

    /// The entries that reach `routes` (all above `root`, bottom first), each step's style
    /// being the first of push, sheet, cover, alert that the table allows from the screen
    /// beneath. As a last resort the FIRST route may arrive by `.replace` when some replace
    /// transition targets it, so any stack `validate` accepts can also be jumped to.
    /// The result is validated; pure.
    /// - Parameters:
    ///   - routes: the routes to stand above the root, bottom first.
    ///   - root: the route beneath them.
    /// - Returns: one entry per route, each with the style that reaches it.
    /// - Throws: `.noTransition` for the first route no style reaches.
    public static func inferEntries(for routes: [Route], above root: Route) throws(NavigationError<Graph>)
        -> [RouteEntry<Route>]
    {
        let inferable: [TransitionStyle] = [.push, .sheet, .cover, .alert]
        var beneath = Graph.screen(of: root)
        var result: [RouteEntry<Route>] = []
        result.reserveCapacity(routes.count)
        for (index, route) in routes.enumerated() {
            let screen = Graph.screen(of: route)
            if let style = inferable.first(where: { Graph.transitions.allows(from: beneath, to: screen, style: $0) }) {
                result.append(RouteEntry(route, style: style))
            } else if index == 0, Graph.transitions.isReplaceTarget(screen) {
                result.append(RouteEntry(route, style: .replace))
            } else {
                throw .noTransition(from: beneath, to: screen)
            }
            beneath = screen
        }
        try validate(result, above: root)
        return result
    }

    /// Replaces all entries with `entries` after `validate` accepts them; unchanged otherwise.
    /// - Parameter entries: the new entries, bottom first.
    /// - Throws: the first problem `validate(_:above:)` finds; the stack is unchanged.
    public mutating func setEntries(_ entries: [RouteEntry<Route>]) throws(NavigationError<Graph>) {
        try Self.validate(entries, above: root)
        self.entries = entries
    }

    /// Replaces all entries with the ones `inferEntries` finds for `routes` (above the root);
    /// unchanged if there are none.
    /// - Parameter routes: the routes to stand above the root, bottom first.
    /// - Throws: `.noTransition` for the first route no style reaches; the stack is unchanged.
    public mutating func jump(to routes: [Route]) throws(NavigationError<Graph>) {
        entries = try Self.inferEntries(for: routes, above: root)
    }
}
