import ScreenGenDiagnostics

/// Features and screens registered with their Swift names, and the checks that two
/// declarations never become one generated name.
extension GraphResolver {
    /// Registers every feature and screen, in file order, so that references can resolve in the
    /// second pass whatever order files declare things in. `declared` are each file's
    /// `DeclaredScreen.screens(of:)`, consumed: each screen is moved into the graph.
    mutating func registerDeclarations(routeName: String, declared: consuming [[DeclaredScreen]]) {
        var featureNames = NameRegistry(space: "feature name")
        // Reserved at once: grown an append at a time, both would keep up to twice the room.
        let screenCount = files.reduce(0) { $0 + $1.screens.count }
        screens.reserveCapacity(screenCount)
        screenSyntax.reserveCapacity(screenCount)
        // Tables sized once too: regrown as they fill, each rehashed every name it held (#33).
        screenIndexByName.reserveCapacity(screenIndexByName.count + screenCount)
        // The identity is the screen's case in `<Route>Screen` (and its handler method's name):
        // each to the first screen that takes it. The screens and `screenIndexByName` say what a
        // registry would hold, so a clash is reported as one would, without a registry's entry
        // (three strings and a location) made per screen twice (#33: registration ran on one core).
        var identities: [String: Int] = [:]
        identities.reserveCapacity(screenCount)
        let identitySpace = "'\(routeName)Screen' case"
        for fileIndex in files.indices {
            // Taken out of the file, not copied: each file's screens are freed once registered,
            // so their syntax is never held twice (#33: memory, this was the heap's peak).
            var fileScreens = files[fileIndex].screens
            files[fileIndex].screens = []
            let feature = files[fileIndex].feature
            var namespace: Int?
            if let feature {
                namespace = registerFeature(feature, registry: &featureNames)
            }
            let fileDeclared = declared[fileIndex]
            declared[fileIndex] = []
            for position in fileScreens.indices where position < fileDeclared.count {
                // Swapped out for an empty stand-in, not copied: a copy retains each of the
                // syntax's arrays and strings, and freeing the file's array releases them again
                // (#33: registration runs on one core).
                var syntax = ScreenSyntax(name: Located("", at: fileScreens[position].name.location))
                swap(&syntax, &fileScreens[position])
                let names = fileDeclared[position]
                // Named as the file was loaded; a name that did not convert is reported here, in
                // declaration order.
                let caseName = convert(syntax.name, what: "screen name", by: { _ in names.caseName })
                let index = screens.count
                // One hash for the common case, a new name: the first screen is put back when the
                // name was taken.
                let key = ScreenName(namespace: namespace, name: caseName.name)
                if let taken = screenIndexByName.updateValue(index, forKey: key) {
                    screenIndexByName[key] = taken
                    diagnostics.append(
                        NameRegistry.clash(
                            of: Self.registryEntry(
                                names.qualifiedName, yamlName: syntax.name.value, at: syntax.name.location),
                            with: Self.registryEntry(
                                screens[taken].qualifiedName, yamlName: screens[taken].yamlName,
                                at: screens[taken].location),
                            over: caseName.name, in: "case name"))
                    // The screen is reported and not in the graph, nor are the moves it declares.
                    if !syntax.transitions.isEmpty || !syntax.buttons.isEmpty { droppedMoves = true }
                    continue
                }
                let screen = ScreenGraph.Screen(
                    yamlName: syntax.name.value, qualifiedName: names.qualifiedName, feature: namespace,
                    caseName: caseName, identity: names.identity, kind: syntax.kind, params: [], transitions: [],
                    buttons: [], location: syntax.name.location)
                reportIdentityClash(of: screen, index: index, in: &identities, space: identitySpace)
                screens.append(screen)
                // Moved in, not copied: a screen's syntax is a large value (#33).
                screenSyntax.append(consume syntax)
                if let namespace {
                    features[namespace].screens.append(index)
                } else {
                    routeCases.append(.screen(index))
                }
            }
        }
    }

    /// A screen as a registry of screen names would hold it.
    private static func registryEntry(_ qualified: String, yamlName: String, at location: SourceLocation)
        -> NameRegistry.Entry
    {
        NameRegistry.Entry(yamlName: yamlName, kind: "screen", name: qualified, location: location)
    }

