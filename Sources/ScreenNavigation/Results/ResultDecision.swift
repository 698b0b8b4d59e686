extension Navigation {
    /// The presenter's say when a screen it waits for finishes (`finish(with:)`): whether the
    /// screen closes. A deciding waiter (`performDeciding(_:onResult:)`, `tapAlertButtonDeciding(_:onResult:)`)
    /// is asked with the value, synchronously, before anything moves.
    ///
    /// - `.close`: the screen leaves as `finish(with:)` always did; that call was the waiter's answer.
    /// - `.stay`: the value was delivered and the screen stays where it is; the waiter keeps
    ///   waiting: it is asked again at the screen's next `finish(with:)`, or answered nil when the
    ///   screen leaves another way. Plain waiters of the same entry hear nothing yet.
    ///
    /// With several deciding waiters on one entry, every one is asked, and the screen stays when
    /// any says `.stay`; then none of them has had its answer.
    public enum ResultDecision: Hashable, Sendable {
        case close
        case stay
    }
}
