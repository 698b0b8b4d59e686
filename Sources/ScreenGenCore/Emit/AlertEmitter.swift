/// The content of alert routes: `<Route>Graph.alert(for:)`, and each feature's part of it.
///
/// A feature's file holds its alerts' words only (`alert`, an `AlertText`): building an
/// `AlertContent<Route>` there would make it depend on the route enum's layout, so on every
/// feature's route enum, and an edit inside any would recompile it. What the buttons do (the
/// routes they enter) is built in the graph-wide file (`_<feature>AlertActions`), which
/// depends on all of them anyway.
struct AlertEmitter {
    let graph: ScreenGraph
    let names: GeneratedNames

    private var routes: RouteExpressions { RouteExpressions(graph: graph) }

    /// `<Route>Button`, every button id of the graph's alerts that is a name (see
    /// `ScreenGraph.alertButtonIDs`), and the graph's `AlertButtonID`: what `state.alerts.tap(.delete)`
    /// infers. Graph-wide, beside the graph it belongs to; a graph without such ids keeps the
    /// runtime's `NoAlertButton`.
    func writeButtonIDs(into writer: inout SwiftWriter) {
        SwiftRenderer.render(buttonIDs(), into: &writer)
    }

    func buttonIDs() -> [CodeItem] {
        let ids = graph.alertButtonIDs
        guard !ids.isEmpty else { return [] }
        let type = GeneratedNames.RouteCompanion.button.name(ofRoute: names.route)
        let buttons = TypeDeclaration(
            keyword: .enum, name: type,
            conformances: ["Swift.String", "Swift.Hashable", "Swift.Sendable", "Swift.CaseIterable"],
            members: ids.map { name, id in Self.buttonCase(name, id: id) })
        let graphExtension = TypeDeclaration(
            keyword: .extension, name: names.graph,
            members: [.declaration(Declaration(access: names.access, .typealias(name: "AlertButtonID", type: type)))])
        return [
            .blankLine, .comment("MARK: - Alert buttons"), .blankLine,
            .declaration(
                Declaration(
                    doc: "Every alert button of the graph, by id: `try state.alerts.tap(.\(ids[0].name.name))`.",
                    access: names.access, .type(buttons))),
            .blankLine,
            .declaration(Declaration(.type(graphExtension))),
        ]
    }

    /// `case delete`, or `case delete = "Delete!"` when the id is no name of its own.
    private static func buttonCase(_ name: SwiftIdentifier, id: String) -> CodeItem {
        .declaration(
            Declaration(.enumCase(EnumCase(name: name.escaped, rawValue: name.name == id ? nil : .string(id)))))
    }

    /// `<Screen>Button` for each alert of `screens` whose ids are names: the typed form of the
    /// id an `AlertButtonTap` carries (`tap.button(as: ConfirmDeleteButton.self)`). In the
    /// alert's own file, and naming no route, so it depends on nothing else generated.
    func writeButtonTypes(screens: [Int], into writer: inout SwiftWriter) {
        SwiftRenderer.render(buttonTypes(screens: screens), into: &writer)
    }

    func buttonTypes(screens: [Int]) -> [CodeItem] {
        var items: [CodeItem] = []
        for index in screens {
            let screen = graph.screens[index]
            guard let cases = screen.buttonCases else { continue }
            let buttons = TypeDeclaration(
                keyword: .enum, name: screen.buttonTypeName.name,
                conformances: ["Swift.String", "Swift.Sendable", "Swift.CaseIterable"],
                members: zip(cases, screen.buttons).map { name, button in Self.buttonCase(name, id: button.id) })
            items += [
                .blankLine,
                .declaration(
                    Declaration(
                        doc:
                            "The buttons of `\(screen.qualifiedName)`, by id: `tap.button(as: \(screen.buttonTypeName.name).self)`.",
                        access: names.access, .type(buttons))),
            ]
        }
        return items
    }

