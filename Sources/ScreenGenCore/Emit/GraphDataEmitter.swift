/// `<Route>Graph`: the graph as data the runtime checks every move against: roots, legal
/// (from, to, style) transitions, which screens are alerts, alert content and titles.
struct GraphDataEmitter {
    let graph: ScreenGraph
    let names: GeneratedNames

    let assignment: FileAssignment

    private var routes: RouteExpressions { RouteExpressions(graph: graph) }

    func writeGraphWide(into writer: inout SwiftWriter) {
        let access = names.access
        writer.line()
        writer.line("// MARK: - Graph")
        writer.line()
        writer.doc("The navigation graph as data: `ScreenNavigation.NavigationState<\(names.graph)>` checks every move against it.")
        // Roots are built from data unless a root param waits for the app (`start-params`).
        let hasDefaultRoots = graph.roots.allSatisfy { root in !graph.screens[root].params.contains(where: \.isRequired) }
        let conformance = hasDefaultRoots ? "NavigationGraphWithDefaultRoots" : "NavigationGraph"
        writer.block("\(access)enum \(names.graph): ScreenNavigation.\(conformance)") { writer in
            writer.doc("The screens that may start an independent stack, in declared order.")
            let rootScreens = graph.roots.map { "." + graph.screens[$0].identity.escaped }
            writer.line("\(access)static let rootScreens: [\(names.screen)] = [\(rootScreens.joined(separator: ", "))]")
            writer.line()
            if hasDefaultRoots {
                writer.doc("The root of each independent stack, in declared order.")
                let roots = graph.roots.map { routes.value($0, argument: routes.defaultArgument(of: $0)) }
                writer.line("\(access)static let roots: [\(names.route)] = [\(roots.joined(separator: ", "))]")
                writer.line()
            }
            writer.line("\(access)static func screen(of route: \(names.route)) -> \(names.screen) { route.screen }")
            writer.line()
            writer.doc("The legal moves: (from, to, style) as declared by transitions and alert buttons.")
            let texts = assignment.screens.indices.filter(hasMoves(file:)).map(Self.textName(file:))
            writer.line("\(access)static let transitions = ScreenNavigation.TransitionTable<\(names.screen)>(text: [\(texts.joined(separator: ", "))])")
            writer.line()
            writeAlertScreens(into: &writer)
            writer.line()
            writeAlerts(into: &writer)
            writer.line()
            writeTitles(into: &writer)
        }
        writer.line()
        writer.block("extension \(names.graph)") { writer in
            writeMoveHelper(
                "_move", doc: "One move through `navigator`, checked like every move: what each generated transition method does.",
                parameters: "_ to: \(names.route)", move: "to: to", into: &writer)
            for feature in graph.features {
                writer.line()
                writeFeatureMoveHelper(feature, into: &writer)
            }
            if graph.screens.contains(where: { $0.backTransitions.contains { $0.selectsRoot } }) {
                writer.line()
                writeMoveHelper(
                    "_selectRoot", doc: "Selecting the stack of `root` and going back to it, then entering `then`, if any: what each generated `select-root` method does.",
                    parameters: "_ root: \(names.screen), _ then: \(names.route)?", move: "selectingRoot: root, then: then", into: &writer)
            }
            if graph.screens.contains(where: { $0.returnType != nil }) {
                writer.line()
                writer.doc("One move answered with the result of the screen it enters: what each generated method with `onResult` does.")
                writer.line("@MainActor")
                writer.block("static func _moveForResult<Result: Swift.Sendable>(_ navigator: any ScreenNavigation.Navigator<\(names.graph)>, _ from: \(names.screen), _ to: \(names.route), _ style: ScreenNavigation.TransitionStyle, _ onResult: @escaping @MainActor (Result?) -> Swift.Void) throws(ScreenNavigation.NavigationError<\(names.screen)>)") { writer in
                    writer.line("try navigator.perform(ScreenNavigation.Move(from: from, to: to, style: style)) { onResult($0 as? Result) }")
                }
                writer.line()
                writer.doc("One move, awaiting the result of the screen it enters: what each generated `…ForResult` method does.")
                writer.line("@MainActor")
                writer.block("static func _awaitResult<Result: Swift.Sendable>(_ navigator: any ScreenNavigation.Navigator<\(names.graph)>, _ from: \(names.screen), _ to: \(names.route), _ style: ScreenNavigation.TransitionStyle) async throws(ScreenNavigation.NavigationError<\(names.screen)>) -> Result?") { writer in
                    writer.line("try await navigator.performForResult(ScreenNavigation.Move(from: from, to: to, style: style), as: Result.self)")
                }
            }
            if graph.screens.contains(where: { $0.backTransitions.contains(where: \.dismissesLayer) }) {
                writer.line()
                writeMoveHelper(
                    "_dismiss", doc: "Dismissing the sheet or cover `from` is shown in, then entering `then`: what each generated `dismiss` method does.",
                    parameters: "_ then: \(names.route)", move: "dismissingThen: then", into: &writer)
            }
            if graph.screens.contains(where: { $0.backTransitions.contains { !$0.selectsRoot && !$0.dismissesLayer } }) {
                writer.line()
                writeMoveHelper(
                    "_back", doc: "Going back to `back` (removing it too when `inclusive`), then entering `then`, if any: what each generated `pop-to` method does.",
                    parameters: "_ back: \(names.screen), _ inclusive: Swift.Bool, _ then: \(names.route)?",
                    move: "popBackTo: back, inclusive: inclusive, then: then", into: &writer)
            }
        }
        writeTopLevelMoveHelpers(into: &writer)
    }

