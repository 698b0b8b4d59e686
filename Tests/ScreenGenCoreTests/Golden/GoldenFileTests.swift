import Foundation
import ScreenGenCore
import Testing

/// The committed reference file of every example graph must be exactly what the compiler
/// produces now. The build plugin generates the same code into the example targets, which
/// GeneratedCodeTests compiles and drives, so a change to the emitter shows up here as a
/// reviewable diff and there as behaviour.
///
/// To accept a deliberate change: `Scripts/generate-examples.sh`, then review the diff.
struct GoldenFileTests {
    static let examples: [(name: String, graph: String)] = [
        ("ChatApp", "screens"),
        ("BetterNavigation", "Examples/BetterNavigation/screens"),
        ("NavTest", "Examples/NavTest/screens"),
        ("Navigator", "Examples/Navigator/screens"),
        ("MultiNav", "Examples/MultiNav/screens"),
        ("NavigationSample", "Examples/NavigationSample/screens"),
        ("EdgeCases", "Tests/GeneratedExamples/EdgeCases/screens"),
        ("IceCubes", "Examples/IceCubes/screens"),
        ("Recipes", "Examples/Recipes/screens"),
        ("Swiftfin", "Examples/Swiftfin/screens"),
    ]

    @Test(arguments: examples.map(\.name))
    func generatedCodeMatchesCommittedFile(example: String) throws {
        let graph = try #require(Self.examples.first { $0.name == example }?.graph)
        let files = try RepositoryFiles.graph(at: graph)
        let result = ScreenGraphCompiler.check(files)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.formatted))")
        let source = try #require(result.source(toolVersion: ToolVersion.current))
        let committed = try RepositoryFiles.text(at: "Tests/ReferenceFiles/\(example).swift")
        expectReference(source, equals: committed, named: "\(example).swift")
        let long = source.components(separatedBy: "\n").enumerated().filter { $0.element.count > 120 }.map {
            $0.offset + 1
        }
        #expect(long.isEmpty, "lines over 120 columns: \(long)")
    }

    /// The directory output (what the build plugin compiles) of one example, file by file.
    @Test func splitFilesMatchTheCommittedDirectory() throws {
        let files = try RepositoryFiles.graph(at: "screens")
        let result = ScreenGraphCompiler.check(files)
        let code = try ScreenGraphCompiler.emit(result, layout: .filePerInput, toolVersion: ToolVersion.current)
        let generated = code.files()
        let directory = "Tests/ReferenceFiles/Split/ChatApp"
        let committedNames = try FileManager.default.contentsOfDirectory(
            atPath: RepositoryFiles.root.appendingPathComponent(directory).path)
        #expect(generated.map(\.name).sorted() == committedNames.sorted())
        #expect(
            generated.map(\.name) == [
                "Screens.generated.swift", "Screens.app.generated.swift", "Screens.chat.generated.swift",
                "Screens.contacts.generated.swift",
            ])
        for file in generated {
            let committed = try RepositoryFiles.text(at: "\(directory)/\(file.name)")
            expectReference(file.contents, equals: committed, named: file.name)
        }
        #expect(code.source == nil)
    }

    /// A graph split into modules: each target's part, file by file, as the plugin writes it.
    @Test(arguments: ["routes", "ShopCatalog", "ShopCart", "app"])
    func modularPartsMatchTheCommittedDirectories(part: String) throws {
        let files = try RepositoryFiles.graph(at: "Tests/GeneratedExamples/Modular/ShopRoutes/screens")
        let result = ScreenGraphCompiler.check(files)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.formatted))")
        let generated = try ScreenGraphCompiler.emit(
            result, layout: .filePerInput, part: OutputPart(argument: part), toolVersion: ToolVersion.current
        ).files()
        let directory = "Tests/ReferenceFiles/Modular/\(part)"
        let committedNames = try FileManager.default.contentsOfDirectory(
            atPath: RepositoryFiles.root.appendingPathComponent(directory).path)
        #expect(generated.map(\.name).sorted() == committedNames.sorted())
        for file in generated {
            let committed = try RepositoryFiles.text(at: "\(directory)/\(file.name)")
            expectReference(file.contents, equals: committed, named: file.name)
        }
    }

    @Test func outputIsIdenticalAcrossRunsAndInputOrder() throws {
        let files = try RepositoryFiles.graph(at: "screens")
        let first = ScreenGraphCompiler.check(files).source(toolVersion: "1.0")
        let again = ScreenGraphCompiler.check(files.reversed()).source(toolVersion: "1.0")
        #expect(first != nil)
        #expect(first == again)
    }

    @Test func headerNamesToolVersionAndRelativeInputsOnly() throws {
        let files = try RepositoryFiles.graph(at: "screens")
        let source = try #require(
            ScreenGraphCompiler.check(files).source(toolVersion: "9.9.9"))
        let header = source.split(separator: "\n").prefix(5).joined(separator: "\n")
        #expect(
            header == """
                // Generated by screengen 9.9.9. Do not edit: change the YAML and build again.
                // Input files:
                //   screens/app.yaml
                //   screens/chat.yaml
                //   screens/contacts.yaml
                """)
        #expect(!source.contains(RepositoryFiles.root.path))
    }

    @Test func graphWithErrorsProducesNoSource() {
        let file = SourceFile(
            path: "bad.yaml", displayPath: "bad.yaml", contents: Array("graph: { root: nowhere }\n".utf8))
        let result = ScreenGraphCompiler.check([file])
        #expect(result.hasErrors)
        #expect(!result.isEmittable)
        #expect(throws: EmitProblem.graphHasErrors) {
            try ScreenGraphCompiler.emit(result, layout: .oneFile, toolVersion: "1.0")
        }
    }
}

/// Records a failure with the unified diff from `committed` to `generated` when they differ:
/// the hunks that changed, not two whole files.
func expectReference(
    _ generated: String, equals committed: String, named name: String,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    guard generated != committed else { return }
    let why = "\(name) differs from what is generated now (- committed, + generated); regenerate with "
    let diff = "Scripts/generate-examples.sh and review the diff:\n" + UnifiedDiff.diff(committed, generated)
    Issue.record(Comment(rawValue: why + diff), sourceLocation: sourceLocation)
}

/// Reads files of this repository the way the CLI does.
enum RepositoryFiles {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func text(at relativePath: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(relativePath), encoding: .utf8)
    }

    /// Every *.yaml/*.yml under `directory` (relative to the repo root), sorted by relative
    /// path, with display paths prefixed by the directory's name, as `screengen build` reads them.
    static func graph(at directory: String) throws -> [SourceFile] {
        let base = root.appendingPathComponent(directory)
        let enumerator = try #require(FileManager.default.enumerator(atPath: base.path))
        var relativePaths: [String] = []
        while let relative = enumerator.nextObject() as? String {
            if relative.hasSuffix(".yaml") || relative.hasSuffix(".yml") { relativePaths.append(relative) }
        }
        relativePaths.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        return try relativePaths.map { relative in
            let data = try Data(contentsOf: base.appendingPathComponent(relative))
            return SourceFile(
                path: directory + "/" + relative, displayPath: base.lastPathComponent + "/" + relative,
                contents: [UInt8](data))
        }
    }
}
