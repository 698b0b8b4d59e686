import Foundation
import PackagePlugin

/// Generates a target's navigation code from its screen graph on every build that needs it.
///
/// The rule: a Swift target with a `screens/` folder directly inside its source directory gets
/// every `*.yaml`/`*.yml` file under that folder compiled, as one graph, into the plugin's work
/// directory: `Screens.generated.swift` (the graph-wide code) and one file per YAML file
/// (`features/chat.yaml` → `Screens.features.chat.generated.swift`), all added to the target.
/// A target without `screens/` but with exactly one `*.screens.yaml` file uses that file.
/// Anything else is left alone, silently.
///
/// It is a build command, not a prebuild command: it declares every YAML file as an input and
/// every generated file as an output, so the build system runs it only when an input changed.
/// The tool leaves a file untouched when its text is the same, so an edit to one YAML file
/// recompiles only that file's generated code (and what depends on what changed), and the
/// files compile in parallel.
@main
struct ScreengenBuildPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget,
            let graph = ScreenGraphInput.find(in: target.directoryURL, sourceFiles: target.sourceFiles.map(\.url))
        else { return [] }
        // Code that `screengen-generate` committed into the target, next to this plugin's own
        // output, would make SwiftPM fail with "multiple producers": say what to do instead.
        // Any source file named like one of the outputs would clash the same way.
        let outputs = Set(graph.outputNames)
        if let committed = target.sourceFiles.first(where: { outputs.contains($0.url.lastPathComponent) }) {
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
    /// The one build command of a target: the graph's files in, the generated files out (the
    /// names `GeneratedFileNames` gives, which the tool shares).
    func buildCommand(targetName: String, tool: URL, workDirectory: URL) -> Command {
        return .buildCommand(
            displayName: "screengen: generating \(targetName) navigation from \(displayName)",
            executable: tool,
            arguments: ["build", root.path, "--output", workDirectory.path + "/"],
            inputFiles: files,
            outputFiles: outputNames.map { workDirectory.appendingPathComponent($0) }
        )
    }

    /// The files the tool writes for this graph into a directory.
    var outputNames: [String] { [GeneratedFileNames.graphWide] + GeneratedFileNames.perInput(relativePaths) }
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
