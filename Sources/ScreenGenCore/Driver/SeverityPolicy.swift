import ScreenGenDiagnostics

/// Settles each diagnostic's severity: the rule's default, then `rules:` overrides, then
/// `--strict` (warnings become errors). Rules set to `off` disappear. Messages are made
/// single-line and free of invisible reordering characters (see `DisplayText`).
struct SeverityPolicy {
    var overrides: [Rule: Severity]
    var strict: Bool

    func apply(to diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.compactMap { diagnostic in
            // Every diagnostic passes here, so this is where quoted YAML text is kept to one
            // readable line, whichever stage wrote the message.
            var settled = diagnostic.sanitized
            settled.severity = overrides[diagnostic.rule] ?? diagnostic.rule.defaultSeverity
            if settled.severity == .off { return nil }
            if strict, settled.severity == .warning { settled.severity = .error }
            return settled
        }.sorted().removingAdjacentDuplicates()
    }

    /// Counts of diagnostics that were not kept (`DiagnosticBuffer.omitted`), settled the same
    /// way: by file path, how many of each severity; a rule turned off counts nowhere.
    func apply(toOmitted omitted: [DiagnosticBuffer.Key: Int]) -> [String: [Severity: Int]] {
        var result: [String: [Severity: Int]] = [:]
        for (key, count) in omitted {
            var severity = overrides[key.rule] ?? key.rule.defaultSeverity
            if severity == .off { continue }
            if strict, severity == .warning { severity = .error }
            result[key.file.path, default: [:]][severity, default: 0] += count
        }
        return result
    }
}

extension Array where Element: Equatable {
    /// One of each run of equal elements: a YAML alias expands one node in two places, and its
    /// one mistake must still be one diagnostic.
    func removingAdjacentDuplicates() -> [Element] {
        var result: [Element] = []
        result.reserveCapacity(count)
        for element in self where result.last != element { result.append(element) }
        return result
    }
}
