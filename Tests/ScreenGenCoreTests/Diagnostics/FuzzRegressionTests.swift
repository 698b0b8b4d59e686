import Foundation
import ScreenGenCore
import Testing

/// Inputs the pipeline fuzzer (Fuzz/PipelineFuzzer.swift) found breaking an invariant, kept in
/// Tests/Fixtures/Fuzz with what they must give now.
struct FuzzRegressionTests {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Fuzz")

    func lint(_ name: String) throws -> [String] {
        let contents = try Data(contentsOf: Self.directory.appendingPathComponent(name))
        let result = ScreenGraphCompiler.check(
            [SourceFile(path: name, displayPath: name, contents: [UInt8](contents))],
            options: CheckOptions())
        return result.diagnostics.map(\.formatted)
    }

    /// An alias expands one node in two places: its one mistake is reported once.
    @Test func anAliasedMistakeIsOneDiagnostic() throws {
        #expect(
            try lint("duplicate-diagnostic-alias.yaml") == [
                "duplicate-diagnostic-alias.yaml:3:52: error: invalid default for param 'n': '1' is quoted, so it is a string, not a literal of type 'Int' [invalid-default]",
                "duplicate-diagnostic-alias.yaml:4:3: warning: screen 'b' cannot be reached from any root [unreachable-screen]",
            ])
    }

    /// An empty value at the very end of a file without a final line break: its node's position
    /// is past the end, and the diagnostic is placed at the end of the last line instead.
    @Test func aNodeAtTheEndOfTheFileIsLocatedInsideIt() throws {
        #expect(
            try lint("node-location-past-end.yaml") == [
                "node-location-past-end.yaml:2:9: error: 'root' must not be empty [invalid-value]"
            ])
    }
}
