import Foundation
import ScreenGenCore
@_spi(Generated) import ScreenNavigation
import Testing

/// The runtime accepts every move the graphs of #34 declare, the dismissals included: each
/// graph's transition table is the one `screengen` generates for
/// `Tests/Fixtures/CompileFailures/<graph>/app.yaml` (the runtime checks every move against it),
/// and each move is made as the generated directions make it (`Navigation.MoveOrigin.dismiss(then:_:)`,
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
        let result = ScreenGraphCompiler.check([file])
        guard let source = try? ScreenGraphCompiler.emit(result, layout: .oneFile, toolVersion: "test").source else {
            return []
        }
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

    /// `dismiss: all` and `dismiss: to-first` (#35): the steps the tool found are exactly the
    /// moves from the tops of the layers the chain lands in.
    @Test func aChainDismissalMovesFromTheTopOfTheLayerItLandsIn() throws {
        #expect(!ChainGraph.transitions.transitions.isEmpty, "screengen refused dismissal-chain")
        let state = NavigationState<ChainGraph>()
        try state.perform(Move(from: .home, to: .settings, style: .sheet))
        try state.perform(Move(from: .settings, to: .more, style: .push))
        try state.perform(Move(from: .more, to: .guide, style: .cover))
        let chain = state.selectedStack.entries
        try state.perform(Move(from: .guide, dismissing: .aboveFirst, then: .summary, style: .sheet))  // finish
        #expect(state.selectedStack.entries.map(\.route) == [.settings, .more, .summary])
        try state.containers.setStack(chain)
        try state.perform(Move(from: .guide, dismissing: .all, then: .done, style: .push))  // close
        #expect(state.selectedStack.entries.map(\.route) == [.done])
        // Not from a screen of the other layer: `to-first`'s move is the first sheet's only.
        try state.containers.setStack(chain)
        #expect(throws: NavigationError<ChainGraph>.illegalTransition(from: .home, to: .summary, style: .sheet)) {
            try state.perform(Move(from: .guide, dismissing: .all, then: .summary, style: .sheet))
        }
    }

    /// `keep-stack: true` (#35): the vault tab's pushed item stays, and the add-item sheet the
    /// graph allows from anywhere is presented over it.
    @Test func aKeptStackTakesTheMoveFromAnywhereOverItsTop() throws {
        #expect(!ContainerGraph.transitions.transitions.isEmpty, "screengen refused container-moves")
        let state = NavigationState<ContainerGraph>()
        try state.perform(Move(from: .vault, to: .item, style: .push))  // open
        try state.select(rootAt: 1)
        try state.perform(
            Move(from: .settings, selectingRoot: .vault, keepingStack: true, then: .addItem, style: .sheet))
        #expect(state.selectedRootIndex == 0)
        #expect(state.selectedStack.entries.map(\.route) == [.item, .addItem])
        // `back: false`: the setup step's entry hides its back button.
        try state.select(rootAt: 1)
        try state.perform(Move(from: .settings, to: .setupStep, style: .push, hidesBack: true))  // setUp
        #expect(state.selectedStack.entries == [RouteEntry(.setupStep, style: .push, hidesBack: true)])
    }
}

/// `container-moves`.
enum ContainerGraph: FixtureGraph {
    enum Screen: String, Hashable, Sendable, CaseIterable {
        case vault, item, settings
        case addItem = "add-item"
        case setupStep = "setup-step"
    }
    typealias Route = Screen
    static let rootScreens: [Screen] = [.vault, .settings]
    static let transitions = TransitionTable<Screen>(text: DismissalMovesTests.generatedTable("container-moves"))
}

/// `dismissal-chain`.
enum ChainGraph: FixtureGraph {
    enum Screen: String, Hashable, Sendable, CaseIterable { case home, list, settings, more, guide, done, summary }
    typealias Route = Screen
    static let rootScreens: [Screen] = [.home, .list]
    static let transitions = TransitionTable<Screen>(text: DismissalMovesTests.generatedTable("dismissal-chain"))
}

/// A graph of screens without params (so a route is its screen) whose table is generated.
protocol FixtureGraph: NavigationGraphWithDefaultRoots where Route == Screen, Screen: CaseIterable {}

extension FixtureGraph {
    static var roots: [Screen] { rootScreens }
    static func screen(of route: Screen) -> Screen { route }
    static func isAlert(_ screen: Screen) -> Bool { false }
    static func alert(for route: Screen) -> Navigation.AlertContent<Screen>? { nil }
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
