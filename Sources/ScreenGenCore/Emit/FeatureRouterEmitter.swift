/// Per feature with transitions, `<Feature>Router`: one method per transition of the feature's
/// screens, named `<screen><Action>`, taking the source params that `args` reads and the
/// target params it leaves free (all explicitly: protocol requirements cannot have defaults). Code inside a feature can be handed only its own router (the
/// Navigation Sample's `ContactRouter` and `ChatRouter`), and its tests can mock it;
/// `NavigationState<<Route>Graph>` conforms, checking every move as usual.
struct FeatureRouterEmitter {
    let graph: ScreenGraph
    let names: GeneratedNames

    /// The features that get a router, in declaration order: each can be written on its own.
    var features: [Int] { graph.features.indices.filter { graph.hasRouter($0) } }

    /// One feature's protocol and conformance; the first also writes the section heading.
    func write(feature: Int, isFirst: Bool, into writer: inout SwiftWriter) {
        if isFirst {
            writer.line()
            writer.line("// MARK: - Feature routers")
        }
        writer.line()
        writeProtocol(feature, into: &writer)
        writer.line()
        writeConformance(feature, into: &writer)
    }

    private var errorType: String { "ScreenNavigation.NavigationError<\(names.screen)>" }

    /// Every (screen, transition) of the feature, in declaration order.
    private func methods(of feature: Int) -> [(screen: Int, transition: ScreenGraph.Transition)] {
        graph.features[feature].screens.flatMap { screen in
            graph.screens[screen].transitions.map { (screen, $0) }
        }
    }

    private func signature(_ screen: Int, _ transition: ScreenGraph.Transition) -> String {
        let source = graph.screens[screen]
        let (bound, _) = graph.routerArguments(screen, transition)
        let parameters = bound.map { "\(source.params[$0].label.escaped): \(source.params[$0].typeText)" }
            + RouteExpressions(graph: graph).freeParameters(of: transition.move, withDefaults: false)
        let name = graph.routerMethodName(screen, transition)
        return "func \(name.escaped)(\(parameters.joined(separator: ", "))) throws(\(errorType))"
    }

    private func writeProtocol(_ feature: Int, into writer: inout SwiftWriter) {
        let name = graph.features[feature]
        writer.doc("The moves of feature `\(name.yamlName)`: what code inside the feature needs of navigation, and what its tests mock. `NavigationState<\(names.graph)>` conforms.")
        writer.line("@MainActor")
        writer.block("\(names.access)protocol \(name.routerTypeName.name)") { writer in
            for (screen, transition) in methods(of: feature) {
                let move = transition.move
                writer.doc("`\(move.style.rawValue)` from `\(graph.screens[screen].qualifiedName)` to `\(graph.screens[move.target].qualifiedName)`.")
                writer.line(signature(screen, transition))
            }
        }
    }

    private func writeConformance(_ feature: Int, into writer: inout SwiftWriter) {
        let name = graph.features[feature]
        let routes = RouteExpressions(graph: graph)
        writer.block("extension ScreenNavigation.NavigationState: \(name.routerTypeName.name) where Graph == \(names.graph)") { writer in
            for (index, (screen, transition)) in methods(of: feature).enumerated() {
                if index > 0 { writer.line() }
                let source = graph.screens[screen]
                let move = transition.move
                let route = routes.target(of: move) { source.params[$0].label.escaped }
                writer.block("\(names.access)\(signature(screen, transition))") { writer in
                    // `self.`: a param may be named `perform`.
                    writer.line("try self.perform(ScreenNavigation.Move(from: .\(source.identity.escaped), to: \(route), style: .\(move.style.rawValue)))")
                }
            }
        }
    }
}
