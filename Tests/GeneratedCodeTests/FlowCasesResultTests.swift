import ScreenNavigation
import Testing

@testable import FlowCases

/// Flow results (#38 item 1) through the GENERATED API: planning.yaml's sheet (start, choose a
/// trail, confirm) ends with a trail id from any of its pushed screens (`finishes: start`,
/// `finishFlow(with:)`); the trails list and the map each do their own thing with it.
@MainActor
@Suite struct FlowCasesResultTests {
    typealias Failure = HikeRouteGraph.Failure

    /// Signed in and unlocked: the session's roots, trails and map.
    func session() throws -> NavigationState<HikeRouteGraph> {
        let state = NavigationState<HikeRouteGraph>(conditionHolds: { _ in true })
        try HikeRouteFlows(state).signIn()
        return state
    }

    @Test func theGraphSaysWhoFinishesWhichFlow() {
        #expect(HikeRouteGraph.finishesFlow(.planningStart, from: .planningChooseTrail))
        #expect(HikeRouteGraph.finishesFlow(.planningStart, from: .planningConfirm))
        #expect(!HikeRouteGraph.finishesFlow(.planningStart, from: .planningPreview))
        #expect(!HikeRouteGraph.finishesFlow(.editingEditor, from: .editingPicker))
    }

    /// The trails list opens the trail the plan chose, three screens deep in the sheet.
    @Test func theTrailsListOpensTheChosenTrail() throws {
        let state = try session()
        try TrailsDirections(state).plan { id in
            if let id { try? TrailsDirections(state).open(id: id) }
        }
        try PlanningStartDirections(state).choose()
        try PlanningChooseTrailDirections(state).confirm()
        try PlanningConfirmDirections(state).finishFlow(with: 7)
        #expect(state.topRoute == .trail(id: 7))
        #expect(state.selectedStack.routes == [.trails, .trail(id: 7)])
    }

    /// The map previews it in a sheet of its own, finished one screen deep; the trails list's
    /// follow-up (`open`) is no move of the map's.
    @Test func theMapPreviewsItAndCannotOpenItTheTrailsWay() async throws {
        let state = try session()
        try state.select(rootAt: 1)
        let planned = Task { try await MapDirections(state).planForResult() }
        while state.topRoute != .planning(.start) { await Task.yield() }
        try PlanningStartDirections(state).choose()
        try PlanningChooseTrailDirections(state).finishFlow(with: 3)
        let id = try #require(try await planned.value)
        try MapDirections(state).preview(id: id)
        #expect(state.topRoute == .planning(.preview(id: 3)))
        #expect(throws: Failure.self) {
            try state.perform(Move(from: .map, to: .trail(id: 3), style: .push))
        }
    }

    /// Dismissed, the plan answers nil; a finishing screen's
    /// `finishFlow` outside its flow is refused and changes nothing.
    @Test func otherExitsAnswerNilAndAStrayFinishIsRefused() throws {
        let state = try session()
        var answers: [Int?] = []
        try TrailsDirections(state).plan { answers.append($0) }
        try PlanningStartDirections(state).choose()
        state.dismiss()
        #expect(answers == [nil])
        #expect(throws: Failure.notOnTop(expected: .planningStart, actual: .trails)) {
            try PlanningConfirmDirections(state).finishFlow(with: 1)
        }
        #expect(state.topRoute == .trails && answers == [nil])
    }
}
