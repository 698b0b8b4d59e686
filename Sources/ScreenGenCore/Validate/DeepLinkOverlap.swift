import ScreenGenDiagnostics

/// Two deep links that one URL could match, with no rule to choose between them, are an error
/// naming both. The rule that does choose: at the first position (the host, then each path
/// segment) where two patterns differ, a literal beats a placeholder. So patterns overlap when
/// they have as many segments and, at every position, either the same literal or two values
/// that can read one text (see `Value`): placeholders whose types can read one text (String
/// and listed custom types read anything; Int and Double share numbers; Bool, Int and UUID read
/// disjoint texts) and whose literal text around them one segment can have (`@{a}` and `{b}`
/// can, `@{a}` and `~{b}` cannot); the wildcard `*`, which matches any segment a placeholder
/// reads; at the host, a link without a host part, which answers the graph's `hosts`. The
/// query never decides: it is optional.
///
/// The patterns go into a trie, and pairs of trie nodes that one URL can reach together are
/// walked once each; for real link sets this is linear in the total pattern length.
enum DeepLinkOverlap {
    static func diagnostics(_ graph: ScreenGraph) -> [Diagnostic] {
        guard graph.deepLinks.count > 1 else { return [] }
        var trie = Trie()
        // A choice's candidates share one pattern (`one-of:`): the first stands for them.
        for (index, link) in graph.deepLinks.enumerated() where (link.choice?.candidate ?? 0) == 0 {
            trie.insert(link, hosts: graph.deepLinkSettings.hosts, as: index)
        }
        var pairs: [(Int, Int)] = []
        var visited: Set<[Int]> = []
        var work: [(Int, Int)] = [(0, 0)]
        while let (u, v) = work.popLast() {
            guard visited.insert([u, v]).inserted else { continue }
            let a = trie.nodes[u]
            let b = trie.nodes[v]
            if u == v {
                for later in a.terminals.dropFirst() { pairs.append((a.terminals[0], later)) }
                for child in a.literals.values { work.append((child, child)) }
                for (i, first) in a.values.enumerated() {
                    for second in a.values[i...] where first.value.overlaps(second.value) {
                        work.append((first.node, second.node))
                    }
                }
            } else {
                if let first = a.terminals.first, let second = b.terminals.first {
                    pairs.append((min(first, second), max(first, second)))
                }
                let (small, large) =
                    a.literals.count <= b.literals.count ? (a.literals, b.literals) : (b.literals, a.literals)
                for (text, child) in small {
                    if let other = large[text] { work.append((min(child, other), max(child, other))) }
                }
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
            let first = graph.deepLinks[pair[0]]
            let second = graph.deepLinks[pair[1]]
            return Diagnostic(
                .invalidDeeplink,
                "url '\(second.url.value)' and url '\(first.url.value)' can match the same links, and no literal segment decides between them; make a literal segment differ, or use placeholder types that cannot read the same text",
                at: second.url.location,
                notes: [.init("url '\(first.url.value)' is declared here", at: first.url.location)])
        }
    }

    /// The patterns' positions as a trie: the host part first (root's edges), then each path
    /// segment. At the host position a literal host is a literal edge, a host placeholder a
    /// value edge, and a link without a host part the value `listedHosts`: the runtime tries
    /// them in that order, so a link that names its host beats one that does not.
    struct Trie {
        struct Node {
            var literals: [String: Int] = [:]
            var values: [(value: Value, node: Int)] = []
            var terminals: [Int] = []
        }

        var nodes = [Node()]

        mutating func insert(_ link: ScreenGraph.DeepLink, hosts: [String], as index: Int) {
            var current = 0
            switch link.pattern.host {
            case nil: current = child(of: current, .listedHosts(hosts))
            case let host?: current = child(of: current, host, link)
            }
            // A fragment path after an empty literal: apart from every plain path.
            for segment in link.pattern.matchedSegments { current = child(of: current, segment, link) }
            nodes[current].terminals.append(index)
        }

        private mutating func child(
            of node: Int, _ segment: ParsedDeepLinkPattern.Segment, _ link: ScreenGraph.DeepLink
        ) -> Int {
            switch segment {
            case .literal(let text):
                if let next = nodes[node].literals[text] { return next }
                nodes.append(Node())
                nodes[node].literals[text] = nodes.count - 1
                return nodes.count - 1
            case .placeholder(let index):
                return child(of: node, .placeholder(.init(kind: link.placeholders[index].kind)))
            case .affixed(let prefix, let index, let suffix):
                return child(
                    of: node, .placeholder(.init(kind: link.placeholders[index].kind, prefix: prefix, suffix: suffix)))
            case .wildcard:
                return child(of: node, .wildcard)
            }
        }

        private mutating func child(of node: Int, _ value: Value) -> Int {
            if let next = nodes[node].values.first(where: { $0.value == value })?.node { return next }
            nodes.append(Node())
            nodes[node].values.append((value, nodes.count - 1))
            return nodes.count - 1
        }
    }
}
