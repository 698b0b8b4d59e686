/// The transition sets written once (see `SharedTransitionSets`): in the file of the input that
/// writes the set, a protocol nested in `<Route>Graph` and an extension with the set's methods,
/// exactly as a screen's directions would have them, but starting from `origin` (the screen
/// whose directions they are called on, `OwnValueNames.origin`) and reading `_<set>Arguments`.
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
            // The set's own requirement: where its moves start. Each set states it, and a screen's
            // directions that include several meet them all with one property.
            writer.block(access + "protocol " + set.protocolName) { writer in
                writer.line("var \(names.own.origin): \(names.graph).Origin { get }")
                if !set.arguments.isEmpty {
                    writer.listLine { text in
                        text += "var \(set.argumentsName): "
                        set.writeArgumentsType(into: &text)
                        text += " { get }"
                    }
                }
            }
        }
        writer.line()
        writer.block("extension " + names.graph + "." + set.protocolName) { writer in
            let routes = RouteExpressions(shared: shared)
            let origin = MethodOrigin(from: .origin(names.own.origin)) { param in
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
