/// Per feature with transitions, `<Feature>Router`: one method per transition of the feature's
/// screens, named `<screen><Action>`, taking the source params that `args` reads and the
/// target params it leaves free (all explicitly: protocol requirements cannot have defaults).
/// Code inside a feature can be handed only its own router (the Navigation Sample's
/// `ContactRouter` and `ChatRouter`), and its tests can mock it.
///
/// The live implementation is a struct per feature, `<Feature>NavigationRouter`, that moves
/// through any `Navigator` (the navigation state, or a test's fake). Its methods live on that
/// struct alone, so two features may share screen and action names: conforming one shared
/// type (the navigation state) to every feature's protocol would make those methods clash.
struct FeatureRouterEmitter {
    let graph: ScreenGraph
    let names: GeneratedNames

    /// A feature's protocol and implementation, when it has moves.
    func write(feature: Int, into writer: inout SwiftWriter) {
        guard graph.hasRouter(feature) else { return }
        // Each signature is written twice (requirement and implementation): made once.
        let signatures = methods(of: feature).map { signature($0.screen, $0.transition) }
        writer.line()
        writeProtocol(feature, signatures: signatures, into: &writer)
        writer.line()
        writeImplementation(feature, signatures: signatures, into: &writer)
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

    private func writeProtocol(_ feature: Int, signatures: [String], into writer: inout SwiftWriter) {
        let name = graph.features[feature]
        writer.doc("The moves of feature `\(name.yamlName)`: what code inside the feature needs of navigation, and what its tests mock. `\(name.navigationRouterTypeName.name)` performs them.")
        writer.line("@MainActor")
        writer.block("\(names.access)protocol \(name.routerTypeName.name)") { writer in
            for ((screen, transition), signature) in zip(methods(of: feature), signatures) {
                let move = transition.move
                writer.doc("`\(move.style.rawValue)` from `\(graph.screens[screen].qualifiedName)` to `\(graph.screens[move.target].qualifiedName)`.")
                writer.line(signature)
            }
        }
    }

    private func writeImplementation(_ feature: Int, signatures: [String], into writer: inout SwiftWriter) {
        let name = graph.features[feature]
        let routes = RouteExpressions(graph: graph)
        let navigator = "any ScreenNavigation.Navigator<\(names.graph)>"
        writer.doc("`\(name.routerTypeName.name)` performing every move through a navigator, checked as usual: `\(name.navigationRouterTypeName.name)(state)`.")
        writer.line("@MainActor")
        writer.block("\(names.access)struct \(name.navigationRouterTypeName.name): \(name.routerTypeName.name)") { writer in
            // Underscored: converted YAML names start with a letter, so nothing can shadow it.
            writer.line("private let _navigator: \(navigator)")
            writer.line()
            writer.doc("A router moving through `navigator`.")
            writer.line("\(names.access)init(_ _navigatorArgument: \(navigator)) { _navigator = _navigatorArgument }")
            writer.line()
            for ((screen, transition), signature) in zip(methods(of: feature), signatures) {
                let source = graph.screens[screen]
                let statement = routes.moveStatement(transition.move, from: source) { source.params[$0].label.escaped }
                writer.line("\(names.access)\(signature) { \(statement) }")
            }
        }
    }
}
