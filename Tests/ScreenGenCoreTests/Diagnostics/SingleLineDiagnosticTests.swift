import ScreenGenCore
import Testing

/// Every diagnostic, from whichever stage, prints as one line with invisible reordering
/// characters shown as escapes: the compiler settles this once, for all of them.
struct SingleLineDiagnosticTests {
    @Test func aLoaderDiagnosticQuotingABidiOverrideIsEscaped() {
        let yaml =
            "graph: { root: home }\nscreens:\n  home: { view: H }\n  \"x\u{202E}y\": { view: A }\n  \"x\u{202E}y\": { view: B }\n"
        let file = SourceFile(path: "t.yaml", displayPath: "t.yaml", contents: Array(yaml.utf8))
        let result = ScreenGraphCompiler.check(
            [file])
        let duplicate = result.diagnostics.first { $0.rule.name == "duplicate-key" }
        #expect(duplicate?.message == "duplicate key 'x\\u{202E}y' in mapping")
        #expect(result.diagnostics.allSatisfy { !$0.formatted.unicodeScalars.contains("\u{202E}") })
    }
}
