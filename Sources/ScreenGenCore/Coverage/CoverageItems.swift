import ScreenGenDiagnostics

/// Everything `screengen coverage` counts, as the graph declares it: each transition (per screen
/// it is a move of), each alert or dialog button, each deep link, each screen; with the record
/// key that covers it and where it is declared.
///
/// A transition of a transition set is one declaration (located in the set) but a move of every
/// screen that includes the set: each of those moves counts once, covered only when the record
/// has it from that screen. The runtime sees moves, not the methods that made them, so two
/// declarations of one move (the same screens, style and way back) are covered together.
struct CoverageItems {
    /// One screen's move by a declaration: nil `screen` for a move from anywhere.
    struct Use {
        var screen: ScreenGraph.ScreenIndex?
        var key: CoverageRecord.Move
        /// For a transition of a set: where the screen includes the set.
        var include: SourceLocation?
    }

    /// One `transitions:` (or `anywhere:`) entry, and the moves it declares.
    struct Transition {
        var location: SourceLocation
        var action: String
        /// The transition set it is written in, if any.
        var set: String?
        /// `to 'search', sheet`, `back to 'cooking'`: what the move does.
        var what: String
        var uses: [Use]
    }

    struct Button {
        var alert: ScreenGraph.ScreenIndex
        var id: String
        var location: SourceLocation
    }

    struct DeepLink {
        /// As the generated table (and so a record) has it: `/recipe/{recipeID:c}`.
        var pattern: String
        /// As written in the YAML: `/recipe/{recipeID}`.
        var url: String
        /// The screen it opens: the last of its stack, or its root when the stack is empty.
        var screen: ScreenGraph.ScreenIndex
        var location: SourceLocation
    }

    /// A flow move (`graph.flows`): its key as a record has it, its YAML names, where declared.
    struct FlowMove {
        var key: CoverageRecord.FlowMove
        var flow: String
        var action: String
        var location: SourceLocation
    }

    var transitions: [Transition] = []
    /// The buttons without `requires:`; those with it are `conditionalButtons`.
    var buttons: [Button] = []
    /// The buttons with `requires:` (#38): covered when tapped, which the runtime allows only
    /// while their condition holds.
    var conditionalButtons: [Button] = []
    var deepLinks: [DeepLink] = []
    var flowMoves: [FlowMove] = []
    /// The result paths (#38): see `CoverageItems+Results.swift`.
    var results: [ResultPath] = []

    init(_ graph: ScreenGraph) {
        flowMoves = graph.flows.flatMap { flow in
            flow.moves.map {
                FlowMove(
                    key: CoverageRecord.FlowMove(flow: flow.name.name, action: $0.action.name), flow: flow.yamlName,
                    action: $0.yamlName, location: $0.location)
            }
        }
        var byLocation: [SourceLocation: Int] = [:]
        func add(_ use: Use, declaredAt location: SourceLocation, action: String, set: String?, what: String) {
            if let index = byLocation[location] {
                transitions[index].uses.append(use)
            } else {
                byLocation[location] = transitions.count
                transitions.append(Transition(location: location, action: action, set: set, what: what, uses: [use]))
            }
        }
        let name = { (index: Int) in graph.screens[index].qualifiedName }
        for (index, screen) in graph.screens.enumerated() {
            for transition in screen.transitions {
                let move = transition.move
                let key = CoverageRecord.Move(from: name(index), to: name(move.target), style: move.style.runtimeName)
                add(
                    Use(screen: index, key: key, include: transition.origin == nil ? nil : move.location),
                    declaredAt: transition.origin?.location ?? move.location, action: transition.yamlName,
                    set: transition.origin?.set,
                    what: Self.describe(key, style: move.style))
            }
            for back in screen.backTransitions where back.button == nil {
                let key = Self.key(of: back, from: name(index), graph: graph)
                add(
                    Use(screen: index, key: key, include: back.origin == nil ? nil : back.location),
                    declaredAt: back.origin?.location ?? back.location, action: back.yamlName, set: back.origin?.set,
                    what: Self.describe(key, style: back.then?.style))
            }
            for button in screen.buttons where screen.kind.hasButtons {
                let item = Button(alert: index, id: button.id, location: button.location)
                if button.conditions.isEmpty { buttons.append(item) } else { conditionalButtons.append(item) }
            }
        }
        if let anywhere = graph.anywhere {
            for transition in anywhere.transitions {
                let key = CoverageRecord.Move(
                    from: "*", to: name(transition.move.target), style: transition.move.style.runtimeName)
                add(
                    Use(screen: nil, key: key), declaredAt: transition.move.location, action: transition.yamlName,
                    set: nil,
                    what: Self.describe(key, style: transition.move.style))
            }
            for back in anywhere.backTransitions {
                let key = Self.key(of: back, from: "*", graph: graph)
                add(
                    Use(screen: nil, key: key), declaredAt: back.location, action: back.yamlName, set: nil,
                    what: Self.describe(key, style: back.then?.style))
            }
        }
        results = Self.resultPaths(of: graph)
        deepLinks = graph.deepLinks.compactMap { link in
            (link.stack.last ?? (link.isOverShown ? nil : graph.roots[link.root])).map {
                DeepLink(pattern: link.annotatedPattern, url: link.url.value, screen: $0, location: link.url.location)
            }
        }
    }

    /// The record key of a back transition made from `from`: where it goes back, then its move.
    static func key(of back: ScreenGraph.BackTransition, from: String, graph: ScreenGraph) -> CoverageRecord.Move {
        var key = CoverageRecord.Move(
            from: from, to: back.then.map { graph.screens[$0.target].qualifiedName },
            style: back.then?.style.runtimeName)
        if back.selectsRoot {
            key.selectRoot = graph.screens[back.popTo].qualifiedName
        } else if back.dismissesLayer {
            key.dismiss = true
        } else {
            key.popTo = graph.screens[back.popTo].qualifiedName
            key.inclusive = back.isInclusive
        }
        return key
    }

    /// `to 'search', sheet`; `back to 'cooking' (inclusive), then to 'detail', push`;
    /// `dismissing, then to 'settings', sheet`; `selecting root 'inbox', then to 'item', push`.
    /// The style as the YAML spells it (`dialog`), where the key has the runtime's (`alert`).
    static func describe(_ key: CoverageRecord.Move, style: TransitionStyle?) -> String {
        var parts: [String] = []
        if let root = key.selectRoot {
            parts.append("selecting root '\(root)'")
        } else if key.dismiss {
            parts.append("dismissing")
        } else if let back = key.popTo {
            parts.append("back to '\(back)'" + (key.inclusive ? " (inclusive)" : ""))
        }
        if let to = key.to {
            parts.append((parts.isEmpty ? "" : "then ") + "to '\(to)', \(style?.rawValue ?? "push")")
        }
        return parts.joined(separator: ", ")
    }
}
