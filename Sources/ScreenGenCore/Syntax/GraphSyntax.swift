import ScreenGenDiagnostics

/// The decoded form of one screens file: the format's schema, with every value located and
/// nothing resolved yet (references are still the text the user wrote).
struct FileSyntax: Hashable, Sendable {
    var path: String
    /// False when the file could not be read as a screens file at all (a YAML syntax error, an
    /// input limit, a top level that is not a mapping): the graph is missing whatever it held.
    var isComplete = true
    /// True when a transition or button of the file was dropped for an error.
    var droppedMoves = false
    var feature: Located<String>?
    var graph: GraphSettingsSyntax?
    var screens: [ScreenSyntax] = []
    var deepLinks: [DeepLinkSyntax] = []
    /// `anywhere`: moves made over whatever screen is shown (a notification, a menu command).
    var anywhere: AnywhereSyntax?
    /// `transition-sets`: named blocks of transitions that screens `include`.
    var transitionSets: [TransitionSetSyntax] = []
    /// `transition-sets` may be misspelt or invalid (reported): a set a screen includes may be
    /// one the user wrote, so "unknown transition set" is not a safe conclusion.
    var mayLackTransitionSets = false
    /// An unknown top-level key (reported) may have been meant as `graph`: "no file has graph"
    /// would then be a second diagnostic for one mistake.
    var mayLackGraph = false
    /// `screens` or `feature` may be misspelt or invalid (reported): the file's screens may be
    /// missing or in the wrong namespace, so a reference that finds nothing proves nothing.
    var mayLackScreens = false
}

/// One entry of `start-params`: a root and the params of it the app supplies at start.
struct StartParamsSyntax: Hashable, Sendable {
    var root: Located<String>
    var params: [Located<String>]
}

enum AccessLevel: String, Hashable, Sendable, CaseIterable {
    case `internal`, `public`
}

struct GraphSettingsSyntax: Hashable, Sendable {
    /// Where `graph:` itself stands: the anchor for "more than one file has graph".
    var keyLocation: SourceLocation
    var route: Located<String>?
    var root: Located<String>?
    var roots: Located<[Located<String>]>?
    /// A `root` or `roots` was written but could not be decoded (and was reported): the graph
    /// is not "without a root".
    var hasInvalidRoots = false
    /// `start-params`: root → the params of it the app passes when it creates the state.
    var startParams: [StartParamsSyntax] = []
    var imports: [Located<String>] = []
    /// `module`: the Swift module the graph's own folder is compiled into, when the graph is
    /// split into modules (what the other modules import).
    var module: Located<String>?
    /// `modules`: the modules the graph is split into, each a folder beside the graph file.
    var modules: Located<[Located<String>]>?
    var access: Located<AccessLevel>?
    var conformances: [Located<String>] = []
    var deepLinks: DeepLinkSettingsSyntax?
    /// `deeplinks` under `graph` may be misspelt or invalid (reported): links are not checked.
    var mayLackDeepLinkSettings = false
    var rules: [RuleSettingSyntax] = []
    /// `generate`: which per-transition APIs to write; nil when not given (all of them).
    var generate: [Located<GeneratedAPI>]?
    /// `flows`: the app flows, in declared order (the first is where the app starts); nil when
    /// not given.
    var flows: Located<[FlowSyntax]>?
    /// `flows` may be misspelt or invalid (reported): the graph may have flows the user meant.
    var mayLackFlows = false
    /// `layers`: the app-wide layers, in declared order; nil when not given.
    var layers: Located<[LayerSyntax]>?
    /// `splits`: the roots shown as split views, in declared order; nil when not given.
    var splits: Located<[SplitSyntax]>?
    /// `animate-built-stacks`: whether a stack a link or a restore builds at once animates; nil
    /// when not given (it does).
    var animatesBuiltStacks: Located<BooleanWord>?
}

