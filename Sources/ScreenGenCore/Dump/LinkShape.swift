/// A `link` fact's key: what a URL's host and path must look like to open the link,
/// `/item/{i}/edit`, `//{s}/*/item/{i}`, `//shop.example.com/products/{u}`. Segments are
/// literals, the wildcard `*`, or a placeholder's value kind (`i` Int, `s` String, `b` Bool,
/// `d` Double, `u` UUID, `c` a listed type); the host part, when the link has one, is `//`
/// and a literal host or a value. Placeholder names are the graph's own business and do not
/// appear: renaming one changes no link. A fragment path follows a `#` segment (`/#/{s}`,
/// `//matrix.to/#/!{s}`); an opaque URI's is its scheme, `matrix:roomid/{s}`. The query is optional at run time, so it is part of
/// what the link does (`LinkDestination`), not of what it matches.
struct LinkShape {
    enum Segment: Hashable {
        case literal(String)
        case value(kind: String)
        /// A value with literal text around it in one segment: `@{s}`.
        case affixed(prefix: String, kind: String, suffix: String)
        /// `*`: any one segment.
        case wildcard
    }

    /// The host part; nil for a link that answers the graph's `hosts`.
    var host: Segment?
    var segments: [Segment]

    init(_ link: ScreenGraph.DeepLink) {
        func shape(_ segment: ParsedDeepLinkPattern.Segment) -> Segment {
            switch segment {
            case .literal(let text): .literal(text)
            case .placeholder(let index): .value(kind: link.placeholders[index].kind.rawValue)
            case .affixed(let prefix, let index, let suffix):
                .affixed(prefix: prefix, kind: link.placeholders[index].kind.rawValue, suffix: suffix)
            case .wildcard: .wildcard
            }
        }
        host = link.pattern.host.map(shape)
        // A fragment path after a `#` segment, which no path literal is: `/#/{s}`.
        segments = (link.pattern.segments + (link.pattern.fragment.map { [.literal("#")] + $0 } ?? [])).map(shape)
    }

    var text: String {
        let path = segments.map { "/" + Self.text(of: $0) }.joined()
        guard let host else { return path.isEmpty ? "/" : path }
        // An opaque URI's `matrix:`: `matrix:roomid/{s}`.
        if case .literal(let scheme) = host, scheme.hasSuffix(":") { return scheme + path.dropFirst() }
        return "//" + Self.text(of: host) + path
    }

    private static func text(of segment: Segment) -> String {
        switch segment {
        case .literal(let literal): literal
        case .value(let kind): "{\(kind)}"
        case .affixed(let prefix, let kind, let suffix): "\(prefix){\(kind)}\(suffix)"
        case .wildcard: "*"
        }
    }

    /// Reads `text`; nil when it is not a shape. Literals never hold `{`, `}`, `*` or `/` (the
    /// pattern grammar excludes them), so the split is exact.
    init?(text: String) {
        var path = Substring(text)
        if !text.hasPrefix("/") {
            guard let colon = text.firstIndex(of: ":") else { return nil }
            host = .literal(String(text[...colon]))
            path = "/" + text[text.index(after: colon)...]
        } else if text.hasPrefix("//") {
            let afterSlashes = text.dropFirst(2)
            let end = afterSlashes.firstIndex(of: "/") ?? afterSlashes.endIndex
            guard end > afterSlashes.startIndex else { return nil }
            host = Self.segment(afterSlashes[..<end])
            path = afterSlashes[end...]
        }
        segments = path.split(separator: "/").map(Self.segment)
    }

    private static func segment(_ text: Substring) -> Segment {
        if text == "*" { return .wildcard }
        if let kind = LinkValueKind.braced(text) { return .value(kind: kind) }
        if let open = text.firstIndex(of: "{"), let close = text[open...].firstIndex(of: "}"),
            let kind = LinkValueKind.braced(text[open...close])
        {
            return .affixed(
                prefix: String(text[..<open]), kind: kind, suffix: String(text[text.index(after: close)...]))
        }
        return .literal(String(text))
    }

