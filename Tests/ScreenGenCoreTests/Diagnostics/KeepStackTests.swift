import ScreenGenCore
import Testing

/// `select-root` with `keep-stack: true` (#35): the tab is selected as it is and the move made
/// over whatever it shows, so its target must be a move from anywhere.
@Suite struct KeepStackTests {
    static func graph(anywhere: String, vaultTransitions: String = "{ open: item }") -> String {
        """
        graph: { roots: [vault, settings] }
        anywhere:
        \(anywhere)
        screens:
          vault: { view: VaultView, transitions: \(vaultTransitions) }
          item: { view: ItemView }
          add-item: { view: AddItemView }
          settings:
            view: SettingsView
            transitions: { scan: { select-root: vault, keep-stack: true, to: add-item, style: sheet } }
        """
    }

    /// Legal over every screen the tab shows: no step from the root joins the table, the
    /// anywhere line has the sheet, and the methods call the runtime's keeping move.
    @Test func aKeptStackMoveIntoAnAnywhereMoveIsClean() throws {
        let yaml = Self.graph(
            anywhere: """
                  addItem: { to: add-item, style: sheet }
                  openLink: { select-root: vault, keep-stack: true, to: add-item, style: sheet }
                  showVault: { select-root: vault, keep-stack: true }
                """)
        #expect(DismissalFixpointTests.findings(yaml) == [])
        #expect(try DismissalFixpointTests.transitionTable(yaml) == ["*: add-item sheet", "vault: item push"])
        let source = try #require(Self.source(yaml))
        #expect(source.contains("try origin.selectRootKeepingStack(_root, then: Route.addItem, _style)"))
        #expect(source.contains("_RouteAddItemKeepStack(context, .vault, .sheet)"))
        #expect(source.contains(".selectRootKeepingStack(.vault)"))
        let file = SourceFile(path: "app.yaml", displayPath: "app.yaml", contents: Array(yaml.utf8))
        let result = ScreenGraphCompiler.check([file])
        let text = GraphDumpText.render(try #require(result.resolved?.dump))
        #expect(text.contains("transition settings scan select-root vault keep-stack then sheet add-item\n"))
    }

    @Test func aKeptStackMoveIntoAnythingElseIsReported() {
        let yaml = Self.graph(
            anywhere: """
                  openLink: { select-root: vault, keep-stack: true, to: add-item, style: sheet }
                """, vaultTransitions: "{ open: item, add: { to: add-item, style: sheet } }")
        #expect(
            DismissalFixpointTests.findings(yaml) == [
                "invalid-value@3: anywhere move 'openLink' keeps the stack of 'vault' and enters 'add-item' over whatever it shows, but only a move from anywhere is legal over every screen; declare 'add-item' with style 'sheet' under 'anywhere:', or remove 'keep-stack'",
                "invalid-value@10: transition 'scan' of 'settings' keeps the stack of 'vault' and enters 'add-item' over whatever it shows, but only a move from anywhere is legal over every screen; declare 'add-item' with style 'sheet' under 'anywhere:', or remove 'keep-stack'",
            ])
    }

    /// A push of the target from anywhere does not make its sheet legal there.
    @Test func theStyleMustMatchTheAnywhereMove() {
        let yaml = Self.graph(anywhere: "  addItem: add-item")
        #expect(
            DismissalFixpointTests.findings(yaml).map { $0.prefix(40) } == [
                "invalid-value@10: transition 'scan' of '"
            ])
    }

    @Test func keepStackNeedsSelectRoot() {
        let yaml = """
            graph: { root: home }
            screens:
              home: { view: HomeView, transitions: { open: { to: item, keep-stack: true } } }
              item: { view: ItemView }
            """
        #expect(
            DismissalFixpointTests.findings(yaml) == [
                "invalid-value@3: 'keep-stack' says whether 'select-root' keeps the tab's stack as it is; it needs 'select-root'"
            ])
    }

    static func source(_ yaml: String) -> String? {
        let file = SourceFile(path: "app.yaml", displayPath: "app.yaml", contents: Array(yaml.utf8))
        return ScreenGraphCompiler.check([file]).source()
    }
}
