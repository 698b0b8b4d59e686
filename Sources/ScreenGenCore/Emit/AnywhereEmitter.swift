/// `<Route>Anywhere`: the moves declared under `anywhere:`, one method each, made over whatever
/// screen the navigator shows (`MoveOrigin(anywhere:)`). Written with the file that declares
/// them first, as that file's directions are, and only when directions are generated.
struct AnywhereEmitter {
    let graph: ScreenGraph
    let names: GeneratedNames
    let sets: SharedTransitionSets

    static func typeName(_ graph: ScreenGraph) -> String {
        GeneratedNames.RouteCompanion.anywhere.name(ofRoute: graph.routeName.name)
    }

    func write(file: Int, into writer: inout SwiftWriter) {
        guard let anywhere = graph.anywhere, anywhere.file == file, graph.generatedAPIs.contains(.directions),
            !anywhere.transitions.isEmpty || !anywhere.backTransitions.isEmpty
        else { return }
        let typeName = Self.typeName(graph)
        writer.line()
        writer.doc(
            "The moves declared under `anywhere:`, made over whatever screen is shown (a notification, a menu command): `\(typeName)(state).<action>(…)`."
        )
        writer.line("@MainActor")
        writer.block("\(names.access)struct \(typeName)") { writer in
            writer.line("private let _origin: \(names.graph).Origin")
            writer.line(
                "\(names.access)init(_ _navigator: \(names.graph).AnyNavigator) { _origin = .init(anywhere: _navigator) }"
            )
            let directions = DirectionsEmitter(graph: graph, names: names, sets: sets)
            let routes = RouteExpressions(graph: graph)
            // No param to read: the resolver refuses `args` that read one.
            let origin = DirectionsEmitter.MethodOrigin(from: .origin("_origin")) { _ in "" }
            for transition in anywhere.transitions {
                directions.writeMethod(transition, origin: origin, routes: routes, into: &writer)
            }
            for back in anywhere.backTransitions {
                directions.writeMethod(back, origin: origin, routes: routes, into: &writer)
            }
        }
    }
}
