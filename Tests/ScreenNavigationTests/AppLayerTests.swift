import Foundation
import Testing

@_spi(Generated) @testable import ScreenNavigation

// App-wide layers (#35), Element X's and Bitwarden's shapes: roots chats and spaces; chats
// ─push→ room(id) (room requires verified), chats ─alert→ confirm, whose button `settings`
// opens the settings layer; layers settings (sheet,
// outside: dismiss) ─push→ settingsDetail, onboarding (cover, outside: wait), call (overlay),
// lock (lock), loginRequest (sheet over alerts); from anywhere: each layer, `notification`
// (select-root chats, push room) and `openRoom` (push room over what is shown). Link /room/{id}.
enum LayerRoute: Hashable, Sendable, Codable {
    case chats, spaces, confirm, settings, settingsDetail, onboarding, call, lock, loginRequest
    case room(id: Int)
}

enum LayerScreen: String, Hashable, Sendable, CaseIterable {
    case chats, spaces, confirm, settings, settingsDetail, onboarding, call, lock, loginRequest, room
}

enum LayerCondition: String, Hashable, Sendable, CaseIterable {
    case verified
}

enum LayerGraph: NavigationGraphWithDefaultRoots, DeepLinkGraph {
    static let rootScreens: [LayerScreen] = [.chats, .spaces]
    static let roots: [LayerRoute] = [.chats, .spaces]

    static func screen(of route: LayerRoute) -> LayerScreen {
        switch route {
        case .chats: .chats
        case .spaces: .spaces
        case .confirm: .confirm
        case .settings: .settings
        case .settingsDetail: .settingsDetail
        case .onboarding: .onboarding
        case .call: .call
        case .lock: .lock
        case .loginRequest: .loginRequest
        case .room: .room
        }
    }

    static let transitions = TransitionTable<LayerScreen>(
        [
            LegalTransition(from: .chats, to: .room, style: .push),
            LegalTransition(from: .chats, to: .confirm, style: .alert),
            LegalTransition(from: .chats, to: .settings, style: .sheet),
            LegalTransition(from: .settings, to: .settingsDetail, style: .push),
            LegalTransition(from: .confirm, to: .settings, style: .sheet),
        ],
        anywhere: [
            (.settings, .sheet), (.onboarding, .cover), (.call, .cover), (.lock, .cover), (.loginRequest, .sheet),
            (.room, .push),
        ])

    static func isAlert(_ screen: LayerScreen) -> Bool { screen == .confirm }

    static func alert(for route: LayerRoute) -> Navigation.AlertContent<LayerRoute>? {
        guard route == .confirm else { return nil }
        return Navigation.AlertContent(
            title: "Leave the room?", message: nil,
            buttons: [
                Navigation.AlertButton(id: "cancel", title: "Cancel", role: .cancel, action: .report),
                Navigation.AlertButton(
                    id: "settings", title: "Settings", role: nil, action: .navigate(to: .settings, style: .sheet)),
            ])
    }

    static func title(for route: LayerRoute) -> String? { nil }
    static func conditions(for screen: LayerScreen) -> [LayerCondition] { screen == .room ? [.verified] : [] }

    static let hasLayers = true
    static let layerTable = LayerTable<LayerGraph>([
        .init(.settings, kind: .sheet, outside: .dismiss),
        .init(.onboarding, kind: .cover, outside: .wait),
        .init(.call, kind: .overlay),
        .init(.lock, kind: .lock),
        .init(.loginRequest, kind: .sheet, overAlerts: true),
    ])

    static let deepLinks = DeepLinkTable(schemes: ["app"], hosts: [], patterns: ["/room/{id:i}"], stacks: ["0|room"])

    static func deepLinkDestination(link: Int, values: DeepLinkValues) throws(Navigation.DeepLinkFailure)
        -> Navigation.DeepLinkDestination<
            LayerRoute
        >
    {
        Navigation.DeepLinkDestination(rootIndex: 0, routes: [.room(id: try values.required(0, as: Int.self))])
    }

    static func deepLinkTexts(link: Int, routes: [LayerRoute]) -> [String?]? {
        guard case .room(let id)? = routes.first, routes.count == 1 else { return nil }
        return [String(id)]
    }
}

