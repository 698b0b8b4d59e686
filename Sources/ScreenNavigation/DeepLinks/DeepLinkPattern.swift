import Foundation

extension Navigation {
    /// What a placeholder's text must read as. Matching tests the standard kinds segment by
    /// segment (so `/item/{id}` with an `Int` and `/item/{key}` with a `UUID` can share a path);
    /// a custom type (`LosslessStringConvertible`, listed under `graph.deeplinks.types`) accepts any
    /// text while matching and is converted afterwards.
    public enum DeepLinkValueKind: String, Hashable, Sendable, CaseIterable {
        case bool = "b"
        case int = "i"
        case uuid = "u"
        case double = "d"
        case custom = "c"
        case string = "s"

        /// Whether `text` is a value of this kind (`custom` is checked when it is converted).
        /// - Parameter text: a value's text in a link.
        /// - Returns: true when it reads as this kind.
        public func accepts(_ text: String) -> Bool {
            switch self {
            case .string, .custom: true
            case .int: Int(text) != nil
            case .double: Self.double(text) != nil
            case .bool: text == "true" || text == "false"
            case .uuid: Self.uuid(text) != nil
            }
        }

        /// A finite decimal number, in the form a link prints one (`description`): an optional
        /// `-`, digits, optionally `.` and digits, optionally `e` or `E`, a sign and digits. Not
        /// `nan`, `inf`, `1e999` (infinite), hexadecimal or `+1`, which `Double(_:)` reads: a NaN
        /// route is not equal to itself, and an infinite one cannot be saved.
        /// - Parameter text: a value's text in a link.
        /// - Returns: the number, or nil when the text is not a plain finite decimal.
        public static func double(_ text: String) -> Double? {
            guard isDecimalNumber(text), let value = Double(text), value.isFinite else { return nil }
            return value
        }

        /// `-?[0-9]+(\.[0-9]+)?([eE][+-]?[0-9]+)?`.
        static func isDecimalNumber(_ text: String) -> Bool {
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
            return bytes.isEmpty
        }

        /// `UUID(uuidString:)`'s rule without its cost (on Linux it scans with `sscanf`): 36
        /// characters, `-` at offsets 8, 13, 18 and 23, hex digits of either case elsewhere.
        static func uuid(_ text: String) -> UUID? {
            guard text.utf8.count == 36 else { return nil }
            var text = text
            return text.withUTF8 { bytes -> UUID? in
                var value: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
                let valid = withUnsafeMutableBytes(of: &value) { out -> Bool in
                    var index = 0
                    var byte = 0
                    while index < 36 {
                        if index == 8 || index == 13 || index == 18 || index == 23 {
                            guard bytes[index] == UInt8(ascii: "-") else { return false }
                            index += 1
                            continue
                        }
                        guard let high = hexValue(bytes[index]), let low = hexValue(bytes[index + 1]) else {
                            return false
                        }
                        out[byte] = high << 4 | low
                        byte += 1
                        index += 2
                    }
                    return true
                }
                return valid ? UUID(uuid: value) : nil
            }
        }

        private static func hexValue(_ byte: UInt8) -> UInt8? {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
            default: nil
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
}

extension Navigation {
    /// One deep-link pattern as the generator writes it: the `url` of the YAML with each
    /// placeholder annotated with its kind, `/grid/{productID:c}?highlight={highlight:s}`,
    /// `/@{acct:s}/{statusID:s}`, `//{serverID:s}/*/item/{itemID:i}`,
    /// `//matrix.to/#/{roomID:s}?via={via:[s]}` (a fragment path). Values are numbered in order
    /// of appearance: host, path, fragment path, then query. A query placeholder that reads every value of its key
    /// (a list) has its kind in brackets: `?via={via:[s]}`; one that binds a required param, and so
    /// must be in the URL, has `!` after its kind: `?email={email:s!}`.
    public struct DeepLinkPattern: Hashable, Sendable {
        public enum Segment: Hashable, Sendable {
            case literal(String)
            case value(name: String, kind: Navigation.DeepLinkValueKind)
            /// A value with literal text around it in one segment (`@{acct}`): the segment is
            /// `prefix`, the value, `suffix`.
            case affixedValue(prefix: String, name: String, kind: Navigation.DeepLinkValueKind, suffix: String)
            /// `*`: any one segment, whose text is not read. Printed as `*`.
            case wildcard

