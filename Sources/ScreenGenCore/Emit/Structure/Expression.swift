/// The expressions the emitters write: enough for tables of `.init(…)` values, calls and
/// `switch` values. A list in one (arguments, array elements) is what the renderer breaks.
enum Expression {
    /// A name, a number, a type or an implicit member (`.settings`) as written.
    case identifier(String)
    /// A string literal meaning exactly this text (escaped when written).
    case string(String)
    /// A string literal as written, quotes included: one with interpolations
    /// (`RouteExpressions.literal`).
    case literal(String)
    /// `base.name`.
    indirect case member(Expression, String)
    /// `callee(label: value, …)`; `oneALine` writes each argument on a line of its own however
    /// short, as an alert's content is.
    indirect case call(Expression, [Argument], oneALine: Bool = false)
    /// `[a, b]`; `oneALine` writes each element on a line of its own with a trailing comma, as
    /// the graph's tables are, however short.
    case array([Expression], oneALine: Bool = false)
    /// `(a, b)`.
    case tuple([Argument])
    /// `try value`.
    indirect case `try`(Expression)
    /// `lhs op rhs`.
    indirect case binary(Expression, String, Expression)
    /// `key: value`, an entry of a dictionary literal (an `.array` of them is one).
    indirect case pair(Expression, Expression)

    /// `.name`: an implicit member.
    static func dot(_ name: String) -> Expression { .identifier("." + name) }
}

/// `label: value`, or `value` alone.
struct Argument {
    var label: String?
    var value: Expression

    init(_ value: Expression) {
        self.value = value
    }

    init(_ label: String, _ value: Expression) {
        self.label = label
        self.value = value
    }
}
