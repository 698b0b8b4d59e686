extension Navigation {
    /// One element of the path a SwiftUI host hands to `NavigationStack(path:)`: a route and the
    /// position of its entry in the stack (0 is the root). The position makes every element its own:
    /// a drill-down app that pushes the same profile twice has two elements, two views and two
    /// entries for view models, not one shared by both.
    ///
    /// To push with a `NavigationLink`, give it `Navigation.PathElement(pushing: route)`: the host
    /// performs the push through the state (checked like any other move), which then assigns the
    /// entry its position.
    public struct PathElement<Route: Hashable & Sendable>: Hashable, Sendable {
        /// The entry's position in its stack; nil for a push a `NavigationLink` asks for.
        public let position: Int?
        public let route: Route

        /// An element of a layer's path.
        /// - Parameters:
        ///   - position: its index in the stack's entries.
        ///   - route: the route it shows.
        public init(position: Int, route: Route) {
            self.position = position
            self.route = route
        }

        /// A push requested from a view: `NavigationLink(value: Navigation.PathElement(pushing: route))`.
        /// - Parameter route: the route to push.
        public init(pushing route: Route) {
            self.position = nil
            self.route = route
        }
    }
}

extension Navigation.StackLayer {
    /// `path` with each route's entry position: what the host's `NavigationStack` shows.
    public var pathElements: [Navigation.PathElement<Route>] {
        path.enumerated().map { Navigation.PathElement(position: pathStartIndex + $0.offset + 1, route: $0.element) }
    }
}

extension NavigationState {
    /// Applies a path the system changed in layer `layer` of stack `rootIndex`, to that stack
    /// whether or not it is selected: a shorter path that keeps the start of the one the layer
    /// shows now is a back navigation (pops); a longer one whose new elements are push requests
    /// (`Navigation.PathElement(pushing:)`) pushes each one's route in order on the layer, when it
    /// is the stack's top layer, each checked, stopping at the first refused. Anything else is
    /// ignored, as is a path from a layer the state has since removed or replaced: the state
    /// stays the source of truth and the host redraws from it.
    func applyPath(
        _ newPath: [Navigation.PathElement<Route>], shownBy layer: Navigation.StackLayer<Route>, inStack rootIndex: Int
    ) {
        hostReported(.pathChanged(to: newPath, layer: layer, stack: rootIndex))
    }
}
