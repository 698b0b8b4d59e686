import Testing

@_spi(Generated) @testable import ScreenNavigation

/// What the SwiftUI host makes of what SwiftUI reports to its bindings (`HostReport`): always
/// addressed to the stack the binding belongs to, selected or not, and nothing for a stale
/// report. Stack 0 is `home`, stack 1 `settings`; most tests run once with each selected.
@MainActor
@Suite("Host decisions")
struct HostDecisionTests {
    typealias Report = HostReport<TestRoute>
    typealias Decision = HostDecision<TestRoute>
    typealias Element = Navigation.PathElement<TestRoute>

    /// A state with `home` (stack 0) and `settings` (stack 1) above their roots, `selected` selected.
    func make(home: [Entry], settings: [Entry], selected: Int) throws -> State {
        let state = State()
        try state.containers.setStack(home, forRootAt: 0)
        try state.containers.setStack(settings, forRootAt: 1)
        try state.select(rootAt: selected)
        return state
    }

    /// Reports `report`, expects `decision`, and expects stack `changed` to show `routes` above
    /// its root, every other stack and the selection untouched (all untouched without `changed`).
    func expect(
        _ state: State, _ report: Report, decides decision: Decision, changing changed: Int? = nil,
        to routes: [TestRoute] = [], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let stacks = state.stacks
        let selection = state.selectedRootIndex
        #expect(state.hostReported(report) == decision, sourceLocation: sourceLocation)
        #expect(state.stacks.count == stacks.count, sourceLocation: sourceLocation)
        for (index, stack) in zip(state.stacks.indices, state.stacks) {
            if index == changed {
                #expect(stack.routes == [stack.root] + routes, "stack \(index)", sourceLocation: sourceLocation)
            } else {
                #expect(stack == stacks[index], "stack \(index) changed", sourceLocation: sourceLocation)
            }
        }
        #expect(state.selectedRootIndex == selection, "selection changed", sourceLocation: sourceLocation)
    }

    static let homeSheet = pathTo(.animalPhoto).entries  // home > list > lion > editor (sheet) > photo
    static let homeAlert = pathTo(.deleteAlert).entries  // home > list > lion > deleteAlert
    static let settingsSheet = [Entry(.about, style: .sheet)]
    static let settingsPush = [Entry(.about, style: .push)]

    // MARK: Pushes (a NavigationLink)

    @Test(arguments: [0, 1])
    func aPushLandsOnTheStackOfThePathThatReportedIt(selected: Int) throws {
        let state = try make(home: Self.homeSheet, settings: [], selected: selected)
        let layer = state.stacks[1].layers[0]
        expect(
            state, .pathChanged(to: [Element(pushing: .about)], layer: layer, stack: 1),
            decides: .push([.about], stack: 1), changing: 1, to: [.about])
    }

    @Test(arguments: [0, 1])
    func aPushFromALayerUnderASheetIsIgnored(selected: Int) throws {
        // Layer 0 of home, under the editor sheet: the push would land in the sheet.
        let state = try make(home: pathTo(.animalEditor).entries, settings: [], selected: selected)
        let layer = state.stacks[0].layers[0]
        expect(
            state, .pathChanged(to: layer.pathElements + [Element(pushing: .lionPhoto)], layer: layer, stack: 0),
            decides: .ignore(.notTheTopLayer))
    }

    @Test func aPushThatTheGraphRefusesChangesNothing() throws {
        let state = try make(home: [], settings: [], selected: 0)
        let layer = state.stacks[1].layers[0]
        // settings → animal.list is not declared (home → animal.list is).
        expect(
            state, .pathChanged(to: [Element(pushing: .list)], layer: layer, stack: 1),
            decides: .push([.list], stack: 1))
    }

    @Test func aPushReportedOverAPathTheStateShortenedIsIgnored() throws {
        // The host drew home > list > lion; the state popped the lion; SwiftUI then reports a
        // push from the lion it still showed.
        let state = try make(home: pathTo(.animalDetail).entries, settings: [], selected: 0)
        let drawn = state.stacks[0].layers[0]
        state.pop()
        let tiger = TestRoute.animal(.detail(name: "tiger"))
        expect(
            state, .pathChanged(to: drawn.pathElements + [Element(pushing: tiger)], layer: drawn, stack: 0),
            decides: .ignore(.notAPushOrPop))
    }

    // MARK: Pops (a back swipe)

