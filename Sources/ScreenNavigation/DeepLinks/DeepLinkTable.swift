/// The deep links of a graph, ready to match: a trie over the host and the path segments,
/// built once, so the cost of matching a URL depends on its segments, not on how many patterns
/// there are.
///
/// Matching walks the trie from the host: the root's edges are the literal hosts of patterns
/// with a host part, their host placeholders, and last the edge of the patterns without one,
/// taken when the host is one of `hosts` (or `hosts` is empty). Then, at each segment, a literal
/// edge is tried before placeholder edges (a literal beats a placeholder), placeholder edges in
/// the order of `Navigation.DeepLinkValueKind` (Bool, Int, UUID, Double, custom, String), one with literal
/// text around its value (`@{acct}`) before one without, and the wildcard `*` last; the first
/// complete match wins. `screengen` rejects at build time any two patterns that one URL could
/// match without the literal rule deciding, so "first" is never a silent choice between equals.
@_spi(Generated) public struct DeepLinkTable: Sendable {
    public var schemes: Set<String> { storage.schemes }
    public var hosts: Set<String> { storage.hosts }
    public var patterns: [Navigation.DeepLinkPattern] { storage.patterns }
    /// The patterns as the generator wrote them (`/recipe/{recipeID:c}`): how a navigation
    /// record names the links it opened.
    public var patternTexts: [String] { storage.patternTexts }
    /// The links that name a choice of screens (`one-of:`): each declared link with a choice is
    /// a run of table links, one per candidate, with the same pattern.
    public var choices: [Choice] { storage.choices }

    /// A declared link that names a choice (`one-of:`): the table links `links`, one per
    /// candidate in declared order, share its pattern; a URL matches the first, and the app's
    /// resolver for choice `name` picks which of them opens.
    public struct Choice: Sendable, Hashable {
        /// The choice's name as the YAML writes it (`choice: room-target`).
        public var name: String
        /// The table links of the candidates, in `one-of:` order.
        public var links: Range<Int>

        public init(name: String, links: Range<Int>) {
            self.name = name
            self.links = links
        }
    }

    /// The choice whose first candidate is link `link`, if it is one.
    public func choice(startingAt link: Int) -> Choice? { storage.choiceByFirstLink[link] }
    /// Everything behind one reference: the generated `static let` table is copied on each use,
    /// and a copy then costs one retain.
    private let storage: Storage

    private final class Storage: Sendable {
        let schemes: Set<String>
        let hosts: Set<String>
        /// The same, as lists: a few strings are found faster by comparing than by hashing.
        let schemeList: [String]
        let hostList: [String]
        let patterns: [Navigation.DeepLinkPattern]
        let patternTexts: [String]
        /// `root|screen|screen…` of each link, for printing a stack back as a URL.
        let linksByStack: [String: [Int]]
        /// Printed links use the first scheme and host the graph lists.
        let printedScheme: String?
        let printedHost: String
        let nodes: [Node]
        let longest: Int
        /// Whether a link has a fragment path: only then is a URL's fragment read.
        let hasFragments: Bool
        /// Whether a link is written `scheme:path` (an opaque URI, its host part `scheme:`).
        let hasOpaque: Bool
        /// The wildcard hosts of links (`*.bitwarden.com`, lowercased), the longest first: a
        /// host answers the most specific domain it is a subdomain of first.
        let wildcardHosts: [String]
        let choices: [Choice]
        let choiceByFirstLink: [Int: Choice]
        /// For each candidate link after a choice's first, that first link: the one a URL of
        /// their shared pattern matches, so what they print is checked against it.
        let firstCandidate: [Int: Int]
        /// `print-scheme` and `print-host` of the links that write them (lowercased).
        let printedSchemes: [Int: String]
        let printedHosts: [Int: String]

