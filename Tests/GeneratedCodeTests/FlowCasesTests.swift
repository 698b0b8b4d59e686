import Foundation
@_spi(Generated) import ScreenNavigation
import Testing

@testable import FlowCases

/// App flows (#35) through the GENERATED API: `HikeRouteFlow`, `HikeRouteGraph.flowTable` and
/// `HikeRouteFlows`, a method per flow move, against the runtime.
@MainActor
@Suite struct FlowCasesTests {
    typealias Failure = HikeRouteGraph.Failure

    final class Session {
        var conditions: Set<HikeRouteCondition> = []
    }

    func state(_ session: Session) -> NavigationState<HikeRouteGraph> {
        NavigationState<HikeRouteGraph>(conditionHolds: { session.conditions.contains($0) })
    }

    @Test func theGeneratedTableIsTheDeclaredOne() {
        #expect(HikeRouteFlow.allCases == [.signedOut, .invited, .session, .locked, .default])
        #expect(HikeRouteFlow.default.rawValue == "default")
        // The app starts in the first flow: `roots` are its roots.
        #expect(HikeRouteGraph.roots == [.welcome])
        let table = HikeRouteGraph.flowTable
        #expect(table.start == .signedOut)
        #expect(table.declaration(of: .session).rootScreens == [.trails, .map])
        #expect(table.declaration(of: .session).conditions == [.signedIn, .unlocked])
        // A root param waits for the app: no default roots.
        #expect(table.declaration(of: .invited).defaultRoots == nil)
        #expect(table.target(of: "signIn", from: .invited) == .session)
        #expect(table.target(of: "continue", from: .invited) == .session)
        #expect(table.target(of: "signOut", from: .locked) == .signedOut)
        #expect(table.target(of: "lock", from: .signedOut) == nil)
    }

    @Test func signInAndOut() throws {
        let session = Session()
        let state = state(session)
        let flows = HikeRouteFlows(state)
        #expect(state.flow == .signedOut)
        #expect(state.containers.roots == [.welcome])
        session.conditions = [.signedIn, .unlocked]
        try flows.signIn()
        #expect(state.flow == .session)
        #expect(state.containers.roots == [.trails, .map])
        try flows.lock()
        #expect(state.flow == .locked)
        #expect(state.containers.roots == [.lockScreen])
        try flows.unlock(roots: [.map])
        #expect(state.containers.roots == [.map])
        try flows.signOut()
        #expect(state.flow == .signedOut)
        #expect(state.containers.roots == [.welcome])
        try flows.browse()
        #expect(state.flow == .default)
        #expect(state.containers.roots == [.guest])
    }

