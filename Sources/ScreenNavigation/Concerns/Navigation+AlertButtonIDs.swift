/// Alert buttons tapped by their ids as declared (`"delete"`): what generated code calls, and a
/// graph without a `<Route>Button` enum (a hand-written graph, or ids that are no Swift names).
/// Users name buttons by the typed forms of `Navigation.Alerts`.
extension Navigation.Alerts {
    /// Taps button `id` of the alert on top of the active stack, then tells `onButtonTap`.
    /// - Parameter id: the button's id, as declared under the alert's `buttons:`.
    /// - Returns: what the tap did: a declared move, a dismissal, or only reported.
    /// - Throws: what `tap(_:)` throws.
    @_spi(Generated)
    @discardableResult
    public func tap(_ id: String) throws(NavigationError<Graph>) -> Navigation.AlertButtonOutcome<Graph.Route> {
        try state.tapAlertButton(id)
    }

    /// Taps button `id`, whose move enters a screen that returns a value, and answers
    /// `onResult` once that screen leaves: with its result, or nil.
    /// - Parameters:
    ///   - id: the button's id.
    ///   - onResult: called once, with the entered screen's result or nil.
    /// - Returns: what the tap did.
    /// - Throws: what `tap(_:)` throws; `onResult` is then never called.
    @_spi(Generated)
    @discardableResult
    public func tap(_ id: String, onResult: @escaping @MainActor ((any Sendable)?) -> Void)
        throws(NavigationError<Graph>) -> Navigation.AlertButtonOutcome<Graph.Route>
    {
        try state.tapAlertButton(id, onResult: onResult)
    }

    /// `tap(_:onResult:)` where the presenter decides, with the result, whether the entered
    /// screen closes (`.close`) or stays (`.stay`).
    /// - Parameters:
    ///   - id: the button's id.
    ///   - deciding: called with each result the screen finishes with; nil when it left.
    /// - Returns: what the tap did.
    /// - Throws: what `tap(_:)` throws.
    @_spi(Generated)
    @discardableResult
    public func tapDeciding(
        _ id: String, onResult deciding: @escaping @MainActor ((any Sendable)?) -> Navigation.ResultDecision
    ) throws(NavigationError<Graph>) -> Navigation.AlertButtonOutcome<Graph.Route> {
        try state.tapAlertButtonDeciding(id, onResult: deciding)
    }

    /// `tap(_:onResult:)`, awaited.
    /// - Parameters:
    ///   - id: the button's id.
    ///   - type: the type the entered screen returns.
    /// - Returns: the entered screen's result, or nil when it left another way.
    /// - Throws: what `tap(_:)` throws, before waiting.
    @_spi(Generated)
    public func tapForResult<Result: Sendable>(_ id: String, as type: Result.Type)
        async throws(NavigationError<Graph>) -> Result?
    {
        try await state.tapAlertButtonForResult(id, as: type)
    }

    /// The condition that hides button `id` of alert `route` now, if one does.
    /// - Parameters:
    ///   - id: the button's id.
    ///   - route: the alert's route (its params answer conditions asked per route).
    /// - Returns: the first of the button's `requires:` that does not hold; nil when it is shown.
    @_spi(Generated)
    public func conditionHiding(button id: String, of route: Graph.Route) -> Graph.Condition? {
        state.conditionHiding(button: id, ofAlert: route)
    }
}
