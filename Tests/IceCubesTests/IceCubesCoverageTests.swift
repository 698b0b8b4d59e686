import Foundation
import ScreenGenCore
@_spi(Generated) import ScreenNavigation
import Testing

@testable import IceCubes

/// Ice Cubes' navigation record (#23): its digest is the one `screengen coverage` computes from
/// Examples/IceCubes/screens, and the moves only this graph has among the examples (from
/// anywhere, a notification that selects a tab, a sheet that dismisses itself first, a `then:`
/// continuation) are recorded as their declarations name them.
@MainActor
@Suite(.recordsNavigation)
struct IceCubesCoverageTests {
    let me = Account(id: "1", acct: "dimillian")
    var post: Status { Status(id: "100", account: me, content: "Ice Cubes 2.0 is out") }

    @Test func theRuntimeAndTheToolComputeOneDigest() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples/IceCubes/screens")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".yaml") }
        let files = try names.sorted().map { name in
            SourceFile(
                path: "screens/" + name, displayPath: "screens/" + name,
                contents: [UInt8](try Data(contentsOf: folder.appendingPathComponent(name))))
        }
        let graph = try #require(
            ScreenGraphCompiler.check(files)
                .resolved)
        let identity = Navigation.GraphIdentity.of(IceCubesRouteGraph.self)
        #expect(graph.routeName == identity.route)
        #expect(graph.coverageDigest == identity.digest)
    }

    @Test func movesOnlyThisGraphHasAreRecordedByTheirDeclarations() throws {
        let state = try NavigationState<IceCubesRouteGraph>(
            roots: IceCubesTabs.iPhoneDefault(account: me), conditionHolds: { _ in true })
        let recorder = NavigationRecorder<IceCubesRouteGraph>()
        state.events.recorder = recorder
        try IceCubesRouteAnywhere(state).postTab()
        state.dismiss()
        try TimelineTabDirections(state).accounts()
        try AccountSwitcherDirections(state).openProfile(account: me)
        try IceCubesRouteAnywhere(state).notificationStatus(status: post)
        try state.links.open(link: "icecubesapp://mastodon.social/tags/swiftui")
        typealias Move = Navigation.Record.Transition
        #expect(
            recorder.record.transitions == [
                Move(from: "*", to: "editor.new", style: "sheet", count: 1),
                Move(
                    from: "*", to: "status.detail-with-status", style: "push", selectRoot: "notifications-tab", count: 1
                ),
                Move(from: "*", to: "timeline.hashtag", style: "push", count: 1),
                Move(
                    from: "account-switcher", to: "account.detail-with-account", style: "push", dismiss: true, count: 1),
                Move(from: "timeline-tab", to: "account-switcher", style: "sheet", count: 1),
            ])
        #expect(
            recorder.record.deepLinks == [
                Navigation.Record.DeepLink(pattern: "/tags/{tag:s}", screen: "timeline.hashtag", count: 1)
            ])
    }
}
