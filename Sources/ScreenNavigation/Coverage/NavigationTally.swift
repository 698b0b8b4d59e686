/// A recorder's counts. Counting runs on every move, so it runs specialized for the app's graph:
/// the counting methods are inlinable, and `NavigationGraph`'s `_count` requirements, whose
/// default implementations call them, are instantiated in the app's module for its graph (see
/// `NavigationGraph+Counting.swift`). Unspecialized, each read of a move's optional fields looked
/// a generic type's metadata up, which cost a recorded move 500 ns. Screens are counted by their
/// position among `Screen.allCases` (`ScreenPositions`), moves by a key of plain integers, and
/// whose move it was (a screen's, or one from anywhere) is settled once per distinct key when the
/// record is written, not per move.
@usableFromInline
struct NavigationTally<Graph: NavigationGraph> {
    @usableFromInline typealias Screen = Graph.Screen

    @usableFromInline let positions = ScreenPositions<Screen>()
    @usableFromInline var moves = MoveCounts()
    @usableFromInline var buttons: [TallyButtonKey: Int] = [:]
    var links: [TallyLinkKey: Int] = [:]
    /// Flow moves made, by (flow, action) names.
    var flowMoves: [[String]: Int] = [:]
    /// Results answered by a finish (#38), by how: see `ResultPath`.
    var results: [ResultPath: Int] = [:]
    /// Entries by screen position.
    @usableFromInline var screens: [Int]

    init() {
        screens = Array(repeating: 0, count: positions.count)
    }

    // MARK: Counting

    /// `route` entered in `style` over `top` (`push`, `present`, `presentAlert`, `replace`), and
    /// its screen. True: the screens entered are counted.
    @inlinable @discardableResult
    mutating func count(entering route: Graph.Route, style: TransitionStyle, over top: Screen) -> Bool {
        let to = position(Graph.screen(of: route))
        add(TallyMoveKey(origin: .top, from: position(top), to: to, style: Self.number(style)))
        screens[Int(to)] += 1
        return true
    }

    /// Button `button` of the alert route `alert`, tapped, the move it made and the screens it
    /// entered.
    @inlinable
    mutating func count(tapping button: String, of alert: Graph.Route) {
        let alertScreen = Graph.screen(of: alert)
        buttons[TallyButtonKey(alert: position(alertScreen), button: button), default: 0] += 1
        switch Graph.alert(for: alert)?.button(id: button)?.action {
        case .navigate(let route, let style)?:
            let to = position(Graph.screen(of: route))
            add(TallyMoveKey(origin: .declared, from: position(alertScreen), to: to, style: Self.number(style)))
            screens[Int(to)] += 1
        case .navigateThrough(let route, let style, let continuation)?:
            let to = position(Graph.screen(of: route))
            add(TallyMoveKey(origin: .declared, from: position(alertScreen), to: to, style: Self.number(style)))
            screens[Int(to)] += 1
            count(continuation, after: to)
        case .goBack(let back)?:
            // The button is the declaration (counted above); what it enters after going back is a screen entered.
            if let then = back.then { screens[Int(position(Graph.screen(of: then)))] += 1 }
        case .report?, nil:
            break
        }
    }

    /// `move` (`perform(_:)`), made on `stack` as it was, and the screens it entered. True: they
    /// are counted. The screen on top is asked of `stack` only for a move made over whatever is
    /// shown: any other was refused unless made from the screen on top.
    @inlinable
    mutating func count(_ move: Move<Graph>, on stack: RouteStack<Graph>) -> Bool {
        var to: Int32 = -1
        if let route = move.to { to = position(Graph.screen(of: route)) }
        let style = to < 0 ? -1 : Self.number(move.style)
        var from: Int32 = -1
        if let screen = move.from { from = position(screen) }
        if let root = move.selectingRoot {
            add(
                TallyMoveKey(
                    origin: .declared, from: from, to: to, style: style, back: .selectRoot, backScreen: position(root)))
        } else if move.dismissesLayer {
            add(TallyMoveKey(origin: .declared, from: from, to: to, style: style, back: .dismiss))
        } else if let back = move.popBack {
            add(
                TallyMoveKey(
                    origin: .declared, from: from, to: to, style: style,
                    back: back.inclusive ? .popToInclusive : .popTo,
                    backScreen: position(back.screen)))
        } else if to >= 0 {
            let top = from >= 0 ? from : position(stack.topScreen)
            add(TallyMoveKey(origin: move.from == nil ? .overShown : .top, from: top, to: to, style: style))
            count(move.continuation, after: to)
        }
        if to >= 0 { screens[Int(to)] += 1 }
        return true
    }

