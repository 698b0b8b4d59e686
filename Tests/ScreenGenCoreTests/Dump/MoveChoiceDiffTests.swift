import ScreenGenCore
import Testing

/// `dump` and `diff` know a move's choice of targets (`one-of:`, #37): a fact per candidate,
/// so a candidate removed is a step the app can no longer make.
@Suite struct MoveChoiceDiffTests {
    private static let plain = "      about: about\n"
    private static let choice = "      about: { choice: info, one-of: [about, results] }\n"

    @Test func theDumpWritesAFactPerCandidate() throws {
        let text = GraphDumpText.render(
            try GraphDiffTests.dump(GraphDiffTests.replacing(Self.plain, Self.choice)(GraphDiffTests.base)))
        #expect(text.contains("transition settings about/about push about choice=info\n"))
        #expect(text.contains("transition settings about/results push results choice=info\n"))
    }

    @Test func aRemovedCandidateIsBreaking() throws {
        let before = GraphDiffTests.replacing(Self.plain, Self.choice)(GraphDiffTests.base)
        let changed = GraphDiff.changes(
            from: try GraphDiffTests.dump(before), to: try GraphDiffTests.dump(GraphDiffTests.base))
        let removed = changed.filter { $0.edit == .removed && $0.fact.key == ["settings", "about/results"] }
        #expect(removed.map(\.impact) == [.breaking])
        // The other candidate stays a legal step through the plain move.
        let kept = changed.filter { $0.fact.key == ["settings", "about/about"] }
        #expect(kept.allSatisfy { $0.impact != .breaking })
    }
}
