/// One line of a graph dump: a kind, a key that identifies the fact within its kind, and a
/// value. Two dumps are compared fact by fact: the same kind and key in both is one fact, kept,
/// changed (another value), removed or added.
///
/// The key is a fixed number of tokens per kind (names and patterns, never with spaces); the
/// value is the rest of the line, free text for titles and a few space-separated tokens for
/// moves and links.
public struct GraphFact: Hashable, Sendable {
    public enum Kind: String, CaseIterable, Hashable, Sendable {
        /// `scheme myapp`: a deep-link scheme.
        case scheme
        /// `host example.com`: a deep-link host.
        case host
        /// `roots home settings`: the roots, in order (one stack each in saved state).
        case roots
        /// `anywhere compose sheet editor.new`: a move made over whatever is shown, as a
        /// transition's value (`select-root <root> then …` for one that selects a root).
        case anywhere
        /// `start-flow signedOut`: the flow the app starts in (the first of `graph.flows`).
        case startFlow = "start-flow"
        /// `flow session trails map`: a flow (`graph.flows`) and its roots, in order. Saved
        /// state carries the flow's name.
        case flow
        /// `flow-requires session signedIn`: a condition entering a flow requires.
        case flowRequires = "flow-requires"
        /// `flow-move session signOut signedOut`: a flow move, by action, and its target flow.
        case flowMove = "flow-move"
        /// `layer settings sheet outside=dismiss`: an app-wide layer (`graph.layers`), its style,
        /// what moves from outside do, and `over-alerts` when it opens over alerts. Saved state
        /// carries the layers shown.
        case layer
        /// `split chats columns=2`: a root a regular width shows as a split view
        /// (`graph.splits`). Saved state holds the root's one stack, never its columns.
        case split
        /// `animate-built-stacks false`: stacks a link or a restore builds at once appear without
        /// animation; no fact when they animate (the default).
        case animateBuiltStacks = "animate-built-stacks"
        /// `screen contacts.detail view`: a screen and its kind (`view` or `alert`).
        case screen
        /// `view contacts.detail ContactDetailView`.
        case view
        /// `title contacts.detail {name}`: placeholders as `{param}`.
        case title
        /// `message contacts.confirm-delete Delete {name}?`: an alert's message.
        case message
        /// `param contacts.detail id Int`: a param and its type, after `live` for a live param
        /// (`param item.detail model live ItemModel`).
        case param
        /// `default contacts.detail tab 0`: a param's default (`nil` for an optional).
        case `default`
        /// `requires chat.conversation signedIn`: a guard.
        case requires
        /// `exit editor discardChanges unsavedChanges`: an exit guard, the alert it asks and the
        /// condition under which it asks.
        case exit
        /// `presentation editor detents=medium,large dismiss-by-swipe=false`: how a screen is
        /// presented as a sheet or cover (`detents:`, `dismiss-by-swipe:`), defaults left out.
        case presentation
        /// `returns contacts.picker Contact`: the type of the value a screen hands back.
        case returns
        /// `finishes chat.create-room chat.start-chat`: a screen that may end the flow another
        /// screen presented (`finishes:`), with that screen's result.
        case finishes
        /// `start-param profile account`: a root param the app passes at start.
        case startParam = "start-param"
        /// `transition contacts.list open push contacts.detail id=id`: action, then style,
        /// target and the target params bound from the source's (`target=source`).
        case transition
        /// `button contacts.confirm-delete delete destructive`: an alert button and its role.
        case button
        /// `button-move contacts.confirm-delete delete replace contacts.list`: where it goes.
        case buttonMove = "button-move"
        /// `button-requires vault.more-options copy-number isCard`: the conditions a button needs
        /// to be shown and tapped, in declared order.
        case buttonRequires = "button-requires"
        /// `field contacts.rename name New name`: an alert's text field and its title, after
        /// `secure` for one that hides its text.
        case field
        /// `link /chats/{}?q={} root=chats stack=chat.conversation values=i,s`: a deep link's
        /// shape (placeholders as `{}`, query keys sorted), its root, stack and value kinds.
        case link

        /// How many tokens the key has.
        public var keyArity: Int {
            switch self {
            case .roots, .startFlow, .animateBuiltStacks: 0
            case .scheme, .host, .screen, .view, .title, .message, .returns, .finishes, .link, .anywhere, .flow, .exit,
                .layer, .presentation, .split:
                1
            case .param, .default, .requires, .startParam, .transition, .button, .buttonMove, .buttonRequires, .field,
                .flowRequires, .flowMove:
                2
            }
        }

        /// Whether the key's first token is a screen the fact belongs to.
        var belongsToScreen: Bool {
            switch self {
            case .scheme, .host, .roots, .link, .anywhere, .startFlow, .flow, .flowRequires, .flowMove, .layer,
                .animateBuiltStacks, .split:
                false
            case .screen, .view, .title, .message, .param, .default, .requires, .exit, .presentation, .returns,
                .finishes,
                .startParam,
                .transition,
                .button,
                .buttonMove, .buttonRequires, .field:
                true
            }
        }
    }

    public var kind: Kind
    public var key: [String]
    public var value: String

    public init(_ kind: Kind, _ key: [String], _ value: String = "") {
        precondition(key.count == kind.keyArity, "a \(kind.rawValue) fact has \(kind.keyArity) key tokens")
        self.kind = kind
        self.key = key
        self.value = value
    }

    /// What identifies the fact in a dump: its kind and key.
    public struct Identity: Hashable, Sendable {
        public var kind: Kind
        public var key: [String]
    }

    public var identity: Identity { Identity(kind: kind, key: key) }

    /// The screen the fact is about, for facts that belong to one.
    var screen: String? { kind.belongsToScreen ? key[0] : nil }

    /// The flow the fact is about, for facts of a flow.
    var flow: String? {
        switch kind {
        case .flow, .flowRequires, .flowMove: key[0]
        default: nil
        }
    }
}

extension GraphFact {
    /// Dump order: deep-link settings, roots, then each screen (by name) with its facts, then
    /// links. A screen's facts follow `Kind`'s declaration order, so a reader sees a screen
    /// whole.
    static func precedes(_ a: GraphFact, _ b: GraphFact) -> Bool {
        let sectionA = section(a.kind)
        let sectionB = section(b.kind)
        if sectionA != sectionB { return sectionA < sectionB }
        if let screenA = a.screen, let screenB = b.screen, screenA != screenB {
            return screenA.utf8.lexicographicallyPrecedes(screenB.utf8)
        }
        let rankA = rank(a.kind)
        let rankB = rank(b.kind)
        if rankA != rankB { return rankA < rankB }
        if a.key != b.key {
            return a.key.lexicographicallyPrecedes(b.key) { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        }
        return a.value.utf8.lexicographicallyPrecedes(b.value.utf8)
    }

    private static func section(_ kind: Kind) -> Int {
        switch kind {
        case .scheme, .host: 0
        case .roots, .anywhere, .startFlow, .flow, .flowRequires, .flowMove: 1
        case .link: 3
        default: 2
        }
    }

    private static func rank(_ kind: Kind) -> Int {
        Kind.allCases.firstIndex(of: kind) ?? 0
    }
}
