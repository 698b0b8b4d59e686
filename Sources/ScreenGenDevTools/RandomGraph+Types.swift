/// Param types: the app's, the standard library's and the tricky ones, and their defaults. (Part of `RandomGraph`, split by construct.)
extension RandomGraph {
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
        let choice = random.weighted(
            depth >= 2 ? [40, 6, 30, 0, 0, 0, 0, 0, 0, 3] : [30, 5, 20, 8, 6, 8, 5, 8, depth == 0 ? 4 : 0, 3])
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
            case 2:
                return .named(
                    importsModels && random.chance(0.5) ? "Models.Page" : "Box", [randomType(depth: depth + 1)])
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
        case "Int":
            return random.pick(["0", "1", "-1", "-3", "42", "007", "+5", "9223372036854775807", "-9223372036854775808"])
        case "Double": return random.pick(["1.0", "-0.5", "2.5e3", "1e-3", ".5", "0", "-0.0", "1e308", "3", "1E+2"])
        case "Bool": return random.pick(["true", "false"])
        default:
            let text = random.pick(Self.texts)
            // A plain `null` would be YAML's null: always quote String defaults that need it.
            return YAMLText.text(text, random: &random)
        }
    }
}
