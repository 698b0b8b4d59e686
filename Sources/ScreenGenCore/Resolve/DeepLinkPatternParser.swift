/// A deep link's `url` taken apart: an optional host part after `//` (a host name, or one
/// placeholder with or without host text around it, `//{serverID}`, `//{tenant}.example.com`),
/// path segments (literal text, a whole-segment `{placeholder}`, one placeholder with literal
/// text around it, `@{acct}`, or the wildcard `*`), optionally `#` and a fragment path of the
/// same segments (`//matrix.to/#/{roomID}`: the link reads the URL's fragment as a path of its
/// own, its literal text may hold `#`), and query items `key={placeholder}` (after the fragment
/// path when there is one: the fragment's query). Pure;
/// every problem is a message that names it and says what to write instead.
struct ParsedDeepLinkPattern: Hashable, Sendable {
    enum Segment: Hashable, Sendable {
        case literal(String)
        /// Index into `placeholders`.
        case placeholder(Int)
        /// A placeholder inside a segment: the segment is `prefix`, the value, `suffix` (one of
        /// them not empty). Index into `placeholders`.
        case affixed(prefix: String, placeholder: Int, suffix: String)
        /// `*`: any one segment, whose text nothing reads. Never in the host part.
        case wildcard

        /// The index of the segment's placeholder, if it has one.
        var placeholderIndex: Int? {
            switch self {
            case .literal, .wildcard: nil
            case .placeholder(let index), .affixed(_, let index, _): index
            }
        }
    }

    struct QueryItem: Hashable, Sendable {
        var key: String
        var placeholder: Int
    }

    /// The host part, nil when the url starts with a single `/` (the link answers the graph's
    /// `hosts`). A literal host is lowercased, as is literal text around a host placeholder:
    /// hosts compare case-insensitively.
    var host: Segment?
    var segments: [Segment] = []
    /// The fragment's path (`#/{roomID}`), nil when the link ignores the fragment. With one,
    /// `query` is the fragment's query.
    var fragment: [Segment]?
    var query: [QueryItem] = []
    /// Placeholder names in order of appearance (host, path, fragment path, then query).
    var placeholders: [String] = []

    /// The segments a URL's are matched against: the path's, then, for a link with a fragment
    /// path, an empty literal (which no URL segment is) and the fragment's, as the runtime's
    /// `DeepLinkPattern.matchedSegments`.
    var matchedSegments: [Segment] {
        guard let fragment else { return segments }
        return segments + [.literal("")] + fragment
    }

