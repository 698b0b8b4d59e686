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
    var imports: [Located<String>] = []
    var access: Located<AccessLevel>?
    var conformances: [Located<String>] = []
    var deepLinks: DeepLinkSettingsSyntax?
    var rules: [RuleSettingSyntax] = []
}

struct RuleSettingSyntax: Hashable, Sendable {
    var rule: Located<Rule>
    var severity: Located<Severity>
}

enum ScreenKind: String, Hashable, Sendable, CaseIterable {
    case view, alert
}

struct ScreenSyntax: Hashable, Sendable {
    var name: Located<String>
    /// The screen's value was not a mapping (reported): it is registered so references to it
    /// resolve, but its missing `view` is not reported again.
    var isMalformed = false
    var kind: ScreenKind = .view
    var view: Located<String>?
    var title: Located<String>?
    var message: Located<String>?
    var params: [ParamSyntax] = []
    var transitions: [TransitionSyntax] = []
    var buttons: [AlertButtonSyntax] = []
    /// `requires:`: the conditions that must hold before the screen is entered.
    var requires: [Located<String>] = []
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
}

enum TransitionStyle: String, Hashable, Sendable, CaseIterable {
    case push, sheet, cover, replace, alert
}

struct ArgumentBindingSyntax: Hashable, Sendable {
    var target: Located<String>
    var source: Located<String>
}

/// A transition or an alert button's move: a target, a style and `args` bindings.
struct MoveSyntax: Hashable, Sendable {
    var target: Located<String>?
    var style: Located<TransitionStyle>?
    var args: [ArgumentBindingSyntax] = []
}

struct TransitionSyntax: Hashable, Sendable {
    var action: Located<String>
    var move: MoveSyntax
}

enum AlertButtonRole: String, Hashable, Sendable, CaseIterable {
    case cancel, destructive
}

struct AlertButtonSyntax: Hashable, Sendable {
    var id: Located<String>
    var title: Located<String>?
    var role: Located<AlertButtonRole>?
    var move: MoveSyntax
}