        init(
            schemes: [String], hosts: [String], patterns: [Navigation.DeepLinkPattern], patternTexts: [String],
            stacks: [String],
            choices: [Choice], printedSchemes: [Int: String], printedHosts: [Int: String]
        ) {
            self.choices = choices
            self.printedSchemes = printedSchemes.mapValues { $0.lowercased() }
            self.printedHosts = printedHosts.mapValues { $0.lowercased() }
            var byFirst: [Int: Choice] = [:]
            var first: [Int: Int] = [:]
            for choice in choices where !choice.links.isEmpty {
                byFirst[choice.links.lowerBound] = choice
                for link in choice.links.dropFirst() { first[link] = choice.links.lowerBound }
            }
            choiceByFirstLink = byFirst
            firstCandidate = first
            schemeList = Array(Set(schemes.map { $0.lowercased() })).sorted()
            hostList = Array(Set(hosts.map { $0.lowercased() })).sorted()
            self.schemes = Set(schemeList)
            self.hosts = Set(hostList)
            printedScheme = schemes.first?.lowercased()
            printedHost = hosts.first?.lowercased() ?? ""
            self.patterns = patterns
            self.patternTexts = patternTexts
            var byStack: [String: [Int]] = [:]
            for (index, key) in stacks.enumerated() { byStack[key, default: []].append(index) }
            linksByStack = byStack
            var trie = Trie()
            for (index, pattern) in patterns.enumerated() { trie.insert(pattern, as: index) }
            nodes = trie.nodes
            longest = trie.longest
            hasFragments = trie.hasFragments
            hasOpaque = patterns.contains { pattern in
                if case .literal(let host) = pattern.host { return host.hasSuffix(":") }
                return false
            }
            wildcardHosts = Set(
                patterns.compactMap { pattern -> String? in
                    guard case .literal(let host) = pattern.host, host.hasPrefix("*.") else { return nil }
                    return host.lowercased()
                }
            ).sorted { ($1.utf8.count, $0) < ($0.utf8.count, $1) }
        }
    }

    /// A node of the trie. The root's edges are the host's: its literals are literal hosts
    /// (lowercased), its values host placeholders, its wildcard the patterns without a host part.
    struct Node: Sendable {
        var literals = Literals()
        var values: [ValueEdge] = []
        /// The `*` edge.
        var wildcard: Int?
        var terminal: Int?
        /// How many more segments the patterns through this node have: lets a failed match
        /// blame the placeholder whose value was wrong rather than say "no match".
        var remaining = Lengths()
    }

    /// A placeholder's edge: its kind, and the literal text around the value in its segment.
    struct ValueEdge: Sendable {
        var kind: Navigation.DeepLinkValueKind
        var prefix = ""
        var suffix = ""
        var node: Int

        /// The value `segment` holds for this edge: the segment without the edge's literal text
        /// around it; nil when the segment does not have it, or holds no value besides it.
        func value(in segment: String) -> String? {
            guard !prefix.isEmpty || !suffix.isEmpty else { return segment }
            guard segment.utf8.count > prefix.utf8.count + suffix.utf8.count, segment.hasPrefix(prefix),
                segment.hasSuffix(suffix)
            else { return nil }
            let utf8 = segment.utf8
            let start = utf8.index(utf8.startIndex, offsetBy: prefix.utf8.count)
            let end = utf8.index(utf8.endIndex, offsetBy: -suffix.utf8.count)
            return String(segment[start..<end])
        }

        /// The value a host holds for this edge (its text around compared ignoring ASCII case,
        /// as hosts compare); nil when it has not that text, or no value besides it.
        func value(inHost host: String) -> String? {
            guard !host.isEmpty else { return nil }
            guard !prefix.isEmpty || !suffix.isEmpty else { return host }
            let utf8 = host.utf8
            guard utf8.count > prefix.utf8.count + suffix.utf8.count,
                Self.equalIgnoringASCIICase(utf8.prefix(prefix.utf8.count), prefix.utf8),
                Self.equalIgnoringASCIICase(utf8.suffix(suffix.utf8.count), suffix.utf8)
            else { return nil }
            let start = utf8.index(utf8.startIndex, offsetBy: prefix.utf8.count)
            let end = utf8.index(utf8.endIndex, offsetBy: -suffix.utf8.count)
            return String(host[start..<end])
        }

        /// `lowercase` is lowercased ASCII (a host's literal text).
        private static func equalIgnoringASCIICase(_ text: Substring.UTF8View, _ lowercase: String.UTF8View) -> Bool {
            text.elementsEqual(lowercase) { byte, lower in
                (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte) == lower
            }
        }
    }

    /// A node's literal edges: compared one by one while there are few, hashed beyond.
    struct Literals: Sendable {
        private var texts: [String] = []
        private var targets: [Int] = []
        private var map: [String: Int]?

