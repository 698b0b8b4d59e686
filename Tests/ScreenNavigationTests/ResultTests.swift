import ScreenNavigation
import Testing

/// Results from presented screens: a move made for its result is answered once, when the entry
/// it added leaves its stack — with what the screen finished with, or nil.
@MainActor
@Suite("Results")
struct ResultTests {
    /// home > animal.list > animal.detail.
    func detailState() throws -> State {
        let state = State()
        try state.containers.jump(to: [.list, .lion])
        return state
    }

    let openEditor = Move<TestGraph>(from: .animalDetail, to: .lionEditor, style: .sheet)

    @Test func finishingAnswersWithTheValueAndLeaves() throws {
        let state = try detailState()
        var answers: [String?] = []
        try state.perform(openEditor) { answers.append($0 as? String) }
        try state.containers.jump(to: [.list, .lion, .lionEditor, .lionPhoto])
        #expect(answers.isEmpty, "the same entry stays where it was: still waiting")
        state.pop()
        try state.finish(.animalEditor, with: "saved")
        #expect(answers == ["saved"])
        #expect(state.activeStack.topScreen == .animalDetail)
    }

    /// Every other way of leaving answers nil: dismissing, a whole-stack jump, a restore, a
    /// root set without the stack.
    @Test func leavingOtherwiseAnswersNil() throws {
        let state = try detailState()
        var answers: [String?] = []
        try state.perform(openEditor) { answers.append($0 as? String) }
        state.dismiss()
        try state.perform(openEditor) { answers.append($0 as? String) }
        try state.containers.jump(to: [.list])
        try state.containers.jump(to: [.list, .lion])
        try state.perform(openEditor) { answers.append($0 as? String) }
        try state.containers.restore(State().containers.snapshot())
        try state.containers.jump(to: [.list, .lion])
        try state.perform(openEditor) { answers.append($0 as? String) }
        try state.containers.setRoots([.settings])
        #expect(answers == [nil, nil, nil, nil])
    }

    /// A refused move throws and registers nothing; finishing is a move of the top screen.
    @Test func refusalsWaitForNothing() throws {
        let state = try detailState()
        var answers: [String?] = []
        #expect(throws: Failure.illegalTransition(from: .animalDetail, to: .about, style: .push)) {
            try state.perform(Move(from: .animalDetail, to: .about, style: .push)) { answers.append($0 as? String) }
        }
        #expect(throws: Failure.notOnTop(expected: .animalEditor, actual: .animalDetail)) {
            try state.finish(.animalEditor, with: "x")
        }
        let root = State()
        #expect(throws: Failure.cannotRemoveRoot(root: .home)) { try root.finish(.home, with: "x") }
        #expect(answers.isEmpty)
    }

    @Test func awaitingGetsTheValue() async throws {
        let state = try detailState()
        async let answer = state.performForResult(openEditor, as: String.self)
        for _ in 0..<1_000 where state.activeStack.topScreen != .animalEditor { await Task.yield() }
        try state.finish(.animalEditor, with: "done")
        #expect(try await answer == "done")
        // The value is read as the awaited type: another type answers nil.
        async let mistyped = state.performForResult(openEditor, as: Int.self)
        for _ in 0..<1_000 where state.activeStack.topScreen != .animalEditor { await Task.yield() }
        try state.finish(.animalEditor, with: "not a number")
        #expect(try await mistyped == nil)
    }

    /// A cancelled wait ends with nil and moves nothing (it used to wait until the screen left).
    @Test func cancellingTheAwaitingTaskEndsTheWaitWithNil() async throws {
        let state = try detailState()
        let waiting = Task { try await state.performForResult(openEditor, as: String.self) }
        for _ in 0..<1_000 where state.activeStack.topScreen != .animalEditor { await Task.yield() }
        #expect(state.activeStack.topScreen == .animalEditor)
        waiting.cancel()
        #expect(try await waiting.value == nil)
        #expect(state.activeStack.topScreen == .animalEditor, "the screen stays")
        // Finishing later answers nobody and still leaves the screen.
        try state.finish(.animalEditor, with: "late")
        #expect(state.activeStack.topScreen == .animalDetail)
    }
}
