/// How the emitters spell routes: values (`.animal(.detail(animal: animal))`) and patterns
/// (`.animal(.detail(let animal, _))`). One place, so every section agrees.
struct RouteExpressions {
    /// By reference (`SharedGraph`): the closures that write a route's arguments capture this.
    private let shared: SharedGraph

    var graph: ScreenGraph {
        _read { yield shared.graph }
    }

    init(graph: ScreenGraph) {
        shared = SharedGraph(graph)
    }

    /// Route expressions of a graph another emitter holds already: no copy of it.
    init(shared: SharedGraph) {
        self.shared = shared
    }

    /// `writeValue(_:explicit:inFeature:into:argument:)` as an expression, for the structured
    /// renderer: its lists are the renderer's to break.
    func valueExpression(_ screen: Int, explicit: Bool = false, argument: (Int) -> String) -> Expression {
        let featureIndex = graph.screens[screen].feature
        var prefix = ""
        if let featureIndex, explicit { prefix = graph.features[featureIndex].typeName.name }
        if featureIndex == nil, explicit { prefix = graph.routeName.name }
        let params = graph.screens[screen].params
        var value = Expression.identifier(prefix + "." + graph.screens[screen].caseName.escaped)
        if !params.isEmpty {
            value = .call(
                value, params.indices.map { Argument(params[$0].label.argumentLabel, .identifier(argument($0))) })
        }
        guard let featureIndex else { return value }
        let feature = (explicit ? graph.routeName.name : "") + "." + graph.features[featureIndex].caseName.escaped
        return .call(.identifier(feature), [Argument(value)])
    }

    /// A route value for `screen` appended to `text`, its lists marked, each param given by
    /// `argument(paramIndex)`. `explicit`: every case named with its enum
    /// (`AppRoute.chat(ChatRoute.compose)`), which the type checker resolves without inferring a
    /// contextual type. `inFeature`: a feature's screen as a value of its feature's enum
    /// (`ChatRoute.compose`), not wrapped in the route enum.
    func writeValue(
        _ screen: Int, explicit: Bool = false, inFeature: Bool = false, into text: inout SourceText,
        argument: (Int) -> String
    ) {
        let featureIndex = graph.screens[screen].feature
        if inFeature, let featureIndex {
            if explicit { text += graph.features[featureIndex].typeName.name }
        } else if let featureIndex {
            if explicit { text += graph.routeName.name }
            text += "."
            text += graph.features[featureIndex].caseName.escaped
            text.openList("(")
            if explicit { text += graph.features[featureIndex].typeName.name }
        } else if explicit {
            text += graph.routeName.name
        }
        text += "."
        text += graph.screens[screen].caseName.escaped
        let params = graph.screens[screen].params
        if !params.isEmpty {
            text.openList("(")
            for index in params.indices {
                if index > 0 { text.nextEntry() }
                text += params[index].label.argumentLabel
                text += ": "
                text += argument(index)
            }
            text.closeList(")")
        }
        if featureIndex != nil, !inFeature { text.closeList(")") }
    }

    /// What `move` passes to its target's param `index`: what `args` binds, read through
    /// `source` (given the source param's index), or else the param's own label (a method's
    /// free parameter).
    @inline(__always)
    private func targetArgument(of move: ScreenGraph.Move, _ index: Int, source: (Int) -> String) -> String {
        if let bound = move.argument(for: index, source: source) { return bound }
        // Read in place: a copy of a param retains and releases each of its strings.
        return graph.screens[move.target].params.withUnsafeBufferPointer { params in
            let label = params[index].label.escaped
            return params[index].isLive ? params[index].storing(label) : label
        }
    }

    /// The statement a generated transition method is: one call of its target's helper, which
    /// takes the route as an implicit member of a known type (a generic `navigator.perform(Move(
    /// from: .a, to: .b(…), style: .push))` costs the type checker 0.83 ms a method to infer).
    /// `kind` is one of the moves forward: plain, or answered with a result.
    func writeMoveStatement(
        _ move: ScreenGraph.Move, from source: MoveSource, kind: MoveHelperKind = .plain,
        onResult: String? = nil, into text: inout SourceText, source argument: (Int) -> String
    ) {
        if !move.continuation.isEmpty {
            writeContinuedMove(move, from: source, into: &text, source: argument)
            return
        }
        let kind = kind == .plain && move.hidesBack ? .pushingUnpoppable : kind
        writeTargetHelperCall(kind, entering: move, from: source, onResult: onResult, into: &text, source: argument)
    }

