import Foundation

/// A seeded random screen graph that the tool must ACCEPT (no errors), built to stress the
/// generated code: keywords and generated-member names as screen, feature, action and param
/// names, the same names across features, every param type shape of the grammar, every kind of
/// default, every transition style, `args` (params and literals), alerts and dialogs with
/// buttons, hostile texts, several files per feature, several roots, views built with
/// arguments, transition sets, back transitions (`pop-to`, `select-root`, `dismiss`),
/// `returns`, `graph.start-params`, `cycle: intended` (RandomGraph+Constructs.swift), live
/// params (`live: true`, `live: closure`, of types only live params use), `anywhere:` moves,
/// deep links with placeholders inside segments, host parts (a literal host, or a host
/// placeholder bound to a param), wildcard segments, app flows (`graph.flows`: shared action
/// names, guarded flows, roots with start params) and exit guards (`exit:`, asking an alert of
/// any feature), presentation details (`detents:`, `dismiss-by-swipe:`,
/// `graph.animate-built-stacks`). The same seed gives the same bytes.
///
/// It keeps the format's rules (Sources/ScreenGenCore/Resolve and Validate): names unique per
/// feature, screen identities and route cases unique graph-wide, generated type names distinct,
/// feature-router method names and labels distinct, references that resolve, alerts entered
/// only with `style: alert` (dialogs with `style: dialog`), required params on roots only under
/// `start-params`, live params never on roots, in links or in literals, alert buttons binding
/// every required target param, every screen reachable
/// from a root, no cycle left unmarked and no mark that closes none. It never avoids a name
/// because the generated code would not compile: that is what the compile check is for.
///
/// This file holds the state and the first steps (settings, features, screens, roots); each
/// construct's steps are in a file of its own: `+Types` (param types), `+Params`, `+Moves`
/// (transitions, buttons, back moves), `+Constructs` (sets, returns, start params, cycles, live
/// params, anywhere moves), `+Links` (guards and deep links), `+Layout` (texts, views, files,
/// modules) and `+Render` (the YAML).
struct RandomGraph {
    // MARK: Model

    indirect enum TypeExpr: Equatable {
        case nominal([Component])
        case array(TypeExpr)
        case dictionary(TypeExpr, TypeExpr)
        case optional(TypeExpr)

        struct Component: Equatable {
            var name: String
            var arguments: [TypeExpr] = []
        }

        static func named(_ dotted: String, _ arguments: [TypeExpr] = []) -> TypeExpr {
            var parts = dotted.split(separator: ".").map { Component(name: String($0)) }
            parts[parts.count - 1].arguments = arguments
            return .nominal(parts)
        }

        /// The tool's canonical spelling (TypeExpression.description).
        var canonical: String {
            switch self {
            case .nominal(let components):
                return components.map { c in
                    c.arguments.isEmpty
                        ? c.name : c.name + "<" + c.arguments.map(\.canonical).joined(separator: ", ") + ">"
                }.joined(separator: ".")
            case .array(let element): return "[\(element.canonical)]"
            case .dictionary(let key, let value): return "[\(key.canonical): \(value.canonical)]"
            case .optional(let wrapped): return "\(wrapped.canonical)?"
            }
        }

        /// The tool's `isOptional`: `T?` or a one-component `Optional<T>`.
        var isOptional: Bool {
            if case .optional = self { return true }
            if case .nominal(let c) = self, c.count == 1, c[0].name == "Optional", c[0].arguments.count == 1 {
                return true
            }
            return false
        }

        var unwrapped: TypeExpr {
            switch self {
            case .optional(let wrapped): return wrapped
            case .nominal(let c) where isOptional: return c[0].arguments[0]
            default: return self
            }
        }

        /// `Int`, `Swift.Int` → "Int"; else nil (the tool's `standardLibraryName`).
        var standardName: String? {
            guard case .nominal(let c) = self, c.allSatisfy({ $0.arguments.isEmpty }) else { return nil }
            if c.count == 1 { return c[0].name }
            if c.count == 2, c[0].name == "Swift" { return c[1].name }
            return nil
        }

        /// Which literal defaults the tool renders for this type: the base type name, or nil
        /// when only `null` (for optionals) or nothing is allowed.
        var literalKind: String? {
            let base = isOptional ? unwrapped : self
            guard let name = base.standardName, ["Int", "Double", "Bool", "String"].contains(name) else { return nil }
            return name
        }

        /// Spelled for YAML, with spaces wherever the grammar allows them.
        func spelled(_ random: inout SeededRandom, spaced: Bool) -> String {
            let space = { (r: inout SeededRandom) -> String in spaced && r.chance(0.5) ? " " : "" }
            switch self {
            case .nominal(let components):
                return components.map { c -> String in
                    guard !c.arguments.isEmpty else { return c.name }
                    var text = c.name + "<" + space(&random)
                    for (i, argument) in c.arguments.enumerated() {
                        if i > 0 { text += "," + (spaced ? space(&random) : " ") }
                        text += argument.spelled(&random, spaced: spaced)
                    }
                    return text + space(&random) + ">"
                }.joined(separator: ".")
            case .array(let element):
                return "[" + space(&random) + element.spelled(&random, spaced: spaced) + space(&random) + "]"
            case .dictionary(let key, let value):
                return "[" + space(&random) + key.spelled(&random, spaced: spaced) + space(&random) + ":"
                    + (spaced ? space(&random) : " ") + value.spelled(&random, spaced: spaced) + space(&random) + "]"
            case .optional(let wrapped):
                return wrapped.spelled(&random, spaced: spaced) + "?"
            }
        }
    }

