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
        writer.doc(
            "Handles every screen of the graph; `\(names.route).dispatch(to:)` calls the requirement for a route.")
        writer.typeBlock("\(names.access)protocol \(names.handler)", conformances: parts) { writer in
            // Refined protocols declare `Output` already: declaring it again is a warning.
            if parts.isEmpty { writer.line("associatedtype Output") }
            for case .screen(let index) in graph.routeCases {
                writeRequirement(graph.screens[index], into: &writer)
            }
        }
        writer.line()
        writer.block("extension \(names.route)") { writer in
            writer.doc("Calls the handler's requirement for this route's screen with its params.")
            writer.block(
                "\(names.access)func dispatch<Handler: \(names.handler)>(to \(names.own.handler): Handler) -> Handler.Output"
            ) { writer in
                writer.line("switch self {")
                for routeCase in graph.routeCases {
                    switch routeCase {
                    case .screen(let index):
                        writeBranch(index, inFeature: false, routes: routes, into: &writer)
                    case .feature(let index):
                        writer.line(
                            "case .\(graph.features[index].caseName.escaped)(let route): return route.dispatch(to: \(names.own.handler))"
                        )
                    }
                }
                writer.line("}")
            }
        }
    }

    /// `<Feature>RouteHandler`: a requirement per screen of the feature.
    func writeHandler(ofFeature index: Int, into writer: inout SwiftWriter) {
        let feature = graph.features[index]
        writer.line()
        writer.doc("Handles the screens of feature `\(feature.yamlName)`: the feature's part of `\(names.handler)`.")
        writer.block("\(names.access)protocol \(feature.handlerTypeName.name)") { writer in
            writer.line("associatedtype Output")
            for screen in feature.screens {
                writeRequirement(graph.screens[screen], into: &writer)
            }
        }
    }

    /// `dispatch(to:)` of a feature's route enum, a member of the enum.
    func writeDispatch(ofFeature index: Int, into writer: inout SwiftWriter) {
        let feature = graph.features[index]
        let routes = RouteExpressions(graph: graph)
        writer.block(
            "func dispatch<Handler: \(feature.handlerTypeName.name)>(to \(names.own.handler): Handler) -> Handler.Output"
        ) { writer in
            writer.line("switch self {")
            for screen in feature.screens {
                writeBranch(screen, inFeature: true, routes: routes, into: &writer)
            }
            writer.line("}")
        }
    }

    private func writeRequirement(_ screen: ScreenGraph.Screen, into writer: inout SwiftWriter) {
        writer.listLine { text in
            text += "func "
            text += screen.identity.escaped
            RouteExpressions.writeParameterList(screen.params, withDefaults: false, into: &text)
            text += " -> Output"
        }
    }

    // Generated locals start with `_` so no param label (which starts with a letter) can shadow
    // them. The pattern binds every param.
    private func writeBranch(_ index: Int, inFeature: Bool, routes: RouteExpressions, into writer: inout SwiftWriter) {
        let screen = graph.screens[index]
        // An explicit `return` per branch: a large switch whose branches return implicitly costs
        // the type checker seconds (13 s at 1,000 screens).
        writer.switchCase { text in
            routes.writePattern(index, inFeature: inFeature, into: &text) { _ in true }
        } statement: { text in
            text += "return "
            text += names.own.handler
            text += "."
            text += screen.identity.escaped
            text.openList("(")
            RouteExpressions.writeForwardedArguments(screen.params, into: &text)
            text.closeList(")")
        }
    }
}
