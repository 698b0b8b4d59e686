import Foundation
import Testing

@_spi(Generated) @testable import ScreenNavigation

// Exit guards (#35): home ─sheet→ editor(id) (requires signedIn; exit: ask discard when
// unsaved) ─push→ picker; editor ─replace→ summary; home ─push→ vault (requires signedIn)
// ─sheet→ editor.
// Roots home and other; links /home and /other; flows main [home, other] ─leave→ out [other].
enum ExitRoute: Hashable, Sendable, Codable {
    case home, other, picker, summary, discard, vault
    case editor(id: Int)
}

enum ExitScreen: String, Hashable, Sendable, CaseIterable {
    case home, other, picker, summary, discard, vault, editor
}

enum ExitCondition: String, Hashable, Sendable, CaseIterable {
    case unsaved, signedIn
}

enum ExitFlow: String, Hashable, Sendable, CaseIterable {
    case main, out
}

enum ExitGraph: NavigationGraphWithDefaultRoots, DeepLinkGraph {
    typealias Flow = ExitFlow
    static let rootScreens: [ExitScreen] = [.home, .other]
    static let roots: [ExitRoute] = [.home, .other]

    static func screen(of route: ExitRoute) -> ExitScreen {
        switch route {
        case .home: .home
        case .other: .other
        case .picker: .picker
        case .summary: .summary
        case .discard: .discard
        case .vault: .vault
        case .editor: .editor
        }
    }

    static let transitions: TransitionTable<ExitScreen> = [
        LegalTransition(from: .home, to: .editor, style: .sheet),
        LegalTransition(from: .editor, to: .picker, style: .push),
        LegalTransition(from: .editor, to: .summary, style: .replace),
        LegalTransition(from: .home, to: .vault, style: .push),
        LegalTransition(from: .vault, to: .editor, style: .sheet),
    ]

    static func isAlert(_ screen: ExitScreen) -> Bool { screen == .discard }

    static func alert(for route: ExitRoute) -> Navigation.AlertContent<ExitRoute>? {
        guard route == .discard else { return nil }
        return Navigation.AlertContent(
            title: "Discard changes?", message: nil,
            buttons: [
                Navigation.AlertButton(id: "discard", title: "Discard", role: .destructive, action: .report),
                Navigation.AlertButton(id: "keep", title: "Keep Editing", role: .cancel, action: .report),
            ])
    }

    static func title(for route: ExitRoute) -> String? { nil }

    static func conditions(for screen: ExitScreen) -> [ExitCondition] {
        screen == .editor || screen == .vault ? [.signedIn] : []
    }

    static let hasExitGuards = true

    static func exitGuard(for screen: ExitScreen) -> Navigation.ExitGuard<ExitGraph>? {
        screen == .editor ? Navigation.ExitGuard(asking: .discard, when: .unsaved) : nil
    }

    static let flowTable = FlowTable<ExitGraph>([
        .init(.main, rootScreens: [.home, .other], defaultRoots: [.home, .other], moves: [("leave", .out)]),
        .init(.out, rootScreens: [.other], defaultRoots: [.other], moves: [("back", .main)]),
    ])

    static let deepLinks = DeepLinkTable(
        schemes: ["app"], hosts: [], patterns: ["/home", "/other"], stacks: ["0", "1"])

    static func deepLinkDestination(link: Int, values: DeepLinkValues) throws(Navigation.DeepLinkFailure)
        -> Navigation.DeepLinkDestination<
            ExitRoute
        >
    {
        Navigation.DeepLinkDestination(rootIndex: link, routes: [])
    }

    static func deepLinkTexts(link: Int, routes: [ExitRoute]) -> [String?]? { routes.isEmpty ? [] : nil }
}

/// Every way out of a guarded screen asks once; Cancel leaves the state exactly as it was and
/// Discard completes the way out; `reconcile()` cuts what guards no longer allow.
@MainActor
@Suite struct ExitGuardTests {
    final class Session {
        var signedIn = true
        /// The editors with unsaved changes, by id.
        var unsaved: Set<Int> = [1]
    }

