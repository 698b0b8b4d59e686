/// `--format text`: the lines swiftc and Xcode read, `file:line:column: error: message [rule]`,
/// each followed by its notes; skipped folder entries first, as `path: warning: skipped: …`;
/// what the caps left out as `path: note: … and 12 more errors in this file, not shown …`.
enum TextDiagnosticsFormatter {
    /// The report's lines joined by newlines, without a final one; empty when there are none.
    static func format(_ report: DiagnosticReport) -> String {
        let skipped = report.skipped.map { "\($0.file): \($0.severity.rawValue): \($0.message)" }
        var lines = skipped
        var omissions = report.omissions.makeIterator()
        var omission = omissions.next()
        // A file's omission line right after its last diagnostic shown; the run's at the end.
        for (index, diagnostic) in report.diagnostics.enumerated() {
            lines.append(diagnostic.formatted)
            let file = diagnostic.location.file
            if let cut = omission, cut.file == file,
                index + 1 == report.diagnostics.count || report.diagnostics[index + 1].location.file != file
            {
                lines.append("\(file): note: \(cut.message)")
                omission = omissions.next()
            }
        }
        while let cut = omission {
            lines.append("\(cut.file ?? "screengen"): note: \(cut.message)")
            omission = omissions.next()
        }
        return lines.joined(separator: "\n")
    }
}
