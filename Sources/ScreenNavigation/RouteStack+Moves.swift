/// Forward moves on one stack: a single transition, or an alert button.
extension RouteStack {
    /// Moves from the top screen to `route` in `style`.
    ///
    /// Legal iff no alert is on top, the style matches the target's kind (`.alert` for alert
    /// screens and only for them), and `Graph.transitions` allows
    /// (top screen → screen of `route`, `style`). Then `.replace` resets the entries to just
    /// this one (all modals dismissed); every other style appends.
    /// - Parameters:
    ///   - route: the route to enter.
    ///   - style: how it is entered.
    /// - Throws: the graph's refusal; the stack is unchanged.
    public mutating func apply(_ route: Route, style: TransitionStyle) throws(NavigationError<Graph>) {
        try apply(route, style: style, hidesBack: false)
    }

    /// `apply(_:style:)`, the entry marked as one the user cannot pop when `hidesBack`.
    /// - Parameters:
    ///   - route: the route to enter.
    ///   - style: how it is entered.
    ///   - hidesBack: true when the user may not pop the entry.
    /// - Throws: the graph's refusal; the stack is unchanged.
    public mutating func apply(
        _ route: Route, style: TransitionStyle, hidesBack: Bool
    ) throws(NavigationError<Graph>) {
        if let alert = presentedAlert {
            throw .alertPresented(alert: Graph.screen(of: alert))
        }
        let from = topScreen
        let to = Graph.screen(of: route)
        try Self.checkKind(of: to, style: style)
        guard Graph.transitions.allows(from: from, to: to, style: style) else {
            throw .illegalTransition(from: from, to: to, style: style)
        }
        entries = Self.entries(entries, adding: RouteEntry(route, style: style, hidesBack: hidesBack))
    }

    /// Applies `move` after checking it was made from the screen on top: first its `popBack`
    /// (the screen must be on the stack, and only the root cannot be removed) or its dismissal
    /// (the top screen must be in a sheet or cover; see `Navigation.LayerDismissal`), then its route
    /// from the screen that is then on top, checked like any move. All or nothing.
    ///
    /// A presented alert is reported before a stale `from`, because under an alert no
    /// `Move` is acceptable at all.
    /// - Parameter move: the move to make.
    /// - Throws: the graph's refusal; the stack is unchanged.
    public mutating func perform(_ move: Move<Graph>) throws(NavigationError<Graph>) {
        if let alert = presentedAlert {
            throw .alertPresented(alert: Graph.screen(of: alert))
        }
        if let from = move.from, from != topScreen {
            throw .notOnTop(expected: from, actual: topScreen)
        }
        if let route = move.fromRoute, route != topRoute {
            throw .notTheEntryOnTop(screen: topScreen)
        }
        var result = self
        if let back = move.popBack {
            result.entries.removeLast(result.entries.count - (try keptEntryCount(goingBackTo: back)))
        }
        if let dismissal = move.dismissal {
            guard let start = dismissal.firstDismissedIndex(in: entries) else {
                throw .notPresented(screen: topScreen)
            }
            result.entries.removeSubrange(start...)
        }
        if let route = move.to {
            try result.apply(route, style: move.style, hidesBack: move.hidesBack)
        }
        for entry in move.continuation {
            try result.apply(entry.route, style: entry.style, hidesBack: entry.hidesBack)
        }
        self = result
    }

    /// `beneath` with `route` entered in `style` from `screen`, checked as a move from it: by an
    /// alert's button (from the alert's screen), or a sheet from a split column's top
    /// (`performFromColumn`).
    static func entered(
        _ route: Route, style: TransitionStyle, hidesBack: Bool = false, from screen: Screen,
        over beneath: [RouteEntry<Route>]
    ) throws(NavigationError<Graph>) -> [RouteEntry<Route>] {
        let to = Graph.screen(of: route)
        try checkKind(of: to, style: style)
        guard Graph.transitions.allows(from: screen, to: to, style: style) else {
            throw .illegalTransition(from: screen, to: to, style: style)
        }
        return entries(beneath, adding: RouteEntry(route, style: style, hidesBack: hidesBack))
    }

