import Foundation
import Testing

/// `--baseline` and `--write-baseline`: known findings stay hidden through edits that only
/// move them; new ones are reported; fixed ones leave an entry that is ignored.
struct BaselineTests {
    static let graph = """
        graph:
          root: home
        screens:
          home:
            view: HomeView
            transitions:
              open: detail
          detail:
            view: DetailView
          orphan:
            view: OrphanView
          drafts:
            view: DraftsView

        """

    static let written = """
        {
          "version": 1,
          "findings": [
            {"rule": "unreachable-screen", "file": "screens/app.yaml", "message": "screen 'drafts' cannot be reached from any root", "occurrence": 1},
            {"rule": "unreachable-screen", "file": "screens/app.yaml", "message": "screen 'orphan' cannot be reached from any root", "occurrence": 1}
          ]
        }

        """

    @Test func writtenFindingsStayHiddenWhenEditsMoveThem() throws {
        let workspace = try Workspace(files: ["screens/app.yaml": Self.graph])
        let write = try workspace.run("lint", "screens", "--strict", "--write-baseline", "baseline.json")
        #expect(write.status == 0)
        #expect(write.stdout == "screengen: wrote 2 findings to baseline.json\n")
        #expect(write.stderr == "")
        #expect(workspace.contents("baseline.json") == Self.written)

        let hidden = try workspace.run("lint", "screens", "--strict", "--baseline", "baseline.json")
        #expect(hidden.status == 0)
        #expect(hidden.stderr == "")
        #expect(hidden.stdout == "screengen: 4 screens, 1 transition, 0 errors, 0 warnings, 2 baselined\n")

        // Comments and blank lines above, screens reordered: every line number changes.
        let moved =
            "# The app's screens.\n\n# (edited)\n"
            + Self.graph
            .replacingOccurrences(
                of: "  orphan:\n    view: OrphanView\n  drafts:\n    view: DraftsView\n",
                with: "  drafts:\n    view: DraftsView\n\n  orphan:\n    view: OrphanView\n")
        try workspace.write("screens/app.yaml", moved)
        let afterEdit = try workspace.run(
            "lint", "screens", "--strict", "--baseline", "baseline.json", "--format", "json")
        #expect(afterEdit.status == 0)
        #expect(afterEdit.stdout.contains("\"diagnostics\": [],"))
        #expect(afterEdit.stdout.contains("\"baselined\": 2"))

        // From another directory, with another spelling of the same paths.
        let elsewhere = try CLIRunner.run(
            ["lint", "./", "--strict", "--baseline", "../baseline.json"],
            in: workspace.url.appendingPathComponent("screens"))
        #expect(elsewhere.status == 0)
        #expect(elsewhere.stderr == "")
    }

    @Test func aNewFindingIsReportedAndAFixedOneIsIgnored() throws {
        let workspace = try Workspace(files: ["screens/app.yaml": Self.graph, "baseline.json": Self.written])
        try workspace.write("screens/app.yaml", Self.graph + "  archive:\n    view: ArchiveView\n")
        let added = try workspace.run("lint", "screens", "--strict", "--baseline", "baseline.json")
        #expect(added.status == 1)
        #expect(
            added.stderr
                == "screens/app.yaml:14:3: error: screen 'archive' cannot be reached from any root [unreachable-screen]\n"
        )
        #expect(added.stdout == "screengen: 5 screens, 1 transition, 1 error, 0 warnings, 2 baselined\n")

        // 'orphan' fixed: its entry matches nothing and is ignored.
        try workspace.write(
            "screens/app.yaml", Self.graph.replacingOccurrences(of: "  orphan:\n    view: OrphanView\n", with: ""))
        let fixed = try workspace.run("lint", "screens", "--strict", "--baseline", "baseline.json")
        #expect(fixed.status == 0)
        #expect(fixed.stderr == "")
        #expect(fixed.stdout == "screengen: 3 screens, 1 transition, 0 errors, 0 warnings, 1 baselined\n")
    }

    @Test func buildGeneratesCodeWhenOnlyStrictWarningsAreBaselined() throws {
        let workspace = try Workspace(files: ["screens/app.yaml": Self.graph, "baseline.json": Self.written])
        let build = try workspace.run("build", "screens", "--strict", "--baseline", "baseline.json")
        #expect(build.status == 0)
        #expect(
            build.stdout == "screengen: 4 screens, 1 transition, 0 warnings, 2 baselined → Screens.generated.swift\n")
        #expect(workspace.contents("Screens.generated.swift") != nil)
    }

    @Test func aBaselinedErrorStillStopsBuildButNotLint() throws {
        let workspace = try Workspace(files: ["screens/app.yaml": Graphs.broken])
        #expect(try workspace.run("lint", "screens", "--write-baseline", "baseline.json").status == 0)
        let lint = try workspace.run("lint", "screens", "--baseline", "baseline.json")
        #expect(lint.status == 0)
        #expect(lint.stdout == "screengen: 2 screens, 0 transitions, 0 errors, 0 warnings, 1 baselined\n")
        let build = try workspace.run("build", "screens", "--baseline", "baseline.json")
        #expect(build.status == 1)
        #expect(
            build.stderr == """
                error: the baseline hides errors, but no code is generated from a graph with errors
                screengen: 2 screens, 0 transitions, 0 errors, 0 warnings, 1 baselined

                """)
        #expect(workspace.contents("Screens.generated.swift") == nil)
    }

    @Test func anUnreadableOrMalformedBaselineExitsTwo() throws {
        let workspace = try Workspace(files: [
            "screens/app.yaml": Graphs.valid, "bad.json": "{\"version\": 1, \"findings\": [{\"rule\": 3}]}",
        ])
        let missing = try workspace.run("lint", "screens", "--baseline", "nowhere.json")
        #expect(missing.status == 2)
        #expect(missing.stderr == "error: cannot read baseline 'nowhere.json'\n")
        let bad = try workspace.run("lint", "screens", "--baseline", "bad.json")
        #expect(bad.status == 2)
        #expect(bad.stderr.hasPrefix("error: baseline 'bad.json' is not a screengen baseline: finding 1 needs"))
        let unwritable = try workspace.run("lint", "screens", "--write-baseline", "no/such/dir/baseline.json")
        #expect(unwritable.status == 2)
        #expect(unwritable.stderr.hasPrefix("error: cannot write baseline 'no/such/dir/baseline.json'"))
    }
}
