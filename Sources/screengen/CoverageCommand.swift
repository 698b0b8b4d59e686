import ArgumentParser
import ScreenGenCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension Screengen {
    /// `screengen coverage`: which declared transitions, alert buttons, deep links and screens no
    /// test exercised, from the navigation records the tests wrote (ScreenNavigation's
    /// `NavigationRecorder`).
    struct Coverage: ParsableCommand {
        static let configuration = CommandConfiguration(
            // Named here: derived from the type, the name costs a reflection at every start-up (#33).
            commandName: "coverage",
            abstract: "Report the declared transitions, alert buttons and deep links that no test exercised.",
            discussion: """
                Reads the navigation records tests wrote (NavigationRecorder, JSON) and the graph, \
                and reports, at its YAML declaration, each transition no record took (a \
                transition of a transition set once for each screen that includes it), each \
                alert or dialog button none tapped, each deep link none opened and each \
                screen none entered, with a table per feature and a summary line: transitions \
                412/437 (94.3 %), alert buttons 30/31 (96.8 %), …

                Several records (of several test targets) add up. A record of another graph, or \
                of another version of this one (its digest differs: the YAML changed since the \
                tests ran), is left out whole, with an error at the record.

                Exit status: 0 the report is complete and meets --minimum; 1 transitions are \
                below --minimum, a record was left out, or the graph has errors; 2 a record \
                cannot be read, is not JSON or is not a navigation record (an error at its line \
                and column, and nothing else), or the command could not run.
                """
        )

        @Argument(help: "A directory of *.yaml/*.yml files (read recursively), or one file.")
        var input: String

        @Option(
            name: .customLong("record"), parsing: .upToNextOption,
            help: ArgumentHelp("Navigation records (JSON) written by the tests; several add up.", valueName: "file"))
        var records: [String] = []

        @Option(help: "How to report: text, json, github or sarif (the last three on standard output).")
        var format: DiagnosticFormat = .text

        @Option(
            help: ArgumentHelp(
                "Exit 1 when less than this percentage of the transitions was taken (0 to 100).", valueName: "percent"))
        var minimum: Double?

        func validate() throws {
            if records.isEmpty { throw ValidationError("give at least one navigation record: --record FILE…") }
            if let minimum, !(0...100).contains(minimum) {
                throw ValidationError("--minimum is a percentage, from 0 to 100")
            }
        }

        func run() throws {
            // Every record first: one that cannot be read is the only thing printed (exit 2).
            var read: [CoverageRecord] = []
            for path in records {
                switch Self.readRecord(path) {
                case .success(let record): read.append(record)
                case .failure(let failure):
                    standardError(failure.message)
                    throw ExitCode(2)
                }
            }
            let collection = try InputCollection.readOrExit(input)
            let result = ScreenGraphCompiler.check(collection.files)
            guard !result.hasErrors, let graph = result.resolved else {
                let errors = result.diagnostics.filter(\.isError)
                standardError(TextDiagnosticsFormatter.format(DiagnosticReport(diagnostics: errors)))
                standardError(
                    "screengen: the graph has \(Summary.counted(errors.count, "error")): no coverage of a graph that does not build"
                )
                throw ExitCode(1)
            }
            let report = NavigationCoverage.report(of: graph, records: read)
            let rendering = CoverageOutput.render(
                report, format: format, toolVersion: ToolVersion.current,
                paths: PathResolver(currentDirectory: FileManager.default.currentDirectoryPath))
            if !rendering.standardError.isEmpty { SystemIO.writeText(rendering.standardError, to: 2) }
            print(rendering.standardOutput, terminator: "")
            var failed = report.leftOutRecordCount > 0
            if let minimum, !report.tallies.transitions.meets(minimum) {
                standardError(
                    "screengen: error: \(report.tallies.transitions.percentText) of the transitions were taken, below the minimum of \(Self.percent(minimum))"
                )
                failed = true
            }
            if failed { throw ExitCode(1) }
        }

        struct RecordFailure: Error {
            /// `file:line:column: error: …`, or `file: error: …`.
            var message: String
        }

        /// The record at `path`, or the located error that says why it is none.
        static func readRecord(_ path: String) -> Result<CoverageRecord, RecordFailure> {
            let file: BoundedFileRead
            do {
                file = try BoundedFileRead.read(path, limit: CoverageRecord.maximumFileSize)
            } catch {
                return .failure(RecordFailure(message: "\(displayed(path)): error: \(error)"))
            }
            guard !file.isOverLimit else {
                return .failure(
                    RecordFailure(
                        message:
                            "\(displayed(path)): error: larger than \(CoverageRecord.maximumFileSize >> 20) MiB, which no navigation record is: not read"
                    ))
            }
            return CoverageRecord.read(file.bytes, file: displayed(path)).mapError {
                RecordFailure(message: $0.description)
            }
        }

        /// `90 %`, `92.5 %`.
        static func percent(_ value: Double) -> String {
            (value.rounded() == value ? String(Int(value)) : String(value)) + " %"
        }
    }
}
