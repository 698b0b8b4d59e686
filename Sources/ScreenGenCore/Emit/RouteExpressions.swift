/// How the emitters spell routes: values (`.animal(.detail(animal: animal))`) and patterns
/// (`.animal(.detail(let animal, _))`). One place, so every section agrees.
struct RouteExpressions {
    let graph: ScreenGraph

    /// A route value for `screen`, each param given by `argument(paramIndex)`. `explicit`:
    /// every case named with its enum (`AppRoute.chat(ChatRoute.compose)`), which the type
    /// checker resolves without inferring a contextual type.
    func value(_ screen: Int, explicit: Bool = false, argument: (Int) -> String) -> String {
        let node = graph.screens[screen]
        let feature = node.feature.map { graph.features[$0] }
        var text = (explicit ? feature?.typeName.name ?? graph.routeName.name : "") + "." + node.caseName.escaped
        if !node.params.isEmpty {
            let arguments = node.params.indices.map { "\(node.params[$0].label.argumentLabel): \(argument($0))" }
            text += "(" + arguments.joined(separator: ", ") + ")"
        }
        guard let feature else { return text }
        return (explicit ? graph.routeName.name : "") + ".\(feature.caseName.escaped)(\(text))"
    }

    /// The target route of `move`, every case named explicitly: params bound by `args` read
    /// through `source` (given the source param's index), the others by their own labels (a
    /// method's free parameters).
    private func target(of move: ScreenGraph.Move, source: (Int) -> String) -> String {
        value(move.target, explicit: true) { index in
            move.argument(for: index, source: source) ?? graph.screens[move.target].params[index].label.escaped
        }
    }

    /// The statement a generated transition method is: one call of `<Route>Graph._move` with
    /// every name explicit. A quarter of the type checker's time per method of
    /// `navigator.perform(Move(from: .a, to: .b(…), style: .push))`, whose generic `Move` and
    /// implicit members it must infer (0.83 ms a method; 7,000 methods at 1,000 screens).
    func moveStatement(
        _ move: ScreenGraph.Move, from screen: ScreenGraph.Screen, navigator: String = "_navigator", source: (Int) -> String
    ) -> String {
        let route = target(of: move, source: source)
        let graphType = graph.routeName.name + "Graph"
        let screenType = graph.routeName.name + "Screen"
        return "try \(graphType)._move(\(navigator), \(screenType).\(screen.identity.escaped), \(route), ScreenNavigation.TransitionStyle.\(move.style.rawValue))"
    }

    /// Parameter declarations for the target params `move` leaves free, with their defaults
    /// unless `withDefaults` is false (protocol requirements cannot have them).
    func freeParameters(of move: ScreenGraph.Move, withDefaults: Bool = true) -> [String] {
        let target = graph.screens[move.target]
        return target.params.indices.filter { !move.isFixed($0) }.map { index in
            let param = target.params[index]
            let defaultValue = withDefaults ? param.defaultLiteral.map { " = \($0)" } ?? "" : ""
            return "\(param.label.escaped): \(param.typeText)" + defaultValue
        }
    }

    /// A pattern matching `screen` that binds the params in `bound` by their labels and skips the
    /// rest, so no generated binding is ever unused. `inFeature`: matching a value of the
    /// screen's own feature enum (`.detail(…)`), not of the route enum (`.contacts(.detail(…))`).
    func pattern(_ screen: Int, binding bound: Set<Int>, inFeature: Bool = false) -> String {
        let node = graph.screens[screen]
        var text = "." + node.caseName.escaped
        if !bound.isEmpty {
            let parts = node.params.indices.map { bound.contains($0) ? "let \(node.params[$0].label.escaped)" : "_" }
            text += "(" + parts.joined(separator: ", ") + ")"
        }
        return inFeature ? text : wrapInFeature(text, screen: screen)
    }

    /// A pattern matching `screen` that binds param `index` to `names[index]` where given and
    /// skips the rest (names chosen by the caller, so two screens' params cannot clash).
    func pattern(_ screen: Int, names: [Int: String]) -> String {
        let node = graph.screens[screen]
        var text = "." + node.caseName.escaped
        if !names.isEmpty {
            let parts = node.params.indices.map { names[$0].map { "let \($0)" } ?? "_" }
            text += "(" + parts.joined(separator: ", ") + ")"
        }
        return wrapInFeature(text, screen: screen)
    }

    private func wrapInFeature(_ text: String, screen: Int) -> String {
        guard let feature = graph.screens[screen].feature else { return text }
        return ".\(graph.features[feature].caseName.escaped)(\(text))"
    }

    /// The default literal of every param: a route built from data alone (roots, button targets).
    func defaultArgument(of screen: Int) -> (Int) -> String {
        { graph.screens[screen].params[$0].defaultLiteral ?? "nil" }
    }

    /// A text template as a Swift string literal, params interpolated by `String(describing:)` so
    /// optionals render without a warning.
    func literal(_ template: TextTemplate, params: [ScreenGraph.Param]) -> String {
        var body = ""
        for segment in template.segments {
            switch segment {
            case .text(let text): body += SwiftStringLiteral.escapedBody(text)
            case .param(let index): body += "\\(Swift.String(describing: \(params[index].label.escaped)))"
            }
        }
        return "\"" + body + "\""
    }
}
