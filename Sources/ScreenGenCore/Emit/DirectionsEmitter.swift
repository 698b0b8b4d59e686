/// Per screen with transitions, `<Screen>Directions`: one method per action, taking the target's
/// params that `args` does not bind (optional and defaulted ones keep their defaults). A view
/// holding directions can only ask for the moves its screen declares (Safe Args' Directions).
struct DirectionsEmitter {
    let graph: ScreenGraph
    let names: GeneratedNames

    /// The directions of those of `screens` that have transitions.
    func write(screens: [Int], into writer: inout SwiftWriter) {
        guard graph.generatedAPIs.contains(.directions) else { return }
        for index in screens where !graph.screens[index].transitions.isEmpty {
            writer.line()
            writeDirections(index, into: &writer)
        }
    }

    private func writeDirections(_ index: Int, into writer: inout SwiftWriter) {
        let screen = graph.screens[index]
        let access = names.access
        let navigator = "any ScreenNavigation.Navigator<\(names.graph)>"
        // Only params that some `args` reads are kept, in the context: nothing, the one value,
        // or a tuple of them in declared order. Unlabelled: a param label may be a keyword,
        // which tuple labels accept in some places and not in others.
        let stored = Set(screen.transitions.flatMap { $0.move.sourceParams }).sorted()
        let types = stored.map { screen.params[$0].typeText }
        let values = stored.map { screen.params[$0].label.escaped }
        let (paramsType, paramsValue): (String, String) = switch stored.count {
        case 0: ("Swift.Void", "()")
        case 1: (types[0], values[0])
        default: ("(" + types.joined(separator: ", ") + ")", "(" + values.joined(separator: ", ") + ")")
        }
        let context = "ScreenNavigation.DirectionsContext<\(names.graph), \(paramsType)>"
        writer.doc("The legal moves from `\(screen.qualifiedName)`: one method per declared transition.")
        writer.line("@MainActor")
        writer.block("\(access)struct \(screen.directionsTypeName.name)") { writer in
            // Underscored: converted names start with a letter, so no param or action shadows it.
            writer.line("private let _context: \(context)")
            writer.line()
            let initParams = (["_ _navigatorArgument: \(navigator)"] + screen.params.map { "\($0.label.escaped): \($0.typeText)" })
            writer.doc("Directions for the screen showing these params, moving through `navigator`.")
            writer.line("\(access)init(\(initParams.joined(separator: ", "))) { _context = \(context)(_navigatorArgument, \(paramsValue)) }")
            for transition in screen.transitions {
                writeMethod(transition, from: screen, stored: stored, into: &writer)
            }
        }
    }

    private func writeMethod(
        _ transition: ScreenGraph.Transition, from screen: ScreenGraph.Screen, stored: [Int], into writer: inout SwiftWriter
    ) {
        let move = transition.move
        let target = graph.screens[move.target]
        let routes = RouteExpressions(graph: graph)
        let parameters = routes.freeParameters(of: move)

        let statement = routes.moveStatement(move, from: screen, navigator: "_context.navigator") { param in
            stored.count == 1 ? "_context.params" : "_context.params.\(stored.firstIndex(of: param)!)"
        }
        // One line a method: the body is one call, and a screen has several (text per screen
        // is what a large graph's generated code is made of).
        writer.doc("`\(move.style.rawValue)` to `\(target.qualifiedName)`.")
        writer.line("\(names.access)func \(transition.action.escaped)(\(parameters.joined(separator: ", "))) throws(ScreenNavigation.NavigationError<\(names.screen)>) { \(statement) }")
    }
}
