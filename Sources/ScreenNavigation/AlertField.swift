extension Navigation {
    /// A text field of an alert (`fields:`): what the user types before tapping a button (a name
    /// to rename to, a password). Its text reaches the app with the tap (`Navigation.AlertButtonTap.fields`).
    public struct AlertField: Hashable, Sendable {
        /// As written in the YAML: the key of its text in `Navigation.AlertButtonTap.fields`.
        public let id: String
        /// What the field asks for, shown in it while it is empty.
        public let title: String
        /// Whether the text is hidden as it is typed (a `SecureField`).
        public let isSecure: Bool

        /// A text field as declared.
        /// - Parameters:
        ///   - id: its id in the YAML (`fields:` key).
        ///   - title: its placeholder.
        ///   - isSecure: true to hide the text as it is typed.
        public init(id: String, title: String, isSecure: Bool = false) {
            self.id = id
            self.title = title
            self.isSecure = isSecure
        }
    }
}