/// One entry of `graph.flows`: a named root set, what entering it requires, and its moves.
struct FlowSyntax: Hashable, Sendable {
    var name: Located<String>
    /// `roots:`; nil when not written (or not decodable: then `keysMaybeMeant` has it).
    var roots: Located<[Located<String>]>?
    /// `requires:`: conditions, as a screen's.
    var requires: [Located<String>] = []
    /// `moves:`: action → target flow, in declared order.
    var moves: [FlowMoveSyntax] = []
    /// Keys written with a value that could not be decoded, or the likely meaning of an
    /// unknown key (each reported).
    var keysMaybeMeant: Set<String> = []
}

/// One entry of a flow's `moves:`: `signIn: session` or `signIn: { to: session }`.
struct FlowMoveSyntax: Hashable, Sendable {
    var action: Located<String>
    /// Nil when it could not be decoded (reported).
    var target: Located<String>?
}

/// The per-transition APIs `graph.generate` chooses among. Each costs a debug build about 5 ms
/// per transition (a method, and for routers a protocol witness too), so a large app may keep
/// only the one it uses.
enum GeneratedAPI: String, Hashable, Sendable, CaseIterable {
    /// `<Screen>Directions`: a type per screen with a method per transition.
    case directions
    /// `<Feature>Router` and `<Feature>NavigationRouter`: a protocol per feature and its
    /// implementation.
    case routers
    /// `<Route>Samples` and `<Route>Graph.sampleRoute(of:samples:)`: a route of every screen
    /// from the app's sample values, to follow `pathsToEveryScreen()` in tests. A line a screen.
    case paths
}

struct RuleSettingSyntax: Hashable, Sendable {
    var rule: Located<Rule>
    var severity: Located<Severity>
}

enum ScreenKind: String, Hashable, Sendable, CaseIterable {
    case view, alert
    /// A confirmation dialog (an action sheet): an alert's data, shown as SwiftUI's
    /// `confirmationDialog`.
    case dialog

    /// Alerts and dialogs: a title, a message and buttons, no view.
    var hasButtons: Bool { self != .view }

    /// The kind's name with its indefinite article, for diagnostics: "a view", "an alert",
    /// "a dialog".
    var withArticle: String {
        switch self {
        case .alert: "an \(rawValue)"
        case .view, .dialog: "a \(rawValue)"
        }
    }

    /// The style a move into a screen of this kind must have; nil for a view screen (any
    /// style but those two).
    var enteringStyle: TransitionStyle? {
        switch self {
        case .view: nil
        case .alert: .alert
        case .dialog: .dialog
        }
    }
}

/// A screen as written.
///
/// The keys most screens lack (an alert's `message`, `buttons` and `fields`, `requires`,
/// `returns`, `finishes`, `exit`, the presentation details, …) live in one boxed
/// `RareScreenSyntax`, allocated only for a screen that has one: the resolver holds every
/// screen's syntax until the graph is built, and copies one per screen and pass (#33: memory
/// per screen, and the copies' reference counting).
struct ScreenSyntax: Hashable, Sendable {
    var name: Located<String>
    /// The screen's value was not a mapping (reported): it is registered so references to it
    /// resolve, but its missing `view` is not reported again.
    var isMalformed = false
    /// Keys the user may have written although the screen has no valid value for them: written
    /// with a value that could not be decoded, or the likely meaning of an unknown key (each
    /// reported). Checks that would conclude such a key is missing stay silent.
    var keysMaybeMeant: Set<String> = []
    /// A param declaration was dropped for an error (reported).
    var droppedParams = false
    var kind: ScreenKind = .view
    var view: Located<String>?
    var title: Located<String>?
    var params: [ParamSyntax] = []
    var transitions: [TransitionSyntax] = []
    /// `include:`: the transition sets whose transitions the screen has too, in order.
    var includes: [Located<String>] = []
    /// The rare keys; nil while every one has its default.
    var rare: Boxed<RareScreenSyntax>?

