@_spi(Generated) import ScreenNavigation
import Testing

/// The runtime's paths to every screen (#23): each is followed on a fresh state and ends on its
/// screen, through alerts' buttons where it must, and is as short as a plain breadth-first search
/// over the table says; the conditions a path needs are listed, and following it without them
/// changes nothing.
@MainActor
@Suite struct ScreenPathTests {
    /// Moves from the nearest root to each screen, searched apart from the runtime's: the oracle.
    static func distances<G: NavigationGraph>(_ graph: G.Type) -> [G.Screen: Int] {
        var distance = Dictionary(uniqueKeysWithValues: G.rootScreens.map { ($0, 0) })
        var frontier = G.rootScreens
        while !frontier.isEmpty {
            var next: [G.Screen] = []
            for screen in frontier {
                for target in G.Screen.allCases where distance[target] == nil {
                    let moves = TransitionStyle.allCases.contains { style in
                        G.transitions.transitions.contains(LegalTransition(from: screen, to: target, style: style))
                            || (!G.isAlert(screen) && G.transitions.allowsFromAnywhere(to: target, style: style))
                    }
                    if moves {
                        distance[target] = distance[screen]! + 1
                        next.append(target)
                    }
                }
            }
            frontier = next
        }
        return distance
    }

    @Test func everyScreenOfTheTestGraphIsReachedByAShortestPath() throws {
        let paths = TestGraph.pathsToEveryScreen()
        let distances = Self.distances(TestGraph.self)
        #expect(paths.map(\.screen) == TestScreen.allCases.filter { distances[$0] != nil })
        #expect(paths.count > 5)
        for path in paths {
            let state = State()
            try state.containers.follow(path, routes: sampleRoute(for:))
            #expect(state.activeStack.topScreen == path.screen, "\(path)")
            #expect(path.steps.count == distances[path.screen], "\(path.screen)")
        }
    }

    @Test func aPathThroughAnAlertTapsItsButton() throws {
        let path = try #require(ButtonOnlyGraph.pathsToEveryScreen().last)
        #expect(path.screen == .done && path.steps.map(\.screen) == [.ask, .done])
        let state = NavigationState<ButtonOnlyGraph>()
        var taps: [String] = []
        state.alerts.onButtonTap = { taps.append($0.button) }
        try state.containers.follow(path) { screen in ButtonOnlyRoute(rawValue: screen.rawValue)! }
        #expect(state.activeStack.topScreen == .done)
        #expect(taps == ["go"])
    }

    @Test func theConditionsAPathNeedsAreListedAndARefusalChangesNothing() throws {
        let paths = GuardGraph.pathsToEveryScreen()
        let orders = try #require(paths.first { $0.screen == .orders })
        #expect(orders.conditions == [.signedIn, .verified])
        let state = NavigationState<GuardGraph>(conditionHolds: { $0 == .signedIn })
        try state.select(rootAt: 1)
        let before = (state.stacks, state.selectedRootIndex)
        #expect(throws: NavigationError<GuardGraph>.self) {
            try state.containers.follow(orders, routes: Self.guardRoute(for:))
        }
        #expect(state.stacks == before.0 && state.selectedRootIndex == before.1)
    }

    /// Following a path first goes back to the root; when a later step is refused, the entries
    /// it went back past are put back with their view models and result waiters, not new ones.
    @Test func aRefusedPathKeepsTheModelsAndWaitersOfTheEntriesItPutBack() throws {
        final class AccountModel {}
        let state = NavigationState<GuardGraph>(conditionHolds: { $0 == .signedIn })
        var answers: [(any Sendable)?] = []
        try state.perform(Move(from: .home, to: .account(id: 7), style: .push)) { answers.append($0) }
        let model = state.viewModels.model(for: state.viewModels.topEntry) { AccountModel() }
        let orders = try #require(GuardGraph.pathsToEveryScreen().first { $0.screen == .orders })
        #expect(throws: NavigationError<GuardGraph>.conditionNotMet(condition: .verified, screen: .orders)) {
            try state.containers.follow(orders, routes: Self.guardRoute(for:))
        }
        #expect(state.topRoute == .account(id: 7))
        #expect(state.viewModels.model(for: state.viewModels.topEntry) { AccountModel() } === model)
        #expect(answers.isEmpty, "the waiter's entry never left")
        // A path that stands releases them once it is over.
        let account = try #require(GuardGraph.pathsToEveryScreen().first { $0.screen == .account })
        try state.containers.follow(account, routes: Self.guardRoute(for:))
        #expect(state.topRoute == .account(id: 1))
        #expect(answers.count == 1 && answers[0] == nil)
        #expect(state.viewModels.count == 0)
    }

    static func guardRoute(for screen: GuardScreen) -> GuardRoute {
        switch screen {
        case .home: .home
        case .prompt: .prompt
        case .orders: .orders
        case .account: .account(id: 1)
        case .inbox: .inbox
        }
    }
}

/// `done` is reached only through the button of the alert `ask`.
enum ButtonOnlyRoute: String, Hashable, Sendable { case start, ask, done }
enum ButtonOnlyScreen: String, Hashable, Sendable, CaseIterable { case start, ask, done }

enum ButtonOnlyGraph: NavigationGraphWithDefaultRoots {
    static let rootScreens: [ButtonOnlyScreen] = [.start]
    static let roots: [ButtonOnlyRoute] = [.start]
    static func screen(of route: ButtonOnlyRoute) -> ButtonOnlyScreen { ButtonOnlyScreen(rawValue: route.rawValue)! }
    static let transitions: TransitionTable<ButtonOnlyScreen> = [
        LegalTransition(from: .start, to: .ask, style: .alert),
        LegalTransition(from: .ask, to: .done, style: .push),
    ]
    static func isAlert(_ screen: ButtonOnlyScreen) -> Bool { screen == .ask }
    static func alert(for route: ButtonOnlyRoute) -> Navigation.AlertContent<ButtonOnlyRoute>? {
        guard route == .ask else { return nil }
        return Navigation.AlertContent(
            title: "Go?", message: nil,
            buttons: [
                Navigation.AlertButton(id: "stay", title: "Stay", role: .cancel, action: .report),
                Navigation.AlertButton(id: "go", title: "Go", role: nil, action: .navigate(to: .done, style: .push)),
            ])
    }
    static func title(for route: ButtonOnlyRoute) -> String? { nil }
}
