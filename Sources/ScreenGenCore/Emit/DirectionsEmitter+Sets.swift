/// The transition sets written once (see `SharedTransitionSets`): in the file of the input that
/// writes the set, a protocol nested in `<Route>Graph` and an extension with the set's methods,
/// exactly as a screen's directions would have them, but starting from `_origin` (the screen
/// whose directions they are called on) and reading `_<set>Arguments`.
extension DirectionsEmitter {
    func writeSets(file: Int, into writer: inout SwiftWriter) {
        for set in sets.sets where set.file == file {
            writeSet(set, into: &writer)
        }
    }

    private func writeSet(_ set: SharedTransitionSets.SharedSet, into writer: inout SwiftWriter) {
        let access = names.access
        let template = graph.screens[set.template]
        writer.line()
        writer.block("extension " + names.graph) { writer in
            writer.doc(
                "The moves of transition set `\(SwiftStringLiteral.escapedBody(set.yamlName))`, written once: the directions of every screen that includes it conform."
            )
            writer.line("@MainActor")
            let header =
                access + "protocol " + set.protocolName
                + ": ScreenNavigation.Navigation.ScreenMoves where _MovesGraph == "
                + names.graph
            guard !set.arguments.isEmpty else {
                writer.line(header + " {}")
                return
            }
            writer.block(header) { writer in
                writer.line("var \(set.argumentsName): \(set.argumentsType) { get }")
            }
        }
        writer.line()
        writer.block("extension " + names.graph + "." + set.protocolName) { writer in
            let routes = RouteExpressions(graph: graph)
            let origin = MethodOrigin(from: .origin("_origin")) { param in
                sets.argumentExpression(set, template: template, param: param)
            }
            let entries = Set(set.entries)
            for transition in template.transitions
            where transition.origin.map({ entries.contains($0.location) }) ?? false {
                writeMethod(transition, origin: origin, routes: routes, into: &writer)
            }
            for back in template.backTransitions where back.origin.map({ entries.contains($0.location) }) ?? false {
                writeMethod(back, origin: origin, routes: routes, into: &writer)
            }
        }
    }
}
