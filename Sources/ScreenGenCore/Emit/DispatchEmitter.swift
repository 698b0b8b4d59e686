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
        SwiftRenderer.render(graphWide(), into: &writer)
    }

    func graphWide() -> [CodeItem] {
        let routes = RouteExpressions(graph: graph)
        let parts = graph.features.map(\.handlerTypeName.name)
        // Refined protocols declare `Output` already: declaring it again is a warning.
        var requirements: [CodeItem] = parts.isEmpty ? [.declaration(Declaration(.associatedType("Output")))] : []
        for case .screen(let index) in graph.routeCases {
            requirements.append(requirement(graph.screens[index]))
        }
        let handler = TypeDeclaration(
            keyword: .protocol, name: names.handler, conformances: parts, members: requirements)
        let cases = graph.routeCases.map { routeCase -> SwitchCase in
            switch routeCase {
            case .screen(let index):
                return branch(index, inFeature: false, routes: routes)
            case .feature(let index):
                let dispatch = Expression.call(
                    .member(.identifier("route"), "_dispatch"), [Argument("to", .identifier(names.own.handler))])
                return SwitchCase(
                    [.identifier(".\(graph.features[index].caseName.escaped)(let route)")], [.return(dispatch)])
            }
        }
        let dispatch = Function(
            head: "func dispatch<Handler: \(names.handler)>",
            parameters: [Parameter(label: "to", name: names.own.handler, type: "Handler")],
            returnType: "Handler.Output",
            body: [.statement(.switch(.identifier("self"), cases))])
        let routeExtension = TypeDeclaration(
            keyword: .extension, name: names.route,
            members: [
                .declaration(
                    Declaration(
                        doc: "Calls the handler's requirement for this route's screen with its params.",
                        access: names.access, .function(dispatch)))
            ])
        return [
            .blankLine, .comment("MARK: - Dispatch"), .blankLine,
            .declaration(
                Declaration(
                    doc:
                        "Handles every screen of the graph; `\(names.route).dispatch(to:)` calls the requirement for a route.",
                    access: names.access, .type(handler))),
            .blankLine,
            .declaration(Declaration(.type(routeExtension))),
        ]
    }

    func write(feature index: Int, into writer: inout SwiftWriter) {
        SwiftRenderer.render(feature(index), into: &writer)
    }

    func feature(_ index: Int) -> [CodeItem] {
        let feature = graph.features[index]
        let routes = RouteExpressions(graph: graph)
        let handler = TypeDeclaration(
            keyword: .protocol, name: feature.handlerTypeName.name,
            members: [.declaration(Declaration(.associatedType("Output")))]
                + feature.screens.map { requirement(graph.screens[$0]) })
        let dispatch = Function(
            head: "func _dispatch<Handler: \(feature.handlerTypeName.name)>",
            parameters: [Parameter(label: "to", name: names.own.handler, type: "Handler")],
            returnType: "Handler.Output",
            body: [
                .statement(
                    .switch(
                        .identifier("self"), feature.screens.map { branch($0, inFeature: true, routes: routes) }))
            ])
        return [
            .blankLine,
            .declaration(
                Declaration(
                    doc:
                        "Handles the screens of feature `\(feature.yamlName)`: the feature's part of `\(names.handler)`.",
                    access: names.access, .type(handler))),
            .blankLine,
            .declaration(
                Declaration(
                    .type(
                        TypeDeclaration(
                            keyword: .extension, name: feature.typeName.name,
                            members: [.declaration(Declaration(.function(dispatch)))])))),
        ]
    }

    /// `func screen(label: Type, …) -> Output`.
    private func requirement(_ screen: ScreenGraph.Screen) -> CodeItem {
        let parameters = screen.params.map { param in
            var text = SourceText()
            RouteExpressions.writeParameter(param, withDefault: false, into: &text)
            return Parameter(text.string)
        }
        return .declaration(
            Declaration(
                .function(
                    Function(head: "func " + screen.identity.escaped, parameters: parameters, returnType: "Output"))))
    }

    // Generated locals start with `_` so no param label (which starts with a letter) can shadow
    // them. The pattern binds every param.
    private func branch(_ index: Int, inFeature: Bool, routes: RouteExpressions) -> SwitchCase {
        let screen = graph.screens[index]
        var pattern = SourceText()
        routes.writePattern(index, inFeature: inFeature, into: &pattern) { _ in true }
        let arguments = screen.params.map { param in
            Argument(param.label.argumentLabel, .identifier(param.reading(param.label.escaped)))
        }
        // An explicit `return` per branch: a large switch whose branches return implicitly costs
        // the type checker seconds (13 s at 1,000 screens).
        let call = Expression.call(.member(.identifier(names.own.handler), screen.identity.escaped), arguments)
        return SwitchCase([.identifier(pattern.string)], [.return(call)])
    }
}
