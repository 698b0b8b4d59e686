import Foundation
@_spi(Generated) import ScreenNavigation
import Testing

// A graph with moves from anywhere: `compose` (a sheet over any screen) and a notification
// that selects the inbox root and pushes `item` there.
//   home ─push→ item;  inbox ─push→ item;  anywhere ─sheet→ compose;  anywhere: select inbox → item
enum AnywhereRoute: Hashable, Sendable, Codable {
    case home, inbox, item, compose
}

enum AnywhereScreen: String, Hashable, Sendable, CaseIterable {
    case home, inbox, item, compose
}

enum AnywhereGraph: NavigationGraphWithDefaultRoots {
    static let rootScreens: [AnywhereScreen] = [.home, .inbox]
    static let roots: [AnywhereRoute] = [.home, .inbox]

    static func screen(of route: AnywhereRoute) -> AnywhereScreen {
        switch route {
        case .home: .home
        case .inbox: .inbox
        case .item: .item
        case .compose: .compose
        }
    }

    static let transitions = TransitionTable<AnywhereScreen>(
        [
            LegalTransition(from: .home, to: .item, style: .push),
            LegalTransition(from: .inbox, to: .item, style: .push),
        ],
        anywhere: [(to: .compose, style: .sheet)])

    static func isAlert(_ screen: AnywhereScreen) -> Bool { false }
    static func alert(for route: AnywhereRoute) -> Navigation.AlertContent<AnywhereRoute>? { nil }
    static func title(for route: AnywhereRoute) -> String? { nil }
}

/// `NavigationRecorder`: what a state attached to one counts (declared moves by declaration,
/// button taps, deep links by pattern, screens entered), what it leaves out (refused moves,
/// going back, whole-stack changes as moves), and the record's JSON.
@MainActor
@Suite struct RecordingTests {
    typealias Transition = Navigation.Record.Transition

    func recorded(_ state: State) -> NavigationRecorder<TestGraph> {
        let recorder = NavigationRecorder<TestGraph>()
        state.events.recorder = recorder
        return recorder
    }

