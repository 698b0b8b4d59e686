import Foundation
import Testing

/// Every Swift snippet of the README, Examples/README.md and the DocC catalog says where it is
/// compiled (`<!-- snippet: … -->`), and the script that compiles them reads documents right.
/// The compiling itself is CI's (`Scripts/check-doc-snippets.py`, after the build), since it
/// type-checks each example's generated code against the SwiftUI stand-in.
struct DocSnippetTests {
    @Test(.enabled(if: PythonTools.isCI || PythonTools.hasPython, "needs python3"))
    func everySnippetSaysWhereItIsCompiled() throws {
        let run = try PythonTools.run("Scripts/check-doc-snippets.py", ["--list"])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains(", 0 without a valid marker"), "\(run.stdout)")
    }

    @Test(.enabled(if: PythonTools.isCI || PythonTools.hasPython, "needs python3"))
    func theScriptReadsDocumentsAsItShould() throws {
        let run = try PythonTools.run("Scripts/tests/test_check_doc_snippets.py", [])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("OK"), "\(run.stderr)")
    }
}
