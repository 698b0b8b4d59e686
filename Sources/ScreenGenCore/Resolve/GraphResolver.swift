import ScreenGenDiagnostics

/// Resolves decoded files into one `ScreenGraph`: graph settings, features, screen names and
/// their Swift identifiers, then each screen's params, transitions and buttons. Every problem is
/// reported and resolution carries on, using the raw name where a conversion failed, so later
/// checks still run and one run reports everything.
struct GraphResolver {
    private(set) var diagnostics: [Diagnostic] = []
    private let files: [FileSyntax]

    private var features: [ScreenGraph.Feature] = []
    private var featureIndexByName: [String: Int] = [:]
    private var screens: [ScreenGraph.Screen] = []
    /// Per namespace (feature index, or nil for top level): converted case name → screen.
    private var screensByNamespace: [Int?: [String: Int]] = [:]
    private var routeCases: [ScreenGraph.RouteCase] = []
    /// The syntax of each registered screen, aligned with `screens`.
    private var screenSyntax: [ScreenSyntax] = []
    /// How many unknown references still get a "did you mean" (see `resolveReference`).
    private var suggestionBudget = 100
    /// Parsed type texts: large graphs repeat a handful of types thousands of times.
    private var parsedTypes: [String: Result<TypeExpression, TypeSyntaxError>] = [:]
    /// Set when a declared move or root could not be resolved (see `ScreenGraph.hasAllMoves`).
    private var droppedMoves = false

    /// The generated handler protocol's name (`RouteHandler`), once the route name is known.
    private var handlerName = "RouteHandler"

    private init(files: [FileSyntax]) { self.files = files }

    static func resolve(_ files: [FileSyntax], inputFiles: [String]) -> (graph: ScreenGraph?, diagnostics: [Diagnostic]) {
        // A file that could not be read already has its error; resolving the rest would only
        // add follow-on noise (no 'graph:', unknown screens, unreachable screens) about a graph
        // that is missing that file's content.
        guard files.allSatisfy(\.isComplete) else { return (nil, []) }
        var resolver = GraphResolver(files: files)
        let graph = resolver.run(inputFiles: inputFiles)
        return (graph, resolver.diagnostics)
    }

    private mutating func report(_ rule: Rule, _ message: String, at location: SourceLocation, notes: [Diagnostic.Note] = []) {
        diagnostics.append(Diagnostic(rule, message, at: location, notes: notes).sanitized)
    }

    private mutating func run(inputFiles: [String]) -> ScreenGraph? {
        let (settings, settingsFile) = graphSettings()
        let routeName = typeName(settings?.route, fallback: "Route", what: "the route enum name")
        handlerName = routeName.name + "Handler"
        registerDeclarations(routeName: routeName.name)
        checkRouteCases(routeName: routeName.name)
        // Signatures (params, view, texts) of every screen first: moves read their targets'.
        for index in screens.indices {
            resolveSignature(screenSyntax[index], index: index)
        }
        for index in screens.indices {
            resolveMoves(screenSyntax[index], index: index)
        }
        checkTypeNames(routeName: routeName, settings: settings, settingsFile: settingsFile)
        let roots = resolveRoots(settings, fromFeature: settingsFile.flatMap { files[$0].feature.map(\.value) })
        let graph = ScreenGraph(
            routeName: routeName,
            access: settings?.access?.value ?? .internal,
            imports: resolveImports(settings?.imports ?? []),
            conformances: resolveConformances(settings?.conformances ?? []),
            roots: roots,
            features: features,
            routeCases: routeCases,
            screens: screens,
            severityOverrides: resolveRules(settings?.rules ?? []),
            inputFiles: inputFiles,
            hasAllMoves: !droppedMoves && !files.contains(where: \.droppedMoves)
        )
        checkRouterMethods(graph)
        return graph
    }

    // MARK: Graph settings

    /// The one `graph:` of the graph, and the index of its file.
    private mutating func graphSettings() -> (GraphSettingsSyntax?, Int?) {
        let withGraph = files.indices.filter { files[$0].graph != nil }
        guard let first = withGraph.first, let settings = files[first].graph else {
            let location = SourceLocation(file: files.first?.path ?? "<input>", line: 1, column: 1)
            report(.missingGraph, "no file of the graph has 'graph:'; add it to exactly one file", at: location)
            return (nil, nil)
        }
        for other in withGraph.dropFirst() {
            report(
                .missingGraph, "'graph:' appears in more than one file; exactly one file of the graph may have it",
                at: files[other].graph!.keyLocation,
                notes: [.init("the first 'graph:' is here", at: settings.keyLocation)])
        }
        return (settings, first)
    }