    /// A move with `then:`: `try <origin>.move(<route>, .<style>, then: [RouteEntry(<route>,
    /// style: .<style>), …])`, every route spelt in full (rare, so no helper); each step's
    /// `args` read the values the route before it was built with.
    private func writeContinuedMove(
        _ move: ScreenGraph.Move, from source: MoveSource, into text: inout SourceText, source argument: (Int) -> String
    ) {
        // A param no step binds is the method's own.
        let routes = continuedRoutes(move, first: { targetArgument(of: move, $0, source: argument) }) {
            $0.storing($0.label.escaped)
        } make: { screen, argument in
            SourceText.part { writeValue(screen, explicit: true, into: &$0, argument: argument) }
        }
        text += "try "
        writeOrigin(source, into: &text)
        text += ".move"
        text.openList("(")
        text.append(routes[0])
        text.nextEntry()
        text += "."
        text += move.style.runtimeName
        text.nextEntry()
        text += "then: "
        text.openList("[")
        for (position, (step, route)) in zip(move.continuation, routes.dropFirst()).enumerated() {
            if position > 0 { text.nextEntry() }
            text += "ScreenNavigation.RouteEntry"
            text.openList("(")
            text.append(route)
            text.nextEntry()
            text += "style: ."
            text += step.style.runtimeName
            text.closeList(")")
        }
        text.closeList("]")
        text.closeList(")")
    }

    /// The statement a back transition's method is: one call of the helper for its kind, with
    /// every name explicit; the route after going back, if any, built by its target's helper.
    func writeBackStatement(
        _ back: ScreenGraph.BackTransition, from source: MoveSource, into text: inout SourceText,
        source argument: (Int) -> String
    ) {
        let kind = MoveHelperKind(back)
        let screen = "." + graph.screens[back.popTo].identity.escaped
        if let then = back.then {
            let before: [HelperArgument]
            switch kind {
            case .dismissing: before = []
            case .dismissingLayers: before = [HelperArgument(back.dismissal == .all ? ".all" : ".aboveFirst")]
            case .poppingBack:
                before = [
                    HelperArgument(screen, label: "to"), HelperArgument("\(back.isInclusive)", label: "inclusive"),
                ]
            default: before = [HelperArgument(screen)]
            }
            writeTargetHelperCall(kind, entering: then, from: source, before: before, into: &text, source: argument)
            return
        }
        // Nothing entered afterwards: the runtime's move without a route, on the origin.
        text += "try "
        writeOrigin(source, into: &text)
        if kind == .poppingBack {
            text += ".back"
            text.openList("(")
            text += "to: "
            text += screen
            text.nextEntry()
            text += back.isInclusive ? "inclusive: true" : "inclusive: false"
            text.closeList(")")
        } else {
            text += back.keepsStack ? ".selectRootKeepingStack" : ".selectRoot"
            text.openList("(")
            text += screen
            text.closeList(")")
        }
    }

    /// The `MoveOrigin` a move starts from, as Swift source.
    private func writeOrigin(_ source: MoveSource, into text: inout SourceText) {
        switch source {
        case .origin(let expression):
            text += expression
        case .navigator(let navigator, let identity):
            text += "ScreenNavigation.Navigation.MoveOrigin"
            text.openList("(")
            text += navigator
            text.nextEntry()
            text += "."
            text += identity.escaped
            text.closeList(")")
        }
    }

    /// `try <callee>(<origin>`: how every helper call starts.
    private func writeCallHead(
        awaits: Bool = false, source: MoveSource, into text: inout SourceText, callee: (inout SourceText) -> Void
    ) {
        text += awaits ? "try await " : "try "
        callee(&text)
        text.openList("(")
        writeOrigin(source, into: &text)
    }

    /// An argument a helper takes before the route: its label is the runtime's (a feature's
    /// helper is the runtime's move, overloaded), unlabelled for a top-level screen's free helper.
    struct HelperArgument {
        var value: String
        var label: String?