    /// Where `view`'s text starts when it is written there character for character (see
    /// `DecodingContext.verbatimStart(of:)`): a mistake in its arguments is reported where it is.
    /// Only for a view built with arguments.
    var viewTextStart: SourceLocation? {
        get { rare?.value.viewTextStart }
        set { rare.updateRare { $0.viewTextStart = newValue } }
    }
    var message: Located<String>? {
        get { rare?.value.message }
        set { rare.updateRare { $0.message = newValue } }
    }
    var buttons: [AlertButtonSyntax] {
        get { rare?.value.buttons ?? [] }
        set { rare.updateRare { $0.buttons = newValue } }
    }
    /// `fields:` of an alert: text fields typed into before a button is tapped.
    var fields: [AlertFieldSyntax] {
        get { rare?.value.fields ?? [] }
        set { rare.updateRare { $0.fields = newValue } }
    }
    /// `requires:`: the conditions that must hold before the screen is entered.
    var requires: [Located<String>] {
        get { rare?.value.requires ?? [] }
        set { rare.updateRare { $0.requires = newValue } }
    }
    /// `returns:`: the type of the value the screen hands back to the move that entered it.
    var returns: Located<String>? {
        get { rare?.value.returns }
        set { rare.updateRare { $0.returns = newValue } }
    }
    /// `finishes:`: the flow (the screen that starts it, with `returns:`) this screen may end
    /// with that screen's result.
    var finishes: Located<String>? {
        get { rare?.value.finishes }
        set { rare.updateRare { $0.finishes = newValue } }
    }
    /// `exit:`: what leaving the screen asks first; nil when not written.
    var exit: ExitSyntax? {
        get { rare?.value.exit }
        set { rare.updateRare { $0.exit = newValue } }
    }
    /// `detents:`: the heights its sheet rests at, in order, each once; nil when not written or
    /// not valid (reported).
    var detents: Located<[SheetDetentValue]>? {
        get { rare?.value.detents }
        set { rare.updateRare { $0.detents = newValue } }
    }
    /// `dismiss-by-swipe:`: whether the user may swipe its sheet or cover down, where the key
    /// stands; nil when not written or not valid (reported).
    var dismissBySwipe: Located<Bool>? {
        get { rare?.value.dismissBySwipe }
        set { rare.updateRare { $0.dismissBySwipe = newValue } }
    }
    /// `navigation-transition:`: how the screen appears when a move enters it (`zoom`: from the
    /// view the app marks as its source), where the key stands; nil when not written or not valid.
    var navigationTransition: Located<NavigationTransitionWord>? {
        get { rare?.value.navigationTransition }
        set { rare.updateRare { $0.navigationTransition = newValue } }
    }

    /// Whether the user may have written `key` although the screen lacks a valid one: the screen
    /// was malformed, or `key` is in `keysMaybeMeant`.
    // Always inlined, as `isKindKnown` is: called on a screen read out of an array (once per move,
    // on its target), a call copied the whole screen to pass it (#33).
    @inline(__always)
    func mayHaveMeant(_ key: String) -> Bool {
        isMalformed || keysMaybeMeant.contains(key)
    }

    /// Whether `params` may lack params the user declared: then "no such param" is not a
    /// safe conclusion about this screen.
    var mayLackParams: Bool { mayHaveMeant("params") || droppedParams }

    /// False when the screen was malformed, its `kind` was invalid, or an unknown key may be a
    /// misspelt `kind` (each reported): `kind` is then a guess, and checks of what that kind of
    /// screen must have or may take stay silent.
    var isKindKnown: Bool {
        @inline(__always) get { !mayHaveMeant("kind") }
    }
}

/// The keys of a screen that most screens lack (see `ScreenSyntax`).
struct RareScreenSyntax: Hashable, RareFieldSet {
    var isEmpty: Bool { self == Self() }

    var viewTextStart: SourceLocation?
    var message: Located<String>?
    var buttons: [AlertButtonSyntax] = []
    var fields: [AlertFieldSyntax] = []
    var requires: [Located<String>] = []
    var returns: Located<String>?
    var finishes: Located<String>?
    var exit: ExitSyntax?
    var detents: Located<[SheetDetentValue]>?
    var dismissBySwipe: Located<Bool>?
    var navigationTransition: Located<NavigationTransitionWord>?
}