    /// A type name used as written: an ASCII identifier that is not a keyword.
    private mutating func typeName(_ name: Located<String>?, fallback: String, what: String) -> SwiftIdentifier {
        guard let name else { return SwiftIdentifier(name: fallback) }
        guard Self.isPlainIdentifier(name.value), !SwiftKeywords.isReserved(name.value) else {
            var message = "\(what) '\(name.value)' is not a valid Swift type name"
            if let suggestion = SwiftIdentifier.upperCamel(name.value)?.name, !SwiftKeywords.isReserved(suggestion) {
                message += "; did you mean '\(suggestion)'?"
            }
            report(.invalidIdentifier, message, at: name.location)
            return SwiftIdentifier(name: fallback)
        }
        return SwiftIdentifier(name: name.value)
    }

    static func isPlainIdentifier(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard let first = bytes.first, first.isASCIILetter || first == UInt8(ascii: "_") else { return false }
        return bytes.allSatisfy { $0.isASCIILetter || $0.isASCIIDigit || $0 == UInt8(ascii: "_") }
    }

    private mutating func resolveImports(_ imports: [Located<String>]) -> [String] {
        var result: [String] = []
        for module in imports {
            let parts = module.value.split(separator: ".", omittingEmptySubsequences: false)
            guard parts.allSatisfy({ Self.isPlainIdentifier(String($0)) && !SwiftKeywords.isReserved(String($0)) }) else {
                report(.invalidIdentifier, "import '\(module.value)' is not a valid Swift module name", at: module.location)
                continue
            }
            if module.value != "Foundation", module.value != "ScreenNavigation", !result.contains(module.value) {
                result.append(module.value)
            }
        }
        return result
    }

    private mutating func resolveConformances(_ names: [Located<String>]) -> [TypeExpression] {
        var result: [TypeExpression] = []
        for name in names {
            switch TypeExpressionParser.parse(name.value) {
            case .success(let type):
                guard case .nominal = type else {
                    report(.invalidType, "conformance '\(name.value)' must name a protocol", at: name.location)
                    continue
                }
                let always = ["Hashable", "Sendable", "Swift.Hashable", "Swift.Sendable"]
                if !always.contains(type.description), !result.contains(type) { result.append(type) }
            case .failure(let error):
                report(.invalidType, "conformance '\(name.value)' is not a type: \(error.message)", at: name.location)
            }
        }
        return result
    }

    /// Severity overrides. Warnings may be raised, lowered or turned off; error rules may only be
    /// restated as errors, because the generated code depends on the graph being sound.
    private mutating func resolveRules(_ settings: [RuleSettingSyntax]) -> [Rule: Severity] {
        var overrides: [Rule: Severity] = [:]
        for setting in settings {
            let rule = setting.rule.value
            if rule.defaultSeverity == .error, setting.severity.value != .error {
                let relaxable = Rule.all.filter { $0.defaultSeverity == .warning }.map { "'\($0.name)'" }
                report(
                    .invalidValue,
                    "rule '\(rule.name)' is an error and cannot be set to '\(setting.severity.value.rawValue)'; only the warnings \(relaxable.dropLast().joined(separator: ", ")) and \(relaxable.last!) can",
                    at: setting.severity.location)
                continue
            }
            overrides[rule] = setting.severity.value
        }
        return overrides
    }

    // MARK: Declarations

