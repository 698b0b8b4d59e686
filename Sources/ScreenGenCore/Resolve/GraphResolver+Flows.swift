import ScreenGenDiagnostics

/// `graph.flows` (#35): named root sets the app moves between (signed out, a session, locked),
/// each a subset of `graph.roots`, with conditions to enter it and declared moves to other
/// flows. Names are converted as action names are; every move's target is a declared flow;
/// one action name leads to one flow wherever it is declared (one generated method serves
/// every flow that declares it). The first flow is where the app starts: nothing can wait for
/// it, so it has no `requires:`.
extension GraphResolver {
    mutating func resolveFlows(
        _ settings: GraphSettingsSyntax?, roots: [Int], rootsResolved: Bool, fromFeature feature: String?
    ) -> [ScreenGraph.Flow] {
        guard let settings, let declared = settings.flows else { return [] }
        guard !declared.value.isEmpty else {
            report(
                .missingRoot, "'flows' is empty; declare at least one flow, or remove 'flows'", at: declared.location)
            return []
        }
        let namespace = feature.flatMap { featureIndexByName[SwiftIdentifier.lowerCamel($0)?.name ?? $0] }
        let reported = diagnostics.count
        var flows: [ScreenGraph.Flow] = []
        var names = NameRegistry(space: "flow name", expectedCount: declared.value.count)
        // `<Route>Flow` is a String-backed CaseIterable enum: a case may not take one of its members'
        // names.
        let flowType = GeneratedNames.RouteCompanion.flow.name(ofRoute: settings.route?.value ?? "Route")
        for member in ["init", "rawValue", "allCases", "hashValue", "self", "description"] {
            names.reserve(member, kind: "a member of the generated '\(flowType)'")
        }
        var flowByName: [String: Int] = [:]
        for syntax in declared.value {
            let name = convert(syntax.name, what: "flow name", by: SwiftIdentifier.lowerCamel)
            let claimed = names.claim(
                name.name, yamlName: syntax.name.value, kind: "flow", name: syntax.name.value,
                at: syntax.name.location, diagnostics: &diagnostics)
            if claimed { flowByName[name.name] = flows.count }
            flows.append(
                ScreenGraph.Flow(
                    yamlName: syntax.name.value, name: name, location: syntax.name.location,
                    roots: resolveFlowRoots(
                        syntax, graphRoots: roots, rootsResolved: rootsResolved, namespace: namespace),
                    conditions: resolveFlowConditions(syntax, isFirst: flows.isEmpty)))
        }
        // Moves once every flow is named: a move may lead to a flow declared after it.
        var actions: [String: (target: Int, flow: Int, location: SourceLocation)] = [:]
        for (index, syntax) in declared.value.enumerated() {
            var own = NameRegistry(space: "flow move name", expectedCount: syntax.moves.count)
            own.reserve("init", kind: "the initializer of the generated '\(flowType)s'")
            for move in syntax.moves {
                let action = convert(move.action, what: "flow move name", by: SwiftIdentifier.lowerCamel)
                guard
                    own.claim(
                        action.name, yamlName: move.action.value, kind: "flow move", name: move.action.value,
                        at: move.action.location, diagnostics: &diagnostics)
                else { continue }
                guard let targetName = move.target else { continue }  // reported by the decoder
                guard let target = flowByName[SwiftIdentifier.lowerCamelName(targetName.value) ?? targetName.value]
                else {
                    var message = "flow move '\(move.action.value)' leads to '\(targetName.value)', which is not a flow"
                    if let suggestion = SpellingSuggestion.closest(
                        to: targetName.value, among: declared.value.map(\.name.value))
                    {
                        message += "; did you mean '\(suggestion)'?"
                    } else {
                        message += "; declare it under 'flows'"
                    }
                    report(.invalidValue, message, at: targetName.location)
                    continue
                }
                if target == index {
                    report(
                        .invalidValue,
                        "flow move '\(move.action.value)' leads from flow '\(syntax.name.value)' to itself; a flow move leads to another flow (to change the roots within a flow, call 'setRoots')",
                        at: targetName.location)
                    continue
                }
                if let first = actions[action.name] {
                    if first.target != target {
                        report(
                            .nameCollision,
                            "flow move '\(move.action.value)' of flow '\(syntax.name.value)' leads to '\(flows[target].yamlName)', but flow '\(flows[first.flow].yamlName)' declares it leading to '\(flows[first.target].yamlName)'; one generated method serves both, so give one of them another name",
                            at: move.action.location,
                            notes: [
                                .init(
                                    "'\(move.action.value)' of flow '\(flows[first.flow].yamlName)' is declared here",
                                    at: first.location)
                            ])
                        continue
                    }
                } else {
                    actions[action.name] = (target, index, move.action.location)
                }
                flows[index].moves.append(
                    ScreenGraph.FlowMove(
                        action: action, yamlName: move.action.value, target: target, location: move.action.location))
            }
        }
        let isComplete =
            diagnostics.count == reported && !settings.mayLackFlows
            && !declared.value.contains { !$0.keysMaybeMeant.isDisjoint(with: ["roots", "moves"]) }
        if isComplete, rootsResolved {
            checkFlowReachability(flows, graphRoots: roots)
        }
        return flows
    }

