/// One entry above a stack's root: a route and how it arrived.
///
/// The style is kept because it decides how the entry is shown — `.push`/`.replace` in the
/// current layer's navigation stack, `.sheet`/`.cover` as a new modal layer, `.alert` over
/// the last layer — and where `dismiss()` stops.
public struct RouteEntry<Route: Hashable & Sendable>: Hashable, Sendable {
    public let route: Route
    /// push, sheet, cover, alert, or replace (shown as a push).
    public let style: TransitionStyle
    /// A push the user cannot pop (`back: false` in the YAML, a flow step): the SwiftUI host
    /// shows no back button for it and ignores a back swipe that would pop it. Code may still
    /// pop it (`pop()`, `dismiss()`, a move that goes back).
    public let hidesBack: Bool

    /// An entry of a stack.
    /// - Parameters:
    ///   - route: the route it shows.
    ///   - style: how it was entered.
    ///   - hidesBack: true when the user may not pop it.
    public init(_ route: Route, style: TransitionStyle, hidesBack: Bool = false) {
        self.route = route
        self.style = style
        self.hidesBack = hidesBack
    }
}

/// `hidesBack` is written only when true, and read as false when absent: snapshots saved
/// before it existed decode, and those of entries the user can pop are unchanged.
extension RouteEntry: Codable where Route: Codable {
    private enum CodingKeys: String, CodingKey {
        case route, style, hidesBack
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        route = try container.decode(Route.self, forKey: .route)
        style = try container.decode(TransitionStyle.self, forKey: .style)
        hidesBack = try container.decodeIfPresent(Bool.self, forKey: .hidesBack) ?? false
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(route, forKey: .route)
        try container.encode(style, forKey: .style)
        if hidesBack { try container.encode(true, forKey: .hidesBack) }
    }
}
