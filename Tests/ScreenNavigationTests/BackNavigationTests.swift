import ScreenNavigation
import Testing

/// pop, popToRoot, dismiss: always legal, never throw.
@MainActor
@Suite("Going back")
struct BackNavigationTests {
    @Test func popRemovesTheLastEntryAndIsANoOpAtTheRoot() throws {
        let state = State()
        try state.containers.jump(to: [.list, .lion])
        state.pop()
        #expect(state.selectedStack.entries == [Entry(.list, style: .push)])
        state.pop()
        #expect(state.selectedStack.isAtRoot)
        state.pop()
        #expect(state.selectedStack == Stack(root: .home))
    }

    @Test func popRemovesAModalWithNothingAboveIt() throws {
        let state = State()
        try state.containers.jump(to: [.list, .lion, .lionEditor])
        state.pop()
        #expect(state.topRoute == .lion)
    }

    @Test func popToRootClearsEverythingIncludingModals() throws {
        let state = try busyState()
        state.containers.popToRoot()
        #expect(state.selectedStack == Stack(root: .home))
        #expect(state.stacks[1].entries == [Entry(.about, style: .push)], "other roots untouched")
    }

    @Test func dismissRemovesTheTopmostModalAndWhatIsAboveIt() throws {
        let state = State()
        // home > list > lion > editor (sheet) > signIn (cover) > about
        try state.containers.setStack([
            Entry(.list, style: .push), Entry(.lion, style: .push), Entry(.lionEditor, style: .sheet),
            Entry(.signIn, style: .cover), Entry(.about, style: .push),
        ])
        state.dismiss()
        #expect(state.selectedStack.routes == [.home, .list, .lion, .lionEditor])
        state.dismiss()
        #expect(state.selectedStack.routes == [.home, .list, .lion])
        state.dismiss()
        #expect(state.selectedStack.routes == [.home, .list, .lion], "no modal: no-op")
    }

    @Test func dismissAndPopTakeAnAlertAwayAlone() throws {
        let state = State()
        try state.containers.jump(to: pathTo(.animalPhoto).entries.map(\.route) + [.lionAlert])
        state.dismiss()
        #expect(state.topRoute == .lionPhoto)
        try state.containers.presentAlert(.lionAlert)
        state.pop()
        #expect(state.topRoute == .lionPhoto)
        #expect(state.selectedStack.presentedAlert == nil)
    }

    @Test func popToEntryCountTruncates() throws {
        let state = try busyState()
        state.containers.pop(toEntryCount: 10)
        #expect(state.selectedStack.entries.count == 4, "longer than the stack: no-op")
        state.containers.pop(toEntryCount: 2)
        #expect(state.selectedStack.routes == [.home, .list, .lion])
        state.containers.pop(toEntryCount: -1)
        #expect(state.selectedStack.isAtRoot)
    }
}
