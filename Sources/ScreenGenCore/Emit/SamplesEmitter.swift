/// With `graph.generate` listing `paths`: the protocol `<Route>Samples`, a property per type of
/// a param without a default (`var contact: Contact { get }`), and
/// `<Route>Graph.sampleRoute(of:samples:)`, a route of every screen with its params from the
/// samples (defaults kept, `nil` for an optional). A test follows the runtime's
/// `pathsToEveryScreen()` with it, so a snapshot of every screen is a loop, and a sample the app
/// forgot is a compile error, not a screen left out. In the graph-wide file: it builds route values.
struct SamplesEmitter {
    let graph: ScreenGraph
    let names: GeneratedNames

    var isWritten: Bool { graph.generatedAPIs.contains(.paths) }

    private var protocolName: String { GeneratedNames.RouteCompanion.samples.name(ofRoute: graph.routeName.name) }

    /// Each param type that needs a sample, by its canonical spelling, with its property name.
    private var samples: [Sample] { Self.samples(of: graph) }

    /// A property of `<Route>Samples`: the param type it is a value of, and its name.
    struct Sample {
        var type: String
        var expression: TypeExpression
        var name: SwiftIdentifier
    }

    /// The properties of `<Route>Samples`, in the order they are declared (the screens', then
    /// their params').
    static func samples(of graph: ScreenGraph) -> [Sample] {
        var seen: [String: SwiftIdentifier] = [:]
        var taken: Set<String> = []
        var ordered: [Sample] = []
        for param in graph.screens.flatMap(\.params) where Self.needsSample(param) {
            let type = param.typeText
            guard seen[type] == nil else { continue }
            var name = Self.propertyName(of: param.type)
            var number = 2
            while taken.contains(name) {
                name = Self.propertyName(of: param.type) + String(number)
                number += 1
            }
            taken.insert(name)
            let identifier = SwiftIdentifier(name: name)
            seen[type] = identifier
            ordered.append(Sample(type: type, expression: param.type, name: identifier))
        }
        return ordered
    }

    private static func needsSample(_ param: ScreenGraph.Param) -> Bool {
        param.defaultLiteral == nil && !param.type.isOptional
    }

    /// `contact` for `Contact`, `modelsContact` for `Models.Contact`, `pageOfDouble` for
    /// `Page<Double>`, `arrayOfString` for `[String]`, `dictionaryOfStringToInt` for `[String: Int]`.
    static func propertyName(of type: TypeExpression) -> String {
        let words = words(of: type)
        guard let first = words.first else { return "value" }
        return lowerCamel(first) + words.dropFirst().joined()
    }

    /// The leading capitals lowered as the API Design Guidelines lower an acronym: `url` for
    /// `URL`, `uiImage` for `UIImage`, `contact` for `Contact`.
    private static func lowerCamel(_ word: String) -> String {
        let letters = Array(word)
        var capitals = letters.prefix { $0.isUppercase }.count
        if capitals > 1, capitals < letters.count { capitals -= 1 }
        return String(letters.prefix(max(capitals, 1))).lowercased() + String(letters.dropFirst(max(capitals, 1)))
    }

    private static func words(of type: TypeExpression) -> [String] {
        switch type {
        case .nominal(let components):
            return components.flatMap { component in
                [capitalized(component.name)]
                    + component.arguments.enumerated().flatMap {
                        [$0.offset == 0 ? "Of" : "And"] + words(of: $0.element)
                    }
            }
        case .array(let element):
            return ["Array", "Of"] + words(of: element)
        case .dictionary(let key, let value):
            return ["Dictionary", "Of"] + words(of: key) + ["To"] + words(of: value)
        case .optional(let wrapped):
            return ["Optional"] + words(of: wrapped)
        }
    }

    private static func capitalized(_ name: String) -> String {
        name.prefix(1).uppercased() + name.dropFirst()
    }

    func write(into writer: inout SwiftWriter) {
        guard isWritten else { return }
        let samples = samples
        let names = self.names
        let byType = Dictionary(uniqueKeysWithValues: samples.map { ($0.type, $0.name) })
        writer.line()
        writer.line("// MARK: - Samples")
        writer.line()
        writer.doc(
            "Sample values of the params without a default, a property per type: what `\(names.graph).sampleRoute(of:samples:)` "
                + "builds a route of every screen from.")
        if samples.isEmpty {
            writer.line("\(names.access)protocol \(protocolName) {}")
        } else {
            writer.block("\(names.access)protocol \(protocolName)") { writer in
                for sample in samples {
                    let declaration = "var \(sample.name.escaped): \(sample.type) { get }"
                    // The name spells the type out, so a long type makes a line twice too long;
                    // the type then goes on a line of its own, where the wrapper can break it.
                    if 4 + declaration.count > SwiftRenderer.limit {
                        writer.line("var \(sample.name.escaped):")
                        writer.line("    \(sample.type) { get }")
                    } else {
                        writer.line(declaration)
                    }
                }
            }
        }
        writer.line()
        writer.block("extension \(names.graph)") { writer in
            writer.doc(
                "A route of `screen`, each param from `samples` (a default kept, `nil` for an optional): to follow "
                    + "`pathsToEveryScreen()`.")
            writer.function(
                access: names.access, "static func sampleRoute",
                parameters: ["of screen: \(names.screen)", "samples: some \(protocolName)"], throwing: nil,
                returning: names.route
            ) { writer in
                let routes = RouteExpressions(graph: graph)
                var cases: [SwitchCase] = []
                cases.reserveCapacity(graph.screens.count)
                for index in graph.screens.indices {
                    let screen = graph.screens[index]
                    let value = routes.valueExpression(index) { param in
                        let declared = screen.params[param]
                        if let literal = declared.defaultLiteral { return literal }
                        if declared.type.isOptional { return "nil" }
                        return declared.storing("samples." + byType[declared.typeText]!.escaped)
                    }
                    cases.append(SwitchCase(.dot(screen.identity.escaped), .expression(value)))
                }
                SwiftRenderer.render(.switch(.identifier("screen"), cases), into: &writer)
            }
        }
    }
}
