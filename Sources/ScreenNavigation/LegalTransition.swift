/// One declared transition of the graph: from a screen, to a screen, in a style.
///
/// Screens, not routes: legality never depends on a route's associated values, so the whole
/// table is static data the code generator can emit once.
@_spi(Generated) public struct LegalTransition<Screen: Hashable & Sendable>: Hashable, Sendable {
    public let from: Screen
    public let to: Screen
    public let style: TransitionStyle

    public init(from: Screen, to: Screen, style: TransitionStyle) {
        self.from = from
        self.to = to
        self.style = style
    }
}
