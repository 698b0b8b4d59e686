import ScreenNavigation
import Testing

/// `Move(from:dismissing:then:style:)` (#35): `.all` dismisses every sheet and cover of the
/// stack, `.aboveFirst` every one above the first, then the route is entered from the screen
/// then on top, all or nothing.
@MainActor
@Suite("Dismiss a chain")
struct DismissChainTests {
    /// home → animal.list → animal.detail ⇒sheet animal.editor ⇒cover signIn → about.
    func chainState() throws -> State {
        let state = State()
        try state.containers.setStack([
            Entry(.animal(.list), style: .push), Entry(.animal(.detail(name: "Rex")), style: .push),
            Entry(.animal(.editor(name: "Rex")), style: .sheet), Entry(.signIn, style: .cover),
            Entry(.about, style: .push),
        ])
        return state
    }

    @Test func allDismissesEverySheetThenMovesOnTheBaseStack() throws {
        let state = try chainState()
        try state.perform(Move(from: .about, dismissing: .all, then: .conversation(with: "keeper"), style: .replace))
        #expect(state.selectedStack.entries == [Entry(.conversation(with: "keeper"), style: .replace)])
        #expect(state.selectedStack.layers.count == 1)

        let again = try chainState()
        try again.perform(Move(from: .about, dismissing: .all, then: .animal(.editor(name: "Max")), style: .sheet))
        #expect(
            again.selectedStack.entries == [
                Entry(.animal(.list), style: .push), Entry(.animal(.detail(name: "Rex")), style: .push),
                Entry(.animal(.editor(name: "Max")), style: .sheet),
            ])
    }

    @Test func aboveFirstKeepsTheFirstSheetAndMovesFromItsTop() throws {
        let state = try chainState()
        try state.perform(Move(from: .about, dismissing: .aboveFirst, then: .animal(.photo(name: "Rex")), style: .push))
        #expect(
            state.selectedStack.entries == [
                Entry(.animal(.list), style: .push), Entry(.animal(.detail(name: "Rex")), style: .push),
                Entry(.animal(.editor(name: "Rex")), style: .sheet), Entry(.animal(.photo(name: "Rex")), style: .push),
            ])
        // Only the first sheet presented: nothing above it goes, the move is made from the top.
        try state.perform(
            Move(from: .animalPhoto, dismissing: .aboveFirst, then: .deleteAlert(animal: "Rex"), style: .alert))
        #expect(state.selectedStack.entries.count == 5)
        #expect(state.activeStack.topScreen == .deleteAlert)
    }

    @Test func nothingPresentedIsRefused() throws {
        let state = State()
        try state.containers.setStack([Entry(.animal(.list), style: .push)])
        for layers in [Navigation.LayerDismissal.all, .aboveFirst] {
            #expect(throws: NavigationError<TestGraph>.notPresented(screen: .animalList)) {
                try state.perform(
                    Move(from: .animalList, dismissing: layers, then: .animal(.detail(name: "x")), style: .push))
            }
        }
    }

    /// The move after dismissing is checked from the screen then on top; refused, nothing changes.
    @Test func anIllegalMoveAfterwardsChangesNothing() throws {
        let state = try chainState()
        let before = state.selectedStack.entries
        #expect(throws: NavigationError<TestGraph>.illegalTransition(from: .animalDetail, to: .about, style: .push)) {
            try state.perform(Move(from: .about, dismissing: .all, then: .about, style: .push))
        }
        #expect(throws: NavigationError<TestGraph>.illegalTransition(from: .animalEditor, to: .about, style: .push)) {
            try state.perform(Move(from: .about, dismissing: .aboveFirst, then: .about, style: .push))
        }
        #expect(state.selectedStack.entries == before)
    }

    /// A `RouteStack` alone makes the same move.
    @Test func theRouteStackMakesTheSameMove() throws {
        var stack = try chainState().selectedStack
        try stack.perform(Move(from: .about, dismissing: .all, then: .animal(.editor(name: "Max")), style: .sheet))
        #expect(stack.layers.count == 2)
        #expect(stack.topScreen == .animalEditor)
    }
}
