extension Navigation {
    /// Alerts and dialogs on the state: tapping their buttons and typing into their fields, as the
    /// SwiftUI host does for the user. Reached as `state.alerts`.
    ///
    /// A button is named by a case of the generated `<Route>Button` enum, every button id of the
    /// graph (`try state.alerts.tap(.delete)`), or of one alert's `<Alert>Button` enum
    /// (`state.alerts.tap(ConfirmDeleteButton.delete)`). Generated code taps by the id as
    /// declared, behind `@_spi(Generated)`.
    @MainActor
    public struct Alerts<Graph: NavigationGraph> {
        let state: NavigationState<Graph>

        /// Taps `button` of the alert on top of the active stack, then tells `onButtonTap`:
        /// `try state.alerts.tap(.delete)`, a case of the generated `<Route>Button` enum.
        /// - Parameter button: the button, by the id declared under the alert's `buttons:`.
        /// - Returns: what the tap did: a declared move, a dismissal, or only reported.
        /// - Throws: `.noAlertPresented`, `.unknownAlertButton` when the presented alert has no
        ///   such button, `.alertButtonHidden` for a button whose `requires:` does not hold, or what
        ///   the button's move throws. A refused tap changes nothing and tells nobody.
        @discardableResult
        public func tap(_ button: Graph.AlertButtonID) throws(NavigationError<Graph>)
            -> Navigation.AlertButtonOutcome<Graph.Route>
        {
            try state.tapAlertButton(button.rawValue)
        }

        /// Taps `button`, a case of one alert's generated `<Alert>Button` enum
        /// (`ConfirmDeleteButton.delete`): `tap(_:)` by its id.
        /// - Parameter button: the button to tap.
        /// - Returns: what the tap did.
        /// - Throws: what `tap(_:)` throws.
        @discardableResult
        public func tap<Button: RawRepresentable>(_ button: Button) throws(NavigationError<Graph>)
            -> Navigation.AlertButtonOutcome<Graph.Route> where Button.RawValue == String
        {
            try state.tapAlertButton(button.rawValue)
        }

        /// Taps `button`, whose move enters a screen that returns a value, and answers `onResult`
        /// once that screen leaves: with its result, or nil.
        /// - Parameters:
        ///   - button: the button to tap (`.pickContact`).
        ///   - type: the type the entered screen returns.
        ///   - onResult: called once, with the result or nil.
        /// - Returns: what the tap did.
        /// - Throws: what `tap(_:)` throws; `onResult` is then never called.
        @discardableResult
        public func tap<Result: Sendable>(
            _ button: Graph.AlertButtonID, as type: Result.Type, onResult: @escaping @MainActor (Result?) -> Void
        ) throws(NavigationError<Graph>) -> Navigation.AlertButtonOutcome<Graph.Route> {
            try state.tapAlertButton(button, as: type, onResult: onResult)
        }

        /// `tap(_:as:onResult:)` with a case of one alert's `<Alert>Button` enum.
        /// - Parameters:
        ///   - button: the button to tap.
        ///   - type: the type the entered screen returns.
        ///   - onResult: called once, with the result or nil.
        /// - Returns: what the tap did.
        /// - Throws: what `tap(_:)` throws.
        @discardableResult
        public func tap<Button: RawRepresentable, Result: Sendable>(
            _ button: Button, as type: Result.Type, onResult: @escaping @MainActor (Result?) -> Void
        ) throws(NavigationError<Graph>) -> Navigation.AlertButtonOutcome<Graph.Route> where Button.RawValue == String {
            try state.tapAlertButton(button, as: type, onResult: onResult)
        }

        /// `tap(_:as:onResult:)` where the presenter decides, with the result, whether the
        /// entered screen closes (`.close`) or stays (`.stay`).
        /// - Parameters:
        ///   - button: the button to tap.
        ///   - type: the type the entered screen returns.
        ///   - deciding: called with each result; nil when the screen left.
        /// - Returns: what the tap did.
        /// - Throws: what `tap(_:)` throws.
        @discardableResult
        public func tapDeciding<Result: Sendable>(
            _ button: Graph.AlertButtonID, as type: Result.Type,
            onResult deciding: @escaping @MainActor (Result?) -> Navigation.ResultDecision
        ) throws(NavigationError<Graph>) -> Navigation.AlertButtonOutcome<Graph.Route> {
            try state.tapAlertButtonDeciding(button, as: type, onResult: deciding)
        }

