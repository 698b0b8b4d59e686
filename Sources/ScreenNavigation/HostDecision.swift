/// What SwiftUI told one of the SwiftUI host's bindings, with the stack the binding belongs to
/// and the layer as the host drew it: every binding of `NavigationHost` and `NavigationTabs`
/// turns what it is told into one of these, and `HostDecision.deciding(_:stacks:selectedIndex:)`
/// says what it means for the state. Plain code, so every decision is tested without SwiftUI.
enum HostReport<Route: Hashable & Sendable>: Hashable, Sendable {
    /// The `NavigationStack` of `layer`, in stack `stack`, set its path to `path`: a back swipe
    /// shortens it, a `NavigationLink(value: Navigation.PathElement(pushing: route))` lengthens it.
    case pathChanged(to: [Navigation.PathElement<Route>], layer: Navigation.StackLayer<Route>, stack: Int)
    /// The sheet or cover showing `layer` (a modal layer of stack `stack`) was set to nil: swiped
    /// down by the user, or taken away by SwiftUI.
    case layerDismissed(Navigation.StackLayer<Route>, stack: Int)
    /// The alert or dialog shown over `layer` (its `alert`), presented as `presentation`, was
    /// closed: `isPresented` set to false, after a button or by the system.
    case alertClosed(over: Navigation.StackLayer<Route>, presentation: Navigation.AlertPresentation, stack: Int)
    /// Button `id` of the alert or dialog shown over `layer` was tapped.
    case alertButtonTapped(id: String, over: Navigation.StackLayer<Route>, stack: Int)
    /// The tab view selected the tab of stack `index`.
    case rootSelected(Int)
    /// The sheet or cover showing the app-wide layer of stack `stack` (its root `root`, as
    /// drawn) was set to nil: swiped down by the user.
    case appLayerDismissed(root: Route, stack: Int)
}

/// What a `HostReport` means for the state: always addressed to the stack the reporting
/// binding belongs to, never to whichever stack happens to be selected.
enum HostDecision<Route: Hashable & Sendable>: Hashable, Sendable {
    /// Keep the first `count` entries of stack `stack` (a back swipe, a modal or alert closed).
    case pop(stack: Int, toEntryCount: Int)
    /// Push `routes` on stack `stack` in order, each checked like any move, stopping at the
    /// first refused.
    case push([Route], stack: Int)
    /// Tap button `id` of the alert presented on stack `stack`.
    case tapAlertButton(id: String, stack: Int)
    /// Select stack `index`.
    case select(root: Int)
    /// Close the app-wide layer of stack `stack`.
    case closeLayer(stack: Int)
    /// Change nothing: the state stays the truth and the host redraws from it.
    case ignore(Reason)

    /// Why a report changes nothing.
    enum Reason: Hashable, Sendable {
        /// The state already is what SwiftUI reports.
        case unchanged
        /// The report names a stack the state no longer has (the root set changed).
        case noSuchStack
        /// The layer the report is about is no longer in its stack, or another stands in its
        /// place (the state popped, dismissed or replaced it since the host drew it): a stale
        /// report.
        case staleLayer
        /// A sheet, cover or alert of a stack that is not selected was closed: in
        /// `NavigationTabs` only the selected stack is on screen, so it was SwiftUI taking it
        /// away (a tab switch made by the state), not the user. The state keeps it.
        case stackNotSelected
        /// A path that is neither the shown path shortened nor the shown path followed by
        /// push requests (`Navigation.PathElement(pushing:)`): it rewrites history.
        case notAPushOrPop
        /// Push requests from a layer under a sheet or cover: they would land in that modal.
        case notTheTopLayer
        /// A sheet, cover or alert of a root's stack was closed while an app-wide layer covers
        /// the roots: SwiftUI took it away for the layer, and it shows again when the layer closes.
        case coveredByLayer
        /// A required app-wide layer (or a lock) was swiped away: only the app closes it.
        case layerRequired
        /// A shorter path that would pop an entry the user cannot pop (`RouteEntry.hidesBack`,
        /// `back: false`): the host hides its back button, so a back swipe or the back menu
        /// is not the user's to make there. The state keeps it; code may still pop it.
        case backHidden
        /// A sheet or cover whose screen says `dismiss-by-swipe: false` (a form with unsaved
        /// changes) was reported swiped down: the host turned the swipe off
        /// (`interactiveDismissDisabled`), so the report is not the user's to make. The state
        /// keeps the layer; code or a move closes it.
        case dismissDisabled
    }

