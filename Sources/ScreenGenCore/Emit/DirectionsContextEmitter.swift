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
            writer.extensionBlock("ScreenNavigation.DirectionsContext", where: ["Graph == \(names.graph)"]) { writer in
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
            // The params' type (a tuple of several, its list marked for a header too long).
            func writeType(_ text: inout SourceText) {
                if params.count > 1 {
                    text.writeList(params.map(\.storageTypeText), open: "(", close: ")")
                } else {
                    text += params[0].storageTypeText
                }
            }
            let routes = RouteExpressions(graph: graph)
            if Self.bindsRoute(screen) {
                writer.line()
                writer.doc(
                    "Directions of `\(screen.qualifiedName)` made with its params, bound to the route they make.")
                writer.line("@MainActor")
                writer.block { text in
                    text.writeAccess(names.plumbingAccess)
                    text += "func \(contextFunction(screen))<Params>"
                    text.openList("(")
                    text += "_ navigator: \(names.graph).AnyNavigator"
                    text.nextEntry()
                    text += "_ route: "
                    writeType(&text)
                    text.nextEntry()
                    text += "_ params: Params"
                    text.closeList(")")
                    text += " -> \(names.graph).Context<Params>"
                } _: { writer in
                    writer.listLine { text in
                        text += ".bound"
                        text.openList("(")
                        text += "navigator"
                        text.nextEntry()
                        text += "route: "
                        routes.writeValue(index, into: &text) { params.count == 1 ? "route" : "route.\($0)" }
                        text.nextEntry()
                        text += "params"
                        text.closeList(")")
                    }
                }
            }
            if !screen.directionsStoredParams.isEmpty {
                let bound = params.indices.map { "_p\($0)" }
                let bindings = Dictionary(uniqueKeysWithValues: zip(params.indices, bound))
                let pattern = routes.pattern(index, names: bindings)
                let value = bound.count == 1 ? bound[0] : "(" + bound.joined(separator: ", ") + ")"
                writer.line()
                writer.doc("The params of an entry of `\(screen.qualifiedName)` (type-erased), for its directions.")
                writer.block { text in
                    text.writeFunctionHeader(
                        access: names.plumbingAccess, "func \(paramsFunction(screen))",
                        parameters: ["ofEntry entry: Swift.AnyHashable?"], throwing: nil)
                    text += " -> "
                    writeType(&text)
                    text += "?"
                } _: { writer in
                    let condition = "if case \(pattern)? = \(names.graph).route(ofEntry: entry)"
                    let whole = condition + " { \(value) } else { nil }"
                    // Too long for a line: swift-format's layout, each branch on a line of its own.
                    if writer.indentWidth + whole.utf8.count <= SwiftRenderer.limit {
                        writer.line(whole)
                    } else {
                        // The pattern's list marked: many params make the condition long too.
                        writer.listLine { text in
                            text += "if case "
                            routes.writePattern(index, names: bindings, into: &text)
                            text += "? = \(names.graph).route(ofEntry: entry) {"
                        }
                        writer.indented { writer in
                            writer.listLine { text in
                                if bound.count == 1 {
                                    text += bound[0]
                                } else {
                                    text.writeList(bound, open: "(", close: ")")
                                }
                            }
                        }
                        writer.line("} else {")
                        writer.indented { $0.line("nil") }
                        writer.line("}")
                    }
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
    /// Read in place, and without a set a move when it binds nothing (most do): a large graph
    /// asks this of every screen, twice.
    var directionsStoredParams: [Int] {
        var stored: [Int] = []
        func add(_ move: borrowing ScreenGraph.Move) {
            guard !move.bindings.isEmpty || !move.literals.isEmpty else { return }
            for param in move.sourceParams where !stored.contains(param) { stored.append(param) }
        }
        transitions.withUnsafeBufferPointer { transitions in
            for index in transitions.indices { add(transitions[index].move) }
        }
        let backTransitions = self.backTransitions
        for index in backTransitions.indices {
            if let then = backTransitions[index].then { add(then) }
        }
        return stored.sorted()
    }
}
