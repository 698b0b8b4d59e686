import ScreenGenCore
import Testing

/// `graph.generate` chooses the per-transition APIs: what is left out is not generated, and its
/// names are free for the app's own types.
struct GenerateSettingTests {
    private func source(generate: String?, view: String = "DetailView") throws -> String {
        let yaml = """
            graph:
              root: home
            \(generate.map { "  generate: \($0)\n" } ?? "")screens:
              home:
                view: HomeView
                transitions:
                  open: shop.detail

            """
        let feature = """
            feature: shop
            screens:
              detail:
                view: \(view)
                transitions:
                  back: { to: home, style: replace }

            """
        let files = [
            SourceFile(path: "app.yaml", displayPath: "screens/app.yaml", contents: Array(yaml.utf8)),
            SourceFile(path: "shop.yaml", displayPath: "screens/shop.yaml", contents: Array(feature.utf8)),
        ]
        let result = ScreenGraphCompiler.check(files)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.formatted))")
        return try #require(result.source(toolVersion: "1.0"))
    }

    /// Routers are opt-in (#20): their per-transition requirement and method are most of a
    /// large graph's code, for the few apps that mock navigation per feature.
    @Test func directionsAloneByDefault() throws {
        let source = try source(generate: nil)
        #expect(source.contains("struct HomeDirections"))
        #expect(!source.contains("Router"))
    }

    @Test func both() throws {
        let source = try source(generate: "[directions, routers]")
        #expect(source.contains("struct HomeDirections"))
        #expect(source.contains("protocol ShopRouter"))
        #expect(source.contains("struct ShopNavigationRouter"))
    }

    @Test func onlyDirections() throws {
        let source = try source(generate: "[directions]")
        #expect(source.contains("struct HomeDirections"))
        #expect(!source.contains("ShopRouter"))
    }

    @Test func onlyRoutersWrittenAsOneName() throws {
        let source = try source(generate: "routers")
        #expect(!source.contains("Directions"))
        #expect(source.contains("struct ShopNavigationRouter: ShopRouter"))
    }

    @Test func neitherLeavesRoutesGraphAndDispatch() throws {
        let source = try source(generate: "[]")
        #expect(!source.contains("Directions"))
        #expect(!source.contains("Router"))
        #expect(source.contains("enum RouteGraph: ScreenNavigation.NavigationGraph"))
        #expect(source.contains("func dispatch<Handler: RouteHandler>"))
    }

    /// Without directions, a view may be named like the directions would have been.
    @Test func aNameLeftOutIsFree() throws {
        let source = try source(generate: "[routers]", view: "ShopDetailDirections")
        #expect(source.contains("ShopDetailDirections()"))
    }
}
