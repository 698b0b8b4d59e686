import ScreenGenDiagnostics

/// `custom-scheme-host` warnings. For a custom scheme, people write a link's first word where
/// a web address has its host: `trailhead://user/@ada`. Every URL reader (iOS's `URL`, this
/// runtime's `DeepLinkURL`) reads `user` as the host and `/@ada` as the path, so a link
/// `/user/@{handle}` without a host part, which reads the path after the host, never opens
/// from it (only from `trailhead:///user/@ada`). The warning is given when the graph's schemes
/// are all custom (none is `http` or `https`, whose host is a domain) and it lists no hosts
/// (with hosts listed, the URLs' host is one of them, not a word of the link), for each link
/// without a host part whose path is not empty, with the url that reads that word as the host.
enum CustomSchemeHosts {
    static func warnings(_ graph: ScreenGraph) -> [Diagnostic] {
        let settings = graph.deepLinkSettings
        guard settings.hosts.isEmpty, let scheme = settings.schemes.first,
            !settings.schemes.contains(where: isWebScheme)
        else { return [] }
        return graph.deepLinks.compactMap { link in
            guard link.pattern.host == nil, !link.pattern.segments.isEmpty else { return nil }
            let url = link.url.value
            let first = url.dropFirst().prefix { $0 != "/" && $0 != "?" }
            let more = url.dropFirst(1 + first.count).hasPrefix("/") ? "/…" : ""
            let start =
                "url '\(url)' reads the path after the host, but in '\(scheme)://\(first)\(more)', as a custom scheme's link is typed, '\(first)' stands where the host is, and URL readers (iOS's too) read a host there: the link opens only as '\(scheme):///\(first)\(more)'"
            let message: String
            if case .wildcard = link.pattern.segments[0], let fix = fix(for: link) {
                message =
                    start
                    + "; if '*' stands for the host, write url '\(fix)' (a link without a host part answers any host here), or turn 'custom-scheme-host' off if a host comes before the '*'"
            } else if let fix = fix(for: link) {
                message =
                    start
                    + "; write url '\(fix)', whose host part reads that word, or turn 'custom-scheme-host' off if the URLs put a host the app ignores before it"
            } else {
                message =
                    start
                    + "; '\(first)' cannot be a host (letters, digits, '-' and '.' around at most one placeholder), so start the url with a host part, like '//<word>\(url)', or turn 'custom-scheme-host' off if the URLs put a host the app ignores before it"
            }
            return Diagnostic(.customSchemeHost, message, at: link.url.location)
        }
    }

    /// `http` and `https`: schemes whose host is a domain, as universal links have it.
    static func isWebScheme(_ scheme: String) -> Bool {
        scheme == "http" || scheme == "https"
    }

    /// The url that reads a link's first word as the host: `//user/@{handle}` for
    /// `/user/@{handle}`; for a first segment `*`, the url without it (a link without a host
    /// part answers any host when the graph lists none). Nil when the first segment cannot be
    /// a host part (`@{acct}`, `_drafts`).
    static func fix(for link: ScreenGraph.DeepLink) -> String? {
        guard link.pattern.host == nil, let first = link.pattern.segments.first else { return nil }
        let url = link.url.value
        let fixed: String
        if case .wildcard = first {
            let rest = url.dropFirst(2)
            fixed = rest.hasPrefix("/") ? String(rest) : "/" + rest
        } else {
            fixed = "/" + url
        }
        guard case .success = ParsedDeepLinkPattern.parse(fixed) else { return nil }
        return fixed
    }
}
