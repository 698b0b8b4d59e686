/// The route enum (`graph.route`) and one nested route enum per feature: one case per screen,
/// params as labelled associated values in declared order, defaults kept.
struct RouteEnumEmitter {
    let graph: ScreenGraph
    let names: GeneratedNames

    private var conformances: [String] {
        ["Swift.Hashable", "Swift.Sendable"] + graph.conformances.map(\.description)
    }

    /// The route enum: the top-level screens and a case per feature.
    func writeRoute(into writer: inout SwiftWriter) {
        writer.line()
        writer.line("// MARK: - Routes")
        writer.line()
        writer.doc("Every screen of the graph as a value: what a navigation stack holds.")
        writer.typeBlock("\(names.access)enum \(names.route)", conformances: conformances) { writer in
            for routeCase in graph.routeCases {
                switch routeCase {
                case .screen(let index):
                    writeCase(index, into: &writer)
                case .feature(let index):
                    let feature = graph.features[index]
                    writer.line("case \(feature.caseName.escaped)(\(feature.typeName.name))")
                }
            }
        }
    }

    /// A feature's route enum: its cases, then, after an empty line, what `writeMembers` writes
    /// (what every route of the feature has: its screen, title, alert and `dispatch(to:)`).
    func write(
        feature index: Int, into writer: inout SwiftWriter, members writeMembers: (inout SwiftWriter) -> Void
    ) {
        let feature = graph.features[index]
        writer.line()
        writer.doc("The screens of feature `\(feature.yamlName)`.")
        writer.typeBlock("\(names.access)enum \(feature.typeName.name)", conformances: conformances) { writer in
            for screen in feature.screens {
                writeCase(screen, into: &writer)
            }
            writer.line()
            writeMembers(&writer)
        }
    }

    private func writeCase(_ index: Int, into writer: inout SwiftWriter) {
        let screen = graph.screens[index]
        guard !screen.params.isEmpty else {
            writer.line("case \(screen.caseName.escaped)")
            return
        }
        // A param holding a route (`back: AppRoute?`, a screen that returns somewhere) makes the
        // enums recursive: such a case is stored indirectly.
        let isRecursive = names.holdsRoute(screen.params)
        writer.listLine { text in
            text += isRecursive ? "indirect case " : "case "
            text += screen.caseName.escaped
            RouteExpressions.writeParameterList(screen.params, withDefaults: true, stored: true, into: &text)
        }
    }
}
