import Foundation
import Testing

/// `--format sarif` output of the real tool is valid SARIF 2.1.0: checked with the OASIS
/// schema (Tests/Fixtures/Schemas/sarif-2.1.0.json) by the `jsonschema` Python package.
/// Skipped where Python or `jsonschema` is missing, except in CI (`CI` set), where it fails.
@Suite(
    .enabled(
        if: PythonTools.isCI || PythonTools.hasJSONSchema, "needs python3 with jsonschema (pip install jsonschema)"))
struct SARIFSchemaTests {
    static let schema = "Tests/Fixtures/Schemas/sarif-2.1.0.json"

    init() throws {
        try #require(PythonTools.hasPython, "python3 is missing")
        try #require(PythonTools.hasJSONSchema, "the Python package jsonschema is missing: pip install jsonschema")
    }

    @Test func theFixtureGraphsLogIsValid() throws {
        let run = try CLIRunner.run(["lint", "screens", "--format", "sarif"], in: DiagnosticFormatTests.fixture)
        #expect(run.stdout.contains("\"results\": ["))
        try PythonTools.expectValid(run.stdout, schema: Self.schema)
    }

    /// Every rule's descriptor, notifications for skipped entries, an absolute URI for a file
    /// outside the current directory, and percent-encoded names.
    @Test func edgeCasesAreValid() throws {
        let workspace = try Workspace(files: [
            "project/screens 1/app #1.yaml": Graphs.unreachable,
            "other/graph.yaml": Graphs.broken,
        ])
        try FileManager.default.createSymbolicLink(
            atPath: workspace.path("project/screens 1/gone.yaml"), withDestinationPath: "missing.yaml")
        let project = workspace.url.appendingPathComponent("project")
        let inside = try CLIRunner.run(["lint", "screens 1", "--format", "sarif", "--strict"], in: project)
        #expect(inside.stdout.contains("\"uri\": \"screens%201/app%20%231.yaml\""))
        #expect(inside.stdout.contains("\"toolExecutionNotifications\""))
        try PythonTools.expectValid(inside.stdout, schema: Self.schema)
        let outside = try CLIRunner.run(["lint", "../other", "--format", "sarif"], in: project)
        #expect(outside.stdout.contains("\"uri\": \"file:///"))
        try PythonTools.expectValid(outside.stdout, schema: Self.schema)
        let clean = try CLIRunner.run(["lint", "screens", "--format", "sarif"], in: PythonTools.repository)
        #expect(clean.stdout.contains("\"results\": []"))
        try PythonTools.expectValid(clean.stdout, schema: Self.schema)
    }

    /// The check can fail: a level SARIF does not have is refused.
    @Test func theValidatorRejectsAnInvalidLog() throws {
        let run = try CLIRunner.run(["lint", "screens", "--format", "sarif"], in: DiagnosticFormatTests.fixture)
        let broken = run.stdout.replacingOccurrences(of: "\"level\": \"warning\"", with: "\"level\": \"serious\"")
        let check = try PythonTools.run("Scripts/validate-json-schema.py", [Self.schema], input: broken)
        #expect(check.status == 1)
        #expect(check.stdout.contains("'serious' is not one of"))
    }
}
