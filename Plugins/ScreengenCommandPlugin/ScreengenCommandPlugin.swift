import Foundation
import PackagePlugin

/// `swift package screengen lint [--strict] [--target NAME …]` validates the screen graphs of
/// the package's targets; `swift package --allow-writing-to-package-directory screengen generate
/// [--target NAME …]` writes each target's generated code into the package, as
/// `<target>/Generated/Screens.generated.swift`, for teams that commit it instead of using the
/// build plugin. Targets are those with a `screens/` folder (or one `*.screens.yaml` file).
@main
struct ScreengenCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let strict = extractor.extractFlag(named: "strict") > 0
        let verbs = extractor.remainingArguments
        guard let verb = verbs.first, verbs.count == 1, ["lint", "generate"].contains(verb) else {
            Diagnostics.error("usage: swift package screengen lint [--strict] [--target NAME …] | generate [--target NAME …]")
            throw CommandFailure.usage
        }
        let tool = try context.tool(named: "screengen").url
        let targets = try targetNames.isEmpty
            ? context.package.targets
            : context.package.targets(named: targetNames)
        var failed = false
        var found = false
        for case let target as SourceModuleTarget in targets {
            guard let graph = ScreenGraphInput.find(in: target.directoryURL, sourceFiles: target.sourceFiles.map(\.url))
            else { continue }
            found = true
            var arguments = [verb == "lint" ? "lint" : "build", graph.root.path]
            if verb == "lint", strict { arguments.append("--strict") }
            if verb == "generate" {
                let directory = target.directoryURL.appendingPathComponent("Generated")
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                arguments += ["--output", directory.appendingPathComponent("Screens.generated.swift").path]
            }
            print("\(target.name): screengen \(arguments.joined(separator: " "))")
            let process = try Process.run(tool, arguments: arguments)
            process.waitUntilExit()
            if process.terminationStatus != 0 { failed = true }
        }
        if !found {
            Diagnostics.warning("no target has a screens/ folder or a *.screens.yaml file")
        }
        if failed { throw CommandFailure.graphErrors }
    }
}

enum CommandFailure: Error, CustomStringConvertible {
    case usage, graphErrors

    var description: String {
        switch self {
        case .usage: "unknown command"
        case .graphErrors: "screengen found errors"
        }
    }
}
