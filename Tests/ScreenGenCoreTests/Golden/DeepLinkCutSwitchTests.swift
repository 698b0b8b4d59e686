import ScreenGenCore
import Testing

/// A graph with more links than one generated switch holds (#37): the destination and texts
/// switches are cut into functions of `linksPerFunction` (64) cases behind a switch on
/// `link / 64`, so that the optimizer never sees a function that grows with the graph. Up to 64
/// links, one switch as before. (Tests/Fixtures/CompileFailures/deeplinks-cut-switch compiles
/// the cut form in CI.)
@Suite struct DeepLinkCutSwitchTests {
    static func source(links: Int) throws -> String {
        var yaml = """
            graph:
              root: home
              deeplinks: { schemes: [app] }
            screens:
              home:
                view: HomeView
                transitions: { open: item }
              item:
                view: ItemView
                params: { id: Int }
            deeplinks:

            """
        for number in 0..<links { yaml += "  - url: \"/l\(number)/{id}\"\n    stack: [item]\n" }
        let file = SourceFile(path: "app.yaml", displayPath: "app.yaml", contents: Array(yaml.utf8))
        let result = ScreenGraphCompiler.check([file], options: CheckOptions())
        return try #require(result.source(), "\(result.diagnostics)")
    }

    @Test func sixtyFourLinksKeepOneSwitch() throws {
        let source = try Self.source(links: 64)
        #expect(!source.contains("switch link / 64"))
        #expect(source.contains("case 63:"))
        #expect(!source.contains("_RouteGraphDeepLinkDestination0("))
    }

    @Test func moreLinksAreCutIntoRunsOfSixtyFour() throws {
        let source = try Self.source(links: 130)
        // The destinations and the texts: a switch on the run each, then three runs each.
        #expect(source.components(separatedBy: "switch link / 64 {").count - 1 == 2)
        for run in 0..<3 {
            #expect(source.contains("private func _RouteGraphDeepLinkDestination\(run)(\n"))
            #expect(source.contains("private func _RouteGraphDeepLinkTexts\(run)(_ link: Swift.Int"))
        }
        #expect(!source.contains("_RouteGraphDeepLinkDestination3("))
        // Each link's case is in its run: 129 in the third.
        let third = try #require(source.range(of: "private func _RouteGraphDeepLinkDestination2("))
        #expect(source[third.upperBound...].contains("case 129:"))
        #expect(source.components(separatedBy: "    case 129:").count - 1 == 2)
    }
}