    /// How many entries stay when going back to `back.screen`: those up to its topmost entry
    /// (without it when `inclusive`), or none when it is only the root.
    private func keptEntryCount(goingBackTo back: Navigation.PopBack<Screen>) throws(NavigationError<Graph>) -> Int {
        if let index = entries.lastIndex(where: { Graph.screen(of: $0.route) == back.screen }) {
            return back.inclusive ? index : index + 1
        }
        guard Graph.screen(of: root) == back.screen else { throw .notOnStack(screen: back.screen, top: topScreen) }
        guard !back.inclusive else { throw .cannotRemoveRoot(root: back.screen) }
        return 0
    }

    /// Handles a tap on `button` of the presented alert (`stack.tapAlertButton(.delete)`):
    /// `tapAlertButton(_:)` by the button's id.
    /// - Parameter button: a case of the generated `<Route>Button` enum.
    /// - Returns: what the tap did.
    /// - Throws: what a tap by id throws; the alert then stays.
    @discardableResult
    public mutating func tapAlertButton(_ button: Graph.AlertButtonID) throws(NavigationError<Graph>)
        -> Navigation.AlertButtonOutcome<Route>
    {
        try tapAlertButton(button.rawValue)
    }

    /// Handles a tap on button `id` of the presented alert.
    ///
    /// `.report` removes the alert and returns `.reported`. `.navigate(to: R, style: S)` is
    /// legal iff the table allows (alert screen → screen of R, S) — the button is the alert
    /// screen's transition — and then removes the alert and applies S from the screen beneath
    /// (`.replace` resets the stack). When illegal, the alert stays.
    /// - Parameter id: the id of the button tapped.
    /// - Returns: what the tap did.
    /// - Throws: `.noAlertPresented`, `.unknownAlertButton`, or the refusal of the button's move;
    ///   the alert then stays.
    @_spi(Generated)
    @discardableResult
    public mutating func tapAlertButton(_ id: String) throws(NavigationError<Graph>)
        -> Navigation.AlertButtonOutcome<Route>
    {
        guard let alert = presentedAlert else {
            throw .noAlertPresented(top: topScreen)
        }
        let alertScreen = Graph.screen(of: alert)
        guard let button = Graph.alert(for: alert)?.button(id: id) else {
            throw .unknownAlertButton(id: id, alert: alertScreen)
        }
        let beneath = Array(entries.dropLast())
        switch button.action {
        case .report:
            entries = beneath
            return .reported(id: id, alert: alert)
        case .navigate(let route, let style):
            entries = try Self.entered(route, style: style, from: alertScreen, over: beneath)
            return .navigated(to: route, style: style)
        case .navigateThrough(let route, let style, let continuation):
            var result = self
            result.entries = try Self.entered(route, style: style, from: alertScreen, over: beneath)
            for entry in continuation { try result.apply(entry.route, style: entry.style) }
            self = result
            return .navigated(to: route, style: style)
        case .goBack(let back):
            var result = self
            result.entries = beneath
            if back.dismissesLayer {
                guard let start = result.entries.lastIndex(where: { $0.style.startsLayer }) else {
                    throw .notPresented(screen: result.topScreen)
                }
                result.entries.removeSubrange(start...)
                if let route = back.then { try result.apply(route, style: back.style) }
            } else {
                // The generated graph names a screen of its own; anything else is no button of it.
                guard let name = back.popTo, let screen = Screen(rawValue: name) else {
                    throw .unknownAlertButton(id: id, alert: alertScreen)
                }
                try result.perform(
                    Move(
                        from: result.topScreen, popBackTo: screen, inclusive: back.inclusive, then: back.then,
                        style: back.style))
            }
            self = result
            return .wentBack(then: back.then)
        }
    }

    // MARK: Pure helpers shared with whole-stack validation

    /// Alerts are a kind of screen and a kind of entry at once: the two must agree.
    static func checkKind(of screen: Screen, style: TransitionStyle) throws(NavigationError<Graph>) {
        guard (style == .alert) == Graph.isAlert(screen) else {
            throw .alertStyleMismatch(screen: screen, style: style)
        }
    }

    /// The entries after a legal move: a replace starts over, anything else appends.
    static func entries(_ entries: [RouteEntry<Route>], adding entry: RouteEntry<Route>) -> [RouteEntry<Route>] {
        entry.style == .replace ? [entry] : entries + [entry]
    }
}
