import ArgumentParser
import Foundation
import ScreenGenCore

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
            """,
        version: ToolVersion.current,
        subcommands: [Build.self, Lint.self]
    )

    /// ArgumentParser exits 64 on usage errors; the format's contract says 2.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let exit as ExitCode {
            Foundation.exit(exit.rawValue)
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                print(fullMessage(for: error))
                Foundation.exit(0)
            }
            FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
            Foundation.exit(2)
        }
    }
}

/// What `build` and `lint` share: reading the graph, compiling it, printing diagnostics.
struct GraphInput: ParsableArguments {
    @Argument(help: "A directory of *.yaml/*.yml files (read recursively), or one file.")
    var input: String

    func compile(strict: Bool, emitsSource: Bool) throws -> CompilationResult {
        let files: [SourceFile]
        do {
            files = try InputCollection.read(input)
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            throw ExitCode(2)
        }
        let result = ScreenGraphCompiler.compile(
            files, options: CompileOptions(toolVersion: ToolVersion.current, strict: strict, emitsSource: emitsSource))
        if !result.diagnostics.isEmpty {
            let text = result.diagnostics.map(\.formatted).joined(separator: "\n") + "\n"
            FileHandle.standardError.write(Data(text.utf8))
        }
        return result
    }
}

extension Screengen {
    struct Build: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Validate the graph and write the generated Swift.",
            discussion: """
                Without --output, writes \(OutputWriter.defaultFileName) in the current directory.
                The file is written atomically, and left untouched when its content would not
                change; when the graph has errors nothing is written.
                """
        )

        @OptionGroup var graph: GraphInput

        @Option(
            name: .shortAndLong,
            help: "A .swift file, a directory (gets \(OutputWriter.defaultFileName)), or - for standard output.")
        var output: String?

        func run() throws {
            let result = try graph.compile(strict: false, emitsSource: true)
            guard let source = result.source else { throw ExitCode(1) }
            let destination = OutputWriter.destination(for: output)
            let outcome: OutputWriter.Outcome
            do {
                outcome = try OutputWriter.write(source, to: destination)
            } catch {
                FileHandle.standardError.write(Data("error: \(error)\n".utf8))
                throw ExitCode(2)
            }
            let summary = "screengen: \(result.screenCount) screens, \(result.transitionCount) transitions, \(result.warningCount) warnings"
            switch outcome {
            case .written: print("\(summary) → \(destination)")
            case .unchanged: print("\(summary) → \(destination) (unchanged)")
            case .standardOutput: FileHandle.standardError.write(Data("\(summary) → standard output\n".utf8))
            }
        }
    }

    struct Lint: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Validate the graph only.")

        @OptionGroup var graph: GraphInput

        @Flag(help: "Treat warnings as errors.")
        var strict = false

        func run() throws {
            let result = try graph.compile(strict: strict, emitsSource: false)
            print("screengen: \(result.screenCount) screens, \(result.transitionCount) transitions, \(result.errorCount) errors, \(result.warningCount) warnings")
            if result.hasErrors { throw ExitCode(1) }
        }
    }
}
