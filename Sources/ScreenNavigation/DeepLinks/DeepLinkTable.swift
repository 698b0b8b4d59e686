/// The deep links of a graph, ready to match: a trie over path segments built once, so the
/// cost of matching a URL depends on its segments, not on how many patterns there are.
///
/// Matching walks the trie from the first segment. At each segment a literal edge is tried
/// before placeholder edges (a literal beats a placeholder), and placeholder edges in the
/// order of `DeepLinkValueKind` (Bool, Int, UUID, Double, custom, String); the first complete
/// match wins. `screengen` rejects at build time any two patterns that one URL could match
/// without the literal rule deciding, so "first" is never a silent choice between equals.
public struct DeepLinkTable: Sendable {
    public let schemes: Set<String>
    public let hosts: Set<String>
    public let patterns: [DeepLinkPattern]
    /// `root|screen|screen…` of each link, for printing a stack back as a URL.
    private let linksByStack: [String: [Int]]
    private var nodes: [Node] = [Node()]
    private var longest = 0

    struct Node: Sendable {
        var literals: [String: Int] = [:]
        var values: [(kind: DeepLinkValueKind, name: String, node: Int)] = []
        var terminal: Int?
        /// How many more segments the patterns through this node have: lets a failed match
        /// blame the placeholder whose value was wrong rather than say "no match".
        var remaining: Set<Int> = []
    }

    /// `schemes` and `hosts` are compared lowercased; no hosts means any host (or none).
    /// `stacks[i]` is link `i`'s root index and screens, as `DeepLinkGraph.stackKey` makes it.
    public init(schemes: [String], hosts: [String], patterns: [String], stacks: [String]) {
        self.schemes = Set(schemes.map { $0.lowercased() })
        self.hosts = Set(hosts.map { $0.lowercased() })
        self.patterns = patterns.map(DeepLinkPattern.init(annotated:))
        var byStack: [String: [Int]] = [:]
        for (index, key) in stacks.enumerated() { byStack[key, default: []].append(index) }
        linksByStack = byStack
        for (index, pattern) in self.patterns.enumerated() { insert(pattern, as: index) }
    }

    private mutating func insert(_ pattern: DeepLinkPattern, as link: Int) {
        longest = max(longest, pattern.segments.count)
        var current = 0
        nodes[0].remaining.insert(pattern.segments.count)
        for (position, segment) in pattern.segments.enumerated() {
            let next: Int
            switch segment {
            case .literal(let text):
                if let existing = nodes[current].literals[text] {
                    next = existing
                } else {
                    next = nodes.count
                    nodes.append(Node())
                    nodes[current].literals[text] = next
                }
            case .value(let name, let kind):
                if let existing = nodes[current].values.first(where: { $0.kind == kind }) {
                    next = existing.node
                } else {
                    next = nodes.count
                    nodes.append(Node())
                    nodes[current].values.append((kind, name, next))
                    nodes[current].values.sort { Self.order($0.kind) < Self.order($1.kind) }
                }
            }
            nodes[next].remaining.insert(pattern.segments.count - position - 1)
            current = next
        }
        if nodes[current].terminal == nil { nodes[current].terminal = link }
    }

    private static func order(_ kind: DeepLinkValueKind) -> Int {
        DeepLinkValueKind.allCases.firstIndex(of: kind)!
    }

    /// The link a URL names and its placeholders' texts (path values checked for their kind,
    /// query values present or nil), or why there is none.
    public func match(_ url: DeepLinkURL) throws(DeepLinkFailure) -> (link: Int, texts: [String?]) {
        guard schemes.contains(url.scheme) else { throw .unknownScheme(url.scheme) }
        guard hosts.isEmpty || hosts.contains(url.host) else { throw .unknownHost(url.host) }
        let path = "/" + url.segments.joined(separator: "/")
        guard url.segments.count <= longest else { throw .noMatch(path: path) }
        var captured: [String] = []
        captured.reserveCapacity(url.segments.count)
        var blame: (position: Int, failure: DeepLinkFailure)?
        guard let link = walk(0, url.segments, 0, &captured, &blame) else {
            throw blame?.failure ?? .noMatch(path: path)
        }
        let pattern = patterns[link]
        var texts: [String?] = captured
        for item in pattern.query {
            let text = url.query[item.key]
            if let text, !item.kind.accepts(text) {
                throw .invalidValue(placeholder: item.name, value: text, expected: item.kind.typeName)
            }
            texts.append(text)
        }
        return (link, texts)
    }

