import Foundation
import Testing

/// `screengen dump` and `screengen diff` as a user runs them: the dumps of the example graphs
/// against committed golden files (Tests/Fixtures/Dumps), and diff's output, formats and exit
/// status. The classification itself is tested class by class in GraphDiffTests.
///
/// To accept a deliberate change: `SCREENGEN_UPDATE_GOLDEN=1 swift test --filter
/// DumpDiffCommandTests`, then review the diff.
struct DumpDiffCommandTests {
    static let repository = PythonTools.repository
    static let dumps = repository.appendingPathComponent("Tests/Fixtures/Dumps")

    static let graph = Graphs.valid

    @Test(arguments: [("screens", "screens"), ("DeepLinkCases", "Tests/GeneratedExamples/DeepLinkCases/screens")])
    func dumpMatchesTheGoldenFile(name: String, folder: String) throws {
        let run = try CLIRunner.run(["dump", folder], in: Self.repository)
        #expect(run.status == 0, "\(run.stderr)")
        let url = Self.dumps.appendingPathComponent(name + ".dump")
        if ProcessInfo.processInfo.environment["SCREENGEN_UPDATE_GOLDEN"] == "1" {
            try FileManager.default.createDirectory(at: Self.dumps, withIntermediateDirectories: true)
            try Data(run.stdout.utf8).write(to: url)
            return
        }
        #expect(
            run.stdout == (try String(contentsOf: url, encoding: .utf8)),
            "rerun with SCREENGEN_UPDATE_GOLDEN=1 and review the diff")
    }

    @Test func aGraphAgainstItsOwnDumpHasNoChanges() throws {
        let run = try CLIRunner.run(["diff", "Tests/Fixtures/Dumps/screens.dump", "screens"], in: Self.repository)
        #expect(run.status == 0)
        #expect(run.stdout == "")
        #expect(run.stderr == "screengen diff: 0 breaking changes, 0 compatible, 0 additive\n")
    }

    @Test func aBreakingChangeExitsOneUnlessAllowed() throws {
        let workspace = try Workspace(files: [
            "old/app.yaml": Self.graph,
            "new/app.yaml": Self.graph
                .replacingOccurrences(of: "view: DetailView", with: "view: DetailView\n    title: Details")
                .replacingOccurrences(of: "id: Int", with: "id: String"),
        ])
        let run = try workspace.run("diff", "old", "new")
        #expect(run.status == 1)
        #expect(
            run.stdout == """
                breaking: changed param detail id: Int → String
                    saved state holding a Int no longer decodes, and code that passes one no longer compiles
                additive: added title detail Details
                    new: nothing from before depends on it

                """)
        #expect(run.stderr == "screengen diff: 1 breaking change, 0 compatible, 1 additive\n")
        #expect(try workspace.run("diff", "old", "new", "--allow-breaking").status == 0)
    }

    @Test func aSavedDumpIsTheOldSide() throws {
        let workspace = try Workspace(files: ["screens/app.yaml": Self.graph])
        let dump = try workspace.run("dump", "screens")
        #expect(dump.status == 0)
        try workspace.write("navigation.dump", dump.stdout)
        try workspace.write(
            "screens/app.yaml",
            Self.graph.replacingOccurrences(
                of: "      open: detail\n", with: "      open: detail\n      about: about\n")
                + "  about:\n    view: AboutView\n")
        let run = try workspace.run("diff", "navigation.dump", "screens", "--format", "json")
        #expect(run.status == 0, "\(run.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let changes = try #require(json["changes"] as? [[String: Any]])
        #expect(changes.map { $0["kind"] as? String } == ["screen"])
        #expect(changes.first?["impact"] as? String == "additive")
        #expect(changes.first?["key"] as? [String] == ["about"])
        #expect((json["summary"] as? [String: Int]) == ["breaking": 0, "compatible": 0, "additive": 1])
    }

    @Test func aMalformedDumpIsALocatedErrorWithStatusTwo() throws {
        let workspace = try Workspace(files: [
            "screens/app.yaml": Self.graph,
            "old.dump": "# screengen dump 1\nroots home\nscren home view\n",
        ])
        let run = try workspace.run("diff", "old.dump", "screens")
        #expect(run.status == 2)
        #expect(run.stderr == "old.dump:3: error: unknown fact kind 'scren'; did you mean 'screen'?\n")
        #expect(run.stdout == "")
    }

    @Test func aGraphWithErrorsIsReportedWithStatusOne() throws {
        let workspace = try Workspace(files: [
            "screens/app.yaml": Self.graph.replacingOccurrences(of: "open: detail", with: "open: detial")
        ])
        for arguments in [["dump", "screens"], ["diff", "screens", "screens"]] {
            let run = try CLIRunner.run(arguments, in: workspace.url)
            #expect(run.status == 1)
            #expect(run.stdout == "")
            #expect(run.stderr.contains("error: transition 'open' targets unknown screen 'detial'"), "\(run.stderr)")
        }
    }
}

extension DumpDiffCommandTests {
    /// The example of the DocC article "Breaking changes: dump and diff" is what the tool prints
    /// for the edit it describes.
    @Test func theArticlesExampleIsTheToolsOutput() throws {
        var files: [String: String] = [:]
        for name in ["app.yaml", "chat.yaml", "contacts.yaml"] {
            files["screens/" + name] = try String(
                contentsOf: Self.repository.appendingPathComponent("screens/" + name), encoding: .utf8)
        }
        let workspace = try Workspace(files: files)
        let dump = try workspace.run("dump", "screens")
        #expect(dump.status == 0)
        try workspace.write("navigation.dump", dump.stdout)
        func edit(_ file: String, _ old: String, _ new: String) throws {
            let text = try #require(files["screens/" + file])
            #expect(text.components(separatedBy: old).count == 2, "'\(old)' is no longer in screens/\(file)")
            files["screens/" + file] = text.replacingOccurrences(of: old, with: new)
            try workspace.write("screens/" + file, files["screens/" + file]!)
        }
        try edit(
            "app.yaml", "      compose: { to: chat.compose, style: sheet }",
            "      newMessage: { to: chat.compose, style: sheet }")
        try edit(
            "app.yaml", "      displayName: { type: String, default: \"\" }",
            "      displayName: { type: String, default: \"\" }\n      bio: { type: String, default: \"\" }")
        try edit("contacts.yaml", "      filter: \"String?\"", "      filter: \"String?\"\n      sort: \"Int?\"")
        let run = try workspace.run("diff", "navigation.dump", "screens")
        #expect(run.status == 1)

        let article = try String(
            contentsOf: Self.repository.appendingPathComponent("Sources/screengen/Documentation.docc/Graph-Changes.md"),
            encoding: .utf8)
        let intro = try #require(article.range(of: "### Output and exit status"))
        let open = try #require(article.range(of: "```text\n", range: intro.upperBound..<article.endIndex))
        let close = try #require(article.range(of: "```\n", range: open.upperBound..<article.endIndex))
        #expect(String(article[open.upperBound..<close.lowerBound]) == run.stdout + run.stderr)
        let after = article[close.upperBound...]
        #expect(after.contains("after renaming the `compose` action"), "the block is no longer the one described")
    }
}
