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
        var used: [Target: Set<MoveHelperKind>] = [:]
        func use(_ kind: MoveHelperKind, _ screen: ScreenGraph.ScreenIndex) {
            let target = graph.screens[screen].feature.map(Target.feature) ?? .screen(screen)
            used[target, default: []].insert(kind)
        }
        func use(_ transitions: [ScreenGraph.Transition], _ backTransitions: [ScreenGraph.BackTransition]) {
            for transition in transitions {
                // A move with `then:` builds its routes in place: no helper.
                guard transition.move.continuation.isEmpty else { continue }
                use(transition.move.hidesBack ? .pushingUnpoppable : .plain, transition.move.target)
                if graph.screens[transition.move.target].returnType != nil {
                    use(.withResultCallback, transition.move.target)
                    use(.awaitingResult, transition.move.target)
                }
            }
            // An alert button's back move is data (`AlertButtonBack`), not a helper call.
            for back in backTransitions where back.button == nil {
                if let then = back.then { use(MoveHelperKind(back), then.target) }
            }
        }
        for screen in graph.screens { use(screen.transitions, screen.backTransitions) }
        if let anywhere = graph.anywhere { use(anywhere.transitions, anywhere.backTransitions) }
        return used.keys.sorted().map { target in
            (target, MoveHelperKind.allCases.filter { used[target]!.contains($0) })
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
        let move = Self.runtimeMove(
            kind, on: "self", entering: route, names: "", screen: "Graph.Screen", labelled: true)
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
            writer.line("try \(awaits)\(move.call)")
        }
    }

    /// The runtime's move of `kind` entering `route`, called on `origin`, and the parameters a
    /// helper takes before the route for it: one table for both forms of helper. A feature's
    /// helper (`labelled`) names its parameters as the runtime does and passes `hidingBack` on;
    /// a top-level screen's free helper leaves them unlabelled, each named with `prefix`.
    private static func runtimeMove(
        _ kind: MoveHelperKind, on origin: String, entering route: String, names prefix: String, screen: String,
        labelled: Bool
    ) -> (parameters: [String], call: String) {
        let p = prefix
        switch kind {
        case .plain:
            return ([], "\(origin).move(\(route), \(p)style)")
        case .pushingUnpoppable:
            return ([], "\(origin).move(\(route), \(p)style, hidingBack: \(labelled ? "hidingBack" : "true"))")
        case .withResultCallback:
            return ([], "\(origin).move(\(route), \(p)style, onResult: \(p)onResult)")
        case .awaitingResult:
            return ([], "\(origin).awaitResult(\(route), \(p)style)")
        case .dismissing:
            return ([], "\(origin).dismiss(then: \(route), \(p)style)")
        case .dismissingLayers:
            return (
                ["_ \(p)layers: ScreenNavigation.Navigation.LayerDismissal"],
                "\(origin).dismiss(\(p)layers, then: \(route), \(p)style)"
            )
        case .poppingBack:
            return (
                labelled
                    ? ["to back: \(screen)", "inclusive: Swift.Bool"]
                    : ["_ \(p)back: \(screen)", "_ \(p)inclusive: Swift.Bool"],
                "\(origin).back(to: \(p)back, inclusive: \(p)inclusive, then: \(route), \(p)style)"
            )
        case .selectingRoot:
            return (["_ \(p)root: \(screen)"], "\(origin).selectRoot(\(p)root, then: \(route), \(p)style)")
        case .selectingRootKeepingStack:
            return (
                ["_ \(p)root: \(screen)"], "\(origin).selectRootKeepingStack(\(p)root, then: \(route), \(p)style)"
            )
        }
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
            let route = routes.value(index, explicit: true) { screen.params[$0].label.escaped }
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
        _ kind: MoveHelperKind, name: String, what: String, parameters: [String], route: String,
        into writer: inout SwiftWriter
    ) {
        // A free function given the origin (`OwnValueNames.origin`), whose other own parameters
        // start with `_`: a screen's param labels are converted YAML names, which never do.
        let p = "_"
        let origin = names.own.origin
        let move = Self.runtimeMove(
            kind, on: origin, entering: route, names: p, screen: names.screen, labelled: false)
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
            writer.line((kind == .awaitingResult ? "try await " : "try ") + move.call)
        }
    }
}
