/// Per screen with transitions, `<Screen>Directions`: one method per action, taking the target's
/// params that `args` does not bind (optional and defaulted ones keep their defaults). A view
/// holding directions can only ask for the moves its screen declares (Safe Args' Directions).
struct DirectionsEmitter {
    /// Everything held by reference: the closures that write each method's parts capture the
    /// emitter, and a copy of the graph, the names or the sets retains each of their strings and
    /// tables (a graph's two dozen, the names' sixteen), four times a screen.
    private let state: State

    private final class State: Sendable {
        let shared: SharedGraph
        let names: GeneratedNames
        let sets: SharedTransitionSets

        init(shared: SharedGraph, names: GeneratedNames, sets: SharedTransitionSets) {
            self.shared = shared
            self.names = names
            self.sets = sets
        }
    }

    /// The graph by reference, for the route expressions this emitter makes.
    var shared: SharedGraph { state.shared }

    var graph: ScreenGraph {
        _read { yield state.shared.graph }
    }

    var names: GeneratedNames {
        _read { yield state.names }
    }

    /// The transition sets written once: their moves are not repeated here.
    var sets: SharedTransitionSets {
        _read { yield state.sets }
    }

    init(graph: ScreenGraph, names: GeneratedNames, sets: SharedTransitionSets) {
        state = State(shared: SharedGraph(graph), names: names, sets: sets)
    }

    /// Where a method's move starts and how it reads the params its `args` pass on: a screen's
    /// own directions, or a transition set's protocol extension.
    struct MethodOrigin {
        var from: MoveSource
        var read: (Int) -> String
    }

    /// The directions of those of `screens` that have transitions.
    func write(screens: [Int], into writer: inout SwiftWriter) {
        guard graph.generatedAPIs.contains(.directions) else { return }
        // The same for every screen: made once, not once a screen.
        let entryInitializerHeader = entryInitializerHeader()
        for index in screens where graph.screens[index].hasDirections {
            writer.line()
            writeDirections(index, entryInitializerHeader: entryInitializerHeader, into: &writer)
        }
    }

