import ScreenGenDiagnostics

/// Live params (`live: true`) in deep links: a URL carries text, and a live value exists only
/// while the app runs, so no link can give one.
extension GraphResolver {
    /// Reports (once per link) a stack screen's live param that the link would have to supply:
    /// one a placeholder names, or a required one. An optional live param left out is `nil`.
    /// False when it reported one.
    mutating func checkLiveParams(
        of stack: [Int], pattern: ParsedDeepLinkPattern, url: Located<String>, graph: ScreenGraph
    ) -> Bool {
        for screen in stack {
            let named = Set(pattern.placeholders.compactMap { graph.screens[screen].paramIndex(named: $0) })
            for (index, param) in graph.screens[screen].params.enumerated() where param.isLive {
                let isNamed = named.contains(index)
                guard isNamed || (param.isRequired && !param.hasInvalidDeclaration) else { continue }
                let fix =
                    isNamed
                    ? "remove the placeholder that names it from the url"
                    : "end the stack below '\(graph.name(of: screen))', or make the param optional, which a link leaves nil"
                report(
                    .invalidDeeplink,
                    "url '\(url.value)' opens '\(graph.name(of: screen))', whose live param '\(param.yamlName)' no link can supply, as a live value exists only while the app runs; \(fix)",
                    at: url.location,
                    notes: [.init("'\(param.yamlName)' is made live here", at: param.liveLocation ?? param.location)])
                return false
            }
        }
        return true
    }
}
