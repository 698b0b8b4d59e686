import Foundation
import Testing

/// #33, round three: inputs made to hang the tool, flood its output or forge its lines. Every
/// hang is bounded by a generous timeout the old tool blows far past (it never ended).
@Suite struct HostileInputTests {
    /// A diamond of links: each level's folder has two links to the next one. Every path
    /// through it is 2^24 folders; each real folder is read once, the second link skipped.
    @Test func aDiamondOfLinksIsWalkedOnceAFolder() throws {
        let workspace = try Workspace(files: ["screens/app.yaml": Graphs.valid])
        let levels = 24
        for level in 0...levels {
            try FileManager.default.createDirectory(
                atPath: workspace.path("levels/\(level)"), withIntermediateDirectories: true)
        }
        for level in 0..<levels {
            for name in ["a", "b"] {
                try FileManager.default.createSymbolicLink(
                    atPath: workspace.path("levels/\(level)/\(name)"), withDestinationPath: "../\(level + 1)")
            }
        }
        try FileManager.default.createSymbolicLink(
            atPath: workspace.path("screens/entry"), withDestinationPath: "../levels/0")
        let run = try workspace.run(timeout: 120, "lint", "screens")
        #expect(run.status == 0, "\(run.status): \(run.stderr.prefix(500))")
        let lines = run.stderr.split(separator: "\n")
        #expect(lines.count == levels, "one skipped second link a level")
        // Deepest first: a second link is reached once the first one's folders are read.
        var path = "screens/entry"
        for line in lines.reversed() {
            #expect(
                line
                    == "\(path)/b: warning: skipped: it is a folder already read as '\(path)/a' (through a symbolic link)"
            )
            path += "/a"
        }
        #expect(run.stdout == "screengen: 2 screens, 1 transition, 0 errors, \(levels) warnings\n")
    }

    /// A folder too deep is skipped with a warning (an error under --strict), not walked.
    @Test func theWalkStopsAtItsDepthLimit() throws {
        let deep = Array(repeating: "f", count: 40).joined(separator: "/")
        let workspace = try Workspace(files: ["screens/app.yaml": Graphs.valid, "screens/\(deep)/more.yaml": "x: 1\n"])
        let run = try workspace.run(timeout: 120, "lint", "screens", "--strict")
        let shown = "screens/" + Array(repeating: "f", count: 33).joined(separator: "/")
        #expect(run.status == 1)
        #expect(
            run.stderr
                == "\(shown): error: skipped: it is more than 32 folders below the graph's folder: not read\n")
    }

    /// A link to /proc or /sys (endless through their own links) ends, its skips reported.
    @Test(arguments: ["/proc", "/sys"])
    func aLinkToASystemFolderEnds(_ target: String) throws {
        guard FileManager.default.fileExists(atPath: target) else { return }
        let workspace = try Workspace(files: ["screens/app.yaml": Graphs.valid])
        try FileManager.default.createSymbolicLink(
            atPath: workspace.path("screens/system"), withDestinationPath: target)
        let run = try workspace.run(timeout: 120, "lint", "screens")
        // It may reach YAML files of other processes' folders (/proc/N/cwd): errors, not a hang.
        #expect([0, 1].contains(run.status), "\(run.status): \(run.stderr.suffix(500))")
        #expect(run.stdout.hasPrefix("screengen: "))
    }

    /// The text format names a skipped entry as the path was given (#33 item 11), as the
    /// machine formats and the diagnostics do.
    @Test func aSkippedEntryIsNamedAsThePathWasGiven() throws {
        let workspace = try Workspace(files: ["deep/er/screens/app.yaml": Graphs.valid])
        try FileManager.default.createSymbolicLink(
            atPath: workspace.path("deep/er/screens/gone.yaml"), withDestinationPath: "removed.yaml")
        let run = try workspace.run("lint", "deep/er/screens")
        #expect(run.status == 0)
        #expect(
            run.stderr
                == "deep/er/screens/gone.yaml: warning: skipped: it is a symbolic link to nothing (its target does not exist)\n"
        )
    }

    /// An 8 MiB title: breaking its literal into lines of 120 columns is linear in its length
    /// (it was quadratic: 4 MiB took 21 s, 8 MiB 91 s in a release build; now seconds in debug).
    @Test func aHugeTitleBuildsInLinearTime() throws {
        let title = Array(repeating: "word", count: 8 << 20 / 5).joined(separator: " ")
        let workspace = try Workspace(files: [
            "app.yaml": "graph:\n  root: home\nscreens:\n  home:\n    view: HomeView\n    title: \"\(title)\"\n"
        ])
        let run = try workspace.run(timeout: 60, "build", "app.yaml", "-o", "out.swift")
        #expect(run.status == 0, "\(run.status): \(run.stderr.prefix(500))")
        let lines = try #require(workspace.contents("out.swift")).split(separator: "\n")
        #expect(lines.allSatisfy { $0.utf8.count <= 120 })
    }

    /// 20,000 files with a diagnostic each: the end-of-file clamp is one pass over the
    /// diagnostics, not one a file (that took 29 s in a release build).
    @Test func manyFilesWithADiagnosticEachAreLinear() throws {
        let count = 20_000
        var files: [String: String] = ["screens/app.yaml": Graphs.valid]
        for index in 0..<count { files["screens/f\(index).yaml"] = "x\(index): 1\n" }
        let workspace = try Workspace(files: files)
        let run = try workspace.run(timeout: 120, "lint", "screens", "--format", "json")
        #expect(run.status == 1, "\(run.status): \(run.stderr.prefix(500))")
        #expect(run.stderr.hasPrefix("screengen: 2 screens, 1 transition, \(count) errors"))
    }

    /// Strings from a record are escaped in every format of `coverage` (#33 item 10): a line
    /// break in one cannot forge a `file:line: error:` line, ESC never reaches the terminal.
    @Test(arguments: ["text", "github", "json", "sarif"])
    func recordStringsCannotForgeLines(_ format: String) throws {
        let evil = "X\\nscreens/app.yaml:1:1: error: forged\\u001B[2K\\u202E"
        let workspace = try Workspace(files: [
            "record.json": """
            {"format": "screengen-navigation-record", "version": 1,
             "graph": {"route": "\(evil)", "digest": "x"},
             "transitions": [], "alertButtons": [], "deepLinks": [], "screens": {}}
            """,
            "key.json": "{\"format\": 1, \"\(evil)\": 2, \"\(evil)\": 3}",
        ])
        let screens = CoverageCommandTests.fixture.appendingPathComponent("screens").path
        let run = try workspace.run("coverage", screens, "--record", "record.json", "--format", format)
        #expect(run.status == 1, "\(run.stderr)")
        let output = run.stdout + run.stderr
        #expect(!output.contains("\u{1B}") && !output.contains("\u{202E}"), "\(output)")
        #expect(!output.split(separator: "\n").contains { $0.hasPrefix("screens/app.yaml:1:1") }, "\(output)")
        #expect(output.contains("record of 'X"), "\(output)")
        // A record that is no record: its located error quotes the key, on one line.
        let key = try workspace.run("coverage", screens, "--record", "key.json", "--format", format)
        #expect(key.status == 2)
        #expect(key.stderr.split(separator: "\n").count == 1, "\(key.stderr)")
        #expect(!key.stderr.contains("\u{1B}") && !key.stderr.contains("\u{202E}"))
    }

    /// A file of one repeated key: at most 100 diagnostics of a file are printed, in every
    /// format, with how many more there are; the counts and the exit status stay whole.
    @Test(arguments: ["text", "json", "github", "sarif"])
    func diagnosticsAreCappedPerFile(_ format: String) throws {
        let workspace = try Workspace(files: ["app.yaml": String(repeating: "a: 1\n", count: 5_000)])
        let run = try workspace.run(timeout: 120, "lint", "app.yaml", "--format", format)
        #expect(run.status == 1)
        let output = run.stdout + run.stderr
        #expect(output.contains("… and 4,900 more errors in this file, not shown (at most 100 a file)"))
        #expect(output.contains("screengen: 0 screens, 0 transitions, 5000 errors, 0 warnings"))
        #expect(output.utf8.count < 300_000, "\(output.utf8.count) bytes")
        #expect(!output.contains("app.yaml:102:1"))
        if format == "text" {
            // 100 errors (an unknown key, 99 duplicates with their note), the line of the rest.
            #expect(run.stderr.split(separator: "\n").count == 200)
            #expect(
                run.stderr.hasSuffix(
                    "app.yaml: note: … and 4,900 more errors in this file, not shown (at most 100 a file)\n"))
        }
    }

    /// 1,050 files with an error each: at most 1,000 diagnostics a run are printed.
    @Test(arguments: ["text", "json"])
    func diagnosticsAreCappedPerRun(_ format: String) throws {
        var files: [String: String] = [:]
        for index in 0..<1_050 { files["screens/f\(1_000 + index).yaml"] = "x: [\n" }
        let workspace = try Workspace(files: files)
        let run = try workspace.run(timeout: 120, "lint", "screens", "--format", format)
        #expect(run.status == 1)
        let output = run.stdout + run.stderr
        #expect(output.contains("… and 50 more errors in 50 files, not shown (at most 1,000 a run)"))
        #expect(output.contains("1050 errors"))
        #expect(!output.contains("screens/f2000.yaml"))
        #expect(output.contains("screens/f1999.yaml"))
    }

    /// A file flooding several rules is printed as if every diagnostic were kept, while the tool
    /// keeps only the first 100 of each rule a file (#33 item 7's memory): the first lines
    /// located and in order, every "… and N more" exact, all counted, exit 1. A baseline still
    /// records and hides every finding.
    @Test func floodedFilesPrintAndCountAsBefore() throws {
        var flood = ""
        for index in 0..<3_000 { flood += "k\(index): 1\n" }  // 3,000 unknown keys
        flood += String(repeating: "a: 1\n", count: 2_000)  // one more, then 1,999 duplicates
        var files = ["screens/a.yaml": flood, "screens/b.yaml": "x: [\n"]
        // Ten more files of 201 errors each: the run's cap of 1,000 cuts the tenth and after.
        for index in 0..<10 { files["screens/f\(index).yaml"] = String(repeating: "a: 1\n", count: 201) }
        let workspace = try Workspace(files: files)
        let run = try workspace.run(timeout: 120, "lint", "screens")
        #expect(run.status == 1)
        let lines = run.stderr.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(
            lines.first
                == "screens/a.yaml:1:1: error: unknown key 'k0' in the top level of a screens file [unknown-key]")
        #expect(
            lines.contains(
                "screens/a.yaml:100:1: error: unknown key 'k99' in the top level of a screens file [unknown-key]"))
        #expect(!run.stderr.contains("screens/a.yaml:101:1"))
        #expect(
            lines.contains("screens/a.yaml: note: … and 4,900 more errors in this file, not shown (at most 100 a file)")
        )
        #expect(lines.contains { $0.hasPrefix("screens/b.yaml:") && $0.contains("[yaml-syntax]") })
        for index in 0..<8 {
            #expect(lines.contains("screens/f\(index).yaml:100:1: error: duplicate key 'a' in mapping [duplicate-key]"))
            #expect(
                lines.contains(
                    "screens/f\(index).yaml: note: … and 101 more errors in this file, not shown (at most 100 a file)"))
        }
        // 100 + 1 + 8 × 100 shown; f8 is cut to 99 by the run's cap, f9 wholly.
        #expect(lines.contains("screens/f8.yaml:99:1: error: duplicate key 'a' in mapping [duplicate-key]"))
        #expect(!run.stderr.contains("screens/f8.yaml:100:1") && !run.stderr.contains("screens/f9.yaml:"))
        #expect(lines.contains("screengen: note: … and 303 more errors in 2 files, not shown (at most 1,000 a run)"))
        #expect(run.stdout == "screengen: 0 screens, 0 transitions, 7011 errors, 0 warnings\n")
        let json = try workspace.run(timeout: 120, "lint", "screens", "--format", "json")
        #expect(
            json.stdout.contains("\"errors\" : 7011") || json.stdout.contains("\"errors\": 7011"),
            "\(json.stdout.suffix(300))")
        // A baseline records every finding, and hides every one.
        let write = try workspace.run(timeout: 120, "lint", "screens", "--write-baseline", "baseline.json")
        #expect(write.status == 0)
        #expect(write.stdout.contains("wrote 7011 findings"), "\(write.stdout)")
        let hidden = try workspace.run(timeout: 120, "lint", "screens", "--baseline", "baseline.json")
        #expect(hidden.status == 0, "\(hidden.stderr.prefix(300))")
        #expect(hidden.stdout.contains("0 errors") && hidden.stdout.contains("7011 baselined"), "\(hidden.stdout)")
    }
}