        subscript(text: String) -> Int? {
            if let map { return map[text] }
            for index in texts.indices where texts[index] == text { return targets[index] }
            return nil
        }

        mutating func insert(_ text: String, _ target: Int) {
            if map != nil {
                map![text] = target
            } else if texts.count < 8 {
                texts.append(text)
                targets.append(target)
            } else {
                map = Dictionary(uniqueKeysWithValues: zip(texts, targets))
                map![text] = target
                texts = []
                targets = []
            }
        }
    }

    /// A set of segment counts: a bit mask below 64, a set above.
    struct Lengths: Sendable {
        private var small: UInt64 = 0
        private var large: Set<Int> = []

        mutating func insert(_ count: Int) {
            if count < 64 { small |= 1 << UInt64(count) } else { large.insert(count) }
        }

        func contains(_ count: Int) -> Bool {
            count < 64 ? small & (1 << UInt64(count)) != 0 : large.contains(count)
        }
    }

    /// The trie as it is built.
    private struct Trie {
        var nodes = [Node()]
        var longest = 0
        var hasFragments = false

        mutating func insert(_ pattern: Navigation.DeepLinkPattern, as link: Int) {
            // A link with a fragment path: its path, an empty literal, the fragment's path.
            let segments = pattern.matchedSegments
            hasFragments = hasFragments || pattern.fragment != nil
            longest = max(longest, segments.count)
            nodes[0].remaining.insert(segments.count)
            // The host first: a pattern without a host part takes the root's wildcard edge.
            var current = step(from: 0, Self.lowercased(pattern.host) ?? .wildcard)
            nodes[current].remaining.insert(segments.count)
            for (position, segment) in segments.enumerated() {
                let next = step(from: current, segment)
                nodes[next].remaining.insert(segments.count - position - 1)
                current = next
            }
            if nodes[current].terminal == nil { nodes[current].terminal = link }
        }

        /// The node `segment`'s edge from `current` leads to, made if new.
        private mutating func step(from current: Int, _ segment: Navigation.DeepLinkPattern.Segment) -> Int {
            switch segment {
            case .literal(let text):
                if let existing = nodes[current].literals[text] { return existing }
                nodes.append(Node())
                nodes[current].literals.insert(text, nodes.count - 1)
                return nodes.count - 1
            case .value(_, let kind), .affixedValue(_, _, let kind, _):
                var edge = ValueEdge(kind: kind, node: nodes.count)
                if case .affixedValue(let prefix, _, _, let suffix) = segment {
                    edge.prefix = prefix
                    edge.suffix = suffix
                }
                if let existing = nodes[current].values.first(where: {
                    $0.kind == kind && $0.prefix == edge.prefix && $0.suffix == edge.suffix
                }) {
                    return existing.node
                }
                nodes.append(Node())
                nodes[current].values.append(edge)
                // Kind order, and within a kind the edges with literal text first.
                nodes[current].values.sort {
                    (Self.order($0.kind), -($0.prefix.utf8.count + $0.suffix.utf8.count))
                        < (Self.order($1.kind), -($1.prefix.utf8.count + $1.suffix.utf8.count))
                }
                return nodes.count - 1
            case .wildcard:
                if let existing = nodes[current].wildcard { return existing }
                nodes.append(Node())
                nodes[current].wildcard = nodes.count - 1
                return nodes.count - 1
            }
        }

        /// A host part with its literal text lowercased, as hosts compare.
        private static func lowercased(_ host: Navigation.DeepLinkPattern.Segment?) -> Navigation.DeepLinkPattern
            .Segment?
        {
            switch host {
            case .literal(let text): .literal(text.lowercased())
            case .affixedValue(let prefix, let name, let kind, let suffix):
                .affixedValue(prefix: prefix.lowercased(), name: name, kind: kind, suffix: suffix.lowercased())
            case let other: other
            }
        }

        private static func order(_ kind: Navigation.DeepLinkValueKind) -> Int {
            Navigation.DeepLinkValueKind.allCases.firstIndex(of: kind)!
        }
    }

