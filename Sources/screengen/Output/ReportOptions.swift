import ArgumentParser
import ScreenGenCore
import ScreenGenDiagnostics

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `--format`, `--baseline` and `--write-baseline`, shared by `build` and `lint`.
struct ReportOptions: ParsableArguments {
    @Option(help: "How to report findings; json, github and sarif go to standard output.")
    var format: DiagnosticFormat = .text

    @Option(
        help: ArgumentHelp(
            "A baseline (see --write-baseline): the findings it lists are not reported and do not count.",
            valueName: "file"))
    var baseline: String?

    @Option(
        name: .customLong("write-baseline"),
        help: ArgumentHelp(
            "Write every current finding to this file as a baseline, then exit 0 (nothing else is done).",
            valueName: "file"))
    var writeBaseline: String?

    var reporting: Reporting {
        Reporting(format: format, baseline: baseline, writeBaseline: writeBaseline)
    }
}

/// What the options ask for, as a plain value (`links` reports as text, with no baseline).
struct Reporting {
    var format: DiagnosticFormat = .text
    var baseline: String?
    var writeBaseline: String?

    var paths: PathResolver { PathResolver(currentDirectory: FileManager.default.currentDirectoryPath) }

    /// The baseline's folder: its paths are relative to it.
    private func folder(of file: String) -> String {
        let absolute = paths.absolute(file)
        return String(absolute[..<(absolute.lastIndex(of: "/") ?? absolute.startIndex)])
    }

    /// What `--baseline` hides, for the compiler; nothing without it (or while writing a new
    /// one). A baseline that cannot be read or is malformed is exit status 2.
    func suppression() throws -> ([Diagnostic]) -> Set<Diagnostic> {
        guard let path = baseline, writeBaseline == nil else { return { _ in [] } }
        guard let data = FileManager.default.contents(atPath: path) else {
            standardError("error: cannot read baseline '\(displayed(path))'")
            throw ExitCode(2)
        }
        let loaded: Baseline
        do {
            loaded = try Baseline(decoding: data)
        } catch {
            standardError("error: baseline '\(displayed(path))' is not a screengen baseline: \(error)")
            throw ExitCode(2)
        }
        let paths = paths
        let base = folder(of: path)
        return { loaded.suppressed(among: $0, file: { paths.relative($0, to: base) }) }
    }

    /// Writes the baseline (then ends the command with status 0), or reports the findings in
    /// the chosen format: text on standard error, a machine format on standard output.
    func report(_ report: DiagnosticReport, toolVersion: String) throws {
        if let path = writeBaseline {
            let base = folder(of: path)
            let recorded = Baseline(recording: report.diagnostics, file: { paths.relative($0, to: base) })
            if let failure = SystemIO.writeAtomically(recorded.encoded, to: path) {
                standardError("error: cannot write baseline '\(displayed(path))': \(failure.message)")
                throw ExitCode(2)
            }
            print("screengen: wrote \(Summary.counted(recorded.entries.count, "finding")) to \(displayed(path))")
            throw ExitCode.success
        }
        switch format {
        case .text:
            let text = TextDiagnosticsFormatter.format(report)
            if !text.isEmpty { standardError(text) }
        case .json:
            print(JSONDiagnosticsFormatter.format(report), terminator: "")
        case .github:
            print(GitHubAnnotationFormatter.format(report, paths: paths), terminator: "")
        case .sarif:
            print(SARIFFormatter.format(report, toolVersion: toolVersion, paths: paths), terminator: "")
        }
    }

    /// A human line for the end of a run: on standard output for text (as always), on
    /// standard error for machine formats, whose standard output is one document.
    func summary(_ line: String) {
        if format == .text { print(line) } else { standardError(line) }
    }
}

extension GraphInput {
    /// The run's findings as the formats take them; skipped entries are errors under `--strict`.
    func report(of outcome: Outcome, skipped: [InputCollection.SkippedEntry]) -> DiagnosticReport {
        DiagnosticReport(
            diagnostics: outcome.result.diagnostics,
            skipped: skipped.map { entry in
                DiagnosticReport.SkippedEntry(
                    file: entry.path, shownFile: entry.shownPath, message: "skipped: " + entry.reason,
                    severity: strict ? .error : .warning)
            },
            screens: outcome.result.screenCount,
            transitions: outcome.result.transitionCount,
            baselined: outcome.result.suppressed.count)
    }
}
