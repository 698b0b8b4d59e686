/// The helpers every generated transition method calls, in the graph-wide file: the graph's
/// own (`_move`, `_back`, …), which take a `<Route>` value, and each target's form of those a
/// method calls (`MoveHelperKind`), which builds that value here so no other file has to.
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

    /// The graph's helpers, inside `extension <Route>Graph`, then the features' (also inside).
    func writeGraphHelpers(into writer: inout SwiftWriter) {
        let backs = graph.screens.flatMap(\.backTransitions).filter { $0.button == nil }
        let returns = graph.screens.contains { $0.returnType != nil }
        writeHelper(
            "_move", doc: "One move from `origin`, checked like every move: what each generated transition method does.",
            parameters: ["_ to: \(names.route)"], body: perform("to: to"), into: &writer)
        if returns {
            writer.line()
            writeHelper(
                "_moveForResult", generic: true,
                doc: "One move answered with the result of the screen it enters: what each generated method with `onResult` does.",
                parameters: ["_ to: \(names.route)"], trailing: onResultParameter,
                body: "try origin.navigator.perform(ScreenNavigation.Move(from: origin.screen, to: to, style: style)) { onResult($0 as? Result) }",
                into: &writer)
            writer.line()
            writeHelper(
                "_awaitResult", generic: true,
                doc: "One move, awaiting the result of the screen it enters: what each generated `…ForResult` method does.",
                parameters: ["_ to: \(names.route)"], awaits: true,
                body: "try await origin.navigator.performForResult(ScreenNavigation.Move(from: origin.screen, to: to, style: style), as: Result.self)",
                into: &writer)
        }
        if backs.contains(where: \.dismissesLayer) {
            writer.line()
            writeHelper(
                "_dismiss", doc: "Dismissing the sheet or cover the origin is shown in, then entering `then`: what each generated `dismiss` method does.",
                parameters: ["_ then: \(names.route)"], body: perform("dismissingThen: then"), into: &writer)
        }
        let popping = backs.filter { !$0.selectsRoot && !$0.dismissesLayer }
        if !popping.isEmpty {
            writer.line()
            writeHelper(
                "_back", doc: "Going back to `back` (removing it too when `inclusive`), then entering `then`: what each generated `pop-to` method with `to` does.",
                parameters: ["_ back: \(names.screen)", "_ inclusive: Swift.Bool", "_ then: \(names.route)"],
                body: perform("popBackTo: back, inclusive: inclusive, then: then"), into: &writer)
        }
        if popping.contains(where: { $0.then == nil }) {
            writer.line()
            writeHelper(
                "_back", doc: "Going back to `back` (removing it too when `inclusive`): what each generated `pop-to` method does.",
                parameters: ["_ back: \(names.screen)", "_ inclusive: Swift.Bool"], styled: false,
                body: "try origin.navigator.perform(ScreenNavigation.Move(from: origin.screen, popBackTo: back, inclusive: inclusive, then: nil, style: ScreenNavigation.TransitionStyle.push))",
                into: &writer)
        }
        let selecting = backs.filter(\.selectsRoot)
        if !selecting.isEmpty {
            writer.line()
            writeHelper(
                "_selectRoot", doc: "Selecting the stack of `root` and going back to it, then entering `then`: what each generated `select-root` method with `to` does.",
                parameters: ["_ root: \(names.screen)", "_ then: \(names.route)"], body: perform("selectingRoot: root, then: then"),
                into: &writer)
        }
        if selecting.contains(where: { $0.then == nil }) {
            writer.line()
            writeHelper(
                "_selectRoot", doc: "Selecting the stack of `root` and going back to it: what each generated `select-root` method does.",
                parameters: ["_ root: \(names.screen)"], styled: false,
                body: "try origin.navigator.perform(ScreenNavigation.Move(from: origin.screen, selectingRoot: root, then: nil, style: ScreenNavigation.TransitionStyle.push))",
                into: &writer)
        }
        for (target, kinds) in usage {
            guard case .feature(let index) = target else { continue }
            let feature = graph.features[index]
            for kind in kinds {
                writer.line()
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

    /// The form of the graph's helper `kind` for one target: the same parameters, the target
    /// (`parameters`) where the graph's takes a route, and a body that calls the graph's with
    /// `route`. Free functions name their parameters `_origin` and so on: a screen's param
    /// labels are converted YAML names, which never start with `_`.
    private func writeTargetHelper(
        _ kind: MoveHelperKind, name: String, isStatic: Bool, what: String, parameters: [String], route: String,
        into writer: inout SwiftWriter
    ) {
        let prefix = isStatic ? "" : "_"
        let style = prefix + "style"
        var head: [String] = []
        var arguments = [prefix + "origin"]
        switch kind {
        case .poppingBack:
            head = ["_ \(prefix)back: \(names.screen)", "_ \(prefix)inclusive: Swift.Bool"]
            arguments += [prefix + "back", prefix + "inclusive"]
        case .selectingRoot:
            head = ["_ \(prefix)root: \(names.screen)"]
            arguments += [prefix + "root"]
        case .plain, .withResultCallback, .awaitingResult, .dismissing:
            break
        }
        arguments += [route, style]
        var trailing: String?
        if kind == .withResultCallback {
            trailing = "_ \(prefix)onResult: @escaping @MainActor (Result?) -> Swift.Void"
            arguments.append(prefix + "onResult")
        }
        let call = "\(isStatic ? "" : names.graph + ".")\(kind.graphHelper)(\(arguments.joined(separator: ", ")))"
        writeHelper(
            name, isStatic: isStatic, generic: kind == .withResultCallback || kind == .awaitingResult,
            doc: "`\(kind.graphHelper)` for \(what).", parameters: head + parameters, trailing: trailing,
            awaits: kind == .awaitingResult, prefix: prefix, body: kind == .awaitingResult ? "try await " + call : "try " + call,
            into: &writer)
    }

    private var onResultParameter: String { "_ onResult: @escaping @MainActor (Result?) -> Swift.Void" }

    private func perform(_ move: String) -> String {
        "try origin.navigator.perform(ScreenNavigation.Move(from: origin.screen, \(move), style: style))"
    }

    /// `[static ]func <name>[<Result>](_ origin:, <parameters>, _ style:[, <trailing>])`
    /// with a one-line body; awaiting ones are `async` and return the result.
    private func writeHelper(
        _ name: String, isStatic: Bool = true, generic: Bool = false, doc: String, parameters: [String],
        trailing: String? = nil, awaits: Bool = false, styled: Bool = true, prefix: String = "", body: String,
        into writer: inout SwiftWriter
    ) {
        var list = ["_ \(prefix)origin: ScreenNavigation.MoveOrigin<\(names.graph)>"] + parameters
        if styled { list.append("_ \(prefix)style: ScreenNavigation.TransitionStyle") }
        if let trailing { list.append(trailing) }
        let effects = awaits ? " async" : ""
        let result = awaits ? " -> Result?" : ""
        writer.doc(doc)
        writer.line("@MainActor")
        writer.block(
            "\(isStatic ? "static " : "")func \(name)\(generic ? "<Result: Swift.Sendable>" : "")(\(list.joined(separator: ", ")))\(effects) throws(\(names.failure))\(result)"
        ) { writer in
            writer.line(body)
        }
    }
}
