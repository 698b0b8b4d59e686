import ScreenNavigation
import Testing

/// `Move(from:selectingRoot:keepingStack:then:style:)` (#35): another tab selected as it is,
/// the route entered over whatever is on top of it, all or nothing.
@MainActor
@Suite("Select a tab keeping its stack")
struct KeepStackTests {
    /// Home's stack: home → animal.list → animal.detail ⇒sheet animal.editor; Settings selected.
    func state() throws -> State {
        let state = State()
        try state.containers.setStack([
            Entry(.animal(.list), style: .push), Entry(.animal(.detail(name: "Rex")), style: .push),
            Entry(.animal(.editor(name: "Rex")), style: .sheet),
        ])
        try state.select(rootAt: 1)
        return state
    }

    @Test func theStackIsKeptAndTheRouteEnteredOverItsTop() throws {
        let state = try state()
        let kept = state.stacks[0].entries
        try state.perform(Move(from: .settings, selectingRoot: .home, keepingStack: true, then: .signIn, style: .cover))
        #expect(state.selectedRootIndex == 0)
        #expect(state.selectedStack.entries == kept + [Entry(.signIn, style: .cover)])
    }

    /// Without `keepingStack` the same move goes back to the root first.
    @Test func withoutKeepingTheStackGoesBackToItsRoot() throws {
        let state = try state()
        try state.perform(Move(from: .settings, selectingRoot: .home, then: .signIn, style: .cover))
        #expect(state.selectedStack.entries == [Entry(.signIn, style: .cover)])
    }

    @Test func withoutARouteItOnlySelectsTheStack() throws {
        let state = try state()
        let kept = state.stacks[0].entries
        try state.perform(Move(from: .settings, selectingRoot: .home, keepingStack: true))
        #expect(state.selectedRootIndex == 0)
        #expect(state.selectedStack.entries == kept)
    }

    /// The move is checked from the kept stack's top; refused, neither stack nor the selection
    /// changes.
    @Test func anIllegalMoveOverTheTopChangesNothing() throws {
        let state = try state()
        let before = state.stacks
        #expect(throws: NavigationError<TestGraph>.illegalTransition(from: .animalEditor, to: .about, style: .push)) {
            try state.perform(
                Move(from: .settings, selectingRoot: .home, keepingStack: true, then: .about, style: .push))
        }
        #expect(state.selectedRootIndex == 1)
        #expect(state.stacks == before)
    }
}