    func state(_ session: Session) -> NavigationState<ExitGraph> {
        let state = NavigationState<ExitGraph>()
        state.guards.conditionHoldsForRoute = { condition, route in
            switch (condition, route) {
            case (.signedIn, _): session.signedIn
            case (.unsaved, .editor(let id)): session.unsaved.contains(id)
            default: false
            }
        }
        return state
    }

    /// A state with the unsaved editor 1 in a sheet over home, the picker pushed in it.
    func editing(_ session: Session) throws -> NavigationState<ExitGraph> {
        let state = state(session)
        try state.containers.present(.editor(id: 1), style: .sheet)
        try state.containers.push(.picker)
        return state
    }

    struct Shown: Equatable {
        var stacks: [RouteStack<ExitGraph>]
        var selected: Int
        var flow: ExitFlow?
    }

    func shown(_ state: NavigationState<ExitGraph>) -> Shown {
        Shown(stacks: state.stacks, selected: state.selectedRootIndex, flow: state.flow)
    }

    /// `wayOut` asks once; "keep" puts everything back; asked again, "discard" completes it,
    /// as the same way out completes on a state whose editor has no unsaved changes.
    func expectAsks(
        sourceLocation: SourceLocation = #_sourceLocation,
        _ prepare: (NavigationState<ExitGraph>) throws -> Void = { _ in },
        _ wayOut: (NavigationState<ExitGraph>) throws -> Void
    ) throws {
        let session = Session()
        let state = try editing(session)
        try prepare(state)
        let before = shown(state)
        try wayOut(state)
        #expect(state.guards.pendingExit?.screen == .editor, sourceLocation: sourceLocation)
        #expect(state.topRoute == .discard, sourceLocation: sourceLocation)
        #expect(state.stacks.map { $0.entries.filter { $0.route == .discard }.count }.reduce(0, +) == 1)
        try state.alerts.tap("keep")
        #expect(shown(state) == before, "cancel did not put everything back", sourceLocation: sourceLocation)
        #expect(state.guards.pendingExit == nil, sourceLocation: sourceLocation)

        try wayOut(state)
        try state.alerts.tap("discard")
        #expect(state.guards.pendingExit == nil, sourceLocation: sourceLocation)

        // The same way out where nothing is unsaved: no question, the same result.
        let clean = Session()
        clean.unsaved = []
        let reference = try editing(clean)
        try prepare(reference)
        try wayOut(reference)
        #expect(reference.guards.pendingExit == nil, sourceLocation: sourceLocation)
        #expect(shown(state) == shown(reference), sourceLocation: sourceLocation)
        #expect(!state.stacks.contains { $0.routes.contains(.editor(id: 1)) }, sourceLocation: sourceLocation)
    }

    @Test func back() throws {
        try expectAsks({ $0.pop() }) { $0.pop() }
    }

    @Test func dismiss() throws {
        try expectAsks { $0.dismiss() }
    }

    @Test func popToRoot() throws {
        try expectAsks { $0.containers.popToRoot() }
    }

    /// A back swipe or a swipe-down reported by the SwiftUI host.
    @Test func aSwipeReportedByTheHost() throws {
        try expectAsks { state in
            _ = state.hostReported(.layerDismissed(state.stacks[0].layers[1], stack: 0))
        }
    }

    @Test func replace() throws {
        try expectAsks({ $0.pop() }) { try $0.containers.replace(with: .summary) }
    }

    /// A move from another tab that selects this root unwinds its stack.
    @Test func selectRootThatUnwindsIt() throws {
        try expectAsks({ try $0.select(rootAt: 1) }) { state in
            try state.perform(Move(from: .other, selectingRoot: .home))
        }
    }

    @Test func aLinkThatRebuildsItsStack() throws {
        try expectAsks({ try $0.select(rootAt: 1) }) { try $0.links.open(link: "app:///home") }
    }

    @Test func aFlowMove() throws {
        try expectAsks { try $0.move(toFlow: .out, by: "leave") }
    }

    @Test func aRootSetWithoutItsStack() throws {
        try expectAsks { try $0.containers.setRoots([.other]) }
    }

    @Test func aRestore() throws {
        let snapshot = NavigationState<ExitGraph>().containers.snapshot()
        try expectAsks { try $0.containers.restore(snapshot) }
    }

