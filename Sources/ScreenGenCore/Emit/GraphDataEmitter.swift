/// `<Route>Graph`: the graph as data the runtime checks every move against: roots, legal
/// (from, to, style) transitions, which screens are alerts, alert content and titles.
struct GraphDataEmitter {
    /// By reference (`SharedGraph`): the title switches make route expressions twice a screen.
    private let shared: SharedGraph
    let names: GeneratedNames

    let assignment: FileAssignment
    /// The transition sets written once: the table states their moves once too.
    let sets: SharedTransitionSets

    var graph: ScreenGraph {
        _read { yield shared.graph }
    }

    init(graph: ScreenGraph, names: GeneratedNames, assignment: FileAssignment, sets: SharedTransitionSets) {
        shared = SharedGraph(graph)
        self.names = names
        self.assignment = assignment
        self.sets = sets
    }

    private var routes: RouteExpressions { RouteExpressions(shared: shared) }

    func writeGraphWide(into writer: inout SwiftWriter) {
        let access = names.access
        writer.line()
        writer.line("// MARK: - Graph")
        writer.line()
        writer.doc(
            "The navigation graph as data: `ScreenNavigation.NavigationState<\(names.graph)>` checks every move against it."
        )
        // Roots are built from data unless a root param waits for the app (`start-params`). With
        // flows, the app starts in the first flow: its roots are the default.
        let hasDefaultRoots = graph.hasDefaultRoots(graph.startRoots)
        let conformance = hasDefaultRoots ? "NavigationGraphWithDefaultRoots" : "NavigationGraph"
        writer.block("\(access)enum \(names.graph): ScreenNavigation.\(conformance)") { writer in
            writer.doc("The screens that may start an independent stack, in declared order.")
            let rootScreens = graph.roots.map { "." + graph.screens[$0].identity.escaped }
            writer.listLine { text in
                text += "\(access)static let rootScreens: [\(names.screen)] = "
                text.writeList(rootScreens, open: "[", close: "]")
            }
            writer.line()
            if hasDefaultRoots {
                writer.doc(
                    graph.flows.isEmpty
                        ? "The root of each independent stack, in declared order."
                        : "The roots the app starts with: those of the first flow, in declared order.")
                writer.listLine { text in
                    text += "\(access)static let roots: [\(names.route)] = "
                    text.openList("[")
                    for (position, root) in graph.startRoots.enumerated() {
                        if position > 0 { text.nextEntry() }
                        routes.writeValue(root, into: &text, argument: routes.defaultArgument(of: root))
                    }
                    text.closeList("]")
                }
                writer.line()
            }
            writer.line("\(access)static func screen(of route: \(names.route)) -> \(names.screen) { route.screen }")
            writer.line()
            FlowEmitter(graph: graph, names: names).writeGraphMembers(into: &writer)
            LayerEmitter(graph: graph, names: names).writeGraphMembers(into: &writer)
            SplitEmitter(graph: graph, names: names).writeGraphMembers(into: &writer)
            PresentationEmitter(graph: graph, names: names).writeGraphMembers(into: &writer)
            FlowResultEmitter(graph: graph, names: names).writeGraphMembers(into: &writer)
            writer.doc("The legal moves: (from, to, style) as declared by transitions and alert buttons.")
            let texts = assignment.screens.indices.filter(hasTransitionText(file:)).map(Self.textName(file:))
            writer.listLine { text in
                text.writeAccess(names.plumbingAccess)
                text += "static let transitions = ScreenNavigation.TransitionTable<"
                text += names.screen
                text += ">"
                text.openList("(")
                text += "text: "
                text.writeList(texts, open: "[", close: "]")
                text.closeList(")")
            }
            writer.line()
            writeAlertScreens(into: &writer)
            writer.line()
            AlertEmitter(graph: graph, names: names).writeGraphWide(into: &writer)
            writer.line()
            writeTitles(into: &writer)
        }
        let helpers = MoveHelperEmitter(graph: graph, names: names)
        if helpers.hasFeatureHelpers {
            writer.line()
            writer.doc(
                "Each feature's moves, its route wrapped into `\(names.route)` here rather than in the caller's file.")
            writer.line("@MainActor")
            writer.extensionBlock("ScreenNavigation.Navigation.MoveOrigin", where: ["Graph == \(names.graph)"]) {
                writer in
                helpers.writeGraphHelpers(into: &writer)
            }
        }
        helpers.writeScreenHelpers(into: &writer)
        let bindings = DirectionsContextEmitter(graph: graph, names: names)
        bindings.writeFeatureBindings(into: &writer)
        bindings.writeScreenBindings(into: &writer)
        SamplesEmitter(graph: graph, names: names).write(into: &writer)
    }

    /// `title` and `alert` of a feature's route enum, members of the enum: the feature's part of
    /// the graph's `title(for:)` and `alert(for:)`.
    func writeMembers(ofFeature index: Int, into writer: inout SwiftWriter) {
        let feature = graph.features[index]
        writeTitleSwitch(
            "var title: Swift.String?", screens: feature.screens, subject: "self", inFeature: true, into: &writer)
        AlertEmitter(graph: graph, names: names).write(feature: index, into: &writer)
    }

