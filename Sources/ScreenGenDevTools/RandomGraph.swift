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
/// placeholder bound to a param) and wildcard segments. The same seed gives the same bytes.
///
/// It keeps the format's rules (Sources/ScreenGenCore/Resolve and Validate): names unique per
/// feature, screen identities and route cases unique graph-wide, generated type names distinct,
/// feature-router method names and labels distinct, references that resolve, alerts entered
/// only with `style: alert` (dialogs with `style: dialog`), required params on roots only under
/// `start-params`, live params never on roots, in links or in literals, alert buttons binding
/// every required target param, every screen reachable
/// from a root, no cycle left unmarked and no mark that closes none. It never avoids a name
/// because the generated code would not compile: that is what the compile check is for.
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
                    c.arguments.isEmpty ? c.name : c.name + "<" + c.arguments.map(\.canonical).joined(separator: ", ") + ">"
                }.joined(separator: ".")
            case .array(let element): return "[\(element.canonical)]"
            case .dictionary(let key, let value): return "[\(key.canonical): \(value.canonical)]"
            case .optional(let wrapped): return "\(wrapped.canonical)?"
            }
        }

        /// The tool's `isOptional`: `T?` or a one-component `Optional<T>`.
        var isOptional: Bool {
            if case .optional = self { return true }
            if case .nominal(let c) = self, c.count == 1, c[0].name == "Optional", c[0].arguments.count == 1 { return true }
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
    }

    /// A literal `args` value for target param `target`: its text as the format reads it
    /// (`3`, `"hi"` with Swift quotes, `.pair(left: x)`), and the source params it reads.
    /// A move of `anywhere:`: forward, or `select-root` with an optional move from the root.
    struct AnywhereMove {
        var action: String
        var move: Move?
        var selectRoot: Int?
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
        case dismiss
    }

    /// `pop-to`, `select-root` or `dismiss: true`; `move` is its `to` (required for `dismiss`).
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
    static let namespacedTypes = ["Models.Contact", "Models.Group.Member", "Models.Output", "Domain.Order", "API.V2.Item"]
    static let standardScalars = [
        "Int", "Double", "Bool", "String", "UUID", "URL", "Date", "Data", "Float", "Int8", "Int16", "Int32", "Int64",
        "UInt", "UInt8", "UInt64", "Decimal",
    ]
    static let qualifiedStandard = ["Swift.Int", "Swift.String", "Swift.Bool", "Swift.Double", "Foundation.UUID", "Foundation.Date", "Foundation.URL"]
    static let texts = [
        "Home", "Say \"hi\"", "back\\slash", "\\(not interpolated)", "100% sure?", "Ünïcödé ✓", "emoji 😀 🇫🇷",
        "tab\there", "line one\nline two", "{}", "{not a param}", "{{double}}", "{1st}", "#hashtag", "a: b",
        "trailing \\", "\u{202E} reversed", "'single' quotes", "\"\"\"", "</script>", "%@ %d", "$(shell)",
        "#{ ruby }", "中文", "null", "~", "true", "", " padded ", "\\u{41}", "\"\\(1 + 1)\"", "nul\u{1}ctl",
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
        chooseDeepLinks()
        chooseOverShownLinks()
    }

    mutating func chooseSettings() {
        if random.chance(0.25) {
            importsModels = true
            imports.append("Models")
        }
        if random.chance(0.15) { imports.append(random.pick(["Dispatch", "Observation", "Swift", "Foundation", "ScreenNavigation"])) }
        if random.chance(0.05), let first = imports.first { imports.append(first) }
        let modules = Set(Self.reservedModules + imports)
        repeat {
            routeName = random.chance(0.82) ? random.pick(Self.routeNames) : random.pick(Self.trickyRouteNames)
        } while modules.contains(routeName)
        for suffix in ["", "Screen", "Graph", "Handler", "View", "Anywhere", "Samples"] { generatedTypeNames.insert(routeName + suffix) }
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
            guard let name = freshName([Self.commonFeatures, Self.trickyFeatures], weights: [6, 4], isFree: { converted in
                !taken.contains(converted) && Self.featureTypeNames(converted).allSatisfy { !typeNames.contains($0) }
            }) else { continue }
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
                      !screens.contains(where: { $0.namespace == nil && $0.caseName == Names.lowerCamel(feature) }) {
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
                let base = pool == 0 ? random.pick(Self.commonScreens) : pool == 1 ? random.pick(Self.keywords) : random.pick(Self.memberNames)
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
            if let name = freshName([Self.commonFeatures, Self.trickyFeatures], weights: [5, 5], isFree: { converted in
                !taken.contains(converted) && Self.featureTypeNames(converted).allSatisfy { !typeNames.contains($0) }
            }) {
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

    mutating func userType() -> TypeExpr {
        switch random.weighted([50, 18, 20]) {
        case 0: return .named(random.pick(Self.userTypes))
        case 1:
            var name = random.pick(Self.trickyUserTypes)
            // `Route` here is an app type, unless the route enum is `Route`: then it names it.
            if generatedTypeNames.contains(name) { name = "Contact" }
            // Split into modules, a runtime type's name is ambiguous unqualified (name-collision).
            if Self.splitsIntoModules(seed: seed), Self.runtimeTypeNames.contains(name) { name = "Contact" }
            return .named(name)
        default:
            let name = random.pick(Self.namespacedTypes)
            return .named(name)
        }
    }

    func swiftQualified(_ name: String) -> String { "Swift." + name }

    mutating func hashableType() -> TypeExpr {
        switch random.int(0...5) {
        case 0, 1: return .named("String")
        case 2: return .named("Int")
        case 3: return .named(random.pick(["UUID", swiftQualified("String"), "Int64"]))
        case 4: return .named(routeName + "Screen")
        default: return .named(random.pick(Self.userTypes))
        }
    }

    mutating func randomType(depth: Int) -> TypeExpr {
        let choice = random.weighted(depth >= 2 ? [40, 6, 30, 0, 0, 0, 0, 0, 0, 3] : [30, 5, 20, 8, 6, 8, 5, 8, depth == 0 ? 4 : 0, 3])
        switch choice {
        case 0: return .named(random.pick(Self.standardScalars))
        case 1:
            return .named(random.pick(Self.qualifiedStandard))
        case 2: return userType()
        case 3: return .array(randomType(depth: depth + 1))
        case 4: return .dictionary(hashableType(), randomType(depth: depth + 1))
        case 5: return .optional(randomType(depth: depth + 1))
        case 6:
            switch random.int(0...4) {
            case 0: return .named("Array", [randomType(depth: depth + 1)])
            case 1: return .named("Dictionary", [hashableType(), randomType(depth: depth + 1)])
            case 2: return .named("Set", [hashableType()])
            case 3: return .named("Optional", [randomType(depth: depth + 1)])
            default: return .named(swiftQualified("Array"), [randomType(depth: depth + 1)])
            }
        case 7:
            switch random.int(0...3) {
            case 0: return .named("Page", [randomType(depth: depth + 1)])
            case 1: return .named("Pair", [randomType(depth: depth + 1), randomType(depth: depth + 1)])
            case 2: return .named(importsModels && random.chance(0.5) ? "Models.Page" : "Box", [randomType(depth: depth + 1)])
            default: return .named("Models.Page", [randomType(depth: depth + 1)])
            }
        case 8:
            // The graph's own types: the screen enum, a stack of routes, or an optional route.
            let noRoute = routeName == "Output" ? 0 : 1
            switch random.weighted([6, 3 * noRoute, 1 * noRoute, features.isEmpty ? 0 : 2, features.isEmpty ? 0 : 1]) {
            case 0: return .named(routeName + "Screen")
            case 1: return .array(.named(routeName))
            case 2: return .optional(.named(routeName))
            case 3: return .array(.named(Names.capitalized(random.pick(features).caseName) + "Route"))
            default: return .optional(.named(Names.capitalized(random.pick(features).caseName) + "Route"))
            }
        default:
            // Double optionals and optional collections.
            return .optional(.optional(.named(random.pick(["Int", "String", "Contact"]))))
        }
    }

    /// A palette of types reused across screens, so `args` finds matching params.
    mutating func paletteType() -> TypeExpr {
        if typePalette.isEmpty {
            for _ in 0..<random.int(6...12) { typePalette.append(randomType(depth: 0)) }
            typePalette.append(.named("Int"))
            typePalette.append(.named("String"))
            typePalette.append(.optional(.named("String")))
        }
        return random.chance(0.7) ? random.pick(typePalette) : randomType(depth: 0)
    }

    mutating func defaultText(for kind: String, optional: Bool) -> String {
        switch kind {
        case "Int": return random.pick(["0", "1", "-1", "-3", "42", "007", "+5", "9223372036854775807", "-9223372036854775808"])
        case "Double": return random.pick(["1.0", "-0.5", "2.5e3", "1e-3", ".5", "0", "-0.0", "1e308", "3", "1E+2"])
        case "Bool": return random.pick(["true", "false"])
        default:
            let text = random.pick(Self.texts)
            // A plain `null` would be YAML's null: always quote String defaults that need it.
            return YAMLText.text(text, random: &random)
        }
    }

    /// A param, required or not as asked; nil when no free label was found.
    mutating func makeParam(for screen: Int, optionalOnly: Bool, type forced: TypeExpr? = nil, label preferred: String? = nil) -> Param? {
        let taken = Set(screens[screen].params.map(\.label))
        var name: String?
        if let preferred, !taken.contains(Names.lowerCamel(preferred)) {
            name = random.pick(Names.spellings(of: preferred))
        } else {
            name = freshName([Self.commonParams, Self.trickyParams, Self.keywords], weights: [60, 30, 10]) { !taken.contains($0) }
        }
        guard let name else { return nil }
        let type = forced ?? paletteType()
        var param = Param(name: name, label: Names.lowerCamel(name), type: type, defaultYAML: nil, isRequired: !type.isOptional)
        if type.isOptional {
            if random.chance(0.3) {
                if let kind = type.literalKind, random.chance(0.5) {
                    param.defaultYAML = defaultText(for: kind, optional: true)
                } else {
                    param.defaultYAML = random.pick(["null", "~", "null", ""])
                }
            }
        } else if let kind = type.literalKind, optionalOnly || random.chance(0.45) {
            param.defaultYAML = defaultText(for: kind, optional: false)
            param.isRequired = false
        }
        if optionalOnly, param.isRequired { return nil }
        return param
    }

    mutating func chooseParams() {
        for index in screens.indices {
            let isRoot = roots.contains(index)
            // Screens that share an earlier screen's params through a YAML anchor.
            if index > 0, !isRoot, random.chance(0.06) {
                let source = random.int(below: index)
                if screens[source].paramsAlias == nil, !screens[source].params.isEmpty {
                    screens[index].params = screens[source].params
                    screens[index].paramsAlias = source
                    continue
                }
            }
            let count = random.weighted([30, 30, 20, 12, 8])
            var attempts = 0
            // A root whose required params the app supplies (`graph.start-params`).
            if isRoot, random.chance(startParamsChance) {
                var listed: [String] = []
                for _ in 0..<random.weighted([0, 70, 30]) {
                    // Mostly of a type that is not optional: a required param.
                    var made = makeParam(for: index, optionalOnly: false)
                    for _ in 0..<4 where made?.type.isOptional ?? true && random.chance(0.85) {
                        made = makeParam(for: index, optionalOnly: false)
                    }
                    guard var param = made else { continue }
                    if !param.isRequired, !param.type.isOptional {
                        param.defaultYAML = nil  // a required one, whatever `makeParam` chose
                        param.isRequired = true
                    }
                    screens[index].params.append(param)
                    listed.append(param.name)
                }
                // Sometimes one of its optional params too, listed or not.
                if let param = makeParam(for: index, optionalOnly: true), random.chance(0.4) {
                    screens[index].params.append(param)
                    if random.chance(0.5) { listed.append(param.name) }
                }
                if !listed.isEmpty { startParams.append((index, random.shuffled(listed))) }
            }
            while screens[index].params.count < count, attempts < 30 {
                attempts += 1
                if isRoot {
                    // Roots take only optional or defaulted params.
                    if let param = makeParam(for: index, optionalOnly: true) { screens[index].params.append(param) }
                } else if let param = makeParam(for: index, optionalOnly: false) {
                    screens[index].params.append(param)
                }
            }
            // A live param (a view model, a closure), never on a root: a root is saved state.
            if !isRoot, random.chance(liveParamChance), let param = makeLiveParam(for: index) {
                screens[index].params.insert(param, at: random.int(0...screens[index].params.count))
            }
        }
        // Alias targets may not change their params from now on; aliases copy them.
    }

    // MARK: Moves

    /// How `from` (a namespace) writes a reference to `target`, or nil when it cannot.
    mutating func reference(from namespace: Int?, to target: Int) -> String? {
        let screen = screens[target]
        let bare = random.pick(Names.spellings(of: screen.name))
        if let feature = screen.namespace {
            let qualified = random.pick(Names.spellings(of: features[feature].name)) + "." + bare
            if feature == namespace { return random.chance(0.7) ? bare : qualified }
            return qualified
        }
        // A top-level screen: `detail` from a feature finds the feature's own `detail` first.
        if let namespace, screens.contains(where: { $0.namespace == namespace && $0.caseName == screen.caseName && !$0.dropped }) {
            return nil
        }
        return bare
    }

    func canReference(from namespace: Int?, to target: Int) -> Bool {
        let screen = screens[target]
        if screen.namespace != nil { return true }
        guard let namespace else { return true }
        return !screens.contains(where: { $0.namespace == namespace && $0.caseName == screen.caseName && !$0.dropped })
    }

    /// The types of live params (`live: true`), and of live closures (`live: closure`): names no
    /// other param uses. Stubbed as a `Sendable` final class, and as a main-actor function type.
    static let liveTypes = ["LiveStore", "Session.Model", "Feed<Int>"]
    static let liveClosureTypes = ["OnDone", "Picker.Chosen"]

    /// A live param for a screen that is not a root; nil when no free label was found.
    mutating func makeLiveParam(for screen: Int) -> Param? {
        let taken = Set(screens[screen].params.map(\.label))
        let name = freshName([["model", "store", "session", "onDone", "binding", "coordinator"], Self.keywords], weights: [85, 15]) {
            !taken.contains(Names.lowerCamel($0))
        }
        guard let name else { return nil }
        let isClosure = random.chance(0.35)
        let written = random.pick(isClosure ? Self.liveClosureTypes : Self.liveTypes)
        let base: TypeExpr = written == "Feed<Int>" ? .named("Feed", [.named("Int")]) : .named(written)
        let optional = random.chance(0.3)
        var param = Param(
            name: name, label: Names.lowerCamel(name), type: optional ? .optional(base) : base, defaultYAML: nil,
            isRequired: !optional, live: isClosure ? .closure : .true)
        if optional, random.chance(0.3) { param.defaultYAML = random.pick(["null", "~"]) }
        return param
    }

    func compatible(target: TypeExpr, source: TypeExpr) -> Bool {
        target.canonical == source.canonical || (target.isOptional && target.unwrapped.canonical == source.canonical)
    }

    /// Random `args` from the source's params into the target's.
    /// Random `args` from the source's params (or fixed literals) into the target's.
    mutating func move(from source: Int, to target: Int, requireAll: Bool) -> Move? {
        var (style, writeStyle) = style(to: target)
        if requireAll, style == "push", !writeStyle, random.chance(0.5) { writeStyle = true }
        guard let (args, literals) = arguments(from: source, to: target, requireAll: requireAll) else { return nil }
        return Move(target: target, style: style, writeStyle: writeStyle, bindings: args, literals: literals)
    }

    mutating func arguments(from source: Int, to target: Int, requireAll: Bool) -> ([(Int, Int)], [Literal])? {
        var literals: [Literal] = []
        guard let args = bindings(from: source, to: target, requireAll: requireAll, literals: &literals) else { return nil }
        return (args, literals)
    }

    mutating func bindings(from source: Int, to target: Int, requireAll: Bool, literals: inout [Literal]) -> [(Int, Int)]? {
        var result: [(Int, Int)] = []
        var used = Set<Int>()
        for (t, param) in screens[target].params.enumerated() {
            let candidates = screens[source].params.indices.filter { compatible(target: param.type, source: screens[source].params[$0].type) }
            let must = requireAll && param.isRequired
            // A fixed value instead, sometimes; for a required param nothing else supplies, when one fits.
            if param.live == nil, random.chance(literalChance) || (must && candidates.isEmpty),
               let literal = literal(for: param.type, readingFrom: source) {
                literals.append(Literal(target: t, text: literal.text, reads: literal.reads))
                continue
            }
            guard !candidates.isEmpty, must || random.chance(0.45) else {
                if must { return nil }
                continue
            }
            // Prefer a source not read yet, so the method's arguments stay distinct.
            let fresh = candidates.filter { !used.contains($0) }
            let s = random.pick(fresh.isEmpty ? candidates : fresh)
            used.insert(s)
            result.append((t, s))
        }
        return result
    }

    mutating func style(to target: Int) -> (String, Bool) {
        if screens[target].isDialog { return ("dialog", true) }
        if screens[target].isAlert { return ("alert", true) }
        let style = random.pick(["push", "push", "sheet", "cover", "replace"])
        return (style, style != "push" || random.chance(0.3))
    }

    /// Adds a transition from `source` to `target` with a fresh action name; false when none fits.
    @discardableResult
    mutating func addTransition(from source: Int, to target: Int, action preferred: String? = nil) -> Bool {
        guard !screens[source].isAlert, canReference(from: screens[source].namespace, to: target) else { return false }
        let taken = actionNames(of: source)
        let feature = screens[source].namespace
        let methods = feature.map { routerMethods[$0, default: []] } ?? []
        let caseName = screens[source].caseName
        let isFree = { (converted: String) in
            !taken.contains(converted) && !methods.contains(caseName + Names.capitalized(converted))
        }
        var action: String?
        if let preferred, isFree(Names.lowerCamel(preferred)) {
            action = random.pick(Names.spellings(of: preferred))
        } else {
            action = freshName([Self.commonActions, Self.trickyActions, Self.keywords], weights: [55, 30, 15], isFree: isFree)
        }
        guard let action else { return false }
        let converted = Names.lowerCamel(action)
        guard let move = move(from: source, to: target, requireAll: false) else { return false }
        screens[source].transitions.append(Transition(action: action, converted: converted, move: move))
        if let feature { routerMethods[feature, default: []].insert(caseName + Names.capitalized(converted)) }
        return true
    }

    /// Alert buttons. Targets first; then every alert gains params for what its buttons' targets
    /// require (which may change other buttons' targets, so until nothing changes); then `args`.
    mutating func chooseButtons() {
        var targets: [Int: [Int?]] = [:]
        for alert in screens.indices where screens[alert].isAlert {
            var ids: [String] = []
            for _ in 0..<random.weighted([8, 40, 35, 17]) {
                let id = random.pick(["ok", "cancel", "delete", "retry", "sign-out", "default", "self", "yes, \"really\"", "Ünï", "a\\b", "{x}", "case", "inout", "1st", "—"])
                guard !ids.contains(id) else { continue }
                ids.append(id)
                var button = Button(id: id)
                if random.chance(0.7) { button.title = random.pick(Self.texts) }
                if random.chance(0.5) { button.role = random.pick(["cancel", "destructive"]) }
                var target: Int?
                if random.chance(0.5) {
                    let candidate = random.int(below: screens.count)
                    // Params shared through an alias cannot grow on one side only.
                    let aliased = screens[alert].paramsAlias != nil || screens.contains { $0.paramsAlias == alert }
                    if canReference(from: screens[alert].namespace, to: candidate), !aliased { target = candidate }
                }
                screens[alert].buttons.append(button)
                targets[alert, default: []].append(target)
            }
        }
        let alerts = screens.indices.filter { screens[$0].isAlert }
        for _ in 0..<10 {
            var changed = false
            for alert in alerts {
                for case let target? in targets[alert] ?? [] {
                    for param in screens[target].params where param.isRequired {
                        guard !screens[alert].params.contains(where: { compatible(target: param.type, source: $0.type) }),
                              var added = makeParam(for: alert, optionalOnly: false, type: param.type, label: param.name)
                        else { continue }
                        added.defaultYAML = nil
                        added.isRequired = true
                        added.live = param.live  // the type is a live one: so is the param
                        screens[alert].params.append(added)
                        changed = true
                    }
                }
            }
            if !changed { break }
        }
        for alert in alerts {
            for (index, target) in (targets[alert] ?? []).enumerated() {
                guard let target, let move = move(from: alert, to: target, requireAll: true) else { continue }
                screens[alert].buttons[index].move = move
            }
        }
    }

    /// Every screen reachable from a root: each unreached screen gets a transition from a reached
    /// view screen that can name it; one that none can name is dropped.
    mutating func connect() {
        var reached = Set(roots)
        var pending = random.shuffled(screens.indices.filter { !reached.contains($0) })
        // Deliberate shared names first: the same action from the same-named screen of two features.
        var progress = true
        while !pending.isEmpty, progress {
            progress = false
            var still: [Int] = []
            for target in pending where !reached.contains(target) {
                let parents = random.shuffled(reached.sorted().filter { !screens[$0].isAlert && canReference(from: screens[$0].namespace, to: target) })
                var done = false
                for parent in parents.prefix(4) where addTransition(from: parent, to: target) {
                    done = true
                    break
                }
                if done {
                    reached.insert(target)
                    progress = true
                    markButtonTargets(from: target, into: &reached)
                } else {
                    still.append(target)
                }
            }
            pending = still
        }
        for index in pending { screens[index].dropped = true }
        // Buttons and transitions that point at a dropped screen go too.
        for index in screens.indices {
            screens[index].buttons = screens[index].buttons.map { button in
                var button = button
                if let move = button.move, screens[move.target].dropped { button.move = nil }
                return button
            }
        }
    }

    /// Alert buttons also reach their targets.
    func markButtonTargets(from screen: Int, into reached: inout Set<Int>) {
        for button in screens[screen].buttons {
            if let move = button.move { reached.insert(move.target) }
        }
    }

    mutating func addExtraTransitions() {
        let live = screens.indices.filter { !screens[$0].dropped }
        let views = live.filter { !screens[$0].isAlert }
        // Same screen name and action across features: `detail` → `open-status` in each.
        let groups = Dictionary(grouping: views.filter { screens[$0].namespace != nil }, by: { screens[$0].caseName })
        for caseName in groups.keys.sorted() where groups[caseName]!.count >= 2 && random.chance(0.8) {
            let action = random.pick(["open-status", "open", "select", "show"])
            for source in groups[caseName]! {
                addTransition(from: source, to: random.pick(live), action: action)
            }
        }
        // Screens named for a router clash get the matching action, to a target without params.
        for (screen, action) in Self.routerClashes {
            for source in views where screens[source].namespace != nil && screens[source].caseName == Names.lowerCamel(screen) {
                let targets = live.filter { screens[$0].params.isEmpty }
                addTransition(from: source, to: random.pick(targets.isEmpty ? live : targets), action: action)
            }
        }
        for _ in 0..<random.int(0...(views.count * 2)) {
            addTransition(from: random.pick(views), to: random.pick(live))
        }
    }

    /// A router method may not take two arguments with one label: the source params `args`
    /// reads and the target's free params. Bind the free one too, or drop the binding.
    mutating func fixRouterLabels() {
        for source in screens.indices {
            for t in screens[source].transitions.indices {
                fixRouterLabels(&screens[source].transitions[t].move, source: source)
            }
        }
    }

    /// One move's router method: the labels of the source params its `args` read (bound or
    /// inside literals) and of the target params it leaves free must differ.
    func fixRouterLabels(_ move: inout Move, source: Int) {
        for _ in 0..<12 {
            let target = screens[move.target]
            let fixedTargets = Set(move.bindings.map(\.0) + move.literals.map(\.target))
            let readLabels = Set((move.bindings.map(\.1) + move.literals.flatMap(\.reads)).map { screens[source].params[$0].label })
            guard let clash = target.params.indices.first(where: { !fixedTargets.contains($0) && readLabels.contains(target.params[$0].label) }) else { break }
            let label = target.params[clash].label
            let sourceParam = screens[source].params.firstIndex { $0.label == label }!
            if compatible(target: target.params[clash].type, source: screens[source].params[sourceParam].type) {
                move.bindings.append((clash, sourceParam))
            } else {
                move.bindings.removeAll { $0.1 == sourceParam }
                move.literals.removeAll { $0.reads.contains(sourceParam) }
            }
        }
    }

    // MARK: Guards and deep links

    static let conditions = [
        "signedIn", "isAdmin", "hasPro", "default", "self", "init", "rawValue", "allCases", "hashValue", "none",
        "some", "description", "screen", "in", "case", "true", "nil", "route", "for", "conditions", "holds",
        "onboarded2", "inout",
    ]

    /// `requires:` on some non-root screens; the graph then also declares `<Route>Condition`.
    mutating func chooseGuards() {
        guard random.chance(0.3) else { return }
        for index in screens.indices where !roots.contains(index) && !screens[index].dropped && random.chance(0.25) {
            let count = random.weighted([70, 25, 5]) + 1
            for _ in 0..<count {
                let condition = random.pick(Self.conditions)
                if !screens[index].requires.contains(condition) { screens[index].requires.append(condition) }
            }
        }
        if screens.contains(where: { !$0.requires.isEmpty }) { generatedTypeNames.insert(routeName + "Condition") }
    }

    /// The URL-readable kinds the tool knows, by the canonical spelling of the (unwrapped) type.
    static let urlTypes: Set<String> = [
        "String", "Swift.String", "Int", "Swift.Int", "Double", "Swift.Double", "Bool", "Swift.Bool", "UUID", "Foundation.UUID",
    ]
    /// Standard types that are LosslessStringConvertible: listable under `graph.deeplinks.types`.
    static let losslessStandard: Set<String> = ["Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt64", "Float"]

    /// Whether a type may be listed under `graph.deeplinks.types` here: the app can make it
    /// LosslessStringConvertible (stubs declare it so; the harness's Models.Contact is).
    func canBeCustomURLType(_ type: TypeExpr) -> Bool {
        let name = type.canonical
        if Self.losslessStandard.contains(name) { return true }
        if name == "Models.Contact" { return true }
        guard case .nominal(let c) = type, c.count == 1, c[0].arguments.isEmpty else { return false }
        // `Route`, `Screen` and `Condition` name the graph's associated types where link values
        // are read: the tool refuses them there (name-collision).
        return (Self.userTypes + Self.trickyUserTypes).contains(name) && !generatedTypeNames.contains(name)
            && !["Route", "Screen", "Condition"].contains(name)
    }

    mutating func chooseDeepLinks() {
        guard random.chance(0.35) else { return }
        hasDeepLinkSettings = true
        schemes = Array(random.shuffled(["app", "myapp", "x-test", "App+Beta", "a.b-c"]).prefix(random.int(1...2)))
        if random.chance(0.4) { hosts = Array(random.shuffled(["example.com", "Links.Example.org", "localhost"]).prefix(random.int(1...2))) }
        // Moves a stack may be built from: every declared move but `replace`; a replace target
        // may only be the first screen of a stack.
        var steps: [Int: [Int]] = [:]
        var replaceTargets: [Int] = []
        for (index, screen) in screens.enumerated() where !screen.dropped {
            for move in screen.transitions.map(\.move) + screen.buttons.compactMap(\.move) where !screens[move.target].dropped {
                if move.style == "replace" {
                    if !replaceTargets.contains(move.target) { replaceTargets.append(move.target) }
                } else if !(steps[index]?.contains(move.target) ?? false) {
                    steps[index, default: []].append(move.target)
                }
            }
        }
        // `*` alone is the wildcard segment, not literal text.
        let literals = ["items", "v1", "a.b", "x_y", "~me", "@team", "(beta)", "a,b", "it's", "*", "$", "!", ";p", ":x", "l-1", "Caps"]
        var usedEmpty = false
        for number in 0..<random.int(1...6) {
            let root = random.pick(roots)
            var stack: [Int] = []
            var current = root
            for position in 0..<random.weighted([15, 45, 30, 10]) {
                let options = (steps[current] ?? []) + (position == 0 ? replaceTargets : [])
                // An alert can only be the last screen of a link's stack.
                guard !options.isEmpty, !screens[current].isAlert else { break }
                current = random.pick(options)
                stack.append(current)
            }
            // Placeholders: one per param label of the stack screens (a placeholder binds every
            // stack param of its name, which must then share one URL-readable type).
            var labels: [String] = []
            for screen in stack { for param in screens[screen].params where !labels.contains(param.label) { labels.append(param.label) } }
            var pathPlaceholders: [String] = []
            var queryPlaceholders: [String] = []
            var feasible = true
            var newTypes: [String] = []
            for label in labels {
                let bound = stack.flatMap { screen in screens[screen].params.filter { $0.label == label } }
                let anyRequired = bound.contains { $0.isRequired }
                // No link can supply a live value: a required one makes the stack unusable.
                if bound.contains(where: { $0.live != nil }) {
                    if anyRequired { feasible = false }
                    continue
                }
                let valueTypes = bound.map { $0.type.isOptional ? $0.type.unwrapped : $0.type }
                let sameType = valueTypes.allSatisfy { $0.canonical == valueTypes[0].canonical }
                var readable = sameType && Self.urlTypes.contains(valueTypes[0].canonical)
                if sameType, !readable, (customTypes + newTypes).contains(valueTypes[0].canonical) { readable = true }
                if sameType, !readable, canBeCustomURLType(valueTypes[0]), random.chance(0.7) {
                    newTypes.append(valueTypes[0].canonical)
                    readable = true
                }
                guard readable else {
                    if anyRequired { feasible = false }
                    continue
                }
                let spelling = random.pick(Names.spellings(of: bound[0].name))
                if anyRequired || random.chance(0.3) {
                    pathPlaceholders.append(spelling)
                } else if random.chance(0.6) {
                    queryPlaceholders.append(spelling)
                }
            }
            guard feasible else { continue }
            for type in newTypes where !customTypes.contains(type) { customTypes.append(type) }
            var segments: [String] = []
            // Sometimes a host part (`//…`, which ignores `hosts`): a literal host, or one of the
            // path placeholders read from the host instead, alone or with host text around it.
            var host: String?
            if !pathPlaceholders.isEmpty, random.chance(0.3) {
                let placeholder = pathPlaceholders.remove(at: random.int(below: pathPlaceholders.count))
                let prefix = random.chance(0.3) ? random.pick(["api-", "x", "eu."]) : ""
                let suffix = random.chance(0.3) ? random.pick([".example.com", "-1.test", ".Example.org"]) : ""
                host = "\(prefix){\(placeholder)}\(suffix)"
            } else if random.chance(0.1) {
                host = random.pick(["shop.example.com", "Links.Example.net", "api-1.test", "localhost"])
            }
            if pathPlaceholders.isEmpty, stack.isEmpty || host != nil, !usedEmpty, random.chance(0.3) {
                // The one link to an empty path: `/` (the bare root), or `//{server}` alone;
                // two would overlap.
                usedEmpty = true
            } else {
                segments.append("l\(number)")  // a literal of its own: links never overlap
                for placeholder in random.shuffled(pathPlaceholders) {
                    if random.chance(0.3) { segments.append(random.pick(literals)) }
                    // Sometimes literal text around it in its segment (`@{acct}`, `{id}.json`).
                    let prefix = random.chance(0.3) ? random.pick(["@", "~", "v", "item-", "(", "a.b_"]) : ""
                    let suffix = random.chance(0.3) ? random.pick([".json", "~", ")", "-x", ":1"]) : ""
                    segments.append("\(prefix){\(placeholder)}\(suffix)")
                }
                // A segment the app does not read: the wildcard.
                if random.chance(0.2) { segments.insert("*", at: random.int(1...segments.count)) }
                if random.chance(0.3) { segments.append(random.pick(literals)) }
            }
            var url = (host.map { "//" + $0 } ?? "") + (segments.isEmpty && host != nil ? "" : "/" + segments.joined(separator: "/"))
            if !queryPlaceholders.isEmpty {
                url += "?" + queryPlaceholders.enumerated().map { "\(random.pick(["q", "p", "x_y", "k.v", "a-b"]))\($0.offset)={\($0.element)}" }.joined(separator: "&")
            }
            let writeRoot = roots.count > 1 && random.chance(0.4)
            deepLinks.append(DeepLink(url: url, stack: stack, root: writeRoot ? root : nil))
        }
        if random.chance(0.2), let extra = random.pick(["Int64", "Float"]) as String?, !customTypes.contains(extra) {
            customTypes.append(extra)  // listed though no link reads it
        }
        // Each link in a file whose namespace can name its stack (and root); else app.yaml.
        for index in deepLinks.indices {
            let file = random.int(below: files.count)
            let namespace = files[file].namespace
            let nameable = (deepLinks[index].stack + (deepLinks[index].root.map { [$0] } ?? [])).allSatisfy { canReference(from: namespace, to: $0) }
            deepLinks[index].file = nameable ? file : 0
        }
    }

    // MARK: Texts, views, files

    mutating func template(for screen: Int, required: Bool) -> [TextPiece]? {
        guard required || random.chance(0.7) else { return nil }
        var pieces: [TextPiece] = []
        for _ in 0..<random.int(1...3) {
            if !screens[screen].params.isEmpty, random.chance(0.45) {
                pieces.append(.placeholder(random.int(below: screens[screen].params.count)))
            } else {
                pieces.append(.text(random.chance(0.5) ? random.pick(Self.texts) : random.pick(["Detail", "Edit ", " of ", "Delete", "?"])))
            }
        }
        return pieces
    }

    mutating func chooseTexts() {
        for index in screens.indices {
            screens[index].title = template(for: index, required: screens[index].isAlert)
            if screens[index].isAlert { screens[index].message = template(for: index, required: false) }
        }
    }

    mutating func chooseViews() {
        var used: [String] = []
        let reserved = generatedTypeNames
        let avoid = Set(Self.userTypes + Self.trickyUserTypes + Self.reservedModules + Self.standardScalars
            + ["Page", "Pair", "Box", "Models", "Domain", "API", "Screens", "RouteMarker", "Body"])
        let isFree = { (view: String) in !reserved.contains(view) && !avoid.contains(view) }
        for index in screens.indices where !screens[index].isAlert {
            if !used.isEmpty, random.chance(0.18) {
                screens[index].view = random.pick(used)  // several screens, one view type
                continue
            }
            let base = Names.capitalized(identity(screens[index].namespace, screens[index].caseName))
            // `Screens.Self` would not parse: a keyword cannot be a type component.
            let dottable = !Self.keywords.contains(base) && isFree(base)
            var view: String
            switch random.weighted([85, 9, 6]) {
            case 0: view = base + "View"
            case 1 where dottable: view = "Screens." + base
            case 2: view = base + "List<" + random.pick(["Int", "String", "Contact", "[UUID]", swiftQualified("Bool")]) + ">"
            default: view = base + "View"
            }
            let head = String(view.prefix { $0 != "<" })
            if !isFree(head) || head == "Screens." + base && !dottable {
                view = base + "Page"
                while !isFree(view) { view += "X" }
            }
            screens[index].view = view
            used.append(view)
        }
        // Some views are built with arguments: params and literals, not every param.
        for index in screens.indices where !screens[index].isAlert && random.chance(0.12) {
            screens[index].viewArguments = viewArguments(for: index)
        }
    }

    mutating func chooseFiles() {
        files.append(File(path: "app.yaml", namespace: nil))
        if random.chance(0.3) { files.append(File(path: "more/extra.yml", namespace: nil)) }
        if random.chance(0.05) { files.append(File(path: "more/notes.yaml", namespace: nil)) }  // may stay empty
        // Split into modules (decided by the seed alone, as `generate` is): most features get a
        // module of their own, whose folder holds their files; the rest stay in the graph's.
        let splits = Self.splitsIntoModules(seed: seed) && !features.isEmpty
        if splits {
            routesModule = routeName + "Routes"
            // The stubs declare the app's types in the routes module, where they shadow the
            // harness's `Models` (`Page`, `Contact`); in the other modules both are imports, and
            // an import shadows no other. So a split graph leaves `Models` to the stubs, which
            // then declare its names too (`Models.Page` as a type nested in `enum Models`).
            imports.removeAll { $0 == "Models" }
            importsModels = false
        }
        for (index, feature) in features.enumerated() {
            let stem = feature.name
            var folder = "features/"
            if splits, modules.isEmpty || random.chance(0.7) {
                let module = Self.moduleName(of: stem)
                modules.append(module)
                folder = module + "/"
            }
            let module = folder == "features/" ? nil : modules.last
            features[index].files.append(files.count)
            files.append(File(path: "\(folder)\(stem).yaml", namespace: index, module: module))
            if random.chance(0.3) {
                features[index].files.append(files.count)
                files.append(File(path: "\(folder)\(stem)/part2.yml", namespace: index, module: module))
            }
        }
        for index in screens.indices {
            let candidates = files.indices.filter { files[$0].namespace == screens[index].namespace }
            screens[index].file = random.pick(candidates)
        }
        for index in sets.indices {
            let candidates = files.indices.filter { files[$0].namespace == sets[index].namespace }
            sets[index].file = random.pick(candidates)
        }
        // `graph:` usually in app.yaml; sometimes in a feature file (roots then resolve there first).
        var graphFile = random.chance(0.75) ? 0 : random.int(below: files.count)
        // From a feature file, a bare root name finds the feature's screen first: a top-level
        // root shadowed there cannot be named, so `graph:` goes to app.yaml.
        if let feature = files[graphFile].namespace, roots.contains(where: { root in
            screens[root].namespace == nil
                && screens.contains { $0.namespace == feature && $0.caseName == screens[root].caseName && !$0.dropped }
        }) {
            graphFile = 0
        }
        // The graph file is the graph's own folder's, never a module's.
        if files[graphFile].module != nil { graphFile = 0 }
        files[graphFile].hasGraph = true
        if routesModule != nil, access == "internal" { access = random.chance(0.5) ? "public" : nil }
    }

    /// Whether the graph is split into modules (when it has features): one seed in five.
    static func splitsIntoModules(seed: UInt64) -> Bool { seed % 5 == 2 }

    /// The runtime's type names among those the generator writes as app types.
    static let runtimeTypeNames: Set<String> = ["Move", "Navigator"]

    /// A feature's module: its name in upper camel case, `Module` after it (`chat-list` →
    /// `ChatListModule`), so it names no generated type.
    static func moduleName(of feature: String) -> String {
        let words = feature.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
        var name = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        if name.first?.isNumber ?? true { name = "M" + name }
        return name + "Module"
    }

    // MARK: Writing

    /// The graph's files: relative path → contents.
    mutating func render() -> [(path: String, contents: String)] {
        var anchors: [Int: String] = [:]
        for index in screens.indices where !screens[index].dropped {
            if let source = screens[index].paramsAlias, !screens[source].dropped, screens[source].file <= screens[index].file,
               fileOrderBefore(source, index) {
                anchors[source] = "p\(source)"
            } else if screens[index].paramsAlias != nil {
                screens[index].paramsAlias = nil
            }
        }
        var result: [(String, String)] = []
        for (fileIndex, file) in files.enumerated() {
            var out = "# screengen-dev random-graph --seed \(seed)\n"
            if random.chance(0.1) { out += "---\n" }
            if file.hasGraph { out += renderGraph(from: file.namespace) }
            if let feature = file.namespace { out += "feature: \(features[feature].name)\n" }
            let ownSets = sets.indices.filter { sets[$0].file == fileIndex }
            let setsFirst = random.chance(0.5)
            if setsFirst { out += renderSets(ownSets) }
            let own = screens.indices.filter { screens[$0].file == fileIndex && !screens[$0].dropped }
            if !own.isEmpty {
                out += "screens:\n"
                for index in own { out += renderScreen(index, anchors: anchors) }
            } else if file.namespace != nil || random.chance(0.5) {
                out += random.pick(["screens:\n", "screens: {}\n", ""])
            }
            if !setsFirst { out += renderSets(ownSets) }
            if fileIndex == anywhereFile, !anywhere.isEmpty { out += renderAnywhere(namespace: file.namespace) }
            let links = deepLinks.filter { $0.file == fileIndex }
            if !links.isEmpty {
                out += "deeplinks:\n"
                for link in links {
                    let stack = link.stack.map { YAMLText.name(reference(from: file.namespace, to: $0) ?? screens[$0].name) }
                    out += "  - url: " + YAMLText.doubleQuoted(link.url, escapeNonASCII: true) + "\n"
                    out += random.chance(0.5)
                        ? "    stack: [" + stack.joined(separator: ", ") + "]\n"
                        : (stack.isEmpty ? "    stack: []\n" : "    stack:\n" + stack.map { "      - \($0)\n" }.joined())
                    if let root = link.root {
                        out += "    root: " + YAMLText.name(reference(from: file.namespace, to: root) ?? screens[root].name) + "\n"
                    }
                    if link.isOverShown { out += "    anywhere: true\n" }
                }
            }
            result.append((file.path, out))
        }
        return result
    }

    /// An anchor must come before its alias in the same file (YAML anchors are per document).
    func fileOrderBefore(_ a: Int, _ b: Int) -> Bool { screens[a].file == screens[b].file && a < b }

    mutating func renderGraph(from namespace: Int?) -> String {
        var out = "graph:\n"
        if routeName != "Route" || random.chance(0.3) { out += "  route: \(routeName)\n" }
        let references = roots.map { reference(from: namespace, to: $0)! }
        if useRootsKey || references.count > 1 {
            if references.count == 1, random.chance(0.3) {
                out += "  roots: \(YAMLText.name(references[0]))\n"
            } else if random.chance(0.5) {
                out += "  roots: [" + references.map { YAMLText.name($0) }.joined(separator: ", ") + "]\n"
            } else {
                out += "  roots:\n" + references.map { "    - \(YAMLText.name($0))\n" }.joined()
            }
        } else {
            out += "  root: \(YAMLText.name(references[0]))\n"
        }
        if !startParams.isEmpty {
            let entries = startParams.map { entry in
                (YAMLText.name(reference(from: namespace, to: entry.root)!), entry.params.map { YAMLText.name($0) })
            }
            if random.chance(0.5) {
                out += "  start-params: { " + entries.map { "\($0.0): [" + $0.1.joined(separator: ", ") + "]" }.joined(separator: ", ") + " }\n"
            } else {
                out += "  start-params:\n" + entries.map { entry in
                    random.chance(0.5)
                        ? "    \(entry.0): [" + entry.1.joined(separator: ", ") + "]\n"
                        : "    \(entry.0):\n" + entry.1.map { "      - \($0)\n" }.joined()
                }.joined()
            }
        }
        if !imports.isEmpty { out += "  imports: [" + imports.joined(separator: ", ") + "]\n" }
        if let routesModule {
            out += "  module: \(routesModule)\n"
            out += random.chance(0.5)
                ? "  modules: [" + modules.joined(separator: ", ") + "]\n"
                : "  modules:\n" + modules.map { "    - \($0)\n" }.joined()
        }
        if let access { out += "  access: \(access)\n" }
        if !conformances.isEmpty { out += "  conformances: [" + conformances.joined(separator: ", ") + "]\n" }
        // `generate`, chosen from the seed alone so the rest of the graph stays what the seed
        // made before this key existed. Directions alone is the default; feature routers are
        // opt-in, asked for by three seeds in eight; sample routes (`paths`) by two.
        switch seed % 8 {
        case 1: out += "  generate: [directions, routers, paths]\n"
        case 7: out += "  generate: [directions, routers]\n"
        case 3: out += "  generate: []\n"
        case 5: out += "  generate: [directions, paths]\n"
        case 6: out += "  generate: routers\n"
        default: break
        }
        if !rules.isEmpty {
            out += "  rules:\n" + rules.map { "    \($0.0): \($0.1)\n" }.joined()
        }
        if hasDeepLinkSettings {
            var keys = ["schemes: [" + schemes.joined(separator: ", ") + "]"]
            if !hosts.isEmpty { keys.append("hosts: [" + hosts.joined(separator: ", ") + "]") }
            if !customTypes.isEmpty { keys.append("types: [" + customTypes.joined(separator: ", ") + "]") }
            if random.chance(0.5) {
                out += "  deeplinks: { " + keys.joined(separator: ", ") + " }\n"
            } else {
                out += "  deeplinks:\n" + keys.map { "    \($0)\n" }.joined()
            }
        }
        return out
    }

    mutating func renderText(_ pieces: [TextPiece], params: [Param]) -> String {
        var text = ""
        for piece in pieces {
            switch piece {
            case .text(let literal): text += literal
            case .placeholder(let index): text += "{" + random.pick(Names.spellings(of: params[index].name)) + "}"
            }
        }
        return YAMLText.text(text, random: &random)
    }

    mutating func renderType(_ type: TypeExpr) -> String {
        let spelled = type.spelled(&random, spaced: random.chance(0.3))
        let needsQuotes = spelled.contains(where: { "[]{},:?# ".contains($0) })
        if needsQuotes || random.chance(0.2) { return random.chance(0.5) ? "\"\(spelled)\"" : "'\(spelled)'" }
        return spelled
    }

    mutating func renderParams(_ params: [Param], indent: String) -> String {
        var out = ""
        for param in params {
            let key = YAMLText.name(param.name)
            let type = renderType(param.type)
            if let live = param.live {
                let defaultKey = param.defaultYAML.map { ", default: " + $0 } ?? ""
                if random.chance(0.6) {
                    out += "\(indent)\(key): { type: \(type), live: \(live.rawValue)\(defaultKey) }\n"
                } else {
                    out += "\(indent)\(key):\n\(indent)  live: \(live.rawValue)\n\(indent)  type: \(type)\n"
                    if let value = param.defaultYAML { out += "\(indent)  default: \(value)\n" }
                }
            } else if let value = param.defaultYAML {
                if value.isEmpty {
                    out += "\(indent)\(key):\n\(indent)  type: \(type)\n\(indent)  default:\n"
                } else if random.chance(0.5) {
                    out += "\(indent)\(key): { type: \(type), default: \(value) }\n"
                } else {
                    out += "\(indent)\(key):\n\(indent)  type: \(type)\n\(indent)  default: \(value)\n"
                }
            } else if random.chance(0.15) {
                out += "\(indent)\(key): { type: \(type) }\n"
            } else {
                out += "\(indent)\(key): \(type)\n"
            }
        }
        return out
    }

    /// The keys of a move; `args` read params of `source`, references are written from `namespace`.
    mutating func renderMove(_ move: Move, from source: Int, namespace: Int?, keys: inout [String]) {
        keys.append("to: " + YAMLText.name(reference(from: namespace, to: move.target) ?? screens[move.target].name))
        if move.writeStyle { keys.append("style: \(move.style)") }
        var pairs = move.bindings.map { (t, s) in
            (t, YAMLText.name(random.pick(Names.spellings(of: screens[move.target].params[t].name))) + ": "
                + YAMLText.name(paramSpelling(screens[source].params[s].name)))
        }
        for literal in move.literals {
            pairs.append((literal.target, YAMLText.name(random.pick(Names.spellings(of: screens[move.target].params[literal.target].name))) + ": "
                + yamlValue(literal.text)))
        }
        if !pairs.isEmpty {
            if random.chance(0.5) { pairs.sort { $0.0 < $1.0 } }
            keys.append("args: { " + pairs.map(\.1).joined(separator: ", ") + " }")
        }
        if move.intended { keys.append("cycle: intended") }
        if !move.then.isEmpty {
            let names = move.then.map { YAMLText.name(reference(from: namespace, to: $0) ?? screens[$0].name) }
            keys.append("then: " + (names.count == 1 && random.chance(0.3) ? names[0] : "[" + names.joined(separator: ", ") + "]"))
        }
    }

    mutating func renderMove(_ move: Move, from source: Int, keys: inout [String]) {
        renderMove(move, from: source, namespace: screens[source].namespace, keys: &keys)
    }

    /// The keys of a back transition: how it goes back, then its move, if any.
    mutating func renderBack(_ back: BackTransition, from source: Int, namespace: Int?) -> [String] {
        var keys: [String] = []
        switch back.kind {
        case .popTo(let screen, let inclusive, let writeInclusive):
            keys.append("pop-to: " + YAMLText.name(reference(from: namespace, to: screen)!))
            if writeInclusive { keys.append("inclusive: \(inclusive)") }
        case .selectRoot(let root):
            keys.append("select-root: " + YAMLText.name(reference(from: namespace, to: root)!))
        case .dismiss:
            keys.append("dismiss: true")
        }
        if let move = back.move { renderMove(move, from: source, namespace: namespace, keys: &keys) }
        return random.chance(0.2) ? random.shuffled(keys) : keys
    }

    /// One action's entry in a `transitions` mapping or a set.
    mutating func renderEntry(_ key: String, keys: [String], indent: String) -> String {
        if random.chance(0.6) { return "\(indent)\(key): { " + keys.joined(separator: ", ") + " }\n" }
        return "\(indent)\(key):\n" + keys.map { "\(indent)  \($0)\n" }.joined()
    }

    mutating func renderSets(_ indices: [Int]) -> String {
        guard !indices.isEmpty else { return "" }
        var out = "transition-sets:\n"
        for index in indices {
            let set = sets[index]
            out += "  \(YAMLText.name(set.name)):\n"
            var entries: [(String, [String])] = []
            for transition in set.transitions {
                var keys: [String] = []
                renderMove(transition.move, from: set.template, namespace: set.namespace, keys: &keys)
                entries.append((YAMLText.name(transition.action), keys))
            }
            for back in set.backs {
                entries.append((YAMLText.name(back.action), renderBack(back, from: set.template, namespace: set.namespace)))
            }
            for (key, keys) in random.chance(0.3) ? random.shuffled(entries) : entries {
                out += renderEntry(key, keys: keys, indent: "    ")
            }
        }
        return out
    }

    mutating func renderScreen(_ index: Int, anchors: [Int: String]) -> String {
        let screen = screens[index]
        var out = "  \(YAMLText.name(screen.name)):\n"
        if screen.isDialog {
            out += "    kind: dialog\n"
        } else if screen.isAlert {
            out += "    kind: alert\n"
        } else if random.chance(0.03) {
            out += "    kind: view\n"
        }
        if let view = screen.view {
            if let arguments = screen.viewArguments {
                let text = view + arguments
                out += "    view: " + (YAMLText.singleQuoted(text).flatMap { random.chance(0.5) ? $0 : nil } ?? YAMLText.doubleQuoted(text, escapeNonASCII: true)) + "\n"
            } else {
                out += "    view: " + (view.contains(where: { "[],: <>".contains($0) }) ? "\"\(view)\"" : view) + "\n"
            }
        }
        if let returned = screen.returns { out += "    returns: " + renderType(returned) + "\n" }
        if let title = screen.title { out += "    title: " + renderText(title, params: screen.params) + "\n" }
        if let message = screen.message { out += "    message: " + renderText(message, params: screen.params) + "\n" }
        if screen.isAlert, !screen.isDialog, random.chance(0.2) { out += renderFields(of: screen) }
        if !screen.requires.isEmpty {
            let names = screen.requires.map { YAMLText.name($0) }
            switch random.int(0...2) {
            case 0 where names.count == 1: out += "    requires: \(names[0])\n"
            case 1: out += "    requires:\n" + names.map { "      - \($0)\n" }.joined()
            default: out += "    requires: [" + names.joined(separator: ", ") + "]\n"
            }
        }
        if let source = screen.paramsAlias, let anchor = anchors[source] {
            out += "    params: *\(anchor)\n"
        } else if !screen.params.isEmpty {
            out += "    params:" + (anchors[index].map { " &\($0)" } ?? "") + "\n"
            out += renderParams(screen.params, indent: "      ")
        } else if random.chance(0.05) {
            out += "    params:\n"  // null: no params
        }
        if !screen.includes.isEmpty {
            let names = screen.includes.map { YAMLText.name(sets[$0].name) }
            if names.count == 1, random.chance(0.3) {
                out += "    include: \(names[0])\n"
            } else if random.chance(0.6) {
                out += "    include: [" + names.joined(separator: ", ") + "]\n"
            } else {
                out += "    include:\n" + names.map { "      - \($0)\n" }.joined()
            }
        }
        if !screen.isAlert, !screen.transitions.isEmpty || !screen.backTransitions.isEmpty {
            out += "    transitions:\n"
            var entries: [String] = []
            for transition in screen.transitions {
                let key = YAMLText.name(transition.action)
                let move = transition.move
                if !move.writeStyle, move.bindings.isEmpty, move.literals.isEmpty, !move.intended, random.chance(0.6) {
                    let target = reference(from: screen.namespace, to: move.target) ?? screens[move.target].name
                    entries.append("      \(key): \(YAMLText.name(target))\n")
                    continue
                }
                var keys: [String] = []
                renderMove(move, from: index, keys: &keys)
                entries.append(renderEntry(key, keys: keys, indent: "      "))
            }
            for back in screen.backTransitions {
                let keys = renderBack(back, from: index, namespace: screen.namespace)
                let entry = renderEntry(YAMLText.name(back.action), keys: keys, indent: "      ")
                // Back transitions among the others, anywhere.
                entries.insert(entry, at: random.int(0...entries.count))
            }
            out += entries.joined()
        }
        if !screen.buttons.isEmpty {
            out += "    buttons:\n"
            for button in screen.buttons {
                let key = YAMLText.name(button.id)
                if button.move == nil, button.back == nil, button.role == nil, let title = button.title, random.chance(0.5) {
                    out += "      \(key): " + renderText([.text(title)], params: []) + "\n"
                    continue
                }
                var keys: [String] = []
                if let title = button.title {
                    var pieces: [TextPiece] = [.text(title)]
                    if !screen.params.isEmpty, random.chance(0.3) { pieces.append(.placeholder(random.int(below: screen.params.count))) }
                    keys.append("title: " + renderText(pieces, params: screen.params))
                }
                if let role = button.role { keys.append("role: \(role)") }
                if let move = button.move { renderMove(move, from: index, keys: &keys) }
                if let back = button.back { keys += renderBack(screen.backTransitions[back], from: index, namespace: screen.namespace) }
                if keys.isEmpty {
                    out += "      \(key): {}\n"
                } else {
                    out += "      \(key):\n" + keys.map { "        \($0)\n" }.joined()
                }
            }
        }
        return out
    }
}
