/// One entry of `graph.layers` (#35): a screen the container presents over every root at once.
/// `settings: sheet`, or `onboarding: { style: cover, outside: wait, over-alerts: false }`.
struct LayerSyntax: Hashable, Sendable {
    /// The layer's screen, as written.
    var screen: Located<String>
    /// How it is shown; nil when not decodable (reported).
    var style: Located<LayerStyle>?
    /// What moves from outside do while it is shown; nil when not written.
    var outside: Located<LayerOutside>?
    /// Whether it may open over an alert; nil when not written.
    var overAlerts: Located<Bool>?
}

/// How an app-wide layer is shown: the runtime's `LayerTable.Kind`.
enum LayerStyle: String, Hashable, Sendable, CaseIterable {
    case sheet, cover, overlay, lock

    /// The transition style of a move into the layer: `sheet` for a sheet, `cover` otherwise.
    var presentation: TransitionStyle { self == .sheet ? .sheet : .cover }
}

/// What moves from outside do while an app-wide layer is shown: the runtime's
/// `LayerTable.Outside`.
enum LayerOutside: String, Hashable, Sendable, CaseIterable {
    case stay, dismiss, wait
}
