import Foundation

/// Runs the built `screengen` binary the way a user or a build does, and captures what it says.
struct CLIRunner {
    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The products directory holds the test bundle and the tool side by side.
    static let tool: URL = {
        // Another build of the tool (an older commit's, to see a new test fail before its fix).
        if let other = ProcessInfo.processInfo.environment["SCREENGEN_CLI_TESTS_TOOL"] {
            return URL(fileURLWithPath: other)
        }
        let directory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent()
        var candidate = directory
        // On Linux argv[0] is the test executable inside the products directory; on macOS it
        // is inside an .xctest bundle a few levels down.
        for _ in 0..<4 {
            let tool = candidate.appendingPathComponent("screengen")
            if FileManager.default.isExecutableFile(atPath: tool.path) { return tool }
            candidate = candidate.deletingLastPathComponent()
        }
        return directory.appendingPathComponent("screengen")
    }()

    /// `timeout`: seconds after which the tool is killed (its status is then 128 + SIGKILL): a
    /// test of a hang bounds it generously, so an old tool that never ends fails, not hangs.
    static func run(_ arguments: [String], in directory: URL, executable: URL = tool, timeout: Double? = nil) throws
        -> Run
    {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        if let timeout {
            let pid = process.processIdentifier
            DispatchQueue.global().asyncAfter(deadline: .now() + timeout) {
                if process.isRunning { kill(pid, SIGKILL) }
            }
        }
        // Standard error read alongside standard output: a tool that fills one pipe while the
        // other is read would otherwise wait forever.
        final class Box: @unchecked Sendable { var data = Data() }
        let errors = Box()
        let errorRead = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            errors.data = err.fileHandleForReading.readDataToEndOfFile()
            errorRead.signal()
        }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        errorRead.wait()
        let errData = errors.data
        process.waitUntilExit()
        return Run(
            status: process.terminationReason == .uncaughtSignal
                ? 128 + process.terminationStatus : process.terminationStatus,
            stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self))
    }
}

/// A scratch directory holding a graph, removed when the test ends.
final class Workspace {
    let url: URL

    init(files: [String: String]) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("screengen-cli-\(UUID().uuidString)")
        for (path, text) in files {
            let file = url.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    func path(_ relative: String) -> String { url.appendingPathComponent(relative).path }

    func contents(_ relative: String) -> String? {
        FileManager.default.contents(atPath: path(relative)).map { String(decoding: $0, as: UTF8.self) }
    }

    func modificationDate(_ relative: String) throws -> Date? {
        try FileManager.default.attributesOfItem(atPath: path(relative))[.modificationDate] as? Date
    }

    func write(_ relative: String, _ text: String) throws {
        try Data(text.utf8).write(to: url.appendingPathComponent(relative))
    }

    func run(_ arguments: String...) throws -> CLIRunner.Run {
        try CLIRunner.run(arguments, in: url)
    }

    /// `run`, the tool killed after `timeout` seconds (a hang's test).
    func run(timeout: Double, _ arguments: String...) throws -> CLIRunner.Run {
        try CLIRunner.run(arguments, in: url, timeout: timeout)
    }
}

enum Graphs {
    static let valid = """
        graph:
          root: home
        screens:
          home:
            view: HomeView
            transitions:
              open: detail
          detail:
            view: DetailView
            params:
              id: Int

        """

    static let unreachable =
        valid + """
              orphan:
                view: OrphanView

            """

    static let broken = """
        graph:
          root: home
        screens:
          home:
            view: HomeView
            transitions:
              open: detial
          detail:
            view: DetailView

        """
}
