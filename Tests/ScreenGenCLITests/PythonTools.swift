import Foundation
import Testing

/// The repository's Python scripts, run the way CI runs them. Tests that need one are skipped
/// where Python (or a package it needs) is missing, except in CI (the `CI` variable set, as CI
/// services and YAMLTestSuiteCorpusTests have it): there the test runs and fails, so CI never
/// passes by skipping.
enum PythonTools {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static var isCI: Bool { ProcessInfo.processInfo.environment["CI"] != nil }

    /// Runs `python3 <script> <arguments>` in the repository, `input` on its standard input.
    static func run(_ script: String, _ arguments: [String], input: String? = nil) throws -> CLIRunner.Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script] + arguments
        process.currentDirectoryURL = repository
        let out = Pipe()
        let err = Pipe()
        let inPipe = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = inPipe
        try process.run()
        inPipe.fileHandleForWriting.write(Data((input ?? "").utf8))
        try inPipe.fileHandleForWriting.close()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CLIRunner.Run(
            status: process.terminationStatus,
            stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self))
    }

    /// Whether `python3 -c <code>` succeeds.
    static func succeeds(_ code: String) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", code]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }

    static let hasPython = succeeds("pass")
    static let hasJSONSchema = succeeds("import jsonschema")

    /// Validates `document` against the schema at `schema` (relative to the repository).
    /// Records an issue when it is invalid, or when the validator cannot run.
    static func expectValid(_ document: String, schema: String, sourceLocation: SourceLocation = #_sourceLocation)
        throws
    {
        let run = try run("Scripts/validate-json-schema.py", [schema], input: document)
        #expect(
            run.status == 0, "not valid against \(schema):\n\(run.stdout)\(run.stderr)", sourceLocation: sourceLocation)
    }
}
