/// A stable rule name, printed in brackets after every diagnostic.
///
/// The names of `screens-format.md` are public interface and must not change. Rules this
/// project adds where the format is silent are marked as extensions.
public struct Rule: Hashable, Sendable, Comparable, CustomStringConvertible {
    public let name: String
    public let defaultSeverity: Severity

    public init(_ name: String, _ defaultSeverity: Severity) {
        self.name = name
        self.defaultSeverity = defaultSeverity
    }

    public var description: String { name }
    public static func < (lhs: Rule, rhs: Rule) -> Bool { lhs.name < rhs.name }

    public static let yamlSyntax = Rule("yaml-syntax", .error)
    public static let unknownKey = Rule("unknown-key", .error)
    public static let invalidValue = Rule("invalid-value", .error)
    public static let duplicateKey = Rule("duplicate-key", .error)
    public static let duplicateName = Rule("duplicate-name", .error)
    public static let invalidIdentifier = Rule("invalid-identifier", .error)
    public static let nameCollision = Rule("name-collision", .error)
    public static let missingGraph = Rule("missing-graph", .error)
    public static let missingRoot = Rule("missing-root", .error)
    public static let unknownScreen = Rule("unknown-screen", .error)
    public static let missingHandler = Rule("missing-handler", .error)
    public static let invalidType = Rule("invalid-type", .error)
    public static let invalidDefault = Rule("invalid-default", .error)
    public static let missingArgument = Rule("missing-argument", .error)
    public static let unknownArgument = Rule("unknown-argument", .error)
    public static let argumentTypeMismatch = Rule("argument-type-mismatch", .error)
    public static let invalidStyle = Rule("invalid-style", .error)
    public static let unreachableScreen = Rule("unreachable-screen", .warning)
    public static let unboundedCycle = Rule("unbounded-cycle", .warning)
    public static let invalidDeeplink = Rule("invalid-deeplink", .error)

    /// Extension: a deep link opens a screen with `requires:` (a note, for review).
    public static let guardedDeeplink = Rule("guarded-deeplink", .note)
    /// Extension: a link without a host part in a graph whose schemes are all custom and that
    /// lists no hosts: in the URL people type (`trailhead://user/@ada`) the link's first word
    /// is the host, which such a link does not read.
    public static let customSchemeHost = Rule("custom-scheme-host", .warning)
    /// Extension: an input over a safety limit (file size, nesting depth, alias expansion).
    public static let inputLimit = Rule("input-limit", .error)
    /// Extension: a screen includes a transition set that no file declares.
    public static let unknownTransitionSet = Rule("unknown-transition-set", .error)

    /// Every rule, in name order.
    public static let all: [Rule] = [
        yamlSyntax, unknownKey, invalidValue, duplicateKey, duplicateName, invalidIdentifier,
        nameCollision, missingGraph, missingRoot, unknownScreen, missingHandler, invalidType,
        invalidDefault, missingArgument, unknownArgument, argumentTypeMismatch, invalidStyle,
        unreachableScreen, unboundedCycle, invalidDeeplink, inputLimit, guardedDeeplink, customSchemeHost,
        unknownTransitionSet,
    ].sorted()

    public static func named(_ name: String) -> Rule? { all.first { $0.name == name } }
}
