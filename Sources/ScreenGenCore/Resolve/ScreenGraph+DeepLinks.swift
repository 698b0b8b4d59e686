import ScreenGenDiagnostics

extension ScreenGraph {
    /// `graph.deeplinks`, checked: lowercased schemes and hosts, and the custom types a URL
    /// value may have.
    struct DeepLinkSettings: Sendable {
        var schemes: [String] = []
        var hosts: [String] = []
        var customTypes: Set<String> = []
    }

    /// How a placeholder's text becomes a value: the kinds the runtime knows, or a listed type.
    enum DeepLinkValueKind: String, Sendable, CaseIterable {
        case bool = "b"
        case int = "i"
        case uuid = "u"
        case double = "d"
        case custom = "c"
        case string = "s"
    }

    /// One resolved deep link.
    struct DeepLink: Sendable {
        struct Placeholder: Sendable {
            var name: String
            var kind: DeepLinkValueKind
            /// The params' type without a trailing `?`: what the value is read as; for a list, the
            /// element type.
            var valueType: TypeExpression
            var isQuery: Bool
            /// A query placeholder binding `[T]` params: it reads every value of its key.
            var isList = false
            /// A query placeholder (not a list) binding a required param: a URL without its key
            /// opens no link (`missingQueryItem`), and its value is read as required.
            var isRequired = false
            /// (position in `stack`, param index) of every param it binds.
            var bindings: [(position: Int, param: Int)]
        }

        var url: Located<String>
        var pattern: ParsedDeepLinkPattern
        var placeholders: [Placeholder]
        var stack: [ScreenIndex]
        /// Index into `roots`; 0, and meaningless, for a link opened over what is shown.
        var root: Int
        /// `anywhere: true`: opened over whatever is shown, its first screen entered by its move
        /// from `anywhere:` (the runtime finds its style in the table).
        var isOverShown = false
        /// A placeholder binds a param of the root: opening the link replaces the shown root's
        /// route with the one it builds (its other params at their defaults). The bindings'
        /// positions then count the root as 0 (see `ScreenGraph.boundScreens(of:)`).
        var setsRoot = false
        /// `url-param`: the param of the stack's last screen that gets the whole URL as received,
        /// and whether it is a `URL` (else a `String`).
        var urlParam: (param: Int, isURL: Bool)?
        /// `args`: params of the stack given a fixed value (`region: .eu`), by position in
        /// `stack` (not counting a root the link sets).
        var fixedValues: [FixedValue] = []
        /// `canonical: true`: the form the app shares; `link(for:)` tries these links first.
        var isCanonical = false
        /// `print-scheme` and `print-host`, lowercased: what `link(for:)` writes instead of the
        /// graph's first scheme and host.
        var printScheme: String?
        var printHost: String?
        /// A candidate of a declared link with `one-of:` (#37): that link is a run of links,
        /// one per candidate (its stack ends with the candidate), sharing the pattern.
        var choice: ChoiceCandidate?
        var location: SourceLocation

        /// Which candidate of which choice a link is.
        struct ChoiceCandidate: Sendable {
            /// `choice:` as written (`room-target`), and its type name part (`RoomTarget`).
            var name: String
            var typeName: String
            /// The position in `one-of:`, and how many candidates there are.
            var candidate: Int
            var count: Int
        }

        /// One param of the stack a link's `args` fixes.
        struct FixedValue: Sendable {
            var position: Int
            var param: Int
            var literal: ArgumentLiteral<Int>
        }

        /// The fixed value of param `param` of the screen at `position` of `boundScreens` (the
        /// root first when the link sets it), if `args` gives one.
        func fixedValue(boundPosition position: Int, param: Int) -> ArgumentLiteral<Int>? {
            let stackPosition = setsRoot ? position - 1 : position
            return fixedValues.first { $0.position == stackPosition && $0.param == param }?.literal
        }

        /// The generator's annotated pattern: `/grid/{productID:c}?q={q:s}`, `/@{acct:s}`,
        /// `/room/{id:s}?via={via:[s]}` (a list), `?email={email:s!}` (a required item),
        /// `//{serverID:s}/*/item/{itemID:i}` (a host part, and the empty path after it is
        /// written as nothing, not `/`).
        var annotatedPattern: String {
            var text = pattern.host.map { "//" + annotated($0) } ?? ""
            for segment in pattern.segments { text += "/" + annotated(segment) }
            if let fragment = pattern.fragment {
                // `//matrix.to/#/…`, `/#/…`, `/app#/…`: the empty path is written `/`.
                if pattern.segments.isEmpty { text += "/" }
                text += "#" + fragment.map { "/" + annotated($0) }.joined()
            }
            if text.isEmpty { text = "/" }
            // `matrix:roomid/{room:s}`: the scheme, then the path without `//` or its first `/`.
            if let scheme = pattern.opaqueScheme {
                text = scheme + ":" + text.dropFirst("//\(scheme):/".count)
            }
            if !pattern.query.isEmpty {
                text +=
                    "?"
                    + pattern.query.map {
                        "\($0.key)={\(placeholders[$0.placeholder].name):\(Self.kindText(placeholders[$0.placeholder]))}"
                    }
                    .joined(separator: "&")
            }
            return text
        }

        /// `s`, `[s]` for a list, `s!` for a required query item.
        static func kindText(_ placeholder: Placeholder) -> String {
            placeholder.isList
                ? "[\(placeholder.kind.rawValue)]" : placeholder.kind.rawValue + (placeholder.isRequired ? "!" : "")
        }

        /// One segment (or the host part) annotated: `{name:kind}` with its literal text.
        private func annotated(_ segment: ParsedDeepLinkPattern.Segment) -> String {
            switch segment {
            case .literal(let literal): literal
            case .placeholder(let index): "{\(placeholders[index].name):\(placeholders[index].kind.rawValue)}"
            case .affixed(let prefix, let index, let suffix):
                "\(prefix){\(placeholders[index].name):\(placeholders[index].kind.rawValue)}\(suffix)"
            case .wildcard: "*"
            }
        }
    }
}

extension ScreenGraph {
    /// The root a link's stack opens on, as dumps and listings name it: `*` for a link opened
    /// over whatever is shown.
    func rootName(of link: DeepLink) -> String {
        link.isOverShown ? "*" : name(of: roots[link.root])
    }

    /// The links as the generated table numbers them: the `canonical` ones first, then the
    /// others, each in declaration order. Only printing depends on the order (`link(for:)`
    /// prints with the first link that carries a stack), never matching.
    var linksInTableOrder: [DeepLink] {
        guard deepLinks.contains(where: \.isCanonical) else { return deepLinks }
        return deepLinks.filter(\.isCanonical) + deepLinks.filter { !$0.isCanonical }
    }

    /// The screens a link's placeholders bind, by binding position: the root first when the
    /// link sets its route, then the stack.
    func boundScreens(of link: DeepLink) -> [ScreenIndex] {
        link.setsRoot ? [roots[link.root]] + link.stack : link.stack
    }
}
