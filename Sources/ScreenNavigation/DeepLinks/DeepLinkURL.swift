extension Navigation {
    /// A deep link taken apart the way `screengen`'s format reference specifies:
    ///
    /// - input longer than `maximumLength` bytes is refused first, so no work grows with it;
    /// - `scheme:` then an optional `//authority`; scheme and host are lowercased (they compare
    ///   case-insensitively), user info and port are ignored; the host is also kept as written
    ///   (decoded, its case kept), which a host placeholder reads;
    /// - the fragment is kept as written (`fragment`); links whose pattern has a fragment path read
    ///   it as a path and query of its own (`fragmentURL()`), the others ignore it;
    /// - the raw path is split at `/` **before** percent-decoding, then each segment is decoded
    ///   exactly once: `%2F` stays inside a value, `100%25` becomes `100%`; a bad escape or bytes
    ///   that are not UTF-8 are refused; `+` is a plus sign, in the path and in the query;
    /// - one trailing slash is ignored; any other empty segment, and raw `.` or `..` segments, are
    ///   refused;
    /// - the query is `key=value` items joined by `&`, each decoded once; an item without `=` has
    ///   the empty value. A key given twice is kept with all its values, in order (a link that
    ///   reads it as a list takes them all; one that reads one value refuses it; none ignores it).
    ///
    /// Raw non-ASCII characters are taken as the UTF-8 text they are (as an IRI), equal to their
    /// escaped spelling; only ASCII controls and the space are refused raw.
    ///
    /// One pass over the string's UTF-8 bytes, in place: no copy of the input, and a segment or
    /// query part without `%` becomes its `String` directly.
    public struct DeepLinkURL: Hashable, Sendable {
        public static let maximumLength = 4096

        public var scheme: String
        /// The host, percent-decoded once and lowercased: what literal hosts compare with.
        public var host: String
        /// The host as the URL writes it, percent-decoded once, its case kept: what a host
        /// placeholder (`//{serverID}`) reads, so a printed value comes back as it was.
        public var hostAsWritten: String
        public var segments: [String]
        /// Each query key's value; for a key given more than once, its first.
        public var query: [String: String]
        /// Every value of each query key given more than once, in order; empty in the common case
        /// (no key repeated), so reading a URL costs nothing more for it.
        public var repeatedQuery: [String: [String]]
        /// The text after the first `#`, as written (not decoded); nil without a `#`.
        public var fragment: String?
        /// Whether the URL has `//` and an authority after its scheme. Without one
        /// (`matrix:roomid/room:server`, an opaque URI) the host is empty, and links written
        /// `matrix:roomid/{room}` match it.
        public var hasAuthority = false

        /// Parses a link's text.
        /// - Parameter text: the link.
        /// - Throws: `.tooLong`, `.malformed`, `.invalidEscape`, ... saying what is wrong with it.
        public init(parsing text: String) throws(Navigation.DeepLinkFailure) {
            let length = text.utf8.count
            guard length <= Self.maximumLength else {
                throw .tooLong(length: length, limit: Self.maximumLength)
            }
            var text = text
            let parsed = text.withUTF8 { bytes in
                Result { () throws(Navigation.DeepLinkFailure) in try Parser(bytes: bytes).parse() }
            }
            self = try parsed.get()
        }

        init(
            scheme: String, host: String, hostAsWritten: String, segments: [String], query: [String: String],
            repeatedQuery: [String: [String]] = [:], fragment: String? = nil, hasAuthority: Bool = false
        ) {
            self.scheme = scheme
            self.host = host
            self.hostAsWritten = hostAsWritten
            self.segments = segments
            self.query = query
            self.repeatedQuery = repeatedQuery
            self.fragment = fragment
            self.hasAuthority = hasAuthority
        }

        /// The fragment read as a path and a query of its own, by the rules of a URL's path and
        /// query (`#/!room:server/$event?via=a.org` has the segments `!room:server`, `$event` and
        /// the query `via=a.org`); nil when there is no fragment or it does not start with `/`.
        /// Its scheme and host are empty.
        /// - Returns: the fragment as a link of its own, or nil.
        /// - Throws: what parsing the fragment finds wrong with it.
        public func fragmentURL() throws(Navigation.DeepLinkFailure) -> Navigation.DeepLinkURL? {
            guard let fragment, fragment.utf8.first == UInt8(ascii: "/") else { return nil }
            // `//` would read as a host: in a path it is an empty segment.
            if fragment.utf8.dropFirst().first == UInt8(ascii: "/") { throw .emptySegment }
            // A `#` in the fragment is data (Matrix's `#/#alias:server`), as `%23` is.
            let text = fragment.utf8.contains(UInt8(ascii: "#")) ? fragment.replacing("#", with: "%23") : fragment
            var url = try Navigation.DeepLinkURL(parsing: "f:" + text)
            url.scheme = ""
            url.fragment = nil
            return url
        }
    }
}