    /// Characters a literal path segment or query key may hold: RFC 3986's unreserved and
    /// sub-delimiters, ':' and '@', minus what the query syntax uses ('&', '=', '+'). In the
    /// path, `*` is only ever the wildcard segment (see `addSegment`).
    static func isLiteralCharacter(_ character: Character) -> Bool {
        guard character.isASCII, let scalar = character.unicodeScalars.first else { return false }
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "-", ".", "_", "~", "!", "$", "'", "(", ")", "*", ",", ";", ":", "@":
            return true
        default: return false
        }
    }

    /// Characters of a host name, as `graph.deeplinks.hosts` allows them.
    static func isHostCharacter(_ character: Character) -> Bool {
        character.isASCII && (character.isLetter || character.isNumber || character == "-" || character == ".")
    }

    /// The scheme of a link written as an opaque URI (`matrix:roomid/{room}`), lowercased; its
    /// host part is then the literal `matrix:`, which no host is.
    var opaqueScheme: String? {
        guard case .literal(let text) = host, text.hasSuffix(":") else { return nil }
        return String(text.dropLast())
    }

    /// `scheme` in RFC 3986's grammar: a letter, then letters, digits, `+`, `-` or `.`.
    static func isScheme(_ text: Substring) -> Bool {
        guard let first = text.first, first.isASCII, first.isLetter else { return false }
        return text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }
    }

    static func parse(_ text: String) -> Result<ParsedDeepLinkPattern, DeepLinkPatternError> {
        var pattern = ParsedDeepLinkPattern()
        var rest = Substring(text)
        if !text.hasPrefix("/") {
            // `matrix:roomid/{room}`: an opaque URI of that scheme, its path without `//` and
            // without a leading `/`; the rest as a path is.
            guard let colon = text.firstIndex(of: ":"), Self.isScheme(text[..<colon]) else {
                return .failure(.notAbsolute)
            }
            let path = text[text.index(after: colon)...]
            guard let first = path.first, first != "/", first != "?", first != "#" else {
                return .failure(.opaquePath(String(text[..<colon])))
            }
            pattern.host = .literal(text[..<colon].lowercased() + ":")
            rest = "/" + path
        } else if text.hasPrefix("//") {
            // RFC 3986's network-path reference: `//host`, then the path as without one.
            let afterSlashes = text.dropFirst(2)
            let end = afterSlashes.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? afterSlashes.endIndex
            switch pattern.addHost(afterSlashes[..<end]) {
            case .success(let host): pattern.host = host
            case .failure(let error): return .failure(error)
            }
            rest = afterSlashes[end...]
            // `//{server}` and `//{server}?q={q}` have the empty path, as `/` does.
            if !rest.hasPrefix("/") { rest = "/" + rest }
        }
        // `#`: the path before it, the fragment's path and query after it.
        var fragmentText: Substring?
        if let hash = rest.firstIndex(of: "#") {
            if rest[..<hash].contains("?") { return .failure(.queryBeforeFragment) }
            fragmentText = rest[rest.index(after: hash)...]
            rest = rest[..<hash]
            if rest.isEmpty { rest = "/" }
        }
        let parts = (fragmentText ?? rest).split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        switch pattern.addPath(fragmentText == nil ? parts[0] : rest, inFragment: false) {
        case .success(let segments): pattern.segments = segments
        case .failure(let error): return .failure(error)
        }
        if fragmentText != nil {
            guard parts[0].hasPrefix("/"), parts[0].count > 1 else { return .failure(.fragmentPath) }
            switch pattern.addPath(parts[0], inFragment: true) {
            case .success(let segments): pattern.fragment = segments
            case .failure(let error): return .failure(error)
            }
        }
        if parts.count > 1 {
            guard !parts[1].isEmpty else { return .failure(.emptyQuery) }
            var keys: Set<String> = []
            for item in parts[1].split(separator: "&", omittingEmptySubsequences: false) {
                let pair = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                guard pair.count == 2, !pair[0].isEmpty else { return .failure(.queryItem(String(item))) }
                guard pair[0].allSatisfy(isLiteralCharacter) else {
                    return .failure(.literalCharacter(String(pair[0])))
                }
                guard keys.insert(String(pair[0])).inserted else {
                    return .failure(.duplicateQueryKey(String(pair[0])))
                }
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

    /// The segments of `path` (which starts with `/`; `/` alone is the empty path). In a
    /// fragment's path, literal text may hold `#` (Matrix's `#/#{alias}`).
    private mutating func addPath(_ path: Substring, inFragment: Bool) -> Result<[Segment], DeepLinkPatternError> {
        let path = path.dropFirst()
        guard !path.isEmpty else { return .success([]) }
        var result: [Segment] = []
        let segments = path.split(separator: "/", omittingEmptySubsequences: false)
        for (index, segment) in segments.enumerated() {
            if segment.isEmpty {
                return .failure(index == segments.count - 1 ? .trailingSlash : .emptySegment)
            }
            switch addSegment(segment, inFragment: inFragment) {
            case .success(let parsed): result.append(parsed)
            case .failure(let error): return .failure(error)
            }
        }
        return .success(result)
    }

    /// A path segment (or query value): `{name}`, literal text, one `{name}` with literal text
    /// before or after it (`@{acct}`, `{id}.json`), or `*`.
    private mutating func addSegment(_ text: Substring, inFragment: Bool = false) -> Result<
        Segment, DeepLinkPatternError
    > {
        if text == "*" { return .success(.wildcard) }
        // Inside a segment `*` would read as a glob (`/files/*.pdf`) that matches nothing but
        // the star itself: refused, so no pattern means something other than it seems to.
        if text.contains("*") { return .failure(.wildcardInSegment(String(text))) }
        let isCharacter: (Character) -> Bool = { character in
            (inFragment && character == "#") || Self.isLiteralCharacter(character)
        }
        switch addPlaceholderOrLiteral(text, isCharacter: isCharacter) {
        case .failure(let error): return .failure(error)
        case .success(.literal(let literal)):
            return literal == "." || literal == ".." ? .failure(.dotSegment) : .success(.literal(literal))
        case .success(.placeholder(let index, "", "")): return .success(.placeholder(index))
        case .success(.placeholder(let index, let prefix, let suffix)):
            return .success(.affixed(prefix: prefix, placeholder: index, suffix: suffix))
        }
    }

    /// The host part: a host name, or one `{name}` alone or with host text around it.
    private mutating func addHost(_ text: Substring) -> Result<Segment, DeepLinkPatternError> {
        guard !text.isEmpty else { return .failure(.emptyHost) }
        // `*.bitwarden.com`: any subdomain of a domain (a literal host of its own kind, as an
        // associated domain writes it); a `*` anywhere else is no host.
        if text.hasPrefix("*.") {
            let domain = text.dropFirst(2)
            guard !domain.isEmpty, !domain.hasPrefix("."), domain.allSatisfy(Self.isHostCharacter) else {
                return .failure(.wildcardHost(String(text)))
            }
            return .success(.literal("*." + domain.lowercased()))
        }
        if text.contains("*") { return .failure(.wildcardHost(String(text))) }
        switch addPlaceholderOrLiteral(text, isCharacter: Self.isHostCharacter, isHost: true) {
        case .failure(let error): return .failure(error)
        case .success(.literal(let literal)): return .success(.literal(literal.lowercased()))
        case .success(.placeholder(let index, "", "")): return .success(.placeholder(index))
        case .success(.placeholder(let index, let prefix, let suffix)):
            return .success(.affixed(prefix: prefix.lowercased(), placeholder: index, suffix: suffix.lowercased()))
        }
    }

    private enum Piece {
        case literal(String)
        case placeholder(Int, prefix: String, suffix: String)
    }

    /// Literal text of `isCharacter`'s characters, or one `{name}` with such text around it.
    private mutating func addPlaceholderOrLiteral(
        _ text: Substring, isCharacter: (Character) -> Bool, isHost: Bool = false
    ) -> Result<Piece, DeepLinkPatternError> {
        let characterError: (Substring) -> DeepLinkPatternError = {
            isHost ? .hostCharacter(String($0)) : .literalCharacter(String($0))
        }
        guard let open = text.firstIndex(of: "{") else {
            if text.contains("}") { return .failure(.placeholderInLiteral(String(text))) }
            guard text.allSatisfy(isCharacter) else { return .failure(characterError(text)) }
            return .success(.literal(String(text)))
        }
        guard let close = text[open...].firstIndex(of: "}") else {
            return .failure(.unclosedPlaceholder(String(text[open...])))
        }
        let prefix = text[..<open]
        let suffix = text[text.index(after: close)...]
        if prefix.contains("}") { return .failure(.placeholderInLiteral(String(text))) }
        if suffix.contains("{") || suffix.contains("}") {
            return .failure(isHost ? .twoHostPlaceholders(String(text)) : .twoPlaceholders(String(text)))
        }
        for literal in [prefix, suffix] where !literal.allSatisfy(isCharacter) {
            return .failure(characterError(isHost ? text : literal))
        }
        let name = text[text.index(after: open)..<close]
        guard !name.isEmpty else { return .failure(.emptyPlaceholder) }
        guard SwiftIdentifier.lowerCamel(String(name)) != nil else { return .failure(.placeholderName(String(name))) }
        guard !placeholders.contains(String(name)) else { return .failure(.duplicatePlaceholder(String(name))) }
        placeholders.append(String(name))
        return .success(.placeholder(placeholders.count - 1, prefix: String(prefix), suffix: String(suffix)))
    }
}

enum DeepLinkPatternError: Error, Hashable, Sendable {
    case notAbsolute, trailingSlash, emptySegment, emptyQuery, emptyPlaceholder, dotSegment, emptyHost
    case queryBeforeFragment, fragmentPath
    case opaquePath(String)
    case unclosedPlaceholder(String)
    case placeholderInLiteral(String)
    case twoPlaceholders(String)
    case twoHostPlaceholders(String)
    case placeholderName(String)
    case duplicatePlaceholder(String)
    case literalCharacter(String)
    case hostCharacter(String)
    case wildcardInSegment(String)
    case wildcardHost(String)
    case queryItem(String)
    case queryValue(key: String, value: String)
    case duplicateQueryKey(String)

    var message: String {
        switch self {
        case .notAbsolute:
            "must start with '/': it is the path after the scheme and host (or '//' and a host part, like '//{server}/item/{id}')"
        case .trailingSlash: "ends with '/'; remove it (a trailing slash in a link is ignored anyway)"
        case .emptySegment: "has an empty segment ('//'); remove the extra '/'"
        case .emptyQuery: "has '?' with no query items; remove it or add 'key={placeholder}'"
        case .opaquePath(let scheme):
            "starts with '\(scheme):', a URI without '//', whose path must follow the scheme directly, without a leading '/', like '\(scheme):roomid/{room}'; for a URL with a host, write '//host/path' without the scheme"
        case .queryBeforeFragment:
            "has a query before '#'; a link that reads the fragment reads the fragment's query, so write it after the fragment's path, like '/#/{room}?via={via}'"
        case .fragmentPath:
            "has '#' not followed by a path; a link that reads the fragment writes the fragment's path after '#', starting with '/' and with at least one segment, like '/#/{room}'"
        case .emptyPlaceholder: "has an empty placeholder '{}'; name the param it binds, like '{id}'"
        case .dotSegment: "has a '.' or '..' segment, which links cannot carry; rename the segment"
        case .emptyHost:
            "starts with '//' but has no host after it; write a host, like '//shop.example.com/…' or '//{server}/…', or start the path with one '/'"
        case .unclosedPlaceholder(let text): "has an unclosed placeholder '\(text)'; close it with '}'"
        case .placeholderInLiteral(let text):
            "has '\(text)', with a '}' that closes no placeholder; write a placeholder as '{name}', like '/item/{id}' or '/@{acct}'"
        case .twoPlaceholders(let text):
            "has '\(text)', two placeholders in one segment, which no link can tell apart; give each its own segment, like '/{a}/{b}'"
        case .twoHostPlaceholders(let text):
            "has host part '\(text)', with two placeholders, which no link can tell apart; keep one in the host and read the other from the path, like '//{a}/{b}'"
        case .placeholderName(let name):
            "has placeholder '{\(name)}', which is not a param name; use letters, digits, '-' and '_', starting with a letter"
        case .duplicatePlaceholder(let name): "uses placeholder '{\(name)}' twice; each placeholder appears once"
        case .literalCharacter(let text):
            "has '\(text)', with a character a link path cannot carry as is; use letters, digits and - . _ ~ ! $ ' ( ) * , ; : @"
        case .hostCharacter(let text):
            "has host part '\(text)', with a character a host name cannot hold; use letters, digits, '-' and '.' around at most one placeholder (no user, no port)"
        case .wildcardInSegment(let text):
            "has '\(text)', with '*' inside a segment; '*' is a wildcard only as a whole segment ('/files/*'), and to read part of a segment write a placeholder with text around it, like '{name}.pdf'"
        case .wildcardHost(let text):
            "has '*' in its host part '\(text)'; a host part is a host name, '*.' and a domain for any of its subdomains (like '//*.example.com'), or one placeholder, like '//{server}' (a link without a host part answers the hosts of 'graph.deeplinks.hosts', or any host when there are none)"
        case .queryItem(let text): "has query item '\(text)'; write query items as 'key={placeholder}'"
        case .queryValue(let key, let value):
            "has query item '\(key)=\(value)', whose value is not a placeholder; write '\(key)={\(key)}'"
        case .duplicateQueryKey(let key): "has query key '\(key)' twice"
        }
    }
}
