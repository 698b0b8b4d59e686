import ScreenGenDiagnostics

/// `graph:`: the one settings block, the route name, imports, conformances and rule severities.
extension GraphResolver {
    /// The one `graph:` of the graph, and the index of its file.
    mutating func graphSettings() -> (GraphSettingsSyntax?, Int?) {
        let withGraph = files.indices.filter { files[$0].graph != nil }
        guard let first = withGraph.first, let settings = files[first].graph else {
            // A misspelt `graph:` is already reported as an unknown key.
            if files.contains(where: \.mayLackGraph) { return (nil, nil) }
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
    mutating func typeName(_ name: Located<String>?, fallback: String, what: String) -> SwiftIdentifier {
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

    mutating func resolveImports(_ imports: [Located<String>]) -> [String] {
        var result: [String] = []
        for module in imports {
            let parts = module.value.split(separator: ".", omittingEmptySubsequences: false)
            guard parts.allSatisfy({ Self.isPlainIdentifier(String($0)) && !SwiftKeywords.isReserved(String($0)) })
            else {
                report(
                    .invalidIdentifier, "import '\(module.value)' is not a valid Swift module name", at: module.location
                )
                continue
            }
            if module.value != "Foundation", module.value != "ScreenNavigation", !result.contains(module.value) {
                result.append(module.value)
            }
        }
        return result
    }

    mutating func resolveConformances(_ names: [Located<String>]) -> [TypeExpression] {
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
    mutating func resolveRules(_ settings: [RuleSettingSyntax]) -> [Rule: Severity] {
        var overrides: [Rule: Severity] = [:]
        for setting in settings {
            let rule = setting.rule.value
            if rule.defaultSeverity == .error, setting.severity.value != .error {
                let relaxable = Rule.all.filter { $0.defaultSeverity != .error }.map { "'\($0.name)'" }
                report(
                    .invalidValue,
                    "rule '\(rule.name)' is an error and cannot be set to '\(setting.severity.value.rawValue)'; only \(relaxable.dropLast().joined(separator: ", ")) and \(relaxable.last!) can",
                    at: setting.severity.location)
                continue
            }
            overrides[rule] = setting.severity.value
        }
        return overrides
    }
}
