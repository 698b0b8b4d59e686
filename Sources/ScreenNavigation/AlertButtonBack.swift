extension Navigation {
    /// Where an alert button goes back to: `pop-to` or `dismiss` on a button in the screens format.
    /// The alert is dismissed first, then the move is made from the screen beneath it, as one
    /// change (all or nothing), and checked like a back transition of that screen.
    public struct AlertButtonBack<Route: Hashable & Sendable>: Hashable, Sendable {
        /// The screen to go back to, by its name in the format (the graph's `Screen` raw value);
        /// nil when the button dismisses the sheet or cover instead.
        public let popTo: String?
        /// With `popTo`: remove that screen's entry too.
        public let inclusive: Bool
        /// Dismiss the sheet or cover the screen beneath the alert is shown in.
        public let dismissesLayer: Bool
        /// The route entered afterwards, if any, in `style`.
        public let then: Route?
        public let style: TransitionStyle

        /// Goes back to the topmost entry of screen `popTo` (removing it too when `inclusive`),
        /// then enters `then`, if given.
        /// - Parameters:
        ///   - popTo: the qualified name of the screen to go back to.
        ///   - inclusive: true to remove that entry too.
        ///   - then: the route to enter afterwards, if any.
        ///   - style: how `then` is entered.
        public init(popTo: String, inclusive: Bool = false, then: Route? = nil, style: TransitionStyle = .push) {
            self.popTo = popTo
            self.inclusive = inclusive
            dismissesLayer = false
            self.then = then
            self.style = style
        }

        /// Dismisses the sheet or cover beneath the alert, then enters `then` from the screen that
        /// presented it, if given.
        /// - Parameters:
        ///   - then: the route to enter afterwards, if any.
        ///   - style: how `then` is entered.
        public init(dismissingThen then: Route? = nil, style: TransitionStyle = .push) {
            popTo = nil
            inclusive = false
            dismissesLayer = true
            self.then = then
            self.style = style
        }
    }
}