    /// Whether every URL of `old`'s shape also has this shape: the same host part (judged as
    /// a segment is), the same literals, each value read as its old kind would read it, and a
    /// wildcard anywhere.
    func accepts(everyPathOf old: LinkShape) -> Bool {
        let hosts: Bool =
            switch (host, old.host) {
            case (nil, nil): true
            case (let new?, let old?): Self.segment(new, accepts: old)
            default: false
            }
        return hosts && segments.count == old.segments.count
            && zip(segments, old.segments).allSatisfy(Self.segment(_:accepts:))
    }

    private static func segment(_ new: Segment, accepts old: Segment) -> Bool {
        switch (new, old) {
        case (.literal(let a), .literal(let b)): a == b
        case (.value(let a), .value(let b)): LinkValueKind.reads(a, everyValueOf: b)
        case (.affixed(let prefix, let a, let suffix), .affixed(let oldPrefix, let b, let oldSuffix)):
            prefix == oldPrefix && suffix == oldSuffix && LinkValueKind.reads(a, everyValueOf: b)
        // A whole-segment String reads the whole of any segment an old one matched.
        case (.value(let a), .affixed), (.value(let a), .wildcard): a == ScreenGraph.DeepLinkValueKind.string.rawValue
        case (.wildcard, _): true
        default: false
        }
    }
}

/// A `link` fact's value: what the link opens and the query values it reads,
/// `root=home stack=shop.category,shop.product query=page={i}&sort={s}&via={[s]}` (as a query is
/// written: keys never hold `=` or `&`; `[s]` a list, every value of its key; `s!` an item the
/// URL must give, which binds a required param).
struct LinkDestination: Hashable {
    var root: String
    var stack: [String]
    /// Key → value kind, sorted by key.
    var query: [String: String]
    /// `url-param`: the last screen's param that gets the whole URL, written
    /// ` url-param=uri` after the query when there is one.
    var urlParam: String?
    /// `args`: the stack's params a link fixes, `screen.param=literal` each, written
    /// ` args=…` at the end, the items joined by `&`, with `%`, `&` and spaces escaped.
    var args: [String] = []
    /// `canonical: true`, written ` canonical=true` last: which link prints, not what opens.
    var isCanonical = false
    /// `print-scheme`, `print-host`, written ` print-scheme=https print-host=…` after
    /// `canonical`: how the link prints, not what opens.
    var printScheme: String?
    var printHost: String?
    /// `choice:` and `one-of:` (#37), written ` choice=room-target one-of=room,join-room` after
    /// all else: the stack then ends with the candidate the app's resolver picks.
    var choice: String?
    var oneOf: [String] = []

    init(_ link: ScreenGraph.DeepLink, root: String, stack: [String], urlParam: String? = nil) {
        self.root = root
        self.stack = stack
        self.urlParam = urlParam
        // A list (an array param, every value of its key) as `[s]`; an item that must be in the
        // URL (it binds a required param) as `s!`.
        query = Dictionary(
            link.pattern.query.map { item in
                let placeholder = link.placeholders[item.placeholder]
                return (item.key, ScreenGraph.DeepLink.kindText(placeholder))
            }
        ) { first, _ in first }
    }

