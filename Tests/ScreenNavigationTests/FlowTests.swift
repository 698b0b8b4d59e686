import Foundation
@_spi(Generated) import ScreenNavigation
import Testing

// Flows (#35): signedOut [welcome] ─signIn→ session [chats, settings] (requires signedIn,
// unlocked) ─lock→ locked [lockScreen] (requires signedIn) ─unlock→ session; signOut from both.
// chats ─push→ room (requires verified); deep link /room/{id} opens chats → room.
enum FlowRoute: Hashable, Sendable, Codable {
    case welcome, chats, settings, lockScreen
    case room(id: Int)
}

enum FlowScreen: String, Hashable, Sendable, CaseIterable {
    case welcome, chats, settings, lockScreen, room
}

enum FlowCondition: String, Hashable, Sendable, CaseIterable {
    case signedIn, unlocked, verified
}

enum FlowName: String, Hashable, Sendable, CaseIterable {
    case signedOut, session, locked
}

enum FlowGraph: NavigationGraphWithDefaultRoots, DeepLinkGraph {
    typealias Flow = FlowName
    static let rootScreens: [FlowScreen] = [.welcome, .chats, .settings, .lockScreen]
    static let roots: [FlowRoute] = [.welcome]

    static func screen(of route: FlowRoute) -> FlowScreen {
        switch route {
        case .welcome: .welcome
        case .chats: .chats
        case .settings: .settings
        case .lockScreen: .lockScreen
        case .room: .room
        }
    }

    static let transitions: TransitionTable<FlowScreen> = [LegalTransition(from: .chats, to: .room, style: .push)]
    static func isAlert(_ screen: FlowScreen) -> Bool { false }
    static func alert(for route: FlowRoute) -> Navigation.AlertContent<FlowRoute>? { nil }
    static func title(for route: FlowRoute) -> String? { nil }
    static func conditions(for screen: FlowScreen) -> [FlowCondition] { screen == .room ? [.verified] : [] }

    static let flowTable = FlowTable<FlowGraph>([
        .init(.signedOut, rootScreens: [.welcome], defaultRoots: [.welcome], moves: [("signIn", .session)]),
        .init(
            .session, rootScreens: [.chats, .settings], defaultRoots: [.chats, .settings],
            conditions: [.signedIn, .unlocked], moves: [("signOut", .signedOut), ("lock", .locked)]),
        .init(
            .locked, rootScreens: [.lockScreen], defaultRoots: [.lockScreen], conditions: [.signedIn],
            moves: [("unlock", .session), ("signOut", .signedOut)]),
    ])

    static let deepLinks = DeepLinkTable(
        schemes: ["app"], hosts: [], patterns: ["/room/{id:i}"], stacks: ["1|room"])

    static func deepLinkDestination(link: Int, values: DeepLinkValues) throws(Navigation.DeepLinkFailure)
        -> Navigation.DeepLinkDestination<
            FlowRoute
        >
    {
        Navigation.DeepLinkDestination(rootIndex: 1, routes: [.room(id: try values.required(0, as: Int.self))])
    }

    static func deepLinkTexts(link: Int, routes: [FlowRoute]) -> [String?]? {
        guard case .room(let id)? = routes.first, routes.count == 1 else { return nil }
        return [String(id)]
    }
}

/// App flows: declared moves between root sets, all or nothing; guards on entering a flow, by a
/// move, a restore or a launch request; what waits for a flow resumes when it is shown.
@MainActor
@Suite struct FlowTests {
    typealias Failure = NavigationError<FlowGraph>

    final class Session {
        var conditions: Set<FlowCondition> = []
    }

    func state(_ session: Session) -> NavigationState<FlowGraph> {
        NavigationState<FlowGraph>(conditionHolds: { session.conditions.contains($0) })
    }

    /// Expects `body` to throw `expected` and to change nothing: stacks, selection, flow, pending.
    func expectUnchanged(
        _ state: NavigationState<FlowGraph>, _ expected: Failure, sourceLocation: SourceLocation = #_sourceLocation,
        _ body: () throws -> Void
    ) {
        let before = (state.stacks, state.selectedRootIndex, state.flow, state.guards.pendingNavigation?.stack)
        #expect(throws: expected, sourceLocation: sourceLocation) { try body() }
        #expect(state.stacks == before.0, sourceLocation: sourceLocation)
        #expect(state.selectedRootIndex == before.1, sourceLocation: sourceLocation)
        #expect(state.flow == before.2, sourceLocation: sourceLocation)
        #expect(state.guards.pendingNavigation?.stack == before.3, sourceLocation: sourceLocation)
    }