    /// `schemes` and `hosts` are compared lowercased; no hosts means any host (or none). `hosts`
    /// concern the patterns without a host part only.
    /// `stacks[i]` is link `i`'s root index and screens, as `DeepLinkGraph.stackKey` makes it.
    /// `choices`: the runs of links that are one declared link's candidates (`one-of:`).
    /// `printedSchemes` and `printedHosts`: by link, the scheme and host a link prints with
    /// (`print-scheme`, `print-host`) instead of the first of `schemes` and `hosts`.
    public init(
        schemes: [String], hosts: [String], patterns: [String], stacks: [String], choices: [Choice] = [],
        printedSchemes: [Int: String] = [:], printedHosts: [Int: String] = [:]
    ) {
        storage = Storage(
            schemes: schemes, hosts: hosts, patterns: patterns.map(Navigation.DeepLinkPattern.init(annotated:)),
            patternTexts: patterns,
            stacks: stacks, choices: choices, printedSchemes: printedSchemes, printedHosts: printedHosts)
    }

    /// The link a URL names and its placeholders' texts (path values checked for their kind,
    /// query values present or nil; a list item's values as one text, see `listText`), or why
    /// there is none.
    public func match(_ url: Navigation.DeepLinkURL) throws(Navigation.DeepLinkFailure) -> (link: Int, texts: [String?])
    {
        // A URL whose fragment is a path (`#/…`) is matched first with it, against the links
        // with a fragment path, then as if it had none, against the others; when neither
        // matches, the first says why.
        guard storage.hasFragments, url.fragment?.utf8.first == UInt8(ascii: "/") else {
            return try match(url, fragment: nil)
        }
        do throws(Navigation.DeepLinkFailure) {
            return try match(url, fragment: url.fragmentURL())
        } catch {
            if let plain = try? match(url, fragment: nil) { return plain }
            throw error
        }
    }

    /// `url` matched with `fragment`'s path after its own and an empty segment (the links
    /// with a fragment path), its query read from `fragment`; or, without, as it is.
    @inline(__always)
    private func match(
        _ url: Navigation.DeepLinkURL, fragment: Navigation.DeepLinkURL?
    ) throws(Navigation.DeepLinkFailure) -> (link: Int, texts: [String?]) {
        let storage = storage
        guard Self.contains(storage.schemeList, storage.schemes, url.scheme) else { throw .unknownScheme(url.scheme) }
        // The patterns without a host part answer the listed hosts (any, with none listed); a
        // host that neither they nor a pattern's host part answers (as a literal, or with the
        // text around a host placeholder and a value of its kind) is unknown.
        let root = storage.nodes[0]
        // A URL without an authority looks for the links written `scheme:path` (an opaque
        // URI) under `scheme:`, which no host is: a host never holds `:`.
        let hostKey = storage.hasOpaque && !url.hasAuthority ? url.scheme + ":" : url.host
        // `*.bitwarden.com`: the wildcard hosts of which the host is a subdomain, after the host
        // itself (a literal host beats a wildcard one), the most specific first.
        let wildcards =
            storage.wildcardHosts.isEmpty || !url.hasAuthority
            ? [] : storage.wildcardHosts.filter { Self.isSubdomain(url.host, of: $0) }
        let listed =
            root.wildcard != nil
            && (storage.hostList.isEmpty || Self.contains(storage.hostList, storage.hosts, url.host))
        let named =
            root.literals[hostKey] != nil || !wildcards.isEmpty
            || root.values.contains { edge in
                edge.value(inHost: url.hostAsWritten).map(edge.kind.accepts) ?? false
            }
        guard listed || named else { throw .unknownHost(url.host) }
        let segments = fragment.map { url.segments + [""] + $0.segments } ?? url.segments
        guard segments.count <= storage.longest else { throw .noMatch(path: Self.path(url, fragment)) }
        var texts: [String?] = []
        var blame: (position: Int, failure: Navigation.DeepLinkFailure)?
        let found = storage.nodes.withUnsafeBufferPointer { nodes in
            Walk(nodes: nodes, patterns: storage.patterns, segments: segments).walk(
                host: url, key: hostKey, wildcards: wildcards, listed: listed, &texts, &blame)
        }
        guard let link = found else {
            throw blame?.failure ?? .noMatch(path: Self.path(url, fragment))
        }
        let query = storage.patterns[link].query
        if !query.isEmpty {
            // A link with a fragment path reads the fragment's query.
            if let fragment {
                try Self.read(query, of: fragment, into: &texts)
            } else {
                try Self.read(query, of: url, into: &texts)
            }
        }
        return (link, texts)
    }

