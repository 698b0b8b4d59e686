extension Navigation {
    /// The role of an alert button, as written in the screens format (`role: cancel | destructive`).
    public enum AlertButtonRole: String, Hashable, Sendable, Codable {
        case cancel
        case destructive
    }
}

extension Navigation {
    /// What tapping an alert button does. Either way the alert is dismissed first.
    public enum AlertButtonAction<Route: Hashable & Sendable>: Hashable, Sendable {
        /// No `to:` in the format: dismiss and report the button's id to the app
        /// (the MultiNav reference's `handleAlertButton(id:)`).
        case report
        /// `to:` in the format: dismiss, then perform this transition from the screen beneath.
        case navigate(to: Route, style: TransitionStyle)
        /// `navigate`, then on through `then` (`then:` in the YAML), each from the screen then on
        /// top and checked like any move: all or nothing.
        case navigateThrough(to: Route, style: TransitionStyle, then: [RouteEntry<Route>])
        /// `pop-to:` or `dismiss:` in the format: dismiss, then go back from the screen beneath
        /// (and move on, with `to:`).
        case goBack(Navigation.AlertButtonBack<Route>)
    }
}

extension Navigation {
    /// One button of an alert screen.
    public struct AlertButton<Route: Hashable & Sendable>: Hashable, Sendable {
        /// The button's key in the format's `buttons:` mapping; what `tapAlertButton(_:)` takes.
        public let id: String
        public let title: String
        public let role: Navigation.AlertButtonRole?
        public let action: Navigation.AlertButtonAction<Route>

        /// A button as declared.
        /// - Parameters:
        ///   - id: its id in the YAML (`buttons:` key).
        ///   - title: the text it shows.
        ///   - role: its role (`cancel`, `destructive`), if any; none by default.
        ///   - action: what a tap does; by default, reporting the tap (`.report`).
        public init(
            id: String, title: String, role: Navigation.AlertButtonRole? = nil,
            action: Navigation.AlertButtonAction<Route> = .report
        ) {
            self.id = id
            self.title = title
            self.role = role
            self.action = action
        }
    }
}

extension Navigation {
    /// How a host shows an alert route: the format's `kind: alert` or `kind: dialog`. Both are the
    /// same to the navigation state (a modal with buttons, entered and left the same way).
    public enum AlertPresentation: String, Hashable, Sendable, Codable {
        /// SwiftUI's `alert`.
        case alert
        /// SwiftUI's `confirmationDialog`: an action sheet on iPhone, a popover on iPad.
        case confirmationDialog
    }
}

extension Navigation {
    /// Everything a host needs to show an alert route: built by the generated graph from the
    /// route's params, so the message can mention them.
    public struct AlertContent<Route: Hashable & Sendable>: Hashable, Sendable {
        public let title: String
        public let message: String?
        public let buttons: [Navigation.AlertButton<Route>]
        public let presentation: Navigation.AlertPresentation
        /// Its text fields (`fields:`), in order; an alert's only, never a dialog's.
        public let fields: [Navigation.AlertField]

        /// An alert or dialog as shown.
        /// - Parameters:
        ///   - title: its title.
        ///   - message: its message, if any; none by default.
        ///   - buttons: its buttons, in declared order.
        ///   - presentation: an alert (the default) or a confirmation dialog.
        ///   - fields: its text fields, an alert's only.
        public init(
            title: String, message: String? = nil, buttons: [Navigation.AlertButton<Route>],
            presentation: Navigation.AlertPresentation = .alert,
            fields: [Navigation.AlertField] = []
        ) {
            self.title = title
            self.message = message
            self.buttons = buttons
            self.presentation = presentation
            self.fields = fields
        }

        /// The button with `id`, if the alert has one.
        /// - Parameter id: a button's id.
        /// - Returns: the button, or nil when the alert has none with that id.
        public func button(id: String) -> Navigation.AlertButton<Route>? {
            buttons.first { $0.id == id }
        }
    }
}