    struct Param {
        var name: String  // YAML spelling
        var label: String  // converted
        var type: TypeExpr
        var defaultYAML: String?  // the YAML text of `default:`, nil when none is written
        var isRequired: Bool  // after defaults: the tool's `defaultLiteral == nil`
        /// `live: true` / `live: closure`, of a type no other param uses (`liveTypes`), so type
        /// compatibility alone keeps live params bound only to live ones.
        var live: LiveKind? = nil
    }

    enum LiveKind: String {
        case `true`, closure
    }

    struct Move {
        var target: Int
        var style: String
        var writeStyle: Bool
        /// (target param index, source param index)
        var bindings: [(Int, Int)]
        /// Fixed values of `args`: literals of the format's closed grammar.
        var literals: [Literal] = []
        /// `cycle: intended`: the move closes a cycle that is meant.
        var intended = false
        /// `then:`: screens the move goes on through (a screen's own transition only).
        var then: [Int] = []
        /// `back: false`: a push the user cannot pop (a screen's own push only, without `then`).
        var hidesBack = false
    }

    /// A literal `args` value for target param `target`: its text as the format reads it
    /// (`3`, `"hi"` with Swift quotes, `.pair(left: x)`), and the source params it reads.
    /// A move of `anywhere:`: forward, or `select-root` with an optional move from the root.
    struct AnywhereMove {
        var action: String
        var move: Move?
        var selectRoot: Int?
        /// `keep-stack: true` with `selectRoot`: its move, if any, is another anywhere move's.
        var keepsStack = false
    }

    struct Literal {
        var target: Int
        var text: String
        var reads: [Int]
    }

    /// How a back transition goes back before its (optional) move.
    enum BackKind {
        case popTo(Int, inclusive: Bool, writeInclusive: Bool)
        case selectRoot(Int)
        /// `dismiss:` with its value: `true`, or (a transition's) `all` or `to-first`.
        case dismiss(String)
    }

    /// `pop-to`, `select-root` or `dismiss: true`, `all` or `to-first`; `move` is its `to` (required for `dismiss`).
    struct BackTransition {
        var action: String
        var converted: String
        var kind: BackKind
        var move: Move?
    }

