/// Per screen with transitions, `<Screen>Directions`: one method per action, taking the target's
/// params that `args` does not bind (optional and defaulted ones keep their defaults). A view
/// holding directions can only ask for the moves its screen declares (Safe Args' Directions).
struct DirectionsEmitter {
    let graph: ScreenGraph
    let names: GeneratedNames

    /// The directions of those of `screens` that have transitions.
    func write(screens: [Int], into writer: inout SwiftWriter) {
        for index in screens where !graph.screens[index].transitions.isEmpty {
            writer.line()
            writeDirections(index, into: &writer)
        }
    }

    private func writeDirections(_ index: Int, into writer: inout SwiftWriter) {
        let screen = graph.screens[index]
        let access = names.access
        let navigator = "any ScreenNavigation.Navigator<\(names.graph)>"
        // Only params that some `args` reads are stored, as `_param_<label>`: converted names
        // have no underscore, so these collide neither with the navigator, the init's
        // arguments or the action methods, nor with each other.
        let stored = Set(screen.transitions.flatMap { $0.move.bindings.values }).sorted()
        writer.doc("The legal moves from `\(screen.qualifiedName)`: one method per declared transition.")
        writer.line("@MainActor")
        writer.block("\(access)struct \(screen.directionsTypeName.name)") { writer in
            writer.line("private let _navigator: \(navigator)")
            for param in stored {
                writer.line("private let _param_\(screen.params[param].label.name): \(screen.params[param].typeText)")
            }
            writer.line()
            let initParams = (["_ _navigatorArgument: \(navigator)"] + screen.params.map { "\($0.label.escaped): \($0.typeText)" })
            writer.doc("Directions for the screen showing these params, moving through `navigator`.")
            let assignments = ["_navigator = _navigatorArgument"]
                + stored.map { "_param_\(screen.params[$0].label.name) = \(screen.params[$0].label.escaped)" }
            writer.line("\(access)init(\(initParams.joined(separator: ", "))) { \(assignments.joined(separator: "; ")) }")
            for transition in screen.transitions {
                writeMethod(transition, from: screen, into: &writer)
            }
        }
    }

    private func writeMethod(_ transition: ScreenGraph.Transition, from screen: ScreenGraph.Screen, into writer: inout SwiftWriter) {
        let move = transition.move
        let target = graph.screens[move.target]
        let routes = RouteExpressions(graph: graph)
        let parameters = routes.freeParameters(of: move)

        let statement = routes.moveStatement(move, from: screen) { "_param_" + screen.params[$0].label.name }
        // One line a method: the body is one call, and a screen has several (text per screen
        // is what a large graph's generated code is made of).
        writer.doc("`\(move.style.rawValue)` to `\(target.qualifiedName)`.")
        writer.line("\(names.access)func \(transition.action.escaped)(\(parameters.joined(separator: ", "))) throws(ScreenNavigation.NavigationError<\(names.screen)>) { \(statement) }")
    }
}
