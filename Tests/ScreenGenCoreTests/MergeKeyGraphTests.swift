import Foundation
import ScreenGenCore
import ScreenGenDiagnostics
import Testing

/// YAML merge keys end to end: screens that share a block of transitions through an anchor
/// and `<<: *anchor`, overriding one of them, lint clean and generate the merged moves in the
/// order the file reads (Tests/ScreenGenYAMLTests/MergeKeyTests.swift covers the loader).
@Suite struct MergeKeyGraphTests {
    static let graph = """
        graph:
          roots: [inbox, archive]
        screens:
          inbox:
            view: InboxView
            title: Inbox
            transitions: &common
              openSettings: { to: settings, style: sheet }
              openHelp: help
              compose: { to: composer, style: cover }
          archive:
            view: ArchiveView
            title: Archive
            transitions:
              <<: *common
              openHelp: { to: help, style: sheet }
              showInbox: inbox
          settings:
            view: SettingsView
          help:
            view: HelpView
          composer:
            view: ComposerView

        """

    static func check(_ yaml: String) -> CheckedGraph {
        let file = SourceFile(path: "app.yaml", displayPath: "app.yaml", contents: Array(yaml.utf8))
        return ScreenGraphCompiler.check([file])
    }

    @Test func sharedTransitionsLintClean() {
        let result = Self.check(Self.graph)
        #expect(result.diagnostics.map(\.formatted) == [])
    }

    @Test func theMergedTransitionsAreGeneratedWithTheOverrideInTheOrderTheFileReads() throws {
        let result = Self.check(Self.graph)
        #expect(result.diagnostics.isEmpty)
        let source = try #require(result.source())
        // The merged moves take the place of `<<`; the own `openHelp` overrides the shared one
        // and stays where it is written.
        #expect(
            source.contains(
                """
                        inbox: settings sheet, help push, composer cover
                        archive: settings sheet, composer cover, help sheet, inbox push
                """))
        let start = try #require(source.range(of: "struct ArchiveDirections {"))
        let end = try #require(source.range(of: "\n}\n", range: start.upperBound..<source.endIndex))
        let body = source[start.upperBound..<end.lowerBound]
        let methods = ["openSettings", "compose", "openHelp", "showInbox"]
        let positions = try methods.map { try #require(body.range(of: "func \($0)()")).lowerBound }
        #expect(positions == positions.sorted())
        #expect(body.components(separatedBy: "    func ").count == methods.count + 1, "no other move")
        #expect(
            source.contains(
                "func openHelp() throws(RouteGraph.Failure) { try _RouteHelpMove(context, .sheet) }"))
    }

    /// A mistake in the shared block is reported once, where it is written in the anchor,
    /// however many screens merge it.
    @Test func aMistakeInTheSharedBlockIsReportedOnceWhereItIsWritten() {
        let wrong = Self.graph.replacingOccurrences(
            of: "{ to: settings, style: sheet }", with: "{ to: setings, style: sheet }")
        #expect(
            Self.check(wrong).diagnostics.map(\.formatted) == [
                "app.yaml:8:27: error: transition 'openSettings' targets unknown screen 'setings'; did you mean 'settings'? [unknown-screen]"
            ])
    }
}
