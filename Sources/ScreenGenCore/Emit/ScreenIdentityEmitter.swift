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
        writer.block("\(names.access)enum \(names.screen): Swift.CaseIterable, Swift.Hashable, Swift.Sendable") {
            writer in
            for screen in graph.screens {
                writer.line { text in
                    text += "case "
                    text += screen.identity.escaped
                }
            }
        }
        writeRawValues(into: &writer)
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

    /// Raw values (qualified YAML names) from a table in the runtime, and `==` and hashing by
    /// case: `Swift.String` raw values, or any `switch` over every case, cost the compiler time
    /// quadratic in the case count (see `ScreenNames`). Equality and hashing are written out
    /// because a `RawRepresentable` type would otherwise hash its raw value, which reads the
    /// table while the table is being built.
    private func writeRawValues(into writer: inout SwiftWriter) {
        let access = names.access
        let screen = names.screen
        let table = "ScreenNavigation.ScreenNames<\(screen)>"
        writer.line()
        writer.block("extension \(screen): Swift.RawRepresentable, Swift.Codable") { writer in
            writer.line("private typealias _Names = \(table)")
            writer.line()
            writer.doc("The raw value of each case, in case order, separated by spaces.")
            writer.line("private static let _names = _Names(text: \"\"\"")
            writer.indented { writer in
                // Packed: a list read once at run time, which a line each would make as long as the graph.
                writer.literalLines(
                    graph.screens.map { SwiftStringLiteral.escapedBody($0.qualifiedName) }, separator: " ")
                writer.line("\"\"\")")
            }
            writer.line()
            writer.doc("The screen whose qualified YAML name is `rawValue`.")
            writer.block("\(access)init?(rawValue: Swift.String)") { writer in
                writer.line("guard let screen = Self._names.screen(named: rawValue) else { return nil }")
                writer.line("self = screen")
            }
            writer.line()
            writer.doc("The screen's qualified YAML name (`feature.screen`).")
            writer.line("\(access)var rawValue: Swift.String { Self._names.name(of: self) }")
            writer.line()
            writer.block("\(access)static func == (lhs: \(screen), rhs: \(screen)) -> Swift.Bool") { writer in
                writer.line("_Names.index(of: lhs) == _Names.index(of: rhs)")
            }
            writer.line()
            writer.line(
                "\(access)func hash(into hasher: inout Swift.Hasher) { hasher.combine(_Names.index(of: self)) }")
        }
    }

    /// `var screen` of a feature's route enum, a member of the enum.
    func writeScreen(ofFeature index: Int, into writer: inout SwiftWriter) {
        let feature = graph.features[index]
        writer.doc("The screen this route shows.")
        writer.block("\(names.access)var screen: \(names.screen)") { writer in
            writer.line("switch self {")
            for index in feature.screens {
                // Appended piece by piece: an interpolated line is a string of its own, a screen each.
                writer.line { text in
                    text += "case ."
                    text += graph.screens[index].caseName.escaped
                    text += ": ."
                    text += graph.screens[index].identity.escaped
                }
            }
            writer.line("}")
        }
    }
}
