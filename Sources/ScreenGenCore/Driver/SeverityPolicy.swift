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
