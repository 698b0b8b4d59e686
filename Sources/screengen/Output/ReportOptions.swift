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

    /// What the compiler may keep of each file's diagnostics under one rule: as many as are
    /// printed a file, when every diagnostic is printed or counted (#33); all of them when a
    /// baseline is read (it may hide any of them) or written (it records every one).
    var diagnosticsKeptPerRule: Int? {
        baseline == nil && writeBaseline == nil ? DiagnosticReport.perFileLimit : nil
    }

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
        // Bounded as the YAML inputs are: an oversized baseline is refused unread.
        let read: BoundedFileRead
        do {
            read = try BoundedFileRead.read(path, limit: Baseline.sizeLimit)
        } catch {
            standardError("error: cannot read baseline '\(displayed(path))'")
            throw ExitCode(2)
        }
        guard !read.isOverLimit else {
            standardError(
                "error: baseline '\(displayed(path))' is \(read.status.size) bytes, larger than the limit of "
                    + "\(Baseline.sizeLimit) bytes")
            throw ExitCode(2)
        }
        let loaded: Baseline
        do {
            loaded = try Baseline(decoding: Data(read.bytes))
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
    /// - Parameters:
    ///   - report: the run's findings.
    ///   - toolVersion: the version SARIF names.
    ///   - inputs: the files the run read: a baseline is never written over one.
    /// - Throws: `ExitCode.success` once a baseline is written; `ExitCode(2)` when it may not or
    ///   cannot be (a file that is not a baseline, an input, a special file: nothing touched).
    func report(_ report: DiagnosticReport, toolVersion: String, inputs: Set<FileStatus.Identity>) throws {
        if let path = writeBaseline {
            let base = folder(of: path)
            let recorded = Baseline(recording: report.diagnostics, file: { paths.relative($0, to: base) })
            do throws(SafeReplacement.Refusal) {
                let checked = try SafeReplacement.check(
                    path, what: "baseline", inputs: inputs,
                    ownership: .reads(
                        limit: Baseline.sizeLimit, accepts: { (try? Baseline(decoding: Data($0))) != nil }))
                _ = try SafeReplacement.replace(checked, with: recorded.encoded)
            } catch {
                standardError("error: \(error.description)")
                throw ExitCode(2)
            }
            print("screengen: wrote \(Summary.counted(recorded.entries.count, "finding")) to \(displayed(path))")
            throw ExitCode.success
        }
        // Capped as printed, whole as counted (and as a baseline records it, above).
        let report = report.capped()
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
                    file: entry.path, message: "skipped: " + entry.reason,
                    severity: strict ? .error : .warning)
            },
            screens: outcome.result.screenCount,
            transitions: outcome.result.transitionCount,
            baselined: outcome.result.suppressed.count, unkept: outcome.result.omitted)
    }
}
