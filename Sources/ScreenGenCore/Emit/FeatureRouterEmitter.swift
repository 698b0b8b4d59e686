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
        let methods = graph.routerMethods(of: feature)
        // Each signature is written twice (requirement and implementation): made once, with the
        // marks of its lists.
        let signatures = methods.map { method in SourceText.part { writeSignature(method, into: &$0) } }
        writer.line()
        writeProtocol(feature, methods: methods, signatures: signatures, into: &writer)
        writer.line()
        writeImplementation(feature, methods: methods, signatures: signatures, into: &writer)
    }

    /// Built by appending rather than interpolating: a large graph has tens of thousands.
    private func writeSignature(_ method: ScreenGraph.RouterMethod, into text: inout SourceText) {
        let params = graph.screens[method.screen].params
        let (bound, _) = graph.routerArguments(method.move)
        text += "func "
        text += method.name.escaped
        text.openList("(")
        if let returned = finishedType(method) {
            text += "with result: "
            text += returned
            text.closeList(")")
            text += " throws"
            text.openList("(")
            text += names.failure
            text.closeList(")")
            return
        }
        var listed = false
        for index in bound {
            if listed { text.nextEntry() }
            listed = true
            RouteExpressions.writeParameter(params[index], withDefault: false, into: &text)
        }
        if let move = method.move {
            RouteExpressions(graph: graph).writeFreeParameters(
                of: move, withDefaults: false, into: &text, listed: &listed)
        }
        let returned = method.move.flatMap { graph.screens[$0.target].returnType?.text }
        if method.variant == .withResultCallback, let returned {
            if listed { text.nextEntry() }
            text += "onResult: @escaping @MainActor ("
            text += returned
            text += "?) -> Swift.Void"
        }
        text.closeList(")")
        if method.variant == .awaitingResult { text += " async" }
        text += " throws"
        text.openList("(")
        text += names.failure
        text.closeList(")")
        if method.variant == .awaitingResult, let returned {
            text += " -> "
            text += returned
            text += "?"
        }
    }

    /// The type a finishing method hands back: its screen's `returns:`, or for `finishFlow` the
    /// flow's first screen's; nil for a move.
    private func finishedType(_ method: ScreenGraph.RouterMethod) -> String? {
        let screen = graph.screens[method.screen]
        switch method.source {
        case .finish: return screen.returnType?.text
        case .finishFlow: return screen.finishesFlow.flatMap { graph.screens[$0].returnType?.text }
        case .transition, .back: return nil
        }
    }

    /// What the method does: a plain move's style, source and target (the directions write
    /// none for it), else the directions' own doc comment.
    private func summary(_ method: ScreenGraph.RouterMethod) -> String {
        let screen = graph.screens[method.screen]
        switch method.source {
        case .transition:
            let target = graph.screens[method.move!.target]
            switch method.variant {
            case .plain:
                return "`\(method.move!.style.rawValue)` from `\(screen.qualifiedName)` to `\(target.qualifiedName)`."
            case .withResultCallback: return MoveDocComment.resultCallback(into: target)
            case .awaitingResult: return MoveDocComment.resultAwaited(into: target)
            }
        case .finish:
            return MoveDocComment.finish(screen)
        case .finishFlow:
            return MoveDocComment.finishFlow(graph.screens[screen.finishesFlow!])
        case .back(let index):
            return MoveDocComment.back(screen.backTransitions[index], in: graph)
        }
    }

    private func writeProtocol(
        _ feature: Int, methods: [ScreenGraph.RouterMethod], signatures: [SourceText.Part],
        into writer: inout SwiftWriter
    ) {
        let name = graph.features[feature]
        writer.doc(
            "The moves of feature `\(name.yamlName)`: what code inside the feature needs of navigation, and what its tests mock. `\(name.navigationRouterTypeName.name)` performs them."
        )
        writer.line("@MainActor")
        writer.block("\(names.access)protocol \(name.routerTypeName.name)") { writer in
            for (method, signature) in zip(methods, signatures) {
                writer.doc(summary(method))
                writer.listLine { $0.append(signature) }
            }
        }
    }

    private func writeImplementation(
        _ feature: Int, methods: [ScreenGraph.RouterMethod], signatures: [SourceText.Part],
        into writer: inout SwiftWriter
    ) {
        let name = graph.features[feature]
        let routes = RouteExpressions(graph: graph)
        let navigator = "any ScreenNavigation.Navigator<\(names.graph)>"
        writer.doc(
            "`\(name.routerTypeName.name)` performing every move through a navigator, checked as usual: `\(name.navigationRouterTypeName.name)(state)`."
        )
        writer.line("@MainActor")
        writer.block("\(names.access)struct \(name.navigationRouterTypeName.name): \(name.routerTypeName.name)") {
            writer in
            // A plain word unless the graph spells it (`OwnValueNames`).
            let own = names.own.navigator
            writer.line("private let \(own): \(navigator)")
            writer.line()
            writer.doc("A router moving through `navigator`.")
            writer.line("\(names.access)init(_ navigator: \(navigator)) { self.\(own) = navigator }")
            writer.line()
            for (method, signature) in zip(methods, signatures) {
                let screen = graph.screens[method.screen]
                let source = MoveSource.navigator(own, screen.identity)
                let read = { (index: Int) in screen.params[index].storing(screen.params[index].label.escaped) }
                // `signature { statement }`, laid out from its parts when too long.
                writer.singleStatementBlock { text in
                    text.writeAccess(names.access)
                    text.append(signature)
                } body: { text in
                    switch (method.source, method.variant) {
                    case (.finish, _), (.finishFlow, _):
                        // A flow's finish names the flow's first screen: the navigator ends the
                        // flow from above it.
                        var finished = method.screen
                        if case .finishFlow = method.source { finished = screen.finishesFlow! }
                        text += "try "
                        text += own
                        text += ".finish("
                        text += names.screen
                        text += "."
                        text += graph.screens[finished].identity.escaped
                        text += ", with: result)"
                    case (.back(let index), _):
                        routes.writeBackStatement(
                            screen.backTransitions[index], from: source, into: &text, source: read)
                    case (.transition, .plain):
                        routes.writeMoveStatement(method.move!, from: source, into: &text, source: read)
                    case (.transition, .withResultCallback):
                        routes.writeMoveStatement(
                            method.move!, from: source, kind: .withResultCallback, onResult: "onResult", into: &text,
                            source: read)
                    case (.transition, .awaitingResult):
                        text += "return "
                        routes.writeMoveStatement(
                            method.move!, from: source, kind: .awaitingResult, into: &text, source: read)
                    }
                }
            }
        }
    }
}