    @Test func aWholeStackSet() throws {
        try expectAsks { try $0.containers.jump(to: [.vault]) }
    }

    /// Leaving a screen above the editor, or an editor without unsaved changes, asks nothing.
    @Test func onlyLeavingTheGuardedScreenWhileItsConditionHoldsAsks() throws {
        let session = Session()
        let state = try editing(session)
        state.pop()
        #expect(state.guards.pendingExit == nil)
        #expect(state.topRoute == .editor(id: 1))
        session.unsaved = []
        state.dismiss()
        #expect(state.guards.pendingExit == nil)
        #expect(state.stacks[0].routes == [.home])
    }

    /// A recorder counts the question as a screen entered and the answer as a tap of its
    /// button; the way out counts only once it is made.
    @Test func aRecorderCountsTheQuestionAndItsAnswer() throws {
        let session = Session()
        let state = try editing(session)
        let recorder = NavigationRecorder<ExitGraph>()
        state.events.recorder = recorder
        state.dismiss()
        #expect(recorder.record.screens["discard"] == 1)
        _ = try state.alerts.tap("keep")
        state.dismiss()
        _ = try state.alerts.tap("discard")
        let record = recorder.record
        #expect(record.screens["discard"] == 2)
        #expect(record.alertButtons.map { "\($0.button) \($0.count)" }.sorted() == ["discard 1", "keep 1"])
    }

    /// A snapshot taken while the question is asked is of the state before the way out.
    @Test func aSnapshotWhileAskingIsOfTheStateBefore() throws {
        let session = Session()
        let state = try editing(session)
        let before = state.containers.snapshot()
        state.dismiss()
        #expect(state.guards.pendingExit != nil)
        #expect(state.containers.snapshot() == before)
    }

    /// The question's alert taken away (dismissed, swiped) is a "no".
    @Test func dismissingTheQuestionCancels() throws {
        let session = Session()
        let state = try editing(session)
        let before = shown(state)
        state.dismiss()
        #expect(state.guards.pendingExit != nil)
        state.dismiss()
        #expect(state.guards.pendingExit == nil)
        #expect(shown(state) == before)
    }

    /// The models and result waiters of the entries a question holds stay until the answer.
    @Test func theQuestionKeepsTheEditorsModelAndWaiter() throws {
        let session = Session()
        let state = self.state(session)
        var answered: [String?] = []
        try state.perform(Move(from: .home, to: .editor(id: 1), style: .sheet)) { answered.append($0 as? String) }
        let entry = state.viewModels.topEntry
        let model = state.viewModels.model(NSObject.self, for: entry) { NSObject() }
        state.dismiss()
        #expect(answered.isEmpty)
        #expect(state.viewModels.model(NSObject.self, for: entry) { NSObject() } === model)
        try state.alerts.tap("keep")
        #expect(answered.isEmpty)
        state.dismiss()
        try state.alerts.tap("discard")
        #expect(answered == [nil])
    }

    /// Sign-out: `reconcile()` cuts the guarded screens, asking first for an unsaved editor.
    @Test func signOutReconcilesAGuardedEditorAway() throws {
        let session = Session()
        let state = try editing(session)
        try state.select(rootAt: 1)
        session.signedIn = false
        let asked = state.guards.reconcile()
        #expect(asked.isEmpty)
        #expect(state.guards.pendingExit?.screen == .editor)
        #expect(state.selectedRootIndex == 0)
        try state.alerts.tap("discard")
        #expect(state.stacks.map(\.routes) == [[.home], [.other]])
        #expect(state.selectedRootIndex == 1)
        #expect(state.guards.reconcile().isEmpty)

        // Without unsaved changes, in one step, reporting what it removed.
        session.signedIn = true
        session.unsaved = []
        try state.select(rootAt: 0)
        try state.containers.push(.vault)
        try state.containers.present(.editor(id: 2), style: .sheet)
        session.signedIn = false
        let reconciled = state.guards.reconcile()
        #expect(reconciled.removed == [[.vault, .editor(id: 2)], []])
        #expect(state.stacks.map(\.routes) == [[.home], [.other]])
        #expect(reconciled.flowConditionNotMet == nil)
    }
}
