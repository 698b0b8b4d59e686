/// `screengen dump`: a graph as facts, one a line, sorted; what `screengen diff` compares. It
/// holds what users of the app's old builds depend on (screens, params and types, moves, deep
/// links, guards) and the names code uses, not how the code is generated.
public struct GraphDump: Hashable, Sendable {
    /// In dump order (`GraphFact.precedes`), each identity once.
    public private(set) var facts: [GraphFact]

    /// `facts` sorted into dump order. Nil when two facts share an identity.
    public init?(facts: [GraphFact]) {
        guard Set(facts.map(\.identity)).count == facts.count else { return nil }
        self.facts = facts.sorted(by: GraphFact.precedes)
    }
}

extension ResolvedGraph {
    /// The graph as `screengen dump` writes it.
    public var dump: GraphDump { GraphDump(graph) }
}

extension GraphDump {
    init(_ graph: ScreenGraph) {
        var facts: [GraphFact] = []
        facts += graph.deepLinkSettings.schemes.map { GraphFact(.scheme, [$0]) }
        facts += graph.deepLinkSettings.hosts.map { GraphFact(.host, [$0]) }
        facts.append(GraphFact(.roots, [], graph.roots.map(graph.name(of:)).joined(separator: " ")))
        for screen in graph.screens {
            facts += Self.facts(of: screen, in: graph)
        }
        if let anywhere = graph.anywhere {
            // Made from no screen: nothing for `args` to read.
            facts += anywhere.transitions.map {
                GraphFact(.anywhere, [$0.yamlName], Self.moveText($0.move, params: [], in: graph))
            }
            facts += anywhere.backTransitions.map {
                GraphFact(.anywhere, [$0.yamlName], Self.backText($0, params: [], in: graph))
            }
        }
        if let start = graph.flows.first { facts.append(GraphFact(.startFlow, [], start.name.name)) }
        for flow in graph.flows {
            let name = flow.name.name
            facts.append(GraphFact(.flow, [name], flow.roots.map(graph.name(of:)).joined(separator: " ")))
            facts += flow.conditions.map { GraphFact(.flowRequires, [name, $0.name]) }
            facts += flow.moves.map { GraphFact(.flowMove, [name, $0.action.name], graph.flows[$0.target].name.name) }
        }
        if !graph.animatesBuiltStacks { facts.append(GraphFact(.animateBuiltStacks, [], "false")) }
        for layer in graph.layers {
            var value = "\(layer.style.rawValue) outside=\(layer.outside.rawValue)"
            if layer.overAlerts { value += " over-alerts" }
            facts.append(GraphFact(.layer, [graph.name(of: layer.screen)], value))
        }
        facts += graph.splits.map { GraphFact(.split, [graph.name(of: $0.root)], "columns=\($0.columns)") }
        // A choice's candidates share one pattern: one fact, its stack ending with them all.
        for (index, link) in graph.deepLinks.enumerated() where (link.choice?.candidate ?? 0) == 0 {
            var fact = Self.fact(of: link, in: graph)
            if let choice = link.choice {
                let candidates = graph.deepLinks[index..<index + choice.count].map { graph.name(of: $0.stack.last!) }
                fact.value += " choice=\(choice.name) one-of=\(candidates.joined(separator: ","))"
            }
            facts.append(fact)
        }
        // Names are unique in a resolved graph, and `deeplink-overlap` rejects two links of
        // one shape; should a fact repeat anyway, the first is kept rather than trapping.
        var seen: Set<GraphFact.Identity> = []
        self.init(facts: facts.filter { seen.insert($0.identity).inserted })!
    }

