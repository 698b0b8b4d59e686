import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory screengen-generate [--target NAME …]`:
/// writes each graph's generated code into the package as
/// `<target>/Generated/Screens.generated.swift`, for teams that commit generated code instead of
/// applying the build plugin (use one or the other on a target, not both).
@main
struct ScreengenGeneratePlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        guard extractor.remainingArguments.isEmpty else {
            Diagnostics.error("usage: swift package --allow-writing-to-package-directory screengen-generate [--target NAME …]")
            throw CommandFailure(description: "unexpected arguments")
        }
        let runner = GraphCommandRunner(context: context, targetNames: targetNames)
        let succeeded = try runner.run { target, graph in
            let directory = target.directoryURL.appendingPathComponent("Generated")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            return ["build", graph.root.path, "--output", directory.appendingPathComponent("Screens.generated.swift").path]
        }
        if !succeeded { throw CommandFailure(description: "screengen found errors") }
    }
}
