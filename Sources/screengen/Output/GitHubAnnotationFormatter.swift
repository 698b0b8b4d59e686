import ScreenGenDiagnostics

/// `--format github`: one GitHub Actions workflow command per finding, which the runner turns
/// into an annotation on the pull request's diff:
///
///     ::error file=screens/app.yaml,line=12,col=5,title=duplicate-key::duplicate key 'title' in mapping%0Ascreens/app.yaml:11:5: note: first defined here
///
/// `warning` → `::warning`, `note` → `::notice`. The title is the rule's name. A diagnostic's
/// notes are part of its message, one per line (`file:line:column: note: …`, as in the text
/// format), so an annotation stays whole. Paths are relative to the current directory (run
/// from the repository's root, as a workflow step does) when the file lies inside it. A
/// skipped folder entry has no line and the title `screengen`; so has the `::notice` that says
/// how many diagnostics the caps left out (at most 100 a file, 1,000 a run are annotated).
enum GitHubAnnotationFormatter {
    struct Annotation: Equatable {
        var command: String
        var file: String
        var line: Int?
        var column: Int?
        var title: String
        var message: String

        /// The workflow command, escaped.
        var text: String {
            var properties = file.isEmpty ? [] : ["file=" + escapedProperty(file)]
            if let line { properties.append("line=\(line)") }
            if let column { properties.append("col=\(column)") }
            properties.append("title=" + escapedProperty(title))
            return "::\(command) \(properties.joined(separator: ","))::\(escapedData(message))"
        }
    }

    static func format(_ report: DiagnosticReport, paths: PathResolver) -> String {
        annotations(report, paths: paths).map { $0.text + "\n" }.joined()
    }

    static func annotations(_ report: DiagnosticReport, paths: PathResolver) -> [Annotation] {
        let path = { (file: String) in paths.insideCurrentDirectory(file) ?? file }
        let skipped = report.skipped.map { entry in
            Annotation(
                command: command(entry.severity), file: path(entry.file), title: "screengen", message: entry.message)
        }
        let diagnostics = report.diagnostics.map { diagnostic in
            let notes = diagnostic.notes.map {
                "\n\(path($0.location.file)):\($0.location.line):\($0.location.column): note: \($0.message)"
            }
            return Annotation(
                command: command(diagnostic.severity), file: path(diagnostic.location.file),
                line: diagnostic.location.line, column: diagnostic.location.column,
                title: diagnostic.rule.name, message: diagnostic.message + notes.joined())
        }
        let omitted = report.omissions.map { omission in
            Annotation(
                command: "notice", file: omission.file.map(path) ?? "", title: "screengen", message: omission.message)
        }
        return skipped + diagnostics + omitted
    }

    static func command(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note, .off: "notice"
        }
    }

    /// The message after `::`: `%`, CR and LF escaped, as the runner unescapes them.
    static func escapedData(_ text: String) -> String {
        escaped(text, property: false)
    }

    /// A property value: as data, and also `:` and `,`, which would end it.
    static func escapedProperty(_ text: String) -> String {
        escaped(text, property: true)
    }

    private static func escaped(_ text: String, property: Bool) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": result += "%25"
            case "\r": result += "%0D"
            case "\n": result += "%0A"
            case ":" where property: result += "%3A"
            case "," where property: result += "%2C"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