    @Test func theStateStartsInTheFirstFlow() throws {
        let state = state(Session())
        #expect(state.flow == .signedOut)
        #expect(state.containers.roots == [.welcome])
        let named = try NavigationState<FlowGraph>(flow: .session, conditionHolds: { _ in true })
        #expect(named.flow == .session)
        #expect(named.containers.roots == [.chats, .settings])
        // Given roots: the first flow that shows them, its guards asked.
        let inferred = try NavigationState<FlowGraph>(roots: [.settings], conditionHolds: { _ in true })
        #expect(inferred.flow == .session)
        #expect(throws: Failure.flowConditionNotMet(condition: .signedIn, flow: .session)) {
            _ = try NavigationState<FlowGraph>(roots: [.chats])
        }
        #expect(throws: Failure.rootNotInFlow(root: .chats, flow: .signedOut)) {
            _ = try NavigationState<FlowGraph>(flow: .signedOut, roots: [.chats])
        }
    }

    @Test func aFlowMoveReplacesEverythingShownByTheTargetsRoots() throws {
        let session = Session()
        let state = state(session)
        session.conditions = [.signedIn, .unlocked]
        try state.move(toFlow: .session, by: "signIn")
        #expect(state.flow == .session)
        #expect(state.containers.roots == [.chats, .settings])
        #expect(state.selectedRootIndex == 0)
        session.conditions.insert(.verified)
        try state.containers.push(.room(id: 1))
        try state.select(rootAt: 1)
        try state.move(toFlow: .locked, by: "lock")
        #expect(state.flow == .locked)
        #expect(state.stacks.map(\.routes) == [[.lockScreen]])
        try state.move(toFlow: .session, by: "unlock", roots: [.settings, .chats])
        #expect(state.stacks.map(\.routes) == [[.settings], [.chats]])
    }

    @Test func anUndeclaredOrGuardedFlowMoveChangesNothing() throws {
        let session = Session()
        let state = state(session)
        expectUnchanged(state, .flowMoveNotDeclared(action: "lock", from: .signedOut)) {
            try state.move(toFlow: .locked, by: "lock")
        }
        // A declared name to another flow than declared.
        expectUnchanged(state, .flowMoveNotDeclared(action: "signIn", from: .signedOut)) {
            try state.move(toFlow: .locked, by: "signIn")
        }
        expectUnchanged(state, .flowConditionNotMet(condition: .signedIn, flow: .session)) {
            try state.move(toFlow: .session, by: "signIn")
        }
        session.conditions = [.signedIn, .unlocked]
        expectUnchanged(state, .rootNotInFlow(root: .welcome, flow: .session)) {
            try state.move(toFlow: .session, by: "signIn", roots: [.chats, .welcome])
        }
        expectUnchanged(state, .noRoots) { try state.move(toFlow: .session, by: "signIn", roots: []) }
        #expect(state.flow == .signedOut)
    }

    /// Another flow's roots are a flow move, never a change of roots within one.
    @Test func theRootsChangeOnlyWithinTheFlow() throws {
        let state = try NavigationState<FlowGraph>(flow: .session, conditionHolds: { _ in true })
        try state.containers.setRoots([.settings])
        #expect(state.containers.roots == [.settings])
        expectUnchanged(state, .rootNotInFlow(root: .welcome, flow: .session)) {
            try state.containers.setRoots([.welcome])
        }
    }

    /// A link into a flow that is not shown waits, and opens when a flow move shows its root.
    @Test func aLinkOpenedSignedOutResumesAfterSignIn() throws {
        let session = Session()
        let state = state(session)
        #expect(throws: Navigation.DeepLinkFailure.rootNotShown(root: "chats")) {
            try state.links.open(link: "app:///room/7")
        }
        #expect(state.links.pendingLink != nil)
        session.conditions = [.signedIn, .unlocked, .verified]
        try state.move(toFlow: .session, by: "signIn")
        #expect(state.links.pendingLink == nil)
        #expect(state.selectedStack.routes == [.chats, .room(id: 7)])
    }

    /// A link that waited for the flow and then meets a guard becomes the pending navigation.
    @Test func aLinkThatMeetsAGuardAfterTheFlowMoveWaitsForIt() throws {
        let session = Session()
        let state = state(session)
        #expect(throws: Navigation.DeepLinkFailure.rootNotShown(root: "chats")) {
            try state.links.open(link: "app:///room/7")
        }
        session.conditions = [.signedIn, .unlocked]
        try state.move(toFlow: .session, by: "signIn")
        #expect(state.links.pendingLink == nil)
        #expect(state.guards.pendingNavigation?.routes == [.room(id: 7)])
        #expect(state.selectedStack.routes == [.chats])
        session.conditions.insert(.verified)
        try state.guards.resumePendingNavigation()
        #expect(state.selectedStack.routes == [.chats, .room(id: 7)])
    }

    /// A request refused while locked survives unlocking, and resumes then.
    @Test func aRequestRefusedWhileLockedSurvivesUnlocking() throws {
        let session = Session()
        session.conditions = [.signedIn, .unlocked]
        let state = try NavigationState<FlowGraph>(flow: .session, conditionHolds: { session.conditions.contains($0) })
        #expect(throws: Failure.conditionNotMet(condition: .verified, screen: .room)) {
            try state.containers.push(.room(id: 3))
        }
        try state.move(toFlow: .locked, by: "lock")
        #expect(state.guards.pendingNavigation != nil)
        #expect(state.guards.pendingNavigation?.stackIndex == nil)
        expectUnchanged(state, .rootNotShown(root: .chats)) { try state.guards.resumePendingNavigation() }
        session.conditions.insert(.verified)
        try state.move(toFlow: .session, by: "unlock")
        #expect(state.guards.pendingNavigation == nil)
        #expect(state.stacks[0].routes == [.chats, .room(id: 3)])
    }

    /// A snapshot of the unlocked tabs is refused in a locked app, and the refusal changes
    /// nothing: not the flow, not the stacks, not what was pending.
    @Test func aSnapshotOfTheUnlockedTabsIsRefusedInALockedApp() throws {
        let session = Session()
        session.conditions = [.signedIn, .unlocked, .verified]
        let unlocked = try NavigationState<FlowGraph>(
            flow: .session, conditionHolds: { session.conditions.contains($0) })
        try unlocked.containers.push(.room(id: 5))
        let snapshot = unlocked.containers.snapshot()
        #expect(snapshot.flow == "session")

        let locked = try NavigationState<FlowGraph>(flow: .locked, conditionHolds: { session.conditions.contains($0) })
        session.conditions = [.signedIn]
        expectUnchanged(locked, .flowConditionNotMet(condition: .unlocked, flow: .session)) {
            try locked.containers.restore(snapshot)
        }
        // Saved before flows existed: the first flow that shows its roots, guarded the same.
        let legacy = NavigationSnapshot(stacks: snapshot.stacks, selectedRootIndex: 0)
        expectUnchanged(locked, .flowConditionNotMet(condition: .unlocked, flow: .session)) {
            try locked.containers.restore(legacy)
        }
        // Through a launch request too.
        let arguments = try Navigation.LaunchRequest.arguments(restoring: snapshot)
        guard case .refused = locked.containers.start(arguments: arguments, environment: [:]) else {
            Issue.record("a launch snapshot of the unlocked tabs was restored into a locked app")
            return
        }
        #expect(locked.flow == .locked)
        session.conditions = [.signedIn, .unlocked, .verified]
        try locked.containers.restore(snapshot)
        #expect(locked.flow == .session)
        #expect(locked.stacks[0].routes == [.chats, .room(id: 5)])
        let renamed = NavigationSnapshot(stacks: snapshot.stacks, selectedRootIndex: 0, flow: "vault")
        expectUnchanged(locked, .notAFlow(name: "vault")) { try locked.containers.restore(renamed) }
        // The flow survives coding (older snapshots without it decode as nil).
        let decoded = try JSONDecoder().decode(
            NavigationSnapshot<FlowRoute>.self, from: JSONEncoder().encode(snapshot))
        #expect(decoded == snapshot)
    }

    /// A refused restore keeps the pending navigation it found (#33).
    @Test func aRefusedRestoreKeepsThePendingNavigation() throws {
        let session = Session()
        session.conditions = [.signedIn, .unlocked]
        let state = try NavigationState<FlowGraph>(flow: .session, conditionHolds: { session.conditions.contains($0) })
        #expect(throws: Failure.conditionNotMet(condition: .verified, screen: .room)) {
            try state.containers.push(.room(id: 1))
        }
        let refused = NavigationSnapshot<FlowRoute>(
            stacks: [
                .init(root: .settings, entries: []), .init(root: .chats, entries: [.init(.room(id: 9), style: .push)]),
            ],
            selectedRootIndex: 0, flow: "session")
        expectUnchanged(state, .conditionNotMet(condition: .verified, screen: .room)) {
            try state.containers.restore(refused)
        }
        #expect(state.guards.pendingNavigation?.routes == [.room(id: 1)])
        #expect(state.guards.pendingNavigation?.stackIndex == 0)
    }

    /// A recorder counts each flow move made, by flow and action, for `screengen coverage`;
    /// a refused one is not counted.
    @Test func aRecorderCountsFlowMoves() throws {
        let session = Session()
        session.conditions = [.signedIn, .unlocked]
        let state = state(session)
        let recorder = NavigationRecorder<FlowGraph>()
        state.events.recorder = recorder
        try state.move(toFlow: .session, by: "signIn")
        try state.move(toFlow: .signedOut, by: "signOut")
        try state.move(toFlow: .session, by: "signIn")
        #expect(throws: Failure.self) { try state.move(toFlow: .locked, by: "signIn") }
        #expect(
            recorder.record.flowMoves == [
                .init(flow: "session", action: "signOut", count: 1),
                .init(flow: "signedOut", action: "signIn", count: 2),
            ])
        let decoded = try Navigation.Record(json: try recorder.record.jsonData())
        #expect(decoded.flowMoves == recorder.record.flowMoves)
        #expect(NavigationRecorder<FlowGraph>().record.flowMoves == nil)  // written only when made
    }
}
