import ScreenGenDiagnostics

/// The YAML names app types (views, param types, conformances); the generated file declares
/// types of its own and spells some modules out. A YAML type that starts with a generated
/// type's name would mean the generated type there (a view `HomeDirections`, a route enum
/// named `String` shadowing the param type `String`), and a bare module name as a type (a
/// view `SwiftUI`, a param of type `ScreenNavigation`) would shadow the module the generated
/// code qualifies with. Both are `name-collision`s, reported at the YAML reference.
extension GraphResolver {
    /// `registeredTypes` are what `checkTypeNames` returned, `directionsTypeNames`
    /// `directionsTypeNames(settings)`.
    mutating func checkTypeReferences(
        routeName: String, settings: GraphSettingsSyntax?, registeredTypes: NameRegistry?,
        directionsTypeNames: [String?]
    ) {
        // A route enum named like a standard type would be what every `String` (say) in the
        // YAML means: the YAML could not name the standard type any more.
        // Inside the generated extensions of `<Route>Graph`, `Screen`, `Condition` and `Flow` name the
        // graph's associated types, not a route enum of that name.
        // (`Route` is the route enum's own associated type: that one it may be named.)
        if routeName != "Route", GeneratedNames.graphAssociatedTypes.contains(routeName), let route = settings?.route {
            report(
                .nameCollision,
                "the route enum '\(routeName)' has the name of an associated type of the generated graph, which the generated code would mean instead; choose another name",
                at: route.location)
            return
        }
        if Self.standardTypeNames.contains(routeName), let route = settings?.route {
            report(
                .nameCollision,
                "the route enum '\(routeName)' has the name of a standard Swift type, which params and conformances would then mean instead; choose another name",
                at: route.location)
            return
        }
        let generated = generatedTypes(
            registeredTypes, routeName: routeName, settings: settings, directionsTypeNames: directionsTypeNames)
        // The modules spell the routes module's types with its name (`ShopRoutes.ShopRoute`):
        // a type of that name in it would be what the name means there.
        if let module = settings?.module, let owner = generated.owner(of: module.value) {
            report(
                .nameCollision,
                "'module' is '\(module.value)', which is also \(describe(owner)) in the generated code; the modules name the routes module's types with the module's name, which that type would shadow; choose another module name",
                at: module.location)
        }
        // Values a screen may well carry: a route to return to, a screen, a condition.
        let valueTypes = Set(
            [routeName] + [GeneratedNames.RouteCompanion.screen, .condition].map { $0.name(ofRoute: routeName) }
                + features.map(\.typeName.name))
        let modules = Set(Self.modulesGeneratedCodeNames)
        // Split into modules, the app's types are imports of the modules like the runtime's, and
        // of two imports of one name neither wins: the name is ambiguous there.
        let runtimeTypes = settings?.module != nil ? Self.runtimeTypeNames : []
        let resolver = self  // read by the parallel checks below, which cannot share `self`
        // The first name a type mentions that it may not, and why.
        let check = CollisionCheck(
            valueTypes: valueTypes, generated: generated, modules: modules, runtimeTypes: runtimeTypes)
        @Sendable func diagnostic(_ collision: Collision, _ what: String, at location: SourceLocation) -> Diagnostic {
            switch collision {
            case .generated(let name, let owner):
                Diagnostic(
                    .nameCollision,
                    "\(what) names '\(name)', which is also \(resolver.describe(owner)) in the generated code; rename the type, or qualify it with its module",
                    at: location)
            case .module(let name):
                Diagnostic(
                    .nameCollision,
                    "\(what) names '\(name)', the module the generated code qualifies its names with; a type of that name would shadow it",
                    at: location)
            case .runtimeType(let name):
                Diagnostic(
                    .nameCollision,
                    "\(what) names '\(name)', which ScreenNavigation also declares; split into modules, the graph's modules import both and cannot tell them apart; qualify it with its module (like 'Models.\(name)')",
                    at: location)
            }
        }
        @Sendable func problem(
            _ type: TypeExpression, _ what: @autoclosure () -> String, at location: SourceLocation,
            allowingValues: Bool = false
        ) -> Diagnostic? {
            check.collision(in: type, allowingValues: allowingValues).map { diagnostic($0, what(), at: location) }
        }
        // Each screen is checked on its own: chunks of screens in parallel, reported in order.
        let chunkSize = Self.screensPerChunk
        let chunks = stride(from: 0, to: screens.count, by: chunkSize).map {
            $0..<min($0 + chunkSize, resolver.screens.count)
        }
        let screenProblems = parallelMap(chunks.count) { chunk in
            var problems: [Diagnostic] = []
            // A graph repeats a handful of param types: each text is checked once (#33). The
            // text is the type's rendering, so equal texts are equal types.
            var paramCollisions: [String: Collision?] = [:]
            for index in chunks[chunk] {
                // The screen and its syntax are read in place: both are shared by the threads
                // that check, and a copy retains each of their fields (#33).
                if let view = resolver.screens[index].view, let location = resolver.screenSyntax[index].view?.location,
                    let found = problem(view, "the view of '\(resolver.screens[index].qualifiedName)'", at: location)
                {
                    problems.append(found)
                }
                if let returned = resolver.screens[index].returnType,
                    let location = resolver.screenSyntax[index].returns?.location,
                    let found = problem(
                        returned.type, "'returns' of '\(resolver.screens[index].qualifiedName)'", at: location,
                        allowingValues: true)
                {
                    problems.append(found)
                }
                // By index: each param is read in place, not copied (#33: a param is a large value).
                let params = resolver.screens[index].params
                for position in params.indices where !params[position].hasInvalidType {
                    let found: Collision?
                    if let known = paramCollisions[params[position].typeText] {
                        found = known
                    } else {
                        found = check.collision(in: params[position].type, allowingValues: true)
                        paramCollisions[params[position].typeText] = found
                    }
                    if let found {
                        let screen = resolver.screens[index].qualifiedName
                        problems.append(
                            diagnostic(
                                found, "param '\(params[position].yamlName)' of '\(screen)'",
                                at: params[position].typeLocation))
                    }
                }
            }
            return problems
        }
        diagnostics += screenProblems.joined()
        for conformance in settings?.conformances ?? [] {
            if case .success(let type) = parseType(conformance.value),
                let found = problem(type, "the conformance '\(conformance.value)'", at: conformance.location)
            {
                diagnostics.append(found)
            }
        }
    }

