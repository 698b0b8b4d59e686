/// What one successful operation of a `NavigationState` did, as its recorder counts it.
enum NavigationStep<Graph: NavigationGraph> {
    /// `perform(_:)`: `move`, made while `top` was the screen on top.
    case move(Move<Graph>, top: Graph.Screen)
    /// `push`, `present`, `presentAlert`, `replace`: `route` entered in `style` over `top`.
    case enter(Graph.Route, style: TransitionStyle, top: Graph.Screen)
    /// `tapAlertButton(_:)`: button `button` of the alert route `alert`.
    case tap(alert: Graph.Route, button: String)
}

/// A recorder's counts, keyed by screens rather than their names: counting a move hashes a few
/// enum values, and the names are looked up once, when the record is written.
struct NavigationTally<Graph: NavigationGraph> {
    typealias Screen = Graph.Screen

    /// A move as its declaration names it: from a screen (nil: from anywhere), after going back
    /// (`back`), into a screen in a style (nil for a move that only goes back).
    struct MoveKey: Hashable {
        var from: Screen?
        var to: Screen?
        var style: TransitionStyle?
        var back: Back?
    }

    enum Back: Hashable {
        case popTo(Screen, inclusive: Bool)
        case dismiss
        case selectRoot(Screen)
    }

    struct ButtonKey: Hashable {
        var alert: Screen
        var button: String
    }

    struct LinkKey: Hashable {
        var pattern: String
        var screen: Screen
    }

    var moves: [MoveKey: Int] = [:]
    var buttons: [ButtonKey: Int] = [:]
    var links: [LinkKey: Int] = [:]
    var screens: [Screen: Int] = [:]

    // MARK: Counting

    mutating func count(_ step: NavigationStep<Graph>) {
        switch step {
        case .move(let move, let top):
            count(move, top: top)
        case .enter(let route, let style, let top):
            let to = Graph.screen(of: route)
            add(MoveKey(from: Self.origin(overShown: false, top: top, to: to, style: style), to: to, style: style))
        case .tap(let alert, let button):
            let alertScreen = Graph.screen(of: alert)
            buttons[ButtonKey(alert: alertScreen, button: button), default: 0] += 1
            switch Graph.alert(for: alert)?.button(id: button)?.action {
            case .navigate(let route, let style)?:
                add(MoveKey(from: alertScreen, to: Graph.screen(of: route), style: style))
            case .navigateThrough(let route, let style, let continuation)?:
                let to = Graph.screen(of: route)
                add(MoveKey(from: alertScreen, to: to, style: style))
                count(continuation, after: to)
            case .report?, .goBack?, nil:
                // The button is the declaration: its own count above says it was used.
                break
            }
        }
    }

    private mutating func count(_ move: Move<Graph>, top: Screen) {
        let to = move.to.map(Graph.screen(of:))
        let style = to == nil ? nil : move.style
        if let root = move.selectingRoot {
            add(MoveKey(from: move.from, to: to, style: style, back: .selectRoot(root)))
        } else if move.dismissesLayer {
            add(MoveKey(from: move.from, to: to, style: style, back: .dismiss))
        } else if let back = move.popBack {
            add(MoveKey(from: move.from, to: to, style: style, back: .popTo(back.screen, inclusive: back.inclusive)))
        } else if let to {
            add(MoveKey(from: Self.origin(overShown: move.from == nil, top: top, to: to, style: move.style), to: to, style: move.style))
            count(move.continuation, after: to)
        }
    }

    /// Each step of a `then:` continuation: a move of the screen before it.
    private mutating func count(_ continuation: [RouteEntry<Graph.Route>], after first: Screen) {
        var previous = first
        for entry in continuation {
            let to = Graph.screen(of: entry.route)
            add(MoveKey(from: Self.origin(overShown: false, top: previous, to: to, style: entry.style), to: to, style: entry.style))
            previous = to
        }
    }

    /// Whose move entering `to` in `style` over `top` is: `top`'s when it declares it (unless
    /// the move was made over whatever is shown and may be made from anywhere), else the move
    /// from anywhere (nil) that allowed it.
    private static func origin(overShown: Bool, top: Screen, to: Screen, style: TransitionStyle) -> Screen? {
        let table = Graph.transitions
        if overShown, table.allowsFromAnywhere(to: to, style: style) { return nil }
        if table.transitions.contains(LegalTransition(from: top, to: to, style: style)) { return top }
        return table.allowsFromAnywhere(to: to, style: style) ? nil : top
    }

    private mutating func add(_ key: MoveKey) {
        moves[key, default: 0] += 1
    }

    /// The screens `new` has that `old` (the same stack before) did not: the entries above what
    /// the two share, and the root too when it is another (or there was no stack before).
    mutating func countEntered(from old: RouteStack<Graph>?, to new: RouteStack<Graph>) {
        var kept = 0
        if let old, old.root == new.root {
            let count = min(old.entries.count, new.entries.count)
            while kept < count, old.entries[kept] == new.entries[kept] { kept += 1 }
        } else {
            screens[Graph.screen(of: new.root), default: 0] += 1
        }
        for entry in new.entries[kept...] { screens[Graph.screen(of: entry.route), default: 0] += 1 }
    }

    mutating func countLink(pattern: String, opening screen: Screen) {
        links[LinkKey(pattern: pattern, screen: screen), default: 0] += 1
    }

    // MARK: The record

    func record(of graph: GraphIdentity) -> NavigationRecord {
        let transitions = moves.map { key, count in
            var transition = NavigationRecord.Transition(
                from: key.from?.rawValue ?? "*", to: key.to?.rawValue, style: key.style?.rawValue, count: count)
            switch key.back {
            case .popTo(let screen, let inclusive)?:
                transition.popTo = screen.rawValue
                transition.inclusive = inclusive ? true : nil
            case .dismiss?: transition.dismiss = true
            case .selectRoot(let root)?: transition.selectRoot = root.rawValue
            case nil: break
            }
            return transition
        }
        return NavigationRecord(
            graph: graph, transitions: transitions,
            alertButtons: buttons.map { NavigationRecord.Button(alert: $0.key.alert.rawValue, button: $0.key.button, count: $0.value) },
            deepLinks: links.map { NavigationRecord.DeepLink(pattern: $0.key.pattern, screen: $0.key.screen.rawValue, count: $0.value) },
            screens: Dictionary(uniqueKeysWithValues: screens.map { ($0.key.rawValue, $0.value) }))
    }
}
