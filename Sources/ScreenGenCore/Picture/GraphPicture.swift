/// What `screengen graph` draws: the resolved graph's screens, features, moves and deep links,
/// with the lint findings a reader should see (unreachable screens, moves that close a cycle
/// without a `replace`). A plain value, so the renderers (`MermaidRenderer`, `DOTRenderer`) are
/// pure functions of it, and `ScreenGraph` stays internal.
///
/// Everything is in declaration order; screens keep their index in the whole graph as `id`, so
/// a focused picture names a screen the way the whole one does.
public struct GraphPicture: Hashable, Sendable {
    public struct Param: Hashable, Sendable {
        /// As written in the YAML: `displayName`.
        public var name: String
        /// As Swift source: `String?`, `[Contact]`.
        public var type: String
    }

    public struct Screen: Hashable, Sendable {
        /// Its index in the whole graph: the node is `s<id>`.
        public var id: Int
        /// `detail`, or `contacts.detail` in a feature.
        public var name: String
        /// The title as written, placeholders as `{name}`; nil without one.
        public var title: String?
        public var params: [Param]
        public var isRoot: Bool
        public var isAlert: Bool
        /// Its `requires:` conditions.
        public var requires: [String]
        /// Its `exit:`: the alert it asks and the condition under which it asks; nil without one.
        public var exit: (alert: String, condition: String)? {
            get { exitGuard.map { ($0[0], $0[1]) } }
            set { exitGuard = newValue.map { [$0.alert, $0.condition] } }
        }
        /// `exit` as a pair (tuples are not Hashable).
        var exitGuard: [String]?
        /// Index into `features`.
        public var feature: Int?
        /// No move from a root leads here (the `unreachable-screen` finding).
        public var isUnreachable: Bool
    }

    public struct Feature: Hashable, Sendable {
        public var name: String
        /// Ids of its screens, in declaration order.
        public var screens: [Int]
    }

    public enum Style: String, Hashable, Sendable, CaseIterable {
        case push, sheet, cover, replace, alert, dialog
    }

    /// A transition, or an alert button that navigates.
    public struct Edge: Hashable, Sendable {
        public var from: Int
        public var to: Int
        /// The transition's action or the button's id, as written.
        public var label: String
        public var style: Style
        public var isButton: Bool
        /// The move lies on a cycle with no `replace` (the `unbounded-cycle` finding).
        public var isInCycle: Bool
    }

    /// A deep link: its URL pattern, entering the graph at the last screen of its stack (its root
    /// for an empty stack).
    public struct EntryLink: Hashable, Sendable {
        public var pattern: String
        public var target: Int
    }

    /// An app flow (`graph.flows`): a named root set the app moves between.
    public struct Flow: Hashable, Sendable {
        /// Its index among the flows: the node is `w<id>`.
        public var id: Int
        public var name: String
        /// Ids of the root screens it shows, in declared order.
        public var roots: [Int]
        /// Its `requires:` conditions.
        public var requires: [String]
        /// The first flow: where the app starts.
        public var isStart: Bool
        /// No flow move from the first flow leads here.
        public var isUnreachable: Bool

        /// A node's text: the name, then `requires …` for a guarded flow.
        public var labelLines: [String] {
            ([name] + (requires.isEmpty ? [] : ["requires " + requires.joined(separator: ", ")]))
                .map(DisplayText.singleLine)
        }
    }

    /// A flow move: from one flow to another, labelled with its action.
    public struct FlowMove: Hashable, Sendable {
        public var from: Int
        public var to: Int
        public var label: String
    }

    /// An app-wide layer (`graph.layers`): a screen the container shows over every root at
    /// once, drawn apart from the screens presented on one root's stack.
    public struct Layer: Hashable, Sendable {
        /// Its index among the layers: the node is `y<id>`.
        public var id: Int
        /// The id of its screen.
        public var screen: Int
        /// `sheet`, `cover`, `overlay` or `lock`.
        public var style: String
        /// What a move from outside does while it is shown: `stay`, `dismiss` or `wait`.
        public var outside: String
        /// Whether it may open over an alert.
        public var overAlerts: Bool

        /// A node's text: the screen's name, where it is shown (`sheet over every root`, a lock
        /// `over everything`), then what differs from the defaults: `outside: wait`, `over alerts`.
        public func labelLines(screenName: String) -> [String] {
            var lines = [screenName, style == "lock" ? "lock over everything" : "\(style) over every root"]
            if outside != (style == "lock" ? "wait" : "stay") { lines.append("outside: " + outside) }
            if overAlerts, style != "lock" { lines.append("over alerts") }
            return lines.map(DisplayText.singleLine)
        }
    }

    public var screens: [Screen]
    public var features: [Feature]
    public var edges: [Edge]
    public var links: [EntryLink]
    /// The flows, in declared order; empty for a graph without flows.
    public var flows: [Flow] = []
    public var flowMoves: [FlowMove] = []
    /// The app-wide layers, in declared order; empty for a graph without layers.
    public var layers: [Layer] = []
    public var splits: [Split] = []

