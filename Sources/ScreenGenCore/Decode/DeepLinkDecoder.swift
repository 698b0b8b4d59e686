import ScreenGenDiagnostics
import ScreenGenYAML

/// Decodes a file's `deeplinks:` entries and `graph.deeplinks`. Patterns stay text here; the
/// resolver parses and checks them against the screens.
enum DeepLinkDecoder {
    static let keys = [
        "url", "stack", "root", "anywhere", "url-param", "args", "canonical", "choice", "one-of", "print-scheme",
        "print-host",
    ]
    static let settingsKeys = ["schemes", "hosts", "types"]

    static func decode(_ node: LoadedNode, context: inout DecodingContext) -> DeepLinkSyntax? {
        guard let map = context.mapping(node, what: "a deep link", allowedKeys: keys) else { return nil }
        var link = DeepLinkSyntax(location: node.location)
        if let value = map["url"] {
            link.url = context.string(value, what: "'url'")
        } else {
            context.report(
                .invalidDeeplink, "the deep link has no 'url'; add the path it answers, like url: \"/product/{id}\"",
                at: node.location)
        }
        if let value = map["stack"] {
            let reported = context.reportedCount
            link.stack = context.names(value, what: "'stack'")
            link.hasStack = context.reportedCount == reported
        } else if map["one-of"] != nil {
            // A choice opens its candidate over the root when no stack is written.
            link.hasStack = true
        } else {
            context.report(
                .invalidDeeplink,
                "the deep link has no 'stack'; list the screens it opens above the root, like stack: [list, detail]",
                at: node.location)
        }
        if let value = map["root"] { link.root = context.string(value, what: "'root'") }
        if let value = map["print-scheme"] { link.printScheme = context.string(value, what: "'print-scheme'") }
        if let value = map["print-host"] { link.printHost = context.string(value, what: "'print-host'") }
        if let value = map["choice"] { link.choice = context.string(value, what: "'choice'") }
        if let value = map["one-of"] {
            let reported = context.reportedCount
            link.oneOfLocation = map.keyLocation("one-of")
            link.oneOf = context.names(value, what: "'one-of'")
            // A list in error (reported) leaves the link unresolved: its candidates are not known.
            if context.reportedCount != reported { link.hasStack = false }
        }
        if let value = map["url-param"] { link.urlParam = context.string(value, what: "'url-param'") }
        if let node = map["args"] {
            let reported = context.reportedCount
            for pair in context.pairs(of: node, what: "'args'") ?? node.noPairs {
                guard let target = pair.key.scalarText,
                    let value = context.string(pair.value, what: "the value of argument '\(target)'")
                else { continue }
                link.args.append(ArgumentBindingSyntax(target: Located(target, at: pair.key.location), source: value))
            }
            link.areArgsComplete = context.reportedCount == reported
        }
        if let value = map["anywhere"], let word = context.choice(value, what: "'anywhere'", as: BooleanWord.self),
            word.value == .true
        {
            link.anywhere = map.keyLocation("anywhere")
        }
        if let value = map["canonical"],
            let word = context.choice(value, what: "'canonical'", as: BooleanWord.self)
        {
            link.isCanonical = word.value == .true
        }
        return link
    }

    static func decodeSettings(_ node: LoadedNode, context: inout DecodingContext) -> DeepLinkSettingsSyntax? {
        guard let map = context.mapping(node, what: "'graph.deeplinks'", allowedKeys: settingsKeys) else { return nil }
        var settings = DeepLinkSettingsSyntax(location: node.location)
        if let value = map["schemes"] { settings.schemes = context.names(value, what: "'schemes'") }
        if let value = map["hosts"] { settings.hosts = context.names(value, what: "'hosts'") }
        if let value = map["types"] { settings.types = context.names(value, what: "'types'") }
        return settings
    }
}
