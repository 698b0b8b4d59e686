/// A deep link's `url` taken apart: path segments (literal text, a whole-segment
/// `{placeholder}`, or one placeholder with literal text around it, `@{acct}`) and query items
/// `key={placeholder}`. Pure; every problem is a message that names it and says what to write
/// instead.
struct ParsedDeepLinkPattern: Hashable, Sendable {
    enum Segment: Hashable, Sendable {
        case literal(String)
        /// Index into `placeholders`.
        case placeholder(Int)
        /// A placeholder inside a segment: the segment is `prefix`, the value, `suffix` (one of
        /// them not empty). Index into `placeholders`.
        case affixed(prefix: String, placeholder: Int, suffix: String)

        /// The index of the segment's placeholder, if it has one.
        var placeholderIndex: Int? {
            switch self {
            case .literal: nil
            case .placeholder(let index), .affixed(_, let index, _): index
            }
        }
    }

    struct QueryItem: Hashable, Sendable {
        var key: String
        var placeholder: Int
    }

    var segments: [Segment] = []
    var query: [QueryItem] = []
    /// Placeholder names in order of appearance (path, then query).
    var placeholders: [String] = []

    /// Characters a literal path segment or query key may hold: RFC 3986's unreserved and
    /// sub-delimiters, ':' and '@', minus what the query syntax uses ('&', '=', '+').
    static func isLiteralCharacter(_ character: Character) -> Bool {
        guard character.isASCII, let scalar = character.unicodeScalars.first else { return false }
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "-", ".", "_", "~", "!", "$", "'", "(", ")", "*", ",", ";", ":", "@": return true
        default: return false
        }
    }

    static func parse(_ text: String) -> Result<ParsedDeepLinkPattern, DeepLinkPatternError> {
        var pattern = ParsedDeepLinkPattern()
        guard text.hasPrefix("/") else { return .failure(.notAbsolute) }
        let parts = text.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        let path = parts[0].dropFirst()
        if !path.isEmpty {
            let segments = path.split(separator: "/", omittingEmptySubsequences: false)
            for (index, segment) in segments.enumerated() {
                if segment.isEmpty {
                    return .failure(index == segments.count - 1 ? .trailingSlash : .emptySegment)
                }
                switch pattern.addSegment(segment) {
                case .success(let parsed): pattern.segments.append(parsed)
                case .failure(let error): return .failure(error)
                }
            }
        }
        if parts.count > 1 {
            guard !parts[1].isEmpty else { return .failure(.emptyQuery) }
            var keys: Set<String> = []
            for item in parts[1].split(separator: "&", omittingEmptySubsequences: false) {
                let pair = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                guard pair.count == 2, !pair[0].isEmpty else { return .failure(.queryItem(String(item))) }
                guard pair[0].allSatisfy(isLiteralCharacter) else { return .failure(.literalCharacter(String(pair[0]))) }
                guard keys.insert(String(pair[0])).inserted else { return .failure(.duplicateQueryKey(String(pair[0]))) }
                guard case .success(.placeholder(let index)) = pattern.addSegment(pair[1]) else {
                    if case .failure(let error) = pattern.addSegment(pair[1]), case .duplicatePlaceholder = error {
                        return .failure(error)
                    }
                    return .failure(.queryValue(key: String(pair[0]), value: String(pair[1])))
                }
                pattern.query.append(QueryItem(key: String(pair[0]), placeholder: index))
            }
        }
        return .success(pattern)
    }

    /// A path segment (or query value): `{name}`, literal text, or one `{name}` with literal
    /// text before or after it (`@{acct}`, `{id}.json`).
    private mutating func addSegment(_ text: Substring) -> Result<Segment, DeepLinkPatternError> {
        guard let open = text.firstIndex(of: "{") else {
            if text.contains("}") { return .failure(.placeholderInLiteral(String(text))) }
            if text == "." || text == ".." { return .failure(.dotSegment) }
            guard text.allSatisfy(Self.isLiteralCharacter) else { return .failure(.literalCharacter(String(text))) }
            return .success(.literal(String(text)))
        }
        guard let close = text[open...].firstIndex(of: "}") else { return .failure(.unclosedPlaceholder(String(text[open...]))) }
        let prefix = text[..<open], suffix = text[text.index(after: close)...]
        if prefix.contains("}") { return .failure(.placeholderInLiteral(String(text))) }
        if suffix.contains("{") || suffix.contains("}") { return .failure(.twoPlaceholders(String(text))) }
        for literal in [prefix, suffix] where !literal.allSatisfy(Self.isLiteralCharacter) {
            return .failure(.literalCharacter(String(literal)))
        }
        let name = text[text.index(after: open)..<close]
        guard !name.isEmpty else { return .failure(.emptyPlaceholder) }
        guard SwiftIdentifier.lowerCamel(String(name)) != nil else { return .failure(.placeholderName(String(name))) }
        guard !placeholders.contains(String(name)) else { return .failure(.duplicatePlaceholder(String(name))) }
        placeholders.append(String(name))
        if prefix.isEmpty, suffix.isEmpty { return .success(.placeholder(placeholders.count - 1)) }
        return .success(.affixed(prefix: String(prefix), placeholder: placeholders.count - 1, suffix: String(suffix)))
    }
}

enum DeepLinkPatternError: Error, Hashable, Sendable {
    case notAbsolute, trailingSlash, emptySegment, emptyQuery, emptyPlaceholder, dotSegment
    case unclosedPlaceholder(String)
    case placeholderInLiteral(String)
    case twoPlaceholders(String)
    case placeholderName(String)
    case duplicatePlaceholder(String)
    case literalCharacter(String)
    case queryItem(String)
    case queryValue(key: String, value: String)
    case duplicateQueryKey(String)

    var message: String {
        switch self {
        case .notAbsolute: "must start with '/': it is the path after the scheme and host"
        case .trailingSlash: "ends with '/'; remove it (a trailing slash in a link is ignored anyway)"
        case .emptySegment: "has an empty segment ('//'); remove the extra '/'"
        case .emptyQuery: "has '?' with no query items; remove it or add 'key={placeholder}'"
        case .emptyPlaceholder: "has an empty placeholder '{}'; name the param it binds, like '{id}'"
        case .dotSegment: "has a '.' or '..' segment, which links cannot carry; rename the segment"
        case .unclosedPlaceholder(let text): "has an unclosed placeholder '\(text)'; close it with '}'"
        case .placeholderInLiteral(let text): "has '\(text)', with a '}' that closes no placeholder; write a placeholder as '{name}', like '/item/{id}' or '/@{acct}'"
        case .twoPlaceholders(let text): "has '\(text)', two placeholders in one segment, which no link can tell apart; give each its own segment, like '/{a}/{b}'"
        case .placeholderName(let name): "has placeholder '{\(name)}', which is not a param name; use letters, digits, '-' and '_', starting with a letter"
        case .duplicatePlaceholder(let name): "uses placeholder '{\(name)}' twice; each placeholder appears once"
        case .literalCharacter(let text): "has '\(text)', with a character a link path cannot carry as is; use letters, digits and - . _ ~ ! $ ' ( ) * , ; : @"
        case .queryItem(let text): "has query item '\(text)'; write query items as 'key={placeholder}'"
        case .queryValue(let key, let value): "has query item '\(key)=\(value)', whose value is not a placeholder; write '\(key)={\(key)}'"
        case .duplicateQueryKey(let key): "has query key '\(key)' twice"
        }
    }
}
