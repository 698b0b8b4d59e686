extension Navigation {
    /// Where a generated move starts: the navigator it goes through and the screen it is made from.
    /// What the moves of a transition set, written once for every screen that includes it, read
    /// from whichever screen's directions they are called on.
    public class MoveOrigin<Graph: NavigationGraph> {
        public let navigator: any Navigator<Graph>
        /// Nil for the `anywhere` moves, made over whatever screen is shown.
        public let screen: Graph.Screen?
        /// The route, params and all, the moves are made from, when known: each move is refused
        /// unless it is the route on top.
        public var route: Graph.Route? { binding?.route }
        /// The entry the moves are made from, when known: each move is refused unless it is the
        /// entry on top.
        public var entry: NavigationEntryID<Graph.Route>? { binding?.entry }
        /// Both, held by reference: a stored property of the route's type would put the route enum
        /// in this class's layout, and every generated file that reads a context's `params` would
        /// then depend on every feature's routes (a one-feature edit recompiling them all).
        private let binding: MoveBinding<Graph>?

        /// Moves made from whichever entry of `screen` is on top.
        /// - Parameters:
        ///   - navigator: what the moves go through.
        ///   - screen: the screen the moves are made from.
        public init(_ navigator: any Navigator<Graph>, _ screen: Graph.Screen) {
            self.navigator = navigator
            self.screen = screen
            self.binding = nil
        }

        /// Moves made from `route`: refused while another entry of its screen is on top. Internal,
        /// as every initializer that takes a route: generated code calls `init` on these types, and
        /// an overload that names the route enum makes its file depend on every feature's routes.
        init(_ navigator: any Navigator<Graph>, route: Graph.Route) {
            self.navigator = navigator
            self.screen = Graph.screen(of: route)
            self.binding = MoveBinding(route: route, entry: nil)
        }

        /// Moves made from `entry`: refused once it is not the entry on top.
        init(_ navigator: any Navigator<Graph>, entry: NavigationEntryID<Graph.Route>) {
            self.navigator = navigator
            self.screen = Graph.screen(of: entry.route)
            self.binding = MoveBinding(route: entry.route, entry: entry)
        }

        /// The origin of the `anywhere` moves: whatever screen the navigator shows when one is made.
        /// - Parameter navigator: what the moves go through.
        public init(anywhere navigator: any Navigator<Graph>) {
            self.navigator = navigator
            self.screen = nil
            self.binding = nil
        }

        /// `move` as made from this origin: bound to its route and entry when they are known.
        func bound(_ move: Move<Graph>) -> Move<Graph> {
            guard let route else { return move }
            return move.made(from: route, entry: entry)
        }
    }
}

/// The route and entry a `Navigation.MoveOrigin` is bound to.
final class MoveBinding<Graph: NavigationGraph>: Sendable {
    let route: Graph.Route
    let entry: NavigationEntryID<Graph.Route>?

    init(route: Graph.Route, entry: NavigationEntryID<Graph.Route>?) {
        self.route = route
        self.entry = entry
    }
}

/// What a generated `<Screen>Directions` holds: the navigator its moves go through, its screen,
/// and the screen's params that some move passes on (`args`): nothing (`Void`), one value, or a
/// labelled tuple of them.
///
/// One reference rather than stored properties of the directions themselves: a struct whose
/// only field is a class reference shares the runtime's value witnesses, while a struct with
/// an existential and params of its own gets eight value-witness functions and an outlined
/// destroy compiled for it — per screen, a third of a large graph's generated functions.
@_spi(Generated) public final class DirectionsContext<Graph: NavigationGraph, Params>: Navigation.MoveOrigin<Graph> {
    public let params: Params

    public init(_ navigator: any Navigator<Graph>, _ screen: Graph.Screen, _ params: Params) {
        self.params = params
        super.init(navigator, screen)
    }

    /// Directions made with a route's params: their moves are refused while another entry of the
    /// screen is on top. Generated code calls `bound(_:route:_:)` (see `init(_:route:)`).
    init(_ navigator: any Navigator<Graph>, route: Graph.Route, _ params: Params) {
        self.params = params
        super.init(navigator, route: route)
    }

    /// Directions made with a route's params: their moves are refused while another entry of the
    /// screen is on top.
    public static func bound(_ navigator: any Navigator<Graph>, route: Graph.Route, _ params: Params)
        -> DirectionsContext
    {
        DirectionsContext(navigator, route: route, params)
    }

    /// Directions of `screen` made for the entry a view has, type-erased as its environment
    /// holds it (`@Environment(\.navigationEntry)`) or from `state.topEntry`: generated
    /// directions take an entry so, to never name the route enum in their file (a file that
    /// names it is compiled again whenever any feature's routes change). The caller has checked
    /// that the entry shows `screen`; a value that is no entry of this graph leaves the
    /// directions bound to the screen alone.
    public init(
        _ navigator: any Navigator<Graph>, _ screen: Graph.Screen, anyEntry value: AnyHashable?, _ params: Params
    ) {
        self.params = params
        if let entry = NavigationEntryID<Graph.Route>(environment: value) {
            super.init(navigator, entry: entry)
        } else {
            super.init(navigator, screen)
        }
    }
}
