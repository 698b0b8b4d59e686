import Foundation
import PackagePlugin

// Shared by the command plugins (symlinked into each: plugins cannot depend on library targets).

/// Runs the screengen tool once per target of the package that has a screen graph.
struct GraphCommandRunner {
    var context: PluginContext
    var targetNames: [String]

    /// Calls `arguments` for each target with a graph and runs the tool with what it returns;
    /// true when every run succeeded.
    func run(_ arguments: (SourceModuleTarget, ScreenGraphInput) throws -> [String]) throws -> Bool {
        let tool = try context.tool(named: "screengen").url
        let targets = try targetNames.isEmpty ? context.package.targets : context.package.targets(named: targetNames)
        var succeeded = true
        var found = false
        for case let target as SourceModuleTarget in targets {
            guard let graph = ScreenGraphInput.find(in: target.directoryURL, sourceFiles: target.sourceFiles.map(\.url))
            else { continue }
            found = true
            let toolArguments = try arguments(target, graph)
            print("\(target.name): screengen \(toolArguments.joined(separator: " "))")
            let process = try Process.run(tool, arguments: toolArguments)
            process.waitUntilExit()
            if process.terminationStatus != 0 { succeeded = false }
        }
        if !found {
            Diagnostics.warning("no target has a screens/ folder or a *.screens.yaml file")
        }
        return succeeded
    }
}

struct CommandFailure: Error, CustomStringConvertible {
    var description: String
}
