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
struct SwitchCase {
    var patterns: [Expression]
    var body: [Statement]

    init(_ patterns: [Expression], _ body: [Statement]) {
        self.patterns = patterns
        self.body = body
    }

    static func `default`(_ body: [Statement]) -> SwitchCase { SwitchCase([], body) }
}
