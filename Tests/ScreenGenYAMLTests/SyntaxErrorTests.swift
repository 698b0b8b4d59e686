import Testing

@testable import ScreenGenYAML

/// libyaml's own errors: its message (and context), at its mark, and no document.
@Suite struct SyntaxErrorTests {
    @Test func aScannerErrorGivesLibyamlsProblemAtItsMark() {
        let result = load("name: home: x\n")
        #expect(result.document == nil)
        #expect(
            result.diagnostics.map(\.formatted) == [
                "t.yaml:1:11: error: mapping values are not allowed in this context [yaml-syntax]"
            ])
    }

    /// libyaml places an error at the end of input after the last character: one line past the
    /// end of a file without a final line break. Every location stays inside the file.
    @Test func anErrorAtTheEndOfTheFileIsOnItsLastLine() {
        #expect(
            diagnostics(of: "x: [") == [
                "t.yaml:1:5: error: did not find expected node content while parsing a flow node [yaml-syntax]"
            ])
        #expect(
            diagnostics(of: "x: [\r\n") == [
                "t.yaml:1:5: error: did not find expected node content while parsing a flow node [yaml-syntax]"
            ])
        #expect(
            diagnostics(of: "a: \"x\n\n\n") == [
                "t.yaml:3:1: error: found unexpected end of stream while scanning a quoted scalar [yaml-syntax]\n"
                    + "t.yaml:1:4: note: libyaml was scanning a quoted scalar that started here"
            ])
    }

    /// libyaml's context follows its problem in the message, and where that context began
    /// (an unclosed bracket, a key without a colon) is a note: often far from the problem.
    @Test func libyamlsContextFollowsItsProblemAndItsStartIsANote() {
        #expect(
            diagnostics(of: "a: 1\nb\nc: 2\n") == [
                "t.yaml:3:1: error: could not find expected ':' while scanning a simple key [yaml-syntax]\n"
                    + "t.yaml:2:1: note: libyaml was scanning a simple key that started here"
            ])
        #expect(
            diagnostics(of: "screens: [a, b\n") == [
                "t.yaml:1:15: error: did not find expected ',' or ']' while parsing a flow sequence [yaml-syntax]\n"
                    + "t.yaml:1:10: note: libyaml was parsing a flow sequence that started here"
            ])
        #expect(
            diagnostics(of: "x: \"a\\qb\"\n") == [
                "t.yaml:1:6: error: found unknown escape character while parsing a quoted scalar [yaml-syntax]\n"
                    + "t.yaml:1:4: note: libyaml was parsing a quoted scalar that started here"
            ])
    }

    @Test func columnsAfterNonASCIITextCountCharacters() {
        // As bytes the second colon would be column 17 ("ü", "ï", "ö", "é" are two bytes each).
        #expect(
            diagnostics(of: "ünïcödé: wert: x\n") == [
                "t.yaml:1:14: error: mapping values are not allowed in this context [yaml-syntax]"
            ])
        #expect(
            diagnostics(of: "🙂: a: b\n") == [
                "t.yaml:1:5: error: mapping values are not allowed in this context [yaml-syntax]"
            ])
    }

    @Test func tabIndentationIsLibyamlsError() {
        #expect(
            diagnostics(of: "screen:\n\tname: a\n") == [
                "t.yaml:2:1: error: found character that cannot start any token while scanning for the next token [yaml-syntax]"
            ])
    }

    @Test func crlfErrorsAreOnTheSameLineAndColumnAsLF() {
        #expect(diagnostics(of: "a: 1\r\nb: c: d\r\n") == diagnostics(of: "a: 1\nb: c: d\n"))
        #expect(
            diagnostics(of: "a: 1\r\nb: c: d\r\n") == [
                "t.yaml:2:5: error: mapping values are not allowed in this context [yaml-syntax]"
            ])
    }

    @Test func aByteOrderMarkDoesNotShiftErrorColumns() {
        #expect(
            diagnostics(of: "\u{FEFF}a: b: c\n") == [
                "t.yaml:1:5: error: mapping values are not allowed in this context [yaml-syntax]"
            ])
    }

    @Test func diagnosticsBeforeTheErrorAreKept() {
        let result = load("a: 1\na: 2\nb: c: d\n")
        #expect(result.document == nil)
        #expect(
            result.diagnostics.map(\.formatted) == [
                "t.yaml:2:1: error: duplicate key 'a' in mapping [duplicate-key]\nt.yaml:1:1: note: first defined here",
                "t.yaml:3:5: error: mapping values are not allowed in this context [yaml-syntax]",
            ])
    }

    @Test func aDirectiveErrorIsLibyamls() {
        #expect(
            diagnostics(of: "%YAML 1.1\n%YAML 1.1\n---\na\n") == [
                "t.yaml:2:1: error: found duplicate %YAML directive [yaml-syntax]"
            ])
    }

    /// Every prefix of a file cut off anywhere loads without trapping, and every diagnostic is
    /// located inside the text.
    @Test func truncatedFilesNeverTrap() {
        let text = """
            graph: {root: home}
            screens:
              - &s name: "héllo \\u00e9"
                params: [{id: Int}, 'x']
                body: |
                  text 🙂
              - *s
            ? [complex]
            : >
              folded
            """
        let bytes = Array(text.utf8)
        for end in 0...bytes.count {
            let result = YAMLLoader.load(Array(bytes[..<end]), file: testFile)
            for diagnostic in result.diagnostics {
                #expect(diagnostic.location.line >= 1 && diagnostic.location.line <= 10)
                #expect(diagnostic.location.column >= 1)
            }
        }
    }
}