    /// For each button of `screens`' alerts whose move enters a screen with `returns:` (and
    /// goes no further, `then:`), a typed tap that waits for that screen's result (#38):
    /// `<Alert>Button.tap<Button>(state) { value in … }` and `tap<Button>ForResult(state)`,
    /// the runtime's `tapAlertButton(_:as:onResult:)` with the type the screen returns. In a
    /// graph split into modules, in the part of the module that has the alert's moves (an
    /// extension of the enum the routes module declares).
    func writeResultTaps(screens: [Int], into writer: inout SwiftWriter) {
        for index in screens {
            let screen = graph.screens[index]
            guard let cases = screen.buttonCases else { continue }
            let returning = zip(cases, screen.buttons).compactMap {
                (name, button) -> (SwiftIdentifier, ScreenGraph.AlertButton, ScreenGraph.Screen, String)? in
                guard let move = button.move, move.continuation.isEmpty,
                    let returned = graph.screens[move.target].returnType
                else { return nil }
                return (name, button, graph.screens[move.target], returned.text)
            }
            guard !returning.isEmpty else { continue }
            let state = "ScreenNavigation.NavigationState<\(names.graph)>"
            writer.line()
            // In a module's part the enum is the routes module's: qualified as the graph's names are.
            let qualifier = names.route.dropLast(graph.routeName.name.count)
            writer.block("extension " + qualifier + screen.buttonTypeName.name) { writer in
                for (offset, (name, button, target, returned)) in returning.enumerated() {
                    if offset > 0 { writer.line() }
                    let tap = "tap" + SwiftIdentifier.capitalizedFirst(name).name
                    let id = SwiftStringLiteral.render(button.id)
                    writer.doc(
                        "Taps `\(button.id)` of the `\(screen.qualifiedName)` `state` presents; `onResult` gets the value `\(target.qualifiedName)` finishes with, or nil when it leaves otherwise."
                    )
                    writer.line("@MainActor @discardableResult")
                    writer.function(
                        access: names.access, "static func \(tap)",
                        parameters: [
                            "_ state: \(state)", "onResult: @escaping @MainActor (\(returned)?) -> Swift.Void",
                        ],
                        throwing: names.failure,
                        returning: "ScreenNavigation.Navigation.AlertButtonOutcome<\(names.route)>"
                    ) { writer in
                        writer.line("try state.alerts.tap(\(id), onResult: { onResult($0 as? \(returned)) })")
                    }
                    writer.line()
                    writer.doc(
                        "The same tap, awaited: the value `\(target.qualifiedName)` finishes with, or nil when it leaves otherwise."
                    )
                    writer.line("@MainActor")
                    writer.function(
                        access: names.access, "static func \(tap)ForResult", parameters: ["_ state: \(state)"],
                        effects: " async", throwing: names.failure, returning: "\(returned)?"
                    ) { writer in
                        writer.line("try await state.alerts.tapForResult(\(id), as: \(returned).self)")
                    }
                }
            }
        }
    }

    /// `alert(for:)` in `<Route>Graph`: top-level alerts in full; a feature's text from its
    /// `alert`, joined with its buttons' actions.
    func writeGraphWide(into writer: inout SwiftWriter) {
        let topLevel = graph.routeCases.compactMap { routeCase -> Int? in
            guard case .screen(let index) = routeCase, graph.screens[index].kind.hasButtons else { return nil }
            return index
        }
        let features = graph.features.indices.filter { !alerts(of: $0).isEmpty }
        let withActions = Set(features.filter { !navigatingAlerts(of: $0).isEmpty })
        writer.doc("The title, message and buttons of an alert route; nil for any other route.")
        writer.block(
            "\(names.access)static func alert(for route: \(names.route)) -> ScreenNavigation.Navigation.AlertContent<\(names.route)>?"
        ) { writer in
            guard !topLevel.isEmpty || !features.isEmpty else {
                writer.line("nil")
                return
            }
            writer.line("switch route {")
            for index in topLevel {
                writeCaseLabel(index, binding: usedParams(ofAlert: graph.screens[index], actions: true), into: &writer)
                writer.indented { writer in writeContent(graph.screens[index], into: &writer) }
            }
            for feature in features {
                writer.singleStatementBlock(
                    head: {
                        $0 += "case .\(graph.features[feature].caseName.escaped)(let route): return route.alert.map"
                    },
                    body: { text in
                        text += "ScreenNavigation.Navigation.AlertContent"
                        text.openList("(")
                        text += "$0"
                        if withActions.contains(feature) {
                            text.nextEntry()
                            text += "actions: \(Self.actionsName(of: graph.features[feature]))(route)"
                        }
                        text.closeList(")")
                    })
            }
            if topLevel.count + features.count < graph.routeCases.count {
                writer.line("default: return nil")
            }
            writer.line("}")
        }
        for feature in features where withActions.contains(feature) {
            writer.line()
            writeActions(of: feature, into: &writer)
        }
    }

