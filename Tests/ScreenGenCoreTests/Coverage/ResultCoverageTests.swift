import ScreenGenCore
import ScreenGenDiagnostics
import Testing

/// Result paths and buttons with conditions in `screengen coverage` (#38): each move into a
/// screen with `returns:` (a transition, a button's, one from anywhere) is covered when a record
/// has a finish answering it (`results`, by declaring screen and screen), each `finishes:` when
/// a record finished the flow from it (`flowFinishes`); a button with `requires:` is its own
/// kind, covered when tapped (the runtime refuses a tap while its condition does not hold).
@Suite struct ResultCoverageTests {
    static let yaml = """
        graph:
          route: VaultRoute
          roots: [login, vault]
        screens:
          login:
            view: LoginView
            transitions:
              region: { to: region-picker, style: dialog }
          region-picker:
            kind: dialog
            title: Region
            buttons:
              self-hosted: { title: Self-hosted, to: self-hosted, style: sheet }
              cancel: { title: Cancel, role: cancel }
          self-hosted:
            view: SelfHostedView
            returns: String
          vault:
            view: VaultView
            transitions:
              options: { to: account-options, style: dialog }
              send: { to: send-editor, style: sheet }
          account-options:
            kind: dialog
            title: Account
            buttons:
              lock: { title: Lock, requires: [unlocked, canLock] }
              log-out: { title: Log out }
          send-editor:
            view: SendEditorView
            returns: Int
            transitions:
              details: send-details
          send-details:
            view: SendDetailsView
            finishes: send-editor
        anywhere:
          new-send: { to: send-editor, style: sheet }
        """

    static func record(
        _ graph: ResolvedGraph, buttons: String = "", results: String = "", flowFinishes: String = ""
    ) throws -> CoverageRecord {
        let text = """
            {"format": "screengen-navigation-record", "version": 1,
             "graph": {"route": "\(graph.routeName)", "digest": "\(graph.coverageDigest)"},
             "transitions": [], "alertButtons": [\(buttons)], "deepLinks": [],
             "results": [\(results)], "flowFinishes": [\(flowFinishes)], "screens": {"login": 1}}
            """
        return try CoverageRecord.read(Array(text.utf8), file: "record.json").get()
    }

    @Test func resultPathsAnsweredAreCoveredAndTheOthersReported() throws {
        let graph = try CoverageMatchingTests.graph(Self.yaml)
        let record = try Self.record(
            graph, results: #"{"from": "region-picker", "screen": "self-hosted", "count": 1}"#,
            flowFinishes: #"{"flow": "send-editor", "by": "send-details", "count": 2}"#)
        let report = NavigationCoverage.report(of: graph, records: [record])
        // region-picker → self-hosted, vault → send-editor, * → send-editor, send-details finishes.
        #expect(report.tallies.results == .init(covered: 2, total: 4))
        #expect(report.tallies.summary.contains(", results 2/4 (50.0 %)"))
        let findings = report.diagnostics.filter { $0.rule == CoverageRules.uncoveredResult }
        #expect(
            findings.map(\.message).sorted() == [
                "the result of 'send-editor' to a move from anywhere was never answered by a finish",
                "the result of 'send-editor' to the move from 'vault' was never answered by a finish",
            ])
        #expect(findings.map(\.location.line).sorted() == [22, 38])
    }

    @Test func aFlowNeverFinishedFromItsScreenIsReportedThere() throws {
        let graph = try CoverageMatchingTests.graph(Self.yaml)
        let report = NavigationCoverage.report(of: graph, records: [try Self.record(graph)])
        let finding = report.diagnostics.first { $0.message.hasPrefix("flow ") }
        #expect(finding?.message == "flow 'send-editor' was never finished from 'send-details'")
        #expect(finding?.location.line == 34)
    }

    @Test func aButtonWithAConditionIsItsOwnKind() throws {
        let graph = try CoverageMatchingTests.graph(Self.yaml)
        let untapped = NavigationCoverage.report(of: graph, records: [try Self.record(graph)])
        #expect(untapped.tallies.conditionalButtons == .init(covered: 0, total: 1))
        #expect(untapped.tallies.alertButtons.total == 3)  // the other three, not 'lock'
        #expect(untapped.tallies.summary.hasSuffix(", buttons with conditions 0/1 (0.0 %)"))
        let finding = try #require(untapped.diagnostics.first { $0.rule == CoverageRules.uncoveredConditionalButton })
        #expect(
            finding.message
                == "button 'lock' of dialog 'account-options' was never tapped while its condition held "
                + "(requires unlocked, canLock)")
        #expect(
            !untapped.diagnostics.contains {
                $0.rule == CoverageRules.uncoveredAlertButton && $0.message.contains("'lock'")
            })
        let tapped = NavigationCoverage.report(
            of: graph,
            records: [try Self.record(graph, buttons: #"{"alert": "account-options", "button": "lock", "count": 1}"#)])
        #expect(tapped.tallies.conditionalButtons == .init(covered: 1, total: 1))
    }

    @Test func aRecordNamingAnUnknownScreenInAResultIsLeftOut() throws {
        let graph = try CoverageMatchingTests.graph(Self.yaml)
        let record = try Self.record(graph, results: #"{"from": "vault", "screen": "nowhere", "count": 1}"#)
        let report = NavigationCoverage.report(of: graph, records: [record])
        #expect(report.leftOutRecordCount == 1)
        #expect(report.diagnostics.contains { $0.message.contains("screen 'nowhere'") })
    }

    @Test func aGraphWithoutResultsOrConditionsKeepsItsSummary() throws {
        let graph = try CoverageMatchingTests.graph()
        let summary = NavigationCoverage.report(of: graph, records: []).tallies.summary
        #expect(!summary.contains("results") && !summary.contains("conditions"))
    }
}