        /// `tapDeciding(_:as:onResult:)` with a case of one alert's `<Alert>Button` enum.
        /// - Parameters:
        ///   - button: the button to tap.
        ///   - type: the type the entered screen returns.
        ///   - deciding: called with each result; nil when the screen left.
        /// - Returns: what the tap did.
        /// - Throws: what `tap(_:)` throws.
        @discardableResult
        public func tapDeciding<Button: RawRepresentable, Result: Sendable>(
            _ button: Button, as type: Result.Type,
            onResult deciding: @escaping @MainActor (Result?) -> Navigation.ResultDecision
        ) throws(NavigationError<Graph>) -> Navigation.AlertButtonOutcome<Graph.Route> where Button.RawValue == String {
            try state.tapAlertButtonDeciding(button, as: type, onResult: deciding)
        }

        /// `tap(_:as:onResult:)`, awaited.
        /// - Parameters:
        ///   - button: the button to tap.
        ///   - type: the type the entered screen returns.
        /// - Returns: the entered screen's result, or nil when it left another way.
        /// - Throws: what `tap(_:)` throws, before waiting.
        public func tapForResult<Result: Sendable>(_ button: Graph.AlertButtonID, as type: Result.Type)
            async throws(NavigationError<Graph>) -> Result?
        {
            try await state.tapAlertButtonForResult(button, as: type)
        }

        /// `tapForResult(_:as:)` with a case of one alert's `<Alert>Button` enum.
        /// - Parameters:
        ///   - button: the button to tap.
        ///   - type: the type the entered screen returns.
        /// - Returns: the result, or nil.
        /// - Throws: what `tap(_:)` throws, before waiting.
        public func tapForResult<Button: RawRepresentable, Result: Sendable>(_ button: Button, as type: Result.Type)
            async throws(NavigationError<Graph>) -> Result? where Button.RawValue == String
        {
            try await state.tapAlertButtonForResult(button, as: type)
        }

        /// Types `text` into field `id` of the alert presented on the active stack, as the user
        /// does in the host's field.
        /// - Parameters:
        ///   - id: the field's id, as declared under the alert's `fields:`.
        ///   - text: the whole text of the field.
        /// - Throws: `.noAlertPresented`, or `.unknownAlertField` when the alert has no such field.
        public func typeIntoField(_ id: String, _ text: String) throws(NavigationError<Graph>) {
            try state.typeIntoAlertField(id, text)
        }

        /// What has been typed into the presented alert's fields, by field id. A tap hands it
        /// to `onButtonTap` and clears it.
        public var fieldTexts: [String: String] { state.alertFieldTexts }

        /// The buttons of alert `route` that are shown now: those whose `requires:` holds.
        /// - Parameter route: an alert's route.
        /// - Returns: the shown buttons, in declared order; empty for a route that is no alert.
        public func shownButtons(of route: Graph.Route) -> [Navigation.AlertButton<Graph.Route>] {
            state.shownButtons(ofAlert: route)
        }

        /// The shown buttons of the alert presented on the active stack; empty without one.
        public var presentedButtons: [Navigation.AlertButton<Graph.Route>] { state.presentedAlertButtons }

        /// The condition that hides `button` of alert `route` now, if one does.
        /// - Parameters:
        ///   - button: the button (`.delete`).
        ///   - route: the alert's route (its params answer conditions asked per route).
        /// - Returns: the first of the button's `requires:` that does not hold; nil when it is shown.
        public func conditionHiding(button: Graph.AlertButtonID, of route: Graph.Route) -> Graph.Condition? {
            state.conditionHiding(button: button.rawValue, ofAlert: route)
        }

        /// Called after every tap the state applied, from the host or from `tap(_:)`: where the
        /// app does what a button means (deletes the recipe a "Delete?" alert was about). The
        /// state has already changed when it is called.
        public var onButtonTap: (@MainActor (Navigation.AlertButtonTap<Graph.Route>) -> Void)? {
            get { state.onAlertButton }
            nonmutating set { state.onAlertButton = newValue }
        }
    }
}

extension NavigationState {
    /// Tapping alert and dialog buttons and typing into their fields (see ``Navigation/Alerts``).
    public var alerts: Navigation.Alerts<Graph> { Navigation.Alerts(state: self) }
}
