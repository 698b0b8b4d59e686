/// The helpers every generated transition method calls, in the graph-wide file: each target's
/// form of a move (`MoveHelperKind`), which builds the `<Route>` value here so no other file has
/// to, and makes the move with the runtime's `MoveOrigin` methods.
struct MoveHelperEmitter {
    let graph: ScreenGraph
    let names: GeneratedNames

    private var routes: RouteExpressions { RouteExpressions(graph: graph) }

    /// A target of helper calls: a feature, or a top-level screen.
    private enum Target: Hashable, Comparable {
        case feature(Int)
        case screen(ScreenGraph.ScreenIndex)
    }

    /// Which helpers of which targets the generated methods call, in a fixed order: what both
    /// the graph's extension and the free functions after it are written from.
    private let usage: [(target: Target, kinds: [MoveHelperKind])]

    init(graph: ScreenGraph, names: GeneratedNames) {
        self.graph = graph
        self.names = names
        usage = Self.usage(in: graph)
    }

    private static func usage(in graph: ScreenGraph) -> [(target: Target, kinds: [MoveHelperKind])] {
        // Each target's kinds as bits: one table lookup a move, no set a target.
        var used: [Target: UInt16] = [:]
        func use(_ kind: MoveHelperKind, _ screen: ScreenGraph.ScreenIndex) {
            let target = graph.screens[screen].feature.map(Target.feature) ?? .screen(screen)
            used[target, default: 0] |= kind.bit
        }
        func use(_ transitions: [ScreenGraph.Transition], _ backTransitions: [ScreenGraph.BackTransition]) {
            // In place: a transition copied out retains each of its names and tables.
            transitions.withUnsafeBufferPointer { transitions in
                for index in transitions.indices {
                    // A move with `then:` builds its routes in place: no helper.
                    guard transitions[index].move.continuation.isEmpty else { continue }
                    let target = transitions[index].move.target
                    use(transitions[index].move.hidesBack ? .pushingUnpoppable : .plain, target)
                    if graph.screens[target].returnType != nil {
                        use(.withResultCallback, target)
                        use(.awaitingResult, target)
                    }
                }
            }
            // An alert button's back move is data (`AlertButtonBack`), not a helper call.
            for back in backTransitions where back.button == nil {
                if let then = back.then { use(MoveHelperKind(back), then.target) }
            }
        }
        let screens = graph.screens
        for index in screens.indices { use(screens[index].transitions, screens[index].backTransitions) }
        if let anywhere = graph.anywhere { use(anywhere.transitions, anywhere.backTransitions) }
        return used.keys.sorted().map { target in
            (target, MoveHelperKind.allCases.filter { used[target]! & $0.bit != 0 })
        }
    }

    /// Whether any feature's helper is called: the graph's extension holds them.
    var hasFeatureHelpers: Bool {
        usage.contains { if case .feature = $0.target { true } else { false } }
    }

    /// The features' helpers, inside `extension ScreenNavigation.Navigation.MoveOrigin where Graph ==
    /// <Route>Graph`: a method call on the origin is the shortest statement a move can be. What
    /// a move does is the runtime's (`MoveOrigin.move`, `back`, …), compiled once; a helper only
    /// wraps the feature's route, which it names as an implicit member of `Graph.Route`.
    func writeGraphHelpers(into writer: inout SwiftWriter) {
        var first = true
        for (target, kinds) in usage {
            guard case .feature(let index) = target else { continue }
            let feature = graph.features[index]
            for kind in kinds {
                if !first { writer.line() }
                first = false
                writeFeatureHelper(kind, of: feature, into: &writer)
            }
        }
    }

    /// One feature helper: the runtime's move of `kind`, its route argument labelled with the
    /// feature's name and typed as the feature's route (`func move(chat to: ChatRoute, _ style:
    /// …)`), its body the runtime's move on `self`. `self.` because a parameter named `back`
    /// would otherwise be what `back(…)` calls.
    private func writeFeatureHelper(
        _ kind: MoveHelperKind, of feature: ScreenGraph.Feature, into writer: inout SwiftWriter
    ) {
        let route = ".\(feature.caseName.escaped)(to)"
        let move = Self.runtimeMove(kind, names: "", screen: "Graph.Screen", labelled: true)
        var parameters = move.parameters
        parameters.append("\(MoveHelperKind.routeLabel(of: feature, inDeclaration: true)) to: \(feature.typeName.name)")
        parameters.append("_ style: ScreenNavigation.TransitionStyle")
        if kind == .pushingUnpoppable { parameters.append("hidingBack: Swift.Bool") }
        if kind == .withResultCallback {
            parameters.append("onResult: @escaping @MainActor (Result?) -> Swift.Void")
        }
        let generic = kind == .withResultCallback || kind == .awaitingResult ? "<Result: Swift.Sendable>" : ""
        let effects = kind == .awaitingResult ? " async" : ""
        let result = kind == .awaitingResult ? "Result?" : nil
        let awaits = kind == .awaitingResult ? "await " : ""
        writer.doc(
            "`\(kind.runtimeMove)` into feature `\(feature.yamlName)`, its route wrapped here rather than in the caller's file."
        )
        writer.function(
            access: names.plumbingAccess, "func \(kind.runtimeMove)\(generic)", parameters: parameters,
            effects: effects,
            throwing: "Graph.Failure", returning: result
        ) { writer in
            writer.listLine { text in
                text += "try \(awaits)"
                Self.writeCall(on: "self", move.method, move.arguments, into: &text) { $0 += route }
            }
        }
    }