    public init(screens: [Screen], features: [Feature], edges: [Edge], links: [EntryLink]) {
        self.screens = screens
        self.features = features
        self.edges = edges
        self.links = links
    }

    /// The screen named `name` (`chat.conversation`), its neighbours up to `depth` moves away
    /// in either direction, the moves among them, the deep links into them and the features
    /// they belong to; nil when no screen has that name.
    public func focused(on name: String, depth: Int) -> GraphPicture? {
        guard let center = screens.first(where: { $0.name == name }) else { return nil }
        var neighbours: [Int: [Int]] = [:]
        for edge in edges {
            neighbours[edge.from, default: []].append(edge.to)
            neighbours[edge.to, default: []].append(edge.from)
        }
        var kept: Set<Int> = [center.id]
        var frontier = [center.id]
        for _ in 0..<max(0, depth) where !frontier.isEmpty {
            var next: [Int] = []
            for node in frontier {
                for neighbour in neighbours[node] ?? [] where kept.insert(neighbour).inserted {
                    next.append(neighbour)
                }
            }
            frontier = next
        }
        var picture = self
        picture.screens = screens.filter { kept.contains($0.id) }
        picture.edges = edges.filter { kept.contains($0.from) && kept.contains($0.to) }
        picture.links = links.filter { kept.contains($0.target) }
        // A flow stays when it shows a screen kept, with those roots and the moves among such flows.
        picture.flows = flows.compactMap { flow in
            var flow = flow
            flow.roots = flow.roots.filter { kept.contains($0) }
            return flow.roots.isEmpty ? nil : flow
        }
        picture.splits = splits.filter { kept.contains($0.root) }
        picture.layers = layers.filter { kept.contains($0.screen) }
        let keptFlows = Set(picture.flows.map(\.id))
        picture.flowMoves = flowMoves.filter { keptFlows.contains($0.from) && keptFlows.contains($0.to) }
        picture.features = features.map { feature in
            var feature = feature
            feature.screens = feature.screens.filter { kept.contains($0) }
            return feature
        }
        return picture
    }

    /// Every screen's name, for "did you mean".
    public var screenNames: [String] { screens.map(\.name) }
}

/// A resolved graph, opaque outside the compiler: what tools that draw or list the graph start
/// from (`CheckedGraph.resolved`).
public struct ResolvedGraph: Sendable {
    let graph: ScreenGraph

    /// The graph as `screengen graph` draws it.
    public var picture: GraphPicture { GraphPicture(graph) }

    /// `graph.module` and `graph.modules`, when the graph is split into modules.
    public var moduleLayout: (routesModule: String, modules: [String])? {
        graph.moduleLayout.map { ($0.routesModule, $0.modules) }
    }
}