    /// The texts of `query`'s items in `url`'s query, checked for their kinds.
    private static func read(
        _ query: [Navigation.DeepLinkPattern.QueryItem], of url: Navigation.DeepLinkURL, into texts: inout [String?]
    )
        throws(Navigation.DeepLinkFailure)
    {
        texts.reserveCapacity(texts.count + query.count)
        for item in query {
            if item.isList {
                texts.append(try listText(item, url))
                continue
            }
            // A key the link reads once, given twice: which value is meant is not known.
            if !url.repeatedQuery.isEmpty, url.repeatedQuery[item.key] != nil {
                throw .repeatedQueryKey(item.key)
            }
            let text = url.query[item.key]
            // A required param's item: without it, the link's stack cannot be built.
            if text == nil, item.isRequired { throw .missingQueryItem(item.key) }
            if let text, !item.kind.accepts(text) {
                throw .invalidValue(placeholder: item.name, value: text, expected: item.kind.typeName)
            }
            texts.append(text)
        }
    }

    /// A list item's text: every value of its key, in order, each checked for its kind and
    /// escaped as a printed link writes it, joined by `&` (`a.org&b.org`); nil when the URL
    /// does not give the key.
    private static func listText(_ item: Navigation.DeepLinkPattern.QueryItem, _ url: Navigation.DeepLinkURL)
        throws(Navigation.DeepLinkFailure)
        -> String?
    {
        let values = url.repeatedQuery[item.key] ?? url.query[item.key].map { [$0] }
        guard let values else { return nil }
        for value in values where !item.kind.accepts(value) {
            throw .invalidValue(placeholder: item.name, value: value, expected: item.kind.typeName)
        }
        return DeepLinkEncoding.listText(values)
    }

    /// Whether `host` (lowercased) is a subdomain of wildcard host `wildcard` (`*.example.com`):
    /// it ends with `.example.com` and has a label before it.
    private static func isSubdomain(_ host: String, of wildcard: String) -> Bool {
        let domain = wildcard.utf8.dropFirst()
        return host.utf8.count > domain.count && host.utf8.suffix(domain.count).elementsEqual(domain)
    }

    private static func contains(_ list: [String], _ set: Set<String>, _ text: String) -> Bool {
        list.count <= 8 ? list.contains(text) : set.contains(text)
    }

    private static func path(_ url: Navigation.DeepLinkURL, _ fragment: Navigation.DeepLinkURL? = nil) -> String {
        "/" + url.segments.joined(separator: "/") + (fragment.map { "#/" + $0.segments.joined(separator: "/") } ?? "")
    }

    /// One URL's walk over the trie.
    private struct Walk {
        let nodes: UnsafeBufferPointer<Node>
        let patterns: [Navigation.DeepLinkPattern]
        let segments: [String]

        /// From the root: a literal host, then the wildcard hosts it is a subdomain of (the most
        /// specific first), then host placeholders, then (when `listed`) the
        /// patterns without a host part; the path from each, until one matches. A host value
        /// its kind does not read is blamed only if the path fits a pattern through that edge.
        func walk(
            host url: Navigation.DeepLinkURL, key: String, wildcards: [String], listed: Bool,
            _ captured: inout [String?],
            _ blame: inout (position: Int, failure: Navigation.DeepLinkFailure)?
        ) -> Int? {
            let root = nodes[0]
            if let next = root.literals[key], let link = walk(next, 0, &captured, &blame) { return link }
            for wildcard in wildcards {
                if let next = root.literals[wildcard], let link = walk(next, 0, &captured, &blame) { return link }
            }
            for edge in root.values where nodes[edge.node].remaining.contains(segments.count) {
                guard let value = edge.value(inHost: url.hostAsWritten) else { continue }
                guard edge.kind.accepts(value) else {
                    if blame == nil, let link = completion(edge.node, 0), let name = patterns[link].host?.valueName {
                        blame = (-1, .invalidValue(placeholder: name, value: value, expected: edge.kind.typeName))
                    }
                    continue
                }
                captured.append(value)
                if let link = walk(edge.node, 0, &captured, &blame) { return link }
                captured.removeLast()
            }
            if listed, let next = root.wildcard { return walk(next, 0, &captured, &blame) }
            return nil
        }