    private func writeDirections(_ index: Int, entryInitializerHeader: String, into writer: inout SwiftWriter) {
        let screen = graph.screens[index]
        let access = names.access
        // Only params that some `args` reads are kept, in the context: nothing, the one value,
        // or a tuple of them in declared order. Unlabelled: a param label may be a keyword,
        // which tuple labels accept in some places and not in others.
        let stored = screen.directionsStoredParams
        // Every line below is appended piece by piece: a large graph has tens of thousands of
        // directions, and an interpolated line costs a string of its own each.
        // A local function, not a closure value: a closure kept in a constant copies what it
        // captures (the emitter and the screen, large values) into a box of its own.
        func writeContext(_ text: inout SourceText) {
            text += names.graph
            text += ".Context<"
            stored.writeStored(empty: "Swift.Void", into: &text) { screen.params[$0].storageTypeText }
            text += ">"
        }
        let conformances = sets.conformances[index] ?? []
        writer.doc { text in
            text += "The legal moves from `"
            text += screen.qualifiedName
            text += "` through a navigator: one method per declared transition."
        }
        writer.line("@MainActor")
        let conformed = conformances.map { sets.sets[$0] }
        writer.typeBlock(
            access + "struct " + screen.directionsTypeName.name,
            conformances: conformed.map { names.graph + "." + $0.protocolName }
        ) { writer in
            // Plain words unless the graph spells them (`OwnValueNames`).
            let own = names.own
            writer.listLine { text in
                text += "private let "
                text += own.context
                text += ": "
                writeContext(&text)
            }
            // The initializer's header and its one statement are given apart, so the writer lays
            // them out without reading the line back (many of a large graph's are too long).
            func writeHead(_ head: inout SourceText) {
                head += access
                head += "init"
                head.openList("(")
                head += "_ "
                head += own.navigator
                head += ": "
                head += names.graph
                head += ".AnyNavigator"
                screen.params.withUnsafeBufferPointer { params in
                    for index in params.indices {
                        head.nextEntry()
                        head += params[index].label.escaped
                        head += ": "
                        head += params[index].parameterTypeText
                    }
                }
                head.closeList(")")
            }
            func writeBody(_ body: inout SourceText) {
                body += own.context
                body += " = "
                // Made with params: bound to the route they make, so a move is refused while
                // another entry of the screen is on top (the route is built in the graph-wide
                // file: `DirectionsContextEmitter`). A live param cannot say which entry it was
                // (a closure wrapped again is a new value), so such a screen is bound by name.
                if DirectionsContextEmitter.bindsRoute(screen), let feature = screen.feature {
                    body += ".bound"
                    body.openList("(")
                    body += own.navigator
                    body.nextEntry()
                    body += MoveHelperKind.routeLabel(of: graph.features[feature])
                    body += ": "
                    RouteExpressions(shared: shared).writeValue(index, inFeature: true, into: &body) {
                        screen.params[$0].label.escaped
                    }
                } else if DirectionsContextEmitter.bindsRoute(screen) {
                    body += DirectionsContextEmitter(graph: graph, names: names).contextFunction(screen)
                    body.openList("(")
                    body += own.navigator
                    body.nextEntry()
                    if screen.params.count > 1 { body.openList("(") }
                    for (position, param) in screen.params.enumerated() {
                        if position > 0 { body.nextEntry() }
                        body += param.label.escaped
                    }
                    if screen.params.count > 1 { body.closeList(")") }
                } else {
                    body += ".init"
                    body.openList("(")
                    body += own.navigator
                    body.nextEntry()
                    body += "."
                    body += screen.identity.escaped
                }
                body.nextEntry()
                stored.writeStored(empty: "()", into: &body) {
                    screen.params[$0].storing(screen.params[$0].label.escaped)
                }
                body.closeList(")")
            }
            writer.singleStatementBlock(head: writeHead, body: writeBody)
            writeEntryInitializer(index, stored: stored, header: entryInitializerHeader, into: &writer)
            if !conformed.isEmpty {
                writer.line("\(access)var \(own.origin): \(names.graph).Origin { \(own.context) }")
                writeArguments(of: index, for: conformed, stored: stored, into: &writer)
            }
            let routes = RouteExpressions(shared: shared)
            let origin = MethodOrigin(from: .origin(own.context)) { stored.readExpression($0, context: own.context) }
            // In place: a transition copied out retains each of its names and tables.
            screen.transitions.withUnsafeBufferPointer { transitions in
                for position in transitions.indices where !sets.isShared(transitions[position].origin) {
                    // A choice's run of candidates is one `async` method (DirectionsEmitter+Choices.swift).
                    if writeChoiceMethod(screen, at: position, origin: origin, into: &writer) { continue }
                    writeMethod(transitions[position], origin: origin, routes: routes, into: &writer)
                }
            }
            for back in screen.backTransitions where back.button == nil && !sets.isShared(back.origin) {
                writeMethod(back, origin: origin, routes: routes, into: &writer)
            }
            if let returned = screen.returnType {
                writer.doc(MoveDocComment.finish(screen))
                writer.function(
                    access: access, "func finish", parameters: ["with result: \(returned.text)"],
                    throwing: names.failure,
                    statement:
                        "try \(own.context).navigator.finish(\(names.screen).\(screen.identity.escaped), with: result)")
            }
            if let root = screen.finishesFlow, let returned = graph.screens[root].returnType {
                let rootCase = graph.screens[root].identity.escaped
                writer.doc(MoveDocComment.finishFlow(graph.screens[root]))
                writer.function(
                    access: access, "func finishFlow", parameters: ["with result: \(returned.text)"],
                    throwing: names.failure,
                    statement: "try \(own.context).navigator.finish(\(names.screen).\(rootCase), with: result)")
            }
        }
    }

