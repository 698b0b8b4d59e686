/// `detents:`, `dismiss-by-swipe:` and `graph.animate-built-stacks` (#36): inside `<Route>Graph`,
/// `presentationDetails(for:)` (the runtime's `PresentationDetails` of each screen that has
/// some) and `animatesBuiltStacks`. Each written only when the graph uses it: a graph without
/// keeps the runtime's defaults, and its code is unchanged.
struct PresentationEmitter {
    let graph: ScreenGraph
    let names: GeneratedNames

    func writeGraphMembers(into writer: inout SwiftWriter) {
        SwiftRenderer.render(graphMembers(), into: &writer)
    }

    func graphMembers() -> [CodeItem] {
        var items: [CodeItem] = []
        if !graph.animatesBuiltStacks {
            items += [
                .declaration(
                    Declaration(
                        doc:
                            "A stack a link or a restore builds at once appears without animation (`animate-built-stacks`).",
                        access: names.access,
                        .variable(Variable(name: "animatesBuiltStacks", value: .identifier("false"))))),
                .blankLine,
            ]
        }
        let presented = graph.screens.filter { $0.presentation != nil }
        guard !presented.isEmpty else { return items }
        var cases = presented.map {
            SwitchCase([.dot($0.identity.escaped)], [.expression(value(of: $0.presentation!))])
        }
        if presented.count < graph.screens.count { cases.append(.default([.expression(.identifier("nil"))])) }
        let function = Function(
            head: "static func presentationDetails",
            parameters: [Parameter(label: "for", name: "screen", type: names.screen)],
            returnType: "ScreenNavigation.Navigation.PresentationDetails?",
            body: [.statement(.switch(.identifier("screen"), cases))])
        return items + [
            .declaration(
                Declaration(
                    doc: "How a screen is presented (`detents:`, `dismiss-by-swipe:`, `navigation-transition:`).",
                    access: names.access, .function(function))),
            .blankLine,
        ]
    }

    /// `.init(detents: [.medium, .large], dismissBySwipe: false)`: defaults left out.
    private func value(of details: ScreenGraph.Presentation) -> Expression {
        var arguments: [Argument] = []
        if !details.detents.isEmpty {
            arguments.append(Argument("detents", .array(details.detents.map { .identifier($0.swift) })))
        }
        if !details.dismissBySwipe { arguments.append(Argument("dismissBySwipe", .identifier("false"))) }
        if details.zoomsFromSource { arguments.append(Argument("zoomsFromSource", .identifier("true"))) }
        return .call(.identifier(".init"), arguments)
    }
}
