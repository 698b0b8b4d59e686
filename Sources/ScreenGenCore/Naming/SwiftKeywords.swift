/// Swift's reserved words. A generated identifier that is one of these is written in
/// backticks; the YAML name stays valid (the format promises keywords are escaped, not rejected).
enum SwiftKeywords {
    static let reserved: Set<String> = [
        // Declarations
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension",
        "fileprivate", "func", "import", "init", "inout", "internal", "let", "nonisolated",
        "open", "operator", "package", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var",
        // Statements
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough",
        "for", "guard", "if", "in", "repeat", "return", "switch", "throw", "where", "while",
        // Expressions and types
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true",
        "try", "_",
        // Contextual words that misparse in some generated positions
        "Type", "Protocol", "some", "any", "async", "each",
    ]

    static func isReserved(_ word: String) -> Bool {
        // Every reserved word starts with a lowercase ASCII letter or `_`, but `Any`, `Self`,
        // `Type` and `Protocol`: a word starting with any other ASCII byte (most type names) is
        // settled without hashing it (#33: a lookup per identifier and type name made).
        guard let first = word.utf8.first else { return false }
        switch first {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "_"), 0x80...:
            return reserved.contains(word)
        case UInt8(ascii: "A"), UInt8(ascii: "S"), UInt8(ascii: "T"), UInt8(ascii: "P"):
            return reserved.contains(word)
        default:
            return false
        }
    }
}
