import Foundation
import ScreenGenCore
import ScreenNavigation
import Testing

@testable import BetterNavigation
@testable import ChatApp
@testable import DeepLinkCases
@testable import EdgeCases
@testable import MultiNav
@testable import NavTest
@testable import NavigationSample
@testable import Navigator
@testable import Recipes
@testable import ShopRoutes

/// A navigation record names its graph by a digest that the runtime computes from the compiled
/// graph (`Navigation.GraphIdentity.of`) and `screengen coverage` from the YAML: the two must agree on
/// every example, or every record would be reported as another version's. (IceCubes and
/// Swiftfin are checked in their own test targets.)
@MainActor
struct CoverageDigestAgreementTests {
    static let examples: [(folder: String, identity: Navigation.GraphIdentity)] = [
        ("screens", .of(AppRouteGraph.self)),
        ("Examples/BetterNavigation/screens", .of(RouteGraph.self)),
        ("Examples/NavTest/screens", .of(NavRouteGraph.self)),
        ("Examples/Navigator/screens", .of(NavigatorRouteGraph.self)),
        ("Examples/MultiNav/screens", .of(MultiNavRouteGraph.self)),
        ("Examples/NavigationSample/screens", .of(DestinationGraph.self)),
        ("Examples/Recipes/screens", .of(RecipesRouteGraph.self)),
        ("Tests/GeneratedExamples/EdgeCases/screens", .of(EdgeRouteGraph.self)),
        ("Tests/GeneratedExamples/DeepLinkCases/screens", .of(LinkRouteGraph.self)),
        ("Tests/GeneratedExamples/Modular/ShopRoutes/screens", .of(ShopRouteGraph.self)),
    ]

    @Test func theRuntimeAndTheToolComputeOneDigest() throws {
        for example in Self.examples {
            let graph = try CoverageFixtures.resolvedGraph(at: example.folder)
            #expect(graph.routeName == example.identity.route, "\(example.folder)")
            #expect(graph.coverageDigest == example.identity.digest, "\(example.folder)")
        }
        #expect(Set(Self.examples.map(\.identity.digest)).count == Self.examples.count, "every graph its own digest")
    }
}

/// Reading example graphs and the coverage fixtures (Tests/Fixtures/Coverage) from the repository.
enum CoverageFixtures {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let records = repository.appendingPathComponent("Tests/Fixtures/Coverage/records")

    /// The graph under `folder` (relative to the repository), resolved as `screengen` resolves it.
    static func resolvedGraph(at folder: String) throws -> ResolvedGraph {
        let base = repository.appendingPathComponent(folder)
        let enumerator = try #require(FileManager.default.enumerator(atPath: base.path))
        var paths: [String] = []
        while let relative = enumerator.nextObject() as? String {
            if relative.hasSuffix(".yaml") || relative.hasSuffix(".yml") { paths.append(relative) }
        }
        paths.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        let files = try paths.map { relative in
            SourceFile(
                path: folder + "/" + relative, displayPath: base.lastPathComponent + "/" + relative,
                contents: [UInt8](try Data(contentsOf: base.appendingPathComponent(relative))))
        }
        let result = ScreenGraphCompiler.check(
            files)
        #expect(!result.hasErrors, "\(folder): \(result.diagnostics.filter(\.isError))")
        return try #require(result.resolved)
    }
}