    /// A `transition-sets` entry: written in a file of `namespace`; its `args` were chosen
    /// reading the params of `template`, and a screen includes it only when it has params of
    /// those labels and fitting types.
    struct TransitionSet {
        var name: String
        var namespace: Int?
        var template: Int
        var transitions: [Transition] = []
        var backs: [BackTransition] = []
        var file = 0
    }

    struct Transition {
        var action: String  // YAML spelling
        var converted: String
        var move: Move
    }

    struct Button {
        var id: String
        var title: String?
        var role: String?
        var move: Move?
        /// `pop-to` or `dismiss`: an index into the alert's `backTransitions`, where the
        /// cycle marks and steps treat it as any back transition (its action is the button id).
        var back: Int?
        /// `requires:`: conditions the button needs to be shown and tapped.
        var requires: [String] = []
    }

    struct Screen {
        var namespace: Int?  // feature index
        var name: String  // YAML spelling used at the declaration
        var caseName: String
        var isAlert: Bool
        /// `kind: dialog`: an alert in everything but how it is shown (`isAlert` is true too).
        var isDialog = false
        var view: String?
        /// The argument list of `view`, when it is written (`(mode: .local, flag: true)`).
        var viewArguments: String?
        /// `returns:`, for a view screen some move enters.
        var returns: TypeExpr?
        /// `finishes:`, as written: the flow's first screen, which this one is pushed under.
        var finishes: String?
        var title: [TextPiece]?
        var message: [TextPiece]?
        var params: [Param] = []
        var transitions: [Transition] = []
        var backTransitions: [BackTransition] = []
        /// Indices into `sets`, in `include` order.
        var includes: [Int] = []
        var buttons: [Button] = []
        var file = 0
        var dropped = false
        /// Shares the params of an earlier screen through a YAML alias.
        var paramsAlias: Int?
        /// `requires:` condition names (lowerCamelCase as the format demands).
        var requires: [String] = []
        /// `exit:`: the alert it asks and the condition under which it asks.
        var exit: (alert: Int, condition: String)?
        /// `detents:` and `dismiss-by-swipe:` lines, rendered when chosen (RandomGraph+Presentation).
        var presentationYAML: String?
    }

    enum TextPiece {
        case text(String)
        case placeholder(Int)  // param index
    }

    struct Feature {
        var name: String  // one spelling, the same in every file of the feature
        var caseName: String
        var files: [Int] = []
    }

    struct File {
        var path: String
        var namespace: Int?
        var hasGraph = false
        /// The module whose folder holds the file (`graph.modules`), if any.
        var module: String?
    }

    /// `graph.module` and `graph.modules`, for a graph split into modules: one seed in five.
    var routesModule: String?
    var modules: [String] = []

    struct DeepLink {
        var url: String
        var stack: [Int]
        /// The root to write as `root:`, when one is written.
        var root: Int?
        var file = 0
        /// `anywhere: true`: opened over whatever is shown (its first screen an anywhere target).
        var isOverShown = false
        /// `url-param`: the YAML name of the last screen's param that gets the whole URL.
        var urlParam: String?
        /// `args`: fixed values, param name → literal as Swift writes it (`7`, `"fixed"`).
        var args: [(param: String, literal: String)] = []
        /// `canonical: true`: printed first.
        var isCanonical = false
        /// `print-scheme`, `print-host`: what `link(for:)` writes instead of the first listed.
        var printScheme: String?
        var printHost: String?
        /// `choice:` and `one-of:`: the screens the app's resolver picks one of (#37).
        var choice: String?
        var oneOf: [Int] = []
    }

    // MARK: State

