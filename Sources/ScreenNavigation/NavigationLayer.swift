extension Navigation {
    /// One level of presentation, as a SwiftUI host draws it: a `NavigationStack` whose root view
    /// is `base` and whose path is `path`, optionally with an alert over it.
    ///
    /// Layer 0 is the stack's root and the pushes above it. Each `.sheet`/`.cover` entry starts
    /// the next layer, which the previous layer presents with `.sheet`/`.fullScreenCover`.
    public struct StackLayer<Route: Hashable & Sendable>: Hashable, Sendable {
        /// 0 for the root layer, then 1, 2, … for each modal.
        public let index: Int
        /// The root route (layer 0) or the presented modal route.
        public let base: Route
        /// `nil` for layer 0; `.sheet` or `.cover` for a modal layer.
        public let presentation: TransitionStyle?
        /// The index in `RouteStack.entries` of the modal entry; `nil` for layer 0.
        /// `pop(toEntryCount: baseEntryIndex)` dismisses this layer (a sheet swiped down).
        public let baseEntryIndex: Int?
        /// Routes pushed in this layer (a `.replace` in layer 0 shows as a push), bottom first:
        /// the `NavigationStack(path:)` value.
        public let path: [Route]
        /// The index in `RouteStack.entries` of `path[0]`. When a back swipe shortens the path to
        /// `n` routes, `pop(toEntryCount: pathStartIndex + n)` applies it.
        public let pathStartIndex: Int
        /// The alert shown over this layer, if any (only ever over the last layer).
        public let alert: Route?

        /// A layer as `RouteStack.layers` derives it.
        /// - Parameters:
        ///   - index: 0 for the root layer, then 1, 2, ... for each modal.
        ///   - base: the root route or the presented modal route.
        ///   - presentation: nil for layer 0; `.sheet` or `.cover` for a modal layer.
        ///   - baseEntryIndex: the index in `RouteStack.entries` of the modal entry; nil for layer 0.
        ///   - path: the routes pushed in this layer, bottom first.
        ///   - pathStartIndex: the index in `RouteStack.entries` of `path[0]`.
        ///   - alert: the alert shown over this layer, if any.
        public init(
            index: Int, base: Route, presentation: TransitionStyle?, baseEntryIndex: Int?,
            path: [Route], pathStartIndex: Int, alert: Route?
        ) {
            self.index = index
            self.base = base
            self.presentation = presentation
            self.baseEntryIndex = baseEntryIndex
            self.path = path
            self.pathStartIndex = pathStartIndex
            self.alert = alert
        }
    }
}