    /// Each step of a `then:` continuation: a move of the screen before it.
    @inlinable
    mutating func count(_ continuation: [RouteEntry<Graph.Route>], after first: Int32) {
        var previous = first
        for entry in continuation {
            let to = position(Graph.screen(of: entry.route))
            add(TallyMoveKey(origin: .top, from: previous, to: to, style: Self.number(entry.style)))
            screens[Int(to)] += 1
            previous = to
        }
    }

    @inlinable
    mutating func add(_ key: TallyMoveKey) {
        moves.add(key)
    }

    /// The screens `new` has that `old` (the same stack before) did not: the entries above what
    /// the two share, and the root too when it is another (or there was no stack before).
    mutating func countEntered(from old: RouteStack<Graph>?, to new: RouteStack<Graph>) {
        // Indices, not slices: each generic type this code names costs a metadata lookup a move.
        let entries = new.entries
        var kept = 0
        if let old, old.root == new.root {
            let count = min(old.entries.count, entries.count)
            while kept < count, old.entries[kept] == entries[kept] { kept += 1 }
        } else {
            screens[Int(position(Graph.screen(of: new.root)))] += 1
        }
        var index = kept
        while index < entries.count {
            screens[Int(position(Graph.screen(of: entries[index].route)))] += 1
            index += 1
        }
    }

    mutating func countFlowMove(from flow: String, action: String) {
        flowMoves[[flow, action], default: 0] += 1
    }

    mutating func countResult(_ path: ResultPath) {
        results[path, default: 0] += 1
    }

    mutating func countLink(pattern: String, opening screen: Screen) {
        links[TallyLinkKey(pattern: pattern, screen: position(screen)), default: 0] += 1
    }

    @inlinable
    func position(_ screen: Screen) -> Int32 { Int32(positions.position(of: screen)) }

    @inlinable
    static func number(_ style: TransitionStyle) -> Int8 {
        switch style {
        case .push: 0
        case .sheet: 1
        case .cover: 2
        case .replace: 3
        case .alert: 4
        }
    }

    // MARK: The record

    func record(of graph: Navigation.GraphIdentity) -> Navigation.Record {
        let all = positions.screens
        let styles: [TransitionStyle] = [.push, .sheet, .cover, .replace, .alert]
        let name = { (position: Int32) in position < 0 ? nil : all[Int(position)].rawValue }
        let transitions = moves.entries.map { key, count in
            let style = key.style < 0 ? nil : styles[Int(key.style)]
            var from = name(key.from) ?? "*"
            if key.origin != .declared, let style, key.to >= 0 {
                let isAnywhere = Self.isFromAnywhere(
                    top: all[Int(key.from)], to: all[Int(key.to)], style: style, overShown: key.origin == .overShown)
                if isAnywhere { from = "*" }
            }
            var transition = Navigation.Record.Transition(
                from: from, to: name(key.to), style: style?.rawValue, count: count)
            switch key.back {
            case .popTo, .popToInclusive:
                transition.popTo = name(key.backScreen)
                transition.inclusive = key.back == .popToInclusive ? true : nil
            case .dismiss: transition.dismiss = true
            case .selectRoot: transition.selectRoot = name(key.backScreen)
            case .none: break
            }
            return transition
        }
        return Navigation.Record(
            graph: graph, transitions: transitions,
            alertButtons: buttons.map {
                Navigation.Record.Button(alert: name($0.key.alert) ?? "", button: $0.key.button, count: $0.value)
            },
            deepLinks: links.map {
                Navigation.Record.DeepLink(pattern: $0.key.pattern, screen: name($0.key.screen) ?? "", count: $0.value)
            },
            screens: Dictionary(
                uniqueKeysWithValues: screens.indices.filter { screens[$0] > 0 }.map { (all[$0].rawValue, screens[$0]) }
            ),
            flowMoves: flowMoves.map {
                Navigation.Record.FlowMove(flow: $0.key[0], action: $0.key[1], count: $0.value)
            },
            results: results.compactMap { path, count in
                path.from.map { Navigation.Record.AnsweredResult(from: $0, screen: path.screen, count: count) }
            },
            flowFinishes: results.compactMap { path, count in
                path.finishedBy.map { Navigation.Record.FlowFinish(flow: path.screen, by: $0, count: count) }
            })
    }

