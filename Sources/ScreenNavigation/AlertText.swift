/// The words of an alert route, without what its buttons do: what a feature's generated file
/// builds for its alerts. A feature's file that built `Navigation.AlertContent<Route>` would depend on the
/// layout of the route enum, and so on every other feature's route enum; the graph-wide file
/// joins the text with the buttons' actions (`Navigation.AlertContent.init(_:actions:)`).
@_spi(Generated) public struct AlertText: Hashable, Sendable {
    /// One button: its id, title and role.
    public struct Button: Hashable, Sendable {
        public let id: String
        public let title: String
        public let role: Navigation.AlertButtonRole?

        public init(id: String, title: String, role: Navigation.AlertButtonRole? = nil) {
            self.id = id
            self.title = title
            self.role = role
        }
    }

    public let title: String
    public let message: String?
    public let buttons: [Button]
    public let presentation: Navigation.AlertPresentation
    public let fields: [Navigation.AlertField]

    public init(
        title: String, message: String? = nil, buttons: [Button], presentation: Navigation.AlertPresentation = .alert,
        fields: [Navigation.AlertField] = []
    ) {
        self.title = title
        self.message = message
        self.buttons = buttons
        self.presentation = presentation
        self.fields = fields
    }
}

extension Navigation.AlertContent {
    /// `text`, each button doing `actions[id]`, or reporting its id when `actions` has none.
    @_spi(Generated) public init(_ text: AlertText, actions: [String: Navigation.AlertButtonAction<Route>] = [:]) {
        self.init(
            title: text.title, message: text.message,
            buttons: text.buttons.map { button in
                Navigation.AlertButton(
                    id: button.id, title: button.title, role: button.role, action: actions[button.id] ?? .report)
            },
            presentation: text.presentation, fields: text.fields)
    }
}