        init(_ value: String, label: String? = nil) {
            self.value = value
            self.label = label
        }
    }

    /// `try <origin>.<runtime move>(<before>, <feature>: <route>, .<style><trailing>)`, the
    /// route the feature's (`.detail(id: id)`), labelled with the feature's name
    /// (`MoveHelperKind.routeLabel`); or for a top-level screen `try <its helper of
    /// kind>(<origin>, <before>, <params, labelled>, .<style><trailing>)`.
    private func writeTargetHelperCall(
        _ kind: MoveHelperKind, entering move: ScreenGraph.Move, from source: MoveSource,
        before: [HelperArgument] = [], onResult: String? = nil, into text: inout SourceText,
        source argument: (Int) -> String
    ) {
        // The target read in place, not copied: a copy of a screen retains and releases each
        // of its names and lists, for each of tens of thousands of methods.
        let feature = graph.screens[move.target].feature
        if let feature {
            // A feature's helper is a method of the origin: `try context.move(chat: …, .push)`.
            text += kind == .awaitingResult ? "try await " : "try "
            writeOrigin(source, into: &text)
            text += "."
            text += kind.runtimeMove
            text.openList("(")
            for argument in before {
                if let label = argument.label {
                    text += label
                    text += ": "
                }
                text += argument.value
                text.nextEntry()
            }
            // In place: a feature handed to a call is copied out of its array first, once a method.
            text += graph.features.withUnsafeBufferPointer { MoveHelperKind.routeLabel(of: $0[feature]) }
            text += ": "
            // An implicit member: the helper's parameter is the feature's route type.
            writeValue(move.target, inFeature: true, into: &text) { targetArgument(of: move, $0, source: argument) }
        } else {
            writeCallHead(awaits: kind == .awaitingResult, source: source, into: &text) { text in
                kind.writeScreenHelper(caseName: graph.screens[move.target].caseName, in: graph, into: &text)
            }
            for argument in before {
                text.nextEntry()
                text += argument.value
            }
            for index in graph.screens[move.target].params.indices {
                text.nextEntry()
                text += graph.screens[move.target].params[index].label.argumentLabel
                text += ": "
                text += targetArgument(of: move, index, source: argument)
            }
        }
        text.nextEntry()
        text += "."
        text += move.style.runtimeName
        if feature != nil, kind == .pushingUnpoppable {
            text.nextEntry()
            text += "hidingBack: true"
        }
        if let onResult {
            text.nextEntry()
            if feature != nil { text += "onResult: " }
            text += onResult
        }
        text.closeList(")")
    }

    /// The routes a move with `then:` enters, its target's first: the target's params given by
    /// `first`, each step's read from the values of the route before (its `args`), and a param
    /// no `args` gives is `unbound` (the method's parameter, or its default for a button). Each
    /// route is made by `make`, given the screen and its arguments: as marked text or as an
    /// expression.
    func continuedRoutes<Route>(
        _ move: ScreenGraph.Move, first: (Int) -> String, unbound: (ScreenGraph.Param) -> String,
        make: (Int, (Int) -> String) -> Route
    ) -> [Route] {
        // Each route's arguments are worked out before it is made: the next step reads them.
        var previous = Dictionary(
            uniqueKeysWithValues: graph.screens[move.target].params.indices.map { ($0, first($0)) })
        var routes = [make(move.target) { [previous] in previous[$0]! }]
        for step in move.continuation {
            let current = Dictionary(
                uniqueKeysWithValues: graph.screens[step.target].params.indices.map { index in
                    (
                        index,
                        step.argument(for: index) { previous[$0]! } ?? unbound(graph.screens[step.target].params[index])
                    )
                })
            routes.append(make(step.target) { current[$0]! })
            previous = current
        }
        return routes
    }

    /// Parameter declarations for the target params `move` leaves free, with their defaults
    /// unless `withDefaults` is false (protocol requirements cannot have them).
    func freeParameters(of move: ScreenGraph.Move, withDefaults: Bool = true) -> [String] {
        ([move] + move.continuation).flatMap { move in
            let target = graph.screens[move.target]
            return target.params.indices.filter { !move.isFixed($0) }.map { index in
                var text = SourceText()
                Self.writeParameter(target.params[index], withDefault: withDefaults, into: &text)
                return text.string
            }
        }
    }