    /// Takes the screen's identity for screen `index` unless another has it, reported then as a
    /// registry of `<Route>Screen`'s cases would. `<Route>Screen` is CaseIterable: a case named
    /// `allCases` would redeclare its list.
    private mutating func reportIdentityClash(
        of screen: ScreenGraph.Screen, index: Int, in identities: inout [String: Int], space: String
    ) {
        let identity = screen.identity.name
        // Made only for a report: most screens take their identity unopposed.
        var entry: NameRegistry.Entry {
            Self.registryEntry(screen.qualifiedName, yamlName: screen.qualifiedName, at: screen.location)
        }
        if identity == "allCases" {
            let requirement = NameRegistry.Entry(
                yamlName: "", kind: "the CaseIterable requirement", name: identity, location: nil)
            diagnostics.append(NameRegistry.clash(of: entry, with: requirement, over: identity, in: space))
            return
        }
        guard let taken = identities.updateValue(index, forKey: identity) else { return }
        identities[identity] = taken
        let first = screens[taken]
        diagnostics.append(
            NameRegistry.clash(
                of: entry,
                with: Self.registryEntry(first.qualifiedName, yamlName: first.qualifiedName, at: first.location),
                over: identity, in: space))
    }

    mutating func registerFeature(_ feature: Located<String>, registry: inout NameRegistry) -> Int {
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
        let typeName = SwiftIdentifier(
            name: GeneratedNames.route(ofFeature: SwiftIdentifier.capitalizedFirst(caseName).name))
        features.append(
            ScreenGraph.Feature(
                yamlName: feature.value, caseName: caseName, typeName: typeName, screens: [], location: feature.location
            ))
        featureIndexByName[caseName.name] = features.count - 1
        routeCases.append(.feature(features.count - 1))
        return features.count - 1
    }

    /// A feature's case and a top-level screen's case share the route enum.
    mutating func checkRouteCases(routeName: String) {
        // Screens and features never share a YAML name space, so any clash is a collision.
        var cases = NameRegistry(space: "'\(routeName)' case", expectedCount: routeCases.count)
        for routeCase in routeCases {
            switch routeCase {
            case .screen(let index):
                let screen = screens[index]
                _ = cases.claim(
                    screen.caseName.name, yamlName: "screen " + screen.yamlName, kind: "screen",
                    name: screen.qualifiedName,
                    at: screen.location, diagnostics: &diagnostics)
            case .feature(let index):
                let feature = features[index]
                _ = cases.claim(
                    feature.caseName.name, yamlName: "feature " + feature.yamlName, kind: "feature",
                    name: feature.yamlName,
                    at: feature.location, diagnostics: &diagnostics)
            }
        }
    }

    /// How messages call a screen's directions type: "the directions of screen 'f.s'".
    static let directionsKind = "the directions of screen"

    /// The name of each screen's directions type (`<Screen>Directions`), nil for a screen the
    /// generated file declares none for: made once for the two checks of generated type names
    /// (#33: each name is a string built and checked for keywords, two per screen).
    func directionsTypeNames(_ settings: GraphSettingsSyntax?) -> [String?] {
        // A screen with `finishes:` gets directions too (resolved later, once every move is known).
        guard Self.generatedAPIs(settings).contains(.directions) else { return screens.map { _ in nil } }
        // Each name is made on its own: chunks of screens in parallel, in order (#33: this ran on
        // one core while the other was idle).
        let resolver = self
        let chunks = stride(from: 0, to: screens.count, by: Self.screensPerChunk).map {
            $0..<min($0 + Self.screensPerChunk, resolver.screens.count)
        }
        let chunkNames = parallelMap(chunks.count) { chunk in
            chunks[chunk].map { index in
                resolver.screens[index].hasDirections || resolver.screenSyntax[index].finishes != nil
                    ? resolver.screens[index].directionsTypeName.name : nil
            }
        }
        // Joined into an array sized once (`flatMap` grew it by doubling).
        var names: [String?] = []
        names.reserveCapacity(screens.count)
        for chunk in chunkNames { names.append(contentsOf: chunk) }
        return names
    }