    /// What `report` means for stacks `stacks` of which `selectedIndex` is selected. Pure.
    ///
    /// - A shorter path that keeps the start of the shown one pops that layer of the report's
    ///   stack, unless it would pop an entry the user cannot pop (`hidesBack`); a longer one whose new elements are push requests pushes them there, when the
    ///   layer is the top one. Path elements carry their positions, so this holds for a stack
    ///   that is not selected too.
    /// - A sheet or cover set to nil, or an alert closed, pops that modal or alert off the
    ///   report's stack, when that stack is selected and the layer still stands as it was drawn
    ///   (and, for a sheet or cover, its screen does not say `dismiss-by-swipe: false`).
    /// - A button tap on an alert that is still presented taps it in the report's stack.
    /// - A tab selection selects that stack.
    ///
    /// Anything else, among which every report about a layer the state has already changed,
    /// is `.ignore`d.
    ///
    /// `stacks` are every stack, the roots' (`rootCount` of them) then the app-wide layers'; a
    /// layer's stack is on screen whichever root is selected, and while a layer that is not an
    /// overlay is shown, `covered` is true: the roots' modals and alerts are beneath it.
    static func deciding<Graph: NavigationGraph>(
        _ report: HostReport<Route>, stacks: [RouteStack<Graph>], selectedIndex: Int, rootCount: Int? = nil,
        covered: Bool = false
    ) -> HostDecision where Graph.Route == Route {
        let rootCount = rootCount ?? stacks.count
        // A stack on screen: the selected root's, unless a layer covers it, or any layer's.
        let onScreen = { (stack: Int) -> HostDecision? in
            if stack >= rootCount { return nil }
            if stack != selectedIndex { return .ignore(.stackNotSelected) }
            return covered ? .ignore(.coveredByLayer) : nil
        }
        switch report {
        case .pathChanged(let path, let layer, let stack):
            guard stacks.indices.contains(stack) else { return .ignore(.noSuchStack) }
            return deciding(path: path, shownBy: layer, in: stacks[stack], index: stack)
        case .layerDismissed(let layer, let stack):
            guard stacks.indices.contains(stack) else { return .ignore(.noSuchStack) }
            if let ignored = onScreen(stack) { return ignored }
            guard let current = layerStanding(layer, in: stacks[stack]), let base = current.baseEntryIndex else {
                return .ignore(.staleLayer)
            }
            guard Graph.allowsSwipeDismiss(of: current) else { return .ignore(.dismissDisabled) }
            return .pop(stack: stack, toEntryCount: base)
        case .alertClosed(let layer, let presentation, let stack):
            guard stacks.indices.contains(stack) else { return .ignore(.noSuchStack) }
            if let ignored = onScreen(stack) { return ignored }
            guard stacks[stack].layers.indices.contains(layer.index), stacks[stack].layers[layer.index] == layer,
                let alert = layer.alert, Graph.alert(for: alert)?.presentation == presentation
            else { return .ignore(.staleLayer) }
            // The alert is the stack's last entry, just above the layer's path.
            return .pop(stack: stack, toEntryCount: layer.pathStartIndex + layer.path.count)
        case .alertButtonTapped(let id, let layer, let stack):
            guard stacks.indices.contains(stack) else { return .ignore(.noSuchStack) }
            guard layer.alert != nil, stacks[stack].layers.indices.contains(layer.index),
                stacks[stack].layers[layer.index] == layer
            else { return .ignore(.staleLayer) }
            return .tapAlertButton(id: id, stack: stack)
        case .rootSelected(let index):
            guard index >= 0, index < rootCount else { return .ignore(.noSuchStack) }
            return index == selectedIndex ? .ignore(.unchanged) : .select(root: index)
        case .appLayerDismissed(let root, let stack):
            guard stack >= rootCount, stacks.indices.contains(stack) else { return .ignore(.noSuchStack) }
            guard stacks[stack].root == root else { return .ignore(.staleLayer) }
            let declared = Graph.layerTable.layer(showing: Graph.screen(of: root))
            guard declared?.outside != .wait else { return .ignore(.layerRequired) }
            if Graph.presentationDetails(for: Graph.screen(of: root))?.dismissBySwipe == false {
                return .ignore(.dismissDisabled)
            }
            return .closeLayer(stack: stack)
        }
    }

