import ArgumentParser
import ScreenGenCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

@main
struct Screengen: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "screengen",
        abstract: "Compile a screen graph (YAML) into Swift navigation code.",
        discussion: """
            A graph is a directory: every *.yaml and *.yml file under it, read as one graph.
            Diagnostics print as file:line:column: error: message [rule].

            Exit status: 0 no errors, 1 errors found, 2 the command could not run.

            Examples:
              screengen build screens/
              screengen build screens/ --output Sources/App/Generated/
              screengen lint screens/ --strict
              screengen lint screens/ --strict --format github
              screengen explain unknown-key
              screengen graph screens/ --format mermaid
              screengen dump screens/ > navigation.dump
              screengen diff navigation.dump screens/
              screengen coverage screens/ --record navigation-record.json --minimum 90
            """,
        version: ToolVersion.current,
        subcommands: [Build.self, Lint.self, Links.self, Graph.self, Dump.self, Diff.self, Coverage.self, Explain.self]
    )

    /// ArgumentParser exits 64 on usage errors; the format's contract says 2.
    static func main() {
        AllocatorSetup.configure()
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let exit as ExitCode {
            SystemIO.exit(exit.rawValue)
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                print(fullMessage(for: error))
                SystemIO.exit(0)
            }
            SystemIO.writeText(fullMessage(for: error) + "\n", to: 2)
            SystemIO.exit(2)
        }
    }
}

/// What `build` and `lint` share: reading the graph, compiling it, printing diagnostics.
struct GraphInput: ParsableArguments {
    @Argument(help: "A directory of *.yaml/*.yml files (read recursively), or one file.")
    var input: String

    @Flag(help: "Treat warnings as errors (use it in CI).")
    var strict = false

    /// What a run read and found. `skippedCount` counts entries of the graph's folder that
    /// were skipped with a warning (dangling links, loops); under `--strict` they are errors.
    struct Outcome {
        var result: CheckedGraph
        var inputIdentities: Set<FileStatus.Identity>
        var skippedCount: Int

        var errorCount: Int { result.errorCount + (strictSkips ? skippedCount : 0) }
        var warningCount: Int { result.warningCount + (strictSkips ? 0 : skippedCount) }
        var hasErrors: Bool { errorCount > 0 }
        fileprivate var strictSkips = false

        /// "11 screens, 1 transition, 0 errors, 2 warnings".
        func summary(includingErrors: Bool) -> String {
            var parts = [
                Summary.counted(result.screenCount, "screen"), Summary.counted(result.transitionCount, "transition"),
            ]
            if includingErrors { parts.append(Summary.counted(errorCount, "error")) }
            parts.append(Summary.counted(warningCount, "warning"))
            if !result.suppressed.isEmpty { parts.append("\(result.suppressed.count) baselined") }
            return "screengen: " + parts.joined(separator: ", ")
        }
    }

    /// Reads and checks the graph, and reports what the check found as `reporting` asks.
    func check(reporting: Reporting = Reporting()) throws -> Outcome {
        var collection = try InputCollection.readOrExit(input)
        // Handed over, not shared: `check` frees the files' bytes once they are loaded, before
        // the graph is built (#33: memory per screen).
        let files = collection.files
        collection.files = []
        let result = ScreenGraphCompiler.check(
            consume files,
            options: CheckOptions(strict: strict, diagnosticsKeptPerRule: reporting.diagnosticsKeptPerRule),
            suppressing: try reporting.suppression())
        resultKeptUntilExit = result
        var outcome = Outcome(
            result: result, inputIdentities: collection.identities, skippedCount: collection.skipped.count)
        outcome.strictSkips = strict
        try reporting.report(
            report(of: outcome, skipped: collection.skipped), toolVersion: ToolVersion.current,
            inputs: collection.identities)
        return outcome
    }
}

extension InputCollection {
    /// `read(_:)`, or exit 2 with why not (no such folder, no YAML file in it): every command
    /// that reads a graph says it the same way.
    static func readOrExit(_ input: String) throws -> InputCollection {
        do {
            return try read(input)
        } catch {
            standardError("error: \(error)")
            throw ExitCode(2)
        }
    }
}

/// The last compilation's result, kept until the process exits. Freeing a large graph's values
/// one at a time (hundreds of thousands of strings and arrays) comes after the run's work is
/// done and takes longer than the system takes to reclaim the whole process; clang's
/// `-disable-free` skips freeing its AST for the same reason. Only the last is kept: a caller
/// running several commands in one process holds one result at a time.
nonisolated(unsafe) private var resultKeptUntilExit: CheckedGraph?

