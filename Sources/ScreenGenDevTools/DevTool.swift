import ArgumentParser
import Foundation
import ScreenGenCore

/// Developer tools: proving that every graph the tool accepts generates code that compiles
/// (Scripts/compile-graphs.sh), and generating the Swift sources the tool is built from
/// (`generate-rule-texts`). Not a product of the package.
@main
struct ScreengenDev: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "screengen-dev",
        abstract: "Random graphs and support stubs for compiling generated code; generated sources of the tool.",
        subcommands: [
            RandomGraphCommand.self, StubsCommand.self, ImportedModulesCommand.self, ModuleLayoutCommand.self,
            GenerateRuleTextsCommand.self,
        ]
    )
}

struct RandomGraphCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "random-graph",
        abstract: "Write one seeded random graph directory (same seed, same bytes)."
    )

    @Option(help: "The seed: the graph is a function of it.")
    var seed: UInt64

    @Option(help: "The graph directory to write (created; existing YAML files in it are replaced).")
    var out: String

    func run() throws {
        var graph = RandomGraph(seed: seed)
        graph.build()
        let files = graph.render()
        let manager = FileManager.default
        try manager.createDirectory(atPath: out, withIntermediateDirectories: true)
        for (path, contents) in files {
            let full = (out as NSString).appendingPathComponent(path)
            try manager.createDirectory(
                atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: URL(fileURLWithPath: full))
        }
    }
}

struct StubsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stubs",
        abstract: "Write Swift declaring the types and views a graph's generated code expects the app to provide.",
        discussion: "With graph.generate listing paths, also <Route>StubSamples: a value of each sample's type."
    )

    @Argument(help: "The graph: a directory of *.yaml / *.yml files, or one file.")
    var graph: String

    @Option(help: "Where to write the stubs ('-' for standard output).")
    var output: String = "-"

    func run() throws {
        let files = try GraphInput.read(graph)
        guard let stubs = SupportStubs.supportStubs(files) else {
            FileHandle.standardError.write(
                Data("screengen-dev: the graph '\(graph)' has errors (run 'screengen lint' on it); no stubs\n".utf8))
            throw ExitCode(1)
        }
        if output == "-" {
            FileHandle.standardOutput.write(Data(stubs.utf8))
        } else {
            try Data(stubs.utf8).write(to: URL(fileURLWithPath: output))
        }
    }
}

struct ModuleLayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "module-layout",
        abstract:
            "Print a graph's 'graph.module' and then its 'graph.modules', on one line; nothing when it is not split."
    )

    @Argument(help: "The graph's folder.")
    var graph: String

    func run() throws {
        let files = try GraphInput.read(graph)
        let result = ScreenGraphCompiler.check(files)
        guard !result.hasErrors, let resolved = result.resolved else {
            FileHandle.standardError.write(
                Data("screengen-dev: the graph '\(graph)' has errors (run 'screengen lint' on it)\n".utf8))
            throw ExitCode(1)
        }
        if let layout = resolved.moduleLayout {
            print(([layout.routesModule] + layout.modules).joined(separator: " "))
        }
    }
}

struct ImportedModulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "imported-modules",
        abstract: "Write the modules that random graphs import (one <Module>.swift each) into a directory."
    )

    @Option(help: "The directory to write into.")
    var out: String

    func run() throws {
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        for (name, source) in ImportedModules.sources {
            try Data(source.utf8).write(
                to: URL(fileURLWithPath: (out as NSString).appendingPathComponent(name + ".swift")))
        }
    }
}

/// The modules random graphs may list in `graph.imports` besides the toolchain's own. A graph
/// that imports `Models` uses `Models.Contact`, `Models.Page<T>`, … from this module, and the
/// stubs do not declare them (they cannot: see `SupportStubs`); the compile harness builds it.
/// Without the import, the same names are declared by the stubs as nested types of `enum Models`.
enum ImportedModules {
    static let sources: [(String, String)] = [
        (
            "Models",
            """
            // The module random graphs import as `Models` (screengen-dev imported-modules).
            public struct Contact: Hashable, Sendable, Codable, LosslessStringConvertible {
                public init() {}
                public init?(_ description: String) {}
                public var description: String { "" }
            }
            public struct Output: Hashable, Sendable, Codable { public init() {} }
            public struct Page<Item: Hashable & Sendable & Codable>: Hashable, Sendable, Codable { public init() {} }
            public enum Group {
                public struct Member: Hashable, Sendable, Codable { public init() {} }
            }
            public protocol Marker {}

            """
        )
    ]
}
