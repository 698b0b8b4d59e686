/// A navigation graph as static data: what the generated `<Route>Graph` enum conforms to.
///
/// The runtime never looks inside routes; it asks the graph which screen a route shows and
/// whether a move between screens is declared. Everything is `static` so the graph is a
/// caseless enum and all navigation state lives in values (`RouteStack`) that name it as a
/// type parameter.
public protocol NavigationGraph {
    /// The route enum: one case per screen, carrying the screen's params.
    associatedtype Route: Hashable & Sendable
    /// One case per screen, params erased; raw values are the format's (qualified) names.
    associatedtype Screen: Hashable & Sendable & CaseIterable & RawRepresentable where Screen.RawValue == String

    /// The screens that may each start an independent stack (a tab), in declared order. Never
    /// empty. Which of them the app shows, in which order and with which params, is app state:
    /// see `NavigationState.init(roots:conditionHolds:)` and `setRoots(_:)`.
    static var rootScreens: [Screen] { get }
    /// The screen a route shows.
    static func screen(of route: Route) -> Screen
    /// The declared transitions.
    @_spi(Generated) static var transitions: TransitionTable<Screen> { get }
    /// Whether `screen` is declared with `kind: alert`.
    static func isAlert(_ screen: Screen) -> Bool
    /// The title, message and buttons of an alert route; `nil` for non-alert routes.
    static func alert(for route: Route) -> Navigation.AlertContent<Route>?
    /// The screen's display `title:`, if any.
    static func title(for route: Route) -> String?

    /// The screens with a live param (`live: true`): `NavigationState.snapshot()` saves none of
    /// their entries, nor the entries above them. Empty unless the graph declares one.
    static var liveScreens: Set<Screen> { get }

    /// The conditions a screen's `requires:` names (the generated `<Route>Condition` enum);
    /// `Navigation.NoCondition` for a graph without guards.
    associatedtype Condition: Hashable & Sendable = Navigation.NoCondition
    /// What must hold before `screen` may be entered by any path, in declared order.
    static func conditions(for screen: Screen) -> [Condition]
    /// What must hold for button `id` of alert (or dialog) `screen` to be shown and tapped (the
    /// button's `requires:`), in declared order; empty for a button that is always shown. Asked
    /// with the alert's route, as a screen's conditions are with the route entered.
    static func conditions(forButton id: String, of screen: Screen) -> [Condition]

    /// The ids of the graph's alert buttons (the generated `<Route>Button` enum): what
    /// `state.alerts.tap(.delete)` names a button by. `Navigation.NoAlertButton` for a graph
    /// without alert buttons.
    associatedtype AlertButtonID: Hashable & Sendable & RawRepresentable = Navigation.NoAlertButton
    where AlertButtonID.RawValue == String

    /// What leaving `screen` asks first (its `exit:`), if anything; nil for every screen of a
    /// graph without exit guards.
    static func exitGuard(for screen: Screen) -> Navigation.ExitGuard<Self>?
    /// Whether any screen has an exit guard: false (the default) spares every change of a stack
    /// the look at what it leaves. A graph that implements `exitGuard(for:)` says true.
    static var hasExitGuards: Bool { get }

    /// The app-wide layers (`graph.layers:`): screens presented over every root at once.
    /// Empty for a graph without layers.
    @_spi(Generated) static var layerTable: LayerTable<Self> { get }
    /// Whether the graph has layers: false (the default) spares every move the look at them.
    static var hasLayers: Bool { get }

    /// The split views (`graph.splits:`): roots shown as columns in a regular width. Empty
    /// for a graph without splits.
    @_spi(Generated) static var splitTable: SplitTable<Self> { get }
    /// Whether the graph has splits: false (the default) spares every move the look at them.
    static var hasSplits: Bool { get }

    /// How `screen` is presented when a move starts a sheet or a cover with it (`detents:`,
    /// `dismiss-by-swipe:`); nil (the default) for a screen without such keys.
    static func presentationDetails(for screen: Screen) -> Navigation.PresentationDetails?
    /// Whether `screen`, pushed inside the flow that presenting `root` started (a sheet or a
    /// cover), may end that flow with `root`'s result (`finishes:`): what lets
    /// `NavigationState.finish(_:with:)` finish `root` from above it. False (the default) for
    /// every pair of a graph without `finishes:`.
    static func finishesFlow(_ root: Screen, from screen: Screen) -> Bool
    /// Whether a stack built at once, by a deep link or a restore, animates its way in
    /// (`graph.animate-built-stacks:`); true by default. The state builds the stack either way;
    /// the SwiftUI host's `NavigationState.buildingStack(_:)` applies it.
    static var animatesBuiltStacks: Bool { get }

