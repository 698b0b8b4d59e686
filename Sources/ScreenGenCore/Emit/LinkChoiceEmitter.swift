/// `<Route><Name>Choice`, one enum per choice a link names (`choice:` with `one-of:`, #37): a
/// case per candidate with the params of its route, so the app's resolver can only answer a
/// declared candidate (`ScreenNavigation.Navigation.LinkChoice`). Links that share a choice
/// share its enum (the resolver checks they list the same candidates).
struct LinkChoiceEmitter {
    let graph: ScreenGraph
    let names: GeneratedNames

    private var routes: RouteExpressions { RouteExpressions(graph: graph) }

    /// The choices in the order their first link is declared, each with its candidates.
    var choices: [(name: String, typeName: String, candidates: [Int])] {
        var seen: Set<String> = []
        var result: [(name: String, typeName: String, candidates: [Int])] = []
        for (index, link) in graph.deepLinks.enumerated() {
            guard let choice = link.choice, choice.candidate == 0, seen.insert(choice.name).inserted else { continue }
            let candidates = graph.deepLinks[index..<index + choice.count].map { $0.stack[$0.stack.count - 1] }
            result.append((choice.name, choice.typeName, candidates))
        }
        return result
    }

    func write(into writer: inout SwiftWriter) {
        for choice in choices { write(choice, into: &writer) }
    }

    /// The choices only moves name (`one-of:` on a transition, #37), in declaration order: a
    /// choice a link names too is written with the links' (its candidates are the same).
    var moveOnlyChoices: [(name: String, typeName: String, candidates: [Int])] {
        var seen = Set(choices.map(\.name))
        var result: [(name: String, typeName: String, candidates: [Int])] = []
        for screen in graph.screens where screen.hasDirections {
            for (index, transition) in screen.transitions.enumerated() {
                guard let choice = transition.choice, choice.candidate == 0, seen.insert(choice.name).inserted
                else { continue }
                result.append((choice.name, choice.typeName, screen.choiceRun(at: index).map(\.move.target)))
            }
        }
        return result
    }

    /// The enums of the choices only moves name.
    func writeMoveChoices(into writer: inout SwiftWriter) {
        for choice in moveOnlyChoices { write(choice, into: &writer) }
    }

    private func write(_ choice: (name: String, typeName: String, candidates: [Int]), into writer: inout SwiftWriter) {
        let access = names.access
        let route = names.route
        // A param holding a route makes the enum recursive, as the route enum is.
        let isRecursive = choice.candidates.contains { names.holdsRoute(graph.screens[$0].params) }
        writer.line()
        if graph.deepLinks.contains(where: { $0.choice?.name == choice.name }) {
            writer.doc(
                "The screens links of choice `\(choice.name)` open one of (`one-of:`): what the resolver the app sets "
                    + "with `state.choices.setResolver(for:_:)` answers.")
        } else {
            writer.doc(
                "The screens moves of choice `\(choice.name)` enter one of (`one-of:`): what the resolver the app sets "
                    + "with `state.choices.setResolver(for:_:)` answers.")
        }
        writer.block(
            "\(access)\(isRecursive ? "indirect " : "")enum \(graph.routeName.name)\(choice.typeName)Choice: "
                + "ScreenNavigation.Navigation.LinkChoice"
        ) { writer in
            for screen in choice.candidates {
                let node = graph.screens[screen]
                writer.listLine { text in
                    text += "case "
                    text += node.identity.escaped
                    guard !node.params.isEmpty else { return }
                    RouteExpressions.writeParameterList(node.params, withDefaults: true, stored: true, into: &text)
                }
            }
            writer.line()
            writer.line("\(access)static let name = \(SwiftStringLiteral.render(choice.name))")
            writer.line()
            writer.block("\(access)var route: \(route)") { writer in
                writer.line("switch self {")
                for screen in choice.candidates {
                    writer.listLine { text in
                        text += "case "
                        writeOwnPattern(screen, into: &text)
                        text += ":"
                    }
                    writer.indented { writer in
                        writer.listLine { text in
                            text += "return "
                            routes.writeValue(screen, into: &text) { "_\($0)" }
                        }
                    }
                }
                writer.line("}")
            }
            writer.line()
            writer.block("\(access)init?(route: \(route))") { writer in
                // `if case`, not a switch: the candidates may be every case of the route enum.
                for screen in choice.candidates {
                    let count = graph.screens[screen].params.count
                    let bound = Dictionary(uniqueKeysWithValues: (0..<count).map { ($0, "_\($0)") })
                    writer.listLine { text in
                        text += "if case "
                        routes.writePattern(screen, names: bound, into: &text)
                        text += " = route {"
                    }
                    writer.indented { writer in
                        writer.listLine { text in
                            text += "self = "
                            writeOwnValue(screen, into: &text)
                        }
                        writer.line("return")
                    }
                    writer.line("}")
                }
                writer.line("return nil")
            }
        }
    }

    /// `.joinRoom(let _0, let _1)`: a candidate's case of the choice, binding its params.
    private func writeOwnPattern(_ screen: Int, into text: inout SourceText) {
        let node = graph.screens[screen]
        text += "."
        text += node.identity.escaped
        guard !node.params.isEmpty else { return }
        text.writeList(node.params.indices.map { "let _\($0)" }, open: "(", close: ")")
    }

    /// `.joinRoom(roomID: _0, via: _1)`: the choice's case from bound params.
    private func writeOwnValue(_ screen: Int, into text: inout SourceText) {
        let node = graph.screens[screen]
        text += "."
        text += node.identity.escaped
        guard !node.params.isEmpty else { return }
        text.writeList(node.params.enumerated().map { "\($1.label.argumentLabel): _\($0)" }, open: "(", close: ")")
    }
}
