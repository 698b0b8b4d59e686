/// The set of legal moves of a graph, indexed for the questions the runtime asks.
///
/// Lookups are O(1): every check made on a move or on a restored stack is a `Set` membership
/// test, so validating a stack of n entries costs O(n) whatever the size of the graph.
public struct TransitionTable<Screen: Hashable & Sendable>: Hashable, Sendable {
    /// Every declared transition; duplicates in the input collapse.
    public let transitions: Set<LegalTransition<Screen>>

    /// Screens that some `.replace` transition targets. Kept separately because a `.replace`
    /// entry in a restored stack no longer records which screen it was performed from.
    private let replaceTargets: Set<Screen>

    public init(_ transitions: [LegalTransition<Screen>]) {
        self.transitions = Set(transitions)
        self.replaceTargets = Set(transitions.lazy.filter { $0.style == .replace }.map(\.to))
    }

    /// The table of all the chunks' transitions.
    public init(chunks: [[LegalTransition<Screen>]]) {
        self.init(chunks.flatMap { $0 })
    }

    /// Whether the graph declares a transition from `from` to `to` in `style`.
    public func allows(from: Screen, to: Screen, style: TransitionStyle) -> Bool {
        transitions.contains(LegalTransition(from: from, to: to, style: style))
    }

    /// Whether the graph declares `transition`.
    public func allows(_ transition: LegalTransition<Screen>) -> Bool {
        transitions.contains(transition)
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
