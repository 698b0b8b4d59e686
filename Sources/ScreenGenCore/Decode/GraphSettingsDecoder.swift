import ScreenGenDiagnostics
import ScreenGenYAML

/// Decodes `graph:`: the route name, roots, imports, access level, conformances and rule
/// severities.
enum GraphSettingsDecoder {
    static let keys = [
        "route", "root", "roots", "start-params", "imports", "module", "modules", "access", "conformances", "deeplinks",
        "rules", "generate",
    ]

    static func decode(_ node: YAMLNode, keyLocation: SourceLocation, context: inout DecodingContext)
        -> GraphSettingsSyntax?
    {
        guard let map = context.mapping(node, what: "'graph'", allowedKeys: keys) else { return nil }
        var settings = GraphSettingsSyntax(keyLocation: keyLocation)
        if let value = map["route"] { settings.route = context.string(value, what: "'route'") }
        if let value = map["root"] {
            settings.root = context.string(value, what: "'root'")
            if settings.root == nil { settings.hasInvalidRoots = true }
        }
        if let value = map["roots"] {
            let reported = context.diagnostics.count
            let names = context.names(value, what: "'roots'")
            if names.isEmpty, context.diagnostics.count > reported {
                settings.hasInvalidRoots = true  // not a list of names: reported, not "empty"
            } else {
                settings.roots = Located(names, at: value.location)
            }
        }
        if let value = map["start-params"], let pairs = context.pairs(of: value, what: "'start-params'") {
            settings.startParams = pairs.compactMap { pair in
                guard let root = context.string(pair.key, what: "a root in 'start-params'") else { return nil }
                return StartParamsSyntax(
                    root: root, params: context.names(pair.value, what: "the start params of '\(root.value)'"))
            }
        }
        if let value = map["imports"] { settings.imports = context.names(value, what: "'imports'") }
        if let value = map["module"] { settings.module = context.string(value, what: "'module'") }
        if let value = map["modules"] {
            settings.modules = Located(context.names(value, what: "'modules'"), at: value.location)
        }
        if let value = map["access"] { settings.access = context.choice(value, what: "'access'", as: AccessLevel.self) }
        if let value = map["conformances"] { settings.conformances = context.names(value, what: "'conformances'") }
        if let value = map["deeplinks"] {
            settings.deepLinks = DeepLinkDecoder.decodeSettings(value, context: &context)
            if settings.deepLinks == nil { settings.mayLackDeepLinkSettings = true }
        }
        // A misspelt `root` is reported as an unknown key: not also "the graph has no root".
        if !map.unknownKeysMayMean.isDisjoint(with: ["root", "roots"]) { settings.hasInvalidRoots = true }
        if map.unknownKeysMayMean.contains("deeplinks") { settings.mayLackDeepLinkSettings = true }
        if let value = map["rules"], let pairs = context.pairs(of: value, what: "'rules'") {
            settings.rules = pairs.compactMap { decodeRule($0, context: &context) }
        }
        if let value = map["generate"] { settings.generate = decodeGenerate(value, context: &context) }
        return settings
    }

    /// `generate: [directions, routers]`, any subset, `[]` for neither. An unknown or repeated
    /// entry is reported once; the rest still counts.
    private static func decodeGenerate(_ node: YAMLNode, context: inout DecodingContext) -> [Located<GeneratedAPI>] {
        let items: [YAMLNode]
        if node.scalar != nil, node.scalar?.isNull == false {
            items = [node]
        } else {
            guard let sequence = context.sequence(node, what: "'generate'") else {
                return GeneratedAPI.allCases.map { Located($0, at: node.location) }
            }
            items = sequence
        }
        var chosen: [Located<GeneratedAPI>] = []
        for item in items {
            guard let api = context.choice(item, what: "an entry of 'generate'", as: GeneratedAPI.self) else {
                continue
            }
            if let first = chosen.first(where: { $0.value == api.value }) {
                context.report(
                    .duplicateName, "'generate' lists '\(api.value.rawValue)' more than once", at: api.location,
                    notes: [Diagnostic.Note("'\(api.value.rawValue)' is first listed here", at: first.location)])
                continue
            }
            chosen.append(api)
        }
        return chosen
    }

    private static func decodeRule(_ pair: YAMLNode.Pair, context: inout DecodingContext) -> RuleSettingSyntax? {
        guard let name = pair.key.scalar?.text else { return nil }
        guard let rule = Rule.named(name) else {
            var message = "unknown rule '\(name)' in 'rules'"
            if let suggestion = SpellingSuggestion.closest(to: name, among: Rule.all.map(\.name)) {
                message += "; did you mean '\(suggestion)'?"
            }
            context.report(.unknownKey, message, at: pair.key.location)
            return nil
        }
        guard let severity = context.choice(pair.value, what: "the severity of '\(name)'", as: RuleSeverity.self) else {
            return nil
        }
        return RuleSettingSyntax(
            rule: Located(rule, at: pair.key.location),
            severity: Located(severity.value.severity, at: severity.location))
    }
}
