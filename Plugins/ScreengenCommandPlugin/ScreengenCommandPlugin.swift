import Foundation
import PackagePlugin

/// `swift package screengen lint [--strict] [--target NAME …]`: validates the screen graph of
/// every target that has one (a `screens/` folder or one `*.screens.yaml` file), printing
/// diagnostics as `screengen lint` does, and fails when any graph has errors.
@main
struct ScreengenCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let strict = extractor.extractFlag(named: "strict") > 0
        guard extractor.remainingArguments == ["lint"] else {
            Diagnostics.error("usage: swift package screengen lint [--strict] [--target NAME …]; to write generated code into the package: swift package --allow-writing-to-package-directory screengen-generate [--target NAME …]")
            throw CommandFailure(description: "unknown command")
        }
        let runner = GraphCommandRunner(context: context, targetNames: targetNames)
        let succeeded = try runner.run { _, graph in
            ["lint", graph.root.path] + (strict ? ["--strict"] : [])
        }
        if !succeeded { throw CommandFailure(description: "screengen found errors") }
    }
}