    /// An argument of a runtime move's call: text, or the route it enters (after `label`).
    private enum CallArgument {
        case text(String)
        case route(label: String)
    }

    /// The runtime's move of `kind` (its method and arguments, the route among them), and the
    /// parameters a helper takes before the route for it: one table for both forms of helper. A
    /// feature's helper (`labelled`) names its parameters as the runtime does and passes
    /// `hidingBack` on; a top-level screen's free helper leaves them unlabelled, each named with
    /// `prefix`.
    private static func runtimeMove(
        _ kind: MoveHelperKind, names prefix: String, screen: String, labelled: Bool
    ) -> (parameters: [String], method: String, arguments: [CallArgument]) {
        let p = prefix
        let style = CallArgument.text("\(p)style")
        switch kind {
        case .plain:
            return ([], "move", [.route(label: ""), style])
        case .pushingUnpoppable:
            return ([], "move", [.route(label: ""), style, .text("hidingBack: \(labelled ? "hidingBack" : "true")")])
        case .withResultCallback:
            return ([], "move", [.route(label: ""), style, .text("onResult: \(p)onResult")])
        case .awaitingResult:
            return ([], "awaitResult", [.route(label: ""), style])
        case .dismissing:
            return ([], "dismiss", [.route(label: "then: "), style])
        case .dismissingLayers:
            return (
                ["_ \(p)layers: ScreenNavigation.Navigation.LayerDismissal"], "dismiss",
                [.text("\(p)layers"), .route(label: "then: "), style]
            )
        case .poppingBack:
            return (
                labelled
                    ? ["to back: \(screen)", "inclusive: Swift.Bool"]
                    : ["_ \(p)back: \(screen)", "_ \(p)inclusive: Swift.Bool"],
                "back", [.text("to: \(p)back"), .text("inclusive: \(p)inclusive"), .route(label: "then: "), style]
            )
        case .selectingRoot:
            return (["_ \(p)root: \(screen)"], "selectRoot", [.text("\(p)root"), .route(label: "then: "), style])
        case .selectingRootKeepingStack:
            return (
                ["_ \(p)root: \(screen)"], "selectRootKeepingStack",
                [.text("\(p)root"), .route(label: "then: "), style]
            )
        }
    }

    /// `<origin>.<method>(<arguments>)`, its argument list marked, the route written by `route`.
    private static func writeCall(
        on origin: String, _ method: String, _ arguments: [CallArgument], into text: inout SourceText,
        route writeRoute: (inout SourceText) -> Void
    ) {
        text += origin
        text += "."
        text += method
        text.openList("(")
        for (position, argument) in arguments.enumerated() {
            if position > 0 { text.nextEntry() }
            switch argument {
            case .text(let argument):
                text += argument
            case .route(let label):
                text += label
                writeRoute(&text)
            }
        }
        text.closeList(")")
    }

    /// The top-level screens' helpers: free functions, after the graph's extension, each given
    /// the screen's params where the runtime's move takes a route, and building the route.
    func writeScreenHelpers(into writer: inout SwiftWriter) {
        for (target, kinds) in usage {
            guard case .screen(let index) = target else { continue }
            let screen = graph.screens[index]
            let parameters = screen.params.map { param in
                var text = SourceText()
                RouteExpressions.writeParameter(param, withDefault: false, stored: true, into: &text)
                return text.string
            }
            let route: (inout SourceText) -> Void = { text in
                routes.writeValue(index, explicit: true, into: &text) { screen.params[$0].label.escaped }
            }
            for kind in kinds {
                writer.line()
                writeHelper(
                    kind, name: kind.screenHelper(of: screen, in: graph),
                    what:
                        "screen `\(screen.qualifiedName)`, whose route is built here rather than in the caller's file",
                    parameters: parameters, route: route, into: &writer)
            }
        }
    }

    /// `func <name>[<Result>](<leading>, <the kind's own>, <parameters>, _ style:[, onResult])`,
    /// whose one statement is the runtime's move of `kind` entering `route`.
    private func writeHelper(
        _ kind: MoveHelperKind, name: String, what: String, parameters: [String],
        route: (inout SourceText) -> Void, into writer: inout SwiftWriter
    ) {
        // A free function given the origin (`OwnValueNames.origin`), whose other own parameters
        // start with `_`: a screen's param labels are converted YAML names, which never do.
        let p = "_"
        let origin = names.own.origin
        let move = Self.runtimeMove(kind, names: p, screen: names.screen, labelled: false)
        var list = ["_ \(origin): \(names.graph).Origin"] + move.parameters + parameters
        list.append("_ \(p)style: ScreenNavigation.TransitionStyle")
        if kind == .withResultCallback {
            list.append("_ \(p)onResult: @escaping @MainActor (Result?) -> Swift.Void")
        }
        let generic = kind == .withResultCallback || kind == .awaitingResult ? "<Result: Swift.Sendable>" : ""
        let effects = kind == .awaitingResult ? " async" : ""
        let result = kind == .awaitingResult ? "Result?" : nil
        writer.doc("`\(kind.runtimeMove)` for \(what).")
        writer.line("@MainActor")
        writer.function(
            access: names.plumbingAccess, "func \(name)\(generic)", parameters: list, effects: effects,
            throwing: names.failure, returning: result
        ) { writer in
            writer.listLine { text in
                text += kind == .awaitingResult ? "try await " : "try "
                Self.writeCall(on: origin, move.method, move.arguments, into: &text, route: route)
            }
        }
    }
}
