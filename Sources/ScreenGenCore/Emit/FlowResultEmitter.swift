/// `finishes:` (#38): inside `<Route>Graph`, `finishesFlow(_:from:)`, which screens may end
/// which presented flow with its result. Written only when the graph has `finishes:`: a graph
/// without keeps the runtime's default (no screen finishes a flow it is not on top of), and
/// its code is unchanged.
struct FlowResultEmitter {
    let graph: ScreenGraph
    let names: GeneratedNames

    func writeGraphMembers(into writer: inout SwiftWriter) {
        let finishing = graph.screens.filter { $0.finishesFlow != nil }
        guard !finishing.isEmpty else { return }
        writer.doc("Whether `screen`, pushed inside the flow `root` presented, may finish that flow (`finishes:`).")
        writer.block(
            "\(names.access)static func finishesFlow(_ root: \(names.screen), from screen: \(names.screen)) -> Bool"
        ) { writer in
            writer.line("switch screen {")
            for screen in finishing {
                let label = "case .\(screen.identity.escaped):"
                let value = "root == .\(graph.screens[screen.finishesFlow!].identity.escaped)"
                // One line when it fits the column limit, else the value on the next.
                if writer.indentWidth + label.count + 1 + value.count <= LineWrapper.limit {
                    writer.line(label + " " + value)
                } else {
                    writer.line(label)
                    writer.indented { $0.line(value) }
                }
            }
            if finishing.count < graph.screens.count { writer.line("default: false") }
            writer.line("}")
        }
        writer.line()
    }
}
