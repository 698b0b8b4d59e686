import ScreenGenCore
import Testing

/// `diff` and required query items (#37): an item that binds a required param must be in the
/// URL, so making it required refuses the links in the wild that leave it out, and making it
/// optional again refuses none.
@Suite struct RequiredQueryDiffTests {
    private static let optionalNote = "      note: { type: String, default: \"\" }\n"
    private static let requiredNote = "      note: String\n"

    private static func linkChange(from old: String, to new: String) throws -> GraphChange? {
        GraphDiff.changes(from: try GraphDiffTests.dump(old), to: try GraphDiffTests.dump(new)).first {
            $0.fact.kind == .link
        }
    }

    @Test func anItemThatBecomesRequiredIsBreaking() throws {
        let required = GraphDiffTests.replacing(Self.optionalNote, Self.requiredNote)(GraphDiffTests.base)
        #expect(GraphDumpText.render(try GraphDiffTests.dump(required)).contains("query=note={s!}"))
        let change = try #require(try Self.linkChange(from: GraphDiffTests.base, to: required))
        #expect(change.impact == .breaking)
        #expect(change.reason == "links in the wild without a 'note' value no longer open")
    }

    @Test func anItemThatBecomesOptionalIsCompatible() throws {
        let required = GraphDiffTests.replacing(Self.optionalNote, Self.requiredNote)(GraphDiffTests.base)
        let change = try #require(try Self.linkChange(from: required, to: GraphDiffTests.base))
        #expect(change.impact == .compatible)
        #expect(change.reason == "links still open the same stack and read every value")
    }
}
