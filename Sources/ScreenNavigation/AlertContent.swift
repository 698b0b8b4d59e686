/// The role of an alert button, as written in the screens format (`role: cancel | destructive`).
public enum AlertButtonRole: String, Hashable, Sendable, Codable {
    case cancel
    case destructive
}

/// What tapping an alert button does. Either way the alert is dismissed first.
public enum AlertButtonAction<Route: Hashable & Sendable>: Hashable, Sendable {
    /// No `to:` in the format: dismiss and report the button's id to the app
    /// (the MultiNav reference's `handleAlertButton(id:)`).
    case report
    /// `to:` in the format: dismiss, then perform this transition from the screen beneath.
    case navigate(to: Route, style: TransitionStyle)
}

/// One button of an alert screen.
public struct AlertButton<Route: Hashable & Sendable>: Hashable, Sendable {
    /// The button's key in the format's `buttons:` mapping; what `tapAlertButton(_:)` takes.
    public let id: String
    public let title: String
    public let role: AlertButtonRole?
    public let action: AlertButtonAction<Route>

    public init(id: String, title: String, role: AlertButtonRole?, action: AlertButtonAction<Route>) {
        self.id = id
        self.title = title
        self.role = role
        self.action = action
    }
}

/// Everything a host needs to show an alert route: built by the generated graph from the
/// route's params, so the message can mention them.
public struct AlertContent<Route: Hashable & Sendable>: Hashable, Sendable {
    public let title: String
    public let message: String?
    public let buttons: [AlertButton<Route>]

    public init(title: String, message: String?, buttons: [AlertButton<Route>]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }

    /// The button with `id`, if the alert has one.
    public func button(id: String) -> AlertButton<Route>? {
        buttons.first { $0.id == id }
    }
}