    /// Standard library and Foundation types (and protocols) a graph plausibly names.
    static let standardTypeNames: Set<String> = [
        "Any", "AnyObject", "Array", "Bool", "CaseIterable", "Character", "Codable", "Comparable", "Data", "Date",
        "Decimal", "Decodable", "Dictionary", "Double", "Encodable", "Equatable", "Error", "Float", "Hashable",
        "Identifiable", "Int", "Int8", "Int16", "Int32", "Int64", "Never", "Optional", "Result", "Sendable", "Set",
        "String", "Substring", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "URL", "UUID", "Void",
    ]

    /// A name a type may not mention, and why (see `checkTypeReferences`).
    private enum Collision {
        /// The generated file declares a type of that name.
        case generated(String, GeneratedTypeOwner)
        /// The module the generated code qualifies its names with.
        case module(String)
        /// A type ScreenNavigation declares, ambiguous when the graph is split into modules.
        case runtimeType(String)
    }

    /// What a type may not mention (see `checkTypeReferences`), looked up name by name as the
    /// type is walked: no list of its names is made (#33: one a screen's view and param type).
    private struct CollisionCheck: Sendable {
        /// Names allowed where a screen carries a value (`returns`, params), and only there.
        let valueTypes: Set<String>
        let generated: GeneratedTypes
        /// The modules the generated code qualifies its names with.
        let modules: Set<String>
        /// ScreenNavigation's types, when the graph is split into modules.
        let runtimeTypes: Set<String>

        /// The first name `type` mentions that it may not, in the order `leadingNames` lists
        /// them: each nominal type's first component, then its generic arguments.
        func collision(in type: TypeExpression, allowingValues: Bool) -> Collision? {
            switch type {
            case .nominal(let components):
                let isQualified = components.count > 1
                if let found = collision(named: components[0].name, isQualified: isQualified, allowingValues) {
                    return found
                }
                for component in components {
                    for argument in component.arguments {
                        if let found = collision(in: argument, allowingValues: allowingValues) { return found }
                    }
                }
                return nil
            case .array(let element):
                return collision(in: element, allowingValues: allowingValues)
            case .dictionary(let key, let value):
                return collision(in: key, allowingValues: allowingValues)
                    ?? collision(in: value, allowingValues: allowingValues)
            case .optional(let wrapped):
                return collision(in: wrapped, allowingValues: allowingValues)
            }
        }

        private func collision(named name: String, isQualified: Bool, _ allowingValues: Bool) -> Collision? {
            if allowingValues, valueTypes.contains(name) { return nil }
            if let owner = generated.owner(of: name) { return .generated(name, owner) }
            if !isQualified, modules.contains(name) { return .module(name) }
            if !isQualified, runtimeTypes.contains(name) { return .runtimeType(name) }
            return nil
        }
    }

    /// A type the generated file declares, described only for a message: a graph declares a
    /// few per feature and one per screen, and nearly never collides with any.
    private enum GeneratedTypeOwner {
        case routeEnum
        /// `<Route>Screen` and the like: the suffix.
        case routeCompanion(String)
        /// "the route enum of feature" and the like, and the feature.
        case featureType(String, feature: Int)
        case directions(screen: Int)
        case buttons(screen: Int)
        /// As `checkTypeNames` registered it: "the directions of screen 'f.s'" and the like.
        case registered(kind: String, name: String)
    }

