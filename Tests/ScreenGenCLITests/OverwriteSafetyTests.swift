import Foundation
import Testing

/// The tool writes only where nothing is or over a file it wrote itself (#33): never over an
/// input, a hand-written file, a special file or a file the user cannot write. A refusal is
/// exit status 2 with the reason, and nothing is touched.
struct OverwriteSafetyTests {
    static let handWritten = "import UIKit\n\n@main final class AppDelegate: UIResponder {}\n"

    // MARK: --write-baseline

    @Test func aBaselineIsNeverWrittenOverAnInputFile() throws {
        let workspace = try Workspace(files: ["screens/app.yaml": Graphs.unreachable])
        let run = try workspace.run("lint", "screens/", "--write-baseline", "screens/app.yaml")
        #expect(run.status == 2)
        #expect(run.stderr == "error: refusing to write baseline 'screens/app.yaml': it is one of the input files\n")
        #expect(workspace.contents("screens/app.yaml") == Graphs.unreachable)
        #expect(try entries(workspace, "screens") == ["app.yaml"])
    }

    @Test func aBaselineIsNeverWrittenOverAFileScreengenDidNotWrite() throws {
        let workspace = try Workspace(files: ["screens/app.yaml": Graphs.unreachable, "notes.json": "{\"mine\": 1}\n"])
        let run = try workspace.run("lint", "screens/", "--write-baseline", "notes.json")
        #expect(run.status == 2)
        #expect(
            run.stderr
                == "error: refusing to write baseline 'notes.json': it exists and is not a file screengen wrote; move it away or choose another path\n"
        )
        #expect(workspace.contents("notes.json") == "{\"mine\": 1}\n")

