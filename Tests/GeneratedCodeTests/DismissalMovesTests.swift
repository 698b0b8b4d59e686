import Foundation
import ScreenGenCore
import ScreenNavigation
import Testing

/// The runtime accepts every move the graphs of #34 declare, the dismissals included: each
/// graph's transition table is the one `screengen` generates for
/// `Tests/Fixtures/CompileFailures/<graph>/app.yaml` (the runtime checks every move against it),
/// and each move is made as the generated directions make it (`MoveOrigin.dismiss(then:_:)`,
/// `back(to:inclusive:then:_:)`). Compile-graphs compiles the same graphs' generated code and
/// replays their paths.
@MainActor
struct DismissalMovesTests {
    /// `from: to style, …` lines of the table generated for the fixture `name`; none when the
    /// tool refuses the graph (every move is then refused).
    nonisolated static func generatedTable(_ name: String) -> [String] {
        let folder = "Tests/Fixtures/CompileFailures/\(name)"
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let url = repository.appendingPathComponent(folder + "/app.yaml")
        guard let contents = try? Data(contentsOf: url) else { return [] }
        let file = SourceFile(path: folder + "/app.yaml", displayPath: "app.yaml", contents: [UInt8](contents))
        let result = ScreenGraphCompiler.compile([file], options: CompileOptions(toolVersion: "test"))
        guard let source = result.source else { return [] }
        var lines: [String] = []
        var inTable = false
        for line in source.split(separator: "\n") {
            let text = line.trimmingCharacters(in: .whitespaces)
            if inTable, text == "\"\"\"" { inTable = false }
            if inTable { lines.append(text) }
            if text.hasPrefix("static let _transitions") { inTable = true }
        }
        return lines
    }

    @Test func aDismissalPresentsACoverAndTheCoversDismissalPushes() throws {
        #expect(!CoverGraph.transitions.transitions.isEmpty, "screengen refused dismissal-presents-cover")
        let state = NavigationState<CoverGraph>()
        try state.perform(Move(from: .home, to: .composer, style: .sheet))  // compose
        try state.perform(Move(from: .composer, dismissingThen: .directory, style: .cover))  // browse
        #expect(state.selectedStack.entries.map(\.route) == [.directory])
        try state.perform(Move(from: .directory, dismissingThen: .room, style: .push))  // pick
        #expect(state.selectedStack.entries.map(\.route) == [.room])
    }

    @Test func anInclusivePopToMovesOnFromBeneathAScreenOnlyADismissalPushes() throws {
        #expect(!PopGraph.transitions.transitions.isEmpty, "screengen refused dismissal-pushes-then-pop-inclusive")
        let state = NavigationState<PopGraph>()
        try state.perform(Move(from: .home, to: .composer, style: .sheet))  // compose
        try state.perform(Move(from: .composer, dismissingThen: .room, style: .push))  // open
        #expect(state.selectedStack.entries.map(\.route) == [.room])
        try state.perform(Move(from: .room, popBackTo: .room, inclusive: true, then: .lobby, style: .push))  // leave
        #expect(state.selectedStack.entries.map(\.route) == [.lobby])
    }
}

/// A graph of screens without params (so a route is its screen) whose table is generated.
protocol FixtureGraph: NavigationGraphWithDefaultRoots where Route == Screen, Screen: CaseIterable {}

extension FixtureGraph {
    static var roots: [Screen] { rootScreens }
    static func screen(of route: Screen) -> Screen { route }
    static func isAlert(_ screen: Screen) -> Bool { false }
    static func alert(for route: Screen) -> AlertContent<Screen>? { nil }
    static func title(for route: Screen) -> String? { nil }
}

/// `dismissal-presents-cover`.
enum CoverGraph: FixtureGraph {
    enum Screen: String, Hashable, Sendable, CaseIterable { case home, composer, directory, room }
    typealias Route = Screen
    static let rootScreens: [Screen] = [.home]
    static let transitions = TransitionTable<Screen>(
        text: DismissalMovesTests.generatedTable("dismissal-presents-cover"))
}

/// `dismissal-pushes-then-pop-inclusive`.
enum PopGraph: FixtureGraph {
    enum Screen: String, Hashable, Sendable, CaseIterable { case home, composer, room, lobby }
    typealias Route = Screen
    static let rootScreens: [Screen] = [.home]
    static let transitions = TransitionTable<Screen>(
        text: DismissalMovesTests.generatedTable("dismissal-pushes-then-pop-inclusive"))
}
