import Testing

@_spi(Generated) @testable import ScreenNavigation

// Flow results (#38 item 1), Element X's start-chat: rooms ─sheet→ startChat and
// spaces ─sheet→ startChat; inside the sheet startChat ─push→ invite ─push→ create, and
// startChat ─push→ help (which does not finish the flow); invite ─sheet→ nested (a sheet of its
// own, whose screen the graph lets finish the flow: the runtime still refuses it, a
// presentation lies in between). Each presenter's follow-up is its own: rooms ─push→ room,
// spaces ─sheet→ spaceFlow.
enum FlowResultRoute: Hashable, Sendable, Codable {
    case rooms, spaces, startChat, invite, create, help, nested, room, spaceFlow
}

enum FlowResultScreen: String, Hashable, Sendable, CaseIterable {
    case rooms, spaces, startChat, invite, create, help, nested, room, spaceFlow
}

enum FlowResultGraph: NavigationGraphWithDefaultRoots {
    static let rootScreens: [FlowResultScreen] = [.rooms, .spaces]
    static let roots: [FlowResultRoute] = [.rooms, .spaces]

    static func screen(of route: FlowResultRoute) -> FlowResultScreen {
        FlowResultScreen(rawValue: "\(route)")!
    }

    static let transitions: TransitionTable<FlowResultScreen> = [
        LegalTransition(from: .rooms, to: .startChat, style: .sheet),
        LegalTransition(from: .spaces, to: .startChat, style: .sheet),
        LegalTransition(from: .startChat, to: .invite, style: .push),
        LegalTransition(from: .invite, to: .create, style: .push),
        LegalTransition(from: .startChat, to: .help, style: .push),
        LegalTransition(from: .invite, to: .nested, style: .sheet),
        LegalTransition(from: .rooms, to: .room, style: .push),
        LegalTransition(from: .spaces, to: .spaceFlow, style: .sheet),
    ]

    static func isAlert(_ screen: FlowResultScreen) -> Bool { false }
    static func alert(for route: FlowResultRoute) -> Navigation.AlertContent<FlowResultRoute>? { nil }
    static func title(for route: FlowResultRoute) -> String? { nil }

    static func finishesFlow(_ root: FlowResultScreen, from screen: FlowResultScreen) -> Bool {
        switch screen {
        case .invite, .create, .nested: root == .startChat
        default: false
        }
    }
}

@MainActor
@Suite("Flow results")
struct FlowResultTests {
    typealias State = NavigationState<FlowResultGraph>
    typealias Failure = NavigationError<FlowResultGraph>
    typealias Entry = RouteEntry<FlowResultRoute>

    let startFromRooms = Move<FlowResultGraph>(from: .rooms, to: .startChat, style: .sheet)
    let startFromSpaces = Move<FlowResultGraph>(from: .spaces, to: .startChat, style: .sheet)
    let openRoom = Move<FlowResultGraph>(from: .rooms, to: .room, style: .push)
    let startSpace = Move<FlowResultGraph>(from: .spaces, to: .spaceFlow, style: .sheet)

    /// The answers a presenter heard.
    final class Answers {
        var values: [String?] = []
    }

    /// The sheet opened from rooms for a result, then `pushes` pushed inside it.
    func flow(pushing pushes: [FlowResultRoute]) throws -> (State, Answers) {
        let state = State()
        let answers = Answers()
        try state.perform(startFromRooms) { answers.values.append($0 as? String) }
        for route in pushes {
            try state.perform(Move(from: state.activeStack.topScreen, to: route, style: .push))
        }
        return (state, answers)
    }

    @Test(arguments: [[FlowResultRoute](), [.invite], [.invite, .create]])
    func anyScreenOfTheFlowFinishesItForThePresenter(pushes: [FlowResultRoute]) throws {
        let (state, answers) = try flow(pushing: pushes)
        #expect(answers.values.isEmpty)
        try state.finish(.startChat, with: "!room:1")
        #expect(answers.values == ["!room:1"])
        #expect(state.topRoute == .rooms && state.selectedStack.isAtRoot)
    }

