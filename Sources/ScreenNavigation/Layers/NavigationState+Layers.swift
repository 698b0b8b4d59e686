/// App-wide layers (`graph.layers:`): screens the container presents over every root at once.
///
/// A layer's stack sits in `allStacks` after the roots', bottom first, so every operation on a
/// stack (moves, alerts, results, exit guards, view models) works in it as in a root's. Moves
/// are made on the active stack: the top layer that is not minimised, else the selected root's.
/// A move from outside (from anywhere, a link) is made beneath overlays, which minimise, and
/// waits while a required layer or a lock is shown; a move that goes beneath the layers (a
/// `select-root`, a link's stack) closes those that yield (`outside: dismiss`) and leaves the
/// others. Selecting a tab changes nothing above the tabs.
extension NavigationState {
    /// The app-wide layers shown now, bottom first.
    var appLayers: [Navigation.AppLayer<Graph>] {
        let all = allStacks
        return (rootCount..<all.count).map { index in
            let stack = all[index]
            let declared = Self.declaration(of: stack)
            return Navigation.AppLayer(
                kind: declared.kind, outside: declared.outside, stack: stack,
                isMinimized: minimizedLayers.contains(stack.root), stackIndex: index)
        }
    }

    /// Closes layer `screen` with everything in it: onboarding done, the lock opened (which
    /// gives back exactly what was beneath), Settings closed. Closing is the app's to do, so a
    /// required layer closes too; its entries' exit guards ask first, as any way out does.
    /// - Parameter screen: the layer's screen.
    /// - Throws: `.layerNotShown` when it is not shown; nothing changes then.
    func dismissLayer(_ screen: Screen) throws(NavigationError<Graph>) {
        if reportsEvents {
            return try observed({ .layerClosed(screen) }, attempt: .layerClosed(screen)) {
                () throws(NavigationError<Graph>) in try dismissLayer(screen)
            }
        }
        guard let index = layerIndex(of: screen) else { throw .layerNotShown(layer: screen) }
        closeLayers(at: [index])
    }

    /// Minimises layer `screen` (the call shrinks to picture in picture: moves are made beneath
    /// it) or expands it again.
    /// - Parameters:
    ///   - screen: the layer's screen.
    ///   - minimized: true to minimise it, false to expand it.
    /// - Throws: `.layerNotShown` when it is not shown; nothing changes then.
    func setLayer(_ screen: Screen, minimized: Bool) throws(NavigationError<Graph>) {
        if reportsEvents {
            let kind = NavigationEvent<Graph>.Kind.layerMinimized(screen, minimized)
            return try observed({ kind }, attempt: kind) { () throws(NavigationError<Graph>) in
                try setLayer(screen, minimized: minimized)
            }
        }
        guard let index = layerIndex(of: screen) else { throw .layerNotShown(layer: screen) }
        let route = allStacks[index].root
        guard minimizedLayers.contains(route) != minimized else { return }
        // Observed with the stacks: the host draws the layer from both.
        let stacks = allStacks
        if minimized { minimizedLayers.insert(route) } else { minimizedLayers.remove(route) }
        allStacks = stacks
    }

    /// Makes the move that waited for a required layer or a lock (`waitingMove`), now that it
    /// is closed; then forgets it. Throws, and keeps it, while such a layer is still shown;
    /// any other refusal forgets it and is thrown.
    func resumeWaitingMove() throws(NavigationError<Graph>) {
        guard let move = waitingMove else { return }
        if reportsEvents {
            return try observed({ .resumed }, attempt: .resumed) { () throws(NavigationError<Graph>) in
                try resumeWaitingMove()
            }
        }
        if let required = requiredLayer { throw .layerRequired(layer: required) }
        waitingMove = nil
        try perform(move)
    }

    // MARK: The runtime's own

    /// The index in `allStacks` of the layer showing `screen`, if it is shown.
    func layerIndex(of screen: Screen) -> Int? {
        let all = allStacks
        return (rootCount..<all.count).first { Graph.screen(of: all[$0].root) == screen }
    }

