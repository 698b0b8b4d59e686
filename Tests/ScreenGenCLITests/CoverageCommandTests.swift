import Foundation
import Testing

@testable import screengen

/// `screengen coverage`: the Recipes example graph (Tests/Fixtures/Coverage/screens) with the
/// records of two known journeys (records/, written by GeneratedCodeTests'
/// `NavigationCoverageTests`), in every format byte for byte against expected/, and every way a
/// record can be wrong: malformed, foreign, missing, oversized, newer, of another version.
///
/// To accept a deliberate change: `SCREENGEN_UPDATE_GOLDEN=1 swift test --filter
/// CoverageCommandTests`, then review the diff.
struct CoverageCommandTests {
    static let fixture = PythonTools.repository.appendingPathComponent("Tests/Fixtures/Coverage")
        .resolvingSymlinksInPath()
    static let records = ["--record", "records/browsing.json", "records/cooking.json"]
    static let summary =
        "screengen: coverage from 2 records: transitions 12/15 (80.0 %), alert buttons 2/4 (50.0 %), deep links 1/2 (50.0 %), screens 11/12 (91.7 %), results 0/1 (0.0 %)\n"

    func coverage(_ arguments: String..., records: [String] = Self.records) throws -> CLIRunner.Run {
        try CLIRunner.run(["coverage", "screens"] + records + arguments, in: Self.fixture)
    }