    /// Registers every feature and screen, in file order, so that references can resolve in the
    /// second pass whatever order files declare things in.
    private mutating func registerDeclarations(routeName: String) {
        var screenNames: [Int?: NameRegistry] = [:]
        var featureNames = NameRegistry(space: "feature name")
        // The identity is the screen's case in `<Route>Screen` (and its handler method's name).
        var identities = NameRegistry(space: "'\(routeName)Screen' case")
        for file in files {
            var namespace: Int?
            if let feature = file.feature {
                namespace = registerFeature(feature, registry: &featureNames)
            }
            for syntax in file.screens {
                let caseName = convert(syntax.name, what: "screen name", by: SwiftIdentifier.lowerCamel)
                let featureName = namespace.map { features[$0].caseName.name }
                let qualified = file.feature.map { "\($0.value).\(syntax.name.value)" } ?? syntax.name.value
                // Mutated in place: copying a registry out and back would copy its table each time.
                let claimed = screenNames[namespace, default: NameRegistry(space: "case name")].claim(
                    caseName.name, yamlName: syntax.name.value, kind: "screen", name: qualified, at: syntax.name.location,
                    diagnostics: &diagnostics)
                guard claimed else { continue }
                let identity = featureName.map { SwiftIdentifier(name: $0 + SwiftIdentifier.capitalizedFirst(caseName).name) } ?? caseName
                _ = identities.claim(
                    identity.name, yamlName: qualified, kind: "screen", name: qualified, at: syntax.name.location,
                    diagnostics: &diagnostics)
                let index = screens.count
                screens.append(ScreenGraph.Screen(
                    yamlName: syntax.name.value, qualifiedName: qualified, feature: namespace, caseName: caseName,
                    identity: identity, kind: syntax.kind, params: [], transitions: [], buttons: [],
                    location: syntax.name.location))
                screenSyntax.append(syntax)
                screensByNamespace[namespace, default: [:]][caseName.name] = index
                if let namespace {
                    features[namespace].screens.append(index)
                } else {
                    routeCases.append(.screen(index))
                }
            }
        }
    }

    private mutating func registerFeature(_ feature: Located<String>, registry: inout NameRegistry) -> Int {
        let caseName = convert(feature, what: "feature name", by: SwiftIdentifier.lowerCamel)
        if let existing = featureIndexByName[caseName.name] {
            if features[existing].yamlName != feature.value {
                _ = registry.claim(
                    caseName.name, yamlName: feature.value, kind: "feature", name: feature.value,
                    at: feature.location, diagnostics: &diagnostics)
            }
            return existing  // a feature may span several files
        }
        _ = registry.claim(
            caseName.name, yamlName: feature.value, kind: "feature", name: feature.value, at: feature.location,
            diagnostics: &diagnostics)
        let typeName = SwiftIdentifier(name: SwiftIdentifier.capitalizedFirst(caseName).name + "Route")
        features.append(ScreenGraph.Feature(
            yamlName: feature.value, caseName: caseName, typeName: typeName, screens: [], location: feature.location))
        featureIndexByName[caseName.name] = features.count - 1
        routeCases.append(.feature(features.count - 1))
        return features.count - 1
    }

    /// A feature's case and a top-level screen's case share the route enum.
    private mutating func checkRouteCases(routeName: String) {
        // Screens and features never share a YAML name space, so any clash is a collision.
        var cases = NameRegistry(space: "'\(routeName)' case")
        for routeCase in routeCases {
            switch routeCase {
            case .screen(let index):
                let screen = screens[index]
                _ = cases.claim(
                    screen.caseName.name, yamlName: "screen " + screen.yamlName, kind: "screen", name: screen.qualifiedName,
                    at: screen.location, diagnostics: &diagnostics)
            case .feature(let index):
                let feature = features[index]
                _ = cases.claim(
                    feature.caseName.name, yamlName: "feature " + feature.yamlName, kind: "feature", name: feature.yamlName,
                    at: feature.location, diagnostics: &diagnostics)
            }
        }
    }

    /// Every type the generated file declares must have a name of its own.
    private mutating func checkTypeNames(routeName: SwiftIdentifier, settings: GraphSettingsSyntax?, settingsFile: Int?) {
        var types = NameRegistry(space: "type name")
        let anchor = settings?.route?.location ?? settings?.keyLocation
            ?? SourceLocation(file: files.first?.path ?? "<input>", line: 1, column: 1)
        for suffix in ["", "Screen", "Graph", "Handler", "View"] {
            let name = routeName.name + suffix
            _ = types.claim(name, yamlName: name, kind: "the generated type", name: name, at: anchor, diagnostics: &diagnostics)
        }
        for feature in features {
            _ = types.claim(
                feature.typeName.name, yamlName: feature.yamlName,
                kind: "the route enum of feature", name: feature.yamlName, at: feature.location, diagnostics: &diagnostics)
        }
        for screen in screens where !screen.transitions.isEmpty {
            _ = types.claim(
                screen.directionsTypeName.name, yamlName: screen.qualifiedName,
                kind: "the directions of screen", name: screen.qualifiedName, at: screen.location,
                diagnostics: &diagnostics)
        }
        for (index, feature) in features.enumerated() where features[index].screens.contains(where: { !screens[$0].transitions.isEmpty }) {
            _ = types.claim(
                feature.routerTypeName.name, yamlName: feature.yamlName,
                kind: "the router protocol of feature", name: feature.yamlName, at: feature.location, diagnostics: &diagnostics)
        }
    }