    var random: SeededRandom
    let seed: UInt64
    var routeName = "Route"
    var features: [Feature] = []
    var screens: [Screen] = []
    var files: [File] = []
    var roots: [Int] = []
    var useRootsKey = false
    var imports: [String] = []
    var importsModels = false
    var access: String?
    var conformances: [String] = []
    var rules: [(String, String)] = []
    var deepLinks: [DeepLink] = []
    /// `anywhere:` moves, all written in file `anywhereFile`.
    var anywhere: [AnywhereMove] = []
    var anywhereFile = 0
    var hasDeepLinkSettings = false
    var schemes: [String] = []
    var hosts: [String] = []
    /// `graph.deeplinks.types`, canonical spellings.
    var customTypes: [String] = []
    var typePalette: [TypeExpr] = []
    /// Type names the generated file declares (kept distinct, as the tool requires).
    var generatedTypeNames: Set<String> = []
    /// Graph-wide screen identities (`<Route>Screen` cases).
    var identities: Set<String> = []
    /// Per feature: the router method names taken (`detailOpenStatus`).
    var routerMethods: [Int: Set<String>] = [:]
    /// `transition-sets`, in the order they are written.
    var sets: [TransitionSet] = []
    /// `graph.start-params`: root → the YAML names of the params the app supplies.
    var startParams: [(root: Int, params: [String])] = []
    /// `graph.flows` (#35), and the random source that writes them (see RandomGraph+Flows).
    var flows: [Flow] = []
    var flowRandom = SeededRandom(seed: 0)
    /// `graph.layers` (#35), and the random source that writes them (see RandomGraph+Layers).
    var layers: [Layer] = []
    var layerRandom = SeededRandom(seed: 0)
    /// `graph.splits` (#36), and the random source that writes them (see RandomGraph+Splits).
    var splits: [Split] = []
    var splitRandom = SeededRandom(seed: 0)
    /// `graph.animate-built-stacks`, when written.
    var animateBuiltStacks: Bool?
    /// Per graph: how often a root takes start params, and an `args` value is a literal.
    var startParamsChance = 0.0
    var literalChance = 0.0
    /// Per graph: how often a screen that is not a root takes a live param.
    var liveParamChance = 0.0

    init(seed: UInt64) {
        self.seed = seed
        random = SeededRandom(seed: seed &* 0x2545_F491_4F6C_DD1D &+ 0x1234_5678)
    }

    // MARK: Pools