/// Layers above the roots: they survive a tab switch; moves from outside go beneath them, wait
/// for a required one, close one that yields; a lock opens over anything and gives back exactly
/// what was beneath; overlays stay while the user navigates beneath them.
@MainActor
@Suite struct AppLayerTests {
    typealias Failure = NavigationError<LayerGraph>

    func state() -> NavigationState<LayerGraph> {
        NavigationState<LayerGraph>(conditionHolds: { _ in true })
    }

    /// A move from anywhere, as the generated `<Route>Anywhere` makes it.
    func anywhere(_ route: LayerRoute, _ style: TransitionStyle) -> Move<LayerGraph> {
        Move(from: nil, to: route, style: style)
    }

    var notification: Move<LayerGraph> { Move(from: nil, selectingRoot: .chats, then: .room(id: 7)) }

    /// An alert's button into a layer: the tap answers the alert, which closes, and the layer
    /// opens over every root, in one change. Refused, nothing changes and the alert stays.
    @Test func anAlertButtonOpensALayerOnceTheAlertIsAnswered() throws {
        let state = state()
        try state.perform(Move(from: .chats, to: .confirm, style: .alert))
        #expect(try state.alerts.tap("settings") == .navigated(to: .settings, style: .sheet))
        #expect(state.stacks[0].isAtRoot)  // answered: not waiting beneath the layer
        #expect(state.layers.shown.map(\.screen) == [.settings])
        #expect(state.activeStack.topScreen == .settings)

        // Beneath the lock, which opened over the alert, the host's tap on the covered alert is
        // refused: a move into a layer is made from the top of the active stack.
        let locked = self.state()
        try locked.perform(Move(from: .chats, to: .confirm, style: .alert))
        try locked.perform(anywhere(.lock, .cover))
        let before = locked.containers.snapshot()
        #expect(throws: Failure.notOnTop(expected: .confirm, actual: .lock)) {
            try locked.tapAlertButton("settings", inStack: 0)
        }
        #expect(locked.containers.snapshot() == before)
        try locked.layers.dismiss(.lock)
        try locked.tapAlertButton("settings", inStack: 0)
        #expect(locked.layers.shown.map(\.screen) == [.settings] && locked.stacks[0].isAtRoot)
    }

    @Test func aLayerIsOverEveryRootAndSurvivesATabSwitch() throws {
        let state = state()
        try state.perform(Move(from: .chats, to: .settings, style: .sheet))
        #expect(state.stacks.map(\.isAtRoot) == [true, true])  // not in the chats stack
        #expect(state.layers.shown.map(\.screen) == [.settings])
        #expect(state.activeStack.topScreen == .settings)
        try state.containers.push(.settingsDetail)
        try state.select(rootAt: 1)
        #expect(state.layers.shown.map(\.stack.topScreen) == [.settingsDetail])
        #expect(state.activeStack.topScreen == .settingsDetail)
        // Going back walks out of the layer: its pushes, then the layer itself.
        state.pop()
        state.pop()
        #expect(state.layers.shown.isEmpty)
        #expect(state.activeStack.topScreen == .spaces)
    }

    @Test func aLayerOpensOnceAndOnlyByADeclaredMove() throws {
        let state = state()
        try state.perform(anywhere(.settings, .sheet))
        #expect(throws: Failure.layerShown(layer: .settings)) { try state.perform(anywhere(.settings, .sheet)) }
        try state.layers.dismiss(.settings)
        #expect(throws: Failure.illegalTransition(from: .chats, to: .settings, style: .cover)) {
            try state.perform(anywhere(.settings, .cover))
        }
        try state.select(rootAt: 1)
        #expect(throws: Failure.illegalTransition(from: .spaces, to: .onboarding, style: .sheet)) {
            try state.perform(Move(from: .spaces, to: .onboarding, style: .sheet))
        }
        #expect(throws: Failure.layerNotShown(layer: .settings)) { try state.layers.dismiss(.settings) }
        #expect(state.layers.shown.isEmpty)
        // Declared from anywhere: legal from every screen, as the layer it is.
        try state.perform(Move(from: .spaces, to: .settings, style: .sheet))
        #expect(state.layers.shown.map(\.screen) == [.settings])
    }

    @Test func aMoveBeneathALayerThatYieldsClosesIt() throws {
        let state = state()
        try state.select(rootAt: 1)
        try state.perform(anywhere(.settings, .sheet))
        try state.containers.push(.settingsDetail)
        try state.perform(notification)
        #expect(state.layers.shown.isEmpty)
        #expect(state.selectedRootIndex == 0)
        #expect(state.topRoute == .room(id: 7))
    }

    @Test func aMoveFromOutsideWaitsForARequiredLayerAndResumesAfterIt() throws {
        let state = state()
        try state.perform(anywhere(.onboarding, .cover))
        let before = state.allStacks
        // A notification while onboarding is up neither skips it nor goes beneath it.
        #expect(throws: Failure.layerRequired(layer: .onboarding)) { try state.perform(notification) }
        #expect(throws: Failure.layerRequired(layer: .onboarding)) {
            try state.perform(anywhere(.room(id: 1), .push))
        }
        #expect(throws: Failure.layerRequired(layer: .onboarding)) { try state.perform(anywhere(.settings, .sheet)) }
        #expect(state.allStacks == before)
        #expect(state.layers.waitingMove == anywhere(.settings, .sheet))
        #expect(throws: Failure.layerRequired(layer: .onboarding)) { try state.perform(notification) }
        #expect(state.layers.waitingMove == notification)  // the latest move waits
        #expect(throws: Failure.layerRequired(layer: .onboarding)) { try state.layers.resumeWaitingMove() }
        try state.layers.dismiss(.onboarding)  // onboarding done
        try state.layers.resumeWaitingMove()
        #expect(state.layers.waitingMove == nil)
        #expect(state.topRoute == .room(id: 7))
    }

    @Test func theHostCannotSwipeARequiredLayerAway() throws {
        let state = state()
        try state.perform(anywhere(.onboarding, .cover))
        let layer = try #require(state.layers.shown.first)
        #expect(
            state.hostReported(.appLayerDismissed(root: .onboarding, stack: layer.stackIndex))
                == .ignore(.layerRequired))
        #expect(state.layers.shown.count == 1)
        try state.layers.dismiss(.onboarding)
        try state.perform(anywhere(.settings, .sheet))
        let settings = try #require(state.layers.shown.first)
        // A stale report (another layer stands there now) changes nothing; the user's swipe closes it.
        #expect(
            state.hostReported(.appLayerDismissed(root: .onboarding, stack: settings.stackIndex))
                == .ignore(.staleLayer))
        #expect(
            state.hostReported(.appLayerDismissed(root: .settings, stack: settings.stackIndex))
                == .closeLayer(stack: settings.stackIndex))
        #expect(state.layers.shown.isEmpty)
    }

    @Test func theLockOpensOverAnAlertAndGivesBackExactlyWhatWasBeneath() throws {
        let state = state()
        try state.perform(Move(from: .chats, to: .settings, style: .sheet))
        try state.select(rootAt: 0)
        try state.layers.dismiss(.settings)
        try state.containers.push(.room(id: 3))
        try state.select(rootAt: 1)
        try state.select(rootAt: 0)
        state.pop()
        try state.containers.presentAlert(.confirm)
        let beneath = state.snapshotValue
        // Settings cannot open under the alert; the lock can.
        #expect(throws: Failure.alertPresented(alert: .confirm)) { try state.perform(anywhere(.settings, .sheet)) }
        try state.perform(anywhere(.lock, .cover))
        #expect(state.activeStack.topScreen == .lock)
        // While locked, everything from outside waits; the alert beneath is not drawn.
        #expect(throws: Failure.layerRequired(layer: .lock)) { try state.perform(anywhere(.loginRequest, .sheet)) }
        #expect(
            state.decision(for: .alertClosed(over: state.selectedStack.layers[0], presentation: .alert, stack: 0))
                == .ignore(.coveredByLayer))
        try state.layers.dismiss(.lock)
        #expect(state.snapshotValue == beneath)
        #expect(state.activeStack.presentedAlert == .confirm)
        // The request refused while locked survives unlocking; it opens over the alert.
        try state.layers.resumeWaitingMove()
        #expect(state.layers.shown.map(\.screen) == [.loginRequest])
        #expect(state.stacks[0].presentedAlert == .confirm)
    }

    @Test func anOverlayStaysWhileTheUserNavigatesBeneathIt() throws {
        let state = state()
        try state.perform(anywhere(.call, .cover))
        #expect(state.activeStack.topScreen == .call)
        // A move from outside goes beneath the call, which minimises for it.
        try state.perform(anywhere(.room(id: 2), .push))
        #expect(state.layers.shown.map(\.isMinimized) == [true])
        #expect(state.topRoute == .room(id: 2))
        state.pop()
        try state.perform(Move(from: .chats, to: .room(id: 4), style: .push))
        #expect(state.stacks[0].routes == [.chats, .room(id: 4)])
        try state.layers.setMinimized(.call, false)
        #expect(state.activeStack.topScreen == .call)
        #expect(throws: Failure.notOnTop(expected: .room, actual: .call)) {
            try state.perform(Move(from: .room, to: .room(id: 5), style: .push))
        }
        // A select-root move beneath it keeps it, minimised.
        try state.perform(notification)
        #expect(state.layers.shown.map(\.isMinimized) == [true])
        #expect(state.stacks[0].routes == [.chats, .room(id: 7)])
        #expect(throws: Failure.layerNotShown(layer: .lock)) { try state.layers.setMinimized(.lock, true) }
    }

    @Test func linksFollowTheRuleOfMovesFromOutside() throws {
        let state = state()
        try state.perform(anywhere(.onboarding, .cover))
        #expect(throws: Navigation.DeepLinkFailure.layerRequired(layer: "onboarding")) {
            try state.links.open(link: "app:/room/9")
        }
        #expect(state.links.pendingLink != nil)
        #expect(state.stacks[0].isAtRoot)
        try state.layers.dismiss(.onboarding)
        try state.perform(anywhere(.settings, .sheet))
        try state.links.resumePendingLink()  // closes Settings, which yields, and opens the room
        #expect(state.layers.shown.isEmpty)
        #expect(state.topRoute == .room(id: 9))
    }

    @Test func layersAreSavedAndRestoredAndCheckedOnRestore() throws {
        let state = state()
        try state.containers.push(.room(id: 1))
        try state.perform(anywhere(.call, .cover))
        try state.layers.setMinimized(.call, true)
        try state.perform(anywhere(.settings, .sheet))
        try state.containers.push(.settingsDetail)
        let snapshot = state.containers.snapshot()
        let data = try JSONEncoder().encode(snapshot)
        let restored = self.state()
        try restored.containers.restore(try JSONDecoder().decode(NavigationSnapshot<LayerRoute>.self, from: data))
        #expect(restored.allStacks == state.allStacks)
        #expect(restored.layers.shown == state.layers.shown)
        // A snapshot naming a screen that is not a layer is refused, and changes nothing.
        let forged = NavigationSnapshot<LayerRoute>(
            stacks: snapshot.stacks, selectedRootIndex: 0, layers: [.init(root: .room(id: 1), entries: [])])
        #expect(throws: Failure.notALayer(screen: .room)) { try restored.containers.restore(forged) }
        #expect(restored.layers.shown == state.layers.shown)
        // Snapshots from before layers decode, with none.
        let old = #"{"stacks":[{"root":{"chats":{}},"entries":[]}],"selectedRootIndex":0}"#
        let decoded = try JSONDecoder().decode(NavigationSnapshot<LayerRoute>.self, from: Data(old.utf8))
        try restored.containers.restore(decoded)
        #expect(restored.layers.shown.isEmpty)
    }

    final class Verified {
        var holds = true
    }

    @Test func reconcileCutsALayersStackLikeARoots() throws {
        let verified = Verified()
        let state = NavigationState<LayerGraph>(conditionHolds: { _ in verified.holds })
        try state.perform(anywhere(.settings, .sheet))
        try state.perform(anywhere(.room(id: 1), .push))  // pushed in Settings' stack, over what is shown
        #expect(state.layers.shown.first?.stack.routes == [.settings, .room(id: 1)])
        verified.holds = false
        let result = state.guards.reconcile()
        #expect(result.removed == [[], [], [.room(id: 1)]])
        #expect(state.layers.shown.first?.stack.routes == [.settings])
    }
}

extension NavigationState where Graph == LayerGraph {
    /// Everything the state shows, to compare before and after.
    var snapshotValue: NavigationSnapshot<LayerRoute> { snapshot() }
}
