import Testing

@testable import ScreenGenYAML

/// What counts as a document: nothing at all is no document; a second one is an error.
@Suite struct DocumentTests {
    @Test(arguments: ["", "# only a comment\n", "   \n\n  \n", "\u{FEFF}", "---\n", "---\n...\n", "--- # comment\n"])
    func textWithoutContentIsNoDocumentAndNoError(_ text: String) {
        let result = load(text)
        #expect(result.document == nil)
        #expect(result.diagnostics.isEmpty)
    }

    @Test func explicitNullsStayNodesForTheDecoderToJudge() {
        #expect(tree(of: "~\n") == "~@1:1")
        #expect(tree(of: "--- ''\n") == "''@1:5")
        #expect(tree(of: "!!null\n") == "<tag:yaml.org,2002:null>@1:1")
        #expect(load("~").document?.scalar?.isNull == true)
    }

    @Test func aSecondDocumentIsAnErrorAndTheFirstIsKept() {
        let text = "name: a\n---\nname: b\n"
        #expect(
            diagnostics(of: text) == [
                "t.yaml:2:1: error: a screens file holds one YAML document; found another here [invalid-value]"
            ])
        #expect(tree(of: text) == "{name@1:1: a@1:7}@1:1")
    }

    @Test func aSecondExplicitDocumentIsFoundAtItsMarker() {
        let text = "--- a\n--- b\n"
        #expect(
            diagnostics(of: text) == [
                "t.yaml:2:1: error: a screens file holds one YAML document; found another here [invalid-value]"
            ])
        #expect(tree(of: text) == "a@1:5")
    }
}