    @Test(arguments: [0, 1])
    func aBackSwipePopsTheStackOfThePathThatReportedIt(selected: Int) throws {
        let state = try make(home: Self.homeSheet, settings: Self.settingsPush, selected: selected)
        expect(
            state, .pathChanged(to: [], layer: state.stacks[1].layers[0], stack: 1),
            decides: .pop(stack: 1, toEntryCount: 0), changing: 1, to: [])
        // In the sheet of home: back from the photo to the editor.
        let inSheet = try make(home: Self.homeSheet, settings: Self.settingsPush, selected: selected)
        expect(
            inSheet, .pathChanged(to: [], layer: inSheet.stacks[0].layers[1], stack: 0),
            decides: .pop(stack: 0, toEntryCount: 3), changing: 0, to: [.list, .lion, .lionEditor])
    }

    @Test(arguments: [0, 1])
    func aBackSwipeInALayerTheStateReplacedIsIgnored(selected: Int) throws {
        // The host drew home > signIn (cover) > about; the state then opened the editor instead.
        let state = try make(
            home: [Entry(.signIn, style: .cover), Entry(.about, style: .push)], settings: [], selected: selected)
        let drawn = state.stacks[0].layers[1]
        try state.containers.setStack(Self.homeSheet, forRootAt: 0)
        expect(state, .pathChanged(to: [], layer: drawn, stack: 0), decides: .ignore(.staleLayer))
    }

    // MARK: Sheets and covers set to nil

    @Test(arguments: [0, 1])
    func aSheetSwipedDownPopsItsOwnStackOnlyWhileSelected(selected: Int) throws {
        let state = try make(home: Self.homeSheet, settings: Self.settingsSheet, selected: selected)
        let report = Report.layerDismissed(state.stacks[1].layers[1], stack: 1)
        if selected == 1 {
            expect(state, report, decides: .pop(stack: 1, toEntryCount: 0), changing: 1, to: [])
        } else {
            expect(state, report, decides: .ignore(.stackNotSelected))
        }
    }

    @Test(arguments: [0, 1])
    func aCoverSetToNilPopsItsOwnStackOnlyWhileSelected(selected: Int) throws {
        let state = try make(
            home: [Entry(.signIn, style: .cover), Entry(.about, style: .push)], settings: Self.settingsPush,
            selected: selected)
        let report = Report.layerDismissed(state.stacks[0].layers[1], stack: 0)
        if selected == 0 {
            expect(state, report, decides: .pop(stack: 0, toEntryCount: 0), changing: 0, to: [])
        } else {
            expect(state, report, decides: .ignore(.stackNotSelected))
        }
    }

    @Test func aSheetTheStateAlreadyDismissedOrReplacedIsNotPoppedAgain() throws {
        let state = try make(home: pathTo(.animalEditor).entries, settings: [], selected: 0)
        let drawn = state.stacks[0].layers[1]
        // Replaced by another sheet at the same place (the tiger's editor).
        try state.containers.setStack(
            pathTo(.animalDetail).entries + [Entry(.animal(.editor(name: "tiger")), style: .sheet)], forRootAt: 0)
        expect(state, .layerDismissed(drawn, stack: 0), decides: .ignore(.staleLayer))
        // Dismissed by the state.
        state.dismiss()
        expect(state, .layerDismissed(drawn, stack: 0), decides: .ignore(.staleLayer))
    }

    /// Issue #34: a notification selects another tab while a sheet is up on the old one; SwiftUI
    /// takes the old tab's sheet away and sets its binding to nil. The new tab is untouched, and
    /// the old one keeps what the state decided (here, its sheet: it shows again with the tab).
    @Test func aNotificationSelectingAnotherTabUnderASheetLeavesBothTabsAsTheStateDecided() throws {
        let state = try make(home: [], settings: Self.settingsSheet, selected: 1)
        let drawn = state.stacks[1].layers[1]
        try state.perform(Move(from: nil, selectingRoot: .home, then: .list))
        #expect(state.selectedRootIndex == 0)
        #expect(state.stacks.map(\.routes) == [[.home, .list], [.settings, .about]])
        expect(state, .layerDismissed(drawn, stack: 1), decides: .ignore(.stackNotSelected))
        // The user goes back to settings: its sheet is still there.
        state.hostReported(.rootSelected(1))
        #expect(state.stacks[1].layers.count == 2)
    }