    /// The types the generated file declares, looked up by name.
    private struct GeneratedTypes: Sendable {
        /// `checkTypeNames`' names; nil when two of them clashed.
        var registered: NameRegistry?
        /// With `registered`, the few names it does not hold (the choices' enums); without, every
        /// generated type, each with the last owner that names it.
        var table: [String: GeneratedTypeOwner]
        var routeName: String

        func owner(of name: String) -> GeneratedTypeOwner? {
            if let owner = table[name] { return owner }
            // A module the registry reserves is no generated type, nor is `<Route>Samples` here.
            guard let registered, let entry = registered.declaration(of: name), entry.location != nil else {
                return nil
            }
            guard entry.kind == GraphResolver.routeTypeKind else {
                return .registered(kind: entry.kind, name: entry.name)
            }
            if name == routeName { return .routeEnum }
            let suffix = String(name.utf8.dropFirst(routeName.utf8.count))!
            return suffix == GeneratedNames.RouteCompanion.samples.rawValue ? nil : .routeCompanion(suffix)
        }
    }

    /// The generated types: `registered` with the choices' enums beside it, when no two
    /// generated names clashed (#33: the table of about a name a screen was built twice);
    /// otherwise a table of their own, each name's owner the last to name it, as messages
    /// have always said.
    private func generatedTypes(
        _ registered: NameRegistry?, routeName: String, settings: GraphSettingsSyntax?,
        directionsTypeNames: [String?]
    ) -> GeneratedTypes {
        guard let registered else {
            let table = generatedTypeNames(
                routeName: routeName, apis: Self.generatedAPIs(settings),
                hasFlows: settings?.flows?.value.isEmpty == false, directionsTypeNames: directionsTypeNames)
            return GeneratedTypes(registered: nil, table: table, routeName: routeName)
        }
        var choices: [String: GeneratedTypeOwner] = [:]
        addChoices(to: &choices, routeName: routeName)
        return GeneratedTypes(registered: registered, table: choices, routeName: routeName)
    }

    private func describe(_ owner: GeneratedTypeOwner) -> String {
        switch owner {
        case .routeEnum: "the route enum"
        case .routeCompanion(let suffix): "the generated '\(suffix)' type"
        case .featureType(let kind, let feature): "\(kind) '\(features[feature].yamlName)'"
        case .directions(let screen): "the directions of screen '\(screens[screen].qualifiedName)'"
        case .buttons(let screen): "the buttons of alert '\(screens[screen].qualifiedName)'"
        case .registered(let kind, let name): "\(kind) '\(name)'"
        }
    }

    /// Every type the generated file declares, with what it is (for messages).
    private func generatedTypeNames(
        routeName: String, apis: Set<GeneratedAPI>, hasFlows: Bool, directionsTypeNames: [String?]
    ) -> [String: GeneratedTypeOwner] {
        var names: [String: GeneratedTypeOwner] = [:]
        // Sized once: nearly every screen has directions (a table regrown and rehashed as it
        // fills cost a quarter of this).
        names.reserveCapacity(9 + 5 * features.count + screens.count)
        names[routeName] = .routeEnum
        typealias Companion = GeneratedNames.RouteCompanion
        let buttonTypes: [Companion] = ScreenGraph.alertButtonIDs(of: screens).isEmpty ? [] : [.button]
        for companion in Companion.always + (hasFlows ? Companion.ofFlows : []) + buttonTypes {
            names[companion.name(ofRoute: routeName)] = .routeCompanion(companion.rawValue)
        }
        for (index, feature) in features.enumerated() {
            names[feature.typeName.name] = .featureType("the route enum of feature", feature: index)
            names[feature.handlerTypeName.name] = .featureType("the handler protocol of feature", feature: index)
            names[feature.viewTypeName.name] = .featureType("the view of feature", feature: index)
            if apis.contains(.routers), features[index].screens.contains(where: { !screens[$0].transitions.isEmpty }) {
                names[feature.routerTypeName.name] = .featureType("the router protocol of feature", feature: index)
                names[feature.navigationRouterTypeName.name] = .featureType("the router of feature", feature: index)
            }
        }
        for (index, directions) in directionsTypeNames.enumerated() {
            guard let directions else { continue }
            names[directions] = .directions(screen: index)
        }
        for index in screens.indices where screens[index].buttonCases != nil {
            names[screens[index].buttonTypeName.name] = .buttons(screen: index)
        }
        addChoices(to: &names, routeName: routeName)
        return names
    }

    /// A link's or a move's choice (`choice: room-target`, #37): `<Route>RoomTargetChoice`, one
    /// enum when a link and a move share it. Written over any other owner of the name.
    private func addChoices(to names: inout [String: GeneratedTypeOwner], routeName: String) {
        let choices = files.flatMap(\.deepLinks).compactMap { $0.choice?.value } + moveChoices.keys
        for choice in choices {
            guard let name = SwiftIdentifier.upperCamel(choice) else { continue }
            names[GeneratedNames.choice(name.name, ofRoute: routeName)] = .routeCompanion(
                GeneratedNames.choice(name.name, ofRoute: ""))
        }
    }
}