    /// A feature router has one method per transition of the feature's screens: their names
    /// must differ, and no method may take two arguments with one label.
    private mutating func checkRouterMethods(_ graph: ScreenGraph) {
        for feature in graph.features.indices where graph.hasRouter(feature) {
            var methods = NameRegistry(space: "'\(graph.features[feature].routerTypeName.name)' method")
            for screenIndex in graph.features[feature].screens {
                let screen = graph.screens[screenIndex]
                for transition in screen.transitions {
                    let name = graph.routerMethodName(screenIndex, transition)
                    let location = transition.move.location
                    _ = methods.claim(
                        name.name, yamlName: "\(screen.qualifiedName).\(transition.yamlName)", kind: "transition",
                        name: "\(screen.qualifiedName).\(transition.yamlName)", at: location, diagnostics: &diagnostics)
                    let (source, target) = graph.routerArguments(screenIndex, transition)
                    let sourceLabels = Set(source.map { screen.params[$0].label.name })
                    let targetScreen = graph.screens[transition.move.target]
                    for index in target where sourceLabels.contains(targetScreen.params[index].label.name) {
                        let label = targetScreen.params[index].label.name
                        report(
                            .nameCollision,
                            "the router method '\(name.name)' of transition '\(transition.yamlName)' would take two arguments labelled '\(label)': the param of '\(screen.qualifiedName)' that 'args' reads, and the unbound param of '\(targetScreen.qualifiedName)'; rename one of them",
                            at: location)
                    }
                }
            }
        }
    }

    /// Converts a YAML name, reporting `invalid-identifier` and falling back to the raw text so
    /// that checks downstream still run (no code is emitted once an error exists).
    private mutating func convert(
        _ name: Located<String>, what: String, by conversion: (String) -> SwiftIdentifier?
    ) -> SwiftIdentifier {
        if let identifier = conversion(name.value) { return identifier }
        report(
            .invalidIdentifier,
            "\(what) '\(name.value)' cannot become a Swift identifier; use ASCII letters, digits, '-' and '_', starting with a letter",
            at: name.location)
        return SwiftIdentifier(name: name.value)
    }

    // MARK: Screens

    private mutating func resolveSignature(_ syntax: ScreenSyntax, index: Int) {
        var screen = screens[index]
        screen.params = resolveParams(syntax.params, screenName: screen.qualifiedName)
        let paramLookup = { (name: String) -> Int? in
            let label = SwiftIdentifier.lowerCamel(name)?.name
            return screen.params.firstIndex { $0.label.name == label }
        }
        screen.title = syntax.title.map { template($0, what: "the title of '\(screen.qualifiedName)'", params: screen.params, lookup: paramLookup) }
        screen.message = syntax.message.map { template($0, what: "the message of '\(screen.qualifiedName)'", params: screen.params, lookup: paramLookup) }

        switch syntax.kind {
        case .view:
            if let view = syntax.view {
                screen.view = viewType(view, screenName: screen.qualifiedName)
            } else if !syntax.isMalformed {
                report(.missingHandler, "screen '\(screen.qualifiedName)' has no 'view': name the view type that renders it", at: syntax.name.location)
            }
        case .alert:
            if syntax.title == nil {
                report(.invalidValue, "alert '\(screen.qualifiedName)' needs a 'title'", at: syntax.name.location)
            }
        }
        screens[index] = screen
    }

