import ScreenGenDiagnostics

/// `print-scheme: https`, `print-host: links.example.com` (#37): the scheme and host a link is
/// printed with (`link(for:)`), when the graph's first are not the ones the app shares (a
/// matrix.to link prints as `https://matrix.to/…`, not with the app's own scheme). Each must
/// be one the link answers: a listed scheme, and a listed host for a link without a host part;
/// an opaque URI has its own scheme, and a host part prints its own host.
extension GraphResolver {
    /// The lowercased scheme and host to print with (nil: the graph's first), or nil when one
    /// is wrong (reported), which leaves the link unresolved.
    mutating func resolvePrintedForm(_ syntax: DeepLinkSyntax, graph: ScreenGraph) -> (String?, String?)? {
        guard syntax.printScheme != nil || syntax.printHost != nil else { return (nil, nil) }
        // A pattern in error is reported where the link is resolved; nothing to check it against.
        guard let url = syntax.url, case .success(let pattern) = ParsedDeepLinkPattern.parse(url.value) else {
            return (nil, nil)
        }
        let settings = graph.deepLinkSettings
        var scheme: String?
        if let written = syntax.printScheme {
            let text = written.value.lowercased()
            if pattern.opaqueScheme != nil {
                report(
                    .invalidDeeplink,
                    "'print-scheme' names '\(written.value)', but url '\(url.value)' is an opaque URI, which prints with its own scheme; remove 'print-scheme'",
                    at: written.location)
                return nil
            }
            guard settings.schemes.contains(text) else {
                let listed = settings.schemes.map { "'\($0)'" }.joined(separator: ", ")
                report(
                    .invalidDeeplink,
                    "'print-scheme' names '\(written.value)', which 'graph.deeplinks.schemes' does not list (\(listed)); print with a scheme the link answers",
                    at: written.location)
                return nil
            }
            scheme = text
        }
        var host: String?
        if let written = syntax.printHost {
            let text = written.value.lowercased()
            if pattern.host != nil {
                report(
                    .invalidDeeplink,
                    "'print-host' names '\(written.value)', but url '\(url.value)' has a host part, which prints as its own host; remove 'print-host'",
                    at: written.location)
                return nil
            }
            let isHostName =
                !text.isEmpty && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-.".contains($0)) }
            // Without listed hosts a link answers any host: any host name prints.
            guard isHostName, settings.hosts.isEmpty || settings.hosts.contains(text) else {
                let listed = settings.hosts.map { "'\($0)'" }.joined(separator: ", ")
                report(
                    .invalidDeeplink,
                    isHostName
                        ? "'print-host' names '\(written.value)', which 'graph.deeplinks.hosts' does not list (\(listed)); print with a host the link answers"
                        : "'print-host' names '\(written.value)', which is not a host name; use letters, digits, '-' and '.'",
                    at: written.location)
                return nil
            }
            host = text
        }
        return (scheme, host)
    }
}
