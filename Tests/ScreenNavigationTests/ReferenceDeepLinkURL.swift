import ScreenNavigation

// The first implementation of `Navigation.DeepLinkURL(parsing:)` (commit 6311356), kept verbatim but for
// its name as the oracle of DeepLinkPropertyTests: the optimized parser must give the same URL
// or the same failure for every input. Since #37 a key given twice is kept (`repeatedQuery`)
// rather than refused, here as there.
/// A deep link taken apart the way `screengen`'s format reference specifies:
///
/// - input longer than `maximumLength` bytes is refused first, so no work grows with it;
/// - `scheme:` then an optional `//authority`; scheme and host are lowercased (they compare
///   case-insensitively), user info and port are ignored; the fragment is ignored;
/// - the raw path is split at `/` **before** percent-decoding, then each segment is decoded
///   exactly once: `%2F` stays inside a value, `100%25` becomes `100%`; a bad escape or bytes
///   that are not UTF-8 are refused; `+` is a plus sign, in the path and in the query;
/// - one trailing slash is ignored; any other empty segment, and raw `.` or `..` segments, are
///   refused;
/// - the query is `key=value` items joined by `&`, each decoded once; a key given twice is
///   refused; an item without `=` has the empty value.
struct ReferenceDeepLinkURL: Hashable, Sendable {
    static let maximumLength = 4096

    var scheme: String
    var host: String
    var segments: [String]
    var query: [String: String]
    var repeatedQuery: [String: [String]]

    init(parsing text: String) throws(Navigation.DeepLinkFailure) {
        let bytes = Array(text.utf8)
        guard bytes.count <= Self.maximumLength else {
            throw .tooLong(length: bytes.count, limit: Self.maximumLength)
        }
        if let bad = bytes.first(where: { $0 <= 0x20 || $0 == 0x7F }) {
            throw .malformed(reason: bad == 0x20 ? "it contains a space" : "it contains a control character")
        }
        var rest = bytes[...]
        if let hash = rest.firstIndex(of: UInt8(ascii: "#")) { rest = rest[..<hash] }

        guard let colon = rest.firstIndex(of: UInt8(ascii: ":")), colon > rest.startIndex,
            Self.isScheme(rest[..<colon])
        else { throw .malformed(reason: "it has no scheme") }
        scheme = String(decoding: rest[..<colon], as: UTF8.self).lowercased()
        rest = rest[(colon + 1)...]

        var queryBytes: ArraySlice<UInt8> = []
        if let question = rest.firstIndex(of: UInt8(ascii: "?")) {
            queryBytes = rest[(question + 1)...]
            rest = rest[..<question]
        }

        host = ""
        if rest.starts(with: [UInt8(ascii: "/"), UInt8(ascii: "/")]) {
            rest = rest.dropFirst(2)
            let end = rest.firstIndex(of: UInt8(ascii: "/")) ?? rest.endIndex
            var authority = rest[..<end]
            if let at = authority.lastIndex(of: UInt8(ascii: "@")) { authority = authority[(at + 1)...] }
            // A port follows the last ':' unless that ':' is inside an IPv6 literal `[…]`.
            if let portColon = authority.lastIndex(of: UInt8(ascii: ":")),
                !authority[portColon...].contains(UInt8(ascii: "]"))
            {
                authority = authority[..<portColon]
            }
            host = try Self.decoded(authority).lowercased()
            rest = rest[end...]
        }
        segments = try Self.segments(of: rest)
        (query, repeatedQuery) = try Self.queryItems(of: queryBytes)
    }

    /// ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ), RFC 3986 section 3.1.
    private static func isScheme(_ bytes: ArraySlice<UInt8>) -> Bool {
        guard let first = bytes.first, isLetter(first) else { return false }
        return bytes.allSatisfy {
            isLetter($0) || isDigit($0) || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".")
        }
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }
    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private static func segments(of path: ArraySlice<UInt8>) throws(Navigation.DeepLinkFailure) -> [String] {
        var path = path
        if path.first == UInt8(ascii: "/") { path = path.dropFirst() }
        if path.isEmpty { return [] }
        var raw = path.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
        if raw.last?.isEmpty == true { raw.removeLast() }
        var result: [String] = []
        result.reserveCapacity(raw.count)
        for segment in raw {
            if segment.isEmpty { throw .emptySegment }
            if segment.elementsEqual([UInt8(ascii: ".")])
                || segment.elementsEqual([UInt8(ascii: "."), UInt8(ascii: ".")])
            {
                throw .dotSegment
            }
            result.append(try decoded(segment))
        }
        return result
    }

    private static func queryItems(of query: ArraySlice<UInt8>) throws(Navigation.DeepLinkFailure) -> (
        [String: String], [String: [String]]
    ) {
        var items: [String: String] = [:]
        var repeated: [String: [String]] = [:]
        for item in query.split(separator: UInt8(ascii: "&")) {
            let equals = item.firstIndex(of: UInt8(ascii: "="))
            let key = try decoded(item[..<(equals ?? item.endIndex)])
            let value =
                try equals.map { (index) throws(Navigation.DeepLinkFailure) in try decoded(item[(index + 1)...]) } ?? ""
            if let first = items[key] {
                repeated[key, default: [first]].append(value)
            } else {
                items[key] = value
            }
        }
        return (items, repeated)
    }

    /// Percent-decodes once; the result must be UTF-8.
    static func decoded(_ bytes: ArraySlice<UInt8>) throws(Navigation.DeepLinkFailure) -> String {
        guard bytes.contains(UInt8(ascii: "%")) else {
            return try utf8(bytes, original: bytes)
        }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: "%") {
                guard index + 2 < bytes.endIndex,
                    let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2])
                else { throw .invalidEscape(String(decoding: bytes, as: UTF8.self)) }
                result.append(high << 4 | low)
                index += 3
            } else {
                result.append(byte)
                index += 1
            }
        }
        return try utf8(result[...], original: bytes)
    }

    private static func utf8(_ bytes: ArraySlice<UInt8>, original: ArraySlice<UInt8>) throws(Navigation.DeepLinkFailure)
        -> String
    {
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw .invalidEscape(String(decoding: original, as: UTF8.self))
        }
        return text
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
