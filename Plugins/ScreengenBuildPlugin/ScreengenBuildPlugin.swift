import Foundation
import PackagePlugin

/// Generates a target's navigation code from its screen graph on every build that needs it.
///
/// The rule: a Swift target with a `screens/` folder directly inside its source directory gets
/// every `*.yaml`/`*.yml` file under that folder compiled, as one graph, into
/// `Screens.generated.swift` in the plugin's work directory, which is added to the target. A
/// target without `screens/` but with exactly one `*.screens.yaml` file uses that file.
/// Anything else is left alone, silently.
///
/// It is a build command, not a prebuild command: it declares every YAML file as an input and
/// its one output, so the build system runs it only when an input changed, and the tool leaves
/// the output untouched when the generated text is the same, so nothing downstream recompiles.
@main
struct ScreengenBuildPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget,
            let graph = ScreenGraphInput.find(in: target.directoryURL, sourceFiles: target.sourceFiles.map(\.url))
        else { return [] }
        // Code that `screengen-generate` committed into the target, next to this plugin's own
        // output, would make SwiftPM fail with "multiple producers": say what to do instead.
        if let committed = target.sourceFiles.first(where: { $0.url.lastPathComponent == ScreenGraphInput.generatedFileName }) {
            Diagnostics.error(
                "target '\(target.name)' applies ScreengenBuildPlugin and also contains committed generated code at \(committed.url.path) (written by screengen-generate); use one of them: remove ScreengenBuildPlugin from the target's plugins to keep the committed code, or delete that file to generate the code at build time")
            return []
        }
        return [graph.buildCommand(
            targetName: target.name, tool: try context.tool(named: "screengen").url,
            workDirectory: context.pluginWorkDirectoryURL)]
    }
}

extension ScreenGraphInput {
    /// The one build command of a target: the graph's files in, `Screens.generated.swift` out.
    func buildCommand(targetName: String, tool: URL, workDirectory: URL) -> Command {
        let output = workDirectory.appendingPathComponent(Self.generatedFileName)
        return .buildCommand(
            displayName: "screengen: generating \(targetName) navigation from \(displayName)",
            executable: tool,
            arguments: ["build", root.path, "--output", output.path],
            inputFiles: files,
            outputFiles: [output]
        )
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// The same rule for an app target of an Xcode project: the YAML files of a `screens` folder
/// that belong to the target (or its one `*.screens.yaml` file) are its graph. Enable it under
/// the target's Build Phases → Run Build Tool Plug-ins.
extension ScreengenBuildPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        guard let graph = ScreenGraphInput.find(amongTargetFiles: target.inputFiles.map(\.url)) else { return [] }
        return [graph.buildCommand(
            targetName: target.displayName, tool: try context.tool(named: "screengen").url,
            workDirectory: context.pluginWorkDirectoryURL)]
    }
}
#endif
