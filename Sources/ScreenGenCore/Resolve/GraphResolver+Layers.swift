import ScreenGenDiagnostics

/// `graph.layers` (#35): screens the container presents over every root at once — Settings
/// over all tabs, an onboarding cover, a call overlay, a lock. Each names a view screen that is
/// not a root, once; a lock always makes moves from outside wait. The moves into a layer are
/// checked once the graph is whole (`checkLayerMoves(_:)`).
extension GraphResolver {
    mutating func resolveLayers(_ settings: GraphSettingsSyntax?, roots: [Int], fromFeature feature: String?)
        -> [ScreenGraph.Layer]
    {
        guard let settings, let declared = settings.layers else { return [] }
        let namespace = feature.flatMap { featureIndexByName[SwiftIdentifier.lowerCamel($0)?.name ?? $0] }
        var layers: [ScreenGraph.Layer] = []
        var seen: [Int: SourceLocation] = [:]
        for syntax in declared.value {
            guard let index = resolveReference(syntax.screen, fromFeature: namespace, what: "'layers' names")
            else { continue }
            let name = screens[index].qualifiedName
            if let first = seen[index] {
                report(
                    .duplicateName, "'layers' lists '\(name)' more than once", at: syntax.screen.location,
                    notes: [.init("'\(name)' is first listed here", at: first)])
                continue
            }
            seen[index] = syntax.screen.location
            guard screens[index].kind == .view else {
                report(
                    .invalidStyle,
                    "layer '\(name)' is an alert; a layer shows a view screen over every root (an alert is shown over a screen: present it from the layer's screen)",
                    at: syntax.screen.location)
                continue
            }
            guard !roots.contains(index) else {
                report(
                    .invalidValue,
                    "layer '\(name)' is a root of the graph; a root has its own stack, a layer is shown over every root: remove it from one of 'roots' and 'layers'",
                    at: syntax.screen.location)
                continue
            }
            guard let style = syntax.style else { continue }  // reported by the decoder
            var outside = syntax.outside?.value ?? .stay
            if style.value == .lock {
                if let written = syntax.outside, written.value != .wait {
                    report(
                        .invalidValue,
                        "a lock makes every move from outside wait until it closes; remove 'outside: \(written.value.rawValue)' from layer '\(name)'",
                        at: written.location)
                }
                outside = .wait
            }
            layers.append(
                ScreenGraph.Layer(
                    screen: index, style: style.value, outside: outside,
                    overAlerts: style.value == .lock || syntax.overAlerts?.value == true,
                    location: syntax.screen.location))
        }
        return layers
    }

    /// The moves into a layer's screen open the layer over every root: each is written in the
    /// layer's style (`sheet` for a sheet, `cover` otherwise), goes back first in no way (`pop-to`,
    /// `select-root`, `dismiss`), and is made by a screen, an alert's button (the tap answers the
    /// alert, then the layer opens) or from anywhere. Inside a required layer or a lock, no screen selects a root:
    /// the move would go beneath a layer that only its own screens may close.
    mutating func checkLayerMoves(_ graph: ScreenGraph) {
        guard !graph.layers.isEmpty else { return }
        var layerOf: [ScreenGraph.ScreenIndex: ScreenGraph.Layer] = [:]
        for layer in graph.layers { layerOf[layer.screen] = layer }
        func checkInto(_ move: ScreenGraph.Move, opening: Bool, how: String) {
            if let layer = layerOf[move.target] {
                let name = graph.name(of: move.target)
                if !opening {
                    report(
                        .invalidValue,
                        "\(how) enters '\(name)', a layer shown over every root; only a move of a screen, of an alert's button or from anywhere opens it",
                        at: move.location)
                } else if move.style != layer.style.presentation, move.isStyleKnown {
                    report(
                        .invalidStyle,
                        "'\(name)' is a layer shown as \(layer.style == .sheet ? "a sheet" : "a full-screen \(layer.style.rawValue)") over every root; a move into it has style '\(layer.style.presentation.rawValue)', not '\(move.style.rawValue)'",
                        at: move.location)
                }
            }
            for step in move.continuation {
                checkInto(step, opening: false, how: "'then:'")
            }
        }
        for screen in graph.screens.indices {
            for transition in graph.screens[screen].transitions {
                checkInto(transition.move, opening: true, how: "a transition")
            }
            for back in graph.screens[screen].backTransitions {
                guard let then = back.then else { continue }
                let how = (back.button != nil ? "an alert button" : "a transition") + " that goes back first"
                checkInto(then, opening: false, how: how)
            }
            for button in graph.screens[screen].buttons {
                guard let move = button.move else { continue }
                checkInto(move, opening: true, how: "an alert button")
            }
        }
        if let anywhere = graph.anywhere {
            for transition in anywhere.transitions { checkInto(transition.move, opening: true, how: "a move") }
            for back in anywhere.backTransitions {
                if let then = back.then { checkInto(then, opening: false, how: "a 'select-root' move") }
            }
        }
        // A link opens a layer as a move from anywhere does: opened over what is shown
        // (`anywhere: true`), the layer its first screen, the rest of its stack inside it.
        for link in graph.deepLinks {
            for (position, screen) in link.stack.enumerated() where layerOf[screen] != nil {
                if link.isOverShown, position == 0 { continue }
                report(
                    .invalidDeeplink,
                    "link '\(link.url.value)' goes through '\(graph.name(of: screen))', a layer shown over every root; a link opens a layer only as the first screen of a link opened over what is shown ('anywhere: true'), made by its move from anywhere",
                    at: link.location)
                break
            }
        }
        checkRequiredLayersKeepTheirScreens(graph, layerOf: layerOf)
    }

    /// A screen inside a required layer or a lock (reached from its screen without entering
    /// another layer) that selects a root would go beneath the layer, which waits: an error
    /// where the move is declared.
    private mutating func checkRequiredLayersKeepTheirScreens(
        _ graph: ScreenGraph, layerOf: [ScreenGraph.ScreenIndex: ScreenGraph.Layer]
    ) {
        for layer in graph.layers where layer.outside == .wait {
            var inside: Set<ScreenGraph.ScreenIndex> = [layer.screen]
            var queue = [layer.screen]
            while let screen = queue.popLast() {
                for move in graph.screens[screen].moves where layerOf[move.target] == nil {
                    if inside.insert(move.target).inserted { queue.append(move.target) }
                }
            }
            for screen in inside.sorted() {
                for back in graph.screens[screen].backTransitions where back.selectsRoot {
                    report(
                        .invalidValue,
                        "'\(back.yamlName)' of '\(graph.name(of: screen))' selects a root, beneath layer '\(graph.name(of: layer.screen))', which is required (outside: wait) and stays over it; close the layer first (its screens' moves out, or 'dismissLayer' in code), or declare the layer 'outside: dismiss'",
                        at: back.location)
                }
            }
        }
    }
}
