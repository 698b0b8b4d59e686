/// Alert buttons with conditions (a button's `requires:`): a button is shown, and may be tapped,
/// only while each of its conditions holds for the alert's route. The conditions are asked as a
/// screen's are (`conditionHoldsForRoute` when the app set it, else `conditionHolds`), with the
/// alert's route, so they can read its params: the item a more-options dialog is about.
extension NavigationState {
    /// The buttons of alert (or dialog) `route` shown now, in declared order: those whose
    /// conditions all hold for it. What the SwiftUI host draws; empty for a route that is no alert.
    func shownButtons(ofAlert route: Route) -> [Navigation.AlertButton<Route>] {
        guard let content = Graph.alert(for: route) else { return [] }
        return content.buttons.filter { conditionHiding(button: $0.id, ofAlert: route) == nil }
    }

    /// The buttons shown now of the alert presented on the active stack; empty when none is.
    var presentedAlertButtons: [Navigation.AlertButton<Route>] {
        activeStack.presentedAlert.map { shownButtons(ofAlert: $0) } ?? []
    }

    /// The first condition of button `id` of alert `route` (in the order its `requires:` lists
    /// them) that does not hold for the route: why the button is hidden. Nil when the button is
    /// shown, or when the alert has no such button.
    func conditionHiding(button id: String, ofAlert route: Route) -> Graph.Condition? {
        Graph.conditions(forButton: id, of: Graph.screen(of: route)).first { !holds($0, entering: route) }
    }

    /// Throws `.alertButtonHidden` when button `id` of `alert` is hidden: a tap on it is refused.
    func checkShown(button id: String, ofAlert alert: Route?) throws(NavigationError<Graph>) {
        guard let alert, let condition = conditionHiding(button: id, ofAlert: alert) else { return }
        throw .alertButtonHidden(id: id, alert: Graph.screen(of: alert), condition: condition)
    }
}
