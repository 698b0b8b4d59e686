/// How much a diagnostic matters. `off` only appears in rule settings, never on a printed line.
/// A `note` informs (a deep link that leads to a guarded screen): it never fails a build, not
/// even under `--strict`.
public enum Severity: String, Hashable, Sendable, CaseIterable {
    case error
    case warning
    case note
    case off
}

/// What `rules:` may set a rule to.
public enum RuleSeverity: String, Hashable, Sendable, CaseIterable {
    case error, warning, note, off

    public var severity: Severity { Severity(rawValue: rawValue)! }
}
