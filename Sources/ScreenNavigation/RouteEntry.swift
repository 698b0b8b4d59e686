/// One entry above a stack's root: a route and how it arrived.
///
/// The style is kept because it decides how the entry is shown — `.push`/`.replace` in the
/// current layer's navigation stack, `.sheet`/`.cover` as a new modal layer, `.alert` over
/// the last layer — and where `dismiss()` stops.
public struct RouteEntry<Route: Hashable & Sendable>: Hashable, Sendable {
    public let route: Route
    /// push, sheet, cover, alert, or replace (shown as a push).
    public let style: TransitionStyle

    public init(_ route: Route, style: TransitionStyle) {
        self.route = route
        self.style = style
    }
}

extension RouteEntry: Codable where Route: Codable {}
