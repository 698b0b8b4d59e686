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

    /// The features' helpers, inside `extension <Route>Graph`. What a move does is the runtime's
    /// (`MoveOrigin.move`, `back`, …), compiled once; a helper only wraps the feature's route.
    func writeGraphHelpers(into writer: inout SwiftWriter) {
        var first = true
        for (target, kinds) in usage {
            guard case .feature(let index) = target else { continue }
            let feature = graph.features[index]
            for kind in kinds {
                if !first { writer.line() }
                first = false
                writeTargetHelper(
                    kind, name: kind.featureHelper(of: feature), isStatic: true,
                    what: "feature `\(feature.yamlName)`, whose route is wrapped here rather than in the caller's file",
                    parameters: ["_ to: \(feature.typeName.name)"], route: "\(names.route).\(feature.caseName.escaped)(to)",
                    into: &writer)
            }
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
                writeTargetHelper(
                    kind, name: kind.targetHelper(of: screen, in: graph), isStatic: false,
                    what: "screen `\(screen.qualifiedName)`, whose route is built here rather than in the caller's file",
                    parameters: parameters, route: route, into: &writer)
            }
        }
    }

    /// The helper `kind` for one target: the target (`parameters`) where the runtime's move
    /// takes a route, and a body that builds the route (`route`) and makes the move. Free
    /// functions name their parameters `_origin` and so on: a screen's param labels are
    /// converted YAML names, which never start with `_`.
    private func writeTargetHelper(
        _ kind: MoveHelperKind, name: String, isStatic: Bool, what: String, parameters: [String], route: String,
        into writer: inout SwiftWriter
    ) {
        let prefix = isStatic ? "" : "_"
        let origin = prefix + "origin", style = prefix + "style"
        var head: [String] = []
        let call: String
        switch kind {
        case .plain:
            call = "\(origin).move(\(route), \(style))"
        case .withResultCallback:
            call = "\(origin).move(\(route), \(style), onResult: \(prefix)onResult)"
        case .awaitingResult:
            call = "await \(origin).awaitResult(\(route), \(style))"
        case .dismissing:
            call = "\(origin).dismiss(then: \(route), \(style))"
        case .poppingBack:
            head = ["_ \(prefix)back: \(names.screen)", "_ \(prefix)inclusive: Swift.Bool"]
            call = "\(origin).back(to: \(prefix)back, inclusive: \(prefix)inclusive, then: \(route), \(style))"
        case .selectingRoot:
            head = ["_ \(prefix)root: \(names.screen)"]
            call = "\(origin).selectRoot(\(prefix)root, then: \(route), \(style))"
        }
        var trailing: String?
        if kind == .withResultCallback {
            trailing = "_ \(prefix)onResult: @escaping @MainActor (Result?) -> Swift.Void"
        }
        writeHelper(
            name, isStatic: isStatic, generic: kind == .withResultCallback || kind == .awaitingResult,
            doc: "`\(kind.runtimeMove)` for \(what).", parameters: head + parameters, trailing: trailing,
            awaits: kind == .awaitingResult, prefix: prefix, body: "try " + call, into: &writer)
    }

    /// `[static ]func <name>[<Result>](_ origin:, <parameters>, _ style:[, <trailing>])`
    /// with a one-line body; awaiting ones are `async` and return the result.
    private func writeHelper(
        _ name: String, isStatic: Bool = true, generic: Bool = false, doc: String, parameters: [String],
        trailing: String? = nil, awaits: Bool = false, prefix: String = "", body: String,
        into writer: inout SwiftWriter
    ) {
        // Inside the graph's extension its own typealiases are the short names; a free
        // function spells them out.
        let graphPrefix = isStatic ? "" : names.graph + "."
        var list = ["_ \(prefix)origin: \(graphPrefix)Origin"] + parameters
        list.append("_ \(prefix)style: ScreenNavigation.TransitionStyle")
        if let trailing { list.append(trailing) }
        let effects = awaits ? " async" : ""
        let result = awaits ? " -> Result?" : ""
        if !isStatic {
            writer.doc(doc)
            writer.line("@MainActor")
        }
        writer.block(
            "\(isStatic ? "static " : "")func \(name)\(generic ? "<Result: Swift.Sendable>" : "")(\(list.joined(separator: ", ")))\(effects) throws(\(graphPrefix)Failure)\(result)"
        ) { writer in
            writer.line(body)
        }
    }
}