    private static func facts(of screen: ScreenGraph.Screen, in graph: ScreenGraph) -> [GraphFact] {
        let name = screen.qualifiedName
        var facts = [GraphFact(.screen, [name], screen.kind.rawValue)]
        if let view = screen.view {
            let arguments = screen.viewArguments.map { list in
                "("
                    + list.map {
                        ($0.label.map { $0.name + ": " } ?? "") + $0.value.swift { screen.params[$0].yamlName }
                    }.joined(separator: ", ") + ")"
            }
            facts.append(GraphFact(.view, [name], view.description + (arguments ?? "")))
        }
        if let title = screen.title {
            facts.append(GraphFact(.title, [name], GraphPicture.text(of: title, params: screen.params)))
        }
        if let message = screen.message {
            facts.append(GraphFact(.message, [name], GraphPicture.text(of: message, params: screen.params)))
        }
        for param in screen.params {
            facts.append(
                GraphFact(.param, [name, param.yamlName], param.isLive ? "live " + param.typeText : param.typeText))
            if let literal = param.defaultLiteral {
                facts.append(GraphFact(.default, [name, param.yamlName], literal))
            }
        }
        facts += screen.conditions.map { GraphFact(.requires, [name, $0.name]) }
        if let presentation = screen.presentation {
            var value: [String] = []
            if !presentation.detents.isEmpty {
                value.append("detents=" + presentation.detents.map(\.dumpText).joined(separator: ","))
            }
            if !presentation.dismissBySwipe { value.append("dismiss-by-swipe=false") }
            if presentation.zoomsFromSource { value.append("navigation-transition=zoom") }
            facts.append(GraphFact(.presentation, [name], value.joined(separator: " ")))
        }
        if let exit = screen.exitGuard {
            facts.append(GraphFact(.exit, [name], graph.name(of: exit.alert) + " " + exit.condition.name))
        }
        if let returned = screen.returnType {
            facts.append(GraphFact(.returns, [name], returned.text))
        }
        if let root = screen.finishesFlow {
            facts.append(GraphFact(.finishes, [name], graph.name(of: root)))
        }
        facts += screen.startParams.map { GraphFact(.startParam, [name, screen.params[$0].yamlName]) }
        for transition in screen.transitions {
            // A choice's candidates (`one-of:`, #37): a fact each, keyed by action and candidate,
            // so that a candidate removed is a step removed.
            let key = transition.choice.map { _ in transition.yamlName + "/" + graph.name(of: transition.move.target) }
            var value = moveText(transition.move, params: screen.params, in: graph)
            if let choice = transition.choice { value += " choice=" + choice.name }
            facts.append(GraphFact(.transition, [name, key ?? transition.yamlName], value))
        }
        for back in screen.backTransitions where back.button == nil {
            facts.append(
                GraphFact(.transition, [name, back.yamlName], backText(back, params: screen.params, in: graph)))
        }
        for field in screen.fields {
            let title = GraphPicture.text(of: field.title, params: screen.params)
            facts.append(GraphFact(.field, [name, field.id], field.isSecure ? "secure " + title : title))
        }
        for button in screen.buttons {
            facts.append(GraphFact(.button, [name, button.id], button.role?.rawValue ?? ""))
            if !button.conditions.isEmpty {
                let conditions = button.conditions.map(\.name).joined(separator: " ")
                facts.append(GraphFact(.buttonRequires, [name, button.id], conditions))
            }
            if let move = button.move {
                facts.append(
                    GraphFact(.buttonMove, [name, button.id], moveText(move, params: screen.params, in: graph)))
            } else if let back = button.back {
                facts.append(
                    GraphFact(
                        .buttonMove, [name, button.id],
                        backText(screen.backTransitions[back], params: screen.params, in: graph)))
            }
        }
        return facts
    }

    /// `pop-to timeline inclusive then push compose`, `dismiss`, `dismiss all`, `select-root home`.
    private static func backText(_ back: ScreenGraph.BackTransition, params: [ScreenGraph.Param], in graph: ScreenGraph)
        -> String
    {
        var value =
            back.dismissesLayer
            ? "dismiss" + (back.dismissal == .top ? "" : " " + back.dismissal.yamlValue)
            : (back.selectsRoot ? "select-root " : "pop-to ") + graph.name(of: back.popTo)
                + (back.isInclusive ? " inclusive" : "") + (back.keepsStack ? " keep-stack" : "")
        if let then = back.then { value += " then " + moveText(then, params: params, in: graph) }
        return value
    }

    /// `push contacts.detail id=id`: style, target, then `target=source` per bound param, the
    /// source's `params` named, and `no-back` for a push the user cannot pop.
    private static func moveText(_ move: ScreenGraph.Move, params: [ScreenGraph.Param], in graph: ScreenGraph) -> String
    {
        let target = graph.screens[move.target]
        let bindings =
            (move.bindings.map { "\(target.params[$0.key].yamlName)=\(params[$0.value].yamlName)" }
            + move.literals.map { "\(target.params[$0.key].yamlName)=\($0.value.swift { params[$0].yamlName })" })
            .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        var text = ([move.style.rawValue, target.qualifiedName] + bindings).joined(separator: " ")
        // `back: false`: a push the user cannot pop.
        if move.hidesBack { text += " no-back" }
        // `then:`: each screen gone on through, its bindings naming the screen before's params.
        var previous = target.params
        for step in move.continuation {
            text += " then " + moveText(step, params: previous, in: graph)
            previous = graph.screens[step.target].params
        }
        return text
    }

    private static func fact(of link: ScreenGraph.DeepLink, in graph: ScreenGraph) -> GraphFact {
        // A link that sets its root's route: `root=welcome(provider,hint)`, the params it binds.
        var root = graph.rootName(of: link)
        if link.setsRoot {
            let params = graph.screens[graph.roots[link.root]].params
            let bound = params.indices.filter { index in
                link.placeholders.contains { $0.bindings.contains { $0.position == 0 && $0.param == index } }
            }
            root += "(" + bound.map { params[$0].yamlName }.joined(separator: ",") + ")"
        }
        let urlParam = link.urlParam.map { graph.screens[link.stack[link.stack.count - 1]].params[$0.param].yamlName }
        var value = LinkDestination(link, root: root, stack: link.stack.map(graph.name(of:)), urlParam: urlParam)
        value.isCanonical = link.isCanonical
        value.printScheme = link.printScheme
        value.printHost = link.printHost
        // `args`: `screen.param=literal`, as the stack's routes get them.
        value.args = link.fixedValues.map { fixed in
            let screen = graph.screens[link.stack[fixed.position]]
            return "\(graph.name(of: link.stack[fixed.position])).\(screen.params[fixed.param].yamlName)="
                + fixed.literal.swift { _ in "" }
        }
        return GraphFact(.link, [LinkShape(link).text], value.text)
    }
}
