import Testing

@testable import ScreenNavigation

/// The graph's canonical text and its FNV-1a digest, which `screengen coverage` computes too
/// (GeneratedCodeTests' `CoverageDigestAgreementTests` compares the two on every example).
@Suite struct GraphDigestTests {
    /// The published FNV-1a 64 test vectors.
    @Test func fnv1aOf64BitsMatchesItsReferenceValues() {
        #expect(GraphDigest.digest(of: "") == "fnv1a64:cbf29ce484222325")
        #expect(GraphDigest.digest(of: "a") == "fnv1a64:af63dc4c8601ec8c")
        #expect(GraphDigest.digest(of: "foobar") == "fnv1a64:85944171f73967e8")
    }

    @Test func theCanonicalTextListsScreensRootsMovesAndMovesFromAnywhere() {
        let text = GraphDigest.canonicalText(of: AnywhereGraph.self)
        #expect(
            text == """
                screengen-graph-digest 1
                screen compose view
                screen home view
                screen inbox view
                screen item view
                root home
                root inbox
                move home item push
                move inbox item push
                anywhere compose sheet

                """)
        let alerts = GraphDigest.canonicalText(of: TestGraph.self).split(separator: "\n").filter {
            $0.hasSuffix(" alert")
        }
        #expect(
            alerts == [
                "screen deleteAlert alert", "move animal.detail deleteAlert alert",
                "move animal.photo deleteAlert alert",
            ])
    }
}
