/// `<Route>Graph`: the graph as data the runtime checks every move against: roots, legal
/// (from, to, style) transitions, which screens are alerts, alert content and titles.
struct GraphDataEmitter {
    let graph: ScreenGraph
    let names: GeneratedNames

    private var routes: RouteExpressions { RouteExpressions(graph: graph) }

    func write(into writer: inout SwiftWriter) {
        let access = names.access
        writer.line()
        writer.line("// MARK: - Graph")
        writer.line()
        writer.doc("The navigation graph as data: `ScreenNavigation.NavigationState<\(names.graph)>` checks every move against it.")
        writer.block("\(access)enum \(names.graph): ScreenNavigation.NavigationGraph") { writer in
            writer.doc("The root of each independent stack, in declared order.")
            let roots = graph.roots.map { routes.value($0, argument: routes.defaultArgument(of: $0)) }
            writer.line("\(access)static let roots: [\(names.route)] = [\(roots.joined(separator: ", "))]")
            writer.line()
            writer.line("\(access)static func screen(of route: \(names.route)) -> \(names.screen) { route.screen }")
            writer.line()
            writeTransitions(into: &writer)
            writer.line()
            writeAlertScreens(into: &writer)
            writer.line()
            writeAlerts(into: &writer)
            writer.line()
            writeTitles(into: &writer)
        }
    }

    /// Every declared move once, in declaration order; alert buttons that navigate included.
    ///
    /// Written as arrays of at most `chunkSize` elements with the element type spelled out:
    /// one array literal of a few thousand implicit-member `.init(…)` elements costs the type
    /// checker time that grows faster than its length (46 s for 3,500 at 1,000 screens); these
    /// chunks cost milliseconds each.
    private func writeTransitions(into writer: inout SwiftWriter) {
        var seen = Set<String>()
        var lines: [String] = []
        let element = "ScreenNavigation.LegalTransition<\(names.screen)>"
        for screen in graph.screens {
            let moves = screen.transitions.map(\.move) + screen.buttons.compactMap(\.move)
            for move in moves {
                let line = "\(element)(from: .\(screen.identity.escaped), to: .\(graph.screens[move.target].identity.escaped), style: .\(move.style.rawValue)),"
                if seen.insert(line).inserted { lines.append(line) }
            }
        }
        let chunks = stride(from: 0, to: lines.count, by: Self.chunkSize).map { lines[$0..<min($0 + Self.chunkSize, lines.count)] }
        writer.doc("The legal moves: (from, to, style) as declared by transitions and alert buttons.")
        let parts = chunks.indices.map { "_transitions\($0)" }.joined(separator: ", ")
        writer.line("\(names.access)static let transitions = ScreenNavigation.TransitionTable<\(names.screen)>(chunks: [\(parts)])")
        for (number, chunk) in chunks.enumerated() {
            writer.line()
            writer.line("private static let _transitions\(number): [\(element)] = [")
            writer.indented { writer in
                for line in chunk { writer.line(line) }
            }
            writer.line("]")
        }
    }

    static let chunkSize = 100

    private func writeAlertScreens(into writer: inout SwiftWriter) {
        let alerts = graph.screens.filter { $0.kind == .alert }.map { "." + $0.identity.escaped }
        writer.line("\(names.access)static let alertScreens: Swift.Set<\(names.screen)> = [\(alerts.joined(separator: ", "))]")
        writer.line()
        writer.line("\(names.access)static func isAlert(_ screen: \(names.screen)) -> Swift.Bool { alertScreens.contains(screen) }")
    }

    private func writeAlerts(into writer: inout SwiftWriter) {
        let alerts = graph.screens.indices.filter { graph.screens[$0].kind == .alert }
        writer.doc("The title, message and buttons of an alert route; nil for any other route.")
        writer.block("\(names.access)static func alert(for route: \(names.route)) -> ScreenNavigation.AlertContent<\(names.route)>?") { writer in
            guard !alerts.isEmpty else {
                writer.line("nil")
                return
            }
            writer.line("switch route {")
            for index in alerts {
                let screen = graph.screens[index]
                writer.line("case \(routes.pattern(index, binding: usedParams(ofAlert: screen))):")
                writer.indented { writer in writeAlertContent(screen, into: &writer) }
            }
            if alerts.count < graph.screens.count {
                writer.line("default:")
                writer.indented { writer in writer.line("return nil") }
            }
            writer.line("}")
        }
    }

    private func usedParams(ofAlert screen: ScreenGraph.Screen) -> Set<Int> {
        var used = Set(screen.title?.referencedParams ?? [])
        used.formUnion(screen.message?.referencedParams ?? [])
        for button in screen.buttons {
            used.formUnion(button.title.referencedParams)
            used.formUnion(button.move?.bindings.values.map { $0 } ?? [])
        }
        return used
    }

    private func writeAlertContent(_ screen: ScreenGraph.Screen, into writer: inout SwiftWriter) {
        let title = screen.title.map { routes.literal($0, params: screen.params) } ?? "\"\""
        let message = screen.message.map { routes.literal($0, params: screen.params) } ?? "nil"
        writer.line("return ScreenNavigation.AlertContent(")
        writer.indented { writer in
            writer.line("title: \(title),")
            writer.line("message: \(message),")
            writer.line("buttons: [")
            writer.indented { writer in
                for button in screen.buttons {
                    let role = button.role.map { ".\($0.rawValue)" } ?? "nil"
                    var action = ".report"
                    if let move = button.move {
                        let target = routes.value(move.target) { index in
                            move.bindings[index].map { screen.params[$0].label.escaped }
                                ?? graph.screens[move.target].params[index].defaultLiteral ?? "nil"
                        }
                        action = ".navigate(to: \(target), style: .\(move.style.rawValue))"
                    }
                    writer.line("ScreenNavigation.AlertButton(id: \(SwiftStringLiteral.render(button.id)), title: \(routes.literal(button.title, params: screen.params)), role: \(role), action: \(action)),")
                }
            }
            writer.line("]")
        }
        writer.line(")")
    }

    private func writeTitles(into writer: inout SwiftWriter) {
        let titled = graph.screens.indices.filter { graph.screens[$0].kind == .view && graph.screens[$0].title != nil }
        writer.doc("The display title of a screen, with its params filled in; nil where none is declared.")
        writer.block("\(names.access)static func title(for route: \(names.route)) -> Swift.String?") { writer in
            guard !titled.isEmpty else {
                writer.line("nil")
                return
            }
            writer.line("switch route {")
            for index in titled {
                let screen = graph.screens[index]
                let template = screen.title!
                writer.line("case \(routes.pattern(index, binding: Set(template.referencedParams))):")
                writer.indented { writer in writer.line("return \(routes.literal(template, params: screen.params))") }
            }
            if titled.count < graph.screens.count {
                writer.line("default:")
                writer.indented { writer in writer.line("return nil") }
            }
            writer.line("}")
        }
    }
}
