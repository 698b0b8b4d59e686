import ScreenGenCore
import Testing

/// `dump` and `diff` know a link's fixed values (`args`, #37): links in the wild open the stack
/// with other values when they change.
@Suite struct LinkArgsDiffTests {
    private static let plain = "  - url: \"/search\"\n    stack: [results]"
    private static let fixed = plain + "\n    args: { query: '\"a b&c%\"' }"

    @Test func theDumpWritesTheFixedValuesAsOneToken() throws {
        let text = GraphDumpText.render(
            try GraphDiffTests.dump(GraphDiffTests.replacing(Self.plain, Self.fixed)(GraphDiffTests.base)))
        #expect(text.contains("link /search root=home stack=results query= args=results.query=\"a%20b%26c%25\"\n"))
    }

    @Test func addedOrChangedFixedValuesAreBreaking() throws {
        let changes = try GraphDiffTests.changes(GraphDiffTests.replacing(Self.plain, Self.fixed))
        #expect(changes == ["breaking changed link /search"])
        let other = GraphDiffTests.replacing(Self.plain, Self.fixed)(GraphDiffTests.base)
        let changed = GraphDiff.changes(
            from: try GraphDiffTests.dump(other),
            to: try GraphDiffTests.dump(other.replacingOccurrences(of: "a b&c%", with: "a b&c")))
        #expect(changed.map(\.impact) == [.breaking])
        #expect(changed.first?.reason == "links of this shape in the wild now open the stack with other fixed values")
        // The same values read back from the dump: no change.
        #expect(GraphDiff.changes(from: try GraphDiffTests.dump(other), to: try GraphDiffTests.dump(other)).isEmpty)
    }
}
