import ScreenGenDiagnostics
import ScreenGenYAML

/// Decodes `graph:`: the route name, roots, imports, access level, conformances and rule
/// severities.
enum GraphSettingsDecoder {
    static let keys = [
        "route", "root", "roots", "start-params", "imports", "module", "modules", "access", "conformances", "deeplinks",
        "rules", "generate", "flows", "layers", "splits", "animate-built-stacks",
    ]
    static let flowKeys = ["roots", "requires", "moves"]
    static let flowMoveKeys = ["to"]

    static func decode(_ node: LoadedNode, keyLocation: SourceLocation, context: inout DecodingContext)
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
            let reported = context.reportedCount
            let names = context.names(value, what: "'roots'")
            if names.isEmpty, context.reportedCount > reported {
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
        if let value = map["animate-built-stacks"] {
            settings.animatesBuiltStacks = context.choice(value, what: "'animate-built-stacks'", as: BooleanWord.self)
        }
        if let value = map["generate"] { settings.generate = decodeGenerate(value, context: &context) }
        if let value = map["flows"] {
            if let pairs = context.pairs(of: value, what: "'flows'") {
                let flows = pairs.compactMap { decodeFlow($0, context: &context) }
                if flows.count < pairs.count { settings.mayLackFlows = true }
                settings.flows = Located(flows, at: value.location)
            } else {
                settings.mayLackFlows = true
            }
        }
        if map.unknownKeysMayMean.contains("flows") { settings.mayLackFlows = true }
        if let value = map["layers"], let pairs = context.pairs(of: value, what: "'layers'") {
            settings.layers = Located(pairs.compactMap { decodeLayer($0, context: &context) }, at: value.location)
        }
        if let value = map["splits"], let pairs = context.pairs(of: value, what: "'splits'") {
            settings.splits = Located(pairs.compactMap { decodeSplit($0, context: &context) }, at: value.location)
        }
        return settings
    }

    /// One flow of `flows`: `name: { roots: [...], requires: [...], moves: { action: target } }`.
    private static func decodeFlow(_ pair: LoadedNode.Pair, context: inout DecodingContext) -> FlowSyntax? {
        guard let name = pair.key.scalarText else { return nil }
        var flow = FlowSyntax(name: Located(name, at: pair.key.location))
        guard let map = context.mapping(pair.value, what: "flow '\(name)'", allowedKeys: flowKeys) else {
            flow.keysMaybeMeant = Set(flowKeys)
            return flow
        }
        flow.keysMaybeMeant = map.unknownKeysMayMean
        if let value = map["roots"] {
            let reported = context.reportedCount
            let names = context.names(value, what: "the roots of flow '\(name)'")
            if names.isEmpty, context.reportedCount > reported {
                flow.keysMaybeMeant.insert("roots")
            } else {
                flow.roots = Located(names, at: value.location)
            }
        }
        if let value = map["requires"] { flow.requires = context.names(value, what: "'requires' of flow '\(name)'") }
        if let value = map["moves"] {
            if let pairs = context.pairs(of: value, what: "the moves of flow '\(name)'") {
                flow.moves = pairs.compactMap { decodeFlowMove($0, flow: name, context: &context) }
                if flow.moves.count < pairs.count { flow.keysMaybeMeant.insert("moves") }
            } else {
                flow.keysMaybeMeant.insert("moves")
            }
        }
        return flow
    }

    /// `action: target` or `action: { to: target }`.
    private static func decodeFlowMove(_ pair: LoadedNode.Pair, flow: String, context: inout DecodingContext)
        -> FlowMoveSyntax?
    {
        guard let action = pair.key.scalarText else { return nil }
        var move = FlowMoveSyntax(action: Located(action, at: pair.key.location))
        let what = "the target of flow move '\(action)'"
        if pair.value.mapping != nil {
            guard let map = context.mapping(pair.value, what: "flow move '\(action)'", allowedKeys: flowMoveKeys) else {
                return move
            }
            if let value = map["to"] {
                move.target = context.string(value, what: what)
            } else if map.unknownKeysMayMean.isEmpty {
                context.report(
                    .invalidValue, "flow move '\(action)' of flow '\(flow)' has no target; write 'to: <flow>'",
                    at: pair.key.location)
            }
        } else {
            move.target = context.string(pair.value, what: what)
        }
        return move
    }

    /// `generate: [directions, routers]`, any subset, `[]` for neither. An unknown or repeated
    /// entry is reported once; the rest still counts.
    private static func decodeGenerate(_ node: LoadedNode, context: inout DecodingContext) -> [Located<GeneratedAPI>] {
        let items: [LoadedNode]
        if node.scalar != nil, node.scalar?.isNull == false {
            items = [node]
        } else {
            guard let sequence = context.sequence(node, what: "'generate'") else {
                return GeneratedAPI.allCases.map { Located($0, at: node.location) }
            }
            items = Array(sequence)
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

    private static func decodeRule(_ pair: LoadedNode.Pair, context: inout DecodingContext) -> RuleSettingSyntax? {
        guard let name = pair.key.scalarText else { return nil }
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