    /// Depth-first: literal edge, then value edges in kind order; the first terminal at the
    /// last segment wins. Each node is visited at most once per URL.
    private func walk(
        _ node: Int, _ segments: [String], _ position: Int, _ captured: inout [String],
        _ blame: inout (position: Int, failure: DeepLinkFailure)?
    ) -> Int? {
        if position == segments.count { return nodes[node].terminal }
        let segment = segments[position]
        if let next = nodes[node].literals[segment], let link = walk(next, segments, position + 1, &captured, &blame) {
            return link
        }
        for edge in nodes[node].values {
            guard nodes[edge.node].remaining.contains(segments.count - position - 1) else { continue }
            guard edge.kind.accepts(segment) else {
                // Blame this value only if the rest of the URL fits a pattern through this edge,
                // and name the placeholder as that pattern does (patterns share edges).
                if blame.map({ $0.position < position }) ?? true,
                    let link = completion(edge.node, segments, position + 1),
                    case .value(let name, _) = patterns[link].segments[position]
                {
                    blame = (position, .invalidValue(placeholder: name, value: segment, expected: edge.kind.typeName))
                }
                continue
            }
            captured.append(segment)
            if let link = walk(edge.node, segments, position + 1, &captured, &blame) { return link }
            captured.removeLast()
        }
        return nil
    }

    /// The first link that `segments[position...]` reach from `node` when every placeholder
    /// reads any text: the pattern a URL was aiming at when one of its values did not read.
    /// It only enters the subtree of an edge `walk` refused, so each node is still visited at
    /// most once per URL.
    private func completion(_ node: Int, _ segments: [String], _ position: Int) -> Int? {
        if position == segments.count { return nodes[node].terminal }
        if let next = nodes[node].literals[segments[position]], let link = completion(next, segments, position + 1) {
            return link
        }
        for edge in nodes[node].values where nodes[edge.node].remaining.contains(segments.count - position - 1) {
            if let link = completion(edge.node, segments, position + 1) { return link }
        }
        return nil
    }

    /// The links whose stack is `key` (see `DeepLinkGraph.stackKey`), in declaration order.
    public func links(forStack key: String) -> [Int] { linksByStack[key] ?? [] }

    /// Link `link` written out with `texts` (nil: an optional query value left out), each value
    /// percent-encoded so that parsing gives it back exactly.
    public func url(link: Int, texts: [String?]) -> String? {
        guard let scheme = schemes.sorted().first else { return nil }
        let pattern = patterns[link]
        var index = 0
        var path = ""
        for segment in pattern.segments {
            switch segment {
            case .literal(let text):
                path += "/" + DeepLinkEncoding.encode(text)
            case .value:
                // An empty value would be an empty segment, which no link can carry.
                guard let text = texts[index], !text.isEmpty else { return nil }
                path += "/" + DeepLinkEncoding.encodeSegment(text)
                index += 1
            }
        }
        var query: [String] = []
        for item in pattern.query {
            if let text = texts[index] { query.append(DeepLinkEncoding.encode(item.key) + "=" + DeepLinkEncoding.encode(text)) }
            index += 1
        }
        let host = hosts.sorted().first ?? ""
        return "\(scheme)://\(host)\(path.isEmpty ? "/" : path)" + (query.isEmpty ? "" : "?" + query.joined(separator: "&"))
    }
}

/// Percent-encoding for printed links: everything but RFC 3986's unreserved characters.
enum DeepLinkEncoding {
    static func encode(_ text: String) -> String {
        var result = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                result += "%" + String(byte >> 4, radix: 16, uppercase: true) + String(byte & 0xF, radix: 16, uppercase: true)
            }
        }
        return result
    }

    /// A path segment: as `encode`, and a value that is exactly `.` or `..` has its dots
    /// escaped, since raw dot segments are refused.
    static func encodeSegment(_ text: String) -> String {
        text == "." || text == ".." ? String(repeating: "%2E", count: text.count) : encode(text)
    }
}
