extension Navigation {
    /// What a successful `tapAlertButton(_:)` did, so the app can react to reporting buttons.
    public enum AlertButtonOutcome<Route: Hashable & Sendable>: Hashable, Sendable {
        /// The button has no target: the alert was dismissed and the app should handle `id`.
        /// `alert` is the dismissed alert route, whose params say what the alert was about
        /// (e.g. which item a delete confirmation was for).
        case reported(id: String, alert: Route)
        /// The alert was dismissed and the button's transition performed.
        case navigated(to: Route, style: TransitionStyle)
        /// The alert was dismissed, the button went back (`pop-to` or `dismiss`) and entered
        /// `then`, if it has one.
        case wentBack(then: Route?)
    }
}

extension Navigation {
    /// A tap on a button of an alert or dialog, as the app's handler receives it after the state
    /// applied it (see `NavigationState.onAlertButton`): which button of which alert, and what
    /// the tap did. `alert` is the alert's route, whose params say what it was about (which
    /// recipe a "Delete?" asked about).
    public struct AlertButtonTap<Route: Hashable & Sendable>: Hashable, Sendable {
        /// The alert route the button belonged to.
        public let alert: Route
        /// The button's id: its key under `buttons:`.
        public let button: String
        public let outcome: Navigation.AlertButtonOutcome<Route>
        /// The text of each of the alert's fields (`fields:`) when the button was tapped, by field
        /// id: every field of the alert, empty when nothing was typed.
        public let fields: [String: String]

        /// A tap as it happened (the state makes it; a test may too).
        /// - Parameters:
        ///   - alert: the alert's route, with its params.
        ///   - button: the id of the button tapped.
        ///   - outcome: what the tap did.
        ///   - fields: the text of each of the alert's fields, by field id.
        public init(
            alert: Route, button: String, outcome: Navigation.AlertButtonOutcome<Route>, fields: [String: String] = [:]
        ) {
            self.alert = alert
            self.button = button
            self.outcome = outcome
            self.fields = fields
        }

        /// The button as a case of an alert's generated `<Alert>Button` enum (`ConfirmDeleteButton`);
        /// nil when it is no case of that enum (a button of another alert).
        /// - Parameter type: the alert's generated `<Alert>Button` enum.
        /// - Returns: the case whose raw value is the tapped button's id, or nil.
        public func button<Button: RawRepresentable>(as type: Button.Type) -> Button? where Button.RawValue == String {
            Button(rawValue: button)
        }
    }
}
