/// The handler protocol (one requirement per screen, params as labelled arguments) and the
/// `switch` that routes a value to it: the central router of the reference designs, checked by
/// the compiler for exhaustiveness.
///
/// Each feature has its part, `<Feature>RouteHandler` with its own `switch`, in the feature's
/// file; the graph's protocol refines them all, so a handler still implements one protocol.
/// A feature's edit recompiles its own file, and no `switch` grows with the whole graph.
struct DispatchEmitter {
    let graph: ScreenGraph
    let names: GeneratedNames

    func writeGraphWide(into writer: inout SwiftWriter) {
        let routes = RouteExpressions(graph: graph)
        writer.line()
        writer.line("// MARK: - Dispatch")
        writer.line()
        let parts = graph.features.map(\.handlerTypeName.name)
        writer.doc("Handles every screen of the graph; `\(names.route).dispatch(to:)` calls the requirement for a route.")
        writer.block("\(names.access)protocol \(names.handler)\(parts.isEmpty ? "" : ": " + parts.joined(separator: ", "))") { writer in
            // Refined protocols declare `Output` already: declaring it again is a warning.
            if parts.isEmpty { writer.line("associatedtype Output") }
            for case .screen(let index) in graph.routeCases {
                writer.line(requirement(graph.screens[index]))
            }
        }
        writer.line()
        writer.block("extension \(names.route)") { writer in
            writer.doc("Calls the handler's requirement for this route's screen with its params.")
            writer.block("\(names.access)func dispatch<Handler: \(names.handler)>(to _handler: Handler) -> Handler.Output") { writer in
                writer.line("switch self {")
                for routeCase in graph.routeCases {
                    switch routeCase {
                    case .screen(let index):
                        writeBranch(index, pattern: routes.pattern(index, binding: Set(graph.screens[index].params.indices)), into: &writer)
                    case .feature(let index):
                        writer.line("case .\(graph.features[index].caseName.escaped)(let route): return route._dispatch(to: _handler)")
                    }
                }
                writer.line("}")
            }
        }
    }

    func write(feature index: Int, into writer: inout SwiftWriter) {
        let feature = graph.features[index]
        let routes = RouteExpressions(graph: graph)
        writer.line()
        writer.doc("Handles the screens of feature `\(feature.yamlName)`: the feature's part of `\(names.handler)`.")
        writer.block("\(names.access)protocol \(feature.handlerTypeName.name)") { writer in
            writer.line("associatedtype Output")
            for screen in feature.screens {
                writer.line(requirement(graph.screens[screen]))
            }
        }
        writer.line()
        writer.block("extension \(feature.typeName.name)") { writer in
            writer.block("func _dispatch<Handler: \(feature.handlerTypeName.name)>(to _handler: Handler) -> Handler.Output") { writer in
                writer.line("switch self {")
                for screen in feature.screens {
                    let pattern = routes.pattern(screen, binding: Set(graph.screens[screen].params.indices), inFeature: true)
                    writeBranch(screen, pattern: pattern, into: &writer)
                }
                writer.line("}")
            }
        }
    }

    private func requirement(_ screen: ScreenGraph.Screen) -> String {
        let parameters = screen.params.map { "\($0.label.escaped): \($0.typeText)" }.joined(separator: ", ")
        return "func \(screen.identity.escaped)(\(parameters)) -> Output"
    }

    // Generated locals start with `_` so no param label (which starts with a letter) can shadow
    // them.
    private func writeBranch(_ index: Int, pattern: String, into writer: inout SwiftWriter) {
        let screen = graph.screens[index]
        let arguments = screen.params.map { "\($0.label.argumentLabel): \($0.label.escaped)" }.joined(separator: ", ")
        // An explicit `return` per branch: a large switch whose branches return implicitly costs
        // the type checker seconds (13 s at 1,000 screens).
        writer.line("case \(pattern): return _handler.\(screen.identity.escaped)(\(arguments))")
    }
}
