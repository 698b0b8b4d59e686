import ScreenNavigation
import Testing

/// Several roots: independent stacks, one selected.
@MainActor
@Suite("Multiple roots")
struct MultipleRootsTests {
    @Test func startsWithOneEmptyStackPerRoot() {
        let state = State()
        #expect(state.stacks == [Stack(root: .home), Stack(root: .settings)])
        #expect(state.selectedRootIndex == 0)
        #expect(state.topRoute == .home)
    }

    @Test func stacksAreIndependent() throws {
        let state = State()
        try state.containers.jump(to: [.list, .lion])
        try state.select(rootAt: 1)
        #expect(state.topRoute == .settings)
        try state.containers.push(.about)
        state.containers.popToRoot()
        try state.containers.push(.about)
        #expect(state.stacks[0].routes == [.home, .list, .lion])
        #expect(state.stacks[1].routes == [.settings, .about])
        state.selectedRootIndex = 0
        #expect(state.topRoute == .lion)
        state.pop()
        #expect(state.stacks[1].routes == [.settings, .about])
    }

    @Test func movesAreCheckedAgainstTheSelectedStack() throws {
        let state = State()
        try state.select(rootAt: 1)
        // home → animal.list is declared, but settings is on top of the selected stack.
        expectRefused(state, .illegalTransition(from: .settings, to: .animalList, style: .push)) {
            try state.containers.push(.list)
        }
    }

    @Test func selectionStaysInRange() throws {
        let state = State()
        state.selectedRootIndex = 1
        #expect(state.selectedRootIndex == 1)
        state.selectedRootIndex = 2
        #expect(state.selectedRootIndex == 1, "out-of-range assignment is ignored")
        state.selectedRootIndex = -1
        #expect(state.selectedRootIndex == 1)
        expectRefused(state, .rootIndexOutOfRange(index: 2, count: 2)) {
            try state.select(rootAt: 2)
        }
    }
}
