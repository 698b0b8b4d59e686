import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory screengen-generate [--target NAME …]`:
/// writes each graph's generated code into the package as
/// `<target>/Generated/Screens.generated.swift`, for teams that commit generated code instead of
/// applying the build plugin (use one or the other on a target, not both).
@main
struct ScreengenGeneratePlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        if arguments.contains(where: { ["--help", "-h", "help"].contains($0) }) {
            print(Self.usage)
            return
        }
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        guard extractor.remainingArguments.isEmpty else {
            Diagnostics.error(
                "unexpected arguments \(extractor.remainingArguments); usage: swift package --allow-writing-to-package-directory screengen-generate [--target NAME …]"
            )
            throw CommandFailure(description: "unexpected arguments")
        }
        let runner = GraphCommandRunner(context: context, targetNames: targetNames)
        let succeeded = try runner.run { target, graph in
            let directory = target.directoryURL.appendingPathComponent("Generated")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            return [
                "build", graph.root.path, "--output",
                directory.appendingPathComponent(ScreenGraphInput.generatedFileName).path,
            ]
        }
        if !succeeded { throw CommandFailure(description: "screengen found errors") }
    }

    static let usage = """
        OVERVIEW: Write each target's generated navigation code into the package.

        Writes <target>/Generated/\(ScreenGraphInput.generatedFileName) for every target with a screens/
        folder (or one *.screens.yaml file), for teams that commit generated code. Use it on a
        target INSTEAD of the ScreengenBuildPlugin build plugin, not with it.

        USAGE: swift package --allow-writing-to-package-directory screengen-generate [--target NAME …]

        OPTIONS:
          --target NAME   Only this target (repeatable). Default: every target with a graph.
          -h, --help      Show this help.
        """
}
