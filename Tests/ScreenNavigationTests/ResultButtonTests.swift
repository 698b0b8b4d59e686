@_spi(Generated) import ScreenNavigation
import Testing

/// #38 items 2 and 3: results through alert buttons, a finish that hands over to the next screen,
/// and the presenter's say whether a finished screen closes.
@MainActor
@Suite("Results through buttons, hand-overs and decisions")
struct ResultButtonTests {
    /// home > animal.list > animal.detail, the delete alert over it.
    func alertState() throws -> State {
        let state = State()
        try state.containers.jump(to: [.list, .lion, .lionAlert])
        return state
    }

    let openEditor = Move<TestGraph>(from: .animalDetail, to: .lionEditor, style: .sheet)

    enum DeleteAlertButton: String { case edit, delete }

    // MARK: Buttons

    /// The region picker's "self-hosted" button opens a screen whose result the login screen needs.
    @Test func aButtonIntoAResultScreenIsAnsweredWithTheFinishedValue() throws {
        let state = try alertState()
        var answers: [String?] = []
        let outcome = try state.alerts.tap("edit") { answers.append($0 as? String) }
        #expect(outcome == .navigated(to: .lionEditor, style: .sheet))
        #expect(state.topRoute == .lionEditor && answers.isEmpty)
        try state.finish(.animalEditor, with: "saved")
        #expect(answers == ["saved"])
        #expect(state.topRoute == .lion)
    }

    @Test func aButtonsScreenLeavingAnotherWayAnswersNil() throws {
        let state = try alertState()
        var answers: [String?] = []
        try state.alerts.tap("edit") { answers.append($0 as? String) }
        state.dismiss()
        #expect(answers == [nil])
    }

    /// A button that reports, or only goes back, enters nothing to wait for: nil at once. A
    /// back-then button (`pop-to` with `then`) waits for the screen it enters.
    @Test func aButtonThatEntersNothingAnswersNilAtOnce() throws {
        var answers: [String?] = []
        for button in ["delete", "toList"] {
            let state = try alertState()
            try state.alerts.tap(button) { answers.append($0 as? String) }
        }
        #expect(answers == [nil, nil])
        let state = try alertState()
        try state.alerts.tap("again") { answers.append($0 as? String) }
        #expect(state.topRoute == .lion && answers.count == 2, "waits for the detail it entered")
        try state.containers.jump(to: [.list])
        #expect(answers == [nil, nil, nil])
    }

