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
        let type = names.route + "Condition"
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
        }
    }
}