        /// Depth-first: literal edge, then value edges in kind order; the first terminal at
        /// the last segment wins. Each node is visited at most once per URL.
        func walk(
            _ node: Int, _ position: Int, _ captured: inout [String?],
            _ blame: inout (position: Int, failure: Navigation.DeepLinkFailure)?
        ) -> Int? {
            if position == segments.count { return nodes[node].terminal }
            let segment = segments[position]
            if let next = nodes[node].literals[segment], let link = walk(next, position + 1, &captured, &blame) {
                return link
            }
            // The empty segment before a fragment's path: only its literal edge reads it.
            if segment.isEmpty { return nil }
            for edge in nodes[node].values {
                guard nodes[edge.node].remaining.contains(segments.count - position - 1),
                    let value = edge.value(in: segment)
                else { continue }
                guard edge.kind.accepts(value) else {
                    // Blame this value only if the rest of the URL fits a pattern through this
                    // edge, and name the placeholder as that pattern does (patterns share edges).
                    if blame.map({ $0.position < position }) ?? true,
                        let link = completion(edge.node, position + 1),
                        let name = patterns[link].matchedSegments[position].valueName
                    {
                        blame = (position, .invalidValue(placeholder: name, value: value, expected: edge.kind.typeName))
                    }
                    continue
                }
                if captured.isEmpty { captured.reserveCapacity(segments.count - position + 2) }
                captured.append(value)
                if let link = walk(edge.node, position + 1, &captured, &blame) { return link }
                captured.removeLast()
            }
            if let next = nodes[node].wildcard, nodes[next].remaining.contains(segments.count - position - 1) {
                return walk(next, position + 1, &captured, &blame)
            }
            return nil
        }

        /// The first link that `segments[position...]` reach from `node` when every
        /// placeholder reads any text: the pattern a URL was aiming at when one of its values
        /// did not read. It only enters the subtree of an edge `walk` refused, so each node is
        /// still visited at most once per URL.
        func completion(_ node: Int, _ position: Int) -> Int? {
            if position == segments.count { return nodes[node].terminal }
            if let next = nodes[node].literals[segments[position]], let link = completion(next, position + 1) {
                return link
            }
            if segments[position].isEmpty { return nil }
            for edge in nodes[node].values
            where nodes[edge.node].remaining.contains(segments.count - position - 1)
                && edge.value(in: segments[position]) != nil
            {
                if let link = completion(edge.node, position + 1) { return link }
            }
            if let next = nodes[node].wildcard, nodes[next].remaining.contains(segments.count - position - 1) {
                return completion(next, position + 1)
            }
            return nil
        }
    }

    /// The links whose stack is `key` (see `DeepLinkGraph.stackKey`), in declaration order.
    public func links(forStack key: String) -> [Int] { storage.linksByStack[key] ?? [] }

    /// Link `link` written out with `texts` (nil: an optional query value left out), each value
    /// percent-encoded so that parsing gives it back exactly; nil when no URL opens link `link`
    /// with exactly these texts: an empty path value, a URL over `Navigation.DeepLinkURL.maximumLength`,
    /// a text its placeholder's kind does not read, or values that spell another link's
    /// literal path (`pair(y: "a", z: "c")` of `/{y}/b/{z}` prints `/a/b/c`, which `/a/{x}/c`
    /// matches, since a literal beats a placeholder).
    public func url(link: Int, texts: [String?]) -> String? {
        guard let url = unchecked(link: link, texts: texts),
            let parsed = try? Navigation.DeepLinkURL(parsing: url), let back = try? match(parsed),
            back.link == link || back.link == storage.firstCandidate[link], back.texts == texts
        else { return nil }
        return url
    }

