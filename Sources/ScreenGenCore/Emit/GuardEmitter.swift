/// `requires:`: the `<Route>Condition` enum and the graph's `conditions(for:)`, which the
/// runtime asks before a screen is entered. Written only when some screen has a guard; a graph
/// without one keeps the runtime's `NoCondition`.
struct GuardEmitter {
    let graph: ScreenGraph
    let names: GeneratedNames

    func write(into writer: inout SwiftWriter) {
        SwiftRenderer.render(items(), into: &writer)
    }

    func items() -> [CodeItem] {
        let conditions = graph.conditions
        guard !conditions.isEmpty else { return [] }
        let access = names.access
        let type = GeneratedNames.RouteCompanion.condition.name(ofRoute: names.route)
        let conditionEnum = TypeDeclaration(
            keyword: .enum, name: type, conformances: ["Swift.String", "Swift.Hashable", "Swift.Sendable"],
            members: conditions.map {
                .declaration(Declaration(.enumCase(EnumCase(name: $0.escaped, rawValue: .string($0.name)))))
            })
        let guarded = graph.screens.filter { !$0.conditions.isEmpty }
        var cases = guarded.map { SwitchCase([.dot($0.identity.escaped)], [.expression(list($0.conditions))]) }
        if guarded.count < graph.screens.count { cases.append(.default([.expression(.array([]))])) }
        let conditionsForScreen = Function(
            head: "static func conditions", parameters: [Parameter(label: "for", name: "screen", type: names.screen)],
            returnType: "[\(type)]", body: [.statement(.switch(.identifier("screen"), cases))])
        let graphExtension = TypeDeclaration(
            keyword: .extension, name: names.graph,
            members: [
                .declaration(
                    Declaration(
                        doc: "The conditions that must hold before `screen` is entered by any path.", access: access,
                        .function(conditionsForScreen)))
            ] + buttonConditions(type: type) + exitGuards())
        let flows = graph.flows.isEmpty ? "" : " and flows"
        return [
            .blankLine, .comment("MARK: - Guards"), .blankLine,
            .declaration(
                Declaration(
                    doc:
                        "What screens\(flows) require (`requires:`): the app says whether each holds, with `NavigationState(conditionHolds:)`.",
                    access: access, .type(conditionEnum))),
            .blankLine,
            .declaration(Declaration(.type(graphExtension))),
        ]
    }

    /// `[.signedIn, .premium]`.
    private func list(_ conditions: [SwiftIdentifier]) -> Expression {
        .array(conditions.map { .dot($0.escaped) })
    }

    /// `requires:` of alert buttons: `conditions(forButton:of:)`, what must hold for each button
    /// to be shown and tapped. Written only when some button has one (the runtime's default
    /// answers none).
    private func buttonConditions(type: String) -> [CodeItem] {
        guard graph.hasButtonConditions else { return [] }
        var cases: [SwitchCase] = []
        for screen in graph.screens {
            for button in screen.buttons where !button.conditions.isEmpty {
                let pattern = Expression.tuple([Argument(.dot(screen.identity.escaped)), Argument(.string(button.id))])
                cases.append(SwitchCase([pattern], [.expression(list(button.conditions))]))
            }
        }
        cases.append(.default([.expression(.array([]))]))
        let function = Function(
            head: "static func conditions",
            parameters: [
                Parameter(label: "forButton", name: "id", type: "Swift.String"),
                Parameter(label: "of", name: "screen", type: names.screen),
            ],
            returnType: "[\(type)]",
            body: [.statement(.switch(.tuple([Argument(.identifier("screen")), Argument(.identifier("id"))]), cases))])
        return [
            .blankLine,
            .declaration(
                Declaration(
                    doc:
                        "What must hold, for the alert's route, for an alert's button to be shown and tapped (its `requires:`).",
                    access: names.access, .function(function))),
        ]
    }

    /// `exit:`: `exitGuard(for:)`, what leaving each guarded screen asks first. Written only when
    /// some screen has one (the runtime's default answers nil).
    private func exitGuards() -> [CodeItem] {
        let guarded = graph.screens.filter { $0.exitGuard != nil }
        guard !guarded.isEmpty else { return [] }
        let routes = RouteExpressions(graph: graph)
        var cases = guarded.map { screen in
            let exit = screen.exitGuard!
            let alert = routes.valueExpression(exit.alert, argument: routes.defaultArgument(of: exit.alert))
            let value = Expression.call(
                .identifier(".init"), [Argument("asking", alert), Argument("when", .dot(exit.condition.escaped))])
            return SwitchCase([.dot(screen.identity.escaped)], [.expression(value)])
        }
        if guarded.count < graph.screens.count { cases.append(.default([.expression(.identifier("nil"))])) }
        let function = Function(
            head: "static func exitGuard", parameters: [Parameter(label: "for", name: "screen", type: names.screen)],
            returnType: "ScreenNavigation.Navigation.ExitGuard<Self>?",
            body: [.statement(.switch(.identifier("screen"), cases))])
        return [
            .blankLine,
            .declaration(
                Declaration(
                    doc: "Some screen asks before it is left: every change of a stack looks at what it leaves.",
                    access: names.access, .variable(Variable(name: "hasExitGuards", value: .identifier("true"))))),
            .blankLine,
            .declaration(
                Declaration(
                    doc:
                        "What leaving a screen asks first (`exit:`): while the condition holds for the entry being left, every way out of it presents the alert.",
                    access: names.access, .function(function))),
        ]
    }
}
