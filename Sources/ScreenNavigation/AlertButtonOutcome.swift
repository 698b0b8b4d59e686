/// What a successful `tapAlertButton(_:)` did, so the app can react to reporting buttons.
public enum AlertButtonOutcome<Route: Hashable & Sendable>: Hashable, Sendable {
    /// The button has no target: the alert was dismissed and the app should handle `id`.
    /// `alert` is the dismissed alert route, whose params say what the alert was about
    /// (e.g. which item a delete confirmation was for).
    case reported(id: String, alert: Route)
    /// The alert was dismissed and the button's transition performed.
    case navigated(to: Route, style: TransitionStyle)
}
