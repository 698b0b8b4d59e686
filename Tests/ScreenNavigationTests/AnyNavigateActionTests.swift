@_spi(Generated) import ScreenNavigation
import Testing

/// What `NavigateAction` (SwiftUI) does with the action a host puts in the environment: the
/// move in the style asked for, checked; a refusal thrown typed; outside a host, or with another
/// graph's state, a refusal rather than a move on the wrong state.
@MainActor
@Suite("AnyNavigateAction")
struct AnyNavigateActionTests {
    @Test func pushesPresentsAndReplacesWhatTheGraphAllows() throws {
        let state = NavigationState<TestGraph>()
        let action = Navigation.AnyNavigateAction(state)
        try action.perform(TestRoute.animal(.list), style: .push, in: TestGraph.self)
        try action.perform(TestRoute.animal(.detail(name: "Lion")), style: .push, in: TestGraph.self)
        try action.perform(TestRoute.animal(.editor(name: "Lion")), style: .sheet, in: TestGraph.self)
        #expect(state.topRoute == .animal(.editor(name: "Lion")))
        #expect(state.activeStack.entries.last?.style == .sheet)
        try action.perform(TestRoute.conversation(with: "Ann"), style: .replace, in: TestGraph.self)
        #expect(state.topRoute == .conversation(with: "Ann"))
    }

    @Test func anIllegalMoveThrowsTheGraphsErrorAndChangesNothing() {
        let state = NavigationState<TestGraph>()
        let action = Navigation.AnyNavigateAction(state)
        let error = #expect(throws: NavigationError<TestGraph>.self) {
            try action.perform(TestRoute.about, style: .push, in: TestGraph.self)
        }
        #expect(error == .illegalTransition(from: .home, to: .about, style: .push))
        #expect(state.topRoute == .home)
    }

    @Test func outsideAHostOrWithAnotherGraphNothingMoves() {
        let error = #expect(throws: NavigationError<TestGraph>.self) {
            try Navigation.AnyNavigateAction.unavailable.perform(TestRoute.settings, style: .push, in: TestGraph.self)
        }
        #expect(error == .noRoots)
        let split = NavigationState<SplitGraph>()
        let other = Navigation.AnyNavigateAction(split)
        #expect(throws: NavigationError<TestGraph>.self) {
            try other.perform(TestRoute.animal(.list), style: .push, in: TestGraph.self)
        }
    }
}
