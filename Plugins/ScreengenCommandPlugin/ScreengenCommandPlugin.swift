import Foundation
import PackagePlugin

/// `swift package screengen lint [--strict] [--target NAME …]`: validates the screen graph of
/// every target that has one (a `screens/` folder or one `*.screens.yaml` file), printing
/// diagnostics as `screengen lint` does, and fails when any graph has errors.
@main
struct ScreengenCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        if arguments.isEmpty || arguments.contains(where: { ["--help", "-h", "help"].contains($0) }) {
            print(Self.usage)
            return
        }
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let strict = extractor.extractFlag(named: "strict") > 0
        guard extractor.remainingArguments == ["lint"] else {
            Diagnostics.error("unknown arguments \(extractor.remainingArguments); see 'swift package screengen --help'")
            throw CommandFailure(description: "unknown command")
        }
        let runner = GraphCommandRunner(context: context, targetNames: targetNames)
        let succeeded = try runner.run { _, graph in
            ["lint", graph.root.path] + (strict ? ["--strict"] : [])
        }
        if !succeeded { throw CommandFailure(description: "screengen found errors") }
    }

    static let usage = """
        OVERVIEW: Lint the screen graphs of the package's targets.

        Validates the graph of every target with a screens/ folder (or one *.screens.yaml file)
        and prints diagnostics as file:line:column: lines; fails when a graph has errors.

        USAGE: swift package screengen lint [--strict] [--target NAME …]

        OPTIONS:
          --strict        Treat warnings as errors (use it in CI).
          --target NAME   Only this target (repeatable). Default: every target with a graph.
          -h, --help      Show this help.

        To write generated code into the package (instead of the build plugin):
          swift package --allow-writing-to-package-directory screengen-generate [--target NAME …]
        """
}