/// The parser over one link's bytes. Ranges are `Int` offsets into `bytes`.
private struct Parser {
    let bytes: UnsafeBufferPointer<UInt8>

    private static let slash = UInt8(ascii: "/"), percent = UInt8(ascii: "%"), colon = UInt8(ascii: ":")

    func parse() throws(Navigation.DeepLinkFailure) -> Navigation.DeepLinkURL {
        for byte in bytes where byte <= 0x20 || byte == 0x7F {
            throw .malformed(reason: byte == 0x20 ? "it contains a space" : "it contains a control character")
        }
        let end = firstIndex(of: UInt8(ascii: "#"), 0, bytes.count) ?? bytes.count

        guard let colon = firstIndex(of: Self.colon, 0, end), colon > 0, isScheme(0, colon) else {
            throw .malformed(reason: "it has no scheme")
        }
        let scheme = lowercasedASCII(0, colon)

        var start = colon + 1
        var pathEnd = end
        var queryStart = end
        if let question = firstIndex(of: UInt8(ascii: "?"), start, end) {
            pathEnd = question
            queryStart = question + 1
        }

        var host = ""
        var hostAsWritten = ""
        var hasAuthority = false
        if pathEnd - start >= 2, bytes[start] == Self.slash, bytes[start + 1] == Self.slash {
            start += 2
            let authorityEnd = firstIndex(of: Self.slash, start, pathEnd) ?? pathEnd
            var hostStart = start
            var hostEnd = authorityEnd
            if let at = lastIndex(of: UInt8(ascii: "@"), hostStart, hostEnd) { hostStart = at + 1 }
            // A port follows the last ':' unless that ':' is inside an IPv6 literal `[…]`.
            if let portColon = lastIndex(of: Self.colon, hostStart, hostEnd),
                firstIndex(of: UInt8(ascii: "]"), portColon, hostEnd) == nil
            {
                hostEnd = portColon
            }
            (host, hostAsWritten) = try hostTexts(hostStart, hostEnd)
            hasAuthority = true
            start = authorityEnd
        }
        let segments = try segments(start, pathEnd)
        let (query, repeatedQuery) = try queryItems(queryStart, end)
        return Navigation.DeepLinkURL(
            scheme: scheme, host: host, hostAsWritten: hostAsWritten, segments: segments, query: query,
            repeatedQuery: repeatedQuery, fragment: end < bytes.count ? original(end + 1, bytes.count) : nil,
            hasAuthority: hasAuthority)
    }

    // MARK: Parts

    private func segments(_ start: Int, _ end: Int) throws(Navigation.DeepLinkFailure) -> [String] {
        var start = start
        var end = end
        if start < end, bytes[start] == Self.slash { start += 1 }
        if start == end { return [] }
        // One trailing slash is ignored; what remains is at least one segment, maybe empty.
        if bytes[end - 1] == Self.slash { end -= 1 }
        var count = 1
        for index in start..<end where bytes[index] == Self.slash { count += 1 }
        var result: [String] = []
        result.reserveCapacity(count)
        var segmentStart = start
        while true {
            let segmentEnd = firstIndex(of: Self.slash, segmentStart, end) ?? end
            let length = segmentEnd - segmentStart
            if length == 0 { throw .emptySegment }
            if bytes[segmentStart] == UInt8(ascii: "."), length <= 2,
                length == 1 || bytes[segmentStart + 1] == UInt8(ascii: ".")
            {
                throw .dotSegment
            }
            result.append(try decoded(segmentStart, segmentEnd))
            if segmentEnd == end { return result }
            segmentStart = segmentEnd + 1
        }
    }

