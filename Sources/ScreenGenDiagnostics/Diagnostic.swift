/// One finding about the input: a located message under a rule, with optional notes that point
/// elsewhere (the other definition of a duplicate, say).
public struct Diagnostic: Hashable, Sendable {
    public struct Note: Hashable, Sendable {
        public var message: String
        public var location: SourceLocation

        public init(_ message: String, at location: SourceLocation) {
            self.message = message
            self.location = location
        }
    }

    public var severity: Severity
    public var rule: Rule
    public var message: String
    public var location: SourceLocation
    public var notes: [Note]

    public init(_ rule: Rule, _ message: String, at location: SourceLocation, notes: [Note] = []) {
        self.severity = rule.defaultSeverity
        self.rule = rule
        self.message = message
        self.location = location
        self.notes = notes
    }

    public var isError: Bool { severity == .error }

    /// The swiftc/Xcode line: `file:line:column: error: message [rule]`, then one line per note.
    public var formatted: String {
        var text = "\(location): \(severity.rawValue): \(message) [\(rule.name)]"
        for note in notes {
            text += "\n\(note.location): note: \(note.message)"
        }
        return text
    }
}

extension Diagnostic: Comparable {
    /// File, line, column; then rule and message so that the order never depends on discovery.
    public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        if lhs.location != rhs.location { return lhs.location < rhs.location }
        if lhs.rule != rhs.rule { return lhs.rule < rhs.rule }
        return lhs.message < rhs.message
    }
}