    static let keywords = [
        "default", "class", "self", "Self", "Type", "init", "switch", "case", "in", "inout", "let", "var", "func",
        "protocol", "return", "throws", "try", "any", "some", "nil", "true", "false", "is", "as", "where", "enum",
        "struct", "static", "subscript", "operator", "repeat", "defer", "guard", "await", "async", "each", "extension",
        "import", "internal", "public", "private", "open", "super", "deinit", "associatedtype", "rethrows",
        "fallthrough", "break", "continue", "do", "else", "for", "if", "while", "catch", "throw", "typealias",
        "package", "fileprivate", "nonisolated", "borrowing", "consuming", "precedencegroup", "Protocol", "Any",
    ]
    /// Members of the generated types, the runtime and the standard protocols they adopt.
    static let memberNames = [
        "screen", "route", "raw-value", "all-cases", "hash-value", "description", "debug-description", "dispatch",
        "perform", "navigator", "body", "id", "none", "some", "hash", "encode", "output", "handler", "state", "roots",
        "transitions", "title", "alert", "is-alert", "alert-screens", "push", "pop", "present", "replace", "dismiss",
        "navigate", "view", "root-index", "snapshot", "restore", "view-model", "select", "jump", "entry", "move",
        "style", "from", "to", "graph", "destination", "swift", "foundation", "swift-ui", "screen-navigation",
        "observation", "models", "type", "AllCases", "RawValue", "init-view", "navigator-argument", "top-route",
        "pop-to-root", "set-stack", "layers", "stacks",
    ]
    static let commonScreens = [
        "home", "list", "detail", "settings", "profile", "editor", "search", "results", "compose", "inbox", "status",
        "about", "login", "onboarding", "photo-viewer", "contact-detail", "item-list", "cart", "checkout", "feed",
        "comments", "share-sheet", "map", "filters", "confirm-delete", "sign-out", "help", "welcome",
        "conversation", "attachment-picker", "preview", "gallery", "tab2", "v2-list", "URL-list", "detail-URL",
    ]
    static let commonFeatures = [
        "chat", "contacts", "settings", "profile", "shop", "animal", "media", "account", "search", "detail",
        "onboarding", "feed",
    ]
    static let trickyFeatures = [
        "class", "default", "self", "switch", "screen", "route", "in", "init", "all", "raw", "hash", "alert", "is",
        "swift", "foundation", "screen-navigation", "models", "navigation", "state", "type", "Type", "protocol",
        "extension", "static", "dispatch", "none", "some", "graph", "view", "top", "pop", "set", "present",
    ]
    static let commonActions = [
        "open", "open-status", "show", "select", "edit", "delete", "share", "next", "details", "compose", "start",
        "go", "back-home", "reply", "attach", "filter", "buy", "sign-out", "confirm", "close-all", "refresh",
        "open-detail", "show-profile", "message",
    ]
    static let trickyActions = [
        "perform", "dispatch", "navigator", "init", "self", "screen", "route", "body", "description", "hash-value",
        "raw-value", "all-cases", "id", "none", "some", "to-root", "stack", "alert", "entry", "count", "index",
        "alert-button", "present", "push", "pop", "replace", "dismiss", "navigate", "Type", "call-as-function",
        "encode", "hash", "handler", "state", "finish", "open-for-result", "select-for-result",
    ]
    static let commonParams = [
        "id", "contact", "item", "name", "count", "query", "page", "filter", "draft", "animal", "photo", "index",
        "user-id", "item_id", "title", "message", "url", "date", "flag", "limit", "offset", "tags", "options",
        "max-count", "recipient",
    ]
    static let trickyParams = [
        "self", "default", "in", "inout", "route", "handler", "navigator", "navigator-argument", "state",
        "root-index", "screen", "body", "from", "to", "style", "output", "description", "hash-value", "raw-value",
        "Type", "perform", "dispatch", "none", "some", "let", "var", "case", "rawValue", "switch", "return", "init",
        "Self", "Any", "protocol", "where", "id", "move", "destination", "graph",
    ]
    /// (screen, action) whose router method `<screen><Action>` is a member of NavigationState.
    static let routerClashes = [
        ("pop", "to-root"), ("top", "route"), ("top", "screen"), ("top", "entry"), ("selected", "stack"),
        ("set", "stack"), ("present", "alert"), ("tap", "alert-button"), ("view-model", "count"),
        ("selected-root", "index"), ("dis", "miss"), ("snap", "shot"), ("po", "p"), ("per", "form"),
    ]
    /// (feature, screen) whose identity `<feature><Screen>` is a member of the screen enum.
    static let identityClashes = [
        ("all", "cases"), ("raw", "value"), ("hash", "value"), ("debug", "description"), ("init", "from"),
        ("hash", "into"), ("encode", "to"),
    ]
    static let routeNames = ["Route", "AppRoute", "Destination", "NavRoute", "AppDestination", "MainRoute"]
    /// Route names that are legal but tricky. The tool refuses module names (`Swift`, `SwiftUI`,
    /// …, and the graph's imports) and standard type names (`String`, `Codable`, …) here.
    static let trickyRouteNames = [
        "Graph", "Move", "Navigator", "Handler", "Output", "View", "Body", "Element", "Destination",
        "Content", "Label", "Item", "Router",
    ]
    // Not `Screen` or `Condition`: inside the generated graph they name its associated types,
    // so the tool refuses them as route names (name-collision).
    /// Modules whose names the generated code spells out; the tool reserves them.
    static let reservedModules = ["Swift", "Foundation", "ScreenNavigation", "SwiftUI", "Observation"]
    static let userTypes = [
        "Contact", "Animal", "ProductID", "Message", "Photo", "Order", "FilterOptions", "Money", "Draft", "Account",
    ]
    static let trickyUserTypes = [
        "Graph", "Screen", "Route", "Handler", "Destination", "Body", "Move", "Navigator", "Element", "Key", "Value",
        "Wrapped", "Label", "Content", "ID", "Item", "Model", "State", "Action", "AllCases", "RawValue",
        // The runtime's typealiases on every graph (`<Route>Graph.Failure` …).
        "Failure", "Origin", "Context", "AnyNavigator",
    ]
    static let namespacedTypes = [
        "Models.Contact", "Models.Group.Member", "Models.Output", "Domain.Order", "API.V2.Item",
    ]
    static let standardScalars = [
        "Int", "Double", "Bool", "String", "UUID", "URL", "Date", "Data", "Float", "Int8", "Int16", "Int32", "Int64",
        "UInt", "UInt8", "UInt64", "Decimal",
    ]
    static let qualifiedStandard = [
        "Swift.Int", "Swift.String", "Swift.Bool", "Swift.Double", "Foundation.UUID", "Foundation.Date",
        "Foundation.URL",
    ]
    static let texts = [
        "Home", "Say \"hi\"", "back\\slash", "\\(not interpolated)", "100% sure?", "Ünïcödé ✓", "emoji 😀 🇫🇷",
        "tab\there", "line one\nline two", "{}", "{not a param}", "{{double}}", "{1st}", "#hashtag", "a: b",
        "trailing \\", "\u{202E} reversed", "'single' quotes", "\"\"\"", "</script>", "%@ %d", "$(shell)",
        "#{ ruby }", "中文", "null", "~", "true", "", " padded ", "\\u{41}", "\"\\(1 + 1)\"", "nul\u{1}ctl",
    ]