    /// The items, each key's first value, and every value of the keys given more than once.
    private func queryItems(_ start: Int, _ end: Int) throws(Navigation.DeepLinkFailure) -> (
        [String: String], [String: [String]]
    ) {
        var items: [String: String] = [:]
        var repeated: [String: [String]] = [:]
        var itemStart = start
        while itemStart < end {
            let itemEnd = firstIndex(of: UInt8(ascii: "&"), itemStart, end) ?? end
            if itemEnd > itemStart {
                let equals = firstIndex(of: UInt8(ascii: "="), itemStart, itemEnd)
                let key = try decoded(itemStart, equals ?? itemEnd)
                let value =
                    try equals.map { (index) throws(Navigation.DeepLinkFailure) in try decoded(index + 1, itemEnd) }
                    ?? ""
                // One lookup when the key is new, the common case.
                if let first = items.updateValue(value, forKey: key) {
                    items[key] = first
                    repeated[key, default: [first]].append(value)
                }
            }
            itemStart = itemEnd + 1
        }
        return (items, repeated)
    }

    /// The host, percent-decoded once: lowercased (ASCII directly, anything else by Unicode),
    /// and as written.
    private func hostTexts(_ start: Int, _ end: Int) throws(Navigation.DeepLinkFailure) -> (
        lowercased: String, written: String
    ) {
        var ascii = true
        for index in start..<end where bytes[index] >= 0x80 || bytes[index] == Self.percent {
            ascii = false
            break
        }
        if ascii { return (lowercasedASCII(start, end), original(start, end)) }
        let written = try decoded(start, end)
        return (written.lowercased(), written)
    }

    /// Percent-decodes once; the result must be UTF-8. Raw bytes are already UTF-8 (they come
    /// from a `String`, cut only at ASCII bytes), so only decoded bytes are validated.
    private func decoded(_ start: Int, _ end: Int) throws(Navigation.DeepLinkFailure) -> String {
        guard let firstPercent = firstIndex(of: Self.percent, start, end) else {
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        }
        var result: [UInt8] = []
        result.reserveCapacity(end - start)
        result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<firstPercent]))
        var index = firstPercent
        while index < end {
            let byte = bytes[index]
            if byte == Self.percent {
                guard index + 2 < end, let high = Self.hexValue(bytes[index + 1]),
                    let low = Self.hexValue(bytes[index + 2])
                else {
                    throw .invalidEscape(original(start, end))
                }
                result.append(high << 4 | low)
                index += 3
            } else {
                result.append(byte)
                index += 1
            }
        }
        // Decoding repairs what is not UTF-8 (with U+FFFD), so a repaired result differs from
        // its bytes.
        let text = String(decoding: result, as: UTF8.self)
        guard text.utf8.elementsEqual(result) else { throw .invalidEscape(original(start, end)) }
        return text
    }

    private func original(_ start: Int, _ end: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }

    /// ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ), RFC 3986 section 3.1.
    private func isScheme(_ start: Int, _ end: Int) -> Bool {
        guard Self.isLetter(bytes[start]) else { return false }
        for index in (start + 1)..<end {
            let byte = bytes[index]
            guard
                Self.isLetter(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                    || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
            else { return false }
        }
        return true
    }

    /// ASCII bytes as a string, `A`–`Z` lowercased.
    private func lowercasedASCII(_ start: Int, _ end: Int) -> String {
        var upper = false
        for index in start..<end where bytes[index] >= UInt8(ascii: "A") && bytes[index] <= UInt8(ascii: "Z") {
            upper = true
            break
        }
        guard upper else { return original(start, end) }
        return String(unsafeUninitializedCapacity: end - start) { buffer in
            for index in start..<end {
                let byte = bytes[index]
                buffer[index - start] = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
            }
            return end - start
        }
    }

    private func firstIndex(of byte: UInt8, _ start: Int, _ end: Int) -> Int? {
        var index = start
        while index < end {
            if bytes[index] == byte { return index }
            index += 1
        }
        return nil
    }

    private func lastIndex(of byte: UInt8, _ start: Int, _ end: Int) -> Int? {
        var index = end
        while index > start {
            index -= 1
            if bytes[index] == byte { return index }
        }
        return nil
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
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
