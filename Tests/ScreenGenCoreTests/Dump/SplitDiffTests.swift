import ScreenGenCore
import ScreenGenDiagnostics
import Testing

/// Split views (#36) in `screengen dump` and `diff`: each split is a fact; adding, removing or
/// changing one is compatible, since saved state holds the root's one stack, never its columns,
/// and restores whatever the columns now say (SplitCasesTests restores a snapshot).
@Suite struct SplitDiffTests {
    static let base = """
        graph:
          roots: [chats, mail]
          splits:
            chats: 2
        screens:
          chats:
            view: ChatsView
            transitions:
              open: room
          room:
            view: RoomView
            transitions:
              details: details
          details:
            view: DetailsView
          mail:
            view: MailView
            transitions:
              open: room
        """

    static func changes(_ old: String, _ new: String) throws -> [String] {
        let edited = base.replacingOccurrences(of: old, with: new)
        #expect(edited != base)
        return GraphDiff.changes(from: try GraphDiffTests.dump(base), to: try GraphDiffTests.dump(edited)).map {
            ([$0.impact.rawValue, $0.edit.rawValue, $0.fact.kind.rawValue] + $0.fact.key).joined(separator: " ")
        }
    }

    @Test func splitsAreFactsOfTheDump() throws {
        let lines = try GraphDiffTests.dump(Self.base).facts.map { fact in
            ([fact.kind.rawValue] + fact.key + (fact.value.isEmpty ? [] : [fact.value])).joined(separator: " ")
        }
        #expect(lines.contains("split chats columns=2"), "\(lines)")
    }

    @Test func aSplitAddedRemovedOrChangedKeepsSavedState() throws {
        #expect(try Self.changes("    chats: 2\n", "    chats: 2\n    mail: 2\n") == ["compatible added split mail"])
        #expect(try Self.changes("  splits:\n    chats: 2\n", "") == ["compatible removed split chats"])
        // A screen moves between columns (room: detail → content): the stack is what is saved.
        #expect(try Self.changes("chats: 2", "chats: 3") == ["compatible changed split chats"])
    }
}