    /// `init?(_ navigator: …, entry: Swift.AnyHashable?) {`, the same in every directions type.
    private func entryInitializerHeader() -> String {
        let own = names.own
        let entryLabel = own.entry == "entry" ? "entry" : "entry " + own.entry
        return names.access + "init?(_ " + own.navigator + ": " + names.graph + ".AnyNavigator, " + entryLabel
            + ": Swift.AnyHashable?)"
    }

    /// `init?(_:entry:)`: directions for one entry of the screen (the state's `topEntry`, the
    /// entry of a view's environment), carrying its params; nil when the entry shows another
    /// screen. The entry is type-erased and read in the graph-wide file, so this file never
    /// names the route enum. Its own names are `OwnValueNames`: a param may be named `entry`.
    private func writeEntryInitializer(
        _ index: Int, stored: [Int], header: String, into writer: inout SwiftWriter
    ) {
        let screen = graph.screens[index]
        let own = names.own
        writer.block(header) { writer in
            writer.listLine { text in
                if let feature = screen.feature {
                    // `guard case .detail(let id)? = <Feature>Route(entry: entry)`
                    text += "guard case "
                    RouteExpressions(shared: shared).writePattern(index, inFeature: true, into: &text) {
                        stored.contains($0)
                    }
                    text += "? = "
                    text += graph.features[feature].typeName.name
                    text += "(entry: "
                    text += own.entry
                    text += ")"
                } else if stored.isEmpty {
                    text += "guard "
                    text += names.graph
                    text += ".isEntry("
                    text += own.entry
                    text += ", of: ."
                    text += screen.identity.escaped
                    text += ")"
                } else {
                    text += "guard let _params = "
                    text += DirectionsContextEmitter(graph: graph, names: names).paramsFunction(screen)
                    text += "(ofEntry: "
                    text += own.entry
                    text += ")"
                }
                text += " else { return nil }"
            }
            writer.listLine { text in
                text += own.context
                text += " = .init"
                text.openList("(")
                text += own.navigator
                text.nextEntry()
                text += "."
                text += screen.identity.escaped
                text.nextEntry()
                text += "anyEntry: "
                text += own.entry
                text.nextEntry()
                if screen.feature == nil, !stored.isEmpty {
                    let many = screen.params.count > 1
                    stored.writeStored(empty: "()", into: &text) { many ? "_params.\($0)" : "_params" }
                } else {
                    // Bound by label from the route, so already as the route holds them.
                    stored.writeStored(empty: "()", into: &text) { screen.params[$0].label.escaped }
                }
                text.closeList(")")
            }
        }
    }

    /// `_<set>MovesArguments` of each set whose `args` read params: the params of this screen.
    private func writeArguments(
        of index: Int, for conformed: [SharedTransitionSets.SharedSet], stored: [Int], into writer: inout SwiftWriter
    ) {
        let screen = graph.screens[index]
        for set in conformed where !set.arguments.isEmpty {
            // Each argument read from this screen: the param the set's move binds on it.
            let values = set.argumentSources.map { source in
                let move = SharedTransitionSets.move(of: screen, at: source.entry)!
                return stored.readExpression(move.bindings[source.targetParam]!, context: names.own.context)
            }
            writer.singleStatementBlock { text in
                text += "\(names.access)var \(set.argumentsName): "
                set.writeArgumentsType(into: &text)
            } body: { text in
                if values.count > 1 {
                    text.writeList(values, open: "(", close: ")")
                } else {
                    text += values[0]
                }
            }
        }
    }

    /// A `pop-to` transition's method: it takes the free params of the route it enters after
    /// going back, if any.
    func writeMethod(
        _ back: ScreenGraph.BackTransition, origin: MethodOrigin, routes: RouteExpressions,
        into writer: inout SwiftWriter
    ) {
        writer.doc(MoveDocComment.back(back, in: graph))
        writeMethodLine(back.action, into: &writer) { head, listed in
            if let then = back.then { routes.writeFreeParameters(of: then, into: &head, listed: &listed) }
        } statement: { text in
            routes.writeBackStatement(back, from: origin.from, into: &text, source: origin.read)
        }
    }