    private mutating func resolveMoves(_ syntax: ScreenSyntax, index: Int) {
        let screen = screens[index]
        let namespace = screen.feature
        let paramLookup = { (name: String) -> Int? in
            let label = SwiftIdentifier.lowerCamel(name)?.name
            return screen.params.firstIndex { $0.label.name == label }
        }
        var actions = NameRegistry(space: "action name")
        var transitions: [ScreenGraph.Transition] = []
        for transition in syntax.transitions {
            let action = convert(transition.action, what: "action name", by: SwiftIdentifier.lowerCamel)
            let claimed = actions.claim(
                action.name, yamlName: transition.action.value, kind: "action", name: transition.action.value,
                at: transition.action.location, diagnostics: &diagnostics)
            guard let move = resolveMove(
                transition.move, from: index, namespace: namespace, at: transition.action.location,
                what: "transition '\(transition.action.value)'")
            else {
                droppedMoves = true
                continue
            }
            if claimed { transitions.append(.init(action: action, yamlName: transition.action.value, move: move)) }
        }
        screens[index].transitions = transitions

        var buttonIDs = NameRegistry(space: "button id")
        for button in syntax.buttons {
            _ = buttonIDs.claim(button.id.value, yamlName: button.id.value, kind: "button", name: button.id.value, at: button.id.location, diagnostics: &diagnostics)
            var move: ScreenGraph.Move?
            if button.move.target != nil {
                move = resolveMove(
                    button.move, from: index, namespace: namespace, at: button.id.location,
                    what: "button '\(button.id.value)' of alert '\(screen.qualifiedName)'")
                if let move { checkButtonArguments(move, button: button.id, alert: index) } else { droppedMoves = true }
            } else if button.move.style != nil || !button.move.args.isEmpty {
                let keys = [button.move.style.map { _ in "'style'" }, button.move.args.isEmpty ? nil : "'args'"]
                    .compactMap { $0 }.joined(separator: " and ")
                report(
                    .missingHandler,
                    "button '\(button.id.value)' of alert '\(screen.qualifiedName)' has \(keys) but no target; add 'to: <screen>', or remove \(keys) for a button that only reports its id",
                    at: button.id.location)
            }
            let title = button.title.map { template($0, what: "the title of button '\(button.id.value)'", params: screen.params, lookup: paramLookup) }
                ?? TextTemplate(segments: [.text(button.id.value)])
            screens[index].buttons.append(.init(id: button.id.value, title: title, role: button.role?.value, move: move, location: button.id.location))
        }
    }

    private mutating func resolveParams(_ params: [ParamSyntax], screenName: String) -> [ScreenGraph.Param] {
        var labels = NameRegistry(space: "param label")
        var result: [ScreenGraph.Param] = []
        for param in params {
            let label = convert(param.name, what: "param name", by: SwiftIdentifier.lowerCamel)
            guard labels.claim(label.name, yamlName: param.name.value, kind: "param", name: param.name.value, at: param.name.location, diagnostics: &diagnostics)
            else { continue }
            let type: TypeExpression
            switch parseType(param.type.value) {
            case .success(let parsed):
                type = parsed
                checkShadowing(of: type, param: param)
            case .failure(let error):
                report(.invalidType, "param '\(param.name.value)' of '\(screenName)' has type '\(param.type.value)', which is outside the type grammar: \(error.message)", at: param.type.location)
                type = .nominal([.init(name: "_", arguments: [])])
            }
            var defaultLiteral: String? = type.isOptional ? "nil" : nil
            if let syntax = param.defaultValue {
                switch DefaultLiteral.render(syntax, for: type) {
                case .success(let literal): defaultLiteral = literal
                case .failure(let refusal):
                    report(.invalidDefault, "invalid default for param '\(param.name.value)': \(refusal.reason)", at: syntax.location)
                }
            }
            result.append(.init(yamlName: param.name.value, label: label, type: type, defaultLiteral: defaultLiteral, location: param.name.location))
        }
        return result
    }

    /// Every param type is spelled inside the generated handler protocol, whose associated type
    /// `Output` would shadow a type of that name: `func detail(x: Output) -> Output` would mean
    /// the handler's output twice.
    private mutating func checkShadowing(of type: TypeExpression, param: ParamSyntax) {
        guard type.mentionsUnqualified("Output") else { return }
        let message = if type == .nominal([.init(name: "Output", arguments: [])]) {
            "param '\(param.name.value)' has type 'Output', which the generated handler protocol '\(handlerName)' uses for its associated type; rename the type or qualify it with its module"
        } else {
            "param '\(param.name.value)' has type '\(type)', whose 'Output' the generated handler protocol '\(handlerName)' would read as its own associated type; rename the type or qualify it with its module"
        }
        report(.nameCollision, message, at: param.type.location)
    }