    /// A screen the graph does not let finish the flow, or one in a sheet of its own above the
    /// flow, is refused as any finish of a screen not on top: nothing changes, no one answered.
    @Test func aScreenNotDeclaredOrInAnotherSheetIsRefused() throws {
        for (pushes, top) in [([FlowResultRoute.help], FlowResultScreen.help), ([.invite], .nested)] {
            let (state, answers) = try flow(pushing: pushes)
            if top == .nested { try state.perform(Move(from: .invite, to: .nested, style: .sheet)) }
            let before = state.selectedStack
            #expect(throws: Failure.notOnTop(expected: .startChat, actual: top)) {
                try state.finish(.startChat, with: "!room:1")
            }
            #expect(state.selectedStack == before && answers.values.isEmpty)
        }
    }

    /// Only the flow's own first screen: naming a screen pushed inside it is refused.
    @Test func finishingAScreenBeneathThatStartsNoFlowIsRefused() throws {
        let (state, answers) = try flow(pushing: [.invite, .create])
        #expect(throws: Failure.notOnTop(expected: .invite, actual: .create)) {
            try state.finish(.invite, with: "!room:1")
        }
        #expect(state.topRoute == .create && answers.values.isEmpty)
    }

    /// Every other way out of the flow answers nil, once: a dismiss, the host's swipe (its
    /// stack cut), going back screen by screen, a whole stack set (a link unwinding it).
    @Test func everyOtherExitAnswersNil() throws {
        let exits: [(State) throws -> Void] = [
            { $0.dismiss() },
            { $0.pop(toEntryCount: 0) },
            { state in for _ in 0..<3 { state.pop() } },
            { try $0.containers.setStack([Entry(.room, style: .push)], forRootAt: 0) },
        ]
        for exit in exits {
            let (state, answers) = try flow(pushing: [.invite, .create])
            try exit(state)
            #expect(answers.values == [nil])
            #expect(!state.selectedStack.routes.contains(.startChat))
        }
    }

    /// The screens pushed inside the flow may wait for results of their own: they are answered
    /// nil when the flow they are in is finished.
    @Test func waitersAboveTheFlowsFirstScreenGetNil() throws {
        let (state, answers) = try flow(pushing: [])
        var inner: [String?] = []
        try state.perform(Move(from: .startChat, to: .invite, style: .push)) { inner.append($0 as? String) }
        try state.perform(Move(from: .invite, to: .create, style: .push))
        try state.finish(.startChat, with: "!room:2")
        #expect(answers.values == ["!room:2"] && inner == [nil])
    }

    /// The presenter's say: `.stay` keeps the whole flow where it is, and it waits on;
    /// `.close` at the next finish dismisses it.
    @Test func aDecidingPresenterKeepsTheFlowOrLetsItGo() throws {
        let state = State()
        var decisions: [Navigation.ResultDecision] = [.stay, .close]
        var heard: [String?] = []
        try state.results.performDeciding(startFromRooms, as: String.self) { value in
            heard.append(value)
            return decisions.isEmpty ? .close : decisions.removeFirst()
        }
        try state.perform(Move(from: .startChat, to: .invite, style: .push))
        try state.finish(.startChat, with: "first")
        #expect(heard == ["first"] && state.topRoute == .invite)
        try state.finish(.startChat, with: "second")
        #expect(heard == ["first", "second"] && state.topRoute == .rooms)
    }

    /// Each presenter's follow-up is its own declared move: the room list opens the room, the
    /// spaces tab starts a space flow; neither's move is legal from the other.
    @Test func eachPresenterDoesItsOwnThingWithTheResult() async throws {
        let state = State()
        try state.perform(startFromRooms) { _ in try? state.perform(openRoom) }
        try state.perform(Move(from: .startChat, to: .invite, style: .push))
        try state.finish(.startChat, with: "!room:1")
        #expect(state.topRoute == .room)

        try state.select(rootAt: 1)
        try state.perform(startFromSpaces) { _ in try? state.perform(startSpace) }
        try state.perform(Move(from: .startChat, to: .invite, style: .push))
        try state.perform(Move(from: .invite, to: .create, style: .push))
        try state.finish(.startChat, with: "!space:1")
        #expect(state.topRoute == .spaceFlow)
        #expect(throws: Failure.self) { try state.perform(Move(from: .spaces, to: .room, style: .push)) }
    }

    /// Awaited, as any result: the value the flow finished with.
    @Test func theFlowsResultIsAwaited() async throws {
        let state = State()
        let waiting = Task { try await state.performForResult(startFromRooms, as: String.self) }
        while state.topRoute != .startChat { await Task.yield() }
        try state.perform(Move(from: .startChat, to: .invite, style: .push))
        try state.finish(.startChat, with: "!room:3")
        #expect(try await waiting.value == "!room:3")
    }

    /// Events report the finish once, from the screen on top to where the presenter is.
    @Test func theFinishIsOneEvent() throws {
        let (state, _) = try flow(pushing: [.invite, .create])
        var events: [NavigationEvent<FlowResultGraph>] = []
        state.events.observe { events.append($0) }
        try state.finish(.startChat, with: "!room:1")
        #expect(events.map(\.kind) == [.finished(.startChat)])
        #expect(events.first?.from == .create && events.first?.to == .rooms)
    }
}
