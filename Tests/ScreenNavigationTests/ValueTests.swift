import ScreenNavigation
import Testing

/// The pure value layer, without a main actor: what NavigationState delegates to.
@Suite("RouteStack and friends")
struct ValueTests {
    @Test func routeStackRefusesWithoutChanging() throws {
        var stack = try Stack(root: .home, entries: pathTo(.animalDetail).entries)
        let before = stack
        #expect(throws: Failure.illegalTransition(from: .animalDetail, to: .about, style: .push)) {
            try stack.apply(.about, style: .push)
        }
        #expect(stack == before)
        try stack.apply(.lionEditor, style: .sheet)
        #expect(stack.topScreen == .animalEditor)
    }

    @Test func validatingInitRejectsABadStack() {
        #expect(throws: Failure.illegalTransition(from: .home, to: .animalDetail, style: .push)) {
            _ = try Stack(root: .home, entries: [Entry(.lion, style: .push)])
        }
    }

    @Test func inferEntriesIsPure() throws {
        let entries = try Stack.inferEntries(for: [.signIn, .about], above: .home)
        #expect(entries == [Entry(.signIn, style: .cover), Entry(.about, style: .push)])
    }

    @Test func descriptionUsesFormatNames() throws {
        let stack = try Stack(root: .home, entries: pathTo(.animalEditor).entries)
        #expect(stack.description == "home > animal.list > animal.detail > animal.editor (sheet)")
        #expect(
            Failure.illegalTransition(from: .animalList, to: .animalEditor, style: .cover).description
                == "no cover transition from 'animal.list' to 'animal.editor'")
        #expect(Failure.notARoot(screen: .about).description == "'about' is not a root of the graph")
        #expect(Failure.rootNotShown(root: .settings).description == "root 'settings' is not shown now")
    }

    @Test func alertContentFindsButtons() throws {
        let content = try #require(TestGraph.alert(for: .lionAlert))
        #expect(content.button(id: "edit")?.action == .navigate(to: .lionEditor, style: .sheet))
        #expect(content.button(id: "delete")?.role == .destructive)
        #expect(content.button(id: "missing") == nil)
        #expect(TestGraph.alert(for: .lion) == nil)
    }

    @Test func styleKinds() {
        #expect(TransitionStyle.allCases.filter(\.startsLayer) == [.sheet, .cover])
        #expect(TransitionStyle.allCases.filter(\.isModal) == [.sheet, .cover, .alert])
    }
}
