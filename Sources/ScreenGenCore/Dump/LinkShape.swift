/// A `link` fact's key: what a URL's path must look like to open the link, `/item/{i}/edit`.
/// Segments are literals or a placeholder's value kind (`i` Int, `s` String, `b` Bool, `d`
/// Double, `u` UUID, `c` a listed type). Placeholder names are the graph's own business and do
/// not appear: renaming one changes no link. The query is optional at run time, so it is part
/// of what the link does (`LinkDestination`), not of what it matches.
struct LinkShape {
    enum Segment: Hashable {
        case literal(String)
        case value(kind: String)
        /// A value with literal text around it in one segment: `@{s}`.
        case affixed(prefix: String, kind: String, suffix: String)
    }

    var segments: [Segment]

    init(_ link: ScreenGraph.DeepLink) {
        segments = link.pattern.segments.map { segment in
            switch segment {
            case .literal(let text): .literal(text)
            case .placeholder(let index): .value(kind: link.placeholders[index].kind.rawValue)
            case .affixed(let prefix, let index, let suffix):
                .affixed(prefix: prefix, kind: link.placeholders[index].kind.rawValue, suffix: suffix)
            }
        }
    }

    var text: String {
        let text = segments.map { segment in
            switch segment {
            case .literal(let literal): "/" + literal
            case .value(let kind): "/{\(kind)}"
            case .affixed(let prefix, let kind, let suffix): "/\(prefix){\(kind)}\(suffix)"
            }
        }.joined()
        return text.isEmpty ? "/" : text
    }

    /// Reads `text`; nil when it is not a shape. Literals never hold `{`, `}` or `/` (the
    /// pattern grammar excludes them), so the split is exact.
    init?(text: String) {
        guard text.hasPrefix("/") else { return nil }
        segments = text.split(separator: "/").map { segment in
            if let kind = LinkValueKind.braced(segment) { return .value(kind: kind) }
            if let open = segment.firstIndex(of: "{"), let close = segment[open...].firstIndex(of: "}"),
                let kind = LinkValueKind.braced(segment[open...close])
            {
                return .affixed(prefix: String(segment[..<open]), kind: kind, suffix: String(segment[segment.index(after: close)...]))
            }
            return .literal(String(segment))
        }
    }

    /// Whether every path of `old`'s shape also has this shape: the same literals, each value
    /// read as its old kind would read it.
    func accepts(everyPathOf old: LinkShape) -> Bool {
        segments.count == old.segments.count && zip(segments, old.segments).allSatisfy { new, old in
            switch (new, old) {
            case (.literal(let a), .literal(let b)): a == b
            case (.value(let a), .value(let b)): LinkValueKind.reads(a, everyValueOf: b)
            case (.affixed(let prefix, let a, let suffix), .affixed(let oldPrefix, let b, let oldSuffix)):
                prefix == oldPrefix && suffix == oldSuffix && LinkValueKind.reads(a, everyValueOf: b)
            // A whole-segment String reads the whole of any segment an old one matched.
            case (.value(let a), .affixed): a == ScreenGraph.DeepLinkValueKind.string.rawValue
            default: false
            }
        }
    }
}

/// A `link` fact's value: what the link opens and the query values it reads,
/// `root=home stack=shop.category,shop.product query=page={i}&sort={s}` (as a query is written:
/// keys never hold `=` or `&`).
struct LinkDestination: Hashable {
    var root: String
    var stack: [String]
    /// Key → value kind, sorted by key.
    var query: [String: String]

    init(_ link: ScreenGraph.DeepLink, root: String, stack: [String]) {
        self.root = root
        self.stack = stack
        query = Dictionary(link.pattern.query.map { ($0.key, link.placeholders[$0.placeholder].kind.rawValue) }) { first, _ in first }
    }

    var text: String {
        let items = query.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }.map { "\($0.key)={\($0.value)}" }
        return "root=\(root) stack=\(stack.joined(separator: ",")) query=\(items.joined(separator: "&"))"
    }

    /// Reads `text`; nil when it is not in that form.
    init?(text: String) {
        var fields: [Substring: Substring] = [:]
        for token in text.split(separator: " ") {
            guard let equals = token.firstIndex(of: "=") else { return nil }
            fields[token[..<equals]] = token[token.index(after: equals)...]
        }
        guard fields.count == 3, let root = fields["root"], let stack = fields["stack"], let query = fields["query"] else { return nil }
        self.root = String(root)
        self.stack = stack.split(separator: ",").map(String.init)
        self.query = [:]
        for item in query.split(separator: "&") {
            guard let equals = item.firstIndex(of: "="),
                  let kind = LinkValueKind.braced(item[item.index(after: equals)...]) else { return nil }
            self.query[String(item[..<equals])] = kind
        }
    }
}

/// The one-letter value kinds of links (`ScreenGraph.DeepLinkValueKind`), as dumps hold them.
enum LinkValueKind {
    /// `i` from `{i}`; nil for anything else.
    static func braced(_ text: Substring) -> String? {
        guard text.count >= 3, text.first == "{", text.last == "}" else { return nil }
        return String(text.dropFirst().dropLast())
    }

    /// Whether a value of kind `new` reads every text that one of kind `old` read: the same
    /// kind, a String (any text), or a Double where an Int was (every integer text is a number).
    static func reads(_ new: String, everyValueOf old: String) -> Bool {
        typealias Kind = ScreenGraph.DeepLinkValueKind
        return new == old || new == Kind.string.rawValue || (new == Kind.double.rawValue && old == Kind.int.rawValue)
    }
}
