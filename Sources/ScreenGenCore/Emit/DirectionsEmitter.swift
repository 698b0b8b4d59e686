/// Per screen with transitions, `<Screen>Directions`: one method per action, taking the target's
/// params that `args` does not bind (optional and defaulted ones keep their defaults). A view
/// holding directions can only ask for the moves its screen declares (Safe Args' Directions).
struct DirectionsEmitter {
    let graph: ScreenGraph
    let names: GeneratedNames

    /// The screens that get directions, split into up to `count` consecutive runs that can be
    /// written independently; the first run also writes the section heading.
    func runs(count: Int) -> [ArraySlice<Int>] {
        let screens = graph.screens.indices.filter { !graph.screens[$0].transitions.isEmpty }
        guard !screens.isEmpty else { return [] }
        let size = (screens.count + count - 1) / count
        return stride(from: 0, to: screens.count, by: size).map { screens[$0..<min($0 + size, screens.count)] }
    }

    func write(_ run: ArraySlice<Int>, into writer: inout SwiftWriter) {
        if run.startIndex == 0 {
            writer.line()
            writer.line("// MARK: - Directions")
        }
        for index in run {
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
            writer.block("\(access)init(\(initParams.joined(separator: ", ")))") { writer in
                writer.line("_navigator = _navigatorArgument")
                for param in stored {
                    writer.line("_param_\(screen.params[param].label.name) = \(screen.params[param].label.escaped)")
                }
            }
            for transition in screen.transitions {
                writer.line()
                writeMethod(transition, from: screen, into: &writer)
            }
        }
    }

    private func writeMethod(_ transition: ScreenGraph.Transition, from screen: ScreenGraph.Screen, into writer: inout SwiftWriter) {
        let move = transition.move
        let target = graph.screens[move.target]
        let routes = RouteExpressions(graph: graph)
        let parameters = routes.freeParameters(of: move)
        let route = routes.target(of: move) { "_param_" + screen.params[$0].label.name }
        writer.doc("`\(move.style.rawValue)` to `\(target.qualifiedName)`.")
        writer.block("\(names.access)func \(transition.action.escaped)(\(parameters.joined(separator: ", "))) throws(ScreenNavigation.NavigationError<\(names.screen)>)") { writer in
            writer.line("try _navigator.perform(ScreenNavigation.Move(from: .\(screen.identity.escaped), to: \(route), style: .\(move.style.rawValue)))")
        }
    }
}