    /// `freeParameters` appended to `text`, each after `, ` when `listed` says the list already
    /// has an entry (then it does).
    func writeFreeParameters(
        of move: borrowing ScreenGraph.Move, withDefaults: Bool = true, into text: inout SourceText,
        listed: inout Bool
    ) {
        // A move with `then:` takes the free params of every screen it enters, in order.
        writeFreeParameters(ofTarget: move, withDefaults: withDefaults, into: &text, listed: &listed)
        for step in move.continuation.indices {
            writeFreeParameters(
                ofTarget: move.continuation[step], withDefaults: withDefaults, into: &text, listed: &listed)
        }
    }

    /// `writeFreeParameters` of one screen entered, read in place: a move or a param copied out
    /// retains each of its tables and strings, once for every method a large graph writes.
    private func writeFreeParameters(
        ofTarget entered: borrowing ScreenGraph.Move, withDefaults: Bool, into text: inout SourceText,
        listed: inout Bool
    ) {
        graph.screens[entered.target].params.withUnsafeBufferPointer { params in
            for index in params.indices where !entered.isFixed(index) {
                if listed { text.nextEntry() }
                listed = true
                Self.writeParameter(at: params.baseAddress! + index, withDefault: withDefaults, into: &text)
            }
        }
    }

    /// `label: label, …`: each of `params` passed on under its own name, as a pattern that bound
    /// them all reads them (the dispatch to a handler, a view built from every param).
    static func writeForwardedArguments(_ params: [ScreenGraph.Param], into text: inout SourceText) {
        params.withUnsafeBufferPointer { params in
            for position in params.indices {
                if position > 0 { text.nextEntry() }
                text += params[position].label.argumentLabel
                text += ": "
                // A method of the param would copy it out first: only a live one needs it.
                let label = params[position].label.escaped
                text += params[position].isLive ? params[position].reading(label) : label
            }
        }
    }

    /// `(label: Type, …)`, its list marked: `writeParameter` for each of `params`.
    static func writeParameterList(
        _ params: [ScreenGraph.Param], withDefaults: Bool, stored: Bool = false, into text: inout SourceText
    ) {
        text.openList("(")
        params.withUnsafeBufferPointer { params in
            for position in params.indices {
                if position > 0 { text.nextEntry() }
                writeParameter(
                    at: params.baseAddress! + position, withDefault: withDefaults, stored: stored, into: &text)
            }
        }
        text.closeList(")")
    }

    /// `label: Type`, then ` = default` when it has one and `withDefault`. `stored`: the type as
    /// a route case holds it (a live param's `LiveValue`), not as moves and views take it.
    static func writeParameter(
        _ param: ScreenGraph.Param, withDefault: Bool, stored: Bool = false, into text: inout SourceText
    ) {
        withUnsafePointer(to: param) { writeParameter(at: $0, withDefault: withDefault, stored: stored, into: &text) }
    }

    /// `writeParameter(_:withDefault:stored:into:)` of the param at `param`, read field by field
    /// in place: a param handed to a call is copied out of its array first, each of its strings
    /// retained, once for every parameter of every method a large graph writes.
    static func writeParameter(
        at param: UnsafePointer<ScreenGraph.Param>, withDefault: Bool, stored: Bool = false,
        into text: inout SourceText
    ) {
        text += param.pointee.label.escaped
        text += ": "
        if param.pointee.isLive || param.pointee.isClosure {
            text += stored ? param.pointee.storageTypeText : param.pointee.parameterTypeText
        } else {
            text += param.pointee.typeText
        }
        if withDefault, let defaultLiteral = param.pointee.defaultLiteral {
            text += " = "
            text += defaultLiteral
        }
    }

    /// A pattern matching `screen` appended to `text`, its lists marked, binding the params
    /// `isBound` says by their labels and skipping the rest, so no generated binding is ever
    /// unused. `inFeature`: matching a value of the screen's own feature enum (`.detail(…)`),
    /// not of the route enum (`.contacts(.detail(…))`).
    func writePattern(
        _ screen: Int, inFeature: Bool = false, into text: inout SourceText, binding isBound: (Int) -> Bool
    ) {
        let params = graph.screens[screen].params
        writePattern(screen, inFeature: inFeature, into: &text) { isBound($0) ? params[$0].label.escaped : nil }
    }

