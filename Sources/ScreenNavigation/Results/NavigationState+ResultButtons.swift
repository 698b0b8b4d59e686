/// Results through alert and dialog buttons (#38): a button whose move enters a screen with
/// `returns:` is answered as a move made "for result" is, once that screen leaves: with the
/// value it finished with, or nil. A button that enters nothing to wait for (it reports, only
/// goes back, or answers an exit question) is answered nil at once; a refused tap throws and
/// registers nothing.
extension NavigationState {
    /// Taps button `id` of the alert on top (see `tapAlertButton(_:)`); `onResult` gets the
    /// value the screen the button entered finishes with, or nil when it leaves another way.
    @discardableResult
    func tapAlertButton(_ id: String, onResult: @escaping @MainActor ((any Sendable)?) -> Void)
        throws(NavigationError<Graph>) -> Navigation.AlertButtonOutcome<Route>
    {
        try tapAlertButton(id, waiting: .answer(onResult))
    }

    /// `tapAlertButton(_:onResult:)` whose waiter decides, at each `finish(with:)`, whether the
    /// entered screen closes (see `Navigation.ResultDecision`).
    @discardableResult
    func tapAlertButtonDeciding(
        _ id: String, onResult deciding: @escaping @MainActor ((any Sendable)?) -> Navigation.ResultDecision
    )
        throws(NavigationError<Graph>) -> Navigation.AlertButtonOutcome<Route>
    {
        try tapAlertButton(id, waiting: .decide(deciding))
    }

    /// `tapAlertButton(_:onResult:)` with a case of an alert's generated `<Alert>Button` enum and
    /// the result read as `Result` (nil when it is another type):
    /// `tapAlertButton(RegionPickerButton.selfHosted, as: URL.self) { url in … }`.
    @discardableResult
    func tapAlertButton<Button: RawRepresentable, Result: Sendable>(
        _ button: Button, as type: Result.Type, onResult: @escaping @MainActor (Result?) -> Void
    ) throws(NavigationError<Graph>) -> Navigation.AlertButtonOutcome<Route> where Button.RawValue == String {
        try tapAlertButton(button.rawValue, waiting: .answer { onResult($0 as? Result) })
    }

    /// `tapAlertButton(_:as:onResult:)` whose waiter decides whether the entered screen closes.
    @discardableResult
    func tapAlertButtonDeciding<Button: RawRepresentable, Result: Sendable>(
        _ button: Button, as type: Result.Type,
        onResult deciding: @escaping @MainActor (Result?) -> Navigation.ResultDecision
    ) throws(NavigationError<Graph>) -> Navigation.AlertButtonOutcome<Route> where Button.RawValue == String {
        try tapAlertButton(button.rawValue, waiting: .decide { deciding($0 as? Result) })
    }

    /// `tapAlertButton(_:onResult:)`, awaited: the value the entered screen finished with, or nil.
    /// Throws, before waiting, when the tap is refused; ends with nil as soon as the awaiting
    /// task is cancelled (the screen stays).
    func tapAlertButtonForResult<Result: Sendable>(_ id: String, as type: Result.Type)
        async throws(NavigationError<Graph>) -> Result?
    {
        let answer = ResultAnswer<Result>()
        try tapAlertButton(id, waiting: .answer { answer.deliver($0 as? Result) })
        return await withTaskCancellationHandler {
            await answer.value()
        } onCancel: {
            Task { @MainActor in answer.deliver(nil) }
        }
    }

    /// `tapAlertButtonForResult(_:as:)` with a case of an alert's generated `<Alert>Button` enum.
    func tapAlertButtonForResult<Button: RawRepresentable, Result: Sendable>(
        _ button: Button, as type: Result.Type
    ) async throws(NavigationError<Graph>) -> Result? where Button.RawValue == String {
        try await tapAlertButtonForResult(button.rawValue, as: type)
    }

    /// Taps, then waits for what the button entered, if anything.
    @discardableResult
    private func tapAlertButton(_ id: String, waiting waiter: ResultWaiters<Route>.Waiter)
        throws(NavigationError<Graph>) -> Navigation.AlertButtonOutcome<Route>
    {
        // The button's declaration, for a recorder: the alert it belongs to.
        let origin = recorder == nil ? nil : activeStack.presentedAlert.map { Graph.screen(of: $0).rawValue }
        let outcome = try tapAlertButton(id, inStack: nil)
        switch outcome {
        case .navigated(let route, _): waitForResult(ofEntering: route, waiter, origin: origin)
        case .wentBack(let then): waitForResult(ofEntering: then, waiter, origin: origin)
        case .reported: waiter.callback(nil)
        }
        return outcome
    }
}