/// A screen's `exit: { ask: alert, when: condition }`: while the condition holds, leaving the
/// screen asks the alert first.
struct ExitSyntax: Hashable, Sendable {
    /// Where `exit` itself stands.
    var location: SourceLocation
    /// `ask`: the alert screen; nil when not written or not decodable.
    var ask: Located<String>?
    /// `when`: the condition; nil when not written or not decodable.
    var when: Located<String>?
    /// Keys written with a value that could not be decoded, or the likely meaning of an
    /// unknown key (each reported).
    var keysMaybeMeant: Set<String> = []
}

/// A default as written: the scalar's text and whether it was quoted, which decides whether
/// `"3"` is a string or a number.
struct DefaultSyntax: Hashable, Sendable {
    var text: String
    var isQuoted: Bool
    var isNull: Bool
    var location: SourceLocation
}

struct ParamSyntax: Hashable, Sendable {
    var name: Located<String>
    var type: Located<String>
    var defaultValue: DefaultSyntax?
    /// `live: true` or `live: closure`, where it is written: the value exists only while the
    /// app runs.
    var live: SourceLocation?
    /// `live: closure`.
    var isClosure = false
    /// The declaration had an error (reported): an unknown key in its mapping, perhaps a
    /// misspelt `default`, or a default that is not a scalar. Whether it is required is not known.
    var hasInvalidDeclaration = false
}

enum TransitionStyle: String, Hashable, Sendable, CaseIterable {
    case push, sheet, cover, replace, alert, dialog

    /// The runtime's style (`ScreenNavigation.TransitionStyle`): a dialog is shown and checked
    /// as an alert; only its content says to present it as a confirmation dialog.
    var runtimeName: String { self == .dialog ? TransitionStyle.alert.rawValue : rawValue }
}

/// The values of a param's `live` key.
enum LiveWord: String, Hashable, Sendable, CaseIterable {
    case `true`, `false`
    /// Live, and its type is a function type (named by a typealias, as the type grammar has
    /// none): a parameter of it is written `@escaping`.
    case closure
}

/// `true` or `false`, as a key whose value is one of two words.
/// One item of a screen's `detents:`: SwiftUI's `PresentationDetent` by name, as the runtime's
/// `SheetDetent` carries it.
enum SheetDetentValue: Hashable, Sendable {
    case medium, large
    /// `{fraction: f}`, 0 < f <= 1.
    case fraction(Double)
    /// `{height: h}`, h > 0 points.
    case height(Double)

    /// How the format writes it (in messages and dump lines).
    var yamlText: String {
        switch self {
        case .medium: "medium"
        case .large: "large"
        case .fraction(let value): "{fraction: \(Self.text(value))}"
        case .height(let value): "{height: \(Self.text(value))}"
        }
    }

    /// How a dump line writes it, without spaces: `medium`, `fraction:0.3`, `height:200`.
    var dumpText: String {
        switch self {
        case .medium, .large: yamlText
        case .fraction(let value): "fraction:\(Self.text(value))"
        case .height(let value): "height:\(Self.text(value))"
        }
    }

    /// How generated code writes it: the runtime's `SheetDetent`.
    var swift: String {
        switch self {
        case .medium: ".medium"
        case .large: ".large"
        case .fraction(let value): ".fraction(\(Self.text(value)))"
        case .height(let value): ".height(\(Self.text(value)))"
        }
    }

    /// `200` for a whole number, else Swift's shortest form (`0.3`): deterministic.
    static func text(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
    }
}

enum BooleanWord: String, Hashable, Sendable, CaseIterable {
    case `true`, `false`
}

/// The values of a screen's `navigation-transition` key: SwiftUI's `NavigationTransition` by name.
enum NavigationTransitionWord: String, Hashable, Sendable, CaseIterable {
    /// The system's transition for the way the screen is entered (the default).
    case automatic
    /// Zooms in from the source view the app marks (`matchedTransitionSource(id:in:)`).
    case zoom
}

