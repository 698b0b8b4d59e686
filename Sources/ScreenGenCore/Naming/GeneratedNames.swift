/// The names of the generated types, derived once from the route name.
struct GeneratedNames: Sendable {
    let access: String
    /// The access of a witness of one of the runtime's `@_spi(Generated)` requirements (the
    /// graph's tables, the deep-link switches): in a public graph it is SPI too, as a public
    /// declaration may not name an SPI type.
    let plumbingAccess: String
    /// `plumbingAccess` of a public graph: what only generated code may call.
    static let generatedSPIAccess = "@_spi(Generated) public "
    let route: String
    let screen: String
    let graph: String
    let handler: String
    let view: String
    /// `<Route>Graph.Failure`: what every generated move throws (the runtime's
    /// `NavigationError<<Route>Graph>`, under a name that fits a line).
    let failure: String
    /// The route enum and every feature's route enum: a param of one of these types makes a
    /// route case recursive. Built once, not per screen.
    let routeTypes: Set<String>
    /// The names of the generated code's own values inside what it declares.
    let own: OwnValueNames

    /// In a module's or the app's part, the routes module's types are spelt with its name
    /// (`ShopRoutes.ShopRoute`): there they are imports, like SwiftUI's and ScreenNavigation's, and
    /// a route enum named `View` (or a graph named `NavigationGraph`) would be ambiguous bare.
    init(_ graph: ScreenGraph, part: OutputPart = .whole) {
        access = graph.access == .public ? "public " : ""
        plumbingAccess = graph.access == .public ? Self.generatedSPIAccess : ""
        let bare = graph.routeName.name
        var qualifier = ""
        if let layout = graph.moduleLayout {
            switch part {
            case .module, .app: qualifier = layout.routesModule + "."
            case .whole, .routes, .ownFolder: break
            }
        }
        route = qualifier + bare
        typealias Companion = GeneratedNames.RouteCompanion
        screen = Companion.screen.name(ofRoute: qualifier + bare)
        self.graph = Companion.graph.name(ofRoute: qualifier + bare)
        handler = Companion.handler.name(ofRoute: qualifier + bare)
        view = Companion.view.name(ofRoute: bare)
        failure = self.graph + ".Failure"
        routeTypes = Set([bare] + graph.features.map(\.typeName.name))
        own = OwnValueNames(graph)
    }

    /// Whether a param of `params` holds a route (`back: AppRoute?`, a screen that returns
    /// somewhere): such a case makes its enum recursive, so it is stored indirectly.
    func holdsRoute(_ params: [ScreenGraph.Param]) -> Bool {
        params.contains { $0.type.mentionsUnqualifiedName(in: routeTypes) }
    }
}

/// The names the generated code chooses: one catalog, so the emitters that declare the types,
/// the resolver that keeps the user's names clear of them and the support stubs that must not
/// declare them again all spell them the same way (the Maintainer's Guide, "How generated
/// names are chosen").
///
/// The graph's own types are the route enum and its companions, each `<Route><suffix>`
/// (`ChatRoute`, `ChatRouteScreen`, `ChatRouteGraph`, …); a screen's are `<Screen><suffix>`
/// (`ContactsDetailDirections`, `ConfirmDeleteButton`); a feature's `<Feature>Route<suffix>`.
extension GeneratedNames {
    /// A type the generated code declares beside the route enum, named `<Route><suffix>`.
    enum RouteCompanion: String, CaseIterable, Sendable {
        /// `<Route>Screen`: the screens as a payload-free enum.
        case screen = "Screen"
        /// `<Route>Graph`: the graph as data, the `NavigationGraph` conformance.
        case graph = "Graph"
        /// `<Route>Handler`: one requirement a screen, what `dispatch(to:)` calls.
        case handler = "Handler"
        /// `<Route>View`: the SwiftUI view switch.
        case view = "View"
        /// `<Route>Condition`: the guards' and buttons' conditions.
        case condition = "Condition"
        /// `<Route>Anywhere`: the moves declared under `anywhere:`.
        case anywhere = "Anywhere"
        /// `<Route>Samples`: the sample values `pathsToEveryScreen` is followed with.
        case samples = "Samples"
        /// `<Route>Flow`: the app flows (only for a graph with `flows`).
        case flow = "Flow"
        /// `<Route>Flows`: the moves between flows (only for a graph with `flows`).
        case flows = "Flows"
        /// `<Route>Button`: every alert button id of the graph (only for a graph with alert
        /// buttons whose ids are names).
        case button = "Button"

        /// The companions every graph's generated code may declare, whatever it uses.
        static let always: [Self] = [.screen, .graph, .handler, .view, .condition, .anywhere]
        /// The companions of a graph with `flows`.
        static let ofFlows: [Self] = [.flow, .flows]

        /// The companion's name for the route enum `route`.
        /// - Parameter route: the route enum's name, qualified or not.
        /// - Returns: `route` followed by the suffix.
        func name(ofRoute route: String) -> String { route + rawValue }
    }

