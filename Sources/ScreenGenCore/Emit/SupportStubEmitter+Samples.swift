/// With `graph.generate` listing `paths`: `<Route>StubSamples`, a conformance to the generated
/// `<Route>Samples` with a value of every sample's type, so that a harness can follow every path
/// of a stubbed graph (Scripts/compile-graphs.sh replays them, stage 4). A stand-in has `init()`;
/// the standard types get a plain value from the table below. Each value is an expression the
/// property's declared type gives the type of (`.init()`, `0`), never the type's name: a type
/// may be named like the property (`contact: contact`), which the name would call instead. A type with no value the stubs
/// can make (a route of the graph, a standard type outside the table) leaves the struct out,
/// with a comment that names the type, which the harness reports.
extension SupportStubEmitter {
    /// The conformance's name: no name the graph's YAML or its generated code declares.
    var stubSamplesName: String {
        var name = GeneratedNames.stubSamples(ofRoute: graph.routeName.name)
        while childIndex[0]?[name] != nil || generatedTypes.contains(name) { name += "_" }
        return name
    }

    /// The declaration's lines, or a comment saying which type has no value.
    func samplesLines() -> [String] {
        let samples = SamplesEmitter.samples(of: graph)
        var properties: [String] = []
        for sample in samples {
            guard let value = sampleValue(sample.expression) else {
                return ["// no \(stubSamplesName): no sample value of '\(sample.type)'"]
            }
            properties.append("    var \(sample.name.escaped): \(sample.type) { \(value) }")
        }
        let header = "struct \(stubSamplesName): \(graph.routeName.name)Samples"
        return properties.isEmpty ? [header + " {}"] : [header + " {"] + properties + ["}"]
    }

    /// A value of `type`, as Swift, or nil.
    func sampleValue(_ type: TypeExpression) -> String? {
        switch type {
        case .optional: return "nil"
        case .array: return "[]"
        case .dictionary: return "[:]"
        case .nominal(let components):
            var path = components.map(\.name)
            if path.count > 1, Self.standardModules.contains(path[0]) { path.removeFirst() }
            if path.count == 1, let value = Self.standardValue(of: path[0]) { return value }
            if Self.standardTypes.contains(path[0]) || Self.standardModules.contains(components[0].name) {
                return nil
            }
            if components.count == 1,
                components[0].name == GeneratedNames.RouteCompanion.screen.name(ofRoute: graph.routeName.name)
            {
                return ".allCases[0]"
            }
            if generatedTypes.contains(components[0].name) { return nil }
            // Another module's type (`Models.Contact`): the harness's modules have `init()`.
            if importedModules.contains(components[0].name) { return ".init()" }
            guard let node = node(at: components.map(\.name)) else { return nil }
            if nodes[node].isValue || nodes[node].isLiveValue { return ".init()" }
            if nodes[node].isLiveClosure {
                let arity = nodes[node].arity ?? 0
                return arity == 0 ? "{}" : "{ " + Array(repeating: "_", count: arity).joined(separator: ", ") + " in }"
            }
            return nil
        }
    }

    private func node(at path: [String]) -> Int? {
        var current = 0
        for name in path {
            guard let next = childIndex[current]?[name] else { return nil }
            current = next
        }
        return current
    }

    /// A value of a standard type named `name`, or nil.
    private static func standardValue(of name: String) -> String? {
        switch name {
        case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Int128",
            "UInt128", "Double", "Float", "Float16", "Float80", "CGFloat", "TimeInterval", "Decimal":
            return "0"
        case "Bool": return "false"
        case "String", "Substring": return "\"\""
        case "Character": return "\"a\""
        case "Optional": return "nil"
        case "Array", "ArraySlice", "ContiguousArray", "Set", "IndexSet", "IndexPath": return "[]"
        case "Dictionary": return "[:]"
        case "UUID", "Data", "AttributedString", "DateComponents", "URLComponents", "PersonNameComponents",
            "CharacterSet":
            return ".init()"
        case "Date": return ".init(timeIntervalSince1970: 0)"
        case "URL": return ".init(fileURLWithPath: \"/\")"
        case "Locale": return ".init(identifier: \"en_US_POSIX\")"
        case "TimeZone": return ".init(secondsFromGMT: 0)!"
        case "Calendar": return ".init(identifier: .gregorian)"
        case "Duration": return ".zero"
        default: return nil
        }
    }
}