    /// The legal moves out of the screens one input file declares, as a `<Route>Graph` static
    /// that the graph-wide `transitions` table reads: a line per screen the moves start from,
    /// `from: to style, to style`, screens by raw value (qualified YAML names: letters, digits,
    /// `-`, `_` and `.`). A transition set written once is stated once too: `*N: to style, …`
    /// (in the file that writes it), and `*N` among the moves of each screen that includes it;
    /// the runtime expands them. A line that would pass the column limit goes on in another
    /// line starting with the same screen.
    ///
    /// Text rather than `LegalTransition` values: a string literal costs the type checker
    /// nothing, while each initializer call costs it about 0.6 ms even in short, explicitly
    /// typed arrays (2.3 s of a 1,000-screen graph; one long array literal costs far more).
    func writeTransitions(file: Int, into writer: inout SwiftWriter) {
        guard hasTransitionText(file: file) else { return }
        writer.line()
        writer.block("extension \(names.graph)") { writer in
            writer.line("static let \(Self.textName(file: file)): Swift.String = \"\"\"")
            writer.indented { writer in
                for (index, set) in sets.sets.enumerated() where set.file == file {
                    let template = graph.screens[set.template]
                    let moves = template.transitions.filter {
                        $0.origin?.set == set.yamlName && sets.isShared($0.origin)
                    }
                    guard !moves.isEmpty else { continue }
                    writer.literalLines(
                        moves.map { item(to: $0.move.target, style: $0.move.style) }, separator: ", ",
                        prefix: "*\(index): ")
                }
                if let anywhere = graph.anywhere, anywhere.file == file, !anywhere.transitions.isEmpty {
                    // The moves allowed from every screen, once.
                    var seen = Set<String>()
                    let items = anywhere.transitions.map { item(to: $0.move.target, style: $0.move.style) }.filter {
                        seen.insert($0).inserted
                    }
                    writer.literalLines(items, separator: ", ", prefix: "*: ")
                }
                for (from, items) in transitionLines(file: file) {
                    // Escaping goes scalar by scalar, so escaping each piece escapes the line.
                    let origin = SwiftStringLiteral.escapedBody(graph.screens[from].qualifiedName)
                    // Each item in pieces (`<target> <style>`, `*<set>`): no string made a move.
                    let names = items.map { line in
                        switch line {
                        case .edge(let to, _): SwiftStringLiteral.escapedBody(graph.screens[to].qualifiedName)
                        case .includes(let set): "*\(set)"
                        }
                    }
                    writer.literalLines(count: items.count, separator: ", ", prefix: origin + ": ") { index in
                        guard case .edge(_, let style) = items[index] else { return names[index].utf8.count }
                        return names[index].utf8.count + 1 + style.runtimeName.utf8.count
                    } write: { index, text in
                        text += names[index]
                        guard case .edge(_, let style) = items[index] else { return }
                        text += " "
                        text += style.runtimeName
                    }
                }
                writer.line("\"\"\"")
            }
        }
    }

    private func item(to target: Int, style: TransitionStyle) -> String {
        SwiftStringLiteral.escapedBody(graph.screens[target].qualifiedName) + " " + style.runtimeName
    }

    static func textName(file: Int) -> String { "_transitions\(file)" }

    /// Whether the file has a part of the table: a screen of it declares a move, or it writes a
    /// transition set.
    private func hasTransitionText(file: Int) -> Bool {
        sets.sets.contains { $0.file == file } || graph.anywhere?.file == file
            || assignment.screens[file].contains { !graph.screens[$0].moves.isEmpty || graph.backSteps[$0] != nil }
    }

    /// One move of a transition table, from a screen: to a screen in a style, or the moves of
    /// shared set N.
    private enum Line: Hashable {
        case edge(to: Int, style: TransitionStyle)
        case includes(set: Int)
    }

