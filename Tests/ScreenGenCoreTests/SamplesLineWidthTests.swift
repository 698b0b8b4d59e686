import ScreenGenCore
import Testing

/// `<Route>Samples` names each property after its type, so a long type made a line of about
/// twice its length (random seed 3065: 129 columns): the type then goes on a line of its own.
struct SamplesLineWidthTests {
    @Test func aLongSampleTypeGoesOnALineOfItsOwn() throws {
        let yaml = """
            graph:
              root: home
              generate: [directions, paths]
            screens:
              home:
                view: HomeView
                transitions:
                  open: detail
              detail:
                view: DetailView
                params:
                  index: "Dictionary<Screen, Pair<Foundation.UUID, Swift.UInt64>>"
                  count: Int

            """
        let file = SourceFile(path: "app.yaml", displayPath: "screens/app.yaml", contents: Array(yaml.utf8))
        let result = ScreenGraphCompiler.check([file])
        let source = try #require(result.source(toolVersion: "1.0"))
        #expect(
            source.contains(
                """
                    var dictionaryOfScreenAndPairOfFoundationUUIDAndSwiftUInt64:
                        Dictionary<Screen, Pair<Foundation.UUID, Swift.UInt64>> { get }
                    var int: Int { get }
                """))
        #expect(source.split(separator: "\n").allSatisfy { $0.count <= 120 })
    }
}
