extension Navigation {
    /// A height a sheet rests at: the screens format's `detents:` item, SwiftUI's
    /// `PresentationDetent` without SwiftUI (the host maps one onto the other).
    public enum SheetDetent: Hashable, Sendable {
        /// About half the screen's height (`medium`); inactive in compact height.
        case medium
        /// The full height (`large`): a sheet's only detent unless the graph lists others.
        case large
        /// A fraction of the full height, greater than 0 and at most 1 (`fraction: 0.3`).
        case fraction(Double)
        /// A height in points, greater than 0 (`height: 200`).
        case height(Double)
    }
}

extension Navigation {
    /// How a screen is presented (its `detents:`, `dismiss-by-swipe:` and `navigation-transition:`
    /// in the screens format): what the SwiftUI host applies to the presented layer or pushed
    /// screen, and what `HostDecision` reads before it closes a layer the user swiped down.
    public struct PresentationDetails: Hashable, Sendable {
        /// The heights the sheet rests at, in declared order; empty for the system's default (`large`).
        /// Only a sheet has detents: a cover ignores them.
        public let detents: [Navigation.SheetDetent]
        /// Whether the user may swipe the sheet down (`dismiss-by-swipe: false` turns it off: a form
        /// with unsaved changes). Only code, or a move, then closes it.
        public let dismissBySwipe: Bool
        /// Whether the screen zooms in from its source when a move pushes or presents it
        /// (`navigation-transition: zoom`): the SwiftUI host applies `.zoom(sourceID:in:)` with the
        /// entered route as the source's id, in the namespace the app hands it
        /// (`EnvironmentValues.navigationZoomNamespace`); the app marks the source view with
        /// `matchedTransitionSource(id: route, in: namespace)`.
        public let zoomsFromSource: Bool

        /// The details of one screen, defaults left out.
        /// - Parameters:
        ///   - detents: the heights its sheet rests at; empty for the system's default.
        ///   - dismissBySwipe: whether the user may swipe its sheet or cover down.
        ///   - zoomsFromSource: whether it zooms in from its source view when entered.
        public init(detents: [Navigation.SheetDetent] = [], dismissBySwipe: Bool = true, zoomsFromSource: Bool = false)
        {
            self.detents = detents
            self.dismissBySwipe = dismissBySwipe
            self.zoomsFromSource = zoomsFromSource
        }
    }
}

extension NavigationGraph {
    /// The details of `layer` as presented: its base screen's, for a sheet or a cover; nil for a
    /// stack's root layer (layer 0), which is never presented, and for a screen without any.
    /// - Parameter layer: a presentation layer of a stack.
    /// - Returns: its details, or nil.
    public static func presentationDetails(of layer: Navigation.StackLayer<Route>) -> Navigation.PresentationDetails? {
        guard layer.presentation?.startsLayer == true else { return nil }
        return presentationDetails(for: screen(of: layer.base))
    }

    /// Whether the user may swipe `layer` down: false only for a sheet or cover whose screen says
    /// `dismiss-by-swipe: false`.
    /// - Parameter layer: a presentation layer of a stack.
    /// - Returns: whether a swipe may dismiss it.
    public static func allowsSwipeDismiss(of layer: Navigation.StackLayer<Route>) -> Bool {
        presentationDetails(of: layer)?.dismissBySwipe ?? true
    }

    /// Whether `route` zooms in from its source when a move enters it (`navigation-transition: zoom`).
    /// - Parameter route: the route entered.
    /// - Returns: true only for a screen that declares the zoom.
    public static func zoomsFromSource(_ route: Route) -> Bool {
        presentationDetails(for: screen(of: route))?.zoomsFromSource ?? false
    }
}