    /// The declaration of the layer whose stack is `stack` (its root is a layer's screen).
    nonisolated static func declaration(of stack: RouteStack<Graph>) -> LayerTable<Graph>.Layer {
        let screen = Graph.screen(of: stack.root)
        return Graph.layerTable.layer(showing: screen) ?? LayerTable.Layer(screen, kind: .sheet)
    }

    /// The active stack among `all` when layers are shown: the top one not minimised, else the
    /// selected root's.
    @inline(never)
    func activeLayerIndex(in all: [RouteStack<Graph>]) -> Int {
        topLayerIndex(in: all) { !minimizedLayers.contains($0.root) }
    }

    /// Where a move from outside is made: the top layer that is not an overlay, else the
    /// selected root's stack.
    private func outsideIndex(in all: [RouteStack<Graph>]) -> Int {
        topLayerIndex(in: all) { Self.declaration(of: $0).kind != .overlay }
    }

    /// The index in `all` of the top layer whose stack `qualifies`, else the selected root's.
    private func topLayerIndex(in all: [RouteStack<Graph>], where qualifies: (RouteStack<Graph>) -> Bool) -> Int {
        (rootCount..<all.count).last { qualifies(all[$0]) } ?? selectedIndex
    }

    /// Whether an app-wide layer is shown that is not a minimised overlay: the roots' sheets and
    /// alerts are beneath it, and the SwiftUI host does not present them meanwhile (they show
    /// again, unchanged, when it closes or minimises).
    var coversRoots: Bool {
        let all = allStacks
        return (rootCount..<all.count).contains {
            Self.declaration(of: all[$0]).kind != .overlay || !minimizedLayers.contains(all[$0].root)
        }
    }

    /// The top layer shown that makes moves from outside wait (required, or a lock), if any.
    var requiredLayer: Screen? {
        let all = allStacks
        for index in (rootCount..<all.count).reversed() where Self.declaration(of: all[index]).outside == .wait {
            return Graph.screen(of: all[index].root)
        }
        return nil
    }

    /// What `perform(_:)` does differently in a graph with layers; false: the move is made as
    /// without them.
    @inline(never)
    func performWithLayers(_ move: Move<Graph>) throws(NavigationError<Graph>) -> Bool {
        if let route = move.to, let layer = Graph.layerTable.layer(showing: Graph.screen(of: route)),
            move.popBack == nil, move.selectingRoot == nil, !move.dismissesLayer
        {
            try openLayer(route, layer, style: move.style, from: move.from, move: move)
            return true
        }
        let all = allStacks
        guard all.count > rootCount else { return false }
        if move.from == nil || move.selectingRoot != nil, let required = requiredLayer {
            waitingMove = move
            throw .layerRequired(layer: required)
        }
        let active = activeIndex
        if move.dismissesLayer, active >= rootCount, !all[active].entries.contains(where: { $0.style.isModal }) {
            // Out of the layer itself: it closes, and the route is entered from what is beneath.
            if let from = move.from, from != all[active].topScreen {
                throw .notOnTop(expected: from, actual: all[active].topScreen)
            }
            if let alert = all[active].presentedAlert { throw .alertPresented(alert: Graph.screen(of: alert)) }
            try guardingExits { () throws(NavigationError<Graph>) in
                try asOneOperation { () throws(NavigationError<Graph>) in
                    closeLayers(at: [active])
                    if let route = move.to {
                        try update(nil) { (stack) throws(NavigationError<Graph>) in
                            try stack.apply(route, style: move.style)
                        }
                    }
                }
            }
            return true
        }
        if move.from == nil, move.selectingRoot == nil {
            // Over what is shown, beneath the overlays, which minimise for it.
            let index = outsideIndex(in: all)
            try update(index, recording: { Graph._count(move, on: $1, in: $0) }) {
                (stack) throws(NavigationError<Graph>) in
                try stack.perform(move)
            }
            minimizeOverlays(above: index)
            return true
        }
        return false
    }

