import Testing

@_spi(Generated) @testable import ScreenNavigation

/// A finish or a hand-over from a guarded screen (`exit:`) asks its question first (#38).
@MainActor
@Suite struct ResultExitGuardTests {
    func editing(unsaved: Bool) throws -> NavigationState<ExitGraph> {
        let state = NavigationState<ExitGraph>()
        state.guards.conditionHoldsForRoute = { condition, _ in condition == .signedIn || unsaved }
        return state
    }

    let open = Move<ExitGraph>(from: .home, to: .editor(id: 1), style: .sheet)
    let handOver = Move<ExitGraph>(from: .editor, to: .summary, style: .replace)

    @Test func discardingCompletesTheHandOverWithTheValue() throws {
        let state = try editing(unsaved: true)
        var answers: [String?] = []
        try state.perform(open) { answers.append($0 as? String) }
        try state.finish(.editor, with: "done", then: handOver)
        #expect(state.guards.pendingExit != nil && answers.isEmpty, "asked first")
        try state.alerts.tap("discard")
        #expect(state.topRoute == .summary)
        #expect(answers == ["done"])
    }

    @Test func keepingThenLeavingAnotherWayAnswersNil() throws {
        let state = try editing(unsaved: true)
        var answers: [String?] = []
        try state.perform(open) { answers.append($0 as? String) }
        try state.finish(.editor, with: "done", then: handOver)
        try state.alerts.tap("keep")
        #expect(state.topRoute == .editor(id: 1) && answers.isEmpty)
        state.dismiss()
        try state.alerts.tap("discard")
        #expect(answers == [nil], "the kept finish is no answer")
    }

    /// The same for a plain finish: the value kept while the question is asked goes with "keep".
    @Test func aKeptFinishIsNoAnswer() throws {
        let state = try editing(unsaved: true)
        var answers: [String?] = []
        try state.perform(open) { answers.append($0 as? String) }
        try state.finish(.editor, with: "done")
        try state.alerts.tap("keep")
        state.dismiss()
        try state.alerts.tap("discard")
        #expect(answers == [nil])
        try state.perform(open) { answers.append($0 as? String) }
        try state.finish(.editor, with: "again")
        try state.alerts.tap("discard")
        #expect(answers == [nil, "again"])
    }
}