    /// Words that make a text long, with the spaces a long literal is broken after.
    static let sentences = [
        " Are you sure you want to do this now? ", "It cannot be undone later, whatever happens next. ",
        "  two  spaces  ", "a-very-long-word-without-any-space-in-it-at-all-that-goes-on-and-on ",
    ]

    // MARK: Building

    mutating func build() {
        chooseSettings()
        chooseFeatures()
        chooseScreens()
        chooseRoots()
        chooseParams()
        chooseButtons()
        connect()
        addExtraTransitions()
        chooseBackTransitions()
        chooseButtonBacks()
        chooseTransitionSets()
        fixRouterLabels()
        chooseReturns()
        markCycles()
        chooseGuards()
        chooseTexts()
        chooseViews()
        chooseFiles()
        chooseAnywhere()
        chooseContinuations()
        chooseUnpoppablePushes()
        chooseDeepLinks()
        chooseOverShownLinks()
        chooseFlows()
        chooseExitGuards()
        chooseLayers()
        choosePresentation()
        chooseSplits()
        chooseFlowResults()
    }

    mutating func chooseSettings() {
        if random.chance(0.25) {
            importsModels = true
            imports.append("Models")
        }
        if random.chance(0.15) {
            imports.append(random.pick(["Dispatch", "Observation", "Swift", "Foundation", "ScreenNavigation"]))
        }
        if random.chance(0.05), let first = imports.first { imports.append(first) }
        let modules = Set(Self.reservedModules + imports)
        repeat {
            routeName = random.chance(0.82) ? random.pick(Self.routeNames) : random.pick(Self.trickyRouteNames)
        } while modules.contains(routeName)
        for suffix in ["", "Screen", "Graph", "Handler", "View", "Anywhere", "Samples"] {
            generatedTypeNames.insert(routeName + suffix)
        }
        // Module names are taken for every generated type (the tool reserves them).
        generatedTypeNames.formUnion(modules)
        if random.chance(0.2) { access = random.pick(["public", "internal"]) }
        startParamsChance = random.chance(0.35) ? 0.7 : 0
        literalChance = random.pick([0, 0.1, 0.2, 0.35])
        liveParamChance = random.pick([0, 0, 0.1, 0.25])
        switch random.weighted([30, 35, 8, 5, 5, 5, 6, 6]) {
        case 0: break
        case 1: conformances = ["Codable"]
        case 2: conformances = ["Swift.Codable", "Equatable"]
        case 3: conformances = ["Encodable"]
        case 4: conformances = ["Decodable", "Hashable"]
        case 5: conformances = ["Sendable", "Swift.Hashable"]
        case 6: conformances = ["RouteMarker", "Codable"]
        default: conformances = ["Models.Marker"]
        }
        // Cycles are marked `cycle: intended` (markCycles), so the rule mostly stays on.
        if random.chance(0.1) { rules.append(("unbounded-cycle", random.pick(["off", "warning"]))) }
        if random.chance(0.15) { rules.append(("unreachable-screen", random.pick(["error", "warning"]))) }
    }