extension GraphPicture {
    init(_ graph: ScreenGraph) {
        let moves = MoveGraph(graph)
        let roots = Set(graph.roots)
        // The validator's findings, from the same traversals, unless the rule is turned off.
        var unreachable = [Bool](repeating: false, count: graph.screens.count)
        if graph.severityOverrides[.unreachableScreen] != .off, !graph.roots.isEmpty, graph.hasAllMoves {
            let reached = graph.addingExitQuestions(to: moves.reachable(from: graph.roots))
            unreachable = reached.map { !$0 }
        }
        // A growing move (not `replace`, style known) between two screens of one cyclic strongly
        // connected component lies on a cycle that lets the stack grow without bound.
        // Cycles marked `cycle: intended` are not findings, so not highlighted either.
        let grows = { (edge: MoveGraph.Edge) in edge.growsUnintended }
        var componentOf = [Int](repeating: -1, count: graph.screens.count)
        if graph.severityOverrides[.unboundedCycle] != .off {
            for (number, component) in StronglyConnectedComponents.components(of: moves, including: grows).enumerated()
            {
                let start = component.first!
                guard component.count > 1 || moves.edges[start].contains(where: { grows($0) && $0.target == start })
                else { continue }
                for node in component { componentOf[node] = number }
            }
        }
        func inCycle(_ from: Int, _ edge: MoveGraph.Edge) -> Bool {
            grows(edge) && componentOf[from] >= 0 && componentOf[from] == componentOf[edge.target]
        }

        screens = graph.screens.enumerated().map { index, screen in
            var drawn = Screen(
                id: index,
                name: screen.qualifiedName,
                title: screen.title.map { Self.text(of: $0, params: screen.params) },
                params: screen.params.map { Param(name: $0.yamlName, type: $0.typeText) },
                isRoot: roots.contains(index),
                isAlert: screen.kind.hasButtons,
                requires: screen.conditions.map(\.name),
                feature: screen.feature,
                isUnreachable: unreachable[index])
            drawn.exit = screen.exitGuard.map { (graph.name(of: $0.alert), $0.condition.name) }
            return drawn
        }
        features = graph.features.map { Feature(name: $0.yamlName, screens: $0.screens) }
        edges = graph.screens.indices.flatMap { index in
            let screen = graph.screens[index]
            // An `anywhere` move leaves every view screen: drawn once, as an entry (below).
            return moves.edges[index].filter { !$0.isAnywhere }.map { edge in
                Edge(
                    from: index, to: edge.target,
                    label: Self.label(of: edge, from: screen, in: graph),
                    style: Style(rawValue: edge.style.rawValue)!,
                    isButton: edge.source.isButton,
                    isInCycle: inCycle(index, edge))
            }
        }
        links = graph.deepLinks.map { link in
            EntryLink(pattern: link.url.value, target: link.stack.last ?? graph.roots[link.root])
        }
        var reachedFlows = [Bool](repeating: graph.flows.isEmpty, count: graph.flows.count)
        if graph.severityOverrides[.unreachableScreen] != .off, !graph.flows.isEmpty {
            var queue = [0]
            reachedFlows[0] = true
            while let flow = queue.popLast() {
                for move in graph.flows[flow].moves where !reachedFlows[move.target] {
                    reachedFlows[move.target] = true
                    queue.append(move.target)
                }
            }
        } else {
            reachedFlows = reachedFlows.map { _ in true }
        }
        flows = graph.flows.enumerated().map { index, flow in
            Flow(
                id: index, name: flow.yamlName, roots: flow.roots, requires: flow.conditions.map(\.name),
                isStart: index == 0, isUnreachable: !reachedFlows[index])
        }
        splits = graph.splits.enumerated().map {
            Split(id: $0.offset, root: $0.element.root, columns: $0.element.columns)
        }
        flowMoves = graph.flows.enumerated().flatMap { index, flow in
            flow.moves.map { FlowMove(from: index, to: $0.target, label: $0.yamlName) }
        }
        layers = graph.layers.enumerated().map { index, layer in
            Layer(
                id: index, screen: layer.screen, style: layer.style.rawValue, outside: layer.outside.rawValue,
                overAlerts: layer.overAlerts)
        }
        if let anywhere = graph.anywhere {
            links += anywhere.transitions.map { EntryLink(pattern: "anywhere: " + $0.yamlName, target: $0.move.target) }
            links += anywhere.backTransitions.map { back in
                EntryLink(pattern: "anywhere: " + back.yamlName, target: back.then?.target ?? back.popTo)
            }
        }
    }

    /// A title as written: text, and each param placeholder as `{name}`.
    /// A transition's action or a button's id; for the step a back transition makes from the
    /// screen it goes back to, its action and the screen that declares it (`done (from editor)`).
    static func label(of edge: MoveGraph.Edge, from screen: ScreenGraph.Screen, in graph: ScreenGraph) -> String {
        if let declaring = edge.declaredBy {
            let declarer = graph.screens[declaring]
            return "\(declarer.backTransitions[edge.source.index].yamlName) (from \(declarer.qualifiedName))"
        }
        return edge.source.isButton
            ? screen.buttons[edge.source.index].id : screen.transitions[edge.source.index].yamlName
    }

    static func text(of template: TextTemplate, params: [ScreenGraph.Param]) -> String {
        template.segments.map { segment in
            switch segment {
            case .text(let text): text
            case .param(let index): "{\(params[index].yamlName)}"
            }
        }.joined()
    }
}

extension GraphPicture.Screen {
    /// A node's text, line by line and each line safe to print (controls and invisible
    /// characters escaped): the name, the title, each param (`name: Type`), then
    /// `requires signedIn` for a guarded screen and `exit asks discardChanges when unsavedChanges`
    /// for one with an exit guard.
    public var labelLines: [String] {
        var lines = [name]
        if let title { lines.append(title) }
        lines += params.map { "\($0.name): \($0.type)" }
        if !requires.isEmpty { lines.append("requires " + requires.joined(separator: ", ")) }
        if let exit { lines.append("exit asks \(exit.alert) when \(exit.condition)") }
        return lines.map(DisplayText.singleLine)
    }
}

extension GraphPicture {
    /// What a renderer walks: top-level screens and features in declaration order (a feature
    /// where its first screen was declared), skipping features with no screen in the picture.
    enum Block {
        case screen(Screen)
        case feature(Int, [Screen])
    }

    var blocks: [Block] {
        let byID = Dictionary(uniqueKeysWithValues: screens.map { ($0.id, $0) })
        var seenFeatures: Set<Int> = []
        var blocks: [Block] = []
        for screen in screens {
            guard let feature = screen.feature else {
                blocks.append(.screen(screen))
                continue
            }
            guard seenFeatures.insert(feature).inserted else { continue }
            blocks.append(.feature(feature, features[feature].screens.compactMap { byID[$0] }))
        }
        return blocks
    }
}
