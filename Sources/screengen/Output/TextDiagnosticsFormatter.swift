/// `--format text`: the lines swiftc and Xcode read, `file:line:column: error: message [rule]`,
/// each followed by its notes; skipped folder entries first, as `path: warning: skipped: …`.
enum TextDiagnosticsFormatter {
    /// The report's lines joined by newlines, without a final one; empty when there are none.
    static func format(_ report: DiagnosticReport) -> String {
        let skipped = report.skipped.map { "\($0.file): \($0.severity.rawValue): \($0.message)" }
        return (skipped + report.diagnostics.map(\.formatted)).joined(separator: "\n")
    }
}
