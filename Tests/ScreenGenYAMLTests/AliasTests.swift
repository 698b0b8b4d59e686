import Testing

@testable import ScreenGenYAML

/// Aliases are expanded by value; the copy keeps the locations of the anchored node.
@Suite struct AliasTests {
    @Test func anAliasBecomesACopyOfItsAnchoredNode() {
        #expect(
            tree(of: "base: &b {x: 1}\ncopy: *b\n")
                == "{base@1:1: {x@1:11: 1@1:14}@1:7, copy@2:1: {x@1:11: 1@1:14}@1:7}@1:1")
    }

    @Test func anAliasCanBeAKey() {
        #expect(tree(of: "k: &k name\n*k : v\n") == "{k@1:1: name@1:4, name@1:4: v@2:6}@1:1")
    }

    @Test func anAliasNamesTheLatestDefinitionOfItsAnchor() {
        #expect(tree(of: "- &a 1\n- &a 2\n- *a\n") == "[1@1:3, 2@2:3, 2@2:3]@1:1")
        // The inner `&a` is defined after the outer one, so it stays current after both close.
        #expect(tree(of: "- &a [&a x, *a]\n- *a\n") == "[[x@1:7, x@1:7]@1:3, x@1:7]@1:1")
    }

    @Test func anAliasToAnUnknownAnchorIsASyntaxError() {
        let result = load("- &a x\n- *b\n")
        #expect(result.document == nil)
        #expect(result.diagnostics.map(\.formatted) == ["t.yaml:2:3: error: unknown anchor 'b' [yaml-syntax]"])
    }

    @Test func anAliasBeforeItsAnchorIsUnknown() {
        #expect(diagnostics(of: "a: *x\nb: &x 1\n") == ["t.yaml:1:4: error: unknown anchor 'x' [yaml-syntax]"])
    }

    @Test func anAliasInsideItsOwnAnchoredNodeIsRejected() {
        let result = load("&a [1, *a]\n")
        #expect(result.document == nil)
        #expect(
            result.diagnostics.map(\.formatted) == [
                "t.yaml:1:8: error: alias '*a' is inside the node it refers to [invalid-value]"
            ])
    }
}