    /// A pattern matching `screen` that binds param `index` to `names[index]` where given and
    /// skips the rest (names chosen by the caller, so two screens' params cannot clash).
    func pattern(_ screen: Int, names: [Int: String]) -> String {
        var text = SourceText()
        writePattern(screen, names: names, into: &text)
        return text.string
    }

    /// `pattern(_:names:)` appended to `text`, its lists marked.
    func writePattern(_ screen: Int, names: [Int: String], into text: inout SourceText) {
        writePattern(screen, into: &text) { names[$0] }
    }

    /// The pattern both forms write: param `index` bound as `let <name(index)>`, or skipped
    /// (`_`) when `name` gives nil; no list when it binds nothing.
    private func writePattern(
        _ screen: Int, inFeature: Bool = false, into text: inout SourceText, naming name: (Int) -> String?
    ) {
        let feature = inFeature ? nil : graph.screens[screen].feature
        if let feature {
            text += "."
            text += graph.features[feature].caseName.escaped
            text.openList("(")
        }
        text += "."
        text += graph.screens[screen].caseName.escaped
        let params = graph.screens[screen].params
        if params.indices.contains(where: { name($0) != nil }) {
            text.openList("(")
            for index in params.indices {
                if index > 0 { text.nextEntry() }
                if let bound = name(index) {
                    text += "let "
                    text += bound
                } else {
                    text += "_"
                }
            }
            text.closeList(")")
        }
        if feature != nil { text.closeList(")") }
    }

    /// `writePattern(_:inFeature:into:binding:)` as an expression, for the structured renderer:
    /// its lists are the renderer's to break.
    func patternExpression(_ screen: Int, inFeature: Bool = false, binding isBound: (Int) -> Bool) -> Expression {
        let params = graph.screens[screen].params
        return patternExpression(screen, inFeature: inFeature) { isBound($0) ? params[$0].label.escaped : nil }
    }

    /// `pattern(_:names:)` as an expression, after `prefix` (`case `), for the structured
    /// renderer: its lists are the renderer's to break.
    func patternExpression(_ screen: Int, names: [Int: String], prefix: String = "") -> Expression {
        patternExpression(screen, prefix: prefix) { names[$0] }
    }

    /// The expression both forms make, as `writePattern(_:inFeature:into:naming:)` writes it.
    private func patternExpression(
        _ screen: Int, inFeature: Bool = false, prefix: String = "", naming name: (Int) -> String?
    ) -> Expression {
        let node = graph.screens[screen]
        let feature = inFeature ? nil : node.feature
        let outer = feature.map { prefix + "." + graph.features[$0].caseName.escaped }
        var pattern = Expression.identifier((outer == nil ? prefix : "") + "." + node.caseName.escaped)
        if node.params.indices.contains(where: { name($0) != nil }) {
            pattern = .call(
                pattern, node.params.indices.map { Argument(.identifier(name($0).map { "let " + $0 } ?? "_")) })
        }
        guard let outer else { return pattern }
        return .call(.identifier(outer), [Argument(pattern)])
    }

    /// The default literal of every param: a route built from data alone (roots, button targets).
    func defaultArgument(of screen: Int) -> (Int) -> String {
        { graph.screens[screen].params[$0].defaultLiteral ?? "nil" }
    }

    /// A text template as a Swift string literal, params interpolated by `String(describing:)` so
    /// optionals render without a warning.
    func literal(_ template: TextTemplate, params: [ScreenGraph.Param]) -> String {
        var body = ""
        for segment in template.segments {
            switch segment {
            case .text(let text): body += SwiftStringLiteral.escapedBody(text)
            case .param(let index): body += "\\(Swift.String(describing: \(params[index].label.escaped)))"
            }
        }
        return "\"" + body + "\""
    }
}

/// Where a generated move starts, as its helper takes it: a `ScreenNavigation.Navigation.MoveOrigin` (the
/// navigator and the screen the move is made from).
enum MoveSource {
    /// Swift source of a `MoveOrigin`: the directions' `context`, a set's `origin`.
    case origin(String)
    /// A navigator and the screen, made into a `MoveOrigin` at the call (a feature router's).
    case navigator(String, SwiftIdentifier)
}
