import ScreenGenCore
import ScreenGenDiagnostics
import Testing

/// `cycle: intended` silences exactly the cycles that need a marked move: other cycles of the
/// same graph are still reported, a mark in a transition set counts for every screen that
/// includes it, and the picture does not draw a meant cycle red.
@Suite struct CycleMarkTests {
    static let drillDown = """
        graph:
          root: feed
        transition-sets:
          post-row:
            openAuthor: { to: author, args: { id: authorID }, cycle: intended }
        screens:
          feed:
            view: FeedView
            transitions:
              openPost: { to: post, args: { postID: topID, authorID: topID } }
              settings: { to: settings, style: sheet }
            params:
              topID: { type: Int, default: 0 }
          post:
            view: PostView
            params:
              postID: Int
              authorID: Int
            include: [post-row]
          author:
            view: AuthorView
            params:
              id: Int
            transitions:
              latestPost: { to: post, args: { authorID: id, postID: id } }
          settings:
            view: SettingsView
            transitions:
              home: feed
        """

    static func findings(_ yaml: String) -> [String] {
        CascadeTests.compile(yaml).diagnostics.map { "\($0.rule.name)@\($0.location.line): \($0.message)" }
    }

    @Test func aMarkedDrillDownIsNotReportedButAnotherCycleIs() {
        // feed → settings → feed has no mark and no replace: still a finding.
        #expect(
            Self.findings(Self.drillDown) == [
                "unbounded-cycle@29: cycle feed → settings → feed has no 'replace' transition, so the stack can grow without bound; mark the move that closes it 'cycle: intended' if the drill-down is meant"
            ])
    }

    @Test func withoutTheMarkTheDrillDownIsReported() {
        let unmarked = Self.drillDown.replacingOccurrences(of: ", cycle: intended", with: "")
        #expect(
            Self.findings(unmarked).contains {
                $0.contains("cycle post → author → post") || $0.contains("cycle author → post → author")
            })
        #expect(Self.findings(unmarked).count == 2)
    }

    @Test func theMarkedCycleIsNotDrawnRed() throws {
        let result = CascadeTests.compile(Self.drillDown)
        let picture = try #require(result.resolved?.picture)
        let red = picture.edges.filter(\.isInCycle).map(\.label).sorted()
        #expect(red == ["home", "settings"])
    }
}

extension CycleMarkTests {
    /// A set's mark is one mark: used when its move closes a cycle on any screen that includes
    /// the set (a row shown inside the drill-down and on a root outside it), stale only when on
    /// none, and then reported once, where the set writes it.
    @Test func aMarkInASetIsStaleOnlyWhenItClosesACycleNowhere() {
        // `feed` includes post-row too: from it, openAuthor closes no cycle, but from `post` it does.
        let shared = Self.drillDown.replacingOccurrences(
            of: "      settings: { to: settings, style: sheet }\n",
            with: "      settings: { to: settings, style: sheet }\n    include: [post-row]\n"
        )
        .replacingOccurrences(
            of: "      topID: { type: Int, default: 0 }\n",
            with: "      topID: { type: Int, default: 0 }\n      authorID: { type: Int, default: 0 }\n")
        #expect(!Self.findings(shared).contains { $0.contains("marked 'cycle: intended'") }, "\(Self.findings(shared))")
        // Without the loop back (no latestPost), the mark closes nothing anywhere: one warning at the set.
        let broken =
            shared
            .replacingOccurrences(
                of: "      latestPost: { to: post, args: { authorID: id, postID: id } }\n",
                with: "      latestPost: { to: settings, style: sheet }\n"
            )
            .replacingOccurrences(of: "    transitions:\n      home: feed", with: "")
        let stale = Self.findings(broken).filter { $0.contains("marked 'cycle: intended'") }
        #expect(
            stale == [
                "unbounded-cycle@5: transition 'openAuthor' of set 'post-row' is marked 'cycle: intended', but it closes a cycle on no screen that includes the set; remove the mark"
            ])
    }
}
