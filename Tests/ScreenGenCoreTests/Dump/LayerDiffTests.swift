import ScreenGenCore
import ScreenGenDiagnostics
import Testing

/// App-wide layers (#35) in `screengen dump` and `diff`: each layer is a fact; a layer removed
/// breaks saved state (snapshots carry the layers shown), one changed does not.
@Suite struct LayerDiffTests {
    static let base = """
        graph:
          roots: [home]
          layers:
            settings: { style: sheet, outside: dismiss }
            lock: lock
        screens:
          home:
            view: HomeView
          settings:
            view: SettingsView
          lock:
            view: LockView
        anywhere:
          settings: { to: settings, style: sheet }
          lock: { to: lock, style: cover }
        """

    static func changes(_ old: String, _ new: String) throws -> [String] {
        let edited = base.replacingOccurrences(of: old, with: new)
        #expect(edited != base)
        return GraphDiff.changes(from: try GraphDiffTests.dump(base), to: try GraphDiffTests.dump(edited)).map {
            ([$0.impact.rawValue, $0.edit.rawValue, $0.fact.kind.rawValue] + $0.fact.key).joined(separator: " ")
        }
    }

    @Test func layersAreFactsOfTheDump() throws {
        let lines = try GraphDiffTests.dump(Self.base).facts.map { fact in
            ([fact.kind.rawValue] + fact.key + (fact.value.isEmpty ? [] : [fact.value])).joined(separator: " ")
        }
        #expect(lines.contains("layer settings sheet outside=dismiss"), "\(lines)")
        #expect(lines.contains("layer lock lock outside=wait over-alerts"), "\(lines)")
    }

    @Test func aLayerRemovedIsBreakingAndOneChangedIsNot() throws {
        let removed = try Self.changes("    lock: lock\n", "")
        #expect(removed == ["breaking removed layer lock"])
        let changed = try Self.changes("outside: dismiss", "outside: wait")
        #expect(changed == ["compatible changed layer settings"])
    }
}
