/// A move as the generated action methods describe it: "from this screen, go to this route,
/// in this style" — optionally after going back to a screen below (`popBack`), or out of the
/// current sheet or cover (`dismissesLayer`).
///
/// `from` is part of the move so a stale action — a button on a screen that is no longer on
/// top, say a double tap after the first tap already navigated — is rejected instead of
/// being applied to whatever screen happens to be on top now. It is nil for a move made over
/// whatever is shown (an `anywhere` move: a notification, a menu command), which the graph
/// allows from every screen.
public struct Move<Graph: NavigationGraph>: Hashable, Sendable {
    public let from: Graph.Screen?
    /// The route entered; nil for a move that only goes back.
    public let to: Graph.Route?
    public let style: TransitionStyle
    /// The entry of `to` is one the user cannot pop (`back: false` in the YAML): no back button,
    /// no back swipe. Code still can.
    public let hidesBack: Bool
    /// Go back first: to the topmost entry showing this screen (Android's `popUpTo`).
    public let popBack: Navigation.PopBack<Graph.Screen>?
    /// Select the stack whose root shows this screen first (another tab), and go back to that
    /// root; the route is then entered there. Only a `NavigationState` can make such a move.
    public let selectingRoot: Graph.Screen?
    /// With `selectingRoot`: that stack is selected as it is, not gone back to its root, and the
    /// route is entered over whatever is on top of it (`keep-stack: true` in the YAML).
    public let keepsStack: Bool
    /// Which sheets and covers are dismissed first (with everything above them); the route is
    /// then entered from the screen then on top: replacing a sheet with another, or closing a
    /// chain of sheets and pushing on the base stack. Nil for a move that dismisses nothing.
    public let dismissal: Navigation.LayerDismissal?
    /// Whether the move dismisses sheets or covers first (`dismissal` is not nil).
    public var dismissesLayer: Bool { dismissal != nil }
    /// After `to`, entered in order, each from the screen then on top and checked like any
    /// move (`then:` in the YAML: Settings opened already at Translation). All or nothing.
    public let continuation: [RouteEntry<Graph.Route>]
    /// The route the move is made from, params and all, when the maker knows it: the move is
    /// refused unless it is the route on top (`made(from:entry:)`).
    public private(set) var fromRoute: Graph.Route?
    /// The entry the move is made from, when the maker knows it: a `NavigationState` refuses the
    /// move unless it is the entry on top (the same stack, the same depth, the same route).
    public private(set) var fromEntry: NavigationEntryID<Graph.Route>?

    /// Enters `to` in `style` from `from`: the plain move of a declared transition.
    /// - Parameters:
    ///   - from: the screen the move is made from; nil for a move from anywhere (the screen on top).
    ///   - to: the route to enter.
    ///   - style: how it is entered: pushed, presented, or replacing the top.
    public init(from: Graph.Screen?, to: Graph.Route, style: TransitionStyle) {
        self.init(from: from, to: to, style: style, popBack: nil, selectingRoot: nil, dismissal: nil)
    }

    /// Pushes `route` as an entry the user cannot pop when `hidesBack` (a flow step without a
    /// back button).
    /// - Parameters:
    ///   - from: the screen the move is made from; nil for a move from anywhere (the screen on top).
    ///   - route: the route to enter.
    ///   - style: how it is entered: pushed, presented, or replacing the top.
    ///   - hidesBack: true to hide the back button and the back swipe of the entry.
    public init(from: Graph.Screen?, to route: Graph.Route, style: TransitionStyle, hidesBack: Bool) {
        self.init(
            from: from, to: route, style: style, popBack: nil, selectingRoot: nil, dismissal: nil,
            hidesBack: hidesBack)
    }

    /// Enters `route` in `style`, then each of `continuation` in its style.
    /// - Parameters:
    ///   - from: the screen the move is made from; nil for a move from anywhere (the screen on top).
    ///   - route: the route to enter.
    ///   - style: how it is entered: pushed, presented, or replacing the top.
    ///   - continuation: the entries entered after it, in order.
    public init(
        from: Graph.Screen?, to route: Graph.Route, style: TransitionStyle, then continuation: [RouteEntry<Graph.Route>]
    ) {
        self.init(
            from: from, to: route, style: style, popBack: nil, selectingRoot: nil, dismissal: nil,
            continuation: continuation)
    }

    /// Dismisses the sheet or cover `from` is shown in, then enters `route` in `style` from the
    /// screen that presented it: one sheet replaced by another, or "close and show it here".
    /// - Parameters:
    ///   - from: the screen the move is made from; nil for a move from anywhere (the screen on top).
    ///   - route: the route to enter.
    ///   - style: how it is entered: pushed, presented, or replacing the top.
    public init(from: Graph.Screen?, dismissingThen route: Graph.Route, style: TransitionStyle) {
        self.init(from: from, to: route, style: style, popBack: nil, selectingRoot: nil, dismissal: .top)
    }

    /// Dismisses the sheets and covers `layers` names, then enters `route` in `style` from the
    /// screen then on top: `.all` closes every sheet and pushes on the base stack.
    /// - Parameters:
    ///   - from: the screen the move is made from; nil for a move from anywhere (the screen on top).
    ///   - layers: which sheets and covers are dismissed first.
    ///   - route: the route to enter afterwards.
    ///   - style: how it is entered.
    public init(
        from: Graph.Screen?, dismissing layers: Navigation.LayerDismissal, then route: Graph.Route,
        style: TransitionStyle
    ) {
        self.init(from: from, to: route, style: style, popBack: nil, selectingRoot: nil, dismissal: layers)
    }

