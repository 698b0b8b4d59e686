/// `extension <Route>Graph: DeepLinkGraph`: the links as data (annotated patterns and stack
/// keys, matched by the runtime's trie) and two switches over link numbers: one builds a
/// link's routes from its values, one reads the values back from routes so stacks print as
/// links. Written only when the graph has deep links.
struct DeepLinkEmitter {
    let graph: ScreenGraph
    let names: GeneratedNames

    private var routes: RouteExpressions { RouteExpressions(graph: graph) }

    func write(into writer: inout SwiftWriter) {
        guard !graph.deepLinks.isEmpty else { return }
        let settings = graph.deepLinkSettings
        writer.line()
        writer.line("// MARK: - Deep links")
        writer.line()
        writer.block("extension \(names.graph): ScreenNavigation.DeepLinkGraph") { writer in
            SwiftRenderer.render(table(schemes: settings.schemes, hosts: settings.hosts), into: &writer)
            writer.line()
            writer.function(
                access: names.plumbingAccess, "static func deepLinkDestination",
                parameters: ["link: Swift.Int", "values: ScreenNavigation.DeepLinkValues"], throwing: failure,
                returning: "ScreenNavigation.Navigation.DeepLinkDestination<\(names.route)>",
                statement: "try \(destinationFunction)(link, values)")
            writer.line()
            writeTexts(into: &writer)
            writeWholeURLs(into: &writer)
        }
        writer.line()
        writeDestinations(into: &writer)
        LinkChoiceEmitter(graph: graph, names: names).write(into: &writer)
    }

    /// `static let deepLinks = ScreenNavigation.DeepLinkTable(schemes:hosts:patterns:stacks:…)`,
    /// an argument a line, the patterns and stacks a link a line.
    private func table(schemes: [String], hosts: [String]) -> CodeItem {
        let links = graph.linksInTableOrder
        var arguments = [
            Argument("schemes", .array(schemes.map { .string($0) })),
            Argument("hosts", .array(hosts.map { .string($0) })),
            Argument("patterns", .array(links.map { .string($0.annotatedPattern) }, oneALine: true)),
            Argument("stacks", .array(links.map { .string(stackKey($0)) }, oneALine: true)),
        ]
        // The optional arguments, written only when not empty. `one-of:`: the runs of links that
        // are one declared link's candidates.
        let choices = choiceRuns.map { name, links in
            Expression.call(
                .identifier(".init"),
                [
                    Argument("name", .string(name)),
                    Argument("links", .identifier("\(links.lowerBound)..<\(links.upperBound)")),
                ])
        }
        if !choices.isEmpty { arguments.append(Argument("choices", .array(choices, oneALine: true))) }
        // `print-scheme`, `print-host`: by table link.
        let printedSchemes = links.enumerated().compactMap { number, link in
            link.printScheme.map { Expression.pair(.identifier(String(number)), .string($0)) }
        }
        if !printedSchemes.isEmpty {
            arguments.append(Argument("printedSchemes", .array(printedSchemes, oneALine: true)))
        }
        let printedHosts = links.enumerated().compactMap { number, link in
            link.printHost.map { Expression.pair(.identifier(String(number)), .string($0)) }
        }
        if !printedHosts.isEmpty { arguments.append(Argument("printedHosts", .array(printedHosts, oneALine: true))) }
        let table = Expression.call(.identifier("ScreenNavigation.DeepLinkTable"), arguments, oneALine: true)
        return .declaration(
            Declaration(
                doc: "The deep links, matched by path segment (see `ScreenNavigation.DeepLinkTable`).",
                access: names.plumbingAccess, .variable(Variable(name: "deepLinks", value: table))))
    }

    /// Each declared link with `one-of:`: its choice's name and its candidates' table links.
    private var choiceRuns: [(name: String, links: Range<Int>)] {
        var runs: [(name: String, links: Range<Int>)] = []
        for (number, link) in graph.linksInTableOrder.enumerated() {
            guard let choice = link.choice, choice.candidate == 0 else { continue }
            runs.append((choice.name, number..<number + choice.count))
        }
        return runs
    }

    /// The function that builds a link's routes from its values. A free function, not a member
    /// of the graph: in the graph's extension, `Failure`, `Origin`, `Context` and `AnyNavigator`
    /// are the runtime's typealiases, and a link's value may be of an app type so named.
    private var destinationFunction: String { "_\(names.graph)DeepLinkDestination" }