    /// The state dismissed a sheet and presented an alert in its place before SwiftUI reported
    /// the sheet dismissed: the report pops nothing more, whichever tab is selected by then.
    @Test(arguments: [0, 1])
    func aSheetTheStateDismissedIsNotPoppedTwice(selected: Int) throws {
        let state = try make(home: pathTo(.animalEditor).entries, settings: Self.settingsPush, selected: 0)
        let drawn = state.stacks[0].layers[1]
        state.dismiss()
        try state.containers.presentAlert(.lionAlert)
        try state.select(rootAt: selected)
        expect(
            state, .layerDismissed(drawn, stack: 0),
            decides: .ignore(selected == 0 ? .staleLayer : .stackNotSelected))
        #expect(state.stacks.map(\.routes) == [[.home, .list, .lion, .lionAlert], [.settings, .about]])
    }

    // MARK: Alerts

    @Test(arguments: [0, 1])
    func anAlertClosedPopsItsOwnStackOnlyWhileSelected(selected: Int) throws {
        let state = try make(home: Self.homeAlert, settings: Self.settingsSheet, selected: selected)
        let report = Report.alertClosed(over: state.stacks[0].layers[0], presentation: .alert, stack: 0)
        if selected == 0 {
            expect(state, report, decides: .pop(stack: 0, toEntryCount: 2), changing: 0, to: [.list, .lion])
        } else {
            expect(state, report, decides: .ignore(.stackNotSelected))
        }
    }

    @Test func anAlertClosedAfterItsButtonOrAsAnotherPresentationIsIgnored() throws {
        let state = try make(home: Self.homeAlert, settings: Self.settingsSheet, selected: 0)
        let drawn = state.stacks[0].layers[0]
        // The confirmation-dialog binding of a layer whose alert is an alert.
        expect(
            state, .alertClosed(over: drawn, presentation: .confirmationDialog, stack: 0), decides: .ignore(.staleLayer)
        )
        // A button handled it, and the app presented another alert: SwiftUI closes the first.
        try state.alerts.tap("cancel")
        try state.containers.presentAlert(.deleteAlert(animal: "tiger"))
        expect(state, .alertClosed(over: drawn, presentation: .alert, stack: 0), decides: .ignore(.staleLayer))
        #expect(state.stacks[0].presentedAlert == .deleteAlert(animal: "tiger"))
    }

    @Test(arguments: [0, 1])
    func anAlertButtonTapsTheAlertOfItsOwnStack(selected: Int) throws {
        let state = try make(home: Self.homeAlert, settings: Self.settingsSheet, selected: selected)
        expect(
            state, .alertButtonTapped(id: "cancel", over: state.stacks[0].layers[0], stack: 0),
            decides: .tapAlertButton(id: "cancel", stack: 0), changing: 0, to: [.list, .lion])
    }

    @Test func aSecondTapOnAClosedAlertIsIgnored() throws {
        let state = try make(home: Self.homeAlert, settings: [], selected: 0)
        let drawn = state.stacks[0].layers[0]
        state.hostReported(.alertButtonTapped(id: "delete", over: drawn, stack: 0))
        try state.containers.presentAlert(.deleteAlert(animal: "tiger"))
        expect(state, .alertButtonTapped(id: "delete", over: drawn, stack: 0), decides: .ignore(.staleLayer))
        #expect(state.stacks[0].presentedAlert == .deleteAlert(animal: "tiger"))
    }

    // MARK: Tabs

    @Test(arguments: [0, 1])
    func aTabSelectionSelectsThatStackAndNothingElse(selected: Int) throws {
        let state = try make(home: Self.homeSheet, settings: Self.settingsSheet, selected: selected)
        let other = 1 - selected
        let stacks = state.stacks
        #expect(state.hostReported(.rootSelected(other)) == .select(root: other))
        #expect(state.selectedRootIndex == other)
        #expect(state.stacks == stacks)
        #expect(state.hostReported(.rootSelected(other)) == .ignore(.unchanged))
        #expect(state.hostReported(.rootSelected(2)) == .ignore(.noSuchStack))
        #expect(state.selectedRootIndex == other)
    }

    @Test func reportsFromAStackTheStateNoLongerHasAreIgnored() throws {
        let state = try make(home: [], settings: Self.settingsSheet, selected: 0)
        let layers = state.stacks[1].layers
        try state.containers.setRoots([.home])
        expect(state, .pathChanged(to: [], layer: layers[0], stack: 1), decides: .ignore(.noSuchStack))
        expect(state, .layerDismissed(layers[1], stack: 1), decides: .ignore(.noSuchStack))
        expect(state, .alertClosed(over: layers[1], presentation: .alert, stack: 1), decides: .ignore(.noSuchStack))
        expect(state, .alertButtonTapped(id: "cancel", over: layers[1], stack: 1), decides: .ignore(.noSuchStack))
    }
}