    /// Every type the generated file declares must have a name of its own. `directionsTypeNames`
    /// are `directionsTypeNames(settings)`.
    /// - Returns: the names registered, when none clashed: `checkTypeReferences` looks the
    ///   generated types up in them rather than in a second table of the same names (#33).
    mutating func checkTypeNames(
        routeName: SwiftIdentifier, settings: GraphSettingsSyntax?, settingsFile: Int?, directionsTypeNames: [String?]
    ) -> NameRegistry? {
        let diagnosticsBefore = diagnostics.count
        let modules = Self.modulesGeneratedCodeNames + resolvedImports(settings)
        // A screen's directions type is registered as the screen's number: its entry is made
        // from the screen only when a message or a lookup needs it (#33: memory per screen).
        let screens = self.screens
        // Sized once for the names below (a screen has directions or buttons, seldom both; a
        // feature five types; the route a few companions): a table regrown as it fills holds
        // the old and the new storage at once, and this one was a large graph's peak of memory
        // (#33).
        var types = NameRegistry(
            space: "type name", expectedCount: modules.count + screens.count + 5 * features.count + 32,
            derivedEntry: { index in
                NameRegistry.Entry(
                    yamlName: screens[index].qualifiedName, kind: Self.directionsKind,
                    name: screens[index].qualifiedName, location: screens[index].location)
            })
        // A generated type named like a module would shadow it, and the generated code
        // qualifies names with these (`Swift.Hashable`, `ScreenNavigation.Move`, `SwiftUI.View`).
        for module in modules {
            types.reserve(module, kind: "the module")
        }
        let anchor =
            settings?.route?.location ?? settings?.keyLocation
            ?? SourceLocation(file: files.first?.path ?? "<input>", line: 1, column: 1)
        typealias Companion = GeneratedNames.RouteCompanion
        let flowTypes = settings?.flows.map { $0.value.isEmpty ? [] : Companion.ofFlows } ?? []
        let buttonTypes: [Companion] = ScreenGraph.alertButtonIDs(of: screens).isEmpty ? [] : [.button]
        let companions = (Companion.always + [.samples] + flowTypes + buttonTypes).map {
            $0.name(ofRoute: routeName.name)
        }
        for name in [routeName.name] + companions {
            _ = types.claim(
                name, yamlName: name, kind: Self.routeTypeKind, name: name, at: anchor, diagnostics: &diagnostics)
        }
        for feature in features {
            _ = types.claim(
                feature.typeName.name, yamlName: feature.yamlName,
                kind: "the route enum of feature", name: feature.yamlName, at: feature.location,
                diagnostics: &diagnostics)
            _ = types.claim(
                feature.handlerTypeName.name, yamlName: feature.yamlName,
                kind: "the handler protocol of feature", name: feature.yamlName, at: feature.location,
                diagnostics: &diagnostics)
            _ = types.claim(
                feature.viewTypeName.name, yamlName: feature.yamlName,
                kind: "the view of feature", name: feature.yamlName, at: feature.location, diagnostics: &diagnostics)
        }
        let apis = Self.generatedAPIs(settings)
        for (index, directions) in directionsTypeNames.enumerated() {
            guard let directions else { continue }
            _ = types.claim(directions, derived: index, diagnostics: &diagnostics)
        }
        // By index: a loop over `screens` copies each one to find the few with buttons (#33:
        // these checks run on one core). `buttonCases` looks at the kind first.
        for index in screens.indices where screens[index].buttonCases != nil {
            let screen = screens[index]
            _ = types.claim(
                screen.buttonTypeName.name, yamlName: screen.qualifiedName,
                kind: "the buttons of alert", name: screen.qualifiedName, at: screen.location,
                diagnostics: &diagnostics)
        }
        for (index, feature) in features.enumerated()
        where apis.contains(.routers) && features[index].screens.contains(where: { !screens[$0].transitions.isEmpty }) {
            _ = types.claim(
                feature.routerTypeName.name, yamlName: feature.yamlName,
                kind: "the router protocol of feature", name: feature.yamlName, at: feature.location,
                diagnostics: &diagnostics)
            _ = types.claim(
                feature.navigationRouterTypeName.name, yamlName: feature.yamlName,
                kind: "the router of feature", name: feature.yamlName, at: feature.location, diagnostics: &diagnostics)
        }
        return diagnostics.count == diagnosticsBefore ? types : nil
    }

    /// What `checkTypeNames` registers the route enum and its companions as.
    static let routeTypeKind = "the generated type"

    /// Modules whose names the generated code (or the runtime it imports) spells out.
    static let modulesGeneratedCodeNames = ["Swift", "Foundation", "ScreenNavigation", "SwiftUI", "Observation"]

    /// The public top-level types of the runtime, `ScreenNavigation`, which every generated file
    /// imports, and those it had before issue #39 nested them in `Navigation`
    /// (RuntimeTypeNamesTests keeps the lists equal to the runtime's sources). The former names
    /// stay reserved: the set of graphs the tool accepts does not change with the runtime's
    /// shape, and a name a user's graph may take today never clashes with a runtime that still
    /// has it (an app built against the previous release, a deprecated alias later).
    static let runtimeTypeNames: Set<String> = currentRuntimeTypeNames.union(formerRuntimeTypeNames)

