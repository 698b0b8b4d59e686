import ScreenGenCore
import ScreenGenDiagnostics

/// `screengen coverage`'s report in each `--format`, built from the lint formatters so the
/// findings read the same: `text` is the swiftc lines on standard error and the table and
/// summary on standard output; `json`, `github` and `sarif` are one document on standard output,
/// the summary line on standard error.
enum CoverageOutput {
    /// What to write where.
    struct Rendering: Equatable {
        var standardOutput: String
        var standardError: String
    }

    static let jsonFormatVersion = 1

    static func render(_ report: CoverageReport, format: DiagnosticFormat, toolVersion: String, paths: PathResolver)
        -> Rendering
    {
        let findings = DiagnosticReport(diagnostics: report.diagnostics)
        let summary = summaryLine(report) + "\n"
        switch format {
        case .text:
            let lines = TextDiagnosticsFormatter.format(findings)
            return Rendering(standardOutput: table(report) + summary, standardError: lines.isEmpty ? "" : lines + "\n")
        case .json:
            return Rendering(standardOutput: json(report).pretty, standardError: summary)
        case .github:
            return Rendering(
                standardOutput: GitHubAnnotationFormatter.format(findings, paths: paths), standardError: summary)
        case .sarif:
            let log = SARIFFormatter.format(
                findings, toolVersion: toolVersion, paths: paths, rules: CoverageRules.all,
                summary: CoverageRules.summary(of:))
            return Rendering(standardOutput: log, standardError: summary)
        }
    }

    /// `screengen: coverage from 2 records: transitions 9/12 (75.0 %), …`, and how many records
    /// were left out.
    static func summaryLine(_ report: CoverageReport) -> String {
        let counted = report.records.count - report.leftOutRecordCount
        var line = "screengen: coverage from \(Summary.counted(counted, "record")): \(report.tallies.summary)"
        if report.leftOutRecordCount > 0 { line += "; \(report.leftOutRecordCount) left out" }
        return line
    }

    /// A line per group (the top level, each feature, the moves from anywhere), a column per
    /// kind; `-` where a group has none of a kind.
    static func table(_ report: CoverageReport) -> String {
        // A column for a rarer kind only in a graph that has it: the table of others is unchanged.
        let kinds = columns(report)
        let header = [""] + kinds.map(\.title)
        let rows = report.groups.map { group in
            [group.name] + kinds.map { group.tallies[keyPath: $0.tally] }.map { $0.total == 0 ? "-" : $0.text }
        }
        let all = [header] + rows
        let widths = header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
        return all.map { row in
            row.enumerated().map { column, cell in
                column == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[column] - cell.count + 2)
            }.joined()
        }.joined(separator: "\n") + "\n"
    }

    /// The JSON document: the graph, the records, the findings as lint's JSON has them, the
    /// summary and each group's tallies.
    static func json(_ report: CoverageReport) -> JSONValue {
        func tally(_ tally: CoverageReport.Tally) -> JSONValue {
            .object([("covered", .int(tally.covered)), ("total", .int(tally.total))])
        }
        let kinds = columns(report)
        func tallies(_ tallies: CoverageReport.Tallies) -> [(String, JSONValue)] {
            kinds.map { ($0.key, tally(tallies[keyPath: $0.tally])) }
        }
        return .object([
            ("version", .int(jsonFormatVersion)),
            ("graph", .object([("route", .string(report.route)), ("digest", .string(report.digest))])),
            (
                "records",
                .array(report.records.map { .object([("file", .string($0.file)), ("counted", .bool($0.isCounted))]) })
            ),
            ("diagnostics", .array(report.diagnostics.map(JSONDiagnosticsFormatter.object))),
            ("summary", .object(tallies(report.tallies))),
            ("groups", .array(report.groups.map { .object([("name", .string($0.name))] + tallies($0.tallies)) })),
        ])
    }

    /// The kinds counted for `report`, in order: the four every graph has, then each rarer kind
    /// only when the graph has some (flow moves, results, buttons with conditions), so that
    /// other graphs' output stays byte for byte what it was.
    static func columns(_ report: CoverageReport)
        -> [(title: String, key: String, tally: KeyPath<CoverageReport.Tallies, CoverageReport.Tally>)]
    {
        let all: [(title: String, key: String, tally: KeyPath<CoverageReport.Tallies, CoverageReport.Tally>)] = [
            ("transitions", "transitions", \.transitions), ("alert buttons", "alertButtons", \.alertButtons),
            ("deep links", "deepLinks", \.deepLinks), ("screens", "screens", \.screens),
            ("flow moves", "flowMoves", \.flowMoves), ("results", "results", \.results),
            ("buttons with conditions", "conditionalButtons", \.conditionalButtons),
        ]
        return all.enumerated().filter { $0.offset < 4 || report.tallies[keyPath: $0.element.tally].total > 0 }
            .map(\.element)
    }
}
