/// The handler protocol (one requirement per screen, params as labelled arguments) and the
/// `switch` that routes a value to it: the central router of the reference designs, checked by
/// the compiler for exhaustiveness.
struct DispatchEmitter {
    let graph: ScreenGraph
    let names: GeneratedNames

    func write(into writer: inout SwiftWriter) {
        let routes = RouteExpressions(graph: graph)
        writer.line()
        writer.line("// MARK: - Dispatch")
        writer.line()
        // Generated locals start with `_` so no param label (which starts with a letter) can
        // shadow them.
        writer.doc("Handles every screen of the graph; `\(names.route).dispatch(to:)` calls the requirement for a route.")
        writer.block("\(names.access)protocol \(names.handler)") { writer in
            writer.line("associatedtype Output")
            for screen in graph.screens {
                writer.line("func \(screen.identity.escaped)(\(parameterList(screen))) -> Output")
            }
        }
        writer.line()
        writer.block("extension \(names.route)") { writer in
            writer.doc("Calls the handler's requirement for this route's screen with its params.")
            writer.block("\(names.access)func dispatch<Handler: \(names.handler)>(to _handler: Handler) -> Handler.Output") { writer in
                writer.line("switch self {")
                for index in graph.screens.indices {
                    let screen = graph.screens[index]
                    let arguments = screen.params.map { "\($0.label.argumentLabel): \($0.label.escaped)" }.joined(separator: ", ")
                    writer.line("case \(routes.pattern(index, binding: Set(screen.params.indices))):")
                    // An explicit `return` per branch: a large switch whose branches return
                    // implicitly costs the type checker seconds (13 s at 1,000 screens).
                    writer.indented { writer in writer.line("return _handler.\(screen.identity.escaped)(\(arguments))") }
                }
                writer.line("}")
            }
        }
    }

    private func parameterList(_ screen: ScreenGraph.Screen) -> String {
        screen.params.map { "\($0.label.escaped): \($0.typeText)" }.joined(separator: ", ")
    }
}
