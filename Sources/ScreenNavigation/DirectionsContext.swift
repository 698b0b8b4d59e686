/// Where a generated move starts: the navigator it goes through and the screen it is made from.
/// What the moves of a transition set, written once for every screen that includes it, read
/// from whichever screen's directions they are called on.
public class MoveOrigin<Graph: NavigationGraph> {
    public let navigator: any Navigator<Graph>
    /// Nil for the `anywhere` moves, made over whatever screen is shown.
    public let screen: Graph.Screen?
    /// The route, params and all, the moves are made from, when known: each move is refused
    /// unless it is the route on top.
    public let route: Graph.Route?
    /// The entry the moves are made from, when known: each move is refused unless it is the
    /// entry on top.
    public let entry: NavigationEntryID<Graph.Route>?

    /// Moves made from whichever entry of `screen` is on top.
    public init(_ navigator: any Navigator<Graph>, _ screen: Graph.Screen) {
        self.navigator = navigator
        self.screen = screen
        self.route = nil
        self.entry = nil
    }

    /// Moves made from `route`: refused while another entry of its screen is on top.
    public init(_ navigator: any Navigator<Graph>, route: Graph.Route) {
        self.navigator = navigator
        self.screen = Graph.screen(of: route)
        self.route = route
        self.entry = nil
    }

    /// Moves made from `entry`: refused once it is not the entry on top.
    public init(_ navigator: any Navigator<Graph>, entry: NavigationEntryID<Graph.Route>) {
        self.navigator = navigator
        self.screen = Graph.screen(of: entry.route)
        self.route = entry.route
        self.entry = entry
    }

    /// The origin of the `anywhere` moves: whatever screen the navigator shows when one is made.
    public init(anywhere navigator: any Navigator<Graph>) {
        self.navigator = navigator
        self.screen = nil
        self.route = nil
        self.entry = nil
    }

    /// `move` as made from this origin: bound to its route and entry when they are known.
    func bound(_ move: Move<Graph>) -> Move<Graph> {
        guard let route else { return move }
        return move.made(from: route, entry: entry)
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
public final class DirectionsContext<Graph: NavigationGraph, Params>: MoveOrigin<Graph> {
    public let params: Params

    public init(_ navigator: any Navigator<Graph>, _ screen: Graph.Screen, _ params: Params) {
        self.params = params
        super.init(navigator, screen)
    }

    /// Directions made with a route's params: their moves are refused while another entry of the
    /// screen is on top.
    public init(_ navigator: any Navigator<Graph>, route: Graph.Route, _ params: Params) {
        self.params = params
        super.init(navigator, route: route)
    }

    /// Directions made for `entry`: their moves are refused once it is not the entry on top.
    public init(_ navigator: any Navigator<Graph>, entry: NavigationEntryID<Graph.Route>, _ params: Params) {
        self.params = params
        super.init(navigator, entry: entry)
    }
}

/// What the directions of a screen that includes transition sets provide: where the sets' moves
/// start. Every generated `<Route>Graph.<Set>Moves` refines it, so a screen including several
/// sets states its origin once. The associated type's name is unusual on purpose: it becomes a
/// member of every conforming directions type, where an app type named `Graph` (a param's)
/// must still mean the app's type.
@MainActor
public protocol ScreenMoves {
    associatedtype _MovesGraph: NavigationGraph
    var _origin: MoveOrigin<_MovesGraph> { get }
}
