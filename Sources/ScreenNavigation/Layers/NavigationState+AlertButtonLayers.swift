/// An alert or dialog button whose move enters an app-wide layer's screen (#35): the action
/// sheet's "Settings" opens the Settings layer, a prompt's "Review" the login request.
///
/// The tap answers the alert and the layer opens over every root, in one change: every tap
/// dismisses its alert first (`RouteStack.tapAlertButton(_:)`), and a move into a layer is
/// made from the top of the active stack as a screen's move is, with the alert's screen as its
/// origin. The alert does not stay beneath the layer even when the layer is `over-alerts`: that
/// flag lets a layer open over a question still waiting for its answer, and this one has just
/// been answered. A refused tap (the layer shown already, its conditions, another alert
/// waiting beneath a layer that is not over alerts, the alert not on the active stack) changes
/// nothing: the alert stays, to be answered again.
extension NavigationState {
    /// Taps button `id` of the alert on top of stack `index` when the button's move enters a
    /// layer's screen: the alert closes and the layer opens, or nothing changes.
    /// - Parameters:
    ///   - id: the button's id.
    ///   - index: the stack (into `allStacks`) the alert is presented on.
    /// - Returns: what the tap did; nil when the button's move enters no layer (the tap is its
    ///   stack's own: `RouteStack.tapAlertButton(_:)`).
    /// - Throws: as `openLayer(_:_:style:from:move:answering:)` does; nothing changes then.
    func tapAlertButtonOpeningLayer(_ id: String, inStack index: Int) throws(NavigationError<Graph>)
        -> Navigation.AlertButtonOutcome<Route>?
    {
        guard Graph.hasLayers, let alert = allStacks[index].presentedAlert,
            let button = Graph.alert(for: alert)?.button(id: id)
        else { return nil }
        let route: Route
        let style: TransitionStyle
        var continuation: [RouteEntry<Route>] = []
        switch button.action {
        case .navigate(let to, let how): (route, style) = (to, how)
        case .navigateThrough(let to, let how, let then): (route, style, continuation) = (to, how, then)
        case .report, .goBack: return nil
        }
        guard let layer = Graph.layerTable.layer(showing: Graph.screen(of: route)) else { return nil }
        // Made from the top of the active stack, as a screen's move into a layer is: an alert
        // beneath a layer (or a lock) is not the one the user sees.
        let active = activeIndex
        guard index == active else {
            throw .notOnTop(expected: Graph.screen(of: alert), actual: allStacks[active].topScreen)
        }
        let move = Move<Graph>(from: Graph.screen(of: alert), to: route, style: style, then: continuation)
        try openLayer(route, layer, style: style, from: move.from, move: move, answering: index)
        if let recorder { Graph._count(tapping: id, of: alert, in: recorder) }
        return .navigated(to: route, style: style)
    }
}
