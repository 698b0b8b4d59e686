import ScreenGenCore
import Testing

/// The dump's text: every example graph reads back as the dump it was written from, escapes
/// keep odd text on one line and tokens whole, and what is not a dump is a located error.
@Suite struct GraphDumpTextTests {
    static let exampleGraphs = [
        "screens", "Examples/Navigator/screens", "Examples/MultiNav/screens", "Examples/NavTest/screens",
        "Examples/NavigationSample/screens", "Examples/BetterNavigation/screens",
        "Tests/GeneratedExamples/DeepLinkCases/screens",
        "Tests/GeneratedExamples/EdgeCases/screens", "Examples/Recipes/screens",
        "Examples/Swiftfin/screens",
    ]

    @Test(arguments: exampleGraphs)
    func everyExampleReadsBackAsItsDump(folder: String) throws {
        let files = try RepositoryFiles.graph(at: folder)
        #expect(!files.isEmpty, "no YAML under \(folder)")
        let result = ScreenGraphCompiler.check(
            files)
        let dump = try #require(result.resolved?.dump)
        #expect(dump.facts.count > 5)
        let text = GraphDumpText.render(dump)
        #expect(try GraphDumpText.parse(text) == dump)
        #expect(text.split(separator: "\n").count == dump.facts.count + 1, "one fact a line")
    }

    @Test func escapesKeepEveryFactOnOneLine() throws {
        let facts = [
            GraphFact(.title, ["a b"], " leading and trailing "),
            GraphFact(.message, ["back\\slash"], "line\none\ttab\r\u{7}bell \\s"),
            GraphFact(.scheme, [""]),
            GraphFact(.roots, [], "home"),
        ]
        let dump = try #require(GraphDump(facts: facts))
        let text = GraphDumpText.render(dump)
        #expect(text.split(separator: "\n").count == 5)
        #expect(text.contains("scheme \\e\n"))
        #expect(text.contains("title a\\sb \\sleading and trailing\\s\n"))
        #expect(text.contains("message back\\\\slash line\\none\\ttab\\r\\u{7}bell \\\\s\n"))
        #expect(try GraphDumpText.parse(text) == dump)
    }

    @Test func aCRLFDumpReadsTheSame() throws {
        let text = "# screengen dump 1\r\nroots home\r\nscreen home view\r\n"
        let dump = try GraphDumpText.parse(text)
        #expect(dump.facts == [GraphFact(.roots, [], "home"), GraphFact(.screen, ["home"], "view")])
    }

    @Test(arguments: [
        ("roots home\n", 1, "not a screengen dump: the first line must start with '# screengen dump 1'"),
        ("# screengen dump 1\nscren home view\n", 2, "unknown fact kind 'scren'; did you mean 'screen'?"),
        ("# screengen dump 1\n\n# note\nparam home\n", 4, "a 'param' fact needs 2 key tokens, found 1"),
        ("# screengen dump 1\ntitle home a\\qb\n", 2, "unknown escape: use \\\\, \\n, \\r, \\t, \\s, \\e or \\u{hex}"),
        ("# screengen dump 1\ntitle home \\u{zz}\n", 2, "a '\\u' escape must be '\\u{hex}'"),
        ("# screengen dump 1\nscreen home view\nscreen home alert\n", 3, "the same fact as line 2: 'screen home'"),
    ])
    func whatIsNotADumpIsALocatedError(text: String, line: Int, message: String) {
        #expect(throws: GraphDumpText.ParseError(line: line, message: message)) { try GraphDumpText.parse(text) }
    }
}
