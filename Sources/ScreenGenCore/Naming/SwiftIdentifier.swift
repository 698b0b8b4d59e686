/// A name converted from YAML, ready for Swift: `contact-detail`, `contact_detail` and
/// `contactDetail` all become `contactDetail` (cases, methods, labels) and `ContactDetail`
/// (types).
struct SwiftIdentifier: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The bare identifier, never escaped: use it to build other names.
    let name: String

    /// Whether `name` is a keyword. Stored, checked once: emitters write the identifier
    /// hundreds of thousands of times, and each keyword check hashes the name. A flag, not the
    /// escaped text: the graph holds an identifier for every screen, param and action (#33:
    /// memory per screen).
    private let isKeyword: Bool

    init(name: String) {
        self.name = name
        isKeyword = SwiftKeywords.isReserved(name)
    }

    /// The identifier as it must appear in source: in backticks when it is a keyword.
    var escaped: String { isKeyword ? "`" + name + "`" : name }

    // `escaped` follows from `name`: equality and hashing look at the name alone.
    static func == (lhs: SwiftIdentifier, rhs: SwiftIdentifier) -> Bool { lhs.name == rhs.name }
    func hash(into hasher: inout Hasher) { hasher.combine(name) }

    /// The identifier as an argument label at a call site: Swift accepts every keyword there
    /// but `inout` bare, and warns when one is escaped needlessly.
    var argumentLabel: String { name == "inout" ? "`inout`" : name }

    var description: String { escaped }
    static func < (lhs: SwiftIdentifier, rhs: SwiftIdentifier) -> Bool { lhs.name < rhs.name }

    /// The name's words: split at `-` and `_`, and before an upper-case letter that follows a
    /// lower-case letter or digit, or that starts a capitalised word after an acronym.
    /// Nil when the name cannot become an identifier: it must be ASCII letters, digits, `-`
    /// and `_`, start with a letter, and have no empty word (`a--b`, trailing `-`).
    static func words(of yamlName: String) -> [String]? {
        let bytes = Array(yamlName.utf8)
        guard let first = bytes.first, first.isASCIILetter else { return nil }
        var words: [String] = []
        var current: [UInt8] = []
        for (index, byte) in bytes.enumerated() {
            if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") {
                guard !current.isEmpty else { return nil }
                words.append(String(decoding: current, as: UTF8.self))
                current = []
                continue
            }
            guard byte.isASCIILetter || byte.isASCIIDigit else { return nil }
            if byte.isASCIIUpper, let previous = current.last {
                let nextIsLower = index + 1 < bytes.count && bytes[index + 1].isASCIILower
                if previous.isASCIILower || previous.isASCIIDigit || (previous.isASCIIUpper && nextIsLower) {
                    words.append(String(decoding: current, as: UTF8.self))
                    current = []
                }
            }
            current.append(byte)
        }
        guard !current.isEmpty else { return nil }
        words.append(String(decoding: current, as: UTF8.self))
        return words
    }

    /// `contact-detail` → `contactDetail`; `URL-list` → `urlList`.
    static func lowerCamel(_ yamlName: String) -> SwiftIdentifier? {
        lowerCamelName(yamlName).map { SwiftIdentifier(name: $0) }
    }

    /// `lowerCamel(_:)`'s name alone, for lookups by converted name: no keyword check.
    static func lowerCamelName(_ yamlName: String) -> String? {
        // Most names are already lowerCamelCase (letters and digits, starting lower-case): they
        // convert to themselves, so skip splitting them into words.
        let isLowerCamel = yamlName.utf8.withContiguousStorageIfAvailable { bytes in
            guard let first = bytes.first, first.isASCIILower else { return false }
            for byte in bytes where !(byte.isASCIILetter || byte.isASCIIDigit) { return false }
            return true
        }
        if isLowerCamel ?? false { return yamlName }
        guard let words = words(of: yamlName) else { return nil }
        let head = words[0].lowercased()
        let tail = words.dropFirst().map(capitalized)
        return head + tail.joined()
    }

    /// `contact-detail` → `ContactDetail`.
    static func upperCamel(_ yamlName: String) -> SwiftIdentifier? {
        guard let words = words(of: yamlName) else { return nil }
        return SwiftIdentifier(name: words.map(capitalized).joined())
    }

    /// `contactDetail` → `ContactDetail`, for names already converted.
    static func capitalizedFirst(_ identifier: SwiftIdentifier) -> SwiftIdentifier {
        SwiftIdentifier(name: capitalized(identifier.name))
    }

    /// Upper-cases the first letter and keeps the rest, so `ID` stays `ID` and `list` is `List`;
    /// a word written in capitals after the first (`detail-URL`) is kept as the author wrote it.
    private static func capitalized(_ word: String) -> String {
        // Converted names start with an ASCII letter: upper-case that byte directly rather than
        // through Character's Unicode case mapping (the same result, at a fraction of the cost).
        if let first = word.utf8.first, first.isASCIILower {
            let count = word.utf8.count
            return String(unsafeUninitializedCapacity: count) { buffer in
                _ = buffer.initialize(from: word.utf8)
                buffer[0] = first - 0x20
                return count
            }
        }
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }
}

extension UInt8 {
    var isASCIILetter: Bool { isASCIIUpper || isASCIILower }
    var isASCIIUpper: Bool { self >= UInt8(ascii: "A") && self <= UInt8(ascii: "Z") }
    var isASCIILower: Bool { self >= UInt8(ascii: "a") && self <= UInt8(ascii: "z") }
    var isASCIIDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }
}