        // Through a symbolic link: its target is the user's file, and stays as it was.
        try FileManager.default.createSymbolicLink(
            atPath: workspace.path("link.json"), withDestinationPath: "notes.json")
        let linked = try workspace.run("lint", "screens/", "--write-baseline", "link.json")
        #expect(linked.status == 2)
        #expect(workspace.contents("notes.json") == "{\"mine\": 1}\n")
        let attributes = try FileManager.default.attributesOfItem(atPath: workspace.path("link.json"))
        #expect(attributes[.type] as? FileAttributeType == .typeSymbolicLink)
    }

    @Test func aBaselineIsNeverWrittenOverASpecialFile() throws {
        let workspace = try Workspace(files: ["screens/app.yaml": Graphs.unreachable])
        #expect(mkfifo(workspace.path("fifo.json"), 0o644) == 0)
        let fifo = try workspace.run("lint", "screens/", "--write-baseline", "fifo.json")
        #expect(fifo.status == 2)
        #expect(fifo.stderr == "error: refusing to write baseline 'fifo.json': it is not a regular file\n")
        #expect(kind(workspace.path("fifo.json")) == S_IFIFO)

        // A device node of the test's own, never the machine's /dev/null (which the unfixed
        // tool replaced when run as root). Making one needs root, which CI is.
        guard getuid() == 0 else {
            if ProcessInfo.processInfo.environment["CI"] == "true" {
                Issue.record("CI must run as root to check that a device node is never replaced")
            } else {
                print("skipped: the device-node part of aBaselineIsNeverWrittenOverASpecialFile needs root")
            }
            return
        }
        // Device 1:3, as /dev/null (glibc's makedev for small numbers: major << 8 | minor; the
        // macro is not imported into Swift).
        #expect(mknod(workspace.path("null.json"), S_IFCHR | 0o666, dev_t(1 << 8 | 3)) == 0)
        let device = try workspace.run("lint", "screens/", "--write-baseline", "null.json")
        #expect(device.status == 2)
        #expect(device.stderr == "error: refusing to write baseline 'null.json': it is not a regular file\n")
        #expect(kind(workspace.path("null.json")) == S_IFCHR)
    }

    @Test func aBaselineReplacesABaselineOrAnEmptyFileAndKeepsItsMode() throws {
        let workspace = try Workspace(files: ["screens/app.yaml": Graphs.unreachable, "empty.json": ""])
        let first = try workspace.run("lint", "screens/", "--write-baseline", "baseline.json")
        #expect(first.status == 0)
        #expect(chmod(workspace.path("baseline.json"), 0o600) == 0)
        try workspace.write("screens/app.yaml", Graphs.valid)
        let second = try workspace.run("lint", "screens/", "--write-baseline", "baseline.json")
        #expect(second.status == 0)
        #expect(second.stdout == "screengen: wrote 0 findings to baseline.json\n")
        #expect(mode(workspace.path("baseline.json")) == 0o600)
        #expect(try workspace.run("lint", "screens/", "--write-baseline", "empty.json").status == 0)
        #expect(workspace.contents("empty.json")?.hasPrefix("{\n  \"version\": 1") == true)
    }

    @Test func anOversizedBaselineIsRefusedUnread() throws {
        let workspace = try Workspace(files: ["screens/app.yaml": Graphs.valid, "huge.json": "{"])
        // Sparse: 2 GiB on paper. Read whole, it took 2.1 GB of memory.
        #expect(truncate(workspace.path("huge.json"), 2 << 30) == 0)
        let run = try workspace.runLimited("lint screens/ --baseline huge.json")
        #expect(run.status == 2)
        #expect(
            run.stderr
                == "error: baseline 'huge.json' is 2147483648 bytes, larger than the limit of 16777216 bytes\n")
    }

    // MARK: build --output

    @Test func generatedCodeIsNeverWrittenOverHandWrittenCode() throws {
        let workspace = try Workspace(files: [
            "screens/app.yaml": Graphs.valid, "AppDelegate.swift": Self.handWritten,
            "out/Screens.generated.swift": Self.handWritten,
        ])
        let file = try workspace.run("build", "screens/", "--output", "AppDelegate.swift")
        #expect(file.status == 2)
        #expect(
            file.stderr
                == "error: refusing to write 'AppDelegate.swift': it exists and screengen did not write it (it does not begin with '// Generated by screengen'); move it away or choose another path\n"
        )
        #expect(workspace.contents("AppDelegate.swift") == Self.handWritten)

        // A directory: every destination is checked first, so nothing at all is written.
        let directory = try workspace.run("build", "screens/", "--output", "out/")
        #expect(directory.status == 2)
        #expect(directory.stderr.hasPrefix("error: refusing to write 'out/Screens.generated.swift': it exists and"))
        #expect(workspace.contents("out/Screens.generated.swift") == Self.handWritten)
        #expect(try entries(workspace, "out") == ["Screens.generated.swift"])

        // An empty file holds nothing to lose (a placeholder an Xcode project refers to).
        try workspace.write("Empty.swift", "")
        #expect(try workspace.run("build", "screens/", "--output", "Empty.swift").status == 0)
        #expect(workspace.contents("Empty.swift")?.hasPrefix("// Generated by screengen") == true)
    }

    @Test func aReplacedOutputKeepsItsModeOrIsRefusedWhenTheUserCannotWriteIt() throws {
        let workspace = try Workspace(files: ["screens/app.yaml": Graphs.valid])
        #expect(try workspace.run("build", "screens/", "--output", "Routes.swift").status == 0)
        #expect(chmod(workspace.path("Routes.swift"), 0o444) == 0)
        try workspace.write("screens/app.yaml", Graphs.unreachable)
        let run = try workspace.run("build", "screens/", "--output", "Routes.swift")
        if getuid() == 0 {
            // Root may write any file: the new one keeps the replaced one's mode (it became 644).
            #expect(run.status == 0)
            #expect(workspace.contents("Routes.swift")?.contains("orphan") == true)
            #expect(mode(workspace.path("Routes.swift")) == 0o444)
        } else {
            #expect(run.status == 2)
            #expect(run.stderr == "error: refusing to write 'Routes.swift': Permission denied\n")
            #expect(workspace.contents("Routes.swift")?.contains("orphan") == false)
        }
    }

    @Test func aHugeStaleOutputIsComparedWithoutBeingReadWhole() throws {
        let workspace = try Workspace(files: [
            "screens/app.yaml": Graphs.valid, "Routes.swift": "// Generated by screengen 0.0.1\n",
        ])
        // Sparse: 3 GiB on paper. Read whole to compare, it took 3.1 GB of memory.
        #expect(truncate(workspace.path("Routes.swift"), 3 << 30) == 0)
        let run = try workspace.runMeasuringMemory([
            "build", workspace.path("screens/"), "--output", workspace.path("Routes.swift"),
        ])
        #expect(run.status == 0)
        // The child's peak counts the test runner's at the spawn (Linux keeps it across exec).
        #expect(run.peakKilobytes < 1_000_000)
        let size = try FileManager.default.attributesOfItem(atPath: workspace.path("Routes.swift"))[.size] as? Int
        #expect(size.map { $0 < 1 << 20 } == true)
    }

    /// The DocC article Command-Line.md says the next run removes what a killed run left; it did
    /// only when the output changed.
    @Test func temporaryFilesOfAKilledRunAreRemovedWhenTheOutputIsUnchanged() throws {
        let workspace = try Workspace(files: ["screens/app.yaml": Graphs.valid])
        #expect(try workspace.run("build", "screens").status == 0)
        let abandoned = ".Screens.generated.swift.screengen-2147483646.tmp"
        try workspace.write(abandoned, "half a fi")
        let run = try workspace.run("build", "screens")
        #expect(run.status == 0)
        #expect(run.stdout.hasSuffix("(unchanged)\n"))
        #expect(workspace.contents(abandoned) == nil)
    }

    private func entries(_ workspace: Workspace, _ folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: workspace.path(folder)).sorted()
    }

    private func kind(_ path: String) -> mode_t {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : 0
    }

    private func mode(_ path: String) -> mode_t {
        var info = stat()
        return stat(path, &info) == 0 ? info.st_mode & 0o7777 : 0
    }
}

extension Workspace {
    /// Runs the tool under a 1 GB address-space limit (`ulimit -v`): reading a multi-gigabyte
    /// file whole fails there.
    func runLimited(_ arguments: String) throws -> CLIRunner.Run {
        try CLIRunner.run(
            ["-c", "ulimit -v 1000000 && exec \"$0\" \(arguments)", CLIRunner.tool.path], in: url,
            executable: URL(fileURLWithPath: "/bin/sh"))
    }

    /// Runs the tool (paths in `arguments` absolute), its output discarded, and returns its exit
    /// status and peak resident memory (`wait4`'s `ru_maxrss`, of this child alone).
    func runMeasuringMemory(_ arguments: [String]) throws -> (status: Int32, peakKilobytes: Int) {
        let argv = [CLIRunner.tool.path] + arguments
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var pointers = argv.map { strdup($0) }
        pointers.append(nil)
        defer { pointers.forEach { free($0) } }
        var child: pid_t = 0
        let spawned = posix_spawn(&child, argv[0], &actions, nil, pointers, environ)
        guard spawned == 0 else { throw CocoaError(.fileReadUnknown) }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(child, &status, 0, &usage) < 0, errno == EINTR {}
        let exited = status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        return (exited, usage.ru_maxrss)
    }
}