/// The values of a transition's `dismiss` key: which sheets and covers go before the move.
enum DismissWord: String, Hashable, Sendable, CaseIterable {
    case `true`, `false`, all
    case toFirst = "to-first"
}

/// The values of a move's `cycle` key.
enum CycleMark: String, Hashable, Sendable, CaseIterable {
    /// The cycles the move closes are meant: the stack grows as deep as the user drills.
    case intended
}

struct ArgumentBindingSyntax: Hashable, Sendable {
    var target: Located<String>
    var source: Located<String>
}

/// A transition or an alert button's move: a target, a style and `args` bindings.
///
/// The keys that go back before the move or on after it (`pop-to`, `select-root`, `dismiss`,
/// `then`, `back`, …) are rare: they live in one boxed `RareMoveSyntax`, allocated only for a
/// move that has one, so that the common move is half the size. A large graph keeps every
/// transition's syntax until it is resolved (#33: memory per screen).
struct MoveSyntax: Hashable, Sendable {
    var target: Located<String>?
    var style: Located<TransitionStyle>?
    var args: [ArgumentBindingSyntax] = []
    /// `cycle: intended`: a cycle this move closes is meant (a drill-down), not reported.
    var isIntendedCycle = false
    /// Keys the user may have written although the move has no valid value for them: `to`
    /// written with an invalid value, `args` with an entry that could not be decoded, or the
    /// likely meaning of an unknown key (each reported).
    var keysMaybeMeant: Set<String> = []
    /// The rare keys; nil while every one has its default.
    var rare: Boxed<RareMoveSyntax>?

    var popTo: Located<String>? {
        get { rare?.value.popTo }
        set { rare.updateRare { $0.popTo = newValue } }
    }
    var isInclusive: Bool {
        get { rare?.value.isInclusive ?? false }
        set { rare.updateRare { $0.isInclusive = newValue } }
    }
    var selectRoot: Located<String>? {
        get { rare?.value.selectRoot }
        set { rare.updateRare { $0.selectRoot = newValue } }
    }
    var keepsStack: Bool {
        get { rare?.value.keepsStack ?? false }
        set { rare.updateRare { $0.keepsStack = newValue } }
    }
    var dismiss: SourceLocation? {
        get { rare?.value.dismiss }
        set { rare.updateRare { $0.dismiss = newValue } }
    }
    var dismissal: ScreenGraph.LayerDismissal {
        get { rare?.value.dismissal ?? .top }
        set { rare.updateRare { $0.dismissal = newValue } }
    }
    var then: [Located<String>] {
        get { rare?.value.then ?? [] }
        set { rare.updateRare { $0.then = newValue } }
    }
    var thenLocation: SourceLocation? {
        get { rare?.value.thenLocation }
        set { rare.updateRare { $0.thenLocation = newValue } }
    }
    var hidesBack: SourceLocation? {
        get { rare?.value.hidesBack }
        set { rare.updateRare { $0.hidesBack = newValue } }
    }
    var choice: Located<String>? {
        get { rare?.value.choice }
        set { rare.updateRare { $0.choice = newValue } }
    }
    var oneOf: [Located<String>] {
        get { rare?.value.oneOf ?? [] }
        set { rare.updateRare { $0.oneOf = newValue } }
    }
    var oneOfLocation: SourceLocation? {
        get { rare?.value.oneOfLocation }
        set { rare.updateRare { $0.oneOfLocation = newValue } }
    }
    /// Whether the move names a choice of targets (`choice:` or `one-of:` written).
    var namesChoice: Bool { choice != nil || oneOfLocation != nil }

    /// Whether the move may have a target the user wrote that was lost to a reported error.
    var mayHaveMeantTarget: Bool { target == nil && keysMaybeMeant.contains("to") }
    /// Whether `style` is what the user meant: not when it is absent and may have been misspelt.
    var isStyleKnown: Bool { style != nil || !keysMaybeMeant.contains("style") }
    /// Whether `args` holds every binding the user wrote.
    var areArgsComplete: Bool { !keysMaybeMeant.contains("args") }
}

