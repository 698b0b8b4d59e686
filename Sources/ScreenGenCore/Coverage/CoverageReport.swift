import ScreenGenDiagnostics

/// What `screengen coverage` found: how much of each kind of declaration the records exercised,
/// overall and per feature, each thing none exercised as a finding at its declaration, and each
/// record left out as an error at the record.
public struct CoverageReport: Sendable {
    /// `covered` of `total`.
    public struct Tally: Hashable, Sendable {
        public var covered = 0
        public var total = 0

        public init(covered: Int = 0, total: Int = 0) {
            self.covered = covered
            self.total = total
        }

        /// `94.3 %`, to a tenth, rounded but never up to `100.0 %` while something is uncovered;
        /// `100.0 %` for nothing to cover.
        public var percentText: String {
            guard total > 0 else { return "100.0 %" }
            var tenths = (covered * 2000 + total) / (2 * total)
            if covered < total { tenths = min(tenths, 999) }
            return "\(tenths / 10).\(tenths % 10) %"
        }

        /// `412/437 (94.3 %)`.
        public var text: String { "\(covered)/\(total) (\(percentText))" }

        /// Whether the share covered is at least `percent` (compared exactly, not as printed).
        public func meets(_ percent: Double) -> Bool {
            total == 0 || Double(covered) * 100 >= percent * Double(total)
        }

        mutating func count(_ isCovered: Bool) {
            total += 1
            if isCovered { covered += 1 }
        }
    }

    /// The four tallies of a part of the graph.
    public struct Tallies: Hashable, Sendable {
        public var transitions = Tally()
        public var alertButtons = Tally()
        public var deepLinks = Tally()
        public var screens = Tally()
        /// Flow moves (`graph.flows`): in the summary only for a graph with flows.
        public var flowMoves = Tally()
        /// Result paths (#38: moves into a screen with `returns:` answered by a finish, flows
        /// finished by `finishes:`): in the summary only for a graph with some.
        public var results = Tally()
        /// Alert and dialog buttons with `requires:` (#38), not counted among `alertButtons`:
        /// in the summary only for a graph with some.
        public var conditionalButtons = Tally()

        /// `transitions 412/437 (94.3 %), alert buttons 30/31 (96.8 %), deep links 12/15 (80.0 %), screens 108/111 (97.3 %)`.
        public var summary: String {
            "transitions \(transitions.text), alert buttons \(alertButtons.text), deep links \(deepLinks.text), screens \(screens.text)"
                + (flowMoves.total > 0 ? ", flow moves \(flowMoves.text)" : "")
                + (results.total > 0 ? ", results \(results.text)" : "")
                + (conditionalButtons.total > 0 ? ", buttons with conditions \(conditionalButtons.text)" : "")
        }
    }

    /// A feature, the top-level screens (`(top level)`) or the moves from anywhere (`(anywhere)`).
    public struct Group: Hashable, Sendable {
        public var name: String
        public var tallies: Tallies
    }

    /// A record file given, and whether it was counted.
    public struct RecordUse: Hashable, Sendable {
        public var file: String
        public var isCounted: Bool

        public init(file: String, isCounted: Bool) {
            self.file = file
            self.isCounted = isCounted
        }
    }

    public var route: String
    public var digest: String
    public var records: [RecordUse]
    public var tallies: Tallies
    /// Declared order: the top level, the features, the moves from anywhere; those with nothing
    /// to count are left out.
    public var groups: [Group]
    /// Uncovered declarations (notes) and records left out (errors), sorted.
    public var diagnostics: [Diagnostic]

    public var leftOutRecordCount: Int { records.count { !$0.isCounted } }
}
