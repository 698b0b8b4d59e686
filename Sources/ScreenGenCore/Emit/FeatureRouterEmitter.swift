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
        let signatures = methods(of: feature).map { signature($0.screen, graph.screens[$0.screen].transitions[$0.transition]) }
        writer.line()
        writeProtocol(feature, signatures: signatures, into: &writer)
        writer.line()
        writeImplementation(feature, signatures: signatures, into: &writer)
    }

    /// Every (screen, transition index) of the feature, in declaration order. Indices, not
    /// transitions: copying a transition retains and releases its names.
    private func methods(of feature: Int) -> [(screen: Int, transition: Int)] {
        graph.features[feature].screens.flatMap { screen in
            graph.screens[screen].transitions.indices.map { (screen, $0) }
        }
    }

    /// Built by appending rather than interpolating: a large graph has tens of thousands.
    private func signature(_ screen: Int, _ transition: ScreenGraph.Transition) -> String {
        let params = graph.screens[screen].params
        let (bound, _) = graph.routerArguments(screen, transition)
        var text = SourceText()
        text += "func "
        text += graph.routerMethodName(screen, transition).escaped
        text += "("
        var listed = false
        for index in bound {
            if listed { text += ", " }
            listed = true
            RouteExpressions.writeParameter(params[index], withDefault: false, into: &text)
        }
        RouteExpressions(graph: graph).writeFreeParameters(of: transition.move, withDefaults: false, into: &text, listed: &listed)
        text += ") throws("
        text += names.failure
        text += ")"
        return text.string
    }

    private func writeProtocol(_ feature: Int, signatures: [String], into writer: inout SwiftWriter) {
        let name = graph.features[feature]
        writer.doc("The moves of feature `\(name.yamlName)`: what code inside the feature needs of navigation, and what its tests mock. `\(name.navigationRouterTypeName.name)` performs them.")
        writer.line("@MainActor")
        writer.block("\(names.access)protocol \(name.routerTypeName.name)") { writer in
            for ((screen, transition), signature) in zip(methods(of: feature), signatures) {
                let move = graph.screens[screen].transitions[transition].move
                writer.doc { text in
                    text += "`"
                    text += move.style.rawValue
                    text += "` from `"
                    text += graph.screens[screen].qualifiedName
                    text += "` to `"
                    text += graph.screens[move.target].qualifiedName
                    text += "`."
                }
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
                let params = graph.screens[screen].params
                writer.line { text in
                    text += names.access
                    text += signature
                    text += " { "
                    routes.writeMoveStatement(graph.screens[screen].transitions[transition].move, from: .navigator("_navigator", graph.screens[screen].identity), into: &text) {
                        params[$0].storing(params[$0].label.escaped)
                    }
                    text += " }"
                }
            }
        }
    }
}
