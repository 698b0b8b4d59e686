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
        #expect(Self.findings(Self.drillDown) == [
            "unbounded-cycle@29: cycle feed → settings → feed has no 'replace' transition, so the stack can grow without bound",
        ])
    }

    @Test func withoutTheMarkTheDrillDownIsReported() {
        let unmarked = Self.drillDown.replacingOccurrences(of: ", cycle: intended", with: "")
        #expect(Self.findings(unmarked).contains { $0.contains("cycle post → author → post") || $0.contains("cycle author → post → author") })
        #expect(Self.findings(unmarked).count == 2)
    }

    @Test func theMarkedCycleIsNotDrawnRed() throws {
        let result = CascadeTests.compile(Self.drillDown)
        let picture = try #require(result.resolved?.picture)
        let red = picture.edges.filter(\.isInCycle).map(\.label).sorted()
        #expect(red == ["home", "settings"])
    }
}
