import Foundation
import Testing

@_spi(Generated) @testable import ScreenNavigation

/// The event stream (#36): one typed event per operation, done or refused, with the route on
/// top before and after; the host's changes reported as the user's; compound operations
/// reported once. On `LayerGraph` (roots chats and spaces, layers, an alert, a link) and
/// `FlowGraph` (flows).
@MainActor
@Suite struct NavigationEventTests {
    typealias Event = NavigationEvent<LayerGraph>
    typealias Failure = NavigationError<LayerGraph>

    /// A state whose every event is appended to `events`.
    final class Log {
        var events: [Event] = []
        var kinds: [Event.Kind] { events.map(\.kind) }
    }

    func observed() -> (NavigationState<LayerGraph>, Log) {
        let state = NavigationState<LayerGraph>(conditionHolds: { _ in true })
        let log = Log()
        state.events.observe { log.events.append($0) }
        return (state, log)
    }

    @Test func aMoveAndItsRefusal() throws {
        let (state, log) = observed()
        let move = Move<LayerGraph>(from: .chats, to: .room(id: 1), style: .push)
        try state.perform(move)
        #expect(log.events == [Event(kind: .move(move), byUser: false, from: .chats, to: .room(id: 1))])
        #expect(log.events[0].fromScreen == .chats)
        #expect(log.events[0].toScreen == .room)
        // Refused: reported with what was attempted and why; nothing changed.
        #expect(throws: Failure.self) { try state.perform(move) }
        #expect(
            log.events.last
                == Event(
                    kind: .refused(
                        attempt: .move(move), error: .notOnTop(expected: .chats, actual: .room)),
                    byUser: false, from: .room(id: 1), to: .room(id: 1)))
    }

    @Test func everyKindOfOperationReportsOnce() throws {
        let (state, log) = observed()
        try state.containers.push(.room(id: 1))
        state.pop()
        try state.containers.presentAlert(.confirm)
        _ = try state.alerts.tap("cancel")
        try state.select(rootAt: 1)
        state.selectedRootIndex = 0
        try state.containers.jump(to: [.room(id: 2)])
        state.containers.popToRoot()
        try state.perform(Move(from: nil, to: .call, style: .cover))
        try state.layers.setMinimized(.call, true)
        try state.layers.dismiss(.call)
        try state.links.open(link: "app:/room/3")
        #expect(throws: Navigation.DeepLinkFailure.self) { try state.links.open(link: "app:/nowhere") }
        try state.containers.restore(state.containers.snapshot())
        try state.containers.setRoots([.chats])
        _ = state.guards.reconcile()
        #expect(
            log.kinds == [
                .entered(.room(id: 1), .push), .back, .entered(.confirm, .alert),
                .alertButton(id: "cancel", alert: .confirm),
                .rootSelected(index: 1), .rootSelected(index: 0), .stackSet, .back,
                .move(Move(from: nil, to: .call, style: .cover)), .layerMinimized(.call, true), .layerClosed(.call),
                .linkOpened(Navigation.DeepLinkDestination(rootIndex: 0, routes: [.room(id: 3)])),
                .linkRefused(.noMatch(path: "/nowhere")), .restored, .rootsChanged([.chats]),
                .reconciled(removed: [[]]),
            ])
        #expect(log.events.allSatisfy { !$0.byUser })
    }

    /// A compound operation reports once, after all of its steps: the move that waited for the
    /// tour, resumed, is one `resumed`; the notification that closes Settings is one `move`.
    @Test func aCompoundOperationReportsOnce() throws {
        let (state, log) = observed()
        let notification = Move<LayerGraph>(from: nil, selectingRoot: .chats, then: .room(id: 7))
        try state.perform(Move(from: nil, to: .onboarding, style: .cover))
        #expect(throws: Failure.self) { try state.perform(notification) }
        try state.layers.dismiss(.onboarding)
        try state.layers.resumeWaitingMove()
        try state.perform(Move(from: nil, to: .settings, style: .sheet))
        try state.containers.push(.settingsDetail)
        let before = log.events.count
        try state.perform(Move(from: nil, selectingRoot: .chats, then: .room(id: 8)))
        #expect(log.events.count == before + 1)
        #expect(log.events.last?.from == .settingsDetail)
        #expect(log.events.last?.to == .room(id: 8))
        #expect(
            log.kinds.prefix(4) == [
                .move(Move(from: nil, to: .onboarding, style: .cover)),
                .refused(attempt: .move(notification), error: .layerRequired(layer: .onboarding)),
                .layerClosed(.onboarding), .resumed,
            ])
    }

    @Test func theHostsChangesAreTheUsers() throws {
        let (state, log) = observed()
        try state.containers.push(.room(id: 1))
        let layer = state.selectedStack.layers[0]
        state.hostReported(.pathChanged(to: [], layer: layer, stack: 0))  // a back swipe
        state.hostReported(.rootSelected(1))  // a tab tapped
        try state.perform(Move(from: nil, to: .settings, style: .sheet))
        let settings = try #require(state.layers.shown.first)
        state.hostReported(.appLayerDismissed(root: .settings, stack: settings.stackIndex))  // swiped down
        state.hostReported(.rootSelected(1))  // already selected: nothing changes, nothing reported
        #expect(
            log.events.suffix(4) == [
                Event(kind: .back, byUser: true, from: .room(id: 1), to: .chats),
                Event(kind: .rootSelected(index: 1), byUser: true, from: .chats, to: .spaces),
                Event(
                    kind: .move(Move(from: nil, to: .settings, style: .sheet)), byUser: false, from: .spaces,
                    to: .settings),
                Event(kind: .layerClosed(.settings), byUser: true, from: .settings, to: .spaces),
            ])
    }

    @Test func aCancelledObservationHearsNothingMore() throws {
        let state = NavigationState<LayerGraph>(conditionHolds: { _ in true })
        var first: [Event.Kind] = []
        var second: [Event.Kind] = []
        let observation = state.events.observe { first.append($0.kind) }
        state.events.observe { second.append($0.kind) }
        try state.containers.push(.room(id: 1))
        observation.cancel()
        state.pop()
        #expect(first == [.entered(.room(id: 1), .push)])
        #expect(second == [.entered(.room(id: 1), .push), .back])
    }

    @Test func aFlowMoveReportsTheFlows() throws {
        let state = NavigationState<FlowGraph>(conditionHolds: { _ in true })
        var kinds: [NavigationEvent<FlowGraph>.Kind] = []
        state.events.observe { kinds.append($0.kind) }
        try state.move(toFlow: .session, by: "signIn")
        #expect(throws: NavigationError<FlowGraph>.self) { try state.move(toFlow: .session, by: "signIn") }
        #expect(
            kinds == [
                .flowChanged(from: .signedOut, to: .session),
                .refused(
                    attempt: .flowChanged(from: .session, to: .session),
                    error: .flowMoveNotDeclared(action: "signIn", from: .session)),
            ])
    }
}