    /// Opens `layer` with `route` at its bottom, over everything shown: by `move` (declared from
    /// `from`, or from anywhere when nil), by `present(_:style:)`, or by a button of the alert
    /// on top of stack `alertStack` (`from` is the alert's screen), which the tap answers: the
    /// alert closes in the same change, and is no alert the layer opens over.
    func openLayer(
        _ route: Route, _ layer: LayerTable<Graph>.Layer, style: TransitionStyle, from: Screen?,
        move: Move<Graph>? = nil, answering alertStack: Int? = nil
    ) throws(NavigationError<Graph>) {
        var all = allStacks
        if layerIndex(of: layer.screen) != nil { throw .layerShown(layer: layer.screen) }
        let shownIndex = from == nil ? outsideIndex(in: all) : activeIndex
        // Where the move is made from: for a button, the alert's screen, on top until the tap.
        let top = all[shownIndex].topScreen
        if let alertStack { all[alertStack].entries.removeLast() }
        let shown = all[shownIndex]
        let presentation: TransitionStyle = layer.kind == .sheet ? .sheet : .cover
        if layer.kind != .lock {
            if from == nil, let required = requiredLayer {
                if let move { waitingMove = move }
                throw .layerRequired(layer: required)
            }
            if let from, from != top { throw .notOnTop(expected: from, actual: top) }
            if !layer.overAlerts, let alert = shown.presentedAlert ?? all[selectedIndex].presentedAlert {
                throw .alertPresented(alert: Graph.screen(of: alert))
            }
        }
        let declared =
            style == presentation
            && (from.map { Graph.transitions.allows(from: $0, to: layer.screen, style: style) }
                ?? Graph.transitions.allowsFromAnywhere(to: layer.screen, style: style))
        guard declared else { throw .illegalTransition(from: from ?? shown.topScreen, to: layer.screen, style: style) }
        var stack = RouteStack<Graph>(root: route)
        for entry in move?.continuation ?? [] { try stack.apply(entry.route, style: entry.style) }
        for entered in [route] + stack.entries.map(\.route) {
            let screen = Graph.screen(of: entered)
            for condition in Graph.conditions(for: screen) where !holds(condition, entering: entered) {
                throw .conditionNotMet(condition: condition, screen: screen)
            }
        }
        // A button's tap is counted by its caller, with the screens it entered.
        if let recorder, alertStack == nil {
            if let move { _ = Graph._count(move, on: shown, in: recorder) }
            recorder.tally.countEntered(from: nil, to: stack)
        }
        allStacks = all + [stack]
        if alertStack != nil { settleDepartures() }
    }

    /// Closes the layers at `indices` (into `allStacks`) with everything in them, in one change:
    /// a guarded entry in them asks first (an exit question asked beneath them stays asked).
    func closeLayers(at indices: [Int]) {
        guard !indices.isEmpty else { return }
        var all = allStacks
        for index in indices.sorted(by: >) where index >= rootCount && index < all.count {
            minimizedLayers.remove(all[index].root)
            all.remove(at: index)
        }
        guard exitsAllow(replacingAllWith: all, rootCount: rootCount) else { return }
        allStacks = all
        settleDepartures()
    }

    /// Before a move beneath the layers: those that yield to it (`outside: dismiss`) close, and
    /// the overlays minimise.
    func closeLayersYielding() {
        let all = allStacks
        guard all.count > rootCount else { return }
        closeLayers(at: (rootCount..<all.count).filter { Self.declaration(of: all[$0]).outside == .dismiss })
        minimizeOverlays(above: selectedIndex)
    }

    /// Closes the active stack's layer when `condition` holds for its stack (going back at its
    /// bottom); false when the active stack is a root's, or the condition does not hold.
    func closeActiveLayer(if condition: (RouteStack<Graph>) -> Bool) -> Bool {
        let index = activeIndex
        guard index >= rootCount, condition(allStacks[index]) else { return false }
        closeLayers(at: [index])
        return true
    }

    /// Minimises the expanded overlays above stack `index`: a move was made beneath them.
    private func minimizeOverlays(above index: Int) {
        let all = allStacks
        let lowest = max(index + 1, rootCount)
        guard lowest < all.count else { return }
        let overlays = (lowest..<all.count).map { all[$0] }.filter { Self.declaration(of: $0).kind == .overlay }
        guard overlays.contains(where: { !minimizedLayers.contains($0.root) }) else { return }
        for overlay in overlays { minimizedLayers.insert(overlay.root) }
        allStacks = all
    }
}
