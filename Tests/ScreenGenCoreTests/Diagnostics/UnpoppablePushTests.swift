import ScreenGenCore
import Testing

/// `back: false` (#35): a screen's own push the user cannot pop; anything else is an error.
@Suite struct UnpoppablePushTests {
    static func graph(_ transition: String, sets: String = "") -> String {
        """
        graph: { root: welcome }
        \(sets)
        screens:
          welcome: { view: WelcomeView, transitions: { next: \(transition) } }
          terms: { view: TermsView }
        """
    }

    @Test func aPushWithoutBackGeneratesTheHidingMoveAndIsDumped() throws {
        let yaml = Self.graph("{ to: terms, back: false }")
        #expect(DismissalFixpointTests.findings(yaml) == [])
        let file = SourceFile(path: "app.yaml", displayPath: "app.yaml", contents: Array(yaml.utf8))
        let result = ScreenGraphCompiler.check([file])
        let source = try #require(result.source())
        #expect(source.contains("try origin.move(Route.terms, _style, hidingBack: true)"))
        #expect(source.contains("_RouteTermsUnpoppable(context, .push)"))
        let dump = try #require(result.resolved?.dump)
        #expect(GraphDumpText.render(dump).contains("transition welcome next push terms no-back\n"))
        // `back: true` is every move's.
        #expect(
            try #require(KeepStackTests.source(Self.graph("{ to: terms, back: true }"))).contains("Unpoppable") == false
        )
    }

    @Test(arguments: [
        (
            "{ to: terms, style: sheet, back: false }",
            "invalid-value@4: 'back: false' marks a push the user cannot pop, but this move is a 'sheet', which has no back button; remove 'back', or make it a push"
        ),
        (
            "{ pop-to: welcome, to: terms, back: false }",
            "invalid-value@4: 'back: false' marks a push the user cannot pop; it cannot go back first or go on with 'then', so remove 'pop-to', 'select-root', 'dismiss' and 'then', or 'back'"
        ),
        ("{ to: terms, back: no }", "invalid-value@4: 'back' must be one of true, false, not 'no'"),
    ])
    func anythingButAPlainPushIsReported(transition: String, finding: String) {
        #expect(DismissalFixpointTests.findings(Self.graph(transition)).first == finding)
    }

    @Test func aSetCannotHideBack() {
        let yaml = """
            graph: { root: welcome }
            transition-sets:
              flow: { next: { to: terms, back: false } }
            screens:
              welcome: { view: WelcomeView, include: [flow] }
              terms: { view: TermsView }
            """
        #expect(
            DismissalFixpointTests.findings(yaml) == [
                "invalid-value@3: transition 'next' of set 'flow' has 'back: false', which only a screen's own push may have: whether the user can pop an entry is the screen's to say; declare it on the screen"
            ])
    }
}