    private func unchecked(link: Int, texts: [String?]) -> String? {
        guard let scheme = storage.printedSchemes[link] ?? storage.printedScheme else { return nil }
        let pattern = patterns[link]
        var index = 0
        var host = storage.printedHosts[link] ?? storage.printedHost
        switch pattern.host {
        case nil: break
        case .literal(let text):
            // A wildcard host (`*.bitwarden.com`) names no one host to print.
            guard !text.hasPrefix("*.") else { return nil }
            host = text.lowercased()
        case .value, .affixedValue:
            // The value escaped as a path value is (a host ends at `/`, `?` and `#`; `@` and `:`
            // would make it user info or a port), its case kept; the text around lowercased.
            guard let text = texts[index], !text.isEmpty else { return nil }
            var prefix = ""
            var suffix = ""
            if case .affixedValue(let before, _, _, let after) = pattern.host {
                (prefix, suffix) = (before.lowercased(), after.lowercased())
            }
            host = prefix + DeepLinkEncoding.encode(text) + suffix
            index += 1
        case .wildcard: return nil  // the format has no wildcard host
        }
        guard var path = Self.path(pattern.segments, texts, &index) else { return nil }
        if path.isEmpty { path = "/" }
        if let fragment = pattern.fragment {
            guard let fragmentPath = Self.path(fragment, texts, &index) else { return nil }
            path += "#" + fragmentPath
        }
        var query: [String] = []
        for item in pattern.query {
            if let text = texts[index] {
                let key = DeepLinkEncoding.encode(item.key) + "="
                if item.isList {
                    // Already escaped, one value per `&`: one `key=value` each.
                    for value in text.split(separator: "&", omittingEmptySubsequences: false) {
                        query.append(key + value)
                    }
                } else {
                    query.append(key + DeepLinkEncoding.encode(text))
                }
            }
            index += 1
        }
        // An opaque URI (`matrix:` as its host part): its own scheme, then the path without `//`
        // and without its first `/` (`matrix:roomid/…`).
        let start = host.hasSuffix(":") ? host + path.dropFirst() : "\(scheme)://\(host)\(path)"
        return start + (query.isEmpty ? "" : "?" + query.joined(separator: "&"))
    }
}

extension DeepLinkTable {
    /// `segments` written with `texts` from `index` on (which it advances): `/a/%2E/*`; nil
    /// when a value is empty or absent.
    fileprivate static func path(
        _ segments: [Navigation.DeepLinkPattern.Segment], _ texts: [String?], _ index: inout Int
    )
        -> String?
    {
        var path = ""
        for segment in segments {
            switch segment {
            case .literal(let text):
                path += "/" + DeepLinkEncoding.encode(text)
            case .value:
                // An empty value would be an empty segment, which no link can carry.
                guard let text = texts[index], !text.isEmpty else { return nil }
                path += "/" + DeepLinkEncoding.encodeSegment(text)
                index += 1
            case .affixedValue(let prefix, _, _, let suffix):
                // The literal text as written: the format allows only characters a path carries
                // as they are (`@`, `~`, …).
                guard let text = texts[index], !text.isEmpty else { return nil }
                path += "/" + prefix + DeepLinkEncoding.encode(text) + suffix
                index += 1
            case .wildcard:
                // Any segment matches; `*` is the one that says so, and reads back here.
                path += "/*"
            }
        }
        return path
    }
}

/// Percent-encoding for printed links: everything but RFC 3986's unreserved characters.
enum DeepLinkEncoding {
    static func encode(_ text: String) -> String {
        var result = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                result +=
                    "%" + String(byte >> 4, radix: 16, uppercase: true) + String(byte & 0xF, radix: 16, uppercase: true)
            }
        }
        return result
    }

    /// A list's text: each value escaped, joined by `&` (which escaping never leaves in a
    /// value), so `[""]` is `""` and `["a b", "c"]` is `a%20b&c`.
    static func listText(_ values: [String]) -> String {
        values.map(encode).joined(separator: "&")
    }

    /// The values of a list's text, as `listText` made it.
    static func listValues(_ text: String) -> [String] {
        text.split(separator: "&", omittingEmptySubsequences: false).map { part in
            guard part.utf8.contains(UInt8(ascii: "%")) else { return String(part) }
            var bytes: [UInt8] = []
            var iterator = part.utf8.makeIterator()
            while let byte = iterator.next() {
                guard byte == UInt8(ascii: "%"), let high = iterator.next(), let low = iterator.next() else {
                    bytes.append(byte)
                    continue
                }
                bytes.append(hexValue(high) << 4 | hexValue(low))
            }
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    private static func hexValue(_ byte: UInt8) -> UInt8 {
        byte <= UInt8(ascii: "9") ? byte - UInt8(ascii: "0") : (byte | 0x20) - UInt8(ascii: "a") + 10
    }

    /// A path segment: as `encode`, and a value that is exactly `.` or `..` has its dots
    /// escaped, since raw dot segments are refused.
    static func encodeSegment(_ text: String) -> String {
        text == "." || text == ".." ? String(repeating: "%2E", count: text.count) : encode(text)
    }
}
