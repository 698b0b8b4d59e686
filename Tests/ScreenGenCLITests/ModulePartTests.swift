import Foundation
import Testing

/// `build --part` and `--module-name`: a graph split into modules, each module's target building
/// its own part, as the build plugin runs it. A part that the graph does not have is a mistake
/// of the command (exit 2), said with what the graph has.
@Suite struct ModulePartTests {
    static let app = """
        graph:
          route: ShopRoute
          module: ShopRoutes
          modules: [Catalog, Cart]
          root: home
        screens:
          home:
            view: HomeView
            transitions:
              browse: catalog.list

        """

    static let catalog = """
        feature: catalog
        screens:
          list:
            view: CatalogListView
            transitions:
              openCart: { to: cart.summary, style: sheet }

        """

    static let cart = """
        feature: cart
        screens:
          summary:
            view: CartSummaryView
            transitions:
              browse: { to: catalog.list, cycle: intended }

        """

    private func workspace() throws -> Workspace {
        try Workspace(files: [
            "screens/app.yaml": Self.app, "screens/Catalog/catalog.yaml": Self.catalog,
            "screens/Cart/cart.yaml": Self.cart,
        ])
    }

    private func names(_ workspace: Workspace, in directory: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: workspace.path(directory)).sorted()
    }

    @Test func eachPartWritesItsOwnFiles() throws {
        let workspace = try workspace()
        for (part, expected) in [
            (
                "routes",
                [
                    "Screens.Cart.cart.generated.swift", "Screens.Catalog.catalog.generated.swift",
                    "Screens.app.generated.swift", "Screens.generated.swift",
                ]
            ),
            ("Catalog", ["Screens.Catalog.catalog.generated.swift"]),
            ("Cart", ["Screens.Cart.cart.generated.swift"]),
            ("app", ["Screens.generated.swift"]),
        ] {
            let run = try workspace.run("build", "screens", "--part", part, "--output", "\(part)/")
            #expect(run.status == 0, "\(run.stderr)")
            #expect(try names(workspace, in: part) == expected, "part \(part)")
        }
        // The routes build every route; a module has its screens' moves and imports the routes.
        let routes = try #require(workspace.contents("routes/Screens.Catalog.catalog.generated.swift"))
        #expect(routes.contains("public enum CatalogRoute"))
        #expect(!routes.contains("struct CatalogListDirections"))
        let catalog = try #require(workspace.contents("Catalog/Screens.Catalog.catalog.generated.swift"))
        #expect(catalog.contains("import ShopRoutes\n"))
        #expect(catalog.contains("public struct CatalogListDirections"))
        #expect(!catalog.contains("enum CatalogRoute"))
        // The graph's own folder's moves are the routes'; the app has the views and nothing else.
        #expect(
            workspace.contents("routes/Screens.app.generated.swift")?.contains("public struct HomeDirections") == true)
        #expect(!routes.contains("import SwiftUI"), "parts without views do not import SwiftUI")
        let app = try #require(workspace.contents("app/Screens.generated.swift"))
        #expect(
            app.contains(
                "@_spi(Generated) import ShopRoutes\n@_spi(Generated) import Catalog\n@_spi(Generated) import Cart\n"))
        #expect(!app.contains("HomeDirections"))
        #expect(app.contains("public struct CatalogRouteView: SwiftUI.View"))
    }

    /// Flows and layers (#35) in a graph split into modules: their tables, `<Route>Flow` and
    /// `<Route>Flows` are graph-wide, written into the routes part (the graph's own module, which
    /// every module imports) as the deep-link table is, and into no module's part; a layer's
    /// screen is a module's. (Scripts/compile-graphs.sh compiles such a graph part by part:
    /// Tests/Fixtures/CompileFailures/modules-layers-flows.)
    @Test func flowsAndLayersAreTheRoutesPart() throws {
        let app = Self.app.replacingOccurrences(
            of: "  root: home\n",
            with: """
                  roots: [welcome, home]
                  flows:
                    signed-out: { roots: [welcome], moves: { sign-in: session } }
                    session: { roots: [home], requires: [signedIn], moves: { sign-out: signed-out } }
                  layers:
                    cart.summary: { style: sheet, outside: dismiss }

                """
        ).replacingOccurrences(of: "screens:\n", with: "screens:\n  welcome:\n    view: WelcomeView\n")
        let workspace = try Workspace(files: [
            "screens/app.yaml": app, "screens/Catalog/catalog.yaml": Self.catalog,
            "screens/Cart/cart.yaml": Self.cart,
        ])
        let lint = try workspace.run("lint", "--strict", "screens")
        #expect(lint.status == 0, "\(lint.stdout)\(lint.stderr)")
        for part in ["routes", "Catalog", "Cart", "app"] {
            let run = try workspace.run("build", "screens", "--part", part, "--output", "\(part)/")
            #expect(run.status == 0, "\(run.stderr)")
        }
        let routes = try #require(workspace.contents("routes/Screens.generated.swift"))
        #expect(routes.contains("public static let flowTable = ScreenNavigation.FlowTable<ShopRouteGraph>(["))
        #expect(routes.contains("public enum ShopRouteFlow: Swift.String"))
        #expect(routes.contains("public struct ShopRouteFlows"))
        #expect(routes.contains("public static let layerTable = ScreenNavigation.LayerTable<ShopRouteGraph>(["))
        #expect(routes.contains(".init(.cartSummary, kind: .sheet, outside: .dismiss),"))
        let modules = try ["Catalog/Screens.Catalog.catalog.generated.swift", "Cart/Screens.Cart.cart.generated.swift"]
            .map { try #require(workspace.contents($0)) }
        for module in modules + [try #require(workspace.contents("app/Screens.generated.swift"))] {
            for graphWide in ["flowTable", "layerTable", "ShopRouteFlows"] { #expect(!module.contains(graphWide)) }
        }
        // The move into the layer is the presenting module's direction, as any move.
        #expect(modules[0].contains("func openCart()"))
    }

    /// Results in a graph split into modules (#38): a module's router has
    /// `<screen>FinishFlow(with:)` beside its directions' `finishFlow(with:)`, and the typed taps
    /// of a dialog's button that waits for a result are in the module of the dialog, extending
    /// the routes module's `<Alert>Button`. (Scripts/compile-graphs.sh compiles it part by part:
    /// Tests/Fixtures/CompileFailures/modules-flow-results.)
    @Test func flowResultsAndTypedTapsAreTheModulesParts() throws {
        let fixture = PythonTools.repository.appendingPathComponent(
            "Tests/Fixtures/CompileFailures/modules-flow-results")
        var files: [String: String] = [:]
        for path in ["app.yaml", "Vault/vault.yaml", "Sends/sends.yaml"] {
            files["screens/" + path] = try String(
                contentsOf: fixture.appendingPathComponent(path), encoding: .utf8)
        }
        let workspace = try Workspace(files: files)
        for part in ["routes", "Vault", "Sends", "app"] {
            let run = try workspace.run("build", "screens", "--part", part, "--output", "\(part)/")
            #expect(run.status == 0, "\(run.stderr)")
        }
        let vault = try #require(workspace.contents("Vault/Screens.Vault.vault.generated.swift"))
        #expect(
            vault.contains("    func folderFinishFlow(with result: String) throws(AppRoutes.AppRouteGraph.Failure)\n"))
        #expect(vault.contains("public func finishFlow(with result: String)"))
        #expect(vault.contains("extension AppRoutes.VaultAttachmentSourceButton {"))
        #expect(vault.contains("public static func tapFilesForResult("))
        let sends = try #require(workspace.contents("Sends/Screens.Sends.sends.generated.swift"))
        #expect(sends.contains("try navigator.finish(AppRoutes.AppRouteScreen.sendsEditor, with: result)"))
        let routes = try #require(workspace.contents("routes/Screens.Vault.vault.generated.swift"))
        #expect(routes.contains("public enum VaultAttachmentSourceButton"))
        #expect(!routes.contains("tapFiles"), "the taps are the module's")
    }

    @Test func theModuleNameOfTheGraphsFolderPicksTheRoutes() throws {
        let workspace = try workspace()
        let run = try workspace.run("build", "screens", "--module-name", "ShopRoutes", "--output", "Routes/")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try names(workspace, in: "Routes").count == 4)
        #expect(workspace.contents("Routes/Screens.Catalog.catalog.generated.swift")?.contains("Directions") == false)
        let wrong = try workspace.run("build", "screens", "--module-name", "Shop", "--output", "Wrong/")
        #expect(wrong.status == 2)
        #expect(
            wrong.stderr
                == "error: the graph's folder is compiled into module 'Shop', but its 'graph.module' is 'ShopRoutes'; make them the same\n"
        )
        #expect(workspace.contents("Wrong/Screens.generated.swift") == nil, "nothing is written")
    }

    @Test func aPartTheGraphDoesNotHaveIsACommandMistake() throws {
        let workspace = try workspace()
        let unknown = try workspace.run("build", "screens", "--part", "Catalogue", "--output", "Out/")
        #expect(unknown.status == 2)
        #expect(
            unknown.stderr.hasPrefix(
                "error: module 'Catalogue' is not in the graph's 'modules' (it lists Catalog, Cart); --part takes routes, app or one of them; did you mean 'Catalog'?\n"
            ))
        try workspace.write("single.yaml", Graphs.valid)
        let notSplit = try workspace.run("build", "single.yaml", "--part", "routes", "--output", "Single/")
        #expect(notSplit.status == 2)
        #expect(
            notSplit.stderr.hasPrefix(
                "error: the graph is not split into modules (it has no 'graph.module'); build it whole, without --part\n"
            ))
        let both = try workspace.run("build", "screens", "--part", "app", "--module-name", "ShopRoutes")
        #expect(both.status == 2)
        #expect(both.stderr.contains("--part and --module-name exclude each other"))
    }

    /// Without --part, a graph split into modules still builds whole (lint, pictures and tests
    /// see the whole graph); a graph that is not split builds whole with any --module-name.
    @Test func withoutAPartTheGraphBuildsWhole() throws {
        let workspace = try workspace()
        let run = try workspace.run("build", "screens", "--output", "Whole.swift")
        #expect(run.status == 0, "\(run.stderr)")
        let whole = try #require(workspace.contents("Whole.swift"))
        #expect(whole.contains("public enum CatalogRoute") && whole.contains("public struct CatalogListDirections"))
        #expect(!whole.contains("import ShopRoutes"))
        try workspace.write("single.yaml", Graphs.valid)
        #expect(
            try workspace.run("build", "single.yaml", "--module-name", "Anything", "--output", "Single.swift").status
                == 0)
    }
}
