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
        for screen in graph.screens {
            for transition in screen.transitions {
                use(.plain, transition.move.target)
                if graph.screens[transition.move.target].returnType != nil {
                    use(.withResultCallback, transition.move.target)
                    use(.awaitingResult, transition.move.target)
                }
            }
            // An alert button's back move is data (`AlertButtonBack`), not a helper call.
            for back in screen.backTransitions where back.button == nil {
                if let then = back.then { use(MoveHelperKind(back), then.target) }
            }
        }
        return used.keys.sorted().map { target in
            (target, MoveHelperKind.allCases.filter { used[target]!.contains($0) })
        }
    }

    /// Whether any feature's helper is called: the graph's extension holds them.
    var hasFeatureHelpers: Bool {
        usage.contains { if case .feature = $0.target { true } else { false } }
    }

    /// The features' helpers, inside `extension ScreenNavigation.MoveOrigin where Graph ==
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

    /// One feature helper: `func _<feature><Suffix>(<before>, _ to: <Feature>Route, _ style:
    /// [, onResult])`, its body the runtime's move on `self`. `self.` because a parameter named
    /// `back` would otherwise be what `back(…)` calls.
    private func writeFeatureHelper(_ kind: MoveHelperKind, of feature: ScreenGraph.Feature, into writer: inout SwiftWriter) {
        let route = ".\(feature.caseName.escaped)(to)"
        var parameters: [String] = []
        let call: String
        switch kind {
        case .plain:
            call = "self.move(\(route), style)"
        case .withResultCallback:
            call = "self.move(\(route), style, onResult: onResult)"
        case .awaitingResult:
            call = "await self.awaitResult(\(route), style)"
        case .dismissing:
            call = "self.dismiss(then: \(route), style)"
        case .poppingBack:
            parameters = ["_ back: Graph.Screen", "_ inclusive: Swift.Bool"]
            call = "self.back(to: back, inclusive: inclusive, then: \(route), style)"
        case .selectingRoot:
            parameters = ["_ root: Graph.Screen"]
            call = "self.selectRoot(root, then: \(route), style)"
        }
        parameters += ["_ to: \(feature.typeName.name)", "_ style: ScreenNavigation.TransitionStyle"]
        if kind == .withResultCallback {
            parameters.append("_ onResult: @escaping @MainActor (Result?) -> Swift.Void")
        }
        let generic = kind == .withResultCallback || kind == .awaitingResult ? "<Result: Swift.Sendable>" : ""
        let effects = kind == .awaitingResult ? " async" : ""
        let result = kind == .awaitingResult ? " -> Result?" : ""
        writer.doc("`\(kind.runtimeMove)` for feature `\(feature.yamlName)`, whose route is wrapped here rather than in the caller's file.")
        writer.block(
            "\(names.access)func \(kind.featureHelper(of: feature))\(generic)(\(parameters.joined(separator: ", ")))\(effects) throws(Graph.Failure)\(result)"
        ) { writer in
            writer.line("try " + call)
        }
    }

    /// The top-level screens' helpers: free functions, after the graph's extension.
    func writeScreenHelpers(into writer: inout SwiftWriter) {
        for (target, kinds) in usage {
            guard case .screen(let index) = target else { continue }
            let screen = graph.screens[index]
            let parameters = screen.params.map { param in
                var text = SourceText()
                RouteExpressions.writeParameter(param, withDefault: false, into: &text)
                return text.string
            }
            let route = routes.value(index, explicit: true) { screen.params[$0].label.escaped }
            for kind in kinds {
                writer.line()
                writeScreenHelper(
                    kind, name: kind.screenHelper(of: screen, in: graph),
                    what: "screen `\(screen.qualifiedName)`, whose route is built here rather than in the caller's file",
                    parameters: parameters, route: route, into: &writer)
            }
        }
    }

    /// The helper `kind` for one top-level screen, a free function: its params (`parameters`)
    /// where the runtime's move takes a route, and a body that builds the route (`route`) and
    /// makes the move. Its own parameters are `_origin` and so on: a screen's param labels are
    /// converted YAML names, which never start with `_`.
    private func writeScreenHelper(
        _ kind: MoveHelperKind, name: String, what: String, parameters: [String], route: String,
        into writer: inout SwiftWriter
    ) {
        var head: [String] = []
        let call: String
        switch kind {
        case .plain:
            call = "_origin.move(\(route), _style)"
        case .withResultCallback:
            call = "_origin.move(\(route), _style, onResult: _onResult)"
        case .awaitingResult:
            call = "await _origin.awaitResult(\(route), _style)"
        case .dismissing:
            call = "_origin.dismiss(then: \(route), _style)"
        case .poppingBack:
            head = ["_ _back: \(names.screen)", "_ _inclusive: Swift.Bool"]
            call = "_origin.back(to: _back, inclusive: _inclusive, then: \(route), _style)"
        case .selectingRoot:
            head = ["_ _root: \(names.screen)"]
            call = "_origin.selectRoot(_root, then: \(route), _style)"
        }
        var list = ["_ _origin: \(names.graph).Origin"] + head + parameters
        list.append("_ _style: ScreenNavigation.TransitionStyle")
        if kind == .withResultCallback {
            list.append("_ _onResult: @escaping @MainActor (Result?) -> Swift.Void")
        }
        let generic = kind == .withResultCallback || kind == .awaitingResult ? "<Result: Swift.Sendable>" : ""
        let effects = kind == .awaitingResult ? " async" : ""
        let result = kind == .awaitingResult ? " -> Result?" : ""
        writer.doc("`\(kind.runtimeMove)` for \(what).")
        writer.line("@MainActor")
        writer.block(
            "\(names.access)func \(name)\(generic)(\(list.joined(separator: ", ")))\(effects) throws(\(names.graph).Failure)\(result)"
        ) { writer in
            writer.line("try " + call)
        }
    }
}
