/// The screen identity enum (`<Route>Screen`, `CaseIterable`, raw value = qualified YAML name)
/// and the route → screen mapping on every route enum.
struct ScreenIdentityEmitter {
    let graph: ScreenGraph
    let names: GeneratedNames

    /// The identity enum, and `screen` on the route enum (a feature's case asks its enum).
    func writeGraphWide(into writer: inout SwiftWriter) {
        writer.line()
        writer.line("// MARK: - Screens")
        writer.line()
        writer.doc("Every screen of the graph, without its params: what legal moves are stated in.")
        writer.block("\(names.access)enum \(names.screen): Swift.String, Swift.CaseIterable, Swift.Hashable, Swift.Sendable, Swift.Codable") { writer in
            for screen in graph.screens {
                writer.line { text in
                    text += "case "
                    text += screen.identity.escaped
                    text += " = \""
                    text += SwiftStringLiteral.escapedBody(screen.qualifiedName)
                    text += "\""
                }
            }
        }
        writer.line()
        writer.block("extension \(names.route)") { writer in
            writer.doc("The screen this route shows.")
            writer.block("\(names.access)var screen: \(names.screen)") { writer in
                writer.line("switch self {")
                for routeCase in graph.routeCases {
                    switch routeCase {
                    case .screen(let index):
                        let screen = graph.screens[index]
                        writer.line("case .\(screen.caseName.escaped): .\(screen.identity.escaped)")
                    case .feature(let index):
                        writer.line("case .\(graph.features[index].caseName.escaped)(let route): route.screen")
                    }
                }
                writer.line("}")
            }
        }
    }

    /// `screen` on a feature's route enum.
    func write(feature index: Int, into writer: inout SwiftWriter) {
        let feature = graph.features[index]
        writer.line()
        writer.block("extension \(feature.typeName.name)") { writer in
            writer.doc("The screen this route shows.")
            writer.block("\(names.access)var screen: \(names.screen)") { writer in
                writer.line("switch self {")
                for index in feature.screens {
                    let screen = graph.screens[index]
                    writer.line("case .\(screen.caseName.escaped): .\(screen.identity.escaped)")
                }
                writer.line("}")
            }
        }
    }
}