    /// The helper a move into `feature` calls: `_move`, given the feature's route.
    static func featureMoveHelperName(_ feature: ScreenGraph.Feature) -> String { "_\(feature.caseName.name)Move" }

    /// `_move` for the screens of one feature, taking the feature's route and wrapping it here.
    /// Building a `<Route>` value makes the compiler lay out all its cases, so a file that
    /// builds one depends on every feature's route enum by name, and an edit inside any of them
    /// would recompile every feature's file; built here, only the graph-wide file does.
    private func writeFeatureMoveHelper(_ feature: ScreenGraph.Feature, into writer: inout SwiftWriter) {
        writeHelper(
            Self.featureMoveHelperName(feature),
            doc: "`_move` into feature `\(feature.yamlName)`, whose route is wrapped here rather than in the caller's file.",
            parameters: "_ to: \(feature.typeName.name)",
            body: "try _move(navigator, from, \(names.route).\(feature.caseName.escaped)(to), style)", into: &writer)
    }

    /// The free function a plain move to top-level `screen` calls: `_<Route><Screen>Move`.
    /// Screen case names start with a lower-case letter, so capitalizing keeps them distinct.
    static func topLevelMoveHelperName(of screen: ScreenGraph.Screen, in graph: ScreenGraph) -> String {
        "_\(graph.routeName.name)\(SwiftIdentifier.capitalizedFirst(screen.caseName).name)Move"
    }

    /// `_move` to each top-level screen, given its params: the route value is built here, in the
    /// graph-wide file, for the reason `writeFeatureMoveHelper` gives. Free functions, not
    /// members of `<Route>Graph`: in the graph's extension a param typed with an app type named
    /// `Route` would mean the graph's associated type.
    private func writeTopLevelMoveHelpers(into writer: inout SwiftWriter) {
        let targets = Set(graph.screens.lazy.flatMap { $0.transitions.lazy.map(\.move.target) })
        for index in graph.screens.indices where graph.screens[index].feature == nil && targets.contains(index) {
            let screen = graph.screens[index]
            var parameters = SourceText()
            for param in screen.params {
                RouteExpressions.writeParameter(param, withDefault: false, into: &parameters)
                parameters += ", "
            }
            let route = routes.value(index, explicit: true) { screen.params[$0].label.escaped }
            writer.line()
            writer.doc("`\(names.graph)._move` to `\(screen.qualifiedName)`, whose route is built here rather than in the caller's file.")
            writer.line("@MainActor")
            writer.block("func \(Self.topLevelMoveHelperName(of: screen, in: graph))(_ _navigator: any ScreenNavigation.Navigator<\(names.graph)>, _ _from: \(names.screen), \(parameters.string)_ _style: ScreenNavigation.TransitionStyle) throws(ScreenNavigation.NavigationError<\(names.screen)>)") { writer in
                writer.line("try \(names.graph)._move(_navigator, _from, \(route), _style)")
            }
        }
    }

    /// `static func <name>(_ navigator:, _ from:, <parameters>, _ style:)`, which performs one
    /// `Move(from: from, <move>, style: style)`: the one call every generated method makes.
    private func writeMoveHelper(_ name: String, doc: String, parameters: String, move: String, into writer: inout SwiftWriter) {
        writeHelper(name, doc: doc, parameters: parameters, body: "try navigator.perform(ScreenNavigation.Move(from: from, \(move), style: style))", into: &writer)
    }

    /// `static func <name>(_ navigator:, _ from:, <parameters>, _ style:)` with a one-line body.
    private func writeHelper(_ name: String, doc: String, parameters: String, body: String, into writer: inout SwiftWriter) {
        writer.doc(doc)
        writer.line("@MainActor")
        writer.block("static func \(name)(_ navigator: any ScreenNavigation.Navigator<\(names.graph)>, _ from: \(names.screen), \(parameters), _ style: ScreenNavigation.TransitionStyle) throws(ScreenNavigation.NavigationError<\(names.screen)>)") { writer in
            writer.line(body)
        }
    }

