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
///
/// A graph split into modules (`graph.module`, `graph.modules`) lives in the folder of the
/// target named by `graph.module`, each module's files in a folder of it named after that
/// module. That target gets the routes; a target with no `screens/` of its own whose name is
/// one of those folders (among its dependencies' graphs) gets its module's moves; and a target
/// with no `screens/` that depends on such a graph and on a module of it gets the app's part:
/// the views of every module.
@main
struct ScreengenBuildPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        // The dependencies' graphs are read once (each is a walk of its folder): what both a
        // module's command and the app's are found from.
        let dependencies = DependencyGraphs(of: target)
        // A module of a graph found among the dependencies, even with a `screens/` of its own:
        // that is where a module keeps its YAML when the graph's folder links to it.
        if let command = try moduleCommand(context: context, target: target, dependencies: dependencies) {
            return [command]
        }
        guard let graph = ScreenGraphInput.find(in: target.directoryURL, sourceFiles: target.sourceFiles.map(\.url))
        else {
            return try appCommand(context: context, target: target, dependencies: dependencies).map { [$0] } ?? []
        }
        // Code that `screengen-generate` committed into the target, next to this plugin's own
        // output, would make SwiftPM fail with "multiple producers": say what to do instead.
        // Any source file named like one of the outputs would clash the same way.
        let outputs = Set(graph.outputNames)
        if let committed = target.sourceFiles.first(where: { outputs.contains($0.url.lastPathComponent) }) {
            Diagnostics.error(
                "target '\(target.name)' applies ScreengenBuildPlugin and also contains committed generated code at \(committed.url.path) (written by screengen-generate); use one of them: remove ScreengenBuildPlugin from the target's plugins to keep the committed code, or delete that file to generate the code at build time"
            )
            return []
        }
        return [
            graph.buildCommand(
                targetName: target.name, tool: try context.tool(named: "screengen").url,
                workDirectory: context.pluginWorkDirectoryURL, moduleName: target.moduleName)
        ]
    }

    /// The graphs in the folders of a target's dependencies, of any package, and the
    /// dependencies' module names.
    private struct DependencyGraphs {
        let graphs: [ScreenGraphInput]
        let modules: Set<String>

        init(of target: SourceModuleTarget) {
            let dependencies = target.recursiveTargetDependencies.compactMap { $0 as? SourceModuleTarget }
            graphs = dependencies.compactMap { ScreenGraphInput.find(in: $0.directoryURL, sourceFiles: []) }
            modules = Set(dependencies.map(\.moduleName))
        }
    }

    /// The command of a module of a graph split into modules: a graph among the target's
    /// dependencies has a folder named like the target's module.
    private func moduleCommand(
        context: PluginContext, target: SourceModuleTarget, dependencies: DependencyGraphs
    ) throws -> Command? {
        guard let graph = dependencies.graphs.first(where: { $0.hasModuleFolder(named: target.moduleName) }) else {
            return nil
        }
        return graph.partCommand(
            part: target.moduleName, targetName: target.name, tool: try context.tool(named: "screengen").url,
            workDirectory: context.pluginWorkDirectoryURL, outputs: graph.outputNames(ofModule: target.moduleName))
    }

    /// The command of the app that composes a graph split into modules: a target without a graph
    /// of its own that depends on a graph and on one of its modules.
    private func appCommand(
        context: PluginContext, target: SourceModuleTarget, dependencies: DependencyGraphs
    ) throws -> Command? {
        guard
            let graph = dependencies.graphs.first(where: { graph in
                dependencies.modules.contains { graph.hasModuleFolder(named: $0) }
            })
        else {
            return nil
        }
        return graph.partCommand(
            part: "app", targetName: target.name, tool: try context.tool(named: "screengen").url,
            workDirectory: context.pluginWorkDirectoryURL, outputs: [GeneratedFileNames.graphWide])
    }
}

extension ScreenGraphInput {
    /// The one build command of a target: the graph's files in, the generated files out (the
    /// names `GeneratedFileNames` gives, which the tool shares).
    /// `moduleName` is the target's module: the graph's `graph.module`, if it says one.
    func buildCommand(targetName: String, tool: URL, workDirectory: URL, moduleName: String? = nil) -> Command {
        return .buildCommand(
            displayName: "screengen: generating \(targetName) navigation from \(displayName)",
            executable: tool,
            arguments: ["build", root.path, "--output", workDirectory.path + "/"]
                + (moduleName.map { ["--module-name", $0] } ?? []),
            inputFiles: files,
            outputFiles: outputNames.map { workDirectory.appendingPathComponent($0) }
        )
    }

    /// The command of one part (`--part`) of a graph split into modules: every file of the graph
    /// in (the part's moves read the whole graph), the part's files out.
    func partCommand(part: String, targetName: String, tool: URL, workDirectory: URL, outputs: [String]) -> Command {
        .buildCommand(
            displayName: "screengen: generating \(targetName)'s part of the navigation from \(root.lastPathComponent)/",
            executable: tool,
            arguments: ["build", root.path, "--part", part, "--output", workDirectory.path + "/"],
            inputFiles: files,
            outputFiles: outputs.map { workDirectory.appendingPathComponent($0) }
        )
    }

    /// The files the tool writes for this graph into a directory.
    var outputNames: [String] { [GeneratedFileNames.graphWide] + GeneratedFileNames.perInput(relativePaths) }

    /// The files the tool writes for module `name`'s part: those of the YAML files in its folder,
    /// named as in the whole graph's output.
    func outputNames(ofModule name: String) -> [String] {
        let names = GeneratedFileNames.perInput(relativePaths)
        return zip(relativePaths, names).filter { $0.0.hasPrefix(name + "/") }.map(\.1)
    }

    /// Whether the graph's folder has a folder named `name` (a module's, when the graph lists it).
    func hasModuleFolder(named name: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: root.appendingPathComponent(name).path, isDirectory: &isDirectory)
            && isDirectory.boolValue
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
        return [
            graph.buildCommand(
                targetName: target.displayName, tool: try context.tool(named: "screengen").url,
                workDirectory: context.pluginWorkDirectoryURL)
        ]
    }
}
#endif