    private mutating func parseType(_ text: String) -> Result<TypeExpression, TypeSyntaxError> {
        if let parsed = parsedTypes[text] { return parsed }
        let parsed = TypeExpressionParser.parse(text)
        parsedTypes[text] = parsed
        return parsed
    }

    private mutating func viewType(_ view: Located<String>, screenName: String) -> TypeExpression? {
        switch parseType(view.value) {
        case .success(let type):
            guard case .nominal = type else {
                report(.invalidType, "the view of '\(screenName)' must be a named type, not '\(type)'", at: view.location)
                return nil
            }
            return type
        case .failure(let error):
            report(.invalidType, "the view of '\(screenName)' is '\(view.value)', which is not a type name: \(error.message)", at: view.location)
            return nil
        }
    }

    private mutating func template(
        _ text: Located<String>, what: String, params: [ScreenGraph.Param], lookup: (String) -> Int?
    ) -> TextTemplate {
        let (template, unknown) = TextTemplate.parse(text.value, lookup: lookup)
        for name in unknown {
            var message = "'{\(name)}' in \(what) names no param"
            if let suggestion = SpellingSuggestion.closest(to: name, among: params.map(\.yamlName)) {
                message += "; did you mean '{\(suggestion)}'?"
            }
            report(.invalidValue, message, at: text.location)
        }
        return template
    }

    // MARK: Moves

    private mutating func resolveMove(
        _ syntax: MoveSyntax, from source: Int, namespace: Int?, at location: SourceLocation, what: String
    ) -> ScreenGraph.Move? {
        guard let targetName = syntax.target,
            let target = resolveReference(targetName, fromFeature: namespace, what: "\(what) targets")
        else { return nil }
        let style = syntax.style?.value ?? .push
        let targetScreen = screens[target]
        let styleLocation = syntax.style?.location ?? targetName.location
        if targetScreen.kind == .alert, style != .alert {
            report(.invalidStyle, "\(what) uses style '\(style.rawValue)', but '\(targetScreen.qualifiedName)' is an alert; alerts are entered only with 'style: alert'", at: styleLocation)
        } else if targetScreen.kind == .view, style == .alert {
            report(.invalidStyle, "\(what) uses style 'alert', but '\(targetScreen.qualifiedName)' is not an alert screen", at: styleLocation)
        }
        var bindings: [Int: Int] = [:]
        for binding in syntax.args {
            guard let targetParam = param(named: binding.target, of: target, what: "'args' binds", role: "target"),
                let sourceParam = param(named: binding.source, of: source, what: "'args' reads", role: "source")
            else { continue }
            let targetType = targetScreen.params[targetParam].type
            let sourceType = screens[source].params[sourceParam].type
            guard targetType == sourceType || (targetType.isOptional && targetType.unwrapped == sourceType) else {
                report(.argumentTypeMismatch, "'args' binds '\(binding.source.value)' of type '\(sourceType)' to param '\(binding.target.value)' of type '\(targetType)'", at: binding.source.location)
                continue
            }
            bindings[targetParam] = sourceParam
        }
        return ScreenGraph.Move(target: target, style: style, bindings: bindings, location: location)
    }

    private mutating func param(named name: Located<String>, of screen: Int, what: String, role: String) -> Int? {
        let label = SwiftIdentifier.lowerCamel(name.value)?.name
        if let index = screens[screen].params.firstIndex(where: { $0.label.name == label }) { return index }
        let screenName = screens[screen].qualifiedName
        var message = "\(what) '\(name.value)', which is not a param of \(role) '\(screenName)'"
        if let suggestion = SpellingSuggestion.closest(to: name.value, among: screens[screen].params.map(\.yamlName)) {
            message += "; did you mean '\(suggestion)'?"
        }
        report(.unknownArgument, message, at: name.location)
        return nil
    }

    /// An alert button cannot ask for values: every required param of its target must be bound.
    private mutating func checkButtonArguments(_ move: ScreenGraph.Move, button: Located<String>, alert: Int) {
        let target = screens[move.target]
        for (index, param) in target.params.enumerated() where param.isRequired && move.bindings[index] == nil {
            report(
                .missingArgument,
                "button '\(button.value)' of alert '\(screens[alert].qualifiedName)' goes to '\(target.qualifiedName)', whose param '\(param.yamlName)' nothing supplies; bind it with 'args' from the alert's params",
                at: button.location, notes: [.init("'\(param.yamlName)' is declared here", at: param.location)])
        }
    }

