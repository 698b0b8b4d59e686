import ScreenGenCore
import ScreenGenDiagnostics
import Testing

/// `screengen coverage` and a move the app's resolver chooses (#37): each candidate is a
/// transition of its own, covered when a record made the move to it, reported at its name in
/// `one-of` otherwise.
@Suite struct MoveChoiceCoverageTests {
    static let yaml = """
        graph:
          root: wallet
        screens:
          wallet:
            view: WalletView
            transitions:
              add-code: { choice: code-entry, one-of: [scan-code, manual-entry], style: sheet }
          scan-code:
            view: ScanCodeView
          manual-entry:
            view: ManualEntryView
        """

    @Test func eachCandidateIsCountedAndTheOnesNotEnteredReported() throws {
        let graph = try CoverageMatchingTests.graph(Self.yaml)
        let record = try CoverageMatchingTests.record(
            graph, transitions: [#"{"from": "wallet", "to": "manual-entry", "style": "sheet", "count": 1}"#],
            screens: #""wallet": 1, "manual-entry": 1"#)
        let report = NavigationCoverage.report(of: graph, records: [record])
        #expect(report.tallies.transitions == .init(covered: 1, total: 2))
        let findings = report.diagnostics.filter { $0.rule == CoverageRules.uncoveredTransition }
        #expect(findings.count == 1)
        // Reported where the candidate is named: `scan-code` in `one-of`.
        #expect(findings.map(\.location.line) == [7])
        #expect(findings.map(\.location.column) == [48])
    }
}