    /// A refused tap throws and registers nothing (it is never answered).
    @Test func aRefusedTapWaitsForNothing() throws {
        let state = try alertState()
        var answers: [String?] = []
        #expect(throws: Failure.illegalTransition(from: .deleteAlert, to: .about, style: .push)) {
            try state.alerts.tap("broken") { answers.append($0 as? String) }
        }
        #expect(throws: Failure.unknownAlertButton(id: "nope", alert: .deleteAlert)) {
            try state.alerts.tap("nope") { answers.append($0 as? String) }
        }
        #expect(answers.isEmpty)
        #expect(state.topRoute == .lionAlert)
    }

    @Test func aTypedButtonReadsTheTypedResult() throws {
        let state = try alertState()
        var names: [String?] = []
        try state.alerts.tap(DeleteAlertButton.edit, as: String.self) { names.append($0) }
        try state.finish(.animalEditor, with: "typed")
        try state.containers.presentAlert(.lionAlert)
        var numbers: [Int?] = []
        try state.alerts.tap(DeleteAlertButton.edit, as: Int.self) { numbers.append($0) }
        try state.finish(.animalEditor, with: "not a number")
        #expect(names == ["typed"] && numbers == [nil])
    }

    @Test func awaitingAButtonsResult() async throws {
        let state = try alertState()
        async let answer = state.alerts.tapForResult(DeleteAlertButton.edit, as: String.self)
        for _ in 0..<1_000 where state.activeStack.topScreen != .animalEditor { await Task.yield() }
        try state.finish(.animalEditor, with: "awaited")
        #expect(try await answer == "awaited")
        try state.containers.presentAlert(.lionAlert)
        #expect(try await state.alerts.tapForResult("delete", as: String.self) == nil)
    }

    // MARK: Hand-overs

    /// Dismisses the editor, then replaces the detail with the keeper's conversation.
    let handOver = Move<TestGraph>(from: .animalEditor, dismissingThen: .keeper, style: .replace)

    /// The send editor completes with the new send and is replaced by the share sheet.
    @Test func aHandOverAnswersWithTheValueAndShowsTheNextScreen() throws {
        let state = State()
        try state.containers.jump(to: [.list, .lion])
        var answers: [String?] = []
        var shownWhenAnswered: TestRoute?
        try state.perform(openEditor) {
            answers.append($0 as? String)
            shownWhenAnswered = state.topRoute
        }
        try state.finish(.animalEditor, with: "sent", then: handOver)
        #expect(answers == ["sent"])
        #expect(state.topRoute == .keeper)
        #expect(shownWhenAnswered == .keeper, "answered once the hand-over stood")
    }

    /// All or nothing: a refused hand-over, or one that keeps the screen, changes nothing and
    /// answers nobody; the waiter still gets nil when the screen later leaves another way.
    @Test func aRefusedHandOverChangesNothing() throws {
        let state = State()
        try state.containers.jump(to: [.list, .lion])
        var answers: [String?] = []
        try state.perform(openEditor) { answers.append($0 as? String) }
        expectRefused(state, .illegalTransition(from: .animalDetail, to: .about, style: .push)) {
            try state.finish(
                .animalEditor, with: "x", then: Move(from: .animalEditor, dismissingThen: .about, style: .push))
        }
        expectRefused(state, .handOverKeepsScreen(screen: .animalEditor)) {
            try state.finish(.animalEditor, with: "x", then: Move(from: .animalEditor, to: .lionPhoto, style: .push))
        }
        expectRefused(state, .notOnTop(expected: .animalPhoto, actual: .animalEditor)) {
            try state.finish(.animalPhoto, with: "x", then: handOver)
        }
        #expect(answers.isEmpty)
        state.dismiss()
        #expect(answers == [nil], "the refused finishes kept no value")
    }

    @Test func aNavigatorWithoutResultsJustPerformsTheHandOver() throws {
        let recorder = MoveRecorder()
        try recorder.finish(.animalEditor, with: "x", then: handOver)
        #expect(recorder.moves == [handOver])
    }

    // MARK: The presenter decides

    /// The item editor reports "added"; the presenter answers whether the sheet closes.
    @Test func theDecidingPresenterKeepsOrClosesTheScreen() throws {
        let state = State()
        try state.containers.jump(to: [.list, .lion])
        var heard: [String?] = []
        var plain: [String?] = []
        try state.results.performDeciding(openEditor, as: String.self) { value in
            heard.append(value)
            return value == "added" ? .stay : .close
        }
        try state.perform(Move(from: .animalEditor, to: .lionPhoto, style: .push)) { plain.append($0 as? String) }
        state.pop()  // the photo: its plain waiter is answered nil
        try state.finish(.animalEditor, with: "added")
        #expect(heard == ["added"] && state.topRoute == .lionEditor, "delivered; the screen stays")
        try state.finish(.animalEditor, with: "updated")
        #expect(heard == ["added", "updated"] && state.topRoute == .lion, "closed: that was its answer")
        #expect(plain == [nil])
        state.dismiss()
        #expect(heard.count == 2, "answered once: nothing after")
    }

    /// A deciding waiter whose screen leaves another way gets nil, its answer.
    @Test func aKeptScreenLeavingAnotherWayAnswersNil() throws {
        let state = try alertState()
        var heard: [String?] = []
        try state.alerts.tapDeciding("edit") { value in
            heard.append(value as? String)
            return .stay
        }
        try state.finish(.animalEditor, with: "draft")
        #expect(state.topRoute == .lionEditor)
        state.dismiss()
        #expect(heard == ["draft", nil])
    }

    /// A hand-over does not ask: the screen leaves anyway, and the value is the decider's answer.
    @Test func aHandOverDoesNotAskTheDecider() throws {
        let state = State()
        try state.containers.jump(to: [.list, .lion])
        var heard: [String?] = []
        try state.results.performDeciding(openEditor, as: String.self) { value in
            heard.append(value)
            return .stay
        }
        try state.finish(.animalEditor, with: "sent", then: handOver)
        #expect(heard == ["sent"] && state.topRoute == .keeper)
    }
}

/// A navigator that only records the moves it is asked to make.
@MainActor
private final class MoveRecorder: Navigator {
    typealias Graph = TestGraph
    var moves: [Move<TestGraph>] = []
    func perform(_ move: Move<TestGraph>) throws(NavigationError<TestGraph>) { moves.append(move) }
}
