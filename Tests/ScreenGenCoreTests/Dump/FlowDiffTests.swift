import ScreenGenCore
import ScreenGenDiagnostics
import Testing

/// App flows (#35) in `screengen dump` and `diff`: the start flow, each flow's roots, conditions
/// and moves are facts; a flow removed or renamed breaks saved state (snapshots carry its name).
@Suite struct FlowDiffTests {
    static let base = """
        graph:
          roots: [welcome, home, lock]
          flows:
            signed-out:
              roots: [welcome]
              moves: { sign-in: session }
            session:
              roots: [home]
              requires: [signedIn]
              moves: { sign-out: signed-out, lock: locked }
            locked:
              roots: [lock]
              moves: { unlock: session, sign-out: signed-out }
        screens:
          welcome:
            view: WelcomeView
          home:
            view: HomeView
          lock:
            view: LockView
        """

    static func changes(_ old: String, _ new: String) throws -> [String] {
        let edited = base.replacingOccurrences(of: old, with: new)
        #expect(edited != base)
        return GraphDiff.changes(from: try GraphDiffTests.dump(base), to: try GraphDiffTests.dump(edited)).map {
            ([$0.impact.rawValue, $0.edit.rawValue, $0.fact.kind.rawValue] + $0.fact.key).joined(separator: " ")
        }
    }

    @Test func flowsAreFactsOfTheDump() throws {
        let lines = try GraphDiffTests.dump(Self.base).facts.map { fact in
            ([fact.kind.rawValue] + fact.key + (fact.value.isEmpty ? [] : [fact.value])).joined(separator: " ")
        }
        for expected in [
            "start-flow signedOut", "flow signedOut welcome", "flow session home", "flow-requires session signedIn",
            "flow-move session signOut signedOut", "flow-move locked unlock session",
        ] {
            #expect(lines.contains(expected), "\(lines)")
        }
    }

    @Test func aFlowRemovedOrRenamedIsBreakingAndItsFactsAreOneChange() throws {
        let renamed = try Self.changes("locked", "vault").sorted()
        // Renaming `locked` is removing it and adding `vault`; its own moves follow it, the moves
        // into it are changes of the moves' targets (code only).
        #expect(renamed.contains("breaking removed flow locked"))
        #expect(renamed.contains("additive added flow vault"))
        #expect(!renamed.contains { $0.contains("flow-move locked") || $0.contains("flow-move vault") })
        #expect(renamed.contains("compatible changed flow-move session lock"))
    }

    @Test func rootsOfAFlow() throws {
        #expect(
            try Self.changes("      roots: [home]\n", "      roots: [home, lock]\n") == [
                "additive changed flow session"
            ])
        // Back: a root taken out of the flow.
        let wider = Self.base.replacingOccurrences(of: "      roots: [home]\n", with: "      roots: [home, lock]\n")
        let narrowed = GraphDiff.changes(from: try GraphDiffTests.dump(wider), to: try GraphDiffTests.dump(Self.base))
        #expect(
            narrowed.map { "\($0.impact.rawValue) \($0.fact.kind.rawValue) \($0.fact.key[0])" } == [
                "breaking flow session"
            ])
    }

    @Test func conditionsMovesAndTheStart() throws {
        #expect(
            try Self.changes("      requires: [signedIn]\n", "") == [
                "compatible removed flow-requires session signedIn"
            ])
        #expect(
            try Self.changes("moves: { unlock: session, sign-out: signed-out }", "moves: { unlock: session }") == [
                "compatible removed flow-move locked signOut"
            ])
    }
}