    /// `alert` of a feature's route enum: its alerts' words, as an `AlertText`.
    func write(feature index: Int, into writer: inout SwiftWriter) {
        let alerts = alerts(of: index)
        guard !alerts.isEmpty else { return }
        writer.line()
        writer.block("var alert: ScreenNavigation.AlertText?") { writer in
            writer.line("switch self {")
            for alert in alerts {
                let screen = graph.screens[alert]
                writeCaseLabel(
                    alert, binding: usedParams(ofAlert: screen, actions: false), inFeature: true, into: &writer)
                writer.indented { writer in writeText(screen, into: &writer) }
            }
            if alerts.count < graph.features[index].screens.count {
                writer.line("default: return nil")
            }
            writer.line("}")
        }
    }

    /// `case <pattern>:` on a line of its own, the pattern's list marked (many params bound
    /// make it long).
    private func writeCaseLabel(
        _ screen: Int, binding bound: Set<Int>, inFeature: Bool = false, into writer: inout SwiftWriter
    ) {
        writer.listLine { text in
            text += "case "
            routes.writePattern(screen, inFeature: inFeature, into: &text) { bound.contains($0) }
            text += ":"
        }
    }

    private func alerts(of feature: Int) -> [Int] {
        graph.features[feature].screens.filter { graph.screens[$0].kind.hasButtons }
    }

    private func navigatingAlerts(of feature: Int) -> [Int] {
        alerts(of: feature).filter { graph.screens[$0].buttons.contains { $0.move != nil || $0.back != nil } }
    }

    private static func actionsName(of feature: ScreenGraph.Feature) -> String {
        "_\(feature.caseName.name)AlertActions"
    }

    /// `_<feature>AlertActions(_:)`: what the navigating buttons of a feature's alert do, by id.
    private func writeActions(of feature: Int, into writer: inout SwiftWriter) {
        let alerts = navigatingAlerts(of: feature)
        let type = "ScreenNavigation.Navigation.AlertButtonAction<\(names.route)>"
        writer.doc(
            "What the buttons of feature `\(graph.features[feature].yamlName)`'s alerts that navigate do, by button id."
        )
        writer.function(
            "static func \(Self.actionsName(of: graph.features[feature]))",
            parameters: ["_ route: \(graph.features[feature].typeName.name)"], throwing: nil,
            returning: "[Swift.String: \(type)]"
        ) { writer in
            writer.line("switch route {")
            for alert in alerts {
                let screen = graph.screens[alert]
                let bound = Set(screen.buttons.flatMap { actionParams(of: $0, in: screen) })
                writeCaseLabel(alert, binding: bound, inFeature: true, into: &writer)
                let entries = screen.buttons.compactMap { button in
                    effect(of: button, in: screen).map { Expression.pair(.string(button.id), $0) }
                }
                writer.indented { writer in SwiftRenderer.render(.return(.array(entries)), into: &writer) }
            }
            if alerts.count < graph.features[feature].screens.count {
                writer.line("default: return [:]")
            }
            writer.line("}")
        }
    }

    private func usedParams(ofAlert screen: ScreenGraph.Screen, actions: Bool) -> Set<Int> {
        var used = Set(screen.title?.referencedParams ?? [])
        used.formUnion(screen.message?.referencedParams ?? [])
        for field in screen.fields { used.formUnion(field.title.referencedParams) }
        for button in screen.buttons {
            used.formUnion(button.title.referencedParams)
            if actions { used.formUnion(actionParams(of: button, in: screen)) }
        }
        return used
    }

    /// The alert's params a button's action reads.
    private func actionParams(of button: ScreenGraph.AlertButton, in screen: ScreenGraph.Screen) -> Set<Int> {
        (button.move ?? button.back.flatMap { screen.backTransitions[$0].then })?.sourceParams ?? []
    }

    /// What a button does, as a `ScreenNavigation.Navigation.AlertButtonAction`; nil when it only reports.
    private func effect(of button: ScreenGraph.AlertButton, in screen: ScreenGraph.Screen) -> Expression? {
        if let move = button.move {
            var arguments = [
                Argument("to", route(of: move, in: screen)), Argument("style", .dot(move.style.runtimeName)),
            ]
            guard !move.continuation.isEmpty else { return .call(.dot("navigate"), arguments) }
            arguments.append(Argument("then", .array(continuation(of: move, in: screen))))
            return .call(.dot("navigateThrough"), arguments)
        }
        guard let index = button.back else { return nil }
        let back = screen.backTransitions[index]
        var arguments: [Argument] = []
        if back.dismissesLayer {
            arguments.append(
                Argument("dismissingThen", back.then.map { route(of: $0, in: screen) } ?? .identifier("nil")))
        } else {
            arguments.append(Argument("popTo", .string(graph.screens[back.popTo].qualifiedName)))
            if back.isInclusive { arguments.append(Argument("inclusive", .identifier("true"))) }
            if let then = back.then { arguments.append(Argument("then", route(of: then, in: screen))) }
        }
        if let then = back.then, then.style != .push {
            arguments.append(Argument("style", .dot(then.style.runtimeName)))
        }
        return .call(
            .dot("goBack"), [Argument(.call(.identifier("ScreenNavigation.Navigation.AlertButtonBack"), arguments))])
    }

