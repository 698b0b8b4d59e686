/// How much a diagnostic matters. `off` only appears in rule settings, never on a printed line.
public enum Severity: String, Hashable, Sendable, CaseIterable {
    case error
    case warning
    case off
}