    /// `root|screen|screen…`, as `DeepLinkGraph.stackKey` computes it from routes.
    private func stackKey(_ link: ScreenGraph.DeepLink) -> String {
        ([link.isOverShown ? "*" : String(link.root)] + link.stack.map { graph.screens[$0].qualifiedName })
            .joined(separator: "|")
    }

    private var failure: String { "ScreenNavigation.Navigation.DeepLinkFailure" }

    private func writeDestinations(into writer: inout SwiftWriter) {
        let runs = linkRuns
        func function(_ name: String, body: (inout SwiftWriter) -> Void) {
            writer.function(
                access: "private ", "func " + name,
                parameters: ["_ link: Swift.Int", "_ values: ScreenNavigation.DeepLinkValues"], throwing: failure,
                returning: "ScreenNavigation.Navigation.DeepLinkDestination<\(names.route)>", body: body)
        }
        writer.doc("The routes of deep link `link` of `\(names.graph)`, from its values.")
        guard runs.count > 1 else {
            function(destinationFunction) { writer in writeDestinationsSwitch(runs[0].links, into: &writer) }
            return
        }
        // Cut into runs (`linksPerFunction`): a switch on the run, then one on the link.
        function(destinationFunction) { writer in
            writer.line("switch link / \(Self.linksPerFunction) {")
            for run in runs {
                writer.line("case \(run.index): return try \(destinationFunction)\(run.index)(link, values)")
            }
            writer.line("default: throw .noMatch(path: \"\")")
            writer.line("}")
        }
        for run in runs {
            writer.line()
            function(destinationFunction + String(run.index)) { writer in
                writeDestinationsSwitch(run.links, into: &writer)
            }
        }
        writeTextRuns(into: &writer)
    }

    private func writeDestinationsSwitch(
        _ links: ArraySlice<(offset: Int, element: ScreenGraph.DeepLink)>, into writer: inout SwiftWriter
    ) {
        writer.line("switch link {")
        for (number, link) in links {
            writer.line("case \(number):")
            writer.indented { writer in
                // A candidate's query item that another candidate reads binds nothing here.
                for (index, placeholder) in link.placeholders.enumerated() where !placeholder.bindings.isEmpty {
                    let read =
                        placeholder.isList
                        ? "list" : placeholder.isQuery && !placeholder.isRequired ? "optional" : "required"
                    writer.line("let _v\(index) = try values.\(read)(\(index), as: \(placeholder.valueType).self)")
                }
                // A link that sets its root's route builds it first (binding position 0).
                let screens = graph.boundScreens(of: link)
                func writeRoute(_ position: Int, into text: inout SourceText) {
                    routes.writeValue(screens[position], into: &text) { param in
                        argument(link, position: position, param: param, screen: screens[position])
                    }
                }
                writer.listLine { text in
                    text += "return ScreenNavigation.Navigation.DeepLinkDestination"
                    text.openList("(")
                    // A link opened over what is shown has no root.
                    if link.isOverShown {
                        text += "overShown: "
                    } else {
                        text += "rootIndex: "
                        text += String(link.root)
                        text.nextEntry()
                        if link.setsRoot {
                            text += "root: "
                            writeRoute(0, into: &text)
                            text.nextEntry()
                        }
                        text += "routes: "
                    }
                    text.openList("[")
                    for position in (link.setsRoot ? 1 : 0)..<screens.count {
                        if position > (link.setsRoot ? 1 : 0) { text.nextEntry() }
                        writeRoute(position, into: &text)
                    }
                    text.closeList("]")
                    text.closeList(")")
                }
            }
        }
        writer.line("default:")
        writer.line("    throw .noMatch(path: \"\")")
        writer.line("}")
    }