    /// A name from `pool` (converted) that `isFree` accepts, in a random spelling.
    mutating func freshName(_ pools: [[String]], weights: [Int], isFree: (String) -> Bool) -> String? {
        for _ in 0..<40 {
            let pool = pools[random.weighted(weights)]
            let name = random.pick(pool)
            if isFree(Names.lowerCamel(name)) { return random.pick(Names.spellings(of: name)) }
        }
        return nil
    }

    mutating func chooseFeatures() {
        let count = random.weighted([15, 25, 30, 20, 10])
        for _ in 0..<count {
            let taken = Set(features.map(\.caseName))
            let typeNames = generatedTypeNames
            guard
                let name = freshName(
                    [Self.commonFeatures, Self.trickyFeatures], weights: [6, 4],
                    isFree: { converted in
                        !taken.contains(converted)
                            && Self.featureTypeNames(converted).allSatisfy { !typeNames.contains($0) }
                    })
            else { continue }
            let converted = Names.lowerCamel(name)
            features.append(Feature(name: name, caseName: converted))
            generatedTypeNames.formUnion(Self.featureTypeNames(converted))
        }
    }

    /// The types generated for a feature: its route enum, handler protocol, view, router
    /// protocol and router struct.
    static func featureTypeNames(_ caseName: String) -> [String] {
        let base = Names.capitalized(caseName)
        return [base + "Route", base + "RouteHandler", base + "RouteView", base + "Router", base + "NavigationRouter"]
    }

    func identity(_ namespace: Int?, _ caseName: String) -> String {
        guard let namespace else { return caseName }
        return features[namespace].caseName + Names.capitalized(caseName)
    }

    /// Adds a screen when its names are free; returns its index.
    @discardableResult
    mutating func addScreen(_ spelling: String, in namespace: Int?, alert: Bool) -> Int? {
        let caseName = Names.lowerCamel(spelling)
        let identity = identity(namespace, caseName)
        let directions = Names.capitalized(identity) + "Directions"
        // `allCases`: the CaseIterable screen enum's own list (the tool refuses it).
        guard !screens.contains(where: { $0.namespace == namespace && $0.caseName == caseName }),
            identity != "allCases", !identities.contains(identity), !generatedTypeNames.contains(directions)
        else { return nil }
        if namespace == nil, features.contains(where: { $0.caseName == caseName }) { return nil }
        identities.insert(identity)
        generatedTypeNames.insert(directions)
        screens.append(Screen(namespace: namespace, name: spelling, caseName: caseName, isAlert: alert))
        return screens.count - 1
    }

