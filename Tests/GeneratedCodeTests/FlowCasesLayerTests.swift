import Foundation
@_spi(Generated) import ScreenNavigation
import Testing

@testable import FlowCases

/// App-wide layers (#35) through the GENERATED API (`layers.yaml`): Settings over every tab,
/// the required tour, the call overlay, the lock and a login request over alerts, made with
/// `HikeRouteAnywhere` and the screens' directions, against the runtime.
@MainActor
@Suite struct FlowCasesLayerTests {
    typealias Failure = HikeRouteGraph.Failure

    /// Signed in, in the session: trails and map. Every condition holds but `verified` (the
    /// trail's) unless `verified`; the editor's draft 1 has unsaved changes.
    func session(verified: Bool = true) throws -> NavigationState<HikeRouteGraph> {
        let state = NavigationState<HikeRouteGraph>(conditionHolds: { _ in false })
        state.guards.conditionHoldsForRoute = { condition, route in
            switch (condition, route) {
            case (.unsavedChanges, .editing(.editor(let draft))): draft == 1
            case (.unsavedChanges, _): false
            case (.verified, _): verified
            default: true
            }
        }
        try HikeRouteFlows(state).signIn()
        return state
    }

    @Test func theGeneratedTableIsTheDeclaredOne() throws {
        #expect(HikeRouteGraph.hasLayers)
        let table = HikeRouteGraph.layerTable
        #expect(
            table.layers.map(\.screen) == [
                .layersSettings, .layersTour, .layersCall, .layersAppLock, .layersLoginRequest,
            ])
        #expect(table.layer(showing: .layersSettings)?.outside == .dismiss)
        #expect(table.layer(showing: .layersTour)?.outside == .wait)
        #expect(table.layer(showing: .layersCall)?.kind == .overlay)
        #expect(table.layer(showing: .layersAppLock)?.outside == .wait)
        #expect(table.layer(showing: .layersAppLock)?.overAlerts == true)
        #expect(table.layer(showing: .layersLoginRequest)?.overAlerts == true)
        #expect(table.layer(showing: .trails) == nil)
    }

    @Test func settingsSurvivesATabSwitchAndANotificationClosesIt() throws {
        let state = try session()
        try TrailsDirections(state).settings()
        try LayersSettingsDirections(state).account()
        try state.select(rootAt: 1)
        #expect(state.layers.shown.map(\.stack.routes) == [[.layers(.settings), .layers(.account)]])
        #expect(state.topRoute == .layers(.account))
        try HikeRouteAnywhere(state).showTrail(id: 4)  // Settings yields to a move beneath it
        #expect(state.layers.shown.isEmpty)
        #expect(state.selectedRootIndex == 0)
        #expect(state.topRoute == .trail(id: 4))
    }

    /// An alert or dialog button into a layer (#35): the tap answers the action sheet, which
    /// closes, and Settings opens over every tab, in one change; `onButtonTap` hears it.
    @Test func aDialogButtonOpensSettingsOverEveryTab() throws {
        let state = try session()
        var heard: [String] = []
        state.alerts.onButtonTap = { heard.append($0.button) }
        try TrailsDirections(state).more()
        #expect(state.selectedStack.presentedAlert == .layers(.more))
        let outcome = try state.alerts.tap(.settings)
        #expect(outcome == .navigated(to: .layers(.settings), style: .sheet))
        #expect(state.selectedStack.routes == [.trails])  // answered: not waiting beneath Settings
        #expect(state.layers.shown.map(\.stack.routes) == [[.layers(.settings)]])
        #expect(state.topRoute == .layers(.settings))
        #expect(heard == ["settings"])
        try state.select(rootAt: 1)  // a layer: it survives a tab switch
        #expect(state.topRoute == .layers(.settings))
        try state.layers.dismiss(.layersSettings)
        #expect(state.selectedStack.routes == [.map])
    }

    /// Refused taps change nothing: the action sheet stays, to be answered again — beneath the
    /// lock (which opened over it) and beneath the expanded call, taps answer the layer on top.
    @Test func aDialogButtonIntoALayerRefusedChangesNothing() throws {
        let state = try session()
        try TrailsDirections(state).more()
        try HikeRouteAnywhere(state).lockApp()  // over the action sheet
        let locked = state.containers.snapshot()
        #expect(throws: Failure.noAlertPresented(top: .layersAppLock)) {
            try state.alerts.tap(.settings)
        }
        #expect(state.containers.snapshot() == locked)
        try state.layers.dismiss(.layersAppLock)  // everything as it was: the sheet is back
        #expect(state.selectedStack.presentedAlert == .layers(.more))

        let calling = try session()
        try HikeRouteAnywhere(calling).joinCall(room: "summit")
        try calling.layers.setMinimized(.layersCall, true)
        try TrailsDirections(calling).more()  // beneath the minimised call
        try calling.layers.setMinimized(.layersCall, false)
        let shown = calling.containers.snapshot()
        #expect(throws: Failure.noAlertPresented(top: .layersCall)) {
            try calling.alerts.tap(.settings)
        }
        #expect(calling.containers.snapshot() == shown)
        try calling.layers.setMinimized(.layersCall, true)  // the sheet is on top again: the tap is made
        try calling.alerts.tap(.settings)
        #expect(calling.layers.shown.map(\.stack.root) == [.layers(.call(room: "summit")), .layers(.settings)])
        #expect(calling.selectedStack.routes == [.trails])
    }

    @Test func settingsClosesItselfAndGoesOnBeneath() throws {
        let state = try session()
        try HikeRouteAnywhere(state).openSettings()
        try LayersSettingsDirections(state).done()
        #expect(state.layers.shown.isEmpty)
        #expect(state.selectedStack.routes == [.trails, .trail(id: 1)])
    }

    @Test func aNotificationWhileTheTourIsUpDoesNotSkipIt() throws {
        let state = try session()
        try HikeRouteAnywhere(state).startTour()
        try LayersTourDirections(state).next()
        let shown = state.containers.snapshot()
        #expect(throws: Failure.layerRequired(layer: .layersTour)) { try HikeRouteAnywhere(state).showTrail(id: 9) }
        #expect(throws: Navigation.DeepLinkFailure.layerRequired(layer: "layers.tour")) {
            try state.links.open(link: "hikes://trails/8")
        }
        #expect(state.containers.snapshot() == shown)
        #expect(state.topRoute == .layers(.tourStep))
        // The tour ends: what waited is made.
        try state.layers.dismiss(.layersTour)
        try state.layers.resumeWaitingMove()
        #expect(state.topRoute == .trail(id: 9))
        try state.links.resumePendingLink()
        #expect(state.topRoute == .trail(id: 8))
    }

    @Test func theLockAppearsOverTheExitQuestionAndGivesBackWhatWasBeneath() throws {
        let state = try session()
        try TrailsDirections(state).write(draft: 1)
        state.pop()  // unsaved: "Discard changes?" is asked
        #expect(state.selectedStack.presentedAlert == .editing(.discardChanges))
        let beneath = state.containers.snapshot()
        let stacks = (state.stacks, state.layers.shown)
        #expect(throws: Failure.alertPresented(alert: .editingDiscardChanges)) {
            try HikeRouteAnywhere(state).openSettings()
        }
        try HikeRouteAnywhere(state).lockApp()
        #expect(state.activeStack.topScreen == .layersAppLock)
        // A login request refused while locked survives unlocking.
        #expect(throws: Failure.layerRequired(layer: .layersAppLock)) {
            try HikeRouteAnywhere(state).requestLogin(device: "iPad")
        }
        try state.layers.dismiss(.layersAppLock)
        #expect(state.stacks == stacks.0)
        #expect(state.layers.shown == stacks.1)
        #expect(state.containers.snapshot() == beneath)
        #expect(state.guards.pendingExit?.screen == .editingEditor)
        try state.layers.resumeWaitingMove()  // over the question: the request is declared over alerts
        #expect(state.topRoute == .layers(.loginRequest(device: "iPad")))
        try state.layers.dismiss(.layersLoginRequest)
        _ = try state.alerts.tap(EditingDiscardChangesButton.keep.rawValue)
        #expect(state.selectedStack.routes == [.trails, .editing(.editor(draft: 1))])
    }

    @Test func theCallStaysWhileTheUserNavigatesBeneathIt() throws {
        let state = try session()
        try HikeRouteAnywhere(state).joinCall(room: "summit")
        #expect(state.topRoute == .layers(.call(room: "summit")))
        try state.layers.setMinimized(.layersCall, true)
        try TrailsDirections(state).open(id: 2)
        try state.select(rootAt: 1)
        try HikeRouteAnywhere(state).showTrail(id: 3)
        #expect(state.stacks[0].routes == [.trails, .trail(id: 3)])
        #expect(state.layers.shown.map(\.route) == [.layers(.call(room: "summit"))])
        try state.layers.setMinimized(.layersCall, false)
        #expect(state.topRoute == .layers(.call(room: "summit")))
    }

    @Test func signingOutClosesEveryLayer() throws {
        let state = try session()
        try HikeRouteAnywhere(state).joinCall(room: "summit")
        try HikeRouteAnywhere(state).openSettings()
        try HikeRouteFlows(state).signOut()
        #expect(state.layers.shown.isEmpty)
        #expect(state.containers.roots == [.welcome])
    }

    @Test func layersRestoreAndAreCheckedAgain() throws {
        let state = try session()
        try HikeRouteAnywhere(state).openSettings()
        try LayersSettingsDirections(state).account()
        let data = try JSONEncoder().encode(state.containers.snapshot())
        let restored = try session()
        try restored.containers.restore(try JSONDecoder().decode(NavigationSnapshot<HikeRoute>.self, from: data))
        #expect(restored.stacks == state.stacks)
        #expect(restored.layers.shown == state.layers.shown)
        #expect(restored.topRoute == .layers(.account))
    }

    /// What the app answers conditions with, changed as a test goes.
    final class App {
        var unlocked = true
        var signedIn = true
        var unsaved: Set<Int> = []
    }

    /// The proof's remaining paths (#35): a snapshot of the unlocked tabs is refused while the
    /// app is locked; signing out reconciles a guarded editor away, asking first when unsaved.
    @Test func aSnapshotOfTheUnlockedTabsIsRefusedInALockedApp() throws {
        let app = App()
        let state = NavigationState<HikeRouteGraph>(conditionHolds: { $0 != .unlocked || app.unlocked })
        try HikeRouteFlows(state).signIn()
        try TrailsDirections(state).open(id: 5)
        let snapshot = state.containers.snapshot()
        app.unlocked = false
        try HikeRouteFlows(state).lock()
        let locked = (state.stacks, state.flow)
        #expect(throws: Failure.flowConditionNotMet(condition: .unlocked, flow: .session)) {
            try state.containers.restore(snapshot)
        }
        #expect(state.stacks == locked.0)
        #expect(state.flow == locked.1)
        app.unlocked = true
        try state.containers.restore(snapshot)
        #expect(state.selectedStack.routes == [.trails, .trail(id: 5)])
    }

    @Test func signingOutReconcilesAGuardedEditorAway() throws {
        let app = App()
        let state = NavigationState<HikeRouteGraph>(conditionHolds: { _ in false })
        state.guards.conditionHoldsForRoute = { condition, route in
            switch (condition, route) {
            case (.signedIn, _): app.signedIn
            case (.unsavedChanges, .editing(.editor(let draft))): app.unsaved.contains(draft)
            case (.unsavedChanges, _): false
            default: true
            }
        }
        try HikeRouteFlows(state).signIn()
        try TrailsDirections(state).write(draft: 2)
        app.signedIn = false
        let result = state.guards.reconcile()
        #expect(result.removed.first == [.editing(.editor(draft: 2))])
        #expect(result.flowConditionNotMet == .signedIn)
        #expect(state.selectedStack.routes == [.trails])
        // Unsaved: reconciling asks first, and "discard" removes it.
        app.signedIn = true
        try TrailsDirections(state).write(draft: 1)
        app.unsaved = [1]
        app.signedIn = false
        state.guards.reconcile()
        #expect(state.guards.pendingExit?.screen == .editingEditor)
        _ = try state.alerts.tap(EditingDiscardChangesButton.discard.rawValue)
        #expect(state.selectedStack.routes == [.trails])
        try HikeRouteFlows(state).signOut()
        #expect(state.containers.roots == [.welcome])
    }

    /// A link opened over what is shown whose first screen is a layer's opens the layer, the
    /// rest inside it; under the required tour it waits like any link.
    @Test func aLinkOpensSettingsAtAccountOverEveryTab() throws {
        let state = try session()
        try state.select(rootAt: 1)
        try state.links.open(link: "hikes://settings/account")
        #expect(state.layers.shown.map(\.stack.routes) == [[.layers(.settings), .layers(.account)]])
        #expect(state.stacks.allSatisfy { $0.isAtRoot })
        #expect(state.selectedRootIndex == 1)
        try state.layers.dismiss(.layersSettings)
        try HikeRouteAnywhere(state).startTour()
        #expect(throws: Navigation.DeepLinkFailure.layerRequired(layer: "layers.tour")) {
            try state.links.open(link: "hikes://settings/account")
        }
        try state.layers.dismiss(.layersTour)
        try state.links.resumePendingLink()
        #expect(state.topRoute == .layers(.account))
    }
}