    /// Every move out of the file's screens once, grouped by the screen it starts from (in the
    /// order those first appear), in declaration order: alert buttons that navigate included, a
    /// shared set's moves as the set. Compared by screen index: qualified names are unique in a
    /// graph, so two moves have one line exactly when they have one edge.
    private func transitionLines(file: Int) -> [(from: Int, moves: [Line])] {
        // A line as plain integers: hashing the style hashes its raw string, and the table has
        // a line for every move of the file (sized up front for them, with their origins).
        struct Key: Hashable {
            var from: Int
            var target: Int
            var style: Int
        }
        let screens = assignment.screens[file]
        var seen = Set<Key>(minimumCapacity: screens.count * 4)
        var origins: [Int: Int] = Dictionary(minimumCapacity: screens.count)
        var groups: [(from: Int, moves: [Line])] = []
        groups.reserveCapacity(screens.count)
        func add(_ from: Int, _ line: Line) {
            let key =
                switch line {
                case .edge(let to, let style): Key(from: from, target: to, style: style.tableCode)
                case .includes(let set): Key(from: from, target: set, style: -1)
                }
            guard seen.insert(key).inserted else { return }
            if let group = origins[from] {
                groups[group].moves.append(line)
            } else {
                origins[from] = groups.count
                groups.append((from, [line]))
            }
        }
        for index in screens {
            let screen = graph.screens[index]
            screen.transitions.withUnsafeBufferPointer { transitions in
                for position in transitions.indices where !sets.isShared(transitions[position].origin) {
                    add(index, .edge(to: transitions[position].move.target, style: transitions[position].move.style))
                }
            }
            for set in sets.conformances[index] ?? [] where sets.sets[set].hasTableMoves {
                add(index, .includes(set: set))
            }
            for case let move? in screen.buttons.map(\.move) {
                add(index, .edge(to: move.target, style: move.style))
            }
            // The steps its back transitions make, from the screen they go back to.
            for step in graph.backSteps[index] ?? [] {
                add(step.from, .edge(to: step.to, style: step.style))
            }
        }
        // The steps `select-root` anywhere moves make from their roots.
        if let anywhere = graph.anywhere, anywhere.file == file {
            for step in anywhere.rootSteps { add(step.root, .edge(to: step.move.target, style: step.move.style)) }
        }
        return groups
    }

    private func writeAlertScreens(into writer: inout SwiftWriter) {
        let alerts = graph.screens.filter { $0.kind.hasButtons }.map { "." + $0.identity.escaped }
        writer.listLine { text in
            text += "\(names.access)static let alertScreens: Swift.Set<\(names.screen)> = "
            text.writeList(alerts, open: "[", close: "]")
        }
        writer.line()
        writer.line(
            "\(names.access)static func isAlert(_ screen: \(names.screen)) -> Swift.Bool { alertScreens.contains(screen) }"
        )
        writeLiveScreens(into: &writer)
    }

    /// `liveScreens`, only when some screen has a live param: the runtime's default is empty.
    private func writeLiveScreens(into writer: inout SwiftWriter) {
        let live = graph.screens.filter { $0.params.contains(where: \.isLive) }.map { "." + $0.identity.escaped }
        guard !live.isEmpty else { return }
        writer.line()
        writer.doc("The screens with a live param: `snapshot()` saves none of their entries, nor those above them.")
        writer.listLine { text in
            text += "\(names.access)static let liveScreens: Swift.Set<\(names.screen)> = "
            text.writeList(live, open: "[", close: "]")
        }
    }

    /// `title(for:)`: the top-level screens' titles here, a feature's in its `title`.
    private func writeTitles(into writer: inout SwiftWriter) {
        let screens = graph.routeCases.compactMap { routeCase -> Int? in
            guard case .screen(let index) = routeCase else { return nil }
            return index
        }
        writer.doc("The display title of a screen, with its params filled in; nil where none is declared.")
        writeTitleSwitch(
            "\(names.access)static func title(for route: \(names.route)) -> Swift.String?", screens: screens,
            delegating: Array(graph.features.indices), subject: "route", inFeature: false, into: &writer)
    }

    private func writeTitleSwitch(
        _ declaration: String, screens: [Int], delegating features: [Int] = [], subject: String, inFeature: Bool,
        into writer: inout SwiftWriter
    ) {
        let titled = screens.filter { graph.screens[$0].kind == .view && graph.screens[$0].title != nil }
        // `var title: Swift.String? { nil }` for a feature without titles (and the graph-wide
        // `title(for:)` of a graph without any): one line, as a hand-written one would be.
        if titled.isEmpty, features.isEmpty, writer.indentWidth + declaration.utf8.count + 8 <= SwiftRenderer.limit {
            return writer.line(declaration + " { nil }")
        }
        writer.block(declaration) { writer in
            guard !titled.isEmpty || !features.isEmpty else {
                writer.line("nil")
                return
            }
            var cases: [SwitchCase] = []
            cases.reserveCapacity(titled.count + features.count + 1)
            for index in titled {
                let screen = graph.screens[index]
                let template = screen.title!
                let bound = Set(template.referencedParams)
                let pattern = routes.patternExpression(index, inFeature: inFeature) { bound.contains($0) }
                let title = routes.literal(template, params: screen.params)
                cases.append(SwitchCase(pattern, .return(.literal(title))))
            }
            for feature in features {
                let pattern = "." + graph.features[feature].caseName.escaped + "(let route)"
                cases.append(SwitchCase(.identifier(pattern), .return(.identifier("route.title"))))
            }
            if titled.count < screens.count { cases.append(.default(.return(.identifier("nil")))) }
            SwiftRenderer.render(.switch(.identifier(subject), cases), into: &writer)
        }
    }
}

extension TransitionStyle {
    /// The style as a small number, for keys hashed once a move.
    fileprivate var tableCode: Int {
        switch self {
        case .push: 0
        case .sheet: 1
        case .cover: 2
        case .replace: 3
        case .alert: 4
        case .dialog: 5
        }
    }
}
