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
        // Every reserved word is ASCII, at most 15 bytes long, and starts and ends with a letter
        // or `_`: a word whose length, first and last byte no reserved word shares (nearly every
        // name: `s001`, `itemID`, `next`) is settled without hashing it (#33: a lookup per
        // identifier and type name made). The bytes are read in place: the generic `last` walks
        // back through the string's index machinery. A non-ASCII word, or one without
        // contiguous storage, goes to the set: it may be canonically equal to an ASCII one.
        let mayBeReserved = word.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            guard let first = bytes.first, let last = bytes.last else { return false }
            guard first < 0x80, last < 0x80 else { return true }
            let count = bytes.count
            return count < ReservedShapes.lengths && first >= 0x40 && last >= 0x40
                && ReservedShapes.firstBytes[count] & (1 << UInt64(first - 0x40)) != 0
                && ReservedShapes.lastBytes[count] & (1 << UInt64(last - 0x40)) != 0
        }
        return mayBeReserved != false && reserved.contains(word)
    }
}

/// For each length, which bytes the reserved words of that length start and end with: a bit
/// per byte from 0x40 to 0x7F (every reserved word's first and last byte is in that range).
private enum ReservedShapes {
    /// One past the longest reserved word's length.
    static let lengths = 16
    static let firstBytes = masks { $0.first! }
    static let lastBytes = masks { $0.last! }

    private static func masks(_ byte: (String.UTF8View) -> UInt8) -> [UInt64] {
        var masks = [UInt64](repeating: 0, count: lengths)
        for word in SwiftKeywords.reserved {
            let bytes = word.utf8
            precondition(bytes.count < lengths && bytes.allSatisfy { $0 >= 0x40 && $0 < 0x80 })
            masks[bytes.count] |= 1 << UInt64(byte(bytes) - 0x40)
        }
        return masks
    }
}
