/// `graph.flows` (#35): the `<Route>Flow` enum, `<Route>Graph`'s `Flow` and `flowTable` (the
/// runtime's `FlowTable`), and `<Route>Flows`, a method per distinct flow move. Written only when
/// the graph has flows: a graph without keeps the runtime's `NoFlow`, and its code is unchanged.
struct FlowEmitter {
    let graph: ScreenGraph
    let names: GeneratedNames

    static func enumName(_ graph: ScreenGraph) -> String {
        GeneratedNames.RouteCompanion.flow.name(ofRoute: graph.routeName.name)
    }
    static func movesTypeName(_ graph: ScreenGraph) -> String {
        GeneratedNames.RouteCompanion.flows.name(ofRoute: graph.routeName.name)
    }

    private var routes: RouteExpressions { RouteExpressions(graph: graph) }

    /// Inside `<Route>Graph`: `typealias Flow` and `static let flowTable`.
    func writeGraphMembers(into writer: inout SwiftWriter) {
        SwiftRenderer.render(graphMembers(), into: &writer)
    }

    func graphMembers() -> [CodeItem] {
        guard !graph.flows.isEmpty else { return [] }
        let table = Expression.call(
            .identifier("ScreenNavigation.FlowTable<\(names.graph)>"),
            [Argument(.array(graph.flows.map(declaration), oneALine: true))])
        return [
            .declaration(
                Declaration(
                    doc: "The app flows (`graph.flows`): the first is where the app starts.", access: names.access,
                    .typealias(name: "Flow", type: Self.enumName(graph)))),
            .blankLine,
            .declaration(
                Declaration(
                    doc: "Each flow's roots, what entering it requires, and its moves to other flows.",
                    access: names.plumbingAccess, .variable(Variable(name: "flowTable", value: table)))),
            .blankLine,
        ]
    }

    /// `.init(.session, rootScreens: [...], defaultRoots: [...], conditions: [...], moves: [...])`.
    private func declaration(of flow: ScreenGraph.Flow) -> Expression {
        let defaultRoots: Expression =
            graph.hasDefaultRoots(flow.roots)
            ? .array(flow.roots.map { routes.valueExpression($0, argument: routes.defaultArgument(of: $0)) })
            : .identifier("nil")
        var arguments = [
            Argument(.dot(flow.name.escaped)),
            Argument("rootScreens", .array(flow.roots.map { .dot(graph.screens[$0].identity.escaped) })),
            Argument("defaultRoots", defaultRoots),
        ]
        if !flow.conditions.isEmpty {
            arguments.append(Argument("conditions", .array(flow.conditions.map { .dot($0.escaped) })))
        }
        if !flow.moves.isEmpty {
            let moves = flow.moves.map { move in
                Expression.tuple([
                    Argument("action", .string(move.action.name)),
                    Argument("to", .dot(graph.flows[move.target].name.escaped)),
                ])
            }
            arguments.append(Argument("moves", .array(moves)))
        }
        return .call(.identifier(".init"), arguments)
    }

    /// The `<Route>Flow` enum and `<Route>Flows`, graph-wide.
    func write(into writer: inout SwiftWriter) {
        SwiftRenderer.render(items(), into: &writer)
    }

    func items() -> [CodeItem] {
        guard !graph.flows.isEmpty else { return [] }
        let flowEnum = TypeDeclaration(
            keyword: .enum, name: Self.enumName(graph),
            conformances: ["Swift.String", "Swift.Hashable", "Swift.Sendable", "Swift.CaseIterable"],
            members: graph.flows.map { .declaration(Declaration(.enumCase(EnumCase(name: $0.name.escaped)))) })
        return [
            .blankLine, .comment("MARK: - Flows"), .blankLine,
            .declaration(
                Declaration(
                    doc:
                        "The app flows (`graph.flows`): named root sets the app moves between; the raw value is what snapshots save.",
                    access: names.access, .type(flowEnum))),
        ] + moves()
    }

    /// `<Route>Flows(state).signIn()`: one method per distinct action (an action declared by
    /// several flows leads to one target: the resolver checks it).
    private func moves() -> [CodeItem] {
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
        guard !actions.isEmpty else { return [] }
        let access = names.access
        let typeName = Self.movesTypeName(graph)
        let state = "ScreenNavigation.NavigationState<\(names.graph)>"
        var members: [CodeItem] = [
            .declaration(
                Declaration(access: "private ", .variable(Variable(isStatic: false, name: "_state", type: state)))),
            .blankLine,
            .declaration(
                Declaration(
                    doc: "The flow moves of `state`.", access: access,
                    .function(
                        Function(
                            head: "init", parameters: [Parameter(label: "_", name: "state", type: state)],
                            body: [.statement(.assignment("_state", .identifier("state")))],
                            keepsShortBodyInline: true)))),
        ]
        for (move, sources) in actions {
            let target = graph.flows[move.target]
            let from = sources.map { "`\(graph.flows[$0].name.name)`" }.joined(separator: ", ")
            let hasDefaultRoots = graph.hasDefaultRoots(target.roots)
            let doc =
                hasDefaultRoots
                ? "\(from) → `\(target.name.name)`, showing its roots (default: its declared roots with their defaults)."
                : "\(from) → `\(target.name.name)`, showing `roots` (a root param waits for the app)."
            let parameter = Parameter(
                name: "roots", type: hasDefaultRoots ? "[\(names.route)]?" : "[\(names.route)]",
                defaultValue: hasDefaultRoots ? "nil" : nil)
            let call = Expression.try(
                .call(
                    .member(.identifier("_state"), "move"),
                    [
                        Argument("toFlow", .dot(target.name.escaped)), Argument("by", .string(move.action.name)),
                        Argument("roots", .identifier("roots")),
                    ]))
            let function = Function(
                head: "func \(move.action.escaped)", parameters: [parameter], throwsType: names.failure,
                body: [.statement(.expression(call))])
            members += [.blankLine, .declaration(Declaration(doc: doc, access: access, .function(function)))]
        }
        return [
            .blankLine,
            .declaration(
                Declaration(
                    doc:
                        "The flow moves of `graph.flows`, one method per action: `\(typeName)(state).<action>()`. Each throws, changing nothing, when the flow shown declares no such move or the target's `requires:` does not hold.",
                    attributes: ["@MainActor"], access: access,
                    .type(TypeDeclaration(keyword: .struct, name: typeName, members: members)))),
        ]
    }
}
