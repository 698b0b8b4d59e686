import ScreenGenDiagnostics

/// The YAML names app types (views, param types, conformances); the generated file declares
/// types of its own and spells some modules out. A YAML type that starts with a generated
/// type's name would mean the generated type there (a view `HomeDirections`, a route enum
/// named `String` shadowing the param type `String`), and a bare module name as a type (a
/// view `SwiftUI`, a param of type `ScreenNavigation`) would shadow the module the generated
/// code qualifies with. Both are `name-collision`s, reported at the YAML reference.
extension GraphResolver {
    mutating func checkTypeReferences(routeName: String, settings: GraphSettingsSyntax?) {
        // A route enum named like a standard type would be what every `String` (say) in the
        // YAML means: the YAML could not name the standard type any more.
        // Inside the generated extensions of `<Route>Graph`, `Screen` and `Condition` name the
        // graph's associated types, not a route enum of that name.
        if ["Screen", "Condition"].contains(routeName), let route = settings?.route {
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
        let generated = generatedTypeNames(routeName: routeName, apis: Self.generatedAPIs(settings))
        // Values a screen may well carry: a route to return to, a screen, a condition.
        let valueTypes = Set([routeName, routeName + "Screen", routeName + "Condition"] + features.map(\.typeName.name))
        let modules = Set(Self.modulesGeneratedCodeNames)
        func check(_ type: TypeExpression, _ what: @autoclosure () -> String, at location: SourceLocation, allowingValues: Bool = false) {
            for (name, isQualified) in type.leadingNames {
                if allowingValues, valueTypes.contains(name) { continue }
                if let owner = generated[name] {
                    report(
                        .nameCollision,
                        "\(what()) names '\(name)', which is also \(owner) in the generated code; rename the type, or qualify it with its module",
                        at: location)
                    return
                }
                if !isQualified, modules.contains(name) {
                    report(
                        .nameCollision,
                        "\(what()) names '\(name)', the module the generated code qualifies its names with; a type of that name would shadow it",
                        at: location)
                    return
                }
            }
        }
        for (index, screen) in screens.enumerated() {
            let syntax = screenSyntax[index]
            if let view = screen.view, let location = syntax.view?.location {
                check(view, "the view of '\(screen.qualifiedName)'", at: location)
            }
            // Resolved params skip a declaration that collided with an earlier one (reported),
            // so each is matched to its declaration by where its name stands, not by position.
            for param in screen.params where !param.hasInvalidType {
                guard let declared = syntax.params.first(where: { $0.name.location == param.location }) else { continue }
                check(param.type, "param '\(param.yamlName)' of '\(screen.qualifiedName)'", at: declared.type.location, allowingValues: true)
            }
        }
        for conformance in settings?.conformances ?? [] {
            if case .success(let type) = parseType(conformance.value) {
                check(type, "the conformance '\(conformance.value)'", at: conformance.location)
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

    /// Every type the generated file declares, with what it is (for messages).
    private func generatedTypeNames(routeName: String, apis: Set<GeneratedAPI>) -> [String: String] {
        var names: [String: String] = [:]
        names[routeName] = "the route enum"
        for suffix in ["Screen", "Graph", "Handler", "View", "Condition"] {
            names[routeName + suffix] = "the generated '\(suffix)' type"
        }
        for (index, feature) in features.enumerated() {
            names[feature.typeName.name] = "the route enum of feature '\(feature.yamlName)'"
            names[feature.handlerTypeName.name] = "the handler protocol of feature '\(feature.yamlName)'"
            names[feature.viewTypeName.name] = "the view of feature '\(feature.yamlName)'"
            if apis.contains(.routers), features[index].screens.contains(where: { !screens[$0].transitions.isEmpty }) {
                names[feature.routerTypeName.name] = "the router protocol of feature '\(feature.yamlName)'"
                names[feature.navigationRouterTypeName.name] = "the router of feature '\(feature.yamlName)'"
            }
        }
        for screen in screens where apis.contains(.directions) && !screen.transitions.isEmpty {
            names[screen.directionsTypeName.name] = "the directions of screen '\(screen.qualifiedName)'"
        }
        return names
    }
}
