import ScreenNavigation
import Testing

/// The root set is app state: `NavigationState(roots:)` and `setRoots(_:)` choose which of the
/// graph's roots are shown, in which order, each checked like every move.
@MainActor
@Suite("Root sets")
struct RootSetTests {
    @Test func theDefaultRootsAreTheDeclaredOnes() {
        let state = State()
        #expect(state.containers.roots == TestGraph.roots)
        #expect(TestGraph.rootScreens == [.home, .settings])
    }

    @Test func anAppChosenSetIsShownInItsOrder() throws {
        let state = try State(roots: [.settings, .home])
        #expect(state.topRoute == .settings)
        #expect(state.containers.stackIndex(ofRoot: .home) == 1)
        #expect(state.containers.stackIndex(ofRoot: .about) == nil)
    }

    @Test func invalidSetsAreRefused() {
        #expect(throws: Failure.noRoots) { try State(roots: []) }
        #expect(throws: Failure.notARoot(screen: .about)) { try State(roots: [.home, .about]) }
        #expect(throws: Failure.duplicateRoot(screen: .home)) { try State(roots: [.home, .settings, .home]) }
    }

    /// A kept root keeps its stack and the selection follows it; a dropped root's stack is gone.
    @Test func changingTheSetKeepsWhatStays() throws {
        let state = try busyState()
        try state.select(rootAt: 1)
        let settings = state.stacks[1]
        try state.containers.setRoots([.settings])
        #expect(state.stacks == [settings])
        #expect(state.selectedRootIndex == 0)

        try state.containers.setRoots([.home, .settings])
        #expect(state.stacks[0].isAtRoot, "home comes back at its root")
        #expect(state.stacks[1] == settings)
        #expect(state.selectedRootIndex == 1)
        expectRefused(state, .duplicateRoot(screen: .settings)) {
            try state.containers.setRoots([.settings, .settings])
        }
        expectRefused(state, .noRoots) { try state.containers.setRoots([]) }
    }

    /// Another tab's move needs that tab shown.
    @Test func selectingARootThatIsNotShownIsRefused() throws {
        let state = try State(roots: [.home])
        try state.containers.jump(to: [.list, .lion, .lionEditor, .lionPhoto])
        expectRefused(state, .rootNotShown(root: .settings)) {
            try state.perform(Move(from: .animalPhoto, selectingRoot: .settings, then: .about, style: .sheet))
        }
    }

    /// A link that arrives under an alert waits, as a move from anywhere is refused there: it
    /// neither selects another tab, stranding the alert on the tab it left, nor opens under it
    /// (#35); it opens once the alert is answered.
    @Test func aLinkUnderAnAlertWaitsForTheAnswer() throws {
        let state = try GuardState(roots: [.home, .inbox], conditionHolds: { _ in true })
        try state.containers.presentAlert(.prompt)
        let before = state.stacks
        #expect(throws: Navigation.DeepLinkFailure.alertPresented(alert: "prompt")) {
            try state.links.open(link: "app:///inbox")
        }
        #expect(state.stacks == before)
        #expect(state.selectedRootIndex == 0)
        #expect(state.links.pendingLink != nil)
        #expect(throws: Navigation.DeepLinkFailure.alertPresented(alert: "prompt")) {
            try state.links.resumePendingLink()
        }
        state.dismiss()
        try state.links.resumePendingLink()
        #expect(state.selectedRootIndex == 1)
        #expect(state.links.pendingLink == nil)
    }

    /// A pending navigation follows its stack to its new index, and waits while its root is not
    /// shown, never dropped (#34): resuming then is refused, and works once the root is back.
    @Test func aPendingNavigationFollowsItsStack() throws {
        let state = GuardState()
        #expect(throws: GuardFailure.conditionNotMet(condition: .signedIn, screen: .account)) {
            try state.containers.push(.account(id: 1))
        }
        #expect(state.guards.pendingNavigation?.stackIndex == 0)
        try state.containers.setRoots([.inbox, .home])
        #expect(state.guards.pendingNavigation?.stackIndex == 1)
        state.guards.conditionHolds = { _ in true }
        try state.guards.resumePendingNavigation()
        #expect(state.stacks[1].routes == [.home, .account(id: 1)])
        #expect(state.selectedRootIndex == 1)

        #expect(throws: GuardFailure.conditionNotMet(condition: .verified, screen: .orders)) {
            state.guards.conditionHolds = { $0 == .signedIn }
            try state.containers.push(.orders)
        }
        try state.containers.setRoots([.inbox])
        #expect(state.guards.pendingNavigation?.routes == [.account(id: 1), .orders])
        #expect(state.guards.pendingNavigation?.stackIndex == nil)
        #expect(throws: GuardFailure.rootNotShown(root: .home)) { try state.guards.resumePendingNavigation() }
        try state.containers.setRoots([.inbox, .home])
        #expect(state.guards.pendingNavigation?.stackIndex == 1)
        state.guards.conditionHolds = { _ in true }
        try state.guards.resumePendingNavigation()
        #expect(state.stacks[1].routes == [.home, .account(id: 1), .orders])
    }

    /// A deep link lands on its declared root wherever the app shows it, and says so when the
    /// app does not.
    @Test func deepLinksFindTheirRootInTheShownSet() throws {
        let state = try GuardState(roots: [.inbox, .home], conditionHolds: { _ in true })
        try state.links.open(link: "app:///account/7")
        #expect(state.selectedRootIndex == 1)
        #expect(state.selectedStack.routes == [.home, .account(id: 7)])
        #expect(
            state.links.currentDestination == Navigation.DeepLinkDestination(rootIndex: 0, routes: [.account(id: 7)]))

        try state.containers.setRoots([.inbox])
        #expect(throws: Navigation.DeepLinkFailure.rootNotShown(root: "home")) {
            try state.links.open(link: "app:///account/7")
        }
        #expect(state.links.pendingLink == Navigation.DeepLinkDestination(rootIndex: 0, routes: [.account(id: 7)]))
        try state.containers.setRoots([.inbox, .home])
        try state.links.resumePendingLink()
        #expect(state.selectedStack.routes == [.home, .account(id: 7)] && state.links.pendingLink == nil)
    }
}

private typealias GuardState = NavigationState<GuardGraph>
private typealias GuardFailure = NavigationError<GuardGraph>
