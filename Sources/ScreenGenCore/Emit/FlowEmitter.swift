/// `graph.flows` (#35): the `<Route>Flow` enum, `<Route>Graph`'s `Flow` and `flowTable` (the
/// runtime's `FlowTable`), and `<Route>Flows`, a method per distinct flow move. Written only when
/// the graph has flows: a graph without keeps the runtime's `NoFlow`, and its code is unchanged.
struct FlowEmitter {
    let graph: ScreenGraph
    let names: GeneratedNames

    static func enumName(_ graph: ScreenGraph) -> String { graph.routeName.name + "Flow" }
    static func movesTypeName(_ graph: ScreenGraph) -> String {
        GeneratedNames.RouteCompanion.flows.name(ofRoute: graph.routeName.name)
    }

    private var routes: RouteExpressions { RouteExpressions(graph: graph) }

    /// Inside `<Route>Graph`: `typealias Flow` and `static let flowTable`.
    func writeGraphMembers(into writer: inout SwiftWriter) {
        guard !graph.flows.isEmpty else { return }
        let access = names.access
        let flowType = Self.enumName(graph)
        writer.doc("The app flows (`graph.flows`): the first is where the app starts.")
        writer.line("\(access)typealias Flow = \(flowType)")
        writer.line()
        writer.doc("Each flow's roots, what entering it requires, and its moves to other flows.")
        writer.line("\(names.plumbingAccess)static let flowTable = ScreenNavigation.FlowTable<\(names.graph)>([")
        writer.indented { writer in
            for flow in graph.flows {
                writer.line(declaration(of: flow) + ",")
            }
        }
        writer.line("])")
        writer.line()
    }

    /// `.init(.session, rootScreens: [...], defaultRoots: [...], conditions: [...], moves: [...])`.
    private func declaration(of flow: ScreenGraph.Flow) -> String {
        let screens = flow.roots.map { "." + graph.screens[$0].identity.escaped }.joined(separator: ", ")
        let defaultRoots =
            graph.hasDefaultRoots(flow.roots)
            ? "["
                + flow.roots.map { routes.value($0, argument: routes.defaultArgument(of: $0)) }.joined(
                    separator: ", ") + "]"
            : "nil"
        var text = ".init(.\(flow.name.escaped), rootScreens: [\(screens)], defaultRoots: \(defaultRoots)"
        if !flow.conditions.isEmpty {
            text += ", conditions: [" + flow.conditions.map { "." + $0.escaped }.joined(separator: ", ") + "]"
        }
        if !flow.moves.isEmpty {
            let moves = flow.moves.map {
                "(action: \(SwiftStringLiteral.render($0.action.name)), to: .\(graph.flows[$0.target].name.escaped))"
            }
            text += ", moves: [" + moves.joined(separator: ", ") + "]"
        }
        return text + ")"
    }

    /// The `<Route>Flow` enum and `<Route>Flows`, graph-wide.
    func write(into writer: inout SwiftWriter) {
        guard !graph.flows.isEmpty else { return }
        let access = names.access
        let flowType = Self.enumName(graph)
        writer.line()
        writer.line("// MARK: - Flows")
        writer.line()
        writer.doc(
            "The app flows (`graph.flows`): named root sets the app moves between; the raw value is what snapshots save."
        )
        writer.block("\(access)enum \(flowType): Swift.String, Swift.Hashable, Swift.Sendable, Swift.CaseIterable") {
            writer in
            for flow in graph.flows {
                writer.line("case \(flow.name.escaped)")
            }
        }
        writeMoves(into: &writer)
    }

    /// `<Route>Flows(state).signIn()`: one method per distinct action (an action declared by
    /// several flows leads to one target: the resolver checks it).
    private func writeMoves(into writer: inout SwiftWriter) {
        var seen: Set<String> = []
        var actions: [(move: ScreenGraph.FlowMove, sources: [Int])] = []
        var indexOfAction: [String: Int] = [:]
        for (index, flow) in graph.flows.enumerated() {
            for move in flow.moves {
                if seen.insert(move.action.name).inserted {
                    indexOfAction[move.action.name] = actions.count
                    actions.append((move, [index]))
                } else if let existing = indexOfAction[move.action.name] {
                    actions[existing].sources.append(index)
                }
            }
        }
        guard !actions.isEmpty else { return }
        let access = names.access
        let typeName = Self.movesTypeName(graph)
        writer.line()
        writer.doc(
            "The flow moves of `graph.flows`, one method per action: `\(typeName)(state).<action>()`. Each throws, changing nothing, when the flow shown declares no such move or the target's `requires:` does not hold."
        )
        writer.line("@MainActor")
        writer.block("\(access)struct \(typeName)") { writer in
            let state = "ScreenNavigation.NavigationState<\(names.graph)>"
            writer.line("private let _state: \(state)")
            writer.line()
            writer.doc("The flow moves of `state`.")
            writer.line("\(access)init(_ state: \(state)) { _state = state }")
            for (move, sources) in actions {
                let target = graph.flows[move.target]
                let from = sources.map { "`\(graph.flows[$0].name.name)`" }.joined(separator: ", ")
                writer.line()
                let hasDefaultRoots = graph.hasDefaultRoots(target.roots)
                if hasDefaultRoots {
                    writer.doc(
                        "\(from) → `\(target.name.name)`, showing its roots (default: its declared roots with their defaults)."
                    )
                } else {
                    writer.doc("\(from) → `\(target.name.name)`, showing `roots` (a root param waits for the app).")
                }
                let parameter = hasDefaultRoots ? "roots: [\(names.route)]? = nil" : "roots: [\(names.route)]"
                let call =
                    "try _state.move(toFlow: .\(target.name.escaped), by: \(SwiftStringLiteral.render(move.action.name)), roots: roots)"
                writer.block("\(access)func \(move.action.escaped)(\(parameter)) throws(\(names.failure))") { writer in
                    writer.line(call)
                }
            }
        }
    }
}