    /// Whether a move into `to` in `style` over `top` was the move from anywhere: made over what
    /// is shown and allowed from anywhere, or not declared by `top` (so allowed only from anywhere).
    private static func isFromAnywhere(top: Screen, to: Screen, style: TransitionStyle, overShown: Bool) -> Bool {
        let table = Graph.transitions
        guard table.allowsFromAnywhere(to: to, style: style) else { return false }
        return overShown || !table.transitions.contains(LegalTransition(from: top, to: to, style: style))
    }
}

/// A move as a tally counts it: screens by position, -1 for none.
@usableFromInline
struct TallyMoveKey: Equatable {
    @usableFromInline
    enum Origin: UInt8 {
        /// Entered over `from`, the screen on top: `from`'s move if it declares it, else the move
        /// from anywhere that allowed it.
        case top
        /// Made over whatever is shown (`Move.from` nil): the move from anywhere if there is one,
        /// else `from`'s.
        case overShown
        /// Made by `from`'s declaration as is (-1: from anywhere): a move that goes back first,
        /// or an alert button's.
        case declared
    }

    @usableFromInline
    enum Back: UInt8 {
        case none, popTo, popToInclusive, dismiss, selectRoot
    }

    @usableFromInline var origin: Origin
    @usableFromInline var from: Int32
    @usableFromInline var to: Int32
    /// The style's position in `TransitionStyle.allCases`; -1 without `to`.
    @usableFromInline var style: Int8
    @usableFromInline var back: Back
    @usableFromInline var backScreen: Int32

    @inlinable
    init(
        origin: Origin, from: Int32, to: Int32 = -1, style: Int8 = -1, back: Back = .none, backScreen: Int32 = -1
    ) {
        self.origin = origin
        self.from = from
        self.to = to
        self.style = style
        self.back = back
        self.backScreen = backScreen
    }
}

/// A button tapped: the alert screen's position and the button's id.
@usableFromInline
struct TallyButtonKey: Hashable {
    @usableFromInline var alert: Int32
    @usableFromInline var button: String

    @inlinable
    init(alert: Int32, button: String) {
        self.alert = alert
        self.button = button
    }
}

/// A deep link opened: its pattern and the position of the screen it opened.
struct TallyLinkKey: Hashable {
    var pattern: String
    var screen: Int32
}

/// Each screen's position among `Screen.allCases`, found without hashing for the payload-free
/// enums generated graphs have (their value is their position: see `ScreenNames`), and through a
/// table for any other type of screen.
@usableFromInline
struct ScreenPositions<Screen: Hashable & CaseIterable & Sendable> {
    let screens: [Screen]
    @usableFromInline let table: [Screen: Int]?

    init() {
        let screens = Array(Screen.allCases)
        let byLayout =
            [0, 1, 2, 4].contains(MemoryLayout<Screen>.size)
            && screens.indices.allSatisfy { Self.layoutPosition(of: screens[$0]) == $0 }
        self.screens = screens
        table =
            byLayout
            ? nil
            : Dictionary(screens.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { first, _ in first })
    }

    var count: Int { screens.count }

    @inlinable
    func position(of screen: Screen) -> Int {
        guard let table else { return Self.layoutPosition(of: screen) }
        return table[screen] ?? 0
    }

    @inlinable
    static func layoutPosition(of screen: Screen) -> Int { CasePosition.of(screen) ?? -1 }
}
