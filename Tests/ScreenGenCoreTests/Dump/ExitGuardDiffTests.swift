import ScreenGenCore
import ScreenGenDiagnostics
import Testing

/// Exit guards (#35) in `screengen dump` and `diff`: an `exit` fact per guarded screen, the alert
/// it asks and its condition; adding, removing or changing one is compatible (no saved state or
/// link depends on what leaving a screen asks).
@Suite struct ExitGuardDiffTests {
    static let base = """
        graph:
          roots: [home]
        screens:
          home:
            view: HomeView
            transitions:
              edit: { to: editor, style: sheet }
              confirm: { to: discard-changes, style: alert }
          editor:
            view: EditorView
            params: { draft: Int }
            exit: { ask: discard-changes, when: unsavedChanges }
          discard-changes:
            kind: alert
            title: Discard changes?
            buttons:
              discard: { title: Discard, role: destructive }
              keep: { title: Keep Editing, role: cancel }
        """

    static func changes(_ old: String, _ new: String) throws -> [String] {
        let edited = base.replacingOccurrences(of: old, with: new)
        #expect(edited != base)
        return GraphDiff.changes(from: try GraphDiffTests.dump(base), to: try GraphDiffTests.dump(edited)).map {
            ([$0.impact.rawValue, $0.edit.rawValue, $0.fact.kind.rawValue] + $0.fact.key).joined(separator: " ")
        }
    }

    @Test func anExitGuardIsAFactOfTheDump() throws {
        let lines = try GraphDiffTests.dump(Self.base).facts.map { fact in
            ([fact.kind.rawValue] + fact.key + (fact.value.isEmpty ? [] : [fact.value])).joined(separator: " ")
        }
        #expect(lines.contains("exit editor discard-changes unsavedChanges"), "\(lines)")
    }

    @Test func addingRemovingOrChangingOneIsCompatible() throws {
        #expect(
            try Self.changes("    exit: { ask: discard-changes, when: unsavedChanges }\n", "")
                == ["compatible removed exit editor"])
        #expect(
            try Self.changes("when: unsavedChanges", "when: editing") == ["compatible changed exit editor"])
    }
}
