/// `detents:`, `dismiss-by-swipe:` and `graph.animate-built-stacks` (#36): inside `<Route>Graph`,
/// `presentationDetails(for:)` (the runtime's `PresentationDetails` of each screen that has
/// some) and `animatesBuiltStacks`. Each written only when the graph uses it: a graph without
/// keeps the runtime's defaults, and its code is unchanged.
struct PresentationEmitter {
    let graph: ScreenGraph
    let names: GeneratedNames

    func writeGraphMembers(into writer: inout SwiftWriter) {
        let access = names.access
        if !graph.animatesBuiltStacks {
            writer.doc("A stack a link or a restore builds at once appears without animation (`animate-built-stacks`).")
            writer.line("\(access)static let animatesBuiltStacks = false")
            writer.line()
        }
        let presented = graph.screens.filter { $0.presentation != nil }
        guard !presented.isEmpty else { return }
        writer.doc(
            "How a screen is presented (`detents:`, `dismiss-by-swipe:`, `navigation-transition:`).")
        writer.block(
            "\(access)static func presentationDetails(for screen: \(names.screen)) -> ScreenNavigation.Navigation.PresentationDetails?"
        ) { writer in
            writer.line("switch screen {")
            for screen in presented {
                let label = "case .\(screen.identity.escaped):"
                let value = declaration(of: screen.presentation!)
                // One line when it fits the column limit, else the value on the next.
                if writer.indentWidth + label.count + 1 + value.count <= LineWrapper.limit {
                    writer.line(label + " " + value)
                } else {
                    writer.line(label)
                    writer.indented { $0.line(value) }
                }
            }
            if presented.count < graph.screens.count { writer.line("default: nil") }
            writer.line("}")
        }
        writer.line()
    }

    /// `.init(detents: [.medium, .large], dismissBySwipe: false)`: defaults left out.
    private func declaration(of details: ScreenGraph.Presentation) -> String {
        var arguments: [String] = []
        if !details.detents.isEmpty {
            arguments.append("detents: [\(details.detents.map(\.swift).joined(separator: ", "))]")
        }
        if !details.dismissBySwipe { arguments.append("dismissBySwipe: false") }
        if details.zoomsFromSource { arguments.append("zoomsFromSource: true") }
        return ".init(\(arguments.joined(separator: ", ")))"
    }
}
