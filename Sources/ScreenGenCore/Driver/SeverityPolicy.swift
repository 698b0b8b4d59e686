import ScreenGenDiagnostics

/// Settles each diagnostic's severity: the rule's default, then `rules:` overrides, then
/// `--strict` (warnings become errors). Rules set to `off` disappear.
struct SeverityPolicy {
    var overrides: [Rule: Severity]
    var strict: Bool

    func apply(to diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.compactMap { diagnostic in
            var settled = diagnostic
            settled.severity = overrides[diagnostic.rule] ?? diagnostic.rule.defaultSeverity
            if settled.severity == .off { return nil }
            if strict, settled.severity == .warning { settled.severity = .error }
            return settled
        }.sorted()
    }
}
