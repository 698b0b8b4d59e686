import ScreenGenCore
import ScreenNavigation
import Testing

@testable import FlowCases

/// Result paths in coverage end to end (#38): a recorder attached to FlowCases' generated graph
/// counts the plan's result answered by `finishFlow(with:)` (the move from the trails list, and
/// the flow finished from the confirm screen), and `screengen coverage`'s core, reading that
/// record, covers exactly those two and reports the map's move and the other finisher.
@MainActor
@Suite struct FlowCasesResultCoverageTests {
    func recordedPlan(cancelling: Bool = false) throws -> Navigation.Record {
        let state = NavigationState<HikeRouteGraph>(conditionHolds: { _ in true })
        try HikeRouteFlows(state).signIn()
        let recorder = NavigationRecorder<HikeRouteGraph>()
        state.events.recorder = recorder
        try TrailsDirections(state).plan { _ in }
        try PlanningStartDirections(state).choose()
        try PlanningChooseTrailDirections(state).confirm()
        if cancelling { state.dismiss() } else { try PlanningConfirmDirections(state).finishFlow(with: 7) }
        return recorder.record
    }

    @Test func aFlowFinishedForAWaiterIsRecordedByItsPathAndFinisher() throws {
        let record = try recordedPlan()
        #expect(record.results == [.init(from: "trails", screen: "planning.start", count: 1)])
        #expect(record.flowFinishes == [.init(flow: "planning.start", by: "planning.confirm", count: 1)])
        let decoded = try Navigation.Record(json: record.jsonData())
        #expect(decoded.results == record.results && decoded.flowFinishes == record.flowFinishes)
    }

    @Test func aWaiterAnsweredNilRecordsNoResult() throws {
        let record = try recordedPlan(cancelling: true)
        #expect(record.results == nil && record.flowFinishes == nil)
    }

    @Test func coverageCountsTheRecordedPathsAndReportsTheOthers() throws {
        let graph = try CoverageFixtures.resolvedGraph(at: "Tests/GeneratedExamples/FlowCases/screens")
        let read = try CoverageRecord.read([UInt8](recordedPlan().jsonData()), file: "plan.json").get()
        let report = NavigationCoverage.report(of: graph, records: [read])
        // trails → start and map → start; choose-trail and confirm finish the flow.
        #expect(report.tallies.results == .init(covered: 2, total: 4))
        let uncovered = report.diagnostics.filter { $0.rule == CoverageRules.uncoveredResult }.map(\.message)
        #expect(
            uncovered.sorted() == [
                "flow 'planning.start' was never finished from 'planning.choose-trail'",
                "the result of 'planning.start' to the move from 'map' was never answered by a finish",
            ])
    }
}