    /// A path reported by the `NavigationStack` of `layer`, compared with what the state shows
    /// in that layer now.
    private static func deciding<Graph: NavigationGraph>(
        path: [Navigation.PathElement<Route>], shownBy layer: Navigation.StackLayer<Route>, in stack: RouteStack<Graph>,
        index: Int
    ) -> HostDecision where Graph.Route == Route {
        guard let current = layerStanding(layer, in: stack) else { return .ignore(.staleLayer) }
        let shown = current.pathElements
        if path == shown { return .ignore(.unchanged) }
        if path.count < shown.count, Array(shown.prefix(path.count)) == path {
            let kept = current.pathStartIndex + path.count
            let popped = stack.entries[kept..<min(current.pathStartIndex + shown.count, stack.entries.count)]
            if popped.contains(where: \.hidesBack) { return .ignore(.backHidden) }
            return .pop(stack: index, toEntryCount: kept)
        }
        let added = path.dropFirst(shown.count)
        guard path.count > shown.count, Array(path.prefix(shown.count)) == shown,
            added.allSatisfy({ $0.position == nil })
        else { return .ignore(.notAPushOrPop) }
        guard current.index == stack.layers.count - 1 else { return .ignore(.notTheTopLayer) }
        return .push(added.map(\.route), stack: index)
    }

    /// The layer of `stack` at `layer`'s index when it is still the one the host drew: the same
    /// base route, entered at the same position in the same style.
    private static func layerStanding<Graph: NavigationGraph>(
        _ layer: Navigation.StackLayer<Route>, in stack: RouteStack<Graph>
    )
        -> Navigation.StackLayer<Route>? where Graph.Route == Route
    {
        let layers = stack.layers
        guard layers.indices.contains(layer.index) else { return nil }
        let current = layers[layer.index]
        guard current.base == layer.base, current.baseEntryIndex == layer.baseEntryIndex,
            current.presentation == layer.presentation
        else { return nil }
        return current
    }
}

extension NavigationState {
    /// What `report` means for the state now (see `HostDecision.deciding`).
    func decision(for report: HostReport<Route>) -> HostDecision<Route> {
        let all = allStacks
        return HostDecision.deciding(
            report, stacks: all, selectedIndex: selectedIndex, rootCount: rootCount, covered: coversRoots)
    }

    /// Decides what `report` means and applies it: what every binding of the SwiftUI host calls.
    @discardableResult
    func hostReported(_ report: HostReport<Route>) -> HostDecision<Route> {
        let decision = decision(for: report)
        guard reportsEvents, let kind = hostEvent(for: decision) else {
            apply(decision)
            return decision
        }
        eventsByUser = true
        defer { eventsByUser = false }
        observedInfallible(kind) { apply(decision) }
        return decision
    }

    /// Applies `decision` to the stack it names.
    func apply(_ decision: HostDecision<Route>) {
        switch decision {
        case .pop(let stack, let count):
            pop(toEntryCount: count, inStack: stack)
        case .push(let routes, let stack):
            for route in routes {
                guard (try? push(route, inStack: stack)) != nil else { break }
            }
        case .tapAlertButton(let id, let stack):
            _ = try? tapAlertButton(id, inStack: stack)
        case .select(let root):
            selectedRootIndex = root
        case .closeLayer(let stack):
            guard stack >= rootCount, stack < allStacks.count else { break }
            closeLayers(at: [stack])
        case .ignore:
            break
        }
    }
}
