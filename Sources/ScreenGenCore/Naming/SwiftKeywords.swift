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

    static func isReserved(_ word: String) -> Bool { reserved.contains(word) }
}
