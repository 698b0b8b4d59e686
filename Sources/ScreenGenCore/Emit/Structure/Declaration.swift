/// A declaration with what every kind may carry: a doc comment, attributes (one a line, as
/// `@MainActor`), an access modifier.
struct Declaration {
    /// The `///` comment, without its slashes; a newline starts another comment line.
    var doc: String?
    var attributes: [String] = []
    /// The access modifier as written before the keyword, with its space (`"public "`,
    /// `"@_spi(Generated) public "`), or empty.
    var access: String = ""
    var kind: Kind

    enum Kind {
        case type(TypeDeclaration)
        case function(Function)
        case variable(Variable)
        /// `typealias name = type`.
        case `typealias`(name: String, type: String)
        /// `associatedtype name`.
        case associatedType(String)
        case enumCase(EnumCase)
    }

    init(doc: String? = nil, attributes: [String] = [], access: String = "", _ kind: Kind) {
        self.doc = doc
        self.attributes = attributes
        self.access = access
        self.kind = kind
    }
}

/// `struct`, `enum`, `protocol` or `extension`, with its conformances (a conformance list, broken
/// a line of protocols at a time when it does not fit) and members.
struct TypeDeclaration {
    enum Keyword: String {
        case `struct`, `enum`, `protocol`, `extension`
    }

    var keyword: Keyword
    var name: String
    var conformances: [String] = []
    /// The generic `where` clause, without `where`.
    var whereClause: String?
    var members: [CodeItem]
}

/// A `func` or an `init`: parameters are broken onto lines of their own when the header does not
/// fit. No body: a protocol requirement.
struct Function {
    /// `func name<Generic: P>` or `init` (with any `static`), up to the parameter list.
    var head: String
    var parameters: [Parameter]
    /// `throws(Failure)`'s error type; nil when the function does not throw.
    var throwsType: String?
    var returnType: String?
    var body: [CodeItem]?
    /// A body of one statement stays on the header's line when both fit (`init(…) { x = y }`).
    var keepsShortBodyInline = false
}

/// One parameter, `label name: Type = default`.
struct Parameter {
    var text: String

    init(_ text: String) { self.text = text }

    init(label: String? = nil, name: String, type: String, defaultValue: String? = nil) {
        text = (label.map { $0 + " " } ?? "") + name + ": " + type + (defaultValue.map { " = " + $0 } ?? "")
    }
}

/// `static let name: Type = value`, or a computed `var name: Type { getter }`.
struct Variable {
    var isStatic = true
    var keyword = "let"
    var name: String
    var type: String?
    var value: Expression?
    var getter: [CodeItem]?
}

/// `case name`, `indirect case name(a: A, b: B)` or `case name = "raw"`.
struct EnumCase {
    var name: String
    var associatedValues: [Parameter] = []
    var rawValue: Expression?
    var isIndirect = false
}
