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
            let own = names.own
            writer.line("private let \(own.origin): \(names.graph).Origin")
            writer.line(
                "\(names.access)init(_ \(own.navigator): \(names.graph).AnyNavigator) { \(own.origin) = .init(anywhere: \(own.navigator)) }"
            )
            let directions = DirectionsEmitter(graph: graph, names: names, sets: sets)
            let routes = RouteExpressions(graph: graph)
            // No param to read: the resolver refuses `args` that read one.
            let origin = DirectionsEmitter.MethodOrigin(from: .origin(own.origin)) { _ in "" }
            for transition in anywhere.transitions {
                directions.writeMethod(transition, origin: origin, routes: routes, into: &writer)
            }
            for back in anywhere.backTransitions {
                directions.writeMethod(back, origin: origin, routes: routes, into: &writer)
            }
        }
    }
}
