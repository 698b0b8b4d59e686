/// `graph.layers` (#35): inside `<Route>Graph`, `hasLayers` and `layerTable` (the runtime's
/// `LayerTable`), which the runtime reads on every move into a layer's screen. Written only when
/// the graph has layers: a graph without keeps the runtime's empty table, and its code is
/// unchanged.
struct LayerEmitter {
    let graph: ScreenGraph
    let names: GeneratedNames

    func writeGraphMembers(into writer: inout SwiftWriter) {
        SwiftRenderer.render(graphMembers(), into: &writer)
    }

    func graphMembers() -> [CodeItem] {
        guard !graph.layers.isEmpty else { return [] }
        let table = Expression.call(
            .identifier("ScreenNavigation.LayerTable<\(names.graph)>"),
            [Argument(.array(graph.layers.map(declaration), oneALine: true))])
        return [
            .declaration(
                Declaration(
                    doc: "The app-wide layers (`graph.layers`): screens shown over every root at once.",
                    access: names.access, .variable(Variable(name: "hasLayers", value: .identifier("true"))))),
            .declaration(
                Declaration(access: names.plumbingAccess, .variable(Variable(name: "layerTable", value: table)))),
            .blankLine,
        ]
    }

    /// `.init(.settings, kind: .sheet, outside: .dismiss)`: defaults left out.
    private func declaration(of layer: ScreenGraph.Layer) -> Expression {
        var arguments = [
            Argument(.dot(graph.screens[layer.screen].identity.escaped)), Argument("kind", .dot(layer.style.rawValue)),
        ]
        if layer.style != .lock {
            if layer.outside != .stay { arguments.append(Argument("outside", .dot(layer.outside.rawValue))) }
            if layer.overAlerts { arguments.append(Argument("overAlerts", .identifier("true"))) }
        }
        return .call(.identifier(".init"), arguments)
    }
}
