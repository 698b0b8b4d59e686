/// `graph.layers` (#35): inside `<Route>Graph`, `hasLayers` and `layerTable` (the runtime's
/// `LayerTable`), which the runtime reads on every move into a layer's screen. Written only when
/// the graph has layers: a graph without keeps the runtime's empty table, and its code is
/// unchanged.
struct LayerEmitter {
    let graph: ScreenGraph
    let names: GeneratedNames

    func writeGraphMembers(into writer: inout SwiftWriter) {
        guard !graph.layers.isEmpty else { return }
        let access = names.access
        writer.doc("The app-wide layers (`graph.layers`): screens shown over every root at once.")
        writer.line("\(access)static let hasLayers = true")
        writer.line("\(names.plumbingAccess)static let layerTable = ScreenNavigation.LayerTable<\(names.graph)>([")
        writer.indented { writer in
            for layer in graph.layers {
                writer.line(declaration(of: layer) + ",")
            }
        }
        writer.line("])")
        writer.line()
    }

    /// `.init(.settings, kind: .sheet, outside: .dismiss)`: defaults left out.
    private func declaration(of layer: ScreenGraph.Layer) -> String {
        var text = ".init(.\(graph.screens[layer.screen].identity.escaped), kind: .\(layer.style.rawValue)"
        if layer.style != .lock {
            if layer.outside != .stay { text += ", outside: .\(layer.outside.rawValue)" }
            if layer.overAlerts { text += ", overAlerts: true" }
        }
        return text + ")"
    }
}