    /// The value of a stack param: its placeholder's (a query value falls back to the default),
    /// or its default.
    private func argument(_ link: ScreenGraph.DeepLink, position: Int, param: Int, screen: Int) -> String {
        let declared = graph.screens[screen].params[param]
        // `args`: a fixed value (no params read: a link has no source screen).
        if let literal = link.fixedValue(boundPosition: position, param: param) {
            return literal.swift { _ in "" }
        }
        // `url-param`: the whole URL as received.
        if let whole = link.urlParam, whole.param == param, position == graph.boundScreens(of: link).count - 1 {
            return whole.isURL ? "try values.wholeURL()" : "values.url"
        }
        guard
            let index = link.placeholders.firstIndex(where: {
                $0.bindings.contains { $0.position == position && $0.param == param }
            })
        else {
            return declared.defaultLiteral ?? "nil"
        }
        // A list left out of the URL: the default, else the empty list.
        if link.placeholders[index].isList, !declared.type.isOptional {
            return "_v\(index) ?? \(declared.defaultLiteral ?? "[]")"
        }
        // A required item's value is always there (the URL without it opens no link).
        if link.placeholders[index].isQuery, !link.placeholders[index].isRequired, !declared.type.isOptional,
            let fallback = declared.defaultLiteral
        {
            return "_v\(index) ?? \(fallback)"
        }
        return "_v\(index)"
    }

    /// Links per function of a per-link switch: with more links, each switch is cut into
    /// functions of this many cases behind a switch on `link / linksPerFunction`, so that no
    /// function the optimizer sees grows with the graph (its `-O` cost grew faster than the
    /// function: bench/README.md, #37).
    static let linksPerFunction = 64

    /// The table's links in runs of `linksPerFunction`, numbered; one run when they fit in one.
    private var linkRuns: [(index: Int, links: ArraySlice<(offset: Int, element: ScreenGraph.DeepLink)>)] {
        let links = Array(graph.linksInTableOrder.enumerated())
        return stride(from: 0, to: max(links.count, 1), by: Self.linksPerFunction).enumerated().map { index, start in
            (index, links[start..<min(start + Self.linksPerFunction, links.count)])
        }
    }

    /// The free function that holds the texts' switch of run `index` of a cut switch.
    private func textsFunction(_ index: Int) -> String { "_\(names.graph)DeepLinkTexts\(index)" }

    private func writeTexts(into writer: inout SwiftWriter) {
        writer.line(
            "\(names.plumbingAccess)static func deepLinkTexts(link: Swift.Int, routes: [\(names.route)]) -> [Swift.String?]? {"
        )
        writer.indented { writer in
            let runs = linkRuns
            guard runs.count > 1 else { return writeTextsSwitch(runs[0].links, into: &writer) }
            writer.line("switch link / \(Self.linksPerFunction) {")
            for run in runs { writer.line("case \(run.index): return \(textsFunction(run.index))(link, routes)") }
            writer.line("default: return nil")
            writer.line("}")
        }
        writer.line("}")
    }

    /// The runs of a cut texts switch, as free functions (outside the graph's extension).
    private func writeTextRuns(into writer: inout SwiftWriter) {
        let runs = linkRuns
        guard runs.count > 1 else { return }
        for run in runs {
            writer.line()
            writer.line(
                "private func \(textsFunction(run.index))(_ link: Swift.Int, _ routes: [\(names.route)]) -> [Swift.String?]? {"
            )
            writer.indented { writer in writeTextsSwitch(run.links, into: &writer) }
            writer.line("}")
        }
    }

    private func writeTextsSwitch(
        _ links: ArraySlice<(offset: Int, element: ScreenGraph.DeepLink)>, into writer: inout SwiftWriter
    ) {
        writer.line("switch link {")
        // A link with `url-param` prints as the URL its route keeps (`deepLinkWholeURL`).
        for (number, link) in links where link.urlParam == nil {
            writer.line("case \(number):")
            writer.indented { writer in writeTexts(of: link, into: &writer) }
        }
        writer.line("default:")
        writer.line("    return nil")
        writer.line("}")
    }