    /// The runtime's public top-level types now: what a user sees, then the `@_spi(Generated)`
    /// plumbing only generated code imports (a user's type of that name would still clash in
    /// the generated file).
    static let currentRuntimeTypeNames: Set<String> = [
        "DeepLinkGraph", "LiveValue", "Move", "NavigateAction", "Navigation", "NavigationEntryID", "NavigationError",
        "NavigationEvent", "NavigationGraph", "NavigationGraphWithDefaultRoots", "NavigationHost", "NavigationRecorder",
        "NavigationSnapshot", "NavigationState", "NavigationTabs", "Navigator", "RouteEntry", "RouteStack",
        "ScreenPath", "TransitionStyle",
        // @_spi(Generated)
        "AlertText", "DeepLinkTable", "DeepLinkValues", "DirectionsContext", "FlowTable", "LayerTable",
        "LegalTransition", "ScreenNames", "SplitTable", "TransitionTable",
    ]

    /// The runtime's top-level types that issue #39 nested in `Navigation` (`AlertButton` is
    /// `Navigation.AlertButton`, `NavigationRecord` is `Navigation.Record`).
    static let formerRuntimeTypeNames: Set<String> = [
        "AlertButton", "AlertButtonAction", "AlertButtonBack", "AlertButtonOutcome", "AlertButtonRole",
        "AlertButtonTap", "AlertContent", "AlertField", "AlertPresentation", "AppLayer", "DeepLinkDestination",
        "DeepLinkFailure", "DeepLinkPattern", "DeepLinkURL", "DeepLinkValueKind", "ExitGuard", "GraphIdentity",
        "LaunchOutcome", "LaunchRequest", "LayerDismissal", "MoveOrigin", "NavigationEventObservation",
        "NavigationLayer", "NavigationPathElement", "NavigationRecord", "NoCondition", "NoFlow", "PendingExit",
        "PendingNavigation", "PopBack", "PresentationDetails", "Reconciliation", "ResultDecision", "ScreenMoves",
        "SheetDetent", "SplitColumns", "SplitLayout",
    ]

    /// The top-level modules of `graph.imports` (invalid ones are reported elsewhere).
    private func resolvedImports(_ settings: GraphSettingsSyntax?) -> [String] {
        (settings?.imports ?? []).map { String($0.value.prefix { $0 != "." }) }
    }

    /// A feature router has one method per transition of the feature's screens: their names
    /// must differ, and no method may take two arguments with one label. Features are checked
    /// each on its own (in parallel), their problems reported in feature order.
    mutating func checkRouterMethods(_ graph: ScreenGraph) {
        let problems = parallelMap(graph.features.count) { feature in
            Self.routerMethodProblems(of: feature, in: graph)
        }
        diagnostics += problems.joined()
    }

    private static func routerMethodProblems(of feature: Int, in graph: ScreenGraph) -> [Diagnostic] {
        guard graph.hasRouter(feature) else { return [] }
        var problems: [Diagnostic] = []
        let methods = graph.routerMethods(of: feature)
        var names = NameRegistry(
            space: "'\(graph.features[feature].routerTypeName.name)' method", expectedCount: methods.count)
        for method in methods {
            let screen = graph.screens[method.screen]
            let qualified = screen.qualifiedName + "." + method.yamlName
            // The callback variant overloads the plain method's name: claimed once, by the plain.
            if method.variant != .withResultCallback {
                _ = names.claim(
                    method.name.name, yamlName: qualified, kind: "transition", name: qualified, at: method.location,
                    diagnostics: &problems)
            }
            // Most methods read no source param: then no label can be taken twice.
            guard method.variant == .plain, let move = method.move, !move.bindings.isEmpty || !move.literals.isEmpty
            else { continue }
            let (source, target) = graph.routerArguments(move)
            let targetScreen = graph.screens[move.target]
            // A couple of labels each side: comparing them all beats building a set.
            for index in target
            where source.contains(where: { screen.params[$0].label.name == targetScreen.params[index].label.name }) {
                let label = targetScreen.params[index].label.name
                problems.append(
                    Diagnostic(
                        .nameCollision,
                        "the router method '\(method.name.name)' of transition '\(method.yamlName)' would take two arguments labelled '\(label)': the param of '\(screen.qualifiedName)' that 'args' reads, and the unbound param of '\(targetScreen.qualifiedName)'; rename one of them",
                        at: method.location))
            }
        }
        return problems
    }

    /// Converts a YAML name, reporting `invalid-identifier` and falling back to the raw text so
    /// that checks downstream still run (no code is emitted once an error exists).
}
