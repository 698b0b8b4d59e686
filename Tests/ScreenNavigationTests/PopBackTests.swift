import ScreenNavigation
import Testing

/// `Move(from:popBackTo:inclusive:then:style:)`: back-stack surgery (Android's `popUpTo`), all
/// or nothing. The screen must be on the stack; the route after it is checked like any move
/// from the screen then on top.
@MainActor
@Suite("Pop back")
struct PopBackTests {
    /// home → animal.list → animal.detail ⇒sheet animal.editor → animal.photo.
    func deepState() throws -> State {
        let state = State()
        try state.containers.setStack([
            Entry(.animal(.list), style: .push), Entry(.animal(.detail(name: "Rex")), style: .push),
            Entry(.animal(.editor(name: "Rex")), style: .sheet), Entry(.animal(.photo(name: "Rex")), style: .push),
        ])
        return state
    }

    @Test func goesBackToTheTopmostEntryOfTheScreen() throws {
        let state = try deepState()
        try state.perform(Move(from: .animalPhoto, popBackTo: .animalList))
        #expect(state.selectedStack.entries == [Entry(.animal(.list), style: .push)])
        // Across the sheet: its layer is gone with its entries.
        #expect(state.selectedStack.layers.count == 1)
    }

    @Test func inclusiveRemovesTheScreenToo() throws {
        let state = try deepState()
        try state.perform(Move(from: .animalPhoto, popBackTo: .animalDetail, inclusive: true))
        #expect(state.selectedStack.entries == [Entry(.animal(.list), style: .push)])
    }

    @Test func theRootCanBeGoneBackToButNotRemoved() throws {
        let state = try deepState()
        #expect(throws: NavigationError<TestGraph>.cannotRemoveRoot(root: .home)) {
            try state.perform(Move(from: .animalPhoto, popBackTo: .home, inclusive: true))
        }
        #expect(state.selectedStack.entries.count == 4, "unchanged")
        try state.perform(Move(from: .animalPhoto, popBackTo: .home))
        #expect(state.selectedStack.entries.isEmpty)
    }

    @Test func thenEntersTheRouteFromTheScreenThenOnTop() throws {
        let state = try deepState()
        try state.perform(
            Move(from: .animalPhoto, popBackTo: .animalDetail, then: .animal(.editor(name: "Max")), style: .sheet))
        #expect(
            state.selectedStack.entries.map(\.route) == [
                .animal(.list), .animal(.detail(name: "Rex")), .animal(.editor(name: "Max")),
            ])
    }

    @Test func anIllegalRouteAfterwardsChangesNothing() throws {
        let state = try deepState()
        // animal.list → about is not declared.
        #expect(throws: NavigationError<TestGraph>.illegalTransition(from: .animalList, to: .about, style: .push)) {
            try state.perform(Move(from: .animalPhoto, popBackTo: .animalList, then: .about))
        }
        #expect(state.selectedStack.entries.count == 4)
    }

    @Test func aScreenNotOnTheStackIsRefused() throws {
        let state = try deepState()
        #expect(throws: NavigationError<TestGraph>.notOnStack(screen: .conversation, top: .animalPhoto)) {
            try state.perform(Move(from: .animalPhoto, popBackTo: .conversation))
        }
        #expect(throws: NavigationError<TestGraph>.notOnTop(expected: .animalDetail, actual: .animalPhoto)) {
            try state.perform(Move(from: .animalDetail, popBackTo: .animalList))
        }
        #expect(
            "\(NavigationError<TestGraph>.notOnStack(screen: .conversation, top: .animalPhoto))"
                == "cannot go back to 'conversation': it is not on the stack beneath 'animal.photo'")
    }

    @Test func selectingAnotherRootGoesBackToItThenEntersTheRoute() throws {
        let state = try deepState()
        try state.select(rootAt: 1)
        try state.containers.push(.about)
        try state.select(rootAt: 0)
        try state.perform(Move(from: .animalPhoto, selectingRoot: .settings, then: .about, style: .sheet))
        #expect(state.selectedRootIndex == 1)
        #expect(state.selectedStack.entries == [Entry(.about, style: .sheet)])
        #expect(state.stacks[0].entries.count == 4, "the stack it came from is left as it was")
    }

    @Test func selectingARootIsAllOrNothing() throws {
        let state = try deepState()
        // settings → conversation is not declared: nothing changes, the selection included.
        #expect(throws: NavigationError<TestGraph>.illegalTransition(from: .settings, to: .conversation, style: .push))
        {
            try state.perform(Move(from: .animalPhoto, selectingRoot: .settings, then: .conversation(with: "x")))
        }
        #expect(state.selectedRootIndex == 0)
        #expect(throws: NavigationError<TestGraph>.rootNotShown(root: .about)) {
            try state.perform(Move(from: .animalPhoto, selectingRoot: .about))
        }
    }

    /// `Move(from:dismissingThen:style:)`: the sheet the top screen is in goes with everything
    /// above it, then the route is entered from the screen that presented it.
    @Test func dismissingReplacesTheSheet() throws {
        let state = try deepState()
        try state.perform(Move(from: .animalPhoto, dismissingThen: .animal(.editor(name: "Max")), style: .sheet))
        #expect(
            state.selectedStack.entries == [
                Entry(.animal(.list), style: .push), Entry(.animal(.detail(name: "Rex")), style: .push),
                Entry(.animal(.editor(name: "Max")), style: .sheet),
            ])
        // From the detail, pushed on the root's layer, there is nothing to dismiss.
        state.pop()
        #expect(throws: NavigationError<TestGraph>.notPresented(screen: .animalDetail)) {
            try state.perform(Move(from: .animalDetail, dismissingThen: .animal(.editor(name: "Max")), style: .sheet))
        }
        // The move after dismissing is checked from the presenter, all or nothing.
        try state.perform(Move(from: .animalDetail, to: .animal(.editor(name: "Rex")), style: .sheet))
        #expect(throws: NavigationError<TestGraph>.illegalTransition(from: .animalDetail, to: .about, style: .push)) {
            try state.perform(Move(from: .animalEditor, dismissingThen: .about, style: .push))
        }
        #expect(state.topRoute == .animal(.editor(name: "Rex")))
    }
}