    /// The entries a button's `then:` goes on through, each route's params read from the one
    /// before (or its defaults: a button asks for nothing).
    private func continuation(of move: ScreenGraph.Move, in screen: ScreenGraph.Screen) -> [Expression] {
        let entered = routes.continuedRoutes(move, first: argument(of: move, in: screen)) {
            $0.defaultLiteral ?? "nil"
        } make: {
            routes.valueExpression($0, argument: $1)
        }
        return zip(move.continuation, entered.dropFirst()).map { step, route in
            .call(
                .identifier("ScreenNavigation.RouteEntry"),
                [Argument(route), Argument("style", .dot(step.style.runtimeName))])
        }
    }

    /// The route `move` enters, its params read from the alert's.
    private func route(of move: ScreenGraph.Move, in screen: ScreenGraph.Screen) -> Expression {
        routes.valueExpression(move.target, argument: argument(of: move, in: screen))
    }

    /// What a button's move passes to its target's param: what `args` gives it from the alert's
    /// params, or its default (a button asks for nothing).
    private func argument(of move: ScreenGraph.Move, in screen: ScreenGraph.Screen) -> (Int) -> String {
        { index in
            move.argument(for: index) { screen.params[$0].label.escaped }
                ?? graph.screens[move.target].params[index].defaultLiteral ?? "nil"
        }
    }

    /// `return ScreenNavigation.Navigation.AlertContent(…)`, for a top-level alert.
    private func writeContent(_ screen: ScreenGraph.Screen, into writer: inout SwiftWriter) {
        let content = alert(screen, type: "ScreenNavigation.Navigation.AlertContent") { button in
            var arguments = buttonArguments(button, of: screen)
            if let effect = effect(of: button, in: screen) { arguments.append(Argument("action", effect)) }
            return .call(.dot("init"), arguments)
        }
        SwiftRenderer.render(content, into: &writer)
    }

    /// `return ScreenNavigation.AlertText(…)`, for a feature's alert.
    private func writeText(_ screen: ScreenGraph.Screen, into writer: inout SwiftWriter) {
        let text = alert(screen, type: "ScreenNavigation.AlertText") { button in
            .call(.dot("init"), buttonArguments(button, of: screen))
        }
        SwiftRenderer.render(text, into: &writer)
    }

    /// A button's id and title, and its role when it has one (the runtime's default is none).
    private func buttonArguments(_ button: ScreenGraph.AlertButton, of screen: ScreenGraph.Screen) -> [Argument] {
        var arguments = [
            Argument("id", .string(button.id)),
            Argument("title", .literal(routes.literal(button.title, params: screen.params))),
        ]
        if let role = button.role { arguments.append(Argument("role", .dot(role.rawValue))) }
        return arguments
    }

    /// `return type(title: …, message: …, buttons: [.init(…), …], …)`, naming only what the YAML
    /// says (the runtime defaults a missing message, role and action): on one line when it fits,
    /// broken by the renderer where it does not.
    private func alert(
        _ screen: ScreenGraph.Screen, type: String, button: (ScreenGraph.AlertButton) -> Expression
    ) -> Statement {
        var arguments = [
            Argument("title", .literal(screen.title.map { routes.literal($0, params: screen.params) } ?? "\"\""))
        ]
        if let message = screen.message {
            arguments.append(Argument("message", .literal(routes.literal(message, params: screen.params))))
        }
        arguments.append(Argument("buttons", .array(screen.buttons.map(button))))
        if screen.kind == .dialog { arguments.append(Argument("presentation", .dot("confirmationDialog"))) }
        if !screen.fields.isEmpty {
            let fields = screen.fields.map { field in
                var arguments = [
                    Argument("id", .string(field.id)),
                    Argument("title", .literal(routes.literal(field.title, params: screen.params))),
                ]
                if field.isSecure { arguments.append(Argument("isSecure", .identifier("true"))) }
                return Expression.call(.identifier("ScreenNavigation.Navigation.AlertField"), arguments)
            }
            arguments.append(Argument("fields", .array(fields)))
        }
        return .return(.call(.identifier(type), arguments))
    }
}
