/// How a route arrives on a stack — the `style:` of a transition in the screens format.
///
/// The raw values are the spellings users write in YAML, so a style survives a round trip
/// through the format, through `Codable` snapshots and through diagnostics unchanged.
public enum TransitionStyle: String, Hashable, Sendable, Codable, CaseIterable {
    /// Pushed on the navigation stack of the layer it is entered from.
    case push
    /// Presented modally as a sheet; it starts a new layer with its own navigation stack.
    case sheet
    /// Presented modally full-screen; it starts a new layer with its own navigation stack.
    case cover
    /// The stack is reset to its root and the target becomes the only entry above it
    /// (all modals dismissed). Shown to the user as a push.
    case replace
    /// An alert screen presented over the layer it is entered from. At most one at a time,
    /// and always the last entry of a stack.
    case alert

    /// Whether entering with this style starts a new modal layer (sheet or full-screen cover).
    public var startsLayer: Bool { self == .sheet || self == .cover }

    /// Whether `dismiss()` stops at an entry of this style: the modal presentations,
    /// alerts included. Pushes and replaces belong to the layer they are in.
    public var isModal: Bool { startsLayer || self == .alert }
}
