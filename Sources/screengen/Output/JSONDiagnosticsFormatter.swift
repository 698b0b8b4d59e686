import ScreenGenDiagnostics

/// `--format json`: one document on standard output, keys in this order:
///
/// ```json
/// {
///   "version": 1,
///   "diagnostics": [
///     {
///       "file": "screens/app.yaml", "line": 12, "column": 5,
///       "severity": "error", "rule": "duplicate-key",
///       "message": "duplicate key 'title' in mapping",
///       "notes": [{"message": "first defined here", "file": "screens/app.yaml", "line": 11, "column": 5}]
///     }
///   ],
///   "summary": {"screens": 3, "transitions": 2, "errors": 1, "warnings": 0, "notes": 0, "baselined": 0}
/// }
/// ```
///
/// Paths are as in the text format (as given on the command line). Diagnostics carry a start
/// position only, so there is no `endLine`/`endColumn`. A skipped folder entry has no `rule`,
/// `line` or `column`. At most 100 diagnostics of a file and 1,000 in all are listed; then
/// `omitted`, after `diagnostics`, says what the caps left out (`{"file": …, "message": "… and 12 more errors in this file, …"}`,
/// and one without `file` for the run), and `summary` still counts it. Pretty-printed, two spaces, final newline: the same bytes every run.
enum JSONDiagnosticsFormatter {
    static let formatVersion = 1

    static func format(_ report: DiagnosticReport) -> String {
        let skipped = report.skipped.map { entry in
            JSONValue.object([
                ("file", .string(entry.file)),
                ("severity", .string(entry.severity.rawValue)),
                ("message", .string(entry.message)),
                ("notes", .array([])),
            ])
        }
        // Only when the caps left something out: the document is otherwise as it always was.
        let omitted: [(String, JSONValue)] =
            report.omissions.isEmpty
            ? []
            : [
                (
                    "omitted",
                    .array(
                        report.omissions.map { omission in
                            .object(
                                (omission.file.map { [("file", JSONValue.string($0))] } ?? [])
                                    + [("message", .string(omission.message))])
                        })
                )
            ]
        let document = JSONValue.object(
            [
                ("version", .int(formatVersion)),
                ("diagnostics", .array(skipped + report.diagnostics.map(object))),
            ] + omitted + [
                (
                    "summary",
                    .object([
                        ("screens", .int(report.screens)),
                        ("transitions", .int(report.transitions)),
                        ("errors", .int(report.errors)),
                        ("warnings", .int(report.warnings)),
                        ("notes", .int(report.notes)),
                        ("baselined", .int(report.baselined)),
                    ])
                )
            ])
        return document.pretty
    }

    static func object(_ diagnostic: Diagnostic) -> JSONValue {
        .object([
            ("file", .string(diagnostic.location.file)),
            ("line", .int(diagnostic.location.line)),
            ("column", .int(diagnostic.location.column)),
            ("severity", .string(diagnostic.severity.rawValue)),
            ("rule", .string(diagnostic.rule.name)),
            ("message", .string(diagnostic.message)),
            (
                "notes",
                .array(
                    diagnostic.notes.map { note in
                        .object([
                            ("message", .string(note.message)),
                            ("file", .string(note.location.file)),
                            ("line", .int(note.location.line)),
                            ("column", .int(note.location.column)),
                        ])
                    })
            ),
        ])
    }
}
