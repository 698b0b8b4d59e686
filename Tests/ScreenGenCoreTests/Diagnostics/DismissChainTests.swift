import ScreenGenCore
import Testing

/// `dismiss: all` and `dismiss: to-first` (#35): a chain of sheets and covers is dismissed, then
/// the move is made on the layer it lands in, from every screen that can be on top of it there.
@Suite struct DismissChainTests {
    /// Guidance presented two sheets deep: `home` or `list` in the base layer present Settings,
    /// which or whose pushed `more` presents the guide.
    static let yaml = """
        graph: { root: home }
        screens:
          home: { view: HomeView, transitions: { settings: { to: settings, style: sheet }, list: list } }
          list: { view: ListView, transitions: { settings: { to: settings, style: sheet } } }
          settings: { view: SettingsView, transitions: { guide: { to: guide, style: sheet }, more: more } }
          more: { view: MoreView, transitions: { guide: { to: guide, style: cover } } }
          guide:
            view: GuideView
            transitions:
              close: { dismiss: all, to: done }
              finish: { dismiss: to-first, to: summary, style: sheet }
          done: { view: DoneView }
          summary: { view: SummaryView }
        """

    /// `all` lands on the base layer: its move is made from `home` or `list`; `to-first` lands
    /// on the first sheet: from `settings` or `more`. Never from the screens of the other layer.
    @Test func eachChainStepsFromTheTopsOfTheLayerItLandsIn() throws {
        #expect(DismissalFixpointTests.findings(Self.yaml) == [])
        #expect(
            try DismissalFixpointTests.transitionTable(Self.yaml) == [
                "home: settings sheet, list push, done push",
                "list: settings sheet, done push",
                "settings: guide sheet, more push, summary sheet",
                "more: guide cover, summary sheet",
            ])
    }

    /// `dump` writes which chain is dismissed; `diff` reads the step as made from any presenter.
    @Test func theDumpNamesTheChain() throws {
        let file = SourceFile(path: "app.yaml", displayPath: "app.yaml", contents: Array(Self.yaml.utf8))
        let result = ScreenGraphCompiler.check([file])
        let text = GraphDumpText.render(try #require(result.resolved?.dump))
        #expect(text.contains("transition guide close dismiss all then push done\n"))
        #expect(text.contains("transition guide finish dismiss to-first then sheet summary\n"))
    }

    /// Only one sheet presented: `to-first` dismisses nothing and moves from the screen itself.
    @Test func toFirstInTheFirstSheetMovesFromTheScreenItself() throws {
        let yaml = """
            graph: { root: home }
            screens:
              home: { view: HomeView, transitions: { edit: { to: edit, style: sheet } } }
              edit:
                view: EditView
                transitions: { save: { dismiss: to-first, to: saved } }
              saved: { view: SavedView }
            """
        #expect(DismissalFixpointTests.findings(yaml) == [])
        #expect(try DismissalFixpointTests.transitionTable(yaml) == ["home: edit sheet", "edit: saved push"])
    }

    /// A chain dismissal of a screen that is never in a sheet or cover has nothing to dismiss.
    @Test(arguments: ["all", "to-first"])
    func aChainDismissalOutsideAnySheetIsReported(value: String) {
        let yaml = """
            graph: { root: home }
            screens:
              home: { view: HomeView, transitions: { list: list } }
              list:
                view: ListView
                transitions: { done: { dismiss: \(value), to: home } }
            """
        #expect(
            DismissalFixpointTests.findings(yaml) == [
                "invalid-style@6: transition 'done' of 'list' dismisses a sheet or cover, but 'list' is never shown in one: no sheet or cover move leads to it; use a plain move, or 'pop-to'"
            ])
    }

    /// `all` and `to-first` are a transition's: an alert button dismisses the sheet beneath it
    /// or not.
    @Test func anAlertButtonDismissesTrueOrFalseOnly() {
        let yaml = """
            graph: { root: home }
            screens:
              home: { view: HomeView, transitions: { edit: { to: edit, style: sheet } } }
              edit: { view: EditView, transitions: { ask: { to: ask, style: alert } } }
              ask:
                kind: alert
                title: Leave?
                buttons: { leave: { title: Leave, dismiss: all } }
            """
        #expect(
            DismissalFixpointTests.findings(yaml).first
                == "invalid-value@8: 'dismiss' must be one of true, false, not 'all'")
    }
}
