/// The set of legal moves of a graph, indexed for the questions the runtime asks.
///
/// Lookups are O(1): every check made on a move or on a restored stack is a `Set` membership
/// test, so validating a stack of n entries costs O(n) whatever the size of the graph.
@_spi(Generated) public struct TransitionTable<Screen: Hashable & Sendable>: Hashable, Sendable {
    /// Every declared transition; duplicates in the input collapse.
    public let transitions: Set<LegalTransition<Screen>>

    /// Screens that some `.replace` transition targets. Kept separately because a `.replace`
    /// entry in a restored stack no longer records which screen it was performed from.
    private let replaceTargets: Set<Screen>

    /// The moves allowed from every screen (`anywhere:`): each target with its styles.
    private let anywhere: [Screen: Set<TransitionStyle>]

    public init(_ transitions: [LegalTransition<Screen>]) {
        self.init(transitions, anywhere: [])
    }

    /// The table of `transitions`, and of `anywhere`: moves (target, style) allowed from every
    /// screen, as a notification or a menu command makes them over whatever is shown.
    public init(_ transitions: [LegalTransition<Screen>], anywhere: [(to: Screen, style: TransitionStyle)]) {
        self.transitions = Set(transitions)
        var targets: [Screen: Set<TransitionStyle>] = [:]
        for move in anywhere { targets[move.to, default: []].insert(move.style) }
        self.anywhere = targets
        self.replaceTargets = Set(transitions.lazy.filter { $0.style == .replace }.map(\.to))
            .union(anywhere.lazy.filter { $0.style == .replace }.map(\.to))
    }

    /// The table of all the chunks' transitions.
    public init(chunks: [[LegalTransition<Screen>]]) {
        self.init(chunks.flatMap { $0 })
    }

    /// Whether the graph declares a transition from `from` to `to` in `style`, or allows it from
    /// every screen (`anywhere`).
    public func allows(from: Screen, to: Screen, style: TransitionStyle) -> Bool {
        transitions.contains(LegalTransition(from: from, to: to, style: style))
            || allowsFromAnywhere(to: to, style: style)
    }

    /// Whether the graph declares `transition`, or allows it from every screen.
    public func allows(_ transition: LegalTransition<Screen>) -> Bool {
        allows(from: transition.from, to: transition.to, style: transition.style)
    }

    /// Whether the graph allows a move to `to` in `style` from every screen (`anywhere:`).
    public func allowsFromAnywhere(to: Screen, style: TransitionStyle) -> Bool {
        anywhere[to]?.contains(style) ?? false
    }

    /// The styles declared from `from` to `to`, in `TransitionStyle.allCases` order
    /// (push, sheet, cover, replace, alert) so callers that pick "the first" are deterministic.
    public func styles(from: Screen, to: Screen) -> [TransitionStyle] {
        TransitionStyle.allCases.filter { allows(from: from, to: to, style: $0) }
    }

    /// Whether any declared `.replace` transition targets `screen` — the legality rule for a
    /// `.replace` entry found at the bottom of a restored or jumped-to stack.
    public func isReplaceTarget(_ screen: Screen) -> Bool {
        replaceTargets.contains(screen)
    }

    /// The declared transitions leaving `screen`, in no particular order.
    public func transitions(from screen: Screen) -> [LegalTransition<Screen>] {
        transitions.filter { $0.from == screen }
    }
}

extension TransitionTable: ExpressibleByArrayLiteral {
    public init(arrayLiteral elements: LegalTransition<Screen>...) {
        self.init(elements)
    }
}