/// The keys of a move that most moves lack (see `MoveSyntax`).
struct RareMoveSyntax: Hashable, RareFieldSet {
    var isEmpty: Bool { self == Self() }

    /// `pop-to`: go back to this screen before moving.
    var popTo: Located<String>?
    /// `inclusive: true`: remove the `pop-to` screen too.
    var isInclusive = false
    /// `select-root`: select this root's stack and go back to it before moving (a transition only).
    var selectRoot: Located<String>?
    /// `keep-stack: true` with `select-root`: select that stack as it is, not back to its root.
    var keepsStack = false
    /// `dismiss: true`: dismiss the sheet or cover the screen is in before moving; where the
    /// key stands. An alert button may dismiss without moving on.
    var dismiss: SourceLocation?
    /// Which sheets and covers `dismiss` dismisses: `true` the current one, `all` or `to-first`.
    var dismissal: ScreenGraph.LayerDismissal = .top
    /// `then: [screen, …]`: after the target, on through these screens, each by the transition
    /// the screen before it declares to it (a sheet opened at depth). A transition's only.
    var then: [Located<String>] = []
    /// Where `then` is written, when it is.
    var thenLocation: SourceLocation?
    /// `back: false`: a push the user cannot pop; where the value stands. A screen's own push only.
    var hidesBack: SourceLocation?
    /// `choice: code-entry` with `one-of: [scan-code, manual-entry]` (#37): the app's resolver
    /// picks the target among these. A screen's own transition only.
    var choice: Located<String>?
    var oneOf: [Located<String>] = []
    /// Where `one-of` is written, when it is.
    var oneOfLocation: SourceLocation?
}

/// A value kept on the heap, shared by copies and never changed in place (a change makes a new
/// box): an `indirect` case's payload is boxed. What a large graph's values keep their rare
/// parts in, so that the common value stays small (#33: memory per screen).
indirect enum Boxed<Value: Sendable>: Sendable {
    case value(Value)

    var value: Value {
        switch self {
        case .value(let value): value
        }
    }
}

extension Boxed: Equatable where Value: Equatable {}
extension Boxed: Hashable where Value: Hashable {}

/// The fields a value keeps in a `Boxed` of their own, made only while one of them is set
/// (`RareScreenSyntax`, a resolved screen's `RareFields`, …).
protocol RareFieldSet: Sendable {
    /// Every field empty.
    init()
    var isEmpty: Bool { get }
}

extension Optional {
    /// Changes a rare field in a new box (a box may be shared by copies); back at all empty, the
    /// box goes, so that values without rare fields keep none (and equal ones compare equal).
    mutating func updateRare<Fields: RareFieldSet>(_ change: (inout Fields) -> Void) where Wrapped == Boxed<Fields> {
        var fields = self?.value ?? Fields()
        change(&fields)
        self = fields.isEmpty ? nil : .value(fields)
    }
}

struct TransitionSyntax: Hashable, Sendable {
    var action: Located<String>
    var move: MoveSyntax
}

/// One entry of `transition-sets`: transitions declared once for every screen that includes
/// the set (a status row's moves, a toolbar's sheets).
/// A file's `anywhere:` block: where its key is written, and its transitions.
struct AnywhereSyntax: Hashable, Sendable {
    var location: SourceLocation
    var transitions: [TransitionSyntax]
}

struct TransitionSetSyntax: Hashable, Sendable {
    var name: Located<String>
    var transitions: [TransitionSyntax]
}

enum AlertButtonRole: String, Hashable, Sendable, CaseIterable {
    case cancel, destructive
}

/// `id: Title`, or `id: { title: Title, secure: true }`.
struct AlertFieldSyntax: Hashable, Sendable {
    var id: Located<String>
    var title: Located<String>?
    var isSecure = false
}

struct AlertButtonSyntax: Hashable, Sendable {
    var id: Located<String>
    var title: Located<String>?
    var role: Located<AlertButtonRole>?
    var move: MoveSyntax
    /// `requires:`: the conditions that must hold, for the alert's route, for the button to be
    /// shown and tapped.
    var requires: [Located<String>] = []
}