    /// `_title` and `_alert` of a feature's route enum: the feature's part of the graph's
    /// `title(for:)` and `alert(for:)`.
    func write(feature index: Int, into writer: inout SwiftWriter) {
        let feature = graph.features[index]
        let alerts = feature.screens.filter { graph.screens[$0].kind.hasButtons }
        writer.line()
        writer.block("extension \(feature.typeName.name)") { writer in
            writeTitleSwitch(
                "var _title: Swift.String?", screens: feature.screens, subject: "self", inFeature: true, into: &writer)
            if !alerts.isEmpty {
                writer.line()
                writeAlertSwitch(
                    "var _alert: ScreenNavigation.AlertContent<\(names.route)>?", alerts: alerts,
                    of: feature.screens.count, subject: "self", inFeature: true, into: &writer)
            }
        }
    }

    /// The legal moves out of the screens one input file declares, as a `<Route>Graph` static
    /// that the graph-wide `transitions` table reads: `from to style` a line, screens by raw
    /// value (qualified YAML names: letters, digits, `-`, `_` and `.`).
    ///
    /// Text rather than `LegalTransition` values: a string literal costs the type checker
    /// nothing, while each initializer call costs it about 0.6 ms even in short, explicitly
    /// typed arrays (2.3 s of a 1,000-screen graph; one long array literal costs far more).
    func writeTransitions(file: Int, into writer: inout SwiftWriter) {
        let edges = transitionEdges(file: file)
        guard !edges.isEmpty else { return }
        writer.line()
        writer.block("extension \(names.graph)") { writer in
            writer.line("static let \(Self.textName(file: file)): Swift.String = \"\"\"")
            writer.indented { writer in
                // Escaping goes scalar by scalar, so escaping each piece escapes the line.
                for edge in edges {
                    writer.line { text in
                        text += SwiftStringLiteral.escapedBody(graph.screens[edge.from].qualifiedName)
                        text += " "
                        text += SwiftStringLiteral.escapedBody(graph.screens[edge.to].qualifiedName)
                        text += " "
                        text += edge.style.runtimeName
                    }
                }
                writer.line("\"\"\"")
            }
        }
    }

    static func textName(file: Int) -> String { "_transitions\(file)" }

    /// Whether a screen of the file declares a move.
    private func hasMoves(file: Int) -> Bool {
        assignment.screens[file].contains { !graph.screens[$0].moves.isEmpty || graph.backSteps[$0] != nil }
    }

    /// One line of a transition table: `from to style`.
    private struct Edge: Hashable {
        var from: Int
        var to: Int
        var style: TransitionStyle
    }

    /// Every move out of the file's screens once, in declaration order, alert buttons that
    /// navigate included. Compared by screen index: qualified names are unique in a graph,
    /// so two moves have one line exactly when they have one edge.
    private func transitionEdges(file: Int) -> [Edge] {
        var seen = Set<Edge>()
        var edges: [Edge] = []
        for index in assignment.screens[file] {
            for move in graph.screens[index].moves {
                let edge = Edge(from: index, to: move.target, style: move.style)
                if seen.insert(edge).inserted { edges.append(edge) }
            }
            // The steps its back transitions make, from the screen they go back to.
            for step in graph.backSteps[index] ?? [] {
                let edge = Edge(from: step.from, to: step.to, style: step.style)
                if seen.insert(edge).inserted { edges.append(edge) }
            }
        }
        return edges
    }

    private func writeAlertScreens(into writer: inout SwiftWriter) {
        let alerts = graph.screens.filter { $0.kind.hasButtons }.map { "." + $0.identity.escaped }
        writer.line("\(names.access)static let alertScreens: Swift.Set<\(names.screen)> = [\(alerts.joined(separator: ", "))]")
        writer.line()
        writer.line("\(names.access)static func isAlert(_ screen: \(names.screen)) -> Swift.Bool { alertScreens.contains(screen) }")
    }

    /// `alert(for:)`: the top-level alerts here, a feature's in its `_alert`.
    private func writeAlerts(into writer: inout SwiftWriter) {
        let alerts = graph.routeCases.compactMap { routeCase -> Int? in
            guard case .screen(let index) = routeCase, graph.screens[index].kind.hasButtons else { return nil }
            return index
        }
        let features = graph.features.indices.filter { feature in
            graph.features[feature].screens.contains { graph.screens[$0].kind.hasButtons }
        }
        writer.doc("The title, message and buttons of an alert route; nil for any other route.")
        writeAlertSwitch(
            "\(names.access)static func alert(for route: \(names.route)) -> ScreenNavigation.AlertContent<\(names.route)>?",
            alerts: alerts, delegating: features, of: graph.routeCases.count, subject: "route", inFeature: false,
            into: &writer)
    }

