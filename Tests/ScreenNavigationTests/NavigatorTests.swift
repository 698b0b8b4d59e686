import Observation
import ScreenNavigation
import Synchronization
import Testing

/// What generated code and feature routers see: `any Navigator<Graph>`.
@MainActor
@Suite("Navigator")
struct NavigatorTests {
    /// A test double a feature can be given instead of the real state.
    final class RecordingNavigator: Navigator {
        typealias Graph = TestGraph
        var moves: [Move<TestGraph>] = []
        func perform(_ move: Move<TestGraph>) throws(NavigationError<TestGraph>) {
            moves.append(move)
        }
    }

    /// Feature code written against the protocol only, as generated action methods are.
    func openEditor(for name: String, on navigator: any Navigator<TestGraph>) throws(NavigationError<TestGraph>) {
        try navigator.perform(Move(from: .animalDetail, to: .animal(.editor(name: name)), style: .sheet))
    }

    @Test func existentialPerformsOnTheRealState() throws {
        let state = State()
        try state.containers.jump(to: [.list, .lion])
        let navigator: any Navigator<TestGraph> = state
        try openEditor(for: "lion", on: navigator)
        #expect(state.topRoute == .lionEditor)
        #expect(state.selectedStack.entries.last?.style == .sheet)
    }

    @Test func existentialKeepsTheTypedError() throws {
        let state = try busyState()
        let navigator: any Navigator<TestGraph> = state
        let before = state.stacks
        do {
            try openEditor(for: "lion", on: navigator)
            Issue.record("a stale move was accepted")
        } catch {
            // `error` is statically a NavigationError<TestGraph>: no cast needed.
            #expect(error == .notOnTop(expected: .animalDetail, actual: .animalPhoto))
        }
        #expect(state.stacks == before)
    }

    @Test func aTestDoubleCanStandIn() throws {
        let fake = RecordingNavigator()
        try openEditor(for: "tiger", on: fake)
        #expect(fake.moves == [Move(from: .animalDetail, to: .animal(.editor(name: "tiger")), style: .sheet)])
    }

    /// A navigator without results still makes the moves: the result forms perform the move and
    /// never answer, finishing leaves the screen.
    @Test func aTestDoubleGetsTheResultFormsForFree() throws {
        let fake = RecordingNavigator()
        let navigator: any Navigator<TestGraph> = fake
        var answered = false
        try navigator.perform(Move(from: .animalDetail, to: .lionEditor, style: .sheet)) { _ in answered = true }
        try navigator.finish(.animalEditor, with: "x")
        #expect(
            fake.moves == [
                Move(from: .animalDetail, to: .lionEditor, style: .sheet),
                Move(from: .animalEditor, popBackTo: .animalEditor, inclusive: true),
            ])
        #expect(!answered)
    }

    @Test func observersHearSuccessfulMovesOnly() throws {
        let state = try busyState()
        let changed = Mutex(false)
        func track() {
            changed.withLock { $0 = false }
            withObservationTracking {
                _ = state.stacks
            } onChange: {
                changed.withLock { $0 = true }
            }
        }

        track()
        #expect(throws: Failure.self) { try state.containers.push(.lion) }
        state.dismiss()  // something to dismiss: changes
        #expect(changed.withLock { $0 })

        track()
        state.dismiss()  // nothing left to dismiss: no-op
        try state.containers.setStack(state.selectedStack.entries)  // the same stack again: no-op
        #expect(throws: Failure.self) { try state.containers.presentAlert(.about) }
        #expect(!changed.withLock { $0 }, "refused calls and no-ops must not notify")
    }

    /// The stacks and the selection are observed by hand (key paths made once per state): a
    /// change of either still reaches observers, and the selection they read is the new one.
    @Test func observersHearTheSelectedRootChange() throws {
        let state = NavigationState<GuardGraph>()
        let changed = Mutex(false)
        withObservationTracking {
            _ = state.selectedRootIndex
        } onChange: {
            changed.withLock { $0 = true }
        }
        try state.select(rootAt: 1)
        #expect(changed.withLock { $0 })
        #expect(state.selectedRootIndex == 1 && state.activeStack.topScreen == .inbox)
    }

    /// The pending navigation, the pending link, the flow and the exit question are observed by
    /// hand, as the stacks are (a key path into the generic state made once, not at each access).
    @Test func observersHearThePendingStateTheFlowAndTheExitQuestion() throws {
        func heard(_ read: () -> Void, _ change: () throws -> Void) rethrows -> Bool {
            let changed = Mutex(false)
            withObservationTracking {
                read()
            } onChange: {
                changed.withLock { $0 = true }
            }
            try change()
            return changed.withLock { $0 }
        }
        let guarded = NavigationState<GuardGraph>()
        #expect(heard({ _ = guarded.guards.pendingNavigation }, { _ = try? guarded.containers.push(.account(id: 1)) }))
        try guarded.containers.setRoots([.home])
        #expect(heard({ _ = guarded.links.pendingLink }, { _ = try? guarded.links.open(link: "app:///inbox") }))
        let flows = try NavigationState<FlowGraph>(flow: .session, conditionHolds: { _ in true })
        #expect(try heard({ _ = flows.flow }, { try flows.move(toFlow: .locked, by: "lock") }))
        let exits = NavigationState<ExitGraph>(conditionHolds: { _ in true })
        try exits.containers.present(.editor(id: 1), style: .sheet)
        #expect(heard({ _ = exits.guards.pendingExit }, { exits.dismiss() }))
        #expect(exits.guards.pendingExit != nil)
    }
}