    /// `detail` looks in the referring file's feature, then at the top level; `animal.detail`
    /// names the feature. Names compare after conversion, so any spelling of a name finds it.
    private mutating func resolveReference(_ reference: Located<String>, fromFeature namespace: Int?, what: String) -> Int? {
        let parts = reference.value.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        // A name that cannot be converted was registered under its raw text (and reported
        // there), so look it up the same way rather than report it a second time as unknown.
        let key = { (name: String) in SwiftIdentifier.lowerCamel(name)?.name ?? name }
        var found: Int?
        if parts.count == 2 {
            if let feature = featureIndexByName[key(parts[0])] {
                found = screensByNamespace[feature]?[key(parts[1])]
            }
        } else if parts.count == 1 {
            let name = key(parts[0])
            found = namespace.flatMap { screensByNamespace[$0]?[name] } ?? screensByNamespace[nil]?[name]
        }
        if let found { return found }
        var message = "\(what) unknown screen '\(reference.value)'"
        // Suggestions scan every screen. A mass rename can break thousands of references at
        // once; past a budget the remaining ones are reported without a suggestion, so a bad
        // input cannot make a run quadratic in the size of the graph.
        suggestionBudget -= 1
        guard suggestionBudget >= 0 else {
            report(.unknownScreen, message, at: reference.location)
            return nil
        }
        var candidates = screens.map(\.qualifiedName)
        if let namespace, parts.count == 1 {
            candidates += features[namespace].screens.map { screens[$0].yamlName }
        }
        // `detail` written in one feature for another feature's `detail`: name it qualified.
        let elsewhere = parts.count == 1
            ? screens.first { $0.feature != nil && $0.feature != namespace && $0.caseName.name == key(parts[0]) }
            : nil
        if let elsewhere {
            message += "; did you mean '\(elsewhere.qualifiedName)'?"
        } else if let suggestion = SpellingSuggestion.closest(to: reference.value, among: candidates) {
            message += "; did you mean '\(suggestion)'?"
        }
        report(.unknownScreen, message, at: reference.location)
        return nil
    }

    // MARK: Roots

    private mutating func resolveRoots(_ settings: GraphSettingsSyntax?, fromFeature feature: String?) -> [Int] {
        guard let settings else { return [] }
        let namespace = feature.flatMap { featureIndexByName[SwiftIdentifier.lowerCamel($0)?.name ?? $0] }
        var references: [Located<String>]
        switch (settings.root, settings.roots) {
        case (let root?, let roots?):
            report(.missingRoot, "'root' and 'roots' are exclusive; keep one", at: roots.location,
                   notes: [.init("'root' is set here", at: root.location)])
            return []
        case (let root?, nil):
            references = [root]
        case (nil, let roots?):
            references = roots.value
            if references.isEmpty {
                report(.missingRoot, "'roots' is empty; list at least one screen", at: roots.location)
            }
        case (nil, nil):
            // A 'root' or 'roots' that could not be decoded is already reported.
            guard !settings.hasInvalidRoots else { return [] }
            report(.missingRoot, "the graph has no root: add 'root: <screen>' or 'roots: [<screen>, …]' to 'graph'", at: settings.keyLocation)
            return []
        }
        var roots: [Int] = []
        var seen: [Int: SourceLocation] = [:]
        let key = settings.root != nil ? "'root'" : "'roots'"
        for reference in references {
            guard let index = resolveReference(reference, fromFeature: namespace, what: "\(key) names")
            else {
                droppedMoves = true
                continue
            }
            let screen = screens[index]
            if let first = seen[index] {
                report(
                    .duplicateName, "'roots' lists '\(screen.qualifiedName)' more than once; each root is its own stack",
                    at: reference.location, notes: [.init("'\(screen.qualifiedName)' is first listed here", at: first)])
                continue
            }
            seen[index] = reference.location
            if screen.kind == .alert {
                report(.invalidStyle, "root '\(screen.qualifiedName)' is an alert; roots must be view screens", at: reference.location)
            }
            for param in screen.params where param.isRequired {
                report(
                    .missingArgument,
                    "root '\(screen.qualifiedName)' needs param '\(param.yamlName)', which nothing can supply; give it a default or make it optional",
                    at: reference.location, notes: [.init("'\(param.yamlName)' is declared here", at: param.location)])
            }
            roots.append(index)
        }
        return roots
    }
}