    /// A switch over `subject` giving each of `alerts` its content and asking each of
    /// `delegating`'s enums for theirs; `cases` is how many cases the subject's enum has.
    private func writeAlertSwitch(
        _ declaration: String, alerts: [Int], delegating features: [Int] = [], of cases: Int, subject: String,
        inFeature: Bool, into writer: inout SwiftWriter
    ) {
        writer.block(declaration) { writer in
            guard !alerts.isEmpty || !features.isEmpty else {
                writer.line("nil")
                return
            }
            writer.line("switch \(subject) {")
            for index in alerts {
                let screen = graph.screens[index]
                writer.line("case \(routes.pattern(index, binding: usedParams(ofAlert: screen), inFeature: inFeature)):")
                writer.indented { writer in writeAlertContent(screen, into: &writer) }
            }
            for feature in features {
                writer.line("case .\(graph.features[feature].caseName.escaped)(let route): return route._alert")
            }
            if alerts.count + features.count < cases {
                writer.line("default: return nil")
            }
            writer.line("}")
        }
    }

    private func usedParams(ofAlert screen: ScreenGraph.Screen) -> Set<Int> {
        var used = Set(screen.title?.referencedParams ?? [])
        used.formUnion(screen.message?.referencedParams ?? [])
        for button in screen.buttons {
            used.formUnion(button.title.referencedParams)
            used.formUnion(button.move?.sourceParams ?? [])
        }
        return used
    }

    private func writeAlertContent(_ screen: ScreenGraph.Screen, into writer: inout SwiftWriter) {
        let title = screen.title.map { routes.literal($0, params: screen.params) } ?? "\"\""
        let message = screen.message.map { routes.literal($0, params: screen.params) } ?? "nil"
        writer.line("return ScreenNavigation.AlertContent(")
        writer.indented { writer in
            writer.line("title: \(title),")
            writer.line("message: \(message),")
            writer.line("buttons: [")
            writer.indented { writer in
                for button in screen.buttons {
                    let role = button.role.map { ".\($0.rawValue)" } ?? "nil"
                    var action = ".report"
                    if let move = button.move {
                        let target = routes.value(move.target) { index in
                            move.argument(for: index) { screen.params[$0].label.escaped }
                                ?? graph.screens[move.target].params[index].defaultLiteral ?? "nil"
                        }
                        action = ".navigate(to: \(target), style: .\(move.style.runtimeName))"
                    }
                    writer.line("ScreenNavigation.AlertButton(id: \(SwiftStringLiteral.render(button.id)), title: \(routes.literal(button.title, params: screen.params)), role: \(role), action: \(action)),")
                }
            }
            writer.line("]" + (screen.kind == .dialog ? "," : ""))
            if screen.kind == .dialog { writer.line("presentation: .confirmationDialog") }
        }
        writer.line(")")
    }

    /// `title(for:)`: the top-level screens' titles here, a feature's in its `_title`.
    private func writeTitles(into writer: inout SwiftWriter) {
        let screens = graph.routeCases.compactMap { routeCase -> Int? in
            guard case .screen(let index) = routeCase else { return nil }
            return index
        }
        writer.doc("The display title of a screen, with its params filled in; nil where none is declared.")
        writeTitleSwitch(
            "\(names.access)static func title(for route: \(names.route)) -> Swift.String?", screens: screens,
            delegating: Array(graph.features.indices), subject: "route", inFeature: false, into: &writer)
    }

    private func writeTitleSwitch(
        _ declaration: String, screens: [Int], delegating features: [Int] = [], subject: String, inFeature: Bool,
        into writer: inout SwiftWriter
    ) {
        let titled = screens.filter { graph.screens[$0].kind == .view && graph.screens[$0].title != nil }
        writer.block(declaration) { writer in
            guard !titled.isEmpty || !features.isEmpty else {
                writer.line("nil")
                return
            }
            writer.line("switch \(subject) {")
            for index in titled {
                let screen = graph.screens[index]
                let template = screen.title!
                writer.line("case \(routes.pattern(index, binding: Set(template.referencedParams), inFeature: inFeature)): return \(routes.literal(template, params: screen.params))")
            }
            for feature in features {
                writer.line("case .\(graph.features[feature].caseName.escaped)(let route): return route._title")
            }
            if titled.count < screens.count {
                writer.line("default: return nil")
            }
            writer.line("}")
        }
    }
}
