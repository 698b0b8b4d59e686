/// The statements the emitters write.
enum Statement {
    case expression(Expression)
    case `return`(Expression)
    /// `name = value`.
    case assignment(String, Expression)
    case `switch`(Expression, [SwitchCase])
    /// `guard a, b else { body }`: on one line when it fits, else the body below; when even
    /// `guard a, b else {` is too long, a condition a line and `else {` below them.
    case `guard`([Expression], else: [Statement])
}

/// `case a, b: body` (`default:` when there is no pattern). A body of one statement stays on the
/// label's line when it fits, else goes below it.
///
/// The first pattern and the first statement are stored inline: a case of one pattern and one
/// statement, what nearly every case over a large graph's screens is, allocates no array.
struct SwitchCase {
    private(set) var firstPattern: Expression?
    private(set) var otherPatterns: [Expression] = []
    private(set) var firstStatement: Statement?
    private(set) var otherStatements: [Statement] = []

    init(_ patterns: [Expression], _ body: [Statement]) {
        firstPattern = patterns.first
        otherPatterns = Array(patterns.dropFirst())
        firstStatement = body.first
        otherStatements = Array(body.dropFirst())
    }

    /// `case pattern: statement`.
    init(_ pattern: Expression, _ statement: Statement) {
        firstPattern = pattern
        firstStatement = statement
    }

    static func `default`(_ body: [Statement]) -> SwitchCase { SwitchCase([], body) }

    /// `default: statement`.
    static func `default`(_ statement: Statement) -> SwitchCase { SwitchCase([], [statement]) }

    var patterns: [Expression] { firstPattern.map { [$0] + otherPatterns } ?? [] }
    var body: [Statement] { firstStatement.map { [$0] + otherStatements } ?? [] }
}
