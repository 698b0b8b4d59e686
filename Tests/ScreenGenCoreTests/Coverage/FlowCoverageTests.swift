import ScreenGenCore
import ScreenGenDiagnostics
import Testing

/// Flow moves in `screengen coverage` (#35): each declared flow move is covered when a record
/// made it (`flowMoves`, by flow and action), reported when none did, and a record naming a flow
/// move the graph does not declare is left out.
@Suite struct FlowCoverageTests {
    static let yaml = """
        graph:
          route: HikeRoute
          roots: [welcome, home]
          flows:
            signed-out:
              roots: [welcome]
              moves: { sign-in: session }
            session:
              roots: [home]
              moves: { sign-out: signed-out }
        screens:
          welcome:
            view: WelcomeView
          home:
            view: HomeView
        """

    static func record(_ graph: ResolvedGraph, flowMoves: String) throws -> CoverageRecord {
        let text = """
            {"format": "screengen-navigation-record", "version": 1,
             "graph": {"route": "\(graph.routeName)", "digest": "\(graph.coverageDigest)"},
             "transitions": [], "alertButtons": [], "deepLinks": [],
             "flowMoves": [\(flowMoves)], "screens": {"welcome": 1, "home": 1}}
            """
        return try CoverageRecord.read(Array(text.utf8), file: "record.json").get()
    }

    @Test func aFlowMoveMadeIsCoveredAndOneNotMadeIsReported() throws {
        let graph = try CoverageMatchingTests.graph(Self.yaml)
        let report = NavigationCoverage.report(
            of: graph,
            records: [try Self.record(graph, flowMoves: #"{"flow": "signedOut", "action": "signIn", "count": 2}"#)])
        #expect(report.tallies.flowMoves == .init(covered: 1, total: 2))
        #expect(report.tallies.summary.hasSuffix(", flow moves 1/2 (50.0 %)"))
        let flowFindings = report.diagnostics.filter { $0.rule == CoverageRules.uncoveredFlowMove }
        #expect(flowFindings.map(\.message) == ["flow move 'sign-out' of flow 'session' was never made"])
        #expect(flowFindings.first?.location.line == 10)
    }

    @Test func aRecordNamingAnUndeclaredFlowMoveIsLeftOut() throws {
        let graph = try CoverageMatchingTests.graph(Self.yaml)
        let report = NavigationCoverage.report(
            of: graph,
            records: [try Self.record(graph, flowMoves: #"{"flow": "session", "action": "lock", "count": 1}"#)])
        #expect(report.leftOutRecordCount == 1)
        #expect(report.diagnostics.contains { $0.message.contains("flow move 'lock' of flow 'session'") })
    }

    @Test func aGraphWithoutFlowsKeepsItsSummary() throws {
        let graph = try CoverageMatchingTests.graph()
        let report = NavigationCoverage.report(of: graph, records: [])
        #expect(!report.tallies.summary.contains("flow moves"))
    }
}
