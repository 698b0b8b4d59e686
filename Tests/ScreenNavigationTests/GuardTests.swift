@_spi(Generated) import ScreenNavigation
import Testing

// home ─push→ account (requires signedIn) ─push→ orders (requires signedIn, verified)
// home ─alert→ prompt, whose button "account" pushes account; deep link /account/{id}.
// inbox: a second root.
enum GuardRoute: Hashable, Sendable, Codable {
    case home, prompt, orders, inbox
    case account(id: Int)
}

enum GuardScreen: String, Hashable, Sendable, CaseIterable {
    case home, prompt, orders, account, inbox
}

enum GuardCondition: String, Hashable, Sendable, CaseIterable {
    case signedIn, verified
}

enum GuardGraph: NavigationGraphWithDefaultRoots, DeepLinkGraph {
    static let rootScreens: [GuardScreen] = [.home, .inbox]
    static let roots: [GuardRoute] = [.home, .inbox]

    static func screen(of route: GuardRoute) -> GuardScreen {
        switch route {
        case .home: .home
        case .prompt: .prompt
        case .orders: .orders
        case .account: .account
        case .inbox: .inbox
        }
    }

    static let transitions: TransitionTable<GuardScreen> = [
        LegalTransition(from: .home, to: .account, style: .push),
        LegalTransition(from: .account, to: .orders, style: .push),
        LegalTransition(from: .home, to: .prompt, style: .alert),
        LegalTransition(from: .prompt, to: .account, style: .push),
    ]

    static func isAlert(_ screen: GuardScreen) -> Bool { screen == .prompt }

    static func alert(for route: GuardRoute) -> Navigation.AlertContent<GuardRoute>? {
        guard route == .prompt else { return nil }
        return Navigation.AlertContent(
            title: "Open your account?", message: nil,
            buttons: [
                Navigation.AlertButton(
                    id: "account", title: "Open", role: nil, action: .navigate(to: .account(id: 1), style: .push))
            ])
    }

    static func title(for route: GuardRoute) -> String? { nil }

    static func conditions(for screen: GuardScreen) -> [GuardCondition] {
        switch screen {
        case .account: [.signedIn]
        case .orders: [.signedIn, .verified]
        default: []
        }
    }

    static let deepLinks = DeepLinkTable(
        schemes: ["app"], hosts: [], patterns: ["/account/{id:i}", "/orders/{id:i}", "/inbox"],
        stacks: ["0|account", "0|account|orders", "1"])

    static func deepLinkDestination(link: Int, values: DeepLinkValues) throws(Navigation.DeepLinkFailure)
        -> Navigation.DeepLinkDestination<
            GuardRoute
        >
    {
        if link == 2 { return Navigation.DeepLinkDestination(rootIndex: 1, routes: []) }
        let id = try values.required(0, as: Int.self)
        return Navigation.DeepLinkDestination(
            rootIndex: 0, routes: link == 0 ? [.account(id: id)] : [.account(id: id), .orders])
    }

    static func deepLinkTexts(link: Int, routes: [GuardRoute]) -> [String?]? {
        if link == 2 { return routes.isEmpty ? [] : nil }
        guard case .account(let id)? = routes.first, routes.dropFirst() == (link == 0 ? [] : [.orders]) else {
            return nil
        }
        return [String(id)]
    }
}

/// `requires:` guards: every path into a guarded screen asks the app first, a refusal changes
/// nothing and is kept as the pending navigation, and resuming it works once the condition holds.
@MainActor
@Suite struct GuardTests {
    final class Session {
        var conditions: Set<GuardCondition> = []
    }

    func state(_ session: Session) -> NavigationState<GuardGraph> {
        NavigationState<GuardGraph>(conditionHolds: { session.conditions.contains($0) })
    }

