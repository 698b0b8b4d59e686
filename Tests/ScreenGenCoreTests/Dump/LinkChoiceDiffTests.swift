import ScreenGenCore
import Testing

/// `dump` and `diff` know a link's choice of screens (`one-of:`) and its printed scheme and
/// host (#37): other candidates break links in the wild, printing does not.
@Suite struct LinkChoiceDiffTests {
    private static let plain = "  - url: \"/search\"\n    stack: [results]"
    private static let choice = "  - url: \"/search\"\n    choice: found\n    one-of: [results, about]"
    private static let reordered = "  - url: \"/search\"\n    choice: found\n    one-of: [about, results]"
    private static let printed = plain + "\n    print-scheme: app"

    @Test func theDumpWritesOneFactWithEveryCandidate() throws {
        let text = GraphDumpText.render(
            try GraphDiffTests.dump(GraphDiffTests.replacing(Self.plain, Self.choice)(GraphDiffTests.base)))
        #expect(text.contains("link /search root=home stack=results query= choice=found one-of=results,about\n"))
        #expect(!text.contains("stack=about"))
    }

    @Test func otherCandidatesAreBreaking() throws {
        #expect(
            try GraphDiffTests.changes(GraphDiffTests.replacing(Self.plain, Self.choice)) == [
                "breaking changed link /search"
            ])
        let before = GraphDiffTests.replacing(Self.plain, Self.choice)(GraphDiffTests.base)
        let after = GraphDiffTests.replacing(Self.plain, Self.reordered)(GraphDiffTests.base)
        let changed = GraphDiff.changes(from: try GraphDiffTests.dump(before), to: try GraphDiffTests.dump(after))
        #expect(changed.map(\.impact) == [.breaking])
        #expect(GraphDiff.changes(from: try GraphDiffTests.dump(before), to: try GraphDiffTests.dump(before)).isEmpty)
    }

    @Test func aPrintedSchemeIsCompatible() throws {
        let text = GraphDumpText.render(
            try GraphDiffTests.dump(GraphDiffTests.replacing(Self.plain, Self.printed)(GraphDiffTests.base)))
        #expect(text.contains("link /search root=home stack=results query= print-scheme=app\n"))
        let changed = GraphDiff.changes(
            from: try GraphDiffTests.dump(GraphDiffTests.base),
            to: try GraphDiffTests.dump(GraphDiffTests.replacing(Self.plain, Self.printed)(GraphDiffTests.base)))
        #expect(changed.map(\.impact) == [.compatible])
    }
}
