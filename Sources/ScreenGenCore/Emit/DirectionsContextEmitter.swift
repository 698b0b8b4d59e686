/// What the directions of a feature's or a top-level screen call to be bound to a route or an
/// entry, in the graph-wide file: the `<Route>` value is built and matched there, so the file of
/// a screen's directions never names the route enum (a file that names it is compiled again
/// whenever any feature's routes change; the moves' helpers keep to the same rule,
/// `MoveHelperEmitter`).
///
/// - per feature: `DirectionsContext.bound(_:<feature>:_:)`, directions made with a screen's
///   params, bound to the route they make (a static function, not an initializer: the file of
///   every directions calls `.init(…)` on the context, and an initializer that names the route
///   enum, even one it does not call, makes it depend on every feature's routes); and `<Feature>Route.init?(entry:)`, the
///   feature's route of a type-erased entry, which directions made for an entry match;
/// - per top-level screen with params: the free functions `_<Route><Screen>Context`, the same
///   binding, and `_<Route><Screen>Params`, the screen's params of an entry (free functions,
///   like the moves' helpers of top-level screens: in an extension of the graph or of the
///   context, an app type named `Graph`, `Params` or `Context` would mean the runtime's).
///
/// A screen without params is bound by name (its route is its screen), and one with a live param
/// when made with params (a closure wrapped again is a new value); directions made for an entry
/// are always bound to it.
struct DirectionsContextEmitter {
    let graph: ScreenGraph
    let names: GeneratedNames

    /// Whether a screen's directions made with params are bound to the route they make.
    static func bindsRoute(_ screen: ScreenGraph.Screen) -> Bool {
        !screen.params.isEmpty && !screen.params.contains(where: \.isLive)
    }

    private var screensWithDirections: [ScreenGraph.ScreenIndex] {
        guard graph.generatedAPIs.contains(.directions) else { return [] }
        return graph.screens.indices.filter { graph.screens[$0].hasDirections }
    }

    /// The features whose screens have directions, and those of them with a screen whose
    /// directions are bound to a route, each in declared order: one pass over the screens (a
    /// pass per feature was quadratic in a graph's size, #33).
    private var features: (all: [Int], routeBound: [Int]) {
        var all = Set<Int>()
        var routeBound = Set<Int>()
        for index in screensWithDirections {
            guard let feature = graph.screens[index].feature else { continue }
            all.insert(feature)
            if Self.bindsRoute(graph.screens[index]) { routeBound.insert(feature) }
        }
        return (all.sorted(), routeBound.sorted())
    }

    /// The features' part, in the graph-wide file.
    func writeFeatureBindings(into writer: inout SwiftWriter) {
        let (features, routeBound) = features
        guard !features.isEmpty else { return }
        if !routeBound.isEmpty {
            writer.line()
            writer.doc("Directions made with a feature's screen's params, bound to the route they make (built here).")
            writer.block("extension ScreenNavigation.DirectionsContext where Graph == \(names.graph)") { writer in
                for feature in routeBound.map({ graph.features[$0] }) {
                    writer.function(
                        access: names.access, "static func bound",
                        parameters: [
                            "_ navigator: \(names.graph).AnyNavigator",
                            "\(MoveHelperKind.routeLabel(of: feature, inDeclaration: true)) route: \(feature.typeName.name)",
                            "_ params: Params",
                        ], throwing: nil, returning: "\(names.graph).Context<Params>"
                    ) { writer in
                        writer.line(".bound(navigator, route: .\(feature.caseName.escaped)(route), params)")
                    }
                }
            }
        }
        for feature in features.map({ graph.features[$0] }) {
            writer.line()
            writer.block("extension \(feature.typeName.name)") { writer in
                writer.doc("The route of `entry` (a view's `navigationEntry`), when it shows a screen of this feature.")
                writer.block("\(names.access)init?(entry: Swift.AnyHashable?)") { writer in
                    writer.line(
                        "guard case .\(feature.caseName.escaped)(let route)? = \(names.graph).route(ofEntry: entry) "
                            + "else { return nil }")
                    writer.line("self = route")
                }
            }
        }
    }

    /// The top-level screens' part, in the graph-wide file, after the graph's extension.
    func writeScreenBindings(into writer: inout SwiftWriter) {
        for index in screensWithDirections
        where graph.screens[index].feature == nil && !graph.screens[index].params.isEmpty {
            let screen = graph.screens[index]
            let params = screen.params
            let type =
                params.count == 1
                ? params[0].storageTypeText : "(" + params.map(\.storageTypeText).joined(separator: ", ") + ")"
            let routes = RouteExpressions(graph: graph)
            if Self.bindsRoute(screen) {
                let route = routes.value(index) { params.count == 1 ? "route" : "route.\($0)" }
                writer.line()
                writer.doc(
                    "Directions of `\(screen.qualifiedName)` made with its params, bound to the route they make.")
                writer.line("@MainActor")
                writer.function(
                    access: names.plumbingAccess, "func \(contextFunction(screen))<Params>",
                    parameters: ["_ navigator: \(names.graph).AnyNavigator", "_ route: \(type)", "_ params: Params"],
                    throwing: nil, returning: "\(names.graph).Context<Params>"
                ) { writer in
                    writer.line(".bound(navigator, route: \(route), params)")
                }
            }
            if !screen.directionsStoredParams.isEmpty {
                let bound = params.indices.map { "_p\($0)" }
                let pattern = routes.pattern(index, names: Dictionary(uniqueKeysWithValues: zip(params.indices, bound)))
                let value = bound.count == 1 ? bound[0] : "(" + bound.joined(separator: ", ") + ")"
                writer.line()
                writer.doc("The params of an entry of `\(screen.qualifiedName)` (type-erased), for its directions.")
                writer.block(
                    "\(names.plumbingAccess)func \(paramsFunction(screen))(ofEntry entry: Swift.AnyHashable?) -> \(type)?"
                ) { writer in
                    writer.line(
                        "if case \(pattern)? = \(names.graph).route(ofEntry: entry) { \(value) } else { nil }")
                }
            }
        }
    }

    /// `_<Route><Screen>Context`, named as the moves' helpers of top-level screens are.
    func contextFunction(_ screen: ScreenGraph.Screen) -> String {
        GeneratedNames.context(
            ofScreen: SwiftIdentifier.capitalizedFirst(screen.caseName).name, route: graph.routeName.name)
    }

    /// `_<Route><Screen>Params`.
    func paramsFunction(_ screen: ScreenGraph.Screen) -> String {
        GeneratedNames.params(
            ofScreen: SwiftIdentifier.capitalizedFirst(screen.caseName).name, route: graph.routeName.name)
    }
}

extension ScreenGraph.Screen {
    /// The params that some move of the screen passes on (`args`): what its directions keep.
    var directionsStoredParams: [Int] {
        Set(transitions.flatMap { $0.move.sourceParams } + self.backTransitions.flatMap { $0.then?.sourceParams ?? [] })
            .sorted()
    }
}