    /// A flow's `roots:`: each a root of the graph, once.
    private mutating func resolveFlowRoots(
        _ syntax: FlowSyntax, graphRoots: [Int], rootsResolved: Bool, namespace: Int?
    ) -> [Int] {
        guard let written = syntax.roots else {
            if !syntax.keysMaybeMeant.contains("roots") {
                report(
                    .missingRoot,
                    "flow '\(syntax.name.value)' has no roots: add 'roots: [<screen>, …]', naming roots of the graph it shows",
                    at: syntax.name.location)
            }
            return []
        }
        guard !written.value.isEmpty else {
            report(
                .missingRoot, "the roots of flow '\(syntax.name.value)' are empty; list at least one root of the graph",
                at: written.location)
            return []
        }
        var roots: [Int] = []
        var seen: [Int: SourceLocation] = [:]
        for reference in written.value {
            guard
                let index = resolveReference(
                    reference, fromFeature: namespace, what: "the roots of flow '\(syntax.name.value)' name")
            else { continue }
            let name = screens[index].qualifiedName
            if let first = seen[index] {
                report(
                    .duplicateName, "the roots of flow '\(syntax.name.value)' list '\(name)' more than once",
                    at: reference.location, notes: [.init("'\(name)' is first listed here", at: first)])
                continue
            }
            seen[index] = reference.location
            guard graphRoots.contains(index) else {
                if rootsResolved {
                    report(
                        .invalidValue,
                        "'\(name)' is not a root of the graph; add it to graph.roots, or remove it from the roots of flow '\(syntax.name.value)'",
                        at: reference.location)
                }
                continue
            }
            roots.append(index)
        }
        return roots
    }

    /// A flow's `requires:`, as a screen's: lowerCamelCase condition names, once each. Never on
    /// the first flow, where the app starts.
    private mutating func resolveFlowConditions(_ syntax: FlowSyntax, isFirst: Bool) -> [SwiftIdentifier] {
        guard let firstCondition = syntax.requires.first else { return [] }
        if isFirst {
            report(
                .invalidValue,
                "the first flow, '\(syntax.name.value)', cannot have 'requires': the app starts there, so nothing can wait for it; make another flow the first, or guard the flows it moves to",
                at: firstCondition.location)
            return []
        }
        return resolvedConditions(syntax.requires)
    }

    /// Warnings: a flow no flow move reaches from the first (the app can never be in it), and a
    /// root of the graph in no flow (never shown). Cycles among flows are normal (sign in, sign
    /// out): nothing is said about them.
    private mutating func checkFlowReachability(_ flows: [ScreenGraph.Flow], graphRoots: [Int]) {
        var reached = [Bool](repeating: false, count: flows.count)
        var queue = [0]
        reached[0] = true
        while let flow = queue.popLast() {
            for move in flows[flow].moves where !reached[move.target] {
                reached[move.target] = true
                queue.append(move.target)
            }
        }
        for (index, flow) in flows.enumerated() where !reached[index] {
            report(
                .unreachableScreen,
                "flow '\(flow.yamlName)' cannot be reached from the first flow, '\(flows[0].yamlName)', by any flow move; add a move to it, or remove it",
                at: flow.location)
        }
        let shown = Set(flows.flatMap(\.roots))
        for root in graphRoots where !shown.contains(root) {
            report(
                .unreachableScreen,
                "root '\(screens[root].qualifiedName)' is in no flow, so it is never shown; add it to the roots of a flow, or remove it from graph.roots",
                at: rootReferenceLocations[root] ?? screens[root].location)
        }
    }
}
