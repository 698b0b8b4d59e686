extension DeepLinkOverlap {
    /// What a pattern has at one position besides a literal: a placeholder, the wildcard, or
    /// (at the host position only) the absence of a host part.
    enum Value: Equatable {
        case placeholder(Placeholder)
        /// `*`: any one segment, which every placeholder's segment is too.
        case wildcard
        /// A link without a host part: it answers these hosts (lowercased), or any when there
        /// are none (`graph.deeplinks.hosts`).
        case listedHosts([String])

        /// Whether one URL's text at this position can be matched by both. A host placeholder
        /// and the listed hosts are judged on the hosts themselves: `{tenant}.example.com`
        /// reads `shop.example.com`, an Int reads no `example.com`.
        func overlaps(_ other: Value) -> Bool {
            switch (self, other) {
            case (.wildcard, _), (_, .wildcard), (.listedHosts, .listedHosts): true
            case (.listedHosts(let hosts), .placeholder(let placeholder)),
                (.placeholder(let placeholder), .listedHosts(let hosts)):
                hosts.isEmpty || hosts.contains { placeholder.reads($0) }
            case (.placeholder(let a), .placeholder(let b)): a.overlaps(b)
            }
        }
    }

    /// A placeholder's segment (or host part): its kind, and the literal text around it
    /// (`@{acct}`; lowercased in a host).
    struct Placeholder: Equatable {
        var kind: ScreenGraph.DeepLinkValueKind
        var prefix = ""
        var suffix = ""

        /// Whether one segment can be read by both: kinds that share a text, and affixes that
        /// one segment can have both of (one prefix starts the other, one suffix ends the
        /// other). Judged without the texts themselves, so it may say yes where none exists.
        func overlaps(_ other: Placeholder) -> Bool {
            DeepLinkOverlap.overlap(kind, other.kind)
                && (prefix.hasPrefix(other.prefix) || other.prefix.hasPrefix(prefix))
                && (suffix.hasSuffix(other.suffix) || other.suffix.hasSuffix(suffix))
                && reads(literalOf: other) && other.reads(literalOf: self)
        }

        /// Whether it matches `text`: the literal text around a value of its kind, as the
        /// runtime's matching reads it (a listed type matches any text).
        func reads(_ text: String) -> Bool {
            guard text.utf8.count > prefix.utf8.count + suffix.utf8.count, text.hasPrefix(prefix),
                text.hasSuffix(suffix)
            else { return false }
            let value = String(text.utf8.dropFirst(prefix.utf8.count).dropLast(suffix.utf8.count))!
            return kind.reads(value)
        }

        /// Whether this value, where it is the whole segment, can read the literal text around
        /// `other`'s value: an Int never reads `@ada`.
        private func reads(literalOf other: Placeholder) -> Bool {
            guard prefix.isEmpty, suffix.isEmpty, let characters = Self.characters[kind] else { return true }
            return (other.prefix + other.suffix).allSatisfy { characters.contains($0) }
        }

        /// The characters a text of each kind can hold, where that is not any character.
        private static let characters: [ScreenGraph.DeepLinkValueKind: Set<Character>] = [
            .int: Set("+-0123456789"),
            .bool: Set("truefals"),
            .uuid: Set("-0123456789abcdefABCDEF"),
            // Finite decimal numbers, as the runtime reads them: `-1.5`, `2.5e-07`.
            .double: Set("+-.0123456789eE"),
        ]
    }

    /// Whether one text can be read by both kinds.
    static func overlap(_ a: ScreenGraph.DeepLinkValueKind, _ b: ScreenGraph.DeepLinkValueKind) -> Bool {
        if a == b || [a, b].contains(.string) || [a, b].contains(.custom) { return true }
        return Set([a, b]) == [.int, .double]
    }
}

extension ScreenGraph.DeepLinkValueKind {
    /// Whether a URL's text is a value of this kind while matching, as the runtime's
    /// `DeepLinkValueKind.accepts` decides (a listed type reads any text until it converts it).
    func reads(_ text: String) -> Bool {
        switch self {
        case .string, .custom: true
        case .int: Int(text) != nil
        case .double: Self.isFiniteDecimal(text)
        case .bool: text == "true" || text == "false"
        case .uuid:
            text.utf8.count == 36
                && text.utf8.enumerated().allSatisfy { offset, byte in
                    [8, 13, 18, 23].contains(offset)
                        ? byte == UInt8(ascii: "-") : Character(Unicode.Scalar(byte)).isHexDigit
                }
        }
    }
}

extension ScreenGraph.DeepLinkValueKind {
    /// The runtime's `DeepLinkValueKind.double`: `-?[0-9]+(\.[0-9]+)?([eE][+-]?[0-9]+)?` and
    /// finite; not `nan`, `inf`, `1e999`, hexadecimal or `+1`.
    static func isFiniteDecimal(_ text: String) -> Bool {
        var bytes = text.utf8[...]
        func digits() -> Bool {
            let count = bytes.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }.count
            bytes = bytes.dropFirst(count)
            return count > 0
        }
        if bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
        guard digits() else { return false }
        if bytes.first == UInt8(ascii: ".") {
            bytes = bytes.dropFirst()
            guard digits() else { return false }
        }
        if bytes.first == UInt8(ascii: "e") || bytes.first == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            if bytes.first == UInt8(ascii: "+") || bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
            guard digits() else { return false }
        }
        return bytes.isEmpty && (Double(text)?.isFinite ?? false)
    }
}
