/// `finishes:` (#38): inside `<Route>Graph`, `finishesFlow(_:from:)`, which screens may end
/// which presented flow with its result. Written only when the graph has `finishes:`: a graph
/// without keeps the runtime's default (no screen finishes a flow it is not on top of), and
/// its code is unchanged.
struct FlowResultEmitter {
    let graph: ScreenGraph
    let names: GeneratedNames

    func writeGraphMembers(into writer: inout SwiftWriter) {
        SwiftRenderer.render(graphMembers(), into: &writer)
    }

    func graphMembers() -> [CodeItem] {
        let finishing = graph.screens.filter { $0.finishesFlow != nil }
        guard !finishing.isEmpty else { return [] }
        var cases = finishing.map { screen in
            SwitchCase(
                [.dot(screen.identity.escaped)],
                [
                    .expression(
                        .binary(.identifier("root"), "==", .dot(graph.screens[screen.finishesFlow!].identity.escaped)))
                ])
        }
        if finishing.count < graph.screens.count { cases.append(.default([.expression(.identifier("false"))])) }
        let function = Function(
            head: "static func finishesFlow",
            parameters: [
                Parameter(label: "_", name: "root", type: names.screen),
                Parameter(label: "from", name: "screen", type: names.screen),
            ],
            returnType: "Bool", body: [.statement(.switch(.identifier("screen"), cases))])
        return [
            .declaration(
                Declaration(
                    doc:
                        "Whether `screen`, pushed inside the flow `root` presented, may finish that flow (`finishes:`).",
                    access: names.access, .function(function))),
            .blankLine,
        ]
    }
}
