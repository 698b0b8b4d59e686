import Foundation
import Testing

/// #33, round three: inputs made to hang the tool, flood its output or forge its lines. Every
/// hang is bounded by a generous timeout the old tool blows far past (it never ended).
@Suite struct HostileInputTests {
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
}