    /// The app flows (`graph.flows:`, the generated `<Route>Flow` enum): named root sets the
    /// app moves between. `Navigation.NoFlow` for a graph without flows.
    associatedtype Flow: Hashable & Sendable & CaseIterable & RawRepresentable = Navigation.NoFlow
    where Flow.RawValue == String
    /// The flows' roots, conditions and moves; empty for a graph without flows.
    @_spi(Generated) static var flowTable: FlowTable<Self> { get }

    // The runtime's own, for a `NavigationRecorder`: implemented once, in
    // NavigationGraph+Counting.swift, and never by a graph. Requirements so that they run
    // specialized for the app's graph.
    @_spi(Generated) @MainActor
    static func _count(_ move: Move<Self>, on stack: RouteStack<Self>, in recorder: NavigationRecorder<Self>) -> Bool
    @_spi(Generated) @MainActor
    static func _count(
        entering route: Route, style: TransitionStyle, over stack: RouteStack<Self>,
        in recorder: NavigationRecorder<Self>
    ) -> Bool
    @_spi(Generated) @MainActor
    static func _count(tapping button: String, of alert: Route, in recorder: NavigationRecorder<Self>)
}

extension NavigationGraph {
    /// What a refused move of this graph throws: generated methods say `throws(<Route>Graph.Failure)`.
    public typealias Failure = NavigationError<Self>
    /// Where a move of this graph starts: generated helpers take a `<Route>Graph.Origin`.
    public typealias Origin = Navigation.MoveOrigin<Self>
    /// What a generated `<Screen>Directions` holds: `<Route>Graph.Context<Params>`.
    @_spi(Generated) public typealias Context<Params> = DirectionsContext<Self, Params>
    /// What generated directions move through: any navigator of this graph.
    public typealias AnyNavigator = any Navigator<Self>
}

extension NavigationGraph {
    /// Every generated graph declares its transitions; this default only lets the requirement be
    /// SPI (a requirement behind `@_spi` needs one): a graph without it allows no move.
    @_spi(Generated) public static var transitions: TransitionTable<Screen> { TransitionTable([]) }
    public static var liveScreens: Set<Screen> { [] }
    /// No screen asks anything before it is left.
    /// - Parameter screen: a screen of the graph.
    /// - Returns: nil.
    public static func exitGuard(for screen: Screen) -> Navigation.ExitGuard<Self>? { nil }
    public static var hasExitGuards: Bool { false }
    public static var hasLayers: Bool { false }
    /// No screen has presentation keys.
    /// - Parameter screen: a screen of the graph.
    /// - Returns: nil.
    public static func presentationDetails(for screen: Screen) -> Navigation.PresentationDetails? { nil }
    /// No screen finishes a flow from above it.
    /// - Parameters:
    ///   - root: the screen that started the flow.
    ///   - screen: a screen pushed in that flow.
    /// - Returns: false.
    public static func finishesFlow(_ root: Screen, from screen: Screen) -> Bool { false }
    public static var animatesBuiltStacks: Bool { true }
    /// Every button is always shown.
    /// - Parameters:
    ///   - id: a button's id.
    ///   - screen: its alert's screen.
    /// - Returns: no condition.
    public static func conditions(forButton id: String, of screen: Screen) -> [Condition] { [] }
}

extension NavigationGraph where Condition == Navigation.NoCondition {
    /// A graph without `requires:` guards no screen.
    /// - Parameter screen: a screen of the graph.
    /// - Returns: no condition.
    public static func conditions(for screen: Screen) -> [Navigation.NoCondition] { [] }
}

/// A graph whose every root is built from data alone: no root param waits for the app
/// (`graph.start-params`) without a default. `NavigationState()` starts with these roots.
public protocol NavigationGraphWithDefaultRoots: NavigationGraph {
    /// The route of each declared root with its params' defaults, in declared order.
    static var roots: [Route] { get }
}

extension Navigation {
    /// The conditions of a graph without `requires:`: there are none.
    public enum NoCondition: Hashable, Sendable {}
}
