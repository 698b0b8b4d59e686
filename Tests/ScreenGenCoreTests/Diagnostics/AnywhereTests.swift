import ScreenGenCore
import ScreenGenDiagnostics
import Testing

/// `anywhere:` moves are moves of every view screen for the graph's checks: their targets are
/// reached, anything can lie beneath what they enter, what they present is presented, and no
/// cycle is blamed on them.
@Suite struct AnywhereTests {
    static func findings(_ yaml: String) -> [String] {
        CascadeTests.compile(yaml).diagnostics.map { "\($0.rule.name)@\($0.location.line): \($0.message)" }
    }

    @Test func whatOnlyAnAnywhereMoveEntersIsReachedAndNoCycleIsBlamedOnIt() {
        // `post` pushes onto whatever is shown, `post` included: the app's choice, not a
        // drill-down; `settings` can be beneath `post`, so going back to it is legal; `composer`
        // is presented by an anywhere sheet, so it can be dismissed, and its dismissal's step
        // from `post` (only the anywhere sheet puts it over `post`) is not blamed either.
        #expect(
            Self.findings(
                """
                graph:
                  roots: [feed]
                anywhere:
                  openPost: post
                  compose: { to: composer, style: sheet }
                  inbox: { select-root: feed, to: settings }
                screens:
                  feed:
                    view: FeedView
                  settings:
                    view: SettingsView
                  post:
                    view: PostView
                    params:
                      id: Int
                    transitions:
                      back: { pop-to: settings }
                  composer:
                    view: ComposerView
                    transitions:
                      cancelled: { dismiss: true, to: post, args: { id: 0 } }
                """) == [])
    }

    @Test func aCycleOfTheScreensOwnMovesIsStillReported() {
        #expect(
            Self.findings(
                """
                graph:
                  roots: [feed]
                anywhere:
                  openPost: post
                screens:
                  feed:
                    view: FeedView
                  post:
                    view: PostView
                    transitions:
                      more: post
                """) == [
                    "unbounded-cycle@11: cycle post → post has no 'replace' transition, so the stack can grow without bound; mark the move that closes it 'cycle: intended' if the drill-down is meant"
                ])
    }

    @Test func actionNamesAreOneNamespaceAcrossFiles() throws {
        let files = [
            ("app.yaml", "graph:\n  roots: [feed]\nanywhere:\n  open: feed\nscreens:\n  feed:\n    view: FeedView\n"),
            ("more.yaml", "anywhere:\n  open: feed\n"),
        ]
        let sources = files.map { SourceFile(path: $0.0, displayPath: $0.0, contents: Array($0.1.utf8)) }
        let result = ScreenGraphCompiler.check(
            sources)
        #expect(result.diagnostics.map(\.rule.name) == ["duplicate-name"])
    }
}
