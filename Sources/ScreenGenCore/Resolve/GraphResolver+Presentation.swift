import ScreenGenDiagnostics

/// `detents:` and `dismiss-by-swipe:` (#36): how a screen is presented when a move starts a
/// sheet or a cover with it. Only a view screen has them; detents only for a screen some move
/// (or an app-wide layer) presents as a sheet, `dismiss-by-swipe` only for one presented as a
/// sheet or a cover: anywhere else they would be silently ignored, so they are reported
/// (`invalid-style`) where written. `navigation-transition: zoom` (a zoom from the view the app
/// marks as the source) needs a move that pushes or presents the screen.
/// `graph.animate-built-stacks` is carried as written.
extension GraphResolver {
    mutating func resolvePresentation(_ settings: GraphSettingsSyntax?, into graph: inout ScreenGraph) {
        graph.animatesBuiltStacks = settings?.animatesBuiltStacks?.value != .false
        let written = graph.screens.indices.filter {
            screenSyntax[$0].detents != nil || screenSyntax[$0].dismissBySwipe != nil
                || screenSyntax[$0].navigationTransition != nil
        }
        guard !written.isEmpty else { return }
        let styles = graph.presentedStyles()
        for index in written {
            let syntax = screenSyntax[index]
            let name = graph.screens[index].qualifiedName
            if graph.screens[index].kind.hasButtons {
                if syntax.isKindKnown {
                    let (key, location) = syntax.firstPresentationKey
                    report(
                        .invalidValue,
                        "\(graph.screens[index].kind.rawValue) '\(name)' cannot have '\(key)': the system presents it, never as a sheet",
                        at: location)
                }
                continue
            }
            let entered = styles[index] ?? []
            var details = ScreenGraph.Presentation()
            if let detents = syntax.detents {
                if entered.contains(.sheet) {
                    details.detents = detents.value
                } else if graph.hasAllMoves {
                    report(
                        .invalidStyle,
                        "screen '\(name)' has 'detents' but no move presents it as a sheet; present it with 'style: sheet', or remove 'detents'",
                        at: detents.location)
                }
            }
            if let swipe = syntax.dismissBySwipe {
                if entered.contains(.sheet) || entered.contains(.cover) {
                    details.dismissBySwipe = swipe.value
                } else if graph.hasAllMoves {
                    report(
                        .invalidStyle,
                        "screen '\(name)' has 'dismiss-by-swipe' but no move presents it as a sheet or a cover; present it with 'style: sheet' or 'style: cover', or remove 'dismiss-by-swipe'",
                        at: swipe.location)
                }
            }
            if let transition = syntax.navigationTransition, transition.value == .zoom {
                if !entered.isDisjoint(with: [.push, .sheet, .cover]) {
                    details.zoomsFromSource = true
                } else if graph.hasAllMoves {
                    report(
                        .invalidStyle,
                        "screen '\(name)' has 'navigation-transition: zoom' but no move pushes or presents it; enter it with 'style: push', 'sheet' or 'cover', or remove 'navigation-transition'",
                        at: transition.location)
                }
            }
            if details != ScreenGraph.Presentation() { graph.screens[index].presentation = details }
        }
    }
}

extension ScreenSyntax {
    /// The first presentation key written (`detents`, `dismiss-by-swipe`, `navigation-transition`)
    /// and where: what an alert that cannot have any of them is told about. Only asked when one is.
    fileprivate var firstPresentationKey: (String, SourceLocation) {
        if let detents { return ("detents", detents.location) }
        if let dismissBySwipe { return ("dismiss-by-swipe", dismissBySwipe.location) }
        return ("navigation-transition", navigationTransition!.location)
    }
}

extension ScreenGraph {
    /// How a screen is presented as a sheet or cover: what the runtime's `PresentationDetails` holds.
    struct Presentation: Hashable, Sendable {
        /// `detents:`, in declared order; empty for the system's default.
        var detents: [SheetDetentValue] = []
        /// `dismiss-by-swipe:`; true unless written false.
        var dismissBySwipe = true
        /// `navigation-transition: zoom`: the screen zooms in from its source view when entered.
        var zoomsFromSource = false
    }

    /// The styles each screen is entered with, by any move: transitions and alert buttons, their
    /// `then:` continuations, back transitions' moves, `anywhere` moves and app-wide layers.
    func presentedStyles() -> [ScreenIndex: Set<TransitionStyle>] {
        var styles: [ScreenIndex: Set<TransitionStyle>] = [:]
        func add(_ move: Move) {
            styles[move.target, default: []].insert(move.style)
            move.continuation.forEach(add)
        }
        for index in screens.indices {
            for move in moves(from: index, includingAnywhere: false) { add(move) }
            for back in screens[index].backTransitions { back.then.map(add) }
        }
        if let anywhere {
            anywhere.transitions.forEach { add($0.move) }
            for back in anywhere.backTransitions { back.then.map(add) }
        }
        for layer in layers { styles[layer.screen, default: []].insert(layer.style.presentation) }
        return styles
    }
}
