extension Navigation {
    /// How a layer is shown.
    public enum AppLayerKind: String, Hashable, Sendable, CaseIterable {
        /// A sheet over every root (`.sheet` on the container).
        case sheet
        /// A full-screen cover over every root.
        case cover
        /// Shown over what is beneath while the user goes on navigating there: a call, expanded
        /// or minimised (`NavigationState.setLayer(_:minimized:)`). Moves from anywhere and links
        /// go beneath it.
        case overlay
        /// Covers everything, alerts included; opening it is never refused (under an alert, over
        /// a required layer), everything from outside waits while it is shown, and closing it
        /// gives back exactly what was beneath.
        case lock
    }

    /// What a move from outside the layer (a move from anywhere, a link, a `select-root`) does
    /// while the layer is shown.
    public enum AppLayerOutside: String, Hashable, Sendable, CaseIterable {
        /// The layer stays; a move that goes beneath it (another root, a link's stack) is made
        /// there, and the user finds it when the layer closes.
        case stay
        /// A move that goes beneath it dismisses it first (Element X closes Settings for a
        /// notification).
        case dismiss
        /// The layer is required (onboarding until it is done): every move from outside waits,
        /// refused with `.layerRequired` and kept (`NavigationState.waitingMove`,
        /// `pendingLink`), until the layer closes.
        case wait
    }
}
