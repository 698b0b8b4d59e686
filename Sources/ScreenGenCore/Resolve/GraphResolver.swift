import ScreenGenDiagnostics

/// Resolves decoded files into one `ScreenGraph`: graph settings, features, screen names and
/// their Swift identifiers, then each screen's params, transitions and buttons. Every problem is
/// reported and resolution carries on, using the raw name where a conversion failed, so later
/// checks still run and one run reports everything.
///
/// The work is split by concern across `GraphResolver+*.swift`, which share the state below;
/// nothing outside this folder touches it: `resolve(_:inputFiles:)` is the entry point.
/// Sendable: large graphs resolve their screens on copies of it in parallel (see
/// `forEachScreen`).
struct GraphResolver: Sendable {
    var diagnostics: [Diagnostic] = []
    /// The decoded files. Their `screens` are emptied once registered: each screen's syntax then
    /// lives in `screenSyntax` alone, not twice while the graph is built (#33: memory per screen).
    var files: [FileSyntax]

    var features: [ScreenGraph.Feature] = []
    var featureIndexByName: [String: Int] = [:]
    var screens: [ScreenGraph.Screen] = []
    /// Namespace (feature index, or nil for top level) and converted case name → screen. One
    /// flat table: a reference costs one hash, not one per level and a nested table's retain (#33).
    var screenIndexByName: [ScreenName: Int] = [:]
    var routeCases: [ScreenGraph.RouteCase] = []
    /// The syntax of each registered screen, aligned with `screens`.
    var screenSyntax: [ScreenSyntax] = []
    /// How many unknown references still get a "did you mean" (see `resolveReference`).
    var suggestionBudget = 100
    /// Parsed type texts: large graphs repeat a handful of types thousands of times.
    var parsedTypes: [String: ParsedType] = [:]
    /// `transition-sets` by name, targets resolved once (see `GraphResolver+TransitionSets`).
    var transitionSets: [String: ResolvedTransitionSet] = [:]
    /// Set when a declared move or root could not be resolved (see `ScreenGraph.hasAllMoves`).
    var droppedMoves = false
    /// The choices moves name (`one-of:`, #37), as first declared: links naming one list the same.
    var moveChoices: [String: DeclaredChoice] = [:]
    /// Set by the moves pass when a screen's transitions or buttons have a choice or a `then`:
    /// without one, the graph-wide checks of both are skipped rather than run over every
    /// transition (#33: two scans on one core, 1.5 ms of a 10,000-screen lint).
    var hasChoicesOrContinuations = false
    /// Where `graph.roots` names each root: where "root 'x' is in no flow" is reported.
    var rootReferenceLocations: [Int: SourceLocation] = [:]

    /// The generated handler protocol's name (`RouteHandler`), once the route name is known.
    var handlerName = "RouteHandler"
    /// The generated SwiftUI view's name (`RouteView`), whose `Body` would shadow a view type.
    var viewName = "RouteView"

    private init(files: consuming [FileSyntax]) { self.files = files }

    /// `files` is consumed: the resolver frees each screen's syntax it no longer needs, which a
    /// copy kept by the caller would keep alive.
    /// `declared` are each file's `DeclaredScreen.screens(of:)`.
    static func resolve(
        _ files: consuming [FileSyntax], declared: consuming [[DeclaredScreen]], inputFiles: [String]
    ) -> (graph: ScreenGraph?, diagnostics: [Diagnostic], severityOverrides: [Rule: Severity]) {
        var resolver = GraphResolver(files: files)
        // A file that could not be read already has its error; resolving the rest would only
        // add follow-on noise (no 'graph:', unknown screens, unreachable screens) about a graph
        // that is missing that file's content. Its `rules:` still apply to what was reported.
        guard resolver.files.allSatisfy(\.isComplete) else {
            let settings = resolver.files.compactMap(\.graph)
            let overrides = settings.count == 1 ? resolver.resolveRules(settings[0].rules) : [:]
            return (nil, resolver.diagnostics, overrides)
        }
        let graph = resolver.run(inputFiles: inputFiles, declared: consume declared)
        return (graph, resolver.diagnostics, graph?.severityOverrides ?? [:])
    }

    mutating func report(_ rule: Rule, _ message: String, at location: SourceLocation, notes: [Diagnostic.Note] = []) {
        diagnostics.append(Diagnostic(rule, message, at: location, notes: notes))
    }