            /// The name of the segment's value, if it has one.
            public var valueName: String? {
                switch self {
                case .literal, .wildcard: nil
                case .value(let name, _), .affixedValue(_, let name, _, _): name
                }
            }
        }

        public struct QueryItem: Hashable, Sendable {
            public var key: String
            public var name: String
            public var kind: Navigation.DeepLinkValueKind
            /// `?via={via:[s]}`: the value is every value the URL gives the key, in order (a param
            /// of type `[T]`); otherwise a key given twice is refused.
            public var isList = false
            /// `?email={email:s!}`: the value binds a required param, so a URL without the key
            /// opens no link (`missingQueryItem`). Never a list (a list left out is empty).
            public var isRequired = false
        }

        /// The host part (`//shop.example.com`, `//{serverID}`, `//{tenant}.example.com`; its
        /// literal text lowercased), or nil: the link answers the table's `hosts`. A link written
        /// `matrix:roomid/{room:s}` (an opaque URI, without `//`) has the literal `matrix:`, which
        /// no host is: it answers that scheme's URLs without an authority.
        public var host: Segment? { didSet { valueNames = Self.valueNames(host, segments, fragment, query) } }
        public var segments: [Segment] { didSet { valueNames = Self.valueNames(host, segments, fragment, query) } }
        /// The fragment's path (`#/{roomID:s}`), or nil: the link ignores the fragment. With one,
        /// `query` is the fragment's query (`#/{roomID:s}?via={via:[s]}`).
        public var fragment: [Segment]? { didSet { valueNames = Self.valueNames(host, segments, fragment, query) } }
        public var query: [QueryItem] { didSet { valueNames = Self.valueNames(host, segments, fragment, query) } }
        /// The names of the values, in the order the generated code reads them (kept with the
        /// pattern: opening a link reads them).
        public private(set) var valueNames: [String] = []