    @Test func anUndeclaredMoveIsRefusedAndChangesNothing() throws {
        let state = state(Session())
        let flows = HikeRouteFlows(state)
        #expect(throws: Failure.flowMoveNotDeclared(action: "lock", from: .signedOut)) { try flows.lock() }
        #expect(throws: Failure.flowMoveNotDeclared(action: "continue", from: .signedOut)) {
            try flows.continue()
        }
        #expect(state.flow == .signedOut)
        #expect(state.containers.roots == [.welcome])
    }

    @Test func aGuardedMoveIsRefusedAndChangesNothing() throws {
        let session = Session()
        let state = state(session)
        let flows = HikeRouteFlows(state)
        #expect(throws: Failure.flowConditionNotMet(condition: .signedIn, flow: .session)) { try flows.signIn() }
        session.conditions = [.signedIn]
        // A condition only a flow requires.
        #expect(throws: Failure.flowConditionNotMet(condition: .unlocked, flow: .session)) { try flows.signIn() }
        #expect(state.flow == .signedOut)
        #expect(state.containers.roots == [.welcome])
    }

    /// A flow whose root has a start param: its move takes the roots; one action (`signIn`)
    /// declared by two flows is one method.
    @Test func aMoveToAFlowWithoutDefaultRootsTakesTheRoots() throws {
        let session = Session()
        session.conditions = [.signedIn, .unlocked]
        let state = state(session)
        let flows = HikeRouteFlows(state)
        try flows.redeem(roots: [.onboarding(invite: "A1")])
        #expect(state.flow == .invited)
        #expect(state.containers.roots == [.onboarding(invite: "A1")])
        #expect(throws: Failure.rootNotInFlow(root: .welcome, flow: .session)) {
            try flows.signIn(roots: [.welcome])
        }
        try flows.signIn()
        #expect(state.flow == .session)
    }

    @Test func aLinkOpenedSignedOutResumesAfterSignIn() throws {
        let session = Session()
        let state = state(session)
        let flows = HikeRouteFlows(state)
        #expect(throws: Navigation.DeepLinkFailure.rootNotShown(root: "trails")) {
            try state.links.open(link: "hikes://trails/7")
        }
        #expect(state.links.pendingLink != nil)
        session.conditions = [.signedIn, .unlocked, .verified]
        try flows.signIn()
        #expect(state.links.pendingLink == nil)
        #expect(state.flow == .session)
        #expect(state.selectedStack.routes == [.trails, .trail(id: 7)])
    }

    /// The invitation link sets the onboarding root's start param (#37): it replaces the route
    /// shown, prints back, and waits while onboarding is not shown, until the flow move.
    @Test func aLinkSetsItsRootsParams() throws {
        let session = Session()
        session.conditions = [.signedIn]
        let state = state(session)
        let link = "hikes://invite/B2"
        let destination = try HikeRouteGraph.destination(forLink: link)
        #expect(
            destination == Navigation.DeepLinkDestination(rootIndex: 4, root: .onboarding(invite: "B2"), routes: []))
        #expect(destination != Navigation.DeepLinkDestination(rootIndex: 4, routes: []))
        #expect(HikeRouteGraph.link(for: destination) == link)
        #expect(HikeRouteGraph.link(for: Navigation.DeepLinkDestination(rootIndex: 4, routes: [])) == nil)
        // Signed out: onboarding is not shown, so the link waits, and the flow move opens it.
        #expect(throws: Navigation.DeepLinkFailure.rootNotShown(root: "onboarding")) {
            try state.links.open(link: link)
        }
        #expect(state.links.pendingLink == destination)
        #expect(state.containers.roots == [.welcome])
        try HikeRouteFlows(state).redeem(roots: [.onboarding(invite: "A1")])
        #expect(state.links.pendingLink == nil)
        #expect(state.containers.roots == [.onboarding(invite: "B2")])
        // Shown: the link replaces the route, the stack starts at it.
        try state.links.open(link: "hikes://invite/C3")
        #expect(state.containers.roots == [.onboarding(invite: "C3")])
        #expect(state.selectedStack.routes == [.onboarding(invite: "C3")])
        // The same route again changes nothing.
        try state.links.open(link: "hikes://invite/C3")
        #expect(state.containers.roots == [.onboarding(invite: "C3")])
    }

    /// A guard that refuses the stack of a link that sets its root changes nothing, not even
    /// the roots: the link waits as `pendingLink` and opens once the guard holds.
    @Test func aGuardedLinkThatSetsItsRootChangesNothing() throws {
        let session = Session()
        session.conditions = [.signedIn]
        let state = state(session)
        try HikeRouteFlows(state).redeem(roots: [.onboarding(invite: "A1")])
        let link = "hikes://invite/B2/trail/7"
        #expect(throws: Navigation.DeepLinkFailure.conditionNotMet(condition: "verified", screen: "trail")) {
            try state.links.open(link: link)
        }
        #expect(state.containers.roots == [.onboarding(invite: "A1")])
        #expect(state.selectedStack.routes == [.onboarding(invite: "A1")])
        #expect(state.guards.pendingNavigation == nil)
        #expect(state.links.pendingLink == (try HikeRouteGraph.destination(forLink: link)))
        session.conditions = [.signedIn, .verified]
        try state.links.resumePendingLink()
        #expect(state.links.pendingLink == nil)
        #expect(state.containers.roots == [.onboarding(invite: "B2")])
        #expect(state.selectedStack.routes == [.onboarding(invite: "B2"), .trail(id: 7)])
        #expect(HikeRouteGraph.link(for: try HikeRouteGraph.destination(forLink: link)) == link)
    }

    /// The same link waiting for its root: the flow move that shows it meets the guard, and the
    /// link keeps waiting, the roots as the move set them.
    @Test func aGuardedLinkThatSetsItsRootWaitsThroughAFlowMove() throws {
        let session = Session()
        session.conditions = [.signedIn]
        let state = state(session)
        let link = "hikes://invite/B2/trail/7"
        #expect(throws: Navigation.DeepLinkFailure.rootNotShown(root: "onboarding")) {
            try state.links.open(link: link)
        }
        try HikeRouteFlows(state).redeem(roots: [.onboarding(invite: "A1")])
        #expect(state.containers.roots == [.onboarding(invite: "A1")])
        #expect(state.links.pendingLink == (try HikeRouteGraph.destination(forLink: link)))
        session.conditions = [.signedIn, .verified]
        try state.links.resumePendingLink()
        #expect(state.selectedStack.routes == [.onboarding(invite: "B2"), .trail(id: 7)])
    }

    /// Snapshots carry the flow's raw value, and restore into it.
    @Test func aSnapshotRestoresItsFlow() throws {
        let session = Session()
        session.conditions = [.signedIn]
        let state = state(session)
        try HikeRouteFlows(state).redeem(roots: [.onboarding(invite: "B2")])
        let snapshot = state.containers.snapshot()
        #expect(snapshot.flow == "invited")
        let restored = self.state(session)
        try restored.containers.restore(snapshot)
        #expect(restored.flow == .invited)
        #expect(restored.containers.roots == [.onboarding(invite: "B2")])
    }

    // MARK: Exit guards (editing.yaml)

    /// The editor's unsaved drafts, by draft number: what `unsavedChanges` asks of the entry
    /// being left.
    final class Drafts {
        var unsaved: Set<Int> = [1]
    }

    /// Signed in, on trails, the editor of draft 1 in a sheet over it.
    func editing(_ drafts: Drafts) throws -> NavigationState<HikeRouteGraph> {
        let session = Session()
        session.conditions = [.signedIn, .unlocked]
        let state = state(session)
        state.guards.conditionHoldsForRoute = { condition, route in
            switch (condition, route) {
            case (.unsavedChanges, .editing(.editor(let draft))): drafts.unsaved.contains(draft)
            case (.unsavedChanges, _): false
            default: session.conditions.contains(condition)
            }
        }
        try HikeRouteFlows(state).signIn()
        try TrailsDirections(state).write(draft: 1)
        #expect(state.selectedStack.routes == [.trails, .editing(.editor(draft: 1))])
        return state
    }

    @Test func theGeneratedExitGuardIsTheDeclaredOne() {
        let exit = HikeRouteGraph.exitGuard(for: .editingEditor)
        #expect(exit?.alert == .editing(.discardChanges))
        #expect(exit?.condition == .unsavedChanges)
        #expect(HikeRouteGraph.exitGuard(for: .editingPicker) == nil)
        #expect(HikeRouteGraph.isAlert(.editingDiscardChanges))
        #expect(EditingDiscardChangesButton.allCases == [.discard, .keep])
    }

    /// `way` leaves the editor: it asks once, `keep` leaves everything as it was, and asked
    /// again, `discard` completes it as `expected` says.
    func expectAsks(
        _ way: (NavigationState<HikeRouteGraph>) throws -> Void,
        completes expected: (NavigationState<HikeRouteGraph>) throws -> Void
    ) throws {
        let state = try editing(Drafts())
        let before = state.containers.snapshot()
        let routes = state.selectedStack.routes
        let flow = state.flow
        try way(state)
        #expect(state.guards.pendingExit?.screen == .editingEditor)
        #expect(state.selectedStack.routes == routes + [.editing(.discardChanges)])
        _ = try state.alerts.tap(EditingDiscardChangesButton.keep.rawValue)
        #expect(state.guards.pendingExit == nil)
        #expect(state.selectedStack.routes == routes)
        #expect(state.flow == flow)
        #expect(state.containers.snapshot() == before)
        try way(state)
        #expect(state.guards.pendingExit != nil)
        _ = try state.alerts.tap(EditingDiscardChangesButton.discard.rawValue)
        #expect(state.guards.pendingExit == nil)
        try expected(state)
    }

    @Test func goingBackAsks() throws {
        try expectAsks({ $0.pop() }) { #expect($0.selectedStack.routes == [.trails]) }
    }

    @Test func dismissingAsks() throws {
        try expectAsks({ $0.dismiss() }) { #expect($0.selectedStack.routes == [.trails]) }
    }

    @Test func aFlowMoveAsks() throws {
        try expectAsks({ try HikeRouteFlows($0).signOut() }) { state in
            #expect(state.flow == .signedOut)
            #expect(state.containers.roots == [.welcome])
        }
    }

    @Test func replacingTheEditorAsks() throws {
        try expectAsks({ try EditingEditorDirections($0, draft: 1).finish() }) { state in
            #expect(state.selectedStack.routes == [.trails, .editing(.summary)])
        }
    }

    /// Going on from the editor (a push over it) leaves nothing: no question.
    @Test func goingOnDoesNotAsk() throws {
        let state = try editing(Drafts())
        try EditingEditorDirections(state, draft: 1).pick()
        #expect(state.guards.pendingExit == nil)
        state.pop()
        #expect(state.guards.pendingExit == nil)
        #expect(state.selectedStack.routes == [.trails, .editing(.editor(draft: 1))])
    }

    /// Nothing unsaved in this editor: every way out is made at once.
    @Test func noQuestionWhenTheConditionDoesNotHold() throws {
        let drafts = Drafts()
        drafts.unsaved = [2]
        let state = try editing(drafts)
        state.dismiss()
        #expect(state.guards.pendingExit == nil)
        #expect(state.selectedStack.routes == [.trails])
        try TrailsDirections(state).write(draft: 1)
        try HikeRouteFlows(state).signOut()
        #expect(state.guards.pendingExit == nil)
        #expect(state.flow == .signedOut)
    }
}
