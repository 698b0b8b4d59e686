import ScreenGenCore
import ScreenGenDiagnostics
import Testing

/// `screengen-dev stubs` of a graph that generates `paths`: `<Route>StubSamples`, a value of
/// every sample's type, which compile-graphs' stage 4 follows every path with (#23).
@Suite struct StubSamplesTests {
    static func stubs(_ yaml: String) throws -> String {
        let file = SourceFile(path: "app.yaml", displayPath: "app.yaml", contents: Array(yaml.utf8))
        return try #require(SupportStubs.supportStubs([file]))
    }

    static func graph(params: String, imports: String = "[]") -> String {
        """
        graph:
          route: ShopRoute
          root: home
          imports: \(imports)
          generate: [directions, paths]
        screens:
          home:
            view: HomeView
            transitions:
              open: item
          item:
            view: ItemView
            params:
        \(params)
        """
    }

    @Test func everySampleHasAValueOfItsType() throws {
        let params = [
            "count: Int", "tags: \"[String]\"", "when: Foundation.Date", "link: URL", "contact: Contact",
            "page: Models.Page<Double>", "screen: ShopRouteScreen", "model: { type: EditorModel, live: true }",
            "done: { type: Completion, live: closure }", "note: String?", "limit: { type: Int, default: 3 }",
        ]
        let stubs = try Self.stubs(
            Self.graph(params: params.map { "      " + $0 }.joined(separator: "\n"), imports: "[Models]"))
        let expected = """
            struct ShopRouteStubSamples: ShopRouteSamples {
                var int: Int { 0 }
                var arrayOfString: [String] { [] }
                var foundationDate: Foundation.Date { .init(timeIntervalSince1970: 0) }
                var url: URL { .init(fileURLWithPath: "/") }
                var contact: Contact { .init() }
                var modelsPageOfDouble: Models.Page<Double> { .init() }
                var shopRouteScreen: ShopRouteScreen { .allCases[0] }
                var editorModel: EditorModel { .init() }
                var completion: Completion { {} }
            }
            """
        #expect(stubs.contains(expected), "\(stubs)")
    }

    /// A type named like its property (`contact: contact`): inside the getter the name would
    /// be the property, so the value never names the type.
    @Test func aValueNeverNamesItsType() throws {
        let stubs = try Self.stubs(Self.graph(params: "      link: contact\n      when: Date"))
        #expect(stubs.contains("    var contact: contact { .init() }\n"), "\(stubs)")
        #expect(stubs.contains("    var date: Date { .init(timeIntervalSince1970: 0) }\n"), "\(stubs)")
    }

    @Test func aTypeWithoutASampleLeavesTheStructOutAndSaysWhich() throws {
        let stubs = try Self.stubs(Self.graph(params: "      range: Range<Int>"))
        #expect(stubs.contains("// no ShopRouteStubSamples: no sample value of 'Range<Int>'"))
        #expect(!stubs.contains("struct ShopRouteStubSamples"))
    }

    @Test func aGraphWithoutPathsHasNoSamples() throws {
        let yaml = Self.graph(params: "      count: Int").replacingOccurrences(of: ", paths]", with: "]")
        #expect(!(try Self.stubs(yaml)).contains("StubSamples"))
    }
}
