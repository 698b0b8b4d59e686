/// `requires:`: the `<Route>Condition` enum and the graph's `conditions(for:)`, which the
/// runtime asks before a screen is entered. Written only when some screen has a guard; a graph
/// without one keeps the runtime's `NoCondition`.
struct GuardEmitter {
    let graph: ScreenGraph
    let names: GeneratedNames

    func write(into writer: inout SwiftWriter) {
        let conditions = graph.conditions
        guard !conditions.isEmpty else { return }
        let access = names.access
        let type = GeneratedNames.RouteCompanion.condition.name(ofRoute: names.route)
        writer.line()
        writer.line("// MARK: - Guards")
        writer.line()
        writer.doc(
            "What screens\(graph.flows.isEmpty ? "" : " and flows") require (`requires:`): the app says whether each holds, with `NavigationState(conditionHolds:)`."
        )
        writer.block("\(access)enum \(type): Swift.String, Swift.Hashable, Swift.Sendable") { writer in
            for condition in conditions {
                writer.line("case \(condition.escaped) = \(SwiftStringLiteral.render(condition.name))")
            }
        }
        writer.line()
        writer.block("extension \(names.graph)") { writer in
            writer.doc("The conditions that must hold before `screen` is entered by any path.")
            writer.block("\(access)static func conditions(for screen: \(names.screen)) -> [\(type)]") { writer in
                writer.line("switch screen {")
                let guarded = graph.screens.filter { !$0.conditions.isEmpty }
                for screen in guarded {
                    writer.line(
                        "case .\(screen.identity.escaped): [\(screen.conditions.map { "." + $0.escaped }.joined(separator: ", "))]"
                    )
                }
                if guarded.count < graph.screens.count { writer.line("default: []") }
                writer.line("}")
            }
            writeButtonConditions(into: &writer, type: type)
            writeExitGuards(into: &writer)
        }
    }

    /// `requires:` of alert buttons: `conditions(forButton:of:)`, what must hold for each button
    /// to be shown and tapped. Written only when some button has one (the runtime's default
    /// answers none).
    private func writeButtonConditions(into writer: inout SwiftWriter, type: String) {
        guard graph.hasButtonConditions else { return }
        writer.line()
        writer.doc(
            "What must hold, for the alert's route, for an alert's button to be shown and tapped (its `requires:`)."
        )
        writer.block(
            "\(names.access)static func conditions(forButton id: Swift.String, of screen: \(names.screen)) -> [\(type)]"
        ) { writer in
            writer.line("switch (screen, id) {")
            for screen in graph.screens {
                for button in screen.buttons where !button.conditions.isEmpty {
                    let conditions = button.conditions.map { "." + $0.escaped }.joined(separator: ", ")
                    writer.line(
                        "case (.\(screen.identity.escaped), \(SwiftStringLiteral.render(button.id))): [\(conditions)]")
                }
            }
            writer.line("default: []")
            writer.line("}")
        }
    }

    /// `exit:`: `exitGuard(for:)`, what leaving each guarded screen asks first. Written only when
    /// some screen has one (the runtime's default answers nil).
    private func writeExitGuards(into writer: inout SwiftWriter) {
        let guarded = graph.screens.filter { $0.exitGuard != nil }
        guard !guarded.isEmpty else { return }
        let routes = RouteExpressions(graph: graph)
        writer.line()
        writer.doc("Some screen asks before it is left: every change of a stack looks at what it leaves.")
        writer.line("\(names.access)static let hasExitGuards = true")
        writer.line()
        writer.doc(
            "What leaving a screen asks first (`exit:`): while the condition holds for the entry being left, every way out of it presents the alert."
        )
        writer.block(
            "\(names.access)static func exitGuard(for screen: \(names.screen)) -> ScreenNavigation.Navigation.ExitGuard<Self>?"
        ) { writer in
            writer.line("switch screen {")
            for screen in guarded {
                let exit = screen.exitGuard!
                let alert = routes.value(exit.alert, argument: routes.defaultArgument(of: exit.alert))
                let label = "case .\(screen.identity.escaped):"
                let value = ".init(asking: \(alert), when: .\(exit.condition.escaped))"
                // One line when it fits the column limit, else the value on the next.
                if writer.indentWidth + label.count + 1 + value.count <= LineWrapper.limit {
                    writer.line(label + " " + value)
                } else {
                    writer.line(label)
                    writer.indented { $0.line(value) }
                }
            }
            if guarded.count < graph.screens.count { writer.line("default: nil") }
            writer.line("}")
        }
    }
}
