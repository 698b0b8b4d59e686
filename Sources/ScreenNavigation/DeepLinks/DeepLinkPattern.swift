import Foundation

/// What a placeholder's text must read as. Matching tests the standard kinds segment by
/// segment (so `/item/{id}` with an `Int` and `/item/{key}` with a `UUID` can share a path);
/// a custom type (`LosslessStringConvertible`, listed under `graph.deeplinks.types`) accepts any
/// text while matching and is converted afterwards.
public enum DeepLinkValueKind: String, Hashable, Sendable, CaseIterable {
    case bool = "b", int = "i", uuid = "u", double = "d", custom = "c", string = "s"

    /// Whether `text` is a value of this kind (`custom` is checked when it is converted).
    public func accepts(_ text: String) -> Bool {
        switch self {
        case .string, .custom: true
        case .int: Int(text) != nil
        case .double: Double(text) != nil
        case .bool: text == "true" || text == "false"
        case .uuid: UUID(uuidString: text) != nil
        }
    }

    /// The name a failure uses: "Int", "UUID", "value".
    var typeName: String {
        switch self {
        case .bool: "Bool"
        case .int: "Int"
        case .uuid: "UUID"
        case .double: "Double"
        case .custom: "value"
        case .string: "String"
        }
    }
}

/// One deep-link pattern as the generator writes it: the `url` of the YAML with each
/// placeholder annotated with its kind, `/grid/{productID:c}?highlight={highlight:s}`. Values
/// are numbered in order of appearance, path first, then query.
public struct DeepLinkPattern: Hashable, Sendable {
    public enum Segment: Hashable, Sendable {
        case literal(String)
        case value(name: String, kind: DeepLinkValueKind)
    }

    public struct QueryItem: Hashable, Sendable {
        public var key: String
        public var name: String
        public var kind: DeepLinkValueKind
    }

    public var segments: [Segment]
    public var query: [QueryItem]

    /// Parses the generator's annotated form; a malformed pattern is a generator bug, so it
    /// traps with the pattern in the message rather than matching something unintended.
    public init(annotated text: String) {
        let parts = text.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        let path = parts[0].split(separator: "/", omittingEmptySubsequences: true)
        segments = path.map { segment in
            if let (name, kind) = Self.placeholder(segment) { return .value(name: name, kind: kind) }
            return .literal(String(segment))
        }
        query = parts.count > 1
            ? parts[1].split(separator: "&").map { item in
                let pair = item.split(separator: "=", maxSplits: 1)
                guard pair.count == 2, let (name, kind) = Self.placeholder(pair[1]) else {
                    preconditionFailure("malformed generated deep-link pattern '\(text)'")
                }
                return QueryItem(key: String(pair[0]), name: name, kind: kind)
            }
            : []
    }

    private static func placeholder(_ text: Substring) -> (String, DeepLinkValueKind)? {
        guard text.first == "{", text.last == "}", let colon = text.lastIndex(of: ":") else { return nil }
        guard let kind = DeepLinkValueKind(rawValue: String(text[text.index(after: colon)..<text.index(before: text.endIndex)])) else {
            return nil
        }
        return (String(text[text.index(after: text.startIndex)..<colon]), kind)
    }

    /// The names of the values, in the order the generated code reads them.
    public var valueNames: [String] {
        segments.compactMap { if case .value(let name, _) = $0 { name } else { nil } } + query.map(\.name)
    }
}