    mutating func chooseScreens() {
        let total = random.int(10...40)
        let namespaces: [Int?] = [nil] + features.indices.map { Optional($0) }
        // Shares: top level gets a little less when there are features; sometimes nothing.
        var counts = namespaces.map { _ in 1 }
        if !features.isEmpty, random.chance(0.12) { counts[0] = 0 }
        for _ in 0..<max(0, total - counts.reduce(0, +)) {
            let index = random.int(below: namespaces.count)
            if index == 0, counts[0] == 0 { continue }
            counts[index] += 1
        }
        // Deliberate clashes first, so they are not crowded out.
        if features.count >= 2, random.chance(0.35) {
            // The same screen with the same action in two features (router methods `detailOpenStatus`).
            let pair = random.shuffled(Array(features.indices)).prefix(2)
            let screen = random.pick(["detail", "list", "settings", "home"])
            for feature in pair { addScreen(random.pick(Names.spellings(of: screen)), in: feature, alert: false) }
        }
        if !features.isEmpty, random.chance(0.25) {
            let (screen, _) = random.pick(Self.routerClashes)
            addScreen(screen, in: random.int(below: features.count), alert: false)
        }
        if random.chance(0.25) {
            let (feature, screen) = random.pick(Self.identityClashes)
            let featureIndex: Int
            if let existing = features.firstIndex(where: { $0.caseName == Names.lowerCamel(feature) }) {
                featureIndex = existing
            } else if Self.featureTypeNames(Names.lowerCamel(feature)).allSatisfy({ !generatedTypeNames.contains($0) }),
                !screens.contains(where: { $0.namespace == nil && $0.caseName == Names.lowerCamel(feature) })
            {
                features.append(Feature(name: feature, caseName: Names.lowerCamel(feature)))
                generatedTypeNames.formUnion(Self.featureTypeNames(Names.lowerCamel(feature)))
                counts.append(0)
                featureIndex = features.count - 1
            } else {
                featureIndex = -1
            }
            if featureIndex >= 0 { addScreen(screen, in: featureIndex, alert: false) }
        }
        for (position, namespace) in ([nil] + features.indices.map { Optional($0) }).enumerated() {
            var made = screens.filter { $0.namespace == namespace }.count
            var attempts = 0
            while made < counts[position], attempts < 200 {
                attempts += 1
                let pool = random.weighted([55, 25, 20])
                let base =
                    pool == 0
                    ? random.pick(Self.commonScreens)
                    : pool == 1 ? random.pick(Self.keywords) : random.pick(Self.memberNames)
                let alert = made > 0 && random.chance(0.15)
                if let added = addScreen(random.pick(Names.spellings(of: base)), in: namespace, alert: alert) {
                    made += 1
                    if alert, random.chance(0.35) { screens[added].isDialog = true }
                }
            }
        }
        // Sometimes a feature with no screens at all (its route enum has no cases).
        if random.chance(0.06) {
            let taken = Set(features.map(\.caseName)).union(screens.filter { $0.namespace == nil }.map(\.caseName))
            let typeNames = generatedTypeNames
            if let name = freshName(
                [Self.commonFeatures, Self.trickyFeatures], weights: [5, 5],
                isFree: { converted in
                    !taken.contains(converted)
                        && Self.featureTypeNames(converted).allSatisfy { !typeNames.contains($0) }
                })
            {
                features.append(Feature(name: name, caseName: Names.lowerCamel(name)))
                generatedTypeNames.formUnion(Self.featureTypeNames(Names.lowerCamel(name)))
            }
        }
        // At least one view screen to be a root.
        if !screens.contains(where: { !$0.isAlert }) {
            screens[0].isAlert = false
            screens[0].isDialog = false
        }
    }

    mutating func chooseRoots() {
        let views = screens.indices.filter { !screens[$0].isAlert }
        let count = min(views.count, random.weighted([55, 30, 15]) + 1)
        roots = Array(random.shuffled(views).prefix(count))
        useRootsKey = roots.count > 1 || random.chance(0.3)
    }

    // MARK: Params and types
}