    func expectGolden(_ name: String, _ actual: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = Self.fixture.appendingPathComponent("expected/\(name)")
        if ProcessInfo.processInfo.environment["SCREENGEN_UPDATE_GOLDEN"] == "1" {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: url)
            return
        }
        let committed = try String(contentsOf: url, encoding: .utf8)
        #expect(
            actual == committed, "\(name) differs: rerun with SCREENGEN_UPDATE_GOLDEN=1 and review the diff",
            sourceLocation: sourceLocation)
    }

    // MARK: Formats

    @Test func textIsFindingsOnStandardErrorAndTheTableOnStandardOutput() throws {
        let run = try coverage()
        #expect(run.status == 0)
        try expectGolden("text.txt", run.stderr)
        try expectGolden("text-stdout.txt", run.stdout)
        #expect(run.stdout.hasSuffix(Self.summary))
        #expect(
            run.stderr.contains(
                "screens/app.yaml:17:5: note: transition 'search' of set 'toolbar' (to 'search', sheet) was never taken from 'category' and 'favorites' (2 of the 3 screens that include it) [uncovered-transition]\nscreens/app.yaml:32:14: note: 'category' includes it here\n"
            ))
        // `--record a --record b` is `--record a b`.
        let repeated = try coverage(records: ["--record", "records/browsing.json", "--record", "records/cooking.json"])
        #expect(repeated.stdout == run.stdout && repeated.stderr == run.stderr)
    }

    @Test func jsonIsOneDocumentOnStandardOutput() throws {
        let run = try coverage("--format", "json")
        #expect(run.status == 0)
        #expect(run.stderr == Self.summary)
        try expectGolden("json.json", run.stdout)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let summary = try #require(document["summary"] as? [String: [String: Int]])
        #expect(summary["transitions"] == ["covered": 12, "total": 15])
        #expect(summary["screens"] == ["covered": 11, "total": 12])
        let diagnostics = try #require(document["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.count == 7)  // with the account editor's result, never answered
        #expect(Set(diagnostics.compactMap { $0["severity"] as? String }) == ["note"])
        let groups = try #require(document["groups"] as? [[String: Any]])
        #expect(groups.compactMap { $0["name"] as? String } == ["(top level)", "account", "recipe"])
    }

    @Test func githubIsOneNoticePerFinding() throws {
        let run = try coverage("--format", "github")
        #expect(run.status == 0)
        #expect(run.stderr == Self.summary)
        try expectGolden("github.txt", run.stdout)
        #expect(run.stdout.split(separator: "\n").allSatisfy { $0.hasPrefix("::notice file=screens/") })
    }

    @Test func sarifIsALogWithTheCoverageRules() throws {
        let run = try coverage("--format", "sarif")
        #expect(run.status == 0)
        #expect(run.stderr == Self.summary)
        let root = PathResolver.fileURI(Self.fixture.path, isDirectory: true)
        try expectGolden("sarif.json", run.stdout.replacingOccurrences(of: "\"\(root)\"", with: "\"file:///SRCROOT/\""))
        #expect(run.stdout.contains("\"id\": \"uncovered-transition\""))
        #expect(!run.stdout.contains("\"id\": \"duplicate-key\""), "lint's rules are not this log's")
        if PythonTools.hasPython, PythonTools.hasJSONSchema {
            try PythonTools.expectValid(run.stdout, schema: SARIFSchemaTests.schema)
        }
    }

    // MARK: --minimum

    @Test func minimumFailsBelowItOnTransitions() throws {
        #expect(try coverage("--minimum", "80").status == 0, "12/15 is 80 %")
        let below = try coverage("--minimum", "80.5", "--format", "json")
        #expect(below.status == 1)
        #expect(
            below.stderr == Self.summary
                + "screengen: error: 80.0 % of the transitions were taken, below the minimum of 80.5 %\n")
        #expect(try coverage("--minimum", "101").status == 2)
        let help = try CLIRunner.run(["coverage", "--help"], in: Self.fixture)
        let words = help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(
            words.contains("--minimum <percent> Exit 1 when less than this percentage of the transitions was taken"))
        #expect(
            words.contains(
                "Exit status: 0 the report is complete and meets --minimum; 1 transitions are below --minimum"))
    }

    // MARK: Bad records

    @Test func aRecordOfAnotherVersionIsReportedAndLeftOut() throws {
        let run = try coverage(records: ["--record", "records/stale.json", "records/cooking.json"])
        #expect(run.status == 1)
        let first = try #require(run.stderr.split(separator: "\n").first)
        #expect(
            first.hasPrefix(
                "records/stale.json:18:16: error: this is a record of another version of this graph (digest fnv1a64:0123456789abcdef; the graph's is fnv1a64:"
            ))
        #expect(
            first.hasSuffix("): left out of the counts; run the tests again to record this version [record-mismatch]"))
        #expect(run.stdout.hasSuffix("screens 8/12 (66.7 %), results 0/1 (0.0 %); 1 left out\n"))
        let json = try coverage("--format", "json", records: ["--record", "records/stale.json"])
        #expect(json.status == 1)
        #expect(json.stdout.contains("\"file\": \"records/stale.json\",\n      \"counted\": false"))
    }

    @Test func aMalformedRecordIsALocatedErrorAndNothingElse() throws {
        let run = try coverage(records: ["--record", "records/cooking.json", "records/malformed.json"])
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == "records/malformed.json:21:11: error: not JSON: unexpected end of file inside a string\n")
    }

    @Test func aForeignFileIsALocatedErrorAndNothingElse() throws {
        let run = try coverage(records: ["--record", "records/foreign.json"])
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(
            run.stderr
                == "records/foreign.json:1:1: error: not a screengen navigation record (it has no \"format\"); write one with ScreenNavigation's NavigationRecorder\n"
        )
    }

    @Test func aMissingRecordIsAnErrorAndNothingElse() throws {
        let run = try coverage(records: ["--record", "records/none.json"])
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == "records/none.json: error: no such file or directory: 'records/none.json'\n")
        let none = try CLIRunner.run(["coverage", "screens"], in: Self.fixture)
        #expect(none.status == 2)
        #expect(none.stderr.contains("give at least one navigation record: --record FILE…"))
    }

    @Test func oversizedNewerAndMisshapenRecordsAreLocatedErrors() throws {
        let workspace = try Workspace(files: [
            "newer.json": #"{"format": "screengen-navigation-record", "version": 2}"#,
            "shape.json":
                "{\"format\": \"screengen-navigation-record\", \"version\": 1,\n \"graph\": {\"route\": \"RecipesRoute\", \"digest\": \"x\"},\n \"transitions\": [{\"from\": \"browse\", \"count\": -1}]}",
            "array.json": "[1, 2]",
            "folder/.keep": "",
        ])
        // A sparse file past the limit: refused after reading one byte more than it allows.
        let big = FileManager.default.createFile(atPath: workspace.path("big.json"), contents: nil)
        #expect(big)
        let handle = try FileHandle(forWritingTo: workspace.url.appendingPathComponent("big.json"))
        try handle.truncate(atOffset: UInt64(65 << 20))
        try handle.close()
        let screens = Self.fixture.appendingPathComponent("screens").path
        func run(_ record: String) throws -> CLIRunner.Run {
            try workspace.run("coverage", screens, "--record", record)
        }
        let expected = [
            ("big.json", "big.json: error: larger than 64 MiB, which no navigation record is: not read"),
            ("newer.json", "newer.json:1:54: error: record version 2; this screengen reads version 1"),
            ("shape.json", "shape.json:3:46: error: \"count\" must be a whole number from 0 up"),
            (
                "array.json",
                "array.json:1:1: error: not a screengen navigation record (the document is a list, not an object); write one with ScreenNavigation's NavigationRecorder"
            ),
            ("folder", "folder: error: 'folder' is not a regular file"),
        ]
        for (file, message) in expected {
            let result = try run(file)
            #expect(result.status == 2, "\(file)")
            #expect(result.stdout.isEmpty, "\(file)")
            #expect(result.stderr == message + "\n")
        }
    }

    @Test func aGraphWithErrorsHasNoCoverage() throws {
        let workspace = try Workspace(files: ["screens/app.yaml": Graphs.broken])
        try FileManager.default.copyItem(
            at: Self.fixture.appendingPathComponent("records/cooking.json"),
            to: workspace.url.appendingPathComponent("cooking.json"))
        let run = try workspace.run("coverage", "screens", "--record", "cooking.json")
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("[unknown-screen]"))
        #expect(run.stderr.hasSuffix("screengen: the graph has 1 error: no coverage of a graph that does not build\n"))
    }
}
