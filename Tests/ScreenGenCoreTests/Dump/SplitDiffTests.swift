import ScreenGenCore
import ScreenGenDiagnostics
import Testing

/// Split views (#36) in `screengen dump` and `diff`: each split is a fact. Saved state holds the
/// root's one stack, never its columns, so adding, removing or changing a split of pushes is
/// compatible; but a sheet or cover a column's top presented over the detail is a step only the
/// split makes legal, so losing that column is breaking (SplitCasesTests restores both).
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

    @Test func losingAColumnThatPresentsASheetBreaksSavedState() throws {
        let sheet = "      open: room\n      compose: { to: compose, style: sheet }\n"
        let withSheet =
            Self.base.replacingOccurrences(of: "      open: room\n", with: sheet)
            + "\n  compose:\n    view: ComposeView\n"
        func changes(_ old: String, _ new: String) throws -> [String] {
            let edited = withSheet.replacingOccurrences(of: old, with: new)
            return GraphDiff.changes(from: try GraphDiffTests.dump(withSheet), to: try GraphDiffTests.dump(edited))
                .map { "\($0.impact.rawValue) \($0.edit.rawValue) \($0.fact.kind.rawValue) \($0.fact.key[0])" }
        }
        // The sidebar (chats) presents compose: saved state may hold it over the room.
        #expect(try changes("  splits:\n    chats: 2\n", "") == ["breaking removed split chats"])
        #expect(try changes("chats: 2", "chats: 3") == ["compatible changed split chats"])
        // Mail's content column (room) presents nothing; with three columns the sidebar still does.
        #expect(try changes("    chats: 2\n", "    chats: 2\n    mail: 3\n") == ["compatible added split mail"])
    }

    @Test func losingTheContentColumnThatPresentsASheetBreaksSavedState() throws {
        // Three columns: the room (content) presents a sheet over the detail.
        let edited =
            Self.base.replacingOccurrences(of: "chats: 2", with: "chats: 3")
            .replacingOccurrences(
                of: "      details: details\n",
                with: "      details: details\n      share: { to: share, style: sheet }\n")
            + "\n  share:\n    view: ShareView\n"
        let changes = GraphDiff.changes(
            from: try GraphDiffTests.dump(edited),
            to: try GraphDiffTests.dump(edited.replacingOccurrences(of: "chats: 3", with: "chats: 2")))
        #expect(changes.map(\.impact) == [.breaking])
        #expect(changes.first?.reason.contains("room → share by sheet") == true, "\(changes)")
    }
}