/// Writes one line (or several joined lines) to standard error.
func standardError(_ text: String) {
    SystemIO.writeText(text + "\n", to: 2)
}

extension Screengen {
    struct Build: ParsableCommand {
        static let configuration = CommandConfiguration(
            // Named here: derived from the type, the name costs a reflection at every start-up (#33).
            commandName: "build",
            abstract: "Validate the graph and write the generated Swift.",
            discussion: """
                --output names a .swift file (the code in one file), a directory (a file per \
                YAML file plus \(OutputWriter.defaultFileName): what the build plugin uses, so \
                the compiler works on them in parallel and an edit recompiles one file), or - \
                for standard output. Without --output, writes \(OutputWriter.defaultFileName) in \
                the current directory. A path ending in / is a directory, created if missing.

                Each file is written atomically, and left untouched when its content would not \
                change; when the graph has errors nothing is written. Output is never written \
                onto an input file, and is written through a symbolic link to its target. In a \
                directory, generated files of YAML files that no longer exist are removed \
                (only files screengen generated there).
                """
        )

        @OptionGroup var graph: GraphInput
        @OptionGroup var diagnostics: ReportOptions

        @Option(
            name: .shortAndLong,
            help: "A .swift file, a directory (a file per YAML file), or - for standard output.")
        var output: String?

        @Option(
            help: ArgumentHelp(
                "For a graph split into modules: the part one module's target builds.",
                discussion:
                    "routes (the graph's own module), app (the views and the moves of the graph's own folder), or a module's name from graph.modules.",
                valueName: "part"))
        var part: String?

        @Option(
            help: ArgumentHelp(
                "The module the graph's own folder is compiled into (what the build plugin passes).",
                discussion:
                    "The whole graph for a graph not split into modules; for one that is, its routes part, when this is its graph.module.",
                valueName: "name"))
        var moduleName: String?

        func validate() throws {
            if part != nil, moduleName != nil {
                throw ValidationError(
                    "--part and --module-name exclude each other: --part names the part, --module-name lets the graph say it"
                )
            }
            if output == "-", diagnostics.format != .text, diagnostics.writeBaseline == nil {
                throw ValidationError(
                    "--format \(diagnostics.format.rawValue) writes to standard output, which --output - uses for the code"
                )
            }
        }

        func run() throws {
            let directory = OutputWriter.outputDirectory(output)
            let outcome = try graph.check(reporting: diagnostics.reporting)
            let code: GeneratedCode
            do {
                code = try ScreenGraphCompiler.emit(
                    outcome.result, layout: directory == nil ? .oneFile : .filePerInput,
                    part: part.map(OutputPart.init(argument:)) ?? moduleName.map(OutputPart.ownFolder(ofModule:))
                        ?? .whole,
                    toolVersion: ToolVersion.current)
            } catch .part(let problem) {
                // Asked of a valid graph only: a mistake of the command, not of the graph.
                standardError("error: \(problem)")
                throw ExitCode(2)
            } catch {
                if !outcome.hasErrors {
                    standardError("error: the baseline hides errors, but no code is generated from a graph with errors")
                }
                standardError(outcome.summary(includingErrors: true))
                throw ExitCode(1)
            }
            let summary = outcome.summary(includingErrors: false)
            if let directory {
                let report: OutputWriter.DirectoryReport
                do {
                    report = try OutputWriter.write(code, toDirectory: directory, inputs: outcome.inputIdentities)
                } catch {
                    standardError("error: \(error)")
                    throw ExitCode(2)
                }
                diagnostics.reporting.summary("\(summary) → \(displayed(directory)) (\(report))")
                return
            }
            guard let source = code.source else { throw ExitCode(1) }
            let result: OutputWriter.Outcome
            let destination: OutputWriter.Destination
            do {
                destination = try OutputWriter.destination(for: output, inputs: outcome.inputIdentities)
                result = try OutputWriter.write(source, to: destination)
            } catch {
                standardError("error: \(error)")
                throw ExitCode(2)
            }
            let shown = displayed(destination.shown)
            switch result {
            case .written: diagnostics.reporting.summary("\(summary) → \(shown)")
            case .unchanged: diagnostics.reporting.summary("\(summary) → \(shown) (unchanged)")
            case .standardOutput: standardError("\(summary) → standard output")
            }
        }
    }

    struct Lint: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "lint", abstract: "Validate the graph only.")

        @OptionGroup var graph: GraphInput
        @OptionGroup var diagnostics: ReportOptions

        func run() throws {
            let outcome = try graph.check(reporting: diagnostics.reporting)
            diagnostics.reporting.summary(outcome.summary(includingErrors: true))
            if outcome.hasErrors { throw ExitCode(1) }
        }
    }
}