    mutating func run(inputFiles: [String], declared: consuming [[DeclaredScreen]]) -> ScreenGraph? {
        let (settings, settingsFile) = graphSettings()
        let routeName = typeName(settings?.route, fallback: "Route", what: "the route enum name")
        handlerName = GeneratedNames.RouteCompanion.handler.name(ofRoute: routeName.name)
        viewName = GeneratedNames.RouteCompanion.view.name(ofRoute: routeName.name)
        registerDeclarations(routeName: routeName.name, declared: consume declared)
        checkRouteCases(routeName: routeName.name)
        // Signatures (params, view, texts) of every screen first: moves read their targets'.
        // Only a screen's own signature reads its params' syntax: it is freed once resolved.
        resolveSignatures()
        resolveTransitionSets()
        // Only a screen's own moves read its transitions' syntax: it is freed once they resolve.
        forEachScreen(freeing: .transitions) { resolver, index in
            resolver.resolveMoves(resolver.screenSyntax[index], index: index)
        }
        if hasChoicesOrContinuations {
            checkMoveChoices()
            resolveContinuations()
        }
        do {
            // A scope of its own: the registry reads a copy of `screens`, which must be gone
            // before a pass writes to a screen (a write to a shared screen copies its storage).
            let directions = directionsTypeNames(settings)
            let registeredTypes = checkTypeNames(
                routeName: routeName, settings: settings, settingsFile: settingsFile, directionsTypeNames: directions)
            checkTypeReferences(
                routeName: routeName.name, settings: settings, registeredTypes: registeredTypes,
                directionsTypeNames: directions)
        }
        let settingsFeature = settingsFile.flatMap { files[$0].feature.map(\.value) }
        let droppedBeforeRoots = droppedMoves
        droppedMoves = false
        let roots = resolveRoots(settings, fromFeature: settingsFeature)
        let rootsResolved = !droppedMoves && settings?.hasInvalidRoots != true
        droppedMoves = droppedMoves || droppedBeforeRoots
        resolveGuards(roots: roots)
        resolveExitGuards(roots: roots)
        let flows = resolveFlows(settings, roots: roots, rootsResolved: rootsResolved, fromFeature: settingsFeature)
        let anywhere = resolveAnywhere(roots: roots)
        let layers = resolveLayers(settings, roots: roots, fromFeature: settingsFeature)
        let moduleLayout = resolveModules(settings, settingsFile: settingsFile, inputFiles: inputFiles)
        var graph = ScreenGraph(
            routeName: routeName,
            // Split into modules, the graph is public: the other modules use its routes.
            access: moduleLayout != nil ? .public : settings?.access?.value ?? .internal,
            imports: resolveImports(settings?.imports ?? []),
            conformances: resolveConformances(settings?.conformances ?? []),
            roots: roots,
            features: features,
            routeCases: routeCases,
            screens: screens,
            severityOverrides: resolveRules(settings?.rules ?? []),
            inputFiles: inputFiles,
            inputPaths: files.map(\.path),
            hasAllMoves: !droppedMoves && !files.contains(where: \.droppedMoves)
        )
        graph.generatedAPIs = Self.generatedAPIs(settings)
        graph.moduleLayout = moduleLayout
        graph.anywhere = anywhere
        graph.flows = flows
        graph.layers = layers
        graph.splits = resolveSplits(settings, roots: roots, fromFeature: settingsFeature)
        let (closure, anywhereOnly) = graph.computeBackStepsWithProvenance()
        (graph.backSteps, graph.layerPresenters, graph.anywhereOnlySteps) = (
            closure.steps, closure.presenters, anywhereOnly
        )
        checkRouterMethods(graph)
        resolveDeepLinks(settings, into: &graph)
        checkLayerMoves(graph)
        checkSplitColumns(graph)
        resolvePresentation(settings, into: &graph)
        resolveFlowResults(into: &graph)
        return graph.removingEmptyFeatures()
    }

    mutating func convert(
        _ name: Located<String>, what: String, by conversion: (String) -> SwiftIdentifier?
    ) -> SwiftIdentifier {
        if let identifier = conversion(name.value) { return identifier }
        report(
            .invalidIdentifier,
            "\(what) '\(name.value)' cannot become a Swift identifier; use ASCII letters, digits, '-' and '_', starting with a letter",
            at: name.location)
        return SwiftIdentifier(name: name.value)
    }
}

extension GraphResolver {
    /// `graph.generate`; directions alone when it is not given. Feature routers are opt-in: one
    /// protocol requirement and one method per transition is a large graph's heaviest code, and
    /// most apps never mock navigation per feature (#20).
    static let defaultAPIs: Set<GeneratedAPI> = [.directions]

    static func generatedAPIs(_ settings: GraphSettingsSyntax?) -> Set<GeneratedAPI> {
        guard let chosen = settings?.generate else { return defaultAPIs }
        return Set(chosen.map(\.value))
    }
}