    @Test func attachingCountsTheScreensOnTheStacks() throws {
        let state = try busyState()
        let recorder = recorded(state)
        #expect(recorder.record.transitions.isEmpty)
        #expect(
            recorder.record.screens == [
                "home": 1, "animal.list": 1, "animal.detail": 1, "animal.editor": 1, "animal.photo": 1, "settings": 1,
                "about": 1,
            ])
    }

    @Test func eachMoveIsCountedAsItsDeclarationNamesIt() throws {
        let state = State()
        let recorder = recorded(state)
        try state.perform(Move(from: .home, to: .list, style: .push))
        try state.containers.push(.lion)
        try state.containers.present(.lionEditor, style: .sheet)
        state.dismiss()
        try state.containers.present(.lionEditor, style: .sheet)
        #expect(
            recorder.record.transitions == [
                Transition(from: "animal.detail", to: "animal.editor", style: "sheet", count: 2),
                Transition(from: "animal.list", to: "animal.detail", style: "push", count: 1),
                Transition(from: "home", to: "animal.list", style: "push", count: 1),
            ])
        #expect(
            recorder.record.screens == [
                "home": 1, "settings": 1, "animal.list": 1, "animal.detail": 1, "animal.editor": 2,
            ])
    }

    @Test func aRefusedMoveRecordsNothing() throws {
        let state = State()
        let recorder = recorded(state)
        let before = recorder.record
        expectRefused(state, .illegalTransition(from: .home, to: .about, style: .push)) {
            try state.containers.push(.about)
        }
        expectRefused(state, .notOnTop(expected: .settings, actual: .home)) {
            try state.perform(Move(from: .settings, to: .about, style: .push))
        }
        #expect(recorder.record == before)
    }

    @Test func eachStepOfAContinuationIsAMoveOfItsOwn() throws {
        let state = State()
        let recorder = recorded(state)
        try state.perform(
            Move(
                from: .home, to: .list, style: .push,
                then: [Entry(.lion, style: .push), Entry(.lionEditor, style: .sheet)]))
        #expect(
            recorder.record.transitions == [
                Transition(from: "animal.detail", to: "animal.editor", style: "sheet", count: 1),
                Transition(from: "animal.list", to: "animal.detail", style: "push", count: 1),
                Transition(from: "home", to: "animal.list", style: "push", count: 1),
            ])
    }

    @Test func movesThatGoBackFirstSayWhereTo() throws {
        let state = try busyState()
        let recorder = recorded(state)
        try state.perform(Move(from: .animalPhoto, popBackTo: .animalList, then: .lion))
        try state.containers.present(.lionEditor, style: .sheet)
        try state.perform(Move(from: .animalEditor, dismissingThen: .keeper, style: .replace))
        try state.perform(Move(from: .conversation, popBackTo: .home))
        try state.perform(Move(from: .home, selectingRoot: .settings, then: .about))
        #expect(
            recorder.record.transitions == [
                Transition(from: "animal.detail", to: "animal.editor", style: "sheet", count: 1),
                Transition(from: "animal.editor", to: "conversation", style: "replace", dismiss: true, count: 1),
                Transition(from: "animal.photo", to: "animal.detail", style: "push", popTo: "animal.list", count: 1),
                Transition(from: "conversation", popTo: "home", count: 1),
                Transition(from: "home", to: "about", style: "push", selectRoot: "settings", count: 1),
            ])
    }

    @Test func aButtonTapCountsTheButtonAndTheMoveItMakes() throws {
        let state = State()
        try state.containers.jump(to: [.list, .lion, .lionAlert])
        let recorder = recorded(state)
        try state.alerts.tap("edit")
        state.pop()
        try state.containers.presentAlert(.lionAlert)
        try state.alerts.tap("cancel")
        try state.containers.presentAlert(.lionAlert)
        #expect(throws: Failure.self) { try state.alerts.tap("broken") }
        try state.alerts.tap("again")
        let record = recorder.record
        #expect(
            record.alertButtons == [
                Navigation.Record.Button(alert: "deleteAlert", button: "again", count: 1),
                Navigation.Record.Button(alert: "deleteAlert", button: "cancel", count: 1),
                Navigation.Record.Button(alert: "deleteAlert", button: "edit", count: 1),
            ])
        #expect(
            record.transitions == [
                Transition(from: "animal.detail", to: "deleteAlert", style: "alert", count: 2),
                Transition(from: "deleteAlert", to: "animal.editor", style: "sheet", count: 1),
            ])
    }

    @Test func wholeStackChangesTakeNoTransitionButEnterScreens() throws {
        let state = State()
        let recorder = recorded(state)
        try state.containers.jump(to: [.list, .lion])
        let saved = state.containers.snapshot()
        state.containers.popToRoot()
        try state.containers.restore(saved)
        #expect(recorder.record.transitions.isEmpty)
        #expect(recorder.record.screens == ["home": 1, "settings": 1, "animal.list": 2, "animal.detail": 2])
    }

    @Test func aPathFollowedHalfwayRecordsNothing() throws {
        let state = State()
        let recorder = recorded(state)
        let path = try #require(TestGraph.pathsToEveryScreen().first { $0.screen == .animalEditor })
        let before = recorder.record
        // The editor's route is another screen's: the third move is refused after two were made.
        #expect(throws: Failure.self) {
            try state.containers.follow(path) { $0 == .animalEditor ? .about : sampleRoute(for: $0) }
        }
        #expect(recorder.record == before)
        try state.containers.follow(path) { sampleRoute(for: $0) }
        #expect(recorder.record.transitions.map(\.count) == [1, 1, 1])
    }

    @Test func movesFromAnywhereAreCountedAsSuch() throws {
        let state = NavigationState<AnywhereGraph>()
        let recorder = NavigationRecorder<AnywhereGraph>()
        state.events.recorder = recorder
        try state.perform(Move(from: nil, to: .compose, style: .sheet))
        state.dismiss()
        // The same move made with the screen's name: the graph allows it only from anywhere.
        try state.containers.present(.compose, style: .sheet)
        state.dismiss()
        try state.perform(Move(from: nil, selectingRoot: .inbox, then: .item))
        #expect(
            recorder.record.transitions == [
                Transition(from: "*", to: "compose", style: "sheet", count: 2),
                Transition(from: "*", to: "item", style: "push", selectRoot: "inbox", count: 1),
            ])
    }

    @Test func deepLinksCountByTheirPatternOnceOpened() throws {
        let session = GuardTests.Session()
        let state = NavigationState<GuardGraph>(conditionHolds: { session.conditions.contains($0) })
        let recorder = NavigationRecorder<GuardGraph>()
        state.events.recorder = recorder
        #expect(throws: Navigation.DeepLinkFailure.self) { try state.links.open(link: "app://x/account/7") }
        #expect(recorder.record.deepLinks.isEmpty, "refused by its guard: not opened")
        session.conditions = [.signedIn, .verified]
        try state.links.open(link: "app://x/orders/7")
        try state.links.open(link: "app://x/orders/8")
        #expect(
            recorder.record.deepLinks == [
                Navigation.Record.DeepLink(pattern: "/orders/{id:i}", screen: "orders", count: 2)
            ])
        #expect(recorder.record.transitions.isEmpty, "a link onto a root is a whole-stack change")
    }

    /// A destination opened without its URL counts too: one parsed from a link (kept while its
    /// root was not shown, then resumed) as that link, one made in code as the link that prints
    /// it; a link to a root alone counts as opening the root.
    @Test func destinationsOpenedWithoutTheirURLCountAsTheirLink() throws {
        let state = NavigationState<GuardGraph>(conditionHolds: { _ in true })
        let recorder = NavigationRecorder<GuardGraph>()
        state.events.recorder = recorder
        try state.containers.setRoots([.inbox])
        #expect(throws: Navigation.DeepLinkFailure.rootNotShown(root: "home")) {
            try state.links.open(link: "app:///orders/7")
        }
        #expect(recorder.record.deepLinks.isEmpty, "kept, not opened")
        try state.containers.setRoots([.inbox, .home])
        try state.links.resumePendingLink()
        try state.links.open(Navigation.DeepLinkDestination(rootIndex: 0, routes: [.account(id: 3)]))
        try state.links.open(GuardGraph.destination(forLink: "app:///inbox"))
        try state.links.open(Navigation.DeepLinkDestination(rootIndex: 0, routes: []))
        #expect(
            recorder.record.deepLinks == [
                Navigation.Record.DeepLink(pattern: "/account/{id:i}", screen: "account", count: 1),
                Navigation.Record.DeepLink(pattern: "/inbox", screen: "inbox", count: 1),
                Navigation.Record.DeepLink(pattern: "/orders/{id:i}", screen: "orders", count: 1),
            ], "a stack no link prints is opened but counts as no link")
    }

    @Test func recordsOfOneGraphMergeAndOthersDoNot() throws {
        let state = State()
        let recorder = recorded(state)
        try state.containers.push(.list)
        let first = recorder.record
        recorder.reset()
        try state.containers.push(.lion)
        state.pop()
        try state.containers.push(.lion)
        let merged = try first.merged(with: recorder.record)
        #expect(
            merged.transitions == [
                Transition(from: "animal.list", to: "animal.detail", style: "push", count: 2),
                Transition(from: "home", to: "animal.list", style: "push", count: 1),
            ])
        #expect(merged.screens == ["home": 1, "settings": 1, "animal.list": 1, "animal.detail": 2])
        let other = NavigationRecorder<GuardGraph>().record
        #expect(throws: Navigation.Record.Failure.otherGraph(first.graph, other.graph)) {
            try first.merged(with: other)
        }
    }

    @Test func theJSONIsSortedAndReadsBack() throws {
        let state = State()
        let recorder = recorded(state)
        try state.perform(Move(from: .home, to: .list, style: .push, then: [Entry(.lion, style: .push)]))
        let data = try recorder.record.jsonData()
        #expect(try recorder.record.jsonData() == data, "the same bytes every time")
        #expect(try Navigation.Record(json: data) == recorder.record)
        let text = String(decoding: data, as: UTF8.self)
        #expect(
            text.contains("\"format\" : \"screengen-navigation-record\"")
                || text.contains("\"format\": \"screengen-navigation-record\""))
        let keys = ["alertButtons", "deepLinks", "format", "graph", "screens", "transitions", "version"]
        let positions = keys.compactMap { text.range(of: "\"\($0)\"")?.lowerBound }
        #expect(positions.count == keys.count && positions == positions.sorted())
        #expect(throws: Navigation.Record.Failure.self) { try Navigation.Record(json: Data("{\"version\": 1}".utf8)) }
        var foreign = recorder.record
        foreign.format = "something-else"
        #expect(throws: Navigation.Record.Failure.notARecord("its format is 'something-else'")) {
            try Navigation.Record(json: foreign.jsonData())
        }
    }

    @Test func writeIfRequestedWritesOnlyWhenAsked() throws {
        let recorder = NavigationRecorder<TestGraph>()
        #expect(try recorder.writeIfRequested(environment: [:]) == nil)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("record-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(try recorder.writeIfRequested(environment: ["SCREENGEN_COVERAGE_RECORD": url.path]) == url)
        #expect(try Navigation.Record(json: Data(contentsOf: url)) == recorder.record)
    }

    @Test func theIdentityNamesTheRouteAndDigestsTheGraph() {
        let identity = Navigation.GraphIdentity.of(TestGraph.self)
        #expect(identity.route == "TestRoute")
        #expect(identity.digest.hasPrefix("fnv1a64:") && identity.digest.count == 24)
        #expect(identity == Navigation.GraphIdentity.of(TestGraph.self))
        #expect(identity.digest != Navigation.GraphIdentity.of(GuardGraph.self).digest)
    }
}