        /// Parses the generator's annotated form; a malformed pattern is a generator bug, so it
        /// traps with the pattern in the message rather than matching something unintended.
        /// - Parameter text: a pattern as the generator writes it.
        public init(annotated text: String) {
            // Bytes, not characters: a table of 10,000 patterns is built on first use.
            let bytes = Array(text.utf8)
            let slash = UInt8(ascii: "/")
            // A fragment path follows `#` (which literal text never holds); the query is then the
            // fragment's, after it.
            let hash = bytes.firstIndex(of: UInt8(ascii: "#"))
            let question = bytes[(hash ?? bytes.startIndex)...].firstIndex(of: UInt8(ascii: "?"))
            let pathEnd = hash ?? question ?? bytes.endIndex
            var pathStart = bytes.startIndex
            host = nil
            if bytes.first != slash, let colon = bytes[..<pathEnd].firstIndex(of: UInt8(ascii: ":")) {
                // `matrix:roomid/{room:s}`, an opaque URI: its host part is the literal `matrix:`.
                host = .literal(String(decoding: bytes[...colon], as: UTF8.self))
                pathStart = colon + 1
            } else if bytes.count >= 2, bytes[0] == slash, bytes[1] == slash {
                // `//host`, then the path (empty when the next is `?` or the end).
                let end = bytes[2..<pathEnd].firstIndex(of: slash) ?? pathEnd
                host = Self.segment(bytes[2..<end])
                pathStart = end
            }
            segments = bytes[pathStart..<pathEnd].split(separator: slash).map(Self.segment)
            fragment = hash.map {
                bytes[($0 + 1)..<(question ?? bytes.endIndex)].split(separator: slash).map(Self.segment)
            }
            query =
                question.map { question in
                    bytes[(question + 1)...].split(separator: UInt8(ascii: "&")).map { item in
                        guard let equals = item.firstIndex(of: UInt8(ascii: "=")), equals > item.startIndex else {
                            preconditionFailure("malformed generated deep-link pattern '\(text)'")
                        }
                        var value = item[(equals + 1)...]
                        // `{name:k!}`: a required item; `{name:k}` once the `!` is dropped.
                        let isRequired = value.count > 3 && value[value.endIndex - 2] == UInt8(ascii: "!")
                        if isRequired { value = ArraySlice(value.dropLast(2) + [value.last!]) }
                        // `{name:[k]}`: a list; `{name:k}` once the brackets are dropped.
                        let isList = value.count > 4 && value[value.endIndex - 2] == UInt8(ascii: "]")
                        if isList, let open = value.lastIndex(of: UInt8(ascii: "[")) {
                            value = ArraySlice(
                                value[..<open] + value[(open + 1)..<(value.endIndex - 2)] + [value.last!])
                        }
                        guard let (name, kind) = Self.placeholder(value) else {
                            preconditionFailure("malformed generated deep-link pattern '\(text)'")
                        }
                        return QueryItem(
                            key: String(decoding: item[..<equals], as: UTF8.self), name: name, kind: kind,
                            isList: isList,
                            isRequired: isRequired)
                    }
                } ?? []
            valueNames = Self.valueNames(host, segments, fragment, query)
        }

        /// The segments the table matches: the path's, then, for a link with a fragment path, an
        /// empty literal (which no URL segment is: a URL's empty segments are refused) and the
        /// fragment's. A URL with a fragment path is matched the same way.
        public var matchedSegments: [Segment] {
            guard let fragment else { return segments }
            return segments + [.literal("")] + fragment
        }

        /// One annotated segment (or host part). Literal text never holds braces, and the path
        /// never a literal `*`: a brace starts the segment's one placeholder, a lone `*` is the
        /// wildcard.
        private static func segment(_ segment: ArraySlice<UInt8>) -> Segment {
            if segment.count == 1, segment.first == UInt8(ascii: "*") { return .wildcard }
            if let (name, kind) = Self.placeholder(segment) { return .value(name: name, kind: kind) }
            if let open = segment.firstIndex(of: UInt8(ascii: "{")),
                let close = segment[open...].firstIndex(of: UInt8(ascii: "}")),
                let (name, kind) = Self.placeholder(segment[open...close])
            {
                return .affixedValue(
                    prefix: String(decoding: segment[..<open], as: UTF8.self), name: name, kind: kind,
                    suffix: String(decoding: segment[(close + 1)...], as: UTF8.self))
            }
            return .literal(String(decoding: segment, as: UTF8.self))
        }

        private static func placeholder(_ text: ArraySlice<UInt8>) -> (String, Navigation.DeepLinkValueKind)? {
            guard text.first == UInt8(ascii: "{"), text.last == UInt8(ascii: "}"),
                let colon = text.lastIndex(of: UInt8(ascii: ":"))
            else {
                return nil
            }
            guard
                let kind = Navigation.DeepLinkValueKind(
                    rawValue: String(decoding: text[(colon + 1)..<(text.endIndex - 1)], as: UTF8.self))
            else {
                return nil
            }
            return (String(decoding: text[(text.startIndex + 1)..<colon], as: UTF8.self), kind)
        }

        private static func valueNames(
            _ host: Segment?, _ segments: [Segment], _ fragment: [Segment]?, _ query: [QueryItem]
        ) -> [String] {
            [host?.valueName].compactMap { $0 } + segments.compactMap(\.valueName)
                + (fragment ?? []).compactMap(\.valueName) + query.map(\.name)
        }
    }
}
