import ScreenGenDiagnostics

/// `--format sarif`: a SARIF 2.1.0 log with one run, for GitHub code scanning and other
/// SARIF viewers. Valid against the OASIS schema (Tests/Fixtures/Schemas/sarif-2.1.0.json;
/// a test validates real output).
///
/// - `tool.driver.rules`: every rule, in name order (`ruleIndex` points into it): `id` the
///   rule's name, `shortDescription` its one-line summary, `fullDescription` its description,
///   `defaultConfiguration.level` its default severity, `help` the text of `screengen explain`
///   (plain and Markdown).
/// - `results`: one per diagnostic, `level` its severity after `--strict` and `rules:`; the
///   location's `uri` is relative to `%SRCROOT%` (forward slashes, percent-encoded), a
///   `region` with `startLine` and `startColumn` (Unicode scalars, as
///   `columnKind: unicodeCodePoints` says; diagnostics have no end position). A file outside
///   the current directory gets an absolute `file://` URI instead. Notes are
///   `relatedLocations`, each with its message.
/// - `originalUriBaseIds["%SRCROOT%"]`: the current directory as a `file://` URI.
/// - `invocations[0]`: `executionSuccessful: true` (findings are not a failure of the tool);
///   skipped folder entries are its `toolExecutionNotifications`, and so are the notes that say
///   how many results the caps left out (at most 100 a file and 1,000 a run are listed).
enum SARIFFormatter {
    static let schema = "https://json.schemastore.org/sarif-2.1.0.json"
    static let sourceRoot = "%SRCROOT%"
    // No `informationUri`: it is optional, and the project has no public home to point at yet;
    // every rule carries its full help instead.

    /// `rules` are the rules the log describes (lint's, or `screengen coverage`'s, whose texts
    /// come from `summary` as they have no page).
    static func format(
        _ report: DiagnosticReport, toolVersion: String, paths: PathResolver, rules: [Rule] = Rule.all,
        summary: (Rule) -> String? = { _ in nil }
    ) -> String {
        let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1, $0) })
        var invocation: [(String, JSONValue)] = [("executionSuccessful", .bool(true))]
        // Skipped folder entries, then what the caps left out (a note each, the run's unlocated).
        let notifications =
            report.skipped.map { (file: Optional($0.file), message: $0.message, severity: $0.severity) }
            + report.omissions.map { (file: $0.file, message: $0.message, severity: Severity.note) }
        if !notifications.isEmpty {
            invocation.append(
                (
                    "toolExecutionNotifications",
                    .array(
                        notifications.map { entry in
                            var members: [(String, JSONValue)] = [
                                ("level", .string(level(entry.severity))),
                                ("message", .object([("text", .string(entry.message))])),
                            ]
                            if let file = entry.file {
                                members.append(
                                    (
                                        "locations",
                                        .array([
                                            .object([
                                                (
                                                    "physicalLocation",
                                                    physicalLocation(file, line: nil, column: nil, paths: paths)
                                                )
                                            ])
                                        ])
                                    ))
                            }
                            return .object(members)
                        })
                ))
        }
        let run = JSONValue.object([
            (
                "tool",
                .object([
                    (
                        "driver",
                        .object([
                            ("name", .string("screengen")),
                            ("version", .string(toolVersion)),
                            ("rules", .array(rules.map { descriptor($0, summary: summary($0)) })),
                        ])
                    )
                ])
            ),
            ("invocations", .array([.object(invocation)])),
            (
                "originalUriBaseIds",
                .object([
                    (
                        sourceRoot,
                        .object([("uri", .string(PathResolver.fileURI(paths.currentDirectory, isDirectory: true)))])
                    )
                ])
            ),
            ("columnKind", .string("unicodeCodePoints")),
            ("results", .array(report.diagnostics.map { result($0, ruleIndex: ruleIndex[$0.rule], paths: paths) })),
        ])
        return JSONValue.object([
            ("$schema", .string(schema)),
            ("version", .string("2.1.0")),
            ("runs", .array([run])),
        ]).pretty
    }

    /// A `reportingDescriptor` for the rule, its texts from its documentation page (or, for a
    /// rule without one, `summary`).
    static func descriptor(_ rule: Rule, summary: String? = nil) -> JSONValue {
        let text = RuleText.of(rule)
        var members: [(String, JSONValue)] = [("id", .string(rule.name))]
        if let text {
            members += [
                ("shortDescription", .object([("text", .string(text.summary))])),
                ("fullDescription", .object([("text", .string(text.description))])),
            ]
        } else if let summary {
            members.append(("shortDescription", .object([("text", .string(summary))])))
        }
        members.append(("defaultConfiguration", .object([("level", .string(level(rule.defaultSeverity)))])))
        if let text {
            members.append(
                ("help", .object([("text", .string(text.plainText)), ("markdown", .string(text.markdown))])))
        }
        return .object(members)
    }

    static func result(_ diagnostic: Diagnostic, ruleIndex: Int?, paths: PathResolver) -> JSONValue {
        var members: [(String, JSONValue)] = [("ruleId", .string(diagnostic.rule.name))]
        if let ruleIndex { members.append(("ruleIndex", .int(ruleIndex))) }
        members += [
            ("level", .string(level(diagnostic.severity))),
            ("message", .object([("text", .string(diagnostic.message))])),
            (
                "locations",
                .array([.object([("physicalLocation", physicalLocation(diagnostic.location, paths: paths))])])
            ),
        ]
        if !diagnostic.notes.isEmpty {
            members.append(
                (
                    "relatedLocations",
                    .array(
                        diagnostic.notes.enumerated().map { index, note in
                            .object([
                                ("id", .int(index + 1)),
                                ("physicalLocation", physicalLocation(note.location, paths: paths)),
                                ("message", .object([("text", .string(note.message))])),
                            ])
                        })
                ))
        }
        return .object(members)
    }

    static func physicalLocation(_ location: SourceLocation, paths: PathResolver) -> JSONValue {
        physicalLocation(location.file, line: location.line, column: location.column, paths: paths)
    }

    static func physicalLocation(_ file: String, line: Int?, column: Int?, paths: PathResolver) -> JSONValue {
        var members: [(String, JSONValue)] = [("artifactLocation", artifactLocation(file, paths: paths))]
        if let line, let column {
            members.append(("region", .object([("startLine", .int(line)), ("startColumn", .int(column))])))
        }
        return .object(members)
    }

    /// Relative to `%SRCROOT%` when the file is inside the current directory, else absolute.
    static func artifactLocation(_ file: String, paths: PathResolver) -> JSONValue {
        if let relative = paths.insideCurrentDirectory(file) {
            return .object([
                ("uri", .string(PathResolver.percentEncoded(relative))), ("uriBaseId", .string(sourceRoot)),
            ])
        }
        return .object([("uri", .string(PathResolver.fileURI(paths.absolute(file))))])
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note, .off: "note"
        }
    }
}
