/// A move as the generated action methods describe it: "from this screen, go to this route,
/// in this style".
///
/// `from` is part of the move so a stale action — a button on a screen that is no longer on
/// top, say a double tap after the first tap already navigated — is rejected instead of
/// being applied to whatever screen happens to be on top now.
public struct Move<Graph: NavigationGraph>: Hashable, Sendable {
    public let from: Graph.Screen
    public let to: Graph.Route
    public let style: TransitionStyle

    public init(from: Graph.Screen, to: Graph.Route, style: TransitionStyle) {
        self.from = from
        self.to = to
        self.style = style
    }
}
