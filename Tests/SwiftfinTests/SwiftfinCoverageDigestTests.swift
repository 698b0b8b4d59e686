import Foundation
import ScreenGenCore
import ScreenNavigation
import Testing

@testable import Swiftfin

/// A navigation record of Swiftfin names its graph by a digest that the runtime computes from
/// the compiled graph and `screengen coverage` from Examples/Swiftfin/screens: the two agree (#23).
struct SwiftfinCoverageDigestTests {
    @Test func theRuntimeAndTheToolComputeOneDigest() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples/Swiftfin/screens")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".yaml") }
        let files = try names.sorted().map { name in
            SourceFile(
                path: "screens/" + name, displayPath: "screens/" + name,
                contents: [UInt8](try Data(contentsOf: folder.appendingPathComponent(name))))
        }
        let graph = try #require(
            ScreenGraphCompiler.check(files)
                .resolved)
        let identity = Navigation.GraphIdentity.of(SwiftfinRouteGraph.self)
        #expect(graph.routeName == identity.route)
        #expect(graph.coverageDigest == identity.digest)
    }
}
