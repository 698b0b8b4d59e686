import Foundation
import Testing

@testable import screengen

/// `--format text|json|github|sarif` on `lint` and `build`: each format of the fixture graph
/// (an error with a note, a warning and a note) byte for byte against its golden file under
/// Tests/Fixtures/Formats/expected, and where each part of the output goes.
///
/// To accept a deliberate change: `SCREENGEN_UPDATE_GOLDEN=1 swift test --filter
/// DiagnosticFormatTests`, then review the diff.
struct DiagnosticFormatTests {
    static let fixture = PythonTools.repository.appendingPathComponent("Tests/Fixtures/Formats")
        .resolvingSymlinksInPath()
    static let summary = "screengen: 3 screens, 1 transition, 1 error, 1 warning\n"

    /// SARIF names the current directory (`%SRCROOT%`); the golden file has a placeholder.
    static let sourceRootPlaceholder = "file:///SRCROOT/"

    func lint(_ format: String, _ extra: String...) throws -> CLIRunner.Run {
        try CLIRunner.run(["lint", "screens", "--format", format] + extra, in: Self.fixture)
    }

    func expectGolden(_ name: String, _ actual: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = Self.fixture.appendingPathComponent("expected/\(name)")
        if ProcessInfo.processInfo.environment["SCREENGEN_UPDATE_GOLDEN"] == "1" {
            try Data(actual.utf8).write(to: url)
            return
        }
        let committed = try String(contentsOf: url, encoding: .utf8)
        #expect(
            actual == committed, "\(name) differs: rerun with SCREENGEN_UPDATE_GOLDEN=1 and review the diff",
            sourceLocation: sourceLocation)
    }

    @Test func textIsTheSwiftcFormatAsBefore() throws {
        let run = try lint("text")
        #expect(run.status == 1)
        #expect(run.stdout == Self.summary)
        try expectGolden("text.txt", run.stderr)
        // The default is text.
        let plain = try CLIRunner.run(["lint", "screens"], in: Self.fixture)
        #expect(plain.stderr == run.stderr && plain.stdout == run.stdout && plain.status == 1)
    }

    @Test func jsonIsOneDocumentOnStandardOutput() throws {
        let run = try lint("json")
        #expect(run.status == 1)
        #expect(run.stderr == Self.summary)
        try expectGolden("json.json", run.stdout)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let diagnostics = try #require(document["diagnostics"] as? [[String: Any]])
        #expect(
            diagnostics.map { $0["rule"] as? String } == ["duplicate-name", "unreachable-screen", "guarded-deeplink"])
        #expect(diagnostics.map { $0["severity"] as? String } == ["error", "warning", "note"])
        #expect(diagnostics.allSatisfy { $0["endLine"] == nil && $0["endColumn"] == nil })
        let notes = try #require(diagnostics.first?["notes"] as? [[String: Any]])
        #expect(notes.first?["line"] as? Int == 17 && notes.first?["column"] as? Int == 16)
        let summary = try #require(document["summary"] as? [String: Int])
        #expect(summary == ["screens": 3, "transitions": 1, "errors": 1, "warnings": 1, "notes": 1, "baselined": 0])
    }

    @Test func githubIsOneWorkflowCommandPerFinding() throws {
        let run = try lint("github")
        #expect(run.status == 1)
        #expect(run.stderr == Self.summary)
        try expectGolden("github.txt", run.stdout)
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.map { $0.prefix { $0 != " " } } == ["::error", "::warning", "::notice"])
        // --strict: the warning is an error, the note stays a note.
        let strict = try lint("github", "--strict")
        #expect(
            strict.stdout.split(separator: "\n").map { $0.prefix { $0 != " " } } == ["::error", "::error", "::notice"])
    }

    @Test func sarifIsALogOfOneRun() throws {
        let run = try lint("sarif")
        #expect(run.status == 1)
        #expect(run.stderr == Self.summary)
        let root = PathResolver.fileURI(Self.fixture.path, isDirectory: true)
        #expect(run.stdout.contains("\"uri\": \"\(root)\""), "%SRCROOT% is the current directory")
        try expectGolden(
            "sarif.json", run.stdout.replacingOccurrences(of: "\"\(root)\"", with: "\"\(Self.sourceRootPlaceholder)\""))
    }

    @Test func buildTakesTheSameFormats() throws {
        let broken = try CLIRunner.run(
            ["build", "screens", "--format", "json", "--output", "/nonexistent/out.swift"], in: Self.fixture)
        #expect(broken.status == 1)
        #expect(broken.stdout == (try lint("json")).stdout)
        #expect(broken.stderr == Self.summary)

        let workspace = try Workspace(files: ["screens/app.yaml": Graphs.unreachable])
        let built = try workspace.run("build", "screens", "--format", "github")
        #expect(built.status == 0)
        #expect(
            built.stdout
                == "::warning file=screens/app.yaml,line=12,col=3,title=unreachable-screen::screen 'orphan' cannot be reached from any root\n"
        )
        #expect(built.stderr == "screengen: 3 screens, 1 transition, 1 warning → Screens.generated.swift\n")
        #expect(workspace.contents("Screens.generated.swift") != nil)
        let json = try workspace.run("build", "screens", "--format", "json", "-o", "Generated/")
        #expect(json.status == 0)
        #expect(json.stdout.hasPrefix("{\n  \"version\": 1,\n  \"diagnostics\": [\n"))
        #expect(json.stderr.hasPrefix("screengen: 3 screens, 1 transition, 1 warning → Generated/"))
    }

    @Test func badFormatsAndClashingOutputsExitTwo() throws {
        let bad = try lint("xml")
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("The value 'xml' is invalid for '--format <format>'"))
        #expect(bad.stderr.contains("'text', 'json', 'github' or 'sarif'"))
        let clash = try CLIRunner.run(["build", "screens", "--format", "sarif", "--output", "-"], in: Self.fixture)
        #expect(clash.status == 2)
        #expect(clash.stderr.contains("--format sarif writes to standard output, which --output - uses for the code"))
    }

    /// A folder entry skipped while reading (here a dangling link) is reported by every
    /// format, without a rule or a line.
    @Test func skippedEntriesAreReportedByEveryFormat() throws {
        let workspace = try Workspace(files: ["screens/app.yaml": Graphs.valid])
        try FileManager.default.createSymbolicLink(
            atPath: workspace.path("screens/gone.yaml"), withDestinationPath: "missing.yaml")
        let text = try workspace.run("lint", "screens")
        #expect(
            text.stderr
                == "screens/gone.yaml: warning: skipped: it is a symbolic link to nothing (its target does not exist)\n"
        )
        let github = try workspace.run("lint", "screens", "--format", "github", "--strict")
        #expect(github.status == 1)
        #expect(
            github.stdout
                == "::error file=screens/gone.yaml,title=screengen::skipped: it is a symbolic link to nothing (its target does not exist)\n"
        )
        let json = try workspace.run("lint", "screens", "--format", "json")
        #expect(
            json.stdout.contains(
                """
                    {
                      "file": "screens/gone.yaml",
                      "severity": "warning",
                      "message": "skipped: it is a symbolic link to nothing (its target does not exist)",
                      "notes": []
                    }
                """))
        #expect(json.stdout.contains("\"warnings\": 1,"))
        let sarif = try workspace.run("lint", "screens", "--format", "sarif")
        #expect(sarif.stdout.contains("\"toolExecutionNotifications\": ["))
        #expect(sarif.stdout.contains("\"results\": []"))
    }
}
