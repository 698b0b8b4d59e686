@_spi(Generated) import ScreenNavigation
import Testing

// A drill-down graph, like a social client's: an account shows statuses, a status shows its
// author's account, so the same account (the same route) can stand twice in one stack.
enum DrillRoute: Hashable, Sendable {
    case timeline
    case account(id: Int)
    case status(id: Int)
}

enum DrillScreen: String, Hashable, Sendable, CaseIterable {
    case timeline, account, status
}

enum DrillGraph: NavigationGraphWithDefaultRoots {
    static let rootScreens: [DrillScreen] = [.timeline]
    static let roots: [DrillRoute] = [.timeline]

    static func screen(of route: DrillRoute) -> DrillScreen {
        switch route {
        case .timeline: .timeline
        case .account: .account
        case .status: .status
        }
    }

    static let transitions: TransitionTable<DrillScreen> = [
        LegalTransition(from: .timeline, to: .account, style: .push),
        LegalTransition(from: .account, to: .status, style: .push),
        LegalTransition(from: .status, to: .account, style: .push),
    ]

    static func isAlert(_ screen: DrillScreen) -> Bool { false }
    static func alert(for route: DrillRoute) -> Navigation.AlertContent<DrillRoute>? { nil }
    static func title(for route: DrillRoute) -> String? { nil }
}

extension NavigationState where Graph == DrillGraph {
    /// timeline > account 7 > status 1 > account 7: one route at two depths.
    static func drilledDown() throws -> NavigationState<DrillGraph> {
        let state = NavigationState<DrillGraph>()
        try state.containers.jump(to: [.account(id: 7), .status(id: 1), .account(id: 7)])
        return state
    }
}

/// What a SwiftUI host hands to `NavigationStack(path:)` gives every entry its own identity,
/// so two equal routes in one stack are two screens with two view models.
@MainActor
@Suite struct DrillDownIdentityTests {
    final class AccountModel {}

    func drilledDown() throws -> NavigationState<DrillGraph> { try .drilledDown() }

    @Test func equalRoutesGetTheirOwnPathElements() throws {
        let state = try drilledDown()
        let layer = try #require(state.selectedStack.layers.first)
        #expect(
            layer.pathElements == [
                Navigation.PathElement(position: 1, route: .account(id: 7)),
                Navigation.PathElement(position: 2, route: .status(id: 1)),
                Navigation.PathElement(position: 3, route: .account(id: 7)),
            ])
        #expect(Set(layer.pathElements).count == 3)
    }

    @Test func equalRoutesOwnTheirOwnViewModels() throws {
        let state = try drilledDown()
        let first = try #require(state.viewModels.entry(at: 1))
        let second = try #require(state.viewModels.entry(at: 3))
        #expect(first != second)
        let firstModel = state.viewModels.model(for: first) { AccountModel() }
        let secondModel = state.viewModels.model(for: second) { AccountModel() }
        #expect(firstModel !== secondModel)
        // Going back from the second account releases its model only.
        state.containers.applyPath(
            Array(try #require(state.selectedStack.layers.first).pathElements.prefix(2)),
            shownBy: state.selectedStack.layers[0], inStack: 0)
        #expect(state.selectedStack.routes == [.timeline, .account(id: 7), .status(id: 1)])
        #expect(state.viewModels.count == 1)
        #expect(state.viewModels.model(for: first) { AccountModel() } === firstModel)
    }

    @Test func aBackSwipeFromTheSecondOfTwoEqualRoutesPopsOne() throws {
        let state = try drilledDown()
        let layer = state.selectedStack.layers[0]
        state.containers.applyPath(Array(layer.pathElements.dropLast()), shownBy: layer, inStack: 0)
        #expect(state.selectedStack.routes == [.timeline, .account(id: 7), .status(id: 1)])
    }

    @Test func aNavigationLinkPushIsCheckedAndGetsItsPosition() throws {
        let state = try drilledDown()
        let layer = state.selectedStack.layers[0]
        state.containers.applyPath(
            layer.pathElements + [Navigation.PathElement(pushing: .status(id: 2))], shownBy: layer, inStack: 0)
        #expect(
            state.selectedStack.layers[0].pathElements.last
                == Navigation.PathElement(position: 4, route: .status(id: 2))
        )
        // An undeclared push (account → account) is refused and changes nothing.
        let before = state.selectedStack
        state.containers.applyPath(
            state.selectedStack.layers[0].pathElements + [Navigation.PathElement(pushing: .timeline)],
            shownBy: state.selectedStack.layers[0],
            inStack: 0)
        #expect(state.selectedStack == before)
    }

    @Test func aPathThatRewritesHistoryIsIgnored() throws {
        let state = try drilledDown()
        let layer = state.selectedStack.layers[0]
        let before = state.selectedStack
        state.containers.applyPath(
            [Navigation.PathElement(position: 1, route: .account(id: 9))], shownBy: layer, inStack: 0)
        #expect(state.selectedStack == before)
    }
}