    /// `%`, `&` and spaces escaped, so a literal (`"a b"`, `.case(x: 1)`) stays one token.
    private static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "%": result += "%25"
            case "&": result += "%26"
            case " ": result += "%20"
            default: result.append(character)
            }
        }
        return result
    }

    /// `escaped` undone.
    private static func unescaped(_ text: Substring) -> String {
        var result = ""
        var rest = text[...]
        while let percent = rest.firstIndex(of: "%") {
            result += rest[..<percent]
            let code = rest[percent...].dropFirst().prefix(2)
            result += code == "25" ? "%" : code == "26" ? "&" : code == "20" ? " " : "%" + code
            rest = rest[percent...].dropFirst(1 + code.count)
        }
        return result + rest
    }

    /// The root's screen name: `root` without the params a link that sets it binds
    /// (`onboarding(invite)`).
    var rootScreen: String { String(root.prefix { $0 != "(" }) }

    var text: String {
        let items = query.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }.map {
            "\($0.key)={\($0.value)}"
        }
        return "root=\(root) stack=\(stack.joined(separator: ",")) query=\(items.joined(separator: "&"))"
            + (urlParam.map { " url-param=\($0)" } ?? "")
            + (args.isEmpty ? "" : " args=" + args.map(Self.escaped).joined(separator: "&"))
            + (isCanonical ? " canonical=true" : "")
            + (printScheme.map { " print-scheme=\($0)" } ?? "") + (printHost.map { " print-host=\($0)" } ?? "")
            + (choice.map { " choice=\($0) one-of=\(oneOf.joined(separator: ","))" } ?? "")
    }

    /// Reads `text`; nil when it is not in that form.
    init?(text: String) {
        var fields: [Substring: Substring] = [:]
        for token in text.split(separator: " ") {
            guard let equals = token.firstIndex(of: "=") else { return nil }
            fields[token[..<equals]] = token[token.index(after: equals)...]
        }
        let urlParam = fields["url-param"]
        let args = fields["args"]
        let canonical = fields["canonical"]
        let choice = fields["choice"]
        let oneOf = fields["one-of"]
        guard (choice == nil) == (oneOf == nil) else { return nil }
        let printScheme = fields["print-scheme"]
        let printHost = fields["print-host"]
        let optional = [urlParam, args, canonical, printScheme, printHost, choice, oneOf].filter { $0 != nil }.count
        guard fields.count == 3 + optional, canonical == nil || canonical == "true", let root = fields["root"],
            let stack = fields["stack"],
            let query = fields["query"]
        else { return nil }
        self.root = String(root)
        self.urlParam = urlParam.map(String.init)
        self.args = args.map { $0.split(separator: "&").map(Self.unescaped) } ?? []
        isCanonical = canonical != nil
        self.printScheme = printScheme.map(String.init)
        self.printHost = printHost.map(String.init)
        self.choice = choice.map(String.init)
        self.oneOf = oneOf.map { $0.split(separator: ",").map(String.init) } ?? []
        self.stack = stack.split(separator: ",").map(String.init)
        self.query = [:]
        for item in query.split(separator: "&") {
            guard let equals = item.firstIndex(of: "="),
                let kind = LinkValueKind.braced(item[item.index(after: equals)...])
            else { return nil }
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
    /// A list (`[i]`) reads what its kind reads, given once or more; one value is not a list's.
    /// A required item's `!` (`s!`) is ignored here.
    static func reads(_ new: String, everyValueOf old: String) -> Bool {
        typealias Kind = ScreenGraph.DeepLinkValueKind
        // Whether an item is required is not what reads it (`isRequired`).
        if new.hasSuffix("!") || old.hasSuffix("!") {
            return reads(String(new.trimmingSuffix("!")), everyValueOf: String(old.trimmingSuffix("!")))
        }
        if new.hasPrefix("[") || old.hasPrefix("[") {
            guard new.hasPrefix("[") else { return false }
            let element = { (kind: String) in kind.hasPrefix("[") ? String(kind.dropFirst().dropLast()) : kind }
            return reads(element(new), everyValueOf: element(old))
        }
        return new == old || new == Kind.string.rawValue || (new == Kind.double.rawValue && old == Kind.int.rawValue)
    }
}

extension LinkValueKind {
    /// Whether a query kind is an item the URL must give (`s!`).
    static func isRequired(_ kind: String) -> Bool { kind.hasSuffix("!") }
}

extension String {
    /// The text without one trailing `suffix`, if it has one.
    fileprivate func trimmingSuffix(_ suffix: String) -> Substring {
        hasSuffix(suffix) ? dropLast(suffix.count) : self[...]
    }
}
