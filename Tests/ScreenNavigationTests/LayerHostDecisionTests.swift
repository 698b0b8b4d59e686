import Testing

@testable import ScreenNavigation

/// The SwiftUI host's decisions with app-wide layers (#35), pure functions of the state and
/// what SwiftUI reported: a layer's stack is on screen whichever root is selected; while a layer
/// covers the roots, their sheets and alerts wait beneath (SwiftUI took them away for it); a
/// minimised overlay covers nothing; the presentation order puts the lock last.
@MainActor
@Suite struct LayerHostDecisionTests {
    typealias Decision = HostDecision<LayerRoute>

    func state() -> NavigationState<LayerGraph> {
        NavigationState<LayerGraph>(conditionHolds: { _ in true })
    }

    @Test(arguments: [0, 1])
    func aRootsAlertClosedUnderALayerIsKept(selected: Int) throws {
        let state = state()
        try state.containers.presentAlert(.confirm)  // on chats
        try state.select(rootAt: selected)
        try state.perform(Move(from: nil, to: .lock, style: .cover))
        let layer = state.stacks[0].layers[0]
        let decision = state.hostReported(.alertClosed(over: layer, presentation: .alert, stack: 0))
        #expect(decision == .ignore(selected == 0 ? .coveredByLayer : .stackNotSelected))
        #expect(state.stacks[0].presentedAlert == .confirm)
        // Unlocked, the same report is the user's (the alert shows again, and can be closed).
        try state.layers.dismiss(.lock)
        if selected == 0 {
            #expect(
                state.hostReported(.alertClosed(over: layer, presentation: .alert, stack: 0))
                    == .pop(stack: 0, toEntryCount: 0))
        }
    }

    @Test(arguments: [0, 1])
    func aLayersStackIsOnScreenWhicheverRootIsSelected(selected: Int) throws {
        let state = state()
        try state.perform(Move(from: nil, to: .settings, style: .sheet))
        try state.containers.push(.settingsDetail)
        try state.select(rootAt: selected)
        let index = try #require(state.layers.shown.first?.stackIndex)
        let layer = state.allStacks[index].layers[0]
        // A back swipe inside Settings pops its own stack.
        #expect(
            state.hostReported(.pathChanged(to: [], layer: layer, stack: index)) == .pop(stack: index, toEntryCount: 0))
        #expect(state.layers.shown.first?.stack.routes == [.settings])
        #expect(state.stacks.map(\.isAtRoot) == [true, true])
        #expect(state.selectedRootIndex == selected)
    }

    @Test func aMinimisedOverlayCoversNothing() throws {
        let state = state()
        try state.perform(Move(from: nil, to: .call, style: .cover))
        #expect(state.coversRoots)  // expanded: the call is over the roots
        try state.layers.setMinimized(.call, true)
        #expect(!state.coversRoots)
        try state.containers.presentAlert(.confirm)  // beneath the minimised call, on chats
        let layer = state.stacks[0].layers[0]
        try state.layers.setMinimized(.call, false)
        #expect(
            state.hostReported(.alertClosed(over: layer, presentation: .alert, stack: 0)) == .ignore(.coveredByLayer))
        try state.layers.setMinimized(.call, true)
        #expect(
            state.hostReported(.alertClosed(over: layer, presentation: .alert, stack: 0))
                == .pop(stack: 0, toEntryCount: 0))
    }

    @Test func theLockIsPresentedLastAndOverlaysAreNotPresented() throws {
        let state = state()
        try state.perform(Move(from: nil, to: .call, style: .cover))
        try state.layers.setMinimized(.call, true)
        try state.perform(Move(from: nil, to: .lock, style: .cover))
        // The lock opened; a request waits for it, then opens over everything else.
        #expect(throws: NavigationError<LayerGraph>.self) {
            try state.perform(Move(from: nil, to: .loginRequest, style: .sheet))
        }
        try state.layers.dismiss(.lock)
        try state.layers.resumeWaitingMove()
        try state.perform(Move(from: nil, to: .lock, style: .cover))
        let presented = AppLayersPresentation.presented(state.layers.shown).map(\.screen)
        #expect(presented == [.loginRequest, .lock])
        #expect(state.layers.shown.map(\.screen) == [.call, .loginRequest, .lock])
    }
}