    /// Selects the stack of root `root` (another tab), goes back to that root, then, when
    /// `route` is given, enters it in `style` from the root: a notification opening a post in
    /// the Notifications tab. With `keepingStack`, the stack is selected as it is and the route
    /// is entered over whatever is on top of it: a link that presents a sheet over the tab's
    /// pushed screens.
    /// - Parameters:
    ///   - from: the screen the move is made from; nil for a move from anywhere (the screen on top).
    ///   - root: the root whose stack is selected.
    ///   - keepingStack: true to keep that stack as it is rather than go back to its root.
    ///   - route: the route to enter afterwards, if any.
    ///   - style: how it is entered.
    public init(
        from: Graph.Screen?, selectingRoot root: Graph.Screen, keepingStack: Bool = false,
        then route: Graph.Route? = nil, style: TransitionStyle = .push
    ) {
        self.init(
            from: from, to: route, style: style,
            popBack: keepingStack ? nil : Navigation.PopBack(screen: root, inclusive: false), selectingRoot: root,
            dismissal: nil, keepsStack: keepingStack)
    }

    /// Goes back to the topmost `screen` on the stack (removing it too when `inclusive`), then,
    /// when `route` is given, enters it in `style` from the screen now on top.
    /// - Parameters:
    ///   - from: the screen the move is made from; nil for a move from anywhere (the screen on top).
    ///   - screen: the screen to go back to.
    ///   - inclusive: true to remove that entry too.
    ///   - route: the route to enter afterwards, if any.
    ///   - style: how it is entered.
    public init(
        from: Graph.Screen?, popBackTo screen: Graph.Screen, inclusive: Bool = false,
        then route: Graph.Route? = nil, style: TransitionStyle = .push
    ) {
        self.init(
            from: from, to: route, style: style, popBack: Navigation.PopBack(screen: screen, inclusive: inclusive),
            selectingRoot: nil,
            dismissal: nil)
    }

    /// Every field as given: the public initializers are the moves that make sense.
    private init(
        from: Graph.Screen?, to: Graph.Route?, style: TransitionStyle, popBack: Navigation.PopBack<Graph.Screen>?,
        selectingRoot: Graph.Screen?, dismissal: Navigation.LayerDismissal?, keepsStack: Bool = false,
        hidesBack: Bool = false, continuation: [RouteEntry<Graph.Route>] = []
    ) {
        self.from = from
        self.to = to
        self.style = style
        self.popBack = popBack
        self.selectingRoot = selectingRoot
        self.dismissal = dismissal
        self.keepsStack = keepsStack
        self.hidesBack = hidesBack
        self.continuation = continuation
    }
}

extension Move {
    /// This move, made from `route` exactly and, given `entry`, from that entry: refused with
    /// `.notTheEntryOnTop` while another entry of the screen is on top.
    /// - Parameters:
    ///   - route: the route the move must be made from.
    ///   - entry: the entry it must be made from, when known.
    /// - Returns: the same move, bound to `route` and `entry`.
    public func made(from route: Graph.Route, entry: NavigationEntryID<Graph.Route>? = nil) -> Move {
        var bound = self
        bound.fromRoute = route
        bound.fromEntry = entry
        return bound
    }
}

extension Navigation {
    /// Where a `Move` goes back to before entering its route.
    public struct PopBack<Screen: Hashable & Sendable>: Hashable, Sendable {
        /// The screen to go back to: the topmost entry (or the root) showing it.
        public let screen: Screen
        /// Remove that entry too (it cannot be the root).
        public let inclusive: Bool

        /// Goes back to `screen`.
        /// - Parameters:
        ///   - screen: the screen to go back to: the topmost entry (or the root) showing it.
        ///   - inclusive: true to remove that entry too.
        public init(screen: Screen, inclusive: Bool) {
            self.screen = screen
            self.inclusive = inclusive
        }
    }
}

extension Navigation {
    /// Which sheets and covers a `Move` dismisses before entering its route (`dismiss:` in the
    /// screens format).
    public enum LayerDismissal: String, Hashable, Sendable, CaseIterable {
        /// The sheet or cover the screen on top is shown in (`dismiss: true`).
        case top
        /// Every sheet and cover of the stack, back to its base layer (`dismiss: all`).
        case all
        /// Every sheet and cover above the first one presented (`dismiss: to-first`); nothing when
        /// only one is presented.
        case aboveFirst

        /// The index of the first entry `entries` lose: the start of the layer dismissed first, or
        /// `entries.count` when `.aboveFirst` finds one layer only. Nil when no sheet or cover is
        /// presented: nothing to dismiss.
        func firstDismissedIndex<Route>(in entries: [RouteEntry<Route>]) -> Int? {
            switch self {
            case .top:
                return entries.lastIndex { $0.style.startsLayer }
            case .all:
                return entries.firstIndex { $0.style.startsLayer }
            case .aboveFirst:
                guard let first = entries.firstIndex(where: { $0.style.startsLayer }) else { return nil }
                return entries[(first + 1)...].firstIndex { $0.style.startsLayer } ?? entries.count
            }
        }
    }
}