    func writeMethod(
        _ transition: borrowing ScreenGraph.Transition, origin: MethodOrigin, routes: RouteExpressions,
        into writer: inout SwiftWriter
    ) {
        // No doc comment: the one statement names the target and the style, and a comment that
        // says so again would be a third of a large graph's generated lines.
        // The move read in place: a copy retains each of its tables, once a method.
        writeMethodLine(transition.action, into: &writer) { head, listed in
            routes.writeFreeParameters(of: transition.move, into: &head, listed: &listed)
        } statement: { text in
            routes.writeMoveStatement(transition.move, from: origin.from, into: &text, source: origin.read)
        }
        let move = transition.move
        // A move that goes on past its target (`then:`) is not answered by the target's result.
        guard let returned = graph.screens[move.target].returnType, move.continuation.isEmpty else { return }
        // The same move, answered with the target's result: by callback, and awaited.
        writer.doc(MoveDocComment.resultCallback(into: graph.screens[move.target]))
        writeMethodLine(
            transition.action, extraParameter: "onResult: @escaping @MainActor (\(returned.text)?) -> Swift.Void",
            into: &writer
        ) { head, listed in
            routes.writeFreeParameters(of: move, into: &head, listed: &listed)
        } statement: { text in
            routes.writeMoveStatement(
                move, from: origin.from, kind: .withResultCallback, onResult: "onResult", into: &text,
                source: origin.read)
        }
        writer.doc(MoveDocComment.resultAwaited(into: graph.screens[move.target]))
        let awaiting = SwiftIdentifier(name: GeneratedNames.awaitingResult(of: transition.action.name))
        writeMethodLine(awaiting, effects: " async", returnType: returned.text + "?", into: &writer) { head, listed in
            routes.writeFreeParameters(of: move, into: &head, listed: &listed)
        } statement: { text in
            text += "return "
            routes.writeMoveStatement(
                move, from: origin.from, kind: .awaitingResult, into: &text, source: origin.read)
        }
    }

    /// `func action(<free params>) throws(…) { <statement> }` on one line: the body is one call,
    /// and a screen has several (text per screen is what a large graph's generated code is made
    /// of), so it is appended piece by piece.
    /// `freeParameters` writes the parameters the move leaves free (`writeFreeParameters`), and
    /// sets `listed` when it writes one.
    private func writeMethodLine(
        _ action: SwiftIdentifier, extraParameter: String? = nil, effects: String = "", returnType: String? = nil,
        into writer: inout SwiftWriter, freeParameters: (inout SourceText, inout Bool) -> Void,
        statement: (inout SourceText) -> Void
    ) {
        func writeHead(_ head: inout SourceText) {
            head += names.access
            head += "func "
            head += action.escaped
            head.openList("(")
            var listed = false
            freeParameters(&head, &listed)
            if let extraParameter {
                if listed { head.nextEntry() }
                head += extraParameter
            }
            head.closeList(")")
            head += effects
            head += " throws"
            head.openList("(")
            head += names.failure
            head.closeList(")")
            if let returnType {
                head += " -> "
                head += returnType
            }
        }
        writer.singleStatementBlock(head: writeHead, body: statement)
    }
}

extension [Int] {
    /// The context's params type or value, for these stored params: `empty` for none, the one
    /// param's `part`, or a tuple of their parts.
    fileprivate func writeStored(empty: String, into text: inout SourceText, part: (Int) -> String) {
        guard !isEmpty else {
            text += empty
            return
        }
        if count > 1 { text.openList("(") }
        for (position, param) in enumerated() {
            if position > 0 { text.nextEntry() }
            text += part(param)
        }
        if count > 1 { text.closeList(")") }
    }

    /// How a method reads source param `param` from the directions' context, where these (the
    /// params some move reads) are stored: the one value, or a tuple in declared order.
    fileprivate func readExpression(_ param: Int, context: String) -> String {
        count == 1 ? context + ".params" : context + ".params.\(firstIndex(of: param)!)"
    }
}
