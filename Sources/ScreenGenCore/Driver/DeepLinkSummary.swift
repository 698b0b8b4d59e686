/// A deep link as tools outside the compiler need it (`screengen links`): its pattern, where
/// it lands, and what each screen of its stack requires.
public struct DeepLinkSummary: Hashable, Sendable {
    public struct Step: Hashable, Sendable {
        /// The screen's format name: `product-detail`, `shop.product`.
        public var screen: String
        /// Its `requires:` conditions.
        public var requires: [String]
    }

    /// The `url` as written: `/grid/{productID}`.
    public var pattern: String
    /// The path with each placeholder as `*`: what an `apple-app-site-association` component
    /// matches.
    public var wildcardPath: String
    /// The fragment's path the same way (`/!*`), nil when the link ignores the fragment: an
    /// `apple-app-site-association` component's `#`.
    public var wildcardFragment: String?
    /// The host part as the pattern has it (`shop.example.com`, `{serverID}`), nil when the
    /// link answers the graph's `hosts`.
    public var host: String?
    /// The query keys a URL must give (items that bind a required param), in pattern order:
    /// an `apple-app-site-association` component's `?`, when the query is the URL's (not the
    /// fragment's).
    public var requiredQueryKeys: [String]
    public var root: String
    public var stack: [Step]
    /// Schemes and hosts of the graph, lowercased.
    public var schemes: [String]
    public var hosts: [String]
    /// The choice a link with `one-of:` names (#37): the link is listed once per candidate,
    /// each with the stack that ends with it; nil for a link that names its screens.
    public var choice: String? = nil
}

extension DeepLinkSummary {
    init(_ link: ScreenGraph.DeepLink, in graph: ScreenGraph) {
        pattern = link.url.value
        func wildcard(_ segment: ParsedDeepLinkPattern.Segment) -> String {
            switch segment {
            case .literal(let text): text
            case .placeholder: "*"
            case .affixed(let prefix, _, let suffix): prefix + "*" + suffix
            case .wildcard: "*"
            }
        }
        wildcardPath = "/" + link.pattern.segments.map(wildcard).joined(separator: "/")
        wildcardFragment = link.pattern.fragment.map { "/" + $0.map(wildcard).joined(separator: "/") }
        host = link.pattern.host.map { host in
            switch host {
            case .literal(let text): text
            case .placeholder(let index): "{\(link.pattern.placeholders[index])}"
            case .affixed(let prefix, let index, let suffix): prefix + "{\(link.pattern.placeholders[index])}" + suffix
            case .wildcard: "*"
            }
        }
        requiredQueryKeys = link.pattern.query.filter { link.placeholders[$0.placeholder].isRequired }.map(\.key)
        root = graph.rootName(of: link)
        stack = link.stack.map { Step(screen: graph.name(of: $0), requires: graph.screens[$0].conditions.map(\.name)) }
        schemes = graph.deepLinkSettings.schemes
        hosts = graph.deepLinkSettings.hosts
        choice = link.choice?.name
    }
}
