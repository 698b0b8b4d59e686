import ScreenGenDiagnostics

/// Two deep links that one URL could match, with no rule to choose between them, are an error
/// naming both. The rule that does choose: at the first path segment where two patterns differ,
/// a literal beats a placeholder. So patterns overlap when they have as many segments and, at
/// every position, either the same literal or two placeholders whose types can read one text
/// (String and listed custom types read anything; Int and Double share numbers; Bool, Int and
/// UUID read disjoint texts) and whose literal text around them one segment can have (`@{a}`
/// and `{b}` can, `@{a}` and `~{b}` cannot). The query never decides: it is optional.
///
/// The patterns go into a trie, and pairs of trie nodes that one URL can reach together are
/// walked once each; for real link sets this is linear in the total pattern length.
enum DeepLinkOverlap {
    static func diagnostics(_ graph: ScreenGraph) -> [Diagnostic] {
        guard graph.deepLinks.count > 1 else { return [] }
        var trie = Trie()
        for (index, link) in graph.deepLinks.enumerated() { trie.insert(link, as: index) }
        var pairs: [(Int, Int)] = []
        var visited: Set<[Int]> = []
        var work: [(Int, Int)] = [(0, 0)]
        while let (u, v) = work.popLast() {
            guard visited.insert([u, v]).inserted else { continue }
            let a = trie.nodes[u], b = trie.nodes[v]
            if u == v {
                for later in a.terminals.dropFirst() { pairs.append((a.terminals[0], later)) }
                for child in a.literals.values { work.append((child, child)) }
                for (i, first) in a.values.enumerated() {
                    for second in a.values[i...] where first.value.overlaps(second.value) {
                        work.append((first.node, second.node))
                    }
                }
            } else {
                if let first = a.terminals.first, let second = b.terminals.first { pairs.append((min(first, second), max(first, second))) }
                let (small, large) = a.literals.count <= b.literals.count ? (a.literals, b.literals) : (b.literals, a.literals)
                for (text, child) in small { if let other = large[text] { work.append((min(child, other), max(child, other))) } }
                for first in a.values {
                    for second in b.values where first.value.overlaps(second.value) {
                        work.append((min(first.node, second.node), max(first.node, second.node)))
                    }
                }
            }
        }
        // One diagnostic per mistake: a link already reported is not blamed again for the
        // links it overlaps later (a `{slug}` String link overlapping both `{id}` and `{key}`).
        var reported: Set<Int> = []
        let ordered = Set(pairs.map { [$0.0, $0.1] }).sorted { ($0[1], $0[0]) < ($1[1], $1[0]) }
        return ordered.compactMap { pair in
            guard !reported.contains(pair[0]), reported.insert(pair[1]).inserted else { return nil }
            let first = graph.deepLinks[pair[0]], second = graph.deepLinks[pair[1]]
            return Diagnostic(
                .invalidDeeplink,
                "url '\(second.url.value)' and url '\(first.url.value)' can match the same links, and no literal segment decides between them; make a literal segment differ, or use placeholder types that cannot read the same text",
                at: second.url.location, notes: [.init("url '\(first.url.value)' is declared here", at: first.url.location)])
        }
    }

    /// Whether one text can be read by both kinds.
    static func overlap(_ a: ScreenGraph.DeepLinkValueKind, _ b: ScreenGraph.DeepLinkValueKind) -> Bool {
        if a == b || [a, b].contains(.string) || [a, b].contains(.custom) { return true }
        return Set([a, b]) == [.int, .double]
    }

    /// A placeholder's segment: its kind, and the literal text around it (`@{acct}`).
    struct Value: Equatable {
        var kind: ScreenGraph.DeepLinkValueKind
        var prefix = ""
        var suffix = ""

        /// Whether one segment can be read by both: kinds that share a text, and affixes that
        /// one segment can have both of (one prefix starts the other, one suffix ends the
        /// other). Judged without the texts themselves, so it may say yes where none exists.
        func overlaps(_ other: Value) -> Bool {
            DeepLinkOverlap.overlap(kind, other.kind)
                && (prefix.hasPrefix(other.prefix) || other.prefix.hasPrefix(prefix))
                && (suffix.hasSuffix(other.suffix) || other.suffix.hasSuffix(suffix))
                && reads(literalOf: other) && other.reads(literalOf: self)
        }

        /// Whether this value, where it is the whole segment, can read the literal text around
        /// `other`'s value: an Int never reads `@ada`.
        private func reads(literalOf other: Value) -> Bool {
            guard prefix.isEmpty, suffix.isEmpty, let characters = Self.characters[kind] else { return true }
            return (other.prefix + other.suffix).allSatisfy { characters.contains($0) }
        }

        /// The characters a text of each kind can hold, where that is not any character.
        private static let characters: [ScreenGraph.DeepLinkValueKind: Set<Character>] = [
            .int: Set("+-0123456789"),
            .bool: Set("truefals"),
            .uuid: Set("-0123456789abcdefABCDEF"),
            // Decimal and hexadecimal numbers, `inf`, `infinity` and `nan`, in any case.
            .double: Set("+-.0123456789abcdefinprtxyABCDEFINPRTXY"),
        ]
    }

    struct Trie {
        struct Node {
            var literals: [String: Int] = [:]
            var values: [(value: Value, node: Int)] = []
            var terminals: [Int] = []
        }

        var nodes = [Node()]

        mutating func insert(_ link: ScreenGraph.DeepLink, as index: Int) {
            var current = 0
            for segment in link.pattern.segments {
                switch segment {
                case .literal(let text):
                    if let next = nodes[current].literals[text] {
                        current = next
                    } else {
                        nodes.append(Node())
                        nodes[current].literals[text] = nodes.count - 1
                        current = nodes.count - 1
                    }
                case .placeholder(let placeholder), .affixed(_, let placeholder, _):
                    var value = Value(kind: link.placeholders[placeholder].kind)
                    if case .affixed(let prefix, _, let suffix) = segment {
                        value.prefix = prefix
                        value.suffix = suffix
                    }
                    if let next = nodes[current].values.first(where: { $0.value == value })?.node {
                        current = next
                    } else {
                        nodes.append(Node())
                        nodes[current].values.append((value, nodes.count - 1))
                        current = nodes.count - 1
                    }
                }
            }
            nodes[current].terminals.append(index)
        }
    }
}