    /// `deepLinkWholeURL(link:routes:)`, only when a link has `url-param`: the URL the last
    /// route keeps, which the runtime prints when it opens those routes.
    private func writeWholeURLs(into writer: inout SwiftWriter) {
        let links = graph.linksInTableOrder.enumerated().filter { $0.element.urlParam != nil }
        guard !links.isEmpty else { return }
        writer.line()
        writer.line(
            "\(names.plumbingAccess)static func deepLinkWholeURL(link: Swift.Int, routes: [\(names.route)]) -> Swift.String? {"
        )
        writer.indented { writer in
            writer.line("switch link {")
            for (number, link) in links {
                let whole = link.urlParam!
                let screens = graph.boundScreens(of: link)
                let last = screens.count - 1
                let pattern = routes.patternExpression(screens[last], names: [whole.param: "_url"], prefix: "case ")
                let param = graph.screens[screens[last]].params[whole.param]
                writer.line("case \(number):")
                writer.indented { writer in
                    let shape = Statement.guard(
                        [
                            .identifier("routes.count == \(screens.count)"),
                            .binary(pattern, "=", .identifier("routes[\(last)]")),
                        ],
                        else: [.return(.identifier("nil"))])
                    SwiftRenderer.render(shape, into: &writer)
                    let text = whole.isURL ? "_url\(param.type.isOptional ? "?" : "").absoluteString" : "_url"
                    writer.line("return \(text)")
                }
            }
            writer.line("default:")
            writer.line("    return nil")
            writer.line("}")
        }
        writer.line("}")
    }

    /// Matches the routes' shape, checks what the link cannot carry (params not at their
    /// default, two params of one placeholder that differ), then lists the values' texts. A
    /// link that sets its root's route reads it as `routes[0]`, the stack's routes after it.
    private func writeTexts(of link: ScreenGraph.DeepLink, into writer: inout SwiftWriter) {
        func name(_ position: Int, _ param: Int) -> String { "_p\(position)_\(param)" }
        let screens = graph.boundScreens(of: link)
        var conditions = [Expression.identifier("routes.count == \(screens.count)")]
        for (position, screen) in screens.enumerated() {
            let params = graph.screens[screen].params
            let bound = Dictionary(uniqueKeysWithValues: params.indices.map { ($0, name(position, $0)) })
            conditions.append(
                .binary(
                    routes.patternExpression(screen, names: bound, prefix: "case "), "=",
                    .identifier("routes[\(position)]")))
        }
        var checks: [String] = []
        for placeholder in link.placeholders {
            guard let first = placeholder.bindings.first else { continue }
            for other in placeholder.bindings.dropFirst() {
                checks.append("\(name(other.position, other.param)) == \(name(first.position, first.param))")
            }
        }
        for (position, screen) in screens.enumerated() {
            for (index, param) in graph.screens[screen].params.enumerated() {
                let isBound = link.placeholders.contains {
                    $0.bindings.contains { $0.position == position && $0.param == index }
                }
                guard !isBound else { continue }
                // A fixed value (`args`) prints only a route that has it, as a default does.
                let expected =
                    link.fixedValue(boundPosition: position, param: index)?.swift { _ in "" } ?? param.defaultLiteral
                    ?? "nil"
                checks.append("\(name(position, index)) == \(expected)")
            }
        }
        // An empty list prints no item, which reads back as the param's default (`nil` for an
        // optional, the empty list for an array without one): it prints only when that is
        // what it is.
        for placeholder in link.placeholders where placeholder.isList {
            for binding in placeholder.bindings {
                let param = graph.screens[screens[binding.position]].params[binding.param]
                let value = name(binding.position, binding.param)
                if param.type.isOptional {
                    checks.append("\(value)?.isEmpty != true")
                } else if let fallback = param.defaultLiteral {
                    checks.append("!\(value).isEmpty || \(value) == \(fallback)")
                }
            }
        }
        let shape = Statement.guard(conditions + checks.map(Expression.identifier), else: [.return(.identifier("nil"))])
        SwiftRenderer.render(shape, into: &writer)
        var texts: [String] = []
        for (index, placeholder) in link.placeholders.enumerated() {
            // A candidate's query item that another candidate reads: this one prints without it.
            guard let first = placeholder.bindings.first else {
                texts.append("nil")
                continue
            }
            let value = name(first.position, first.param)
            let isOptional = graph.screens[screens[first.position]].params[first.param].type.isOptional
            let function =
                placeholder.isList
                ? (isOptional ? "optionalListText" : "listText") : (isOptional ? "optionalText" : "text")
            let text = "ScreenNavigation.DeepLinkValues.\(function)(\(value))"
            // A path value, or a required item, is never left out: a `nil` has no link.
            if !placeholder.isQuery || placeholder.isRequired, isOptional {
                writer.line("guard let _t\(index) = \(text) else { return nil }")
                texts.append("_t\(index)")
            } else {
                texts.append(text)
            }
        }
        writer.listLine { text in
            text += "return "
            text.writeList(texts, open: "[", close: "]")
        }
    }
}
