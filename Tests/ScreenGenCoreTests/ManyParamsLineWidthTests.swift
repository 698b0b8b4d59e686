import ScreenGenCore
import Testing

/// A screen of many params makes every line that lists them long: the route case, the handler's
/// requirement, the dispatch, the directions' initializers and the binding of an entry's params
/// (`if case .detail(let _p0, …)? = … { (_p0, …) } else { nil }`). Each is laid out from the
/// lists it marks (#39), so every generated line stays within 120 columns.
struct ManyParamsLineWidthTests {
    @Test func thirtyParamsFitEveryLine() throws {
        let params = (0..<30).map { "          parameterNumber\($0): Int" }.joined(separator: "\n")
        let yaml = """
            graph:
              root: home
            screens:
              home:
                view: HomeView
                transitions:
                  open: detail
              detail:
                view: DetailView
                params:
            \(params)
                transitions:
                  next: { to: summary, args: { total: parameterNumber0 } }
              summary:
                view: SummaryView
                params:
                  total: Int

            """
        let file = SourceFile(path: "app.yaml", displayPath: "screens/app.yaml", contents: Array(yaml.utf8))
        let result = ScreenGraphCompiler.check([file])
        let source = try #require(result.source(toolVersion: "1.0"))
        let wide = source.split(separator: "\n").filter { $0.count > 120 }
        #expect(wide.isEmpty, "\(wide)")
        // The entry's params bound one branch a line, the pattern and the tuple broken at their lists.
        #expect(source.contains("if case .detail(\n"))
        #expect(source.contains("    } else {\n        nil\n    }"))
        #expect(source.contains("let _p29"))
    }
}