    /// The refusal names the graph's own condition, so an app catches it by case (#25).
    @Test func aRefusalIsCaughtByTheConditionsCase() {
        let state = state(Session())
        var caught: GuardGraph.Condition?
        do {
            try state.perform(Move(from: .home, to: .account(id: 7), style: .push))
        } catch .conditionNotMet(condition: .signedIn, screen: _) {
            caught = .signedIn
        } catch {
            Issue.record("unexpected \(error)")
        }
        #expect(caught == .signedIn)
        #expect(
            NavigationError<GuardGraph>.conditionNotMet(condition: .verified, screen: .orders).description
                == "'orders' requires 'verified', which does not hold")
    }

    @Test func aTransitionIsRefusedWhileTheConditionIsFalseAndResumedAfter() throws {
        let session = Session()
        let state = state(session)
        #expect(throws: NavigationError<GuardGraph>.conditionNotMet(condition: .signedIn, screen: .account)) {
            try state.perform(Move(from: .home, to: .account(id: 7), style: .push))
        }
        #expect(state.selectedStack.routes == [.home])
        #expect(state.guards.pendingNavigation?.routes == [.account(id: 7)])
        #expect(state.guards.pendingNavigation?.condition == .signedIn)

        #expect(throws: NavigationError<GuardGraph>.conditionNotMet(condition: .signedIn, screen: .account)) {
            try state.guards.resumePendingNavigation()
        }
        session.conditions = [.signedIn]
        try state.guards.resumePendingNavigation()
        #expect(state.selectedStack.routes == [.home, .account(id: 7)])
        #expect(state.guards.pendingNavigation == nil)
    }

    @Test func everyConditionOfAScreenIsChecked() throws {
        let session = Session()
        session.conditions = [.signedIn]
        let state = state(session)
        try state.containers.push(.account(id: 1))
        #expect(throws: NavigationError<GuardGraph>.conditionNotMet(condition: .verified, screen: .orders)) {
            try state.containers.push(.orders)
        }
        session.conditions.insert(.verified)
        try state.guards.resumePendingNavigation()
        #expect(state.topRoute == .orders)
    }

    /// A condition of the route (`conditionHoldsForRoute`) is asked with each route entered,
    /// by a move, a jump or a restore, instead of `conditionHolds`.
    @Test func aConditionOfTheRouteIsAskedWithTheRoute() throws {
        var asked: [GuardRoute] = []
        let state = try NavigationState<GuardGraph>(
            roots: [.home, .inbox],
            conditionHoldsForRoute: { condition, route in
                asked.append(route)
                return route != .account(id: 13)
            })
        state.guards.conditionHolds = { _ in false }  // not asked while the route's is set
        try state.containers.push(.account(id: 1))
        #expect(asked == [.account(id: 1)])
        state.pop()
        #expect(throws: NavigationError<GuardGraph>.conditionNotMet(condition: .signedIn, screen: .account)) {
            try state.containers.jump(to: [.account(id: 13), .orders])
        }
        let saved = NavigationSnapshot<GuardRoute>(
            stacks: [
                .init(
                    root: .home,
                    entries: [RouteEntry(.account(id: 2), style: .push), RouteEntry(.orders, style: .push)]),
                .init(root: .inbox, entries: []),
            ],
            selectedRootIndex: 0)
        asked = []
        try state.containers.restore(saved)
        #expect(asked == [.account(id: 2), .orders, .orders])
    }

    @Test func jumpsAndWholeStacksAreChecked() throws {
        let session = Session()
        let state = state(session)
        #expect(throws: NavigationError<GuardGraph>.conditionNotMet(condition: .signedIn, screen: .account)) {
            try state.containers.jump(to: [.account(id: 2), .orders])
        }
        #expect(throws: NavigationError<GuardGraph>.conditionNotMet(condition: .signedIn, screen: .account)) {
            try state.containers.setStack([RouteEntry(.account(id: 2), style: .push)])
        }
        #expect(state.selectedStack.routes == [.home])
        session.conditions = [.signedIn, .verified]
        try state.guards.resumePendingNavigation()
        #expect(state.selectedStack.routes == [.home, .account(id: 2)])
    }

    @Test func alertButtonsAreChecked() throws {
        let session = Session()
        let state = state(session)
        try state.containers.presentAlert(.prompt)
        #expect(throws: NavigationError<GuardGraph>.conditionNotMet(condition: .signedIn, screen: .account)) {
            try state.alerts.tap("account")
        }
        #expect(state.topRoute == .prompt)
    }

    @Test func aRestoredGuardedScreenIsCheckedAgain() throws {
        let session = Session()
        session.conditions = [.signedIn]
        let signedIn = state(session)
        try signedIn.containers.push(.account(id: 3))
        let saved = signedIn.containers.snapshot()

        let later = Session()
        let restored = state(later)
        #expect(throws: NavigationError<GuardGraph>.conditionNotMet(condition: .signedIn, screen: .account)) {
            try restored.containers.restore(saved)
        }
        #expect(restored.selectedStack.routes == [.home])
        later.conditions = [.signedIn]
        try restored.containers.restore(saved)
        #expect(restored.selectedStack.routes == [.home, .account(id: 3)])
    }

    /// A restore a guard refuses changes nothing (#33): the user's pending navigation stays
    /// theirs, not one stack of the refused snapshot, and resuming it still works.
    @Test func aRefusedRestoreKeepsThePendingNavigation() throws {
        let session = Session()
        session.conditions = [.signedIn]
        let signedIn = state(session)
        try signedIn.containers.push(.account(id: 3))
        let saved = signedIn.containers.snapshot()

        let later = Session()
        let state = state(later)
        #expect(throws: NavigationError<GuardGraph>.conditionNotMet(condition: .signedIn, screen: .account)) {
            try state.perform(Move(from: .home, to: .account(id: 7), style: .push))
        }
        #expect(state.guards.pendingNavigation?.routes == [.account(id: 7)])
        #expect(throws: NavigationError<GuardGraph>.conditionNotMet(condition: .signedIn, screen: .account)) {
            try state.containers.restore(saved)
        }
        #expect(state.guards.pendingNavigation?.routes == [.account(id: 7)])
        #expect(state.selectedStack.routes == [.home])
        later.conditions = [.signedIn]
        try state.guards.resumePendingNavigation()
        #expect(state.selectedStack.routes == [.home, .account(id: 7)])
    }

    @Test func aDeepLinkCanNeverPutAGuardedScreenOnTheStack() throws {
        let session = Session()
        let state = state(session)
        #expect(throws: Navigation.DeepLinkFailure.conditionNotMet(condition: "signedIn", screen: "account")) {
            try state.links.open(link: "app:///orders/5")
        }
        #expect(state.selectedStack.routes == [.home])
        session.conditions = [.signedIn]
        #expect(throws: Navigation.DeepLinkFailure.conditionNotMet(condition: "verified", screen: "orders")) {
            try state.links.open(link: "app:///orders/5")
        }
        #expect(state.selectedStack.routes == [.home])
        session.conditions = [.signedIn, .verified]
        try state.guards.resumePendingNavigation()
        #expect(state.selectedStack.routes == [.home, .account(id: 5), .orders])
    }

    @Test func goingBackNeedsNoCondition() throws {
        let session = Session()
        session.conditions = [.signedIn]
        let state = state(session)
        try state.containers.push(.account(id: 4))
        session.conditions = []
        state.pop()
        #expect(state.selectedStack.routes == [.home])
    }
}