    /// The names that, inside the generated `extension <Route>Graph`, mean the graph's
    /// associated types rather than a type of the app.
    static let graphAssociatedTypes = ["Route", "Screen", "Condition", "Flow", "AlertButtonID"]

    /// `<Screen>Directions`: a screen's moves.
    static func directions(ofScreen base: String) -> String { base + "Directions" }
    /// `<Screen>Button`: an alert's buttons.
    static func buttons(ofScreen base: String) -> String { base + "Button" }
    /// `<Feature>RouteHandler`: a feature's part of the handler protocol.
    static func handler(ofFeature type: String) -> String { type + RouteCompanion.handler.rawValue }
    /// `<Feature>RouteView`: a feature's part of the view switch.
    static func view(ofFeature type: String) -> String { type + RouteCompanion.view.rawValue }
    /// `<Feature>Route`: a feature's route enum, from the feature's case name capitalized.
    static func route(ofFeature base: String) -> String { base + "Route" }
    /// `<Feature>Router`: the protocol of a feature's moves.
    static func router(ofFeature base: String) -> String { base + "Router" }
    /// `<Feature>NavigationRouter`: the router protocol's implementation over a navigator.
    static func navigationRouter(ofFeature base: String) -> String { base + "NavigationRouter" }
    /// `<Route><Choice>Choice`: the enum of a link's or a move's `choice:` targets.
    static func choice(_ choice: String, ofRoute route: String) -> String { route + choice + "Choice" }
    /// `<Set>Moves`: the protocol of a transition set's moves.
    static func moves(ofSet base: String) -> String { base + "Moves" }
    /// `_<set>MovesArguments`: what a transition set's moves read from the including screen.
    static func arguments(ofSetProtocol name: String) -> String {
        "_" + name.prefix(1).lowercased() + name.dropFirst() + "Arguments"
    }
    /// `_<Route><Screen>Context`: a top-level screen's directions bound to its route.
    static func context(ofScreen base: String, route: String) -> String { "_" + route + base + "Context" }
    /// `_<Route><Screen>Params`: a top-level screen's params read from its route.
    static func params(ofScreen base: String, route: String) -> String { "_" + route + base + "Params" }
    /// `<Route>StubSamples`: the support stubs' sample values (a name the graph does not use).
    static func stubSamples(ofRoute route: String) -> String { route + "StubSamples" }

    /// `<action>ForResult`: the move that awaits the result of the screen `action` shows.
    static func awaitingResult(of action: String) -> String { action + "ForResult" }
    /// `<screen>Finish`: a router's method that ends a screen with its result.
    static func finish(ofScreen base: String) -> String { base + "Finish" }
    /// `<screen>FinishFlow`: a router's method that ends the flow a screen finishes.
    static func finishFlow(ofScreen base: String) -> String { base + "FinishFlow" }
}

/// The names of the generated code's own values inside the types and functions it declares —
/// the directions' context, an initializer's navigator and entry, a move helper's origin, the
/// dispatch's handler: plain words a reader knows, unless the graph spells one of them as a
/// param or an action anywhere (a label, a method or a bound value would then shadow it or
/// clash with it), in which case that one is underscored — a YAML name converts to an
/// identifier that starts with a letter, so `_context` never meets one. Graph-wide, so every
/// file of a graph and every part of a modular one agree.
struct OwnValueNames: Sendable {
    /// The directions' stored `MoveOrigin` (`context.params` reads a param passed on).
    let context: String
    /// An initializer's navigator argument.
    let navigator: String
    /// The entry `init?(_:entry:)` is given.
    let entry: String
    /// What a move helper or a transition set moves from.
    let origin: String
    /// What `dispatch(to:)` calls.
    let handler: String

    init(_ graph: ScreenGraph) {
        // Only these five words matter: each name is looked at in place, not gathered first
        // (the graph's transitions flattened into one array were a large build's peak of
        // memory, #33).
        let words: Set<String> = ["context", "navigator", "entry", "origin", "handler"]
        var spelled: Set<String> = []
        // Most names start with none of the words' letters: they are not hashed (this runs on
        // one core, over every param and action of the graph).
        let initials = words.map { $0.utf8.first! }
        func note(_ name: String) {
            guard let initial = name.utf8.first, initials.contains(initial) else { return }
            if words.contains(name) { spelled.insert(name) }
        }
        // By index: a screen, param or transition copied out retains each of its strings, and
        // this runs on one core before the files are written on all of them.
        let screens = graph.screens
        for screen in screens.indices {
            let params = screens[screen].params
            for param in params.indices { note(params[param].label.name) }
            let transitions = screens[screen].transitions
            for transition in transitions.indices { note(transitions[transition].action.name) }
            let backTransitions = screens[screen].backTransitions
            for back in backTransitions.indices { note(backTransitions[back].action.name) }
        }
        for transition in graph.anywhere?.transitions ?? [] { note(transition.action.name) }
        for back in graph.anywhere?.backTransitions ?? [] { note(back.action.name) }
        func own(_ word: String) -> String { spelled.contains(word) ? "_" + word : word }
        context = own("context")
        navigator = own("navigator")
        entry = own("entry")
        origin = own("origin")
        handler = own("handler")
    }
}
