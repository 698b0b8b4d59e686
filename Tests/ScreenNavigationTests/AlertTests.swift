@_spi(Generated) import ScreenNavigation
import Testing

/// Alerts: exclusive, last, and left only through a button, dismiss or pop.
@MainActor
@Suite("Alerts")
struct AlertTests {
    /// home > list > lion > deleteAlert(lion)
    func stateWithAlert() throws -> State {
        let state = State()
        try state.containers.jump(to: [.list, .lion])
        try state.containers.presentAlert(.lionAlert)
        return state
    }

    @Test func presentedAlertIsVisible() throws {
        let state = try stateWithAlert()
        #expect(state.selectedStack.entries.last == Entry(.lionAlert, style: .alert))
        #expect(state.selectedStack.presentedAlert == .lionAlert)
        #expect(state.selectedStack.presentedAlertContent?.title == "Delete lion?")
        #expect(
            state.selectedStack.presentedAlertContent?.buttons.map(\.id) == [
                "delete", "cancel", "edit", "chat", "broken", "toList", "again", "close", "closeThenChat", "toSettings",
            ])
    }

    @Test func nothingElseMovesUnderAnAlert() throws {
        let state = try stateWithAlert()
        let presented = Failure.alertPresented(alert: .deleteAlert)
        expectRefused(state, presented) { try state.containers.push(.list) }
        expectRefused(state, presented) { try state.containers.present(.lionEditor, style: .sheet) }
        expectRefused(state, presented) { try state.containers.presentAlert(.deleteAlert(animal: "tiger")) }
        expectRefused(state, presented) { try state.containers.replace(with: .keeper) }
        expectRefused(state, presented) {
            try state.perform(Move(from: .deleteAlert, to: .lionEditor, style: .sheet))
        }
        expectRefused(state, presented) {
            try state.perform(Move(from: .animalDetail, to: .lionEditor, style: .sheet))
        }
    }

    @Test func reportingButtonsDismissAndReport() throws {
        for id in ["delete", "cancel"] {
            let state = try stateWithAlert()
            let outcome = try state.alerts.tap(id)
            #expect(outcome == .reported(id: id, alert: .lionAlert))
            #expect(state.selectedStack.routes == [.home, .list, .lion])
        }
    }

    @Test func backButtonsDismissThenGoBackFromBeneath() throws {
        var state = try stateWithAlert()
        #expect(try state.alerts.tap("toList") == .wentBack(then: nil))
        #expect(state.selectedStack.routes == [.home, .list])
        state = try stateWithAlert()
        #expect(try state.alerts.tap("again") == .wentBack(then: .lion))
        #expect(state.selectedStack.routes == [.home, .list, .lion])
        // Over the photo in the editor's sheet: close the sheet, or close it and move on.
        for (id, routes) in [("close", [TestRoute.home, .list, .lion]), ("closeThenChat", [.home, .keeper])] {
            state = State()
            try state.containers.jump(to: [.list, .lion, .lionEditor, .animal(.photo(name: "lion"))])
            try state.containers.presentAlert(.lionAlert)
            try state.alerts.tap(id)
            #expect(state.selectedStack.routes == routes)
        }
    }

    @Test func aBackButtonThatCannotGoBackChangesNothing() throws {
        let state = try stateWithAlert()
        expectRefused(state, .notOnStack(screen: .settings, top: .animalDetail)) {
            try state.alerts.tap("toSettings")
        }
        expectRefused(state, .notPresented(screen: .animalDetail)) { try state.alerts.tap("close") }
    }

    @Test func theAppHearsEveryAppliedTapAndNoRefusedOne() throws {
        var taps: [Navigation.AlertButtonTap<TestRoute>] = []
        let state = try stateWithAlert()
        state.alerts.onButtonTap = { taps.append($0) }
        _ = try? state.alerts.tap("toSettings")
        #expect(taps.isEmpty)
        try state.alerts.tap("delete")
        #expect(
            taps == [
                Navigation.AlertButtonTap(
                    alert: .lionAlert, button: "delete", outcome: .reported(id: "delete", alert: .lionAlert))
            ])
    }

    @Test func navigatingButtonDismissesThenPresents() throws {
        let state = try stateWithAlert()
        let outcome = try state.alerts.tap("edit")
        #expect(outcome == .navigated(to: .lionEditor, style: .sheet))
        #expect(
            state.selectedStack.entries == [
                Entry(.list, style: .push), Entry(.lion, style: .push), Entry(.lionEditor, style: .sheet),
            ])
    }

    @Test func navigatingButtonAppliesFromWhateverIsBeneath() throws {
        // The same alert over animal.photo: the button's legality is the alert's own
        // transition, and the sheet lands on top of the photo.
        let state = State()
        try state.containers.setStack(pathTo(.animalPhoto).entries + [Entry(.lionAlert, style: .alert)])
        try state.alerts.tap("edit")
        #expect(state.selectedStack.entries == pathTo(.animalPhoto).entries + [Entry(.lionEditor, style: .sheet)])
    }

    @Test func replacingButtonResetsTheStack() throws {
        let state = try stateWithAlert()
        let outcome = try state.alerts.tap("chat")
        #expect(outcome == .navigated(to: .keeper, style: .replace))
        #expect(state.selectedStack.entries == [Entry(.keeper, style: .replace)])
    }

    @Test func undeclaredButtonTransitionKeepsTheAlert() throws {
        let state = try stateWithAlert()
        expectRefused(state, .illegalTransition(from: .deleteAlert, to: .about, style: .push)) {
            try state.alerts.tap("broken")
        }
        #expect(state.selectedStack.presentedAlert == .lionAlert)
    }

    @Test func unknownButtonIsRefused() throws {
        let state = try stateWithAlert()
        expectRefused(state, .unknownAlertButton(id: "nope", alert: .deleteAlert)) {
            try state.alerts.tap("nope")
        }
    }

    @Test func tappingWithoutAnAlertIsRefused() throws {
        let state = try busyState()
        expectRefused(state, .noAlertPresented(top: .animalPhoto)) {
            try state.alerts.tap("delete")
        }
    }
}
