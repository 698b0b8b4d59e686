import ScreenNavigation
import Testing

/// setStack and jump: MultiNav's jumpTo, NavTest's launch at C, deep links.
@MainActor
@Suite("Whole stacks")
struct WholeStackTests {
    @Test("NavTest: open at C with A and B beneath, in one call")
    func jumpDescendsWithTheBackStackIntact() throws {
        let state = State()
        try state.containers.jump(to: [.list, .lion])
        #expect(state.selectedStack.entries == [Entry(.list, style: .push), Entry(.lion, style: .push)])
        #expect(state.topRoute == .lion)
        state.pop()
        #expect(state.topRoute == .list, "B is beneath C")
        state.pop()
        #expect(state.topRoute == .home, "A is beneath B")
    }

    @Test func setStackTakesExplicitStyles() throws {
        let state = State()
        let entries = [Entry(.list, style: .push), Entry(.lion, style: .push)]
        try state.containers.setStack(entries)
        #expect(state.selectedStack.entries == entries)
    }

    @Test func setStackReplacesWhatWasThere() throws {
        let state = try busyState()
        try state.containers.setStack([Entry(.signIn, style: .cover), Entry(.about, style: .push)])
        #expect(state.selectedStack.routes == [.home, .signIn, .about])
    }

    @Test func jumpInfersEachStyle() throws {
        let state = State()
        try state.containers.jump(to: [.list, .lion, .lionEditor, .lionPhoto, .lionAlert])
        #expect(state.selectedStack.entries.map(\.style) == [.push, .push, .sheet, .push, .alert])
    }

    @Test func jumpPrefersPushThenSheetThenCover() throws {
        let state = State()
        // settings → about is declared as push and as sheet.
        try state.containers.jump(to: [.about], forRootAt: 1)
        #expect(state.stacks[1].entries == [Entry(.about, style: .push)])
        // animal.editor → signIn is declared as sheet and as cover.
        try state.containers.jump(to: [.list, .lion, .lionEditor, .signIn])
        #expect(state.selectedStack.entries.last == Entry(.signIn, style: .sheet))
    }

    @Test func jumpFallsBackToReplaceForTheFirstRouteOnly() throws {
        let state = State()
        try state.containers.jump(to: [.keeper, .about])
        #expect(state.selectedStack.entries == [Entry(.keeper, style: .replace), Entry(.about, style: .push)])
        expectRefused(state, .noTransition(from: .animalDetail, to: .conversation)) {
            try state.containers.jump(to: [.list, .lion, .keeper])
        }
    }

    @Test func illegalStepMidwayIsRefused() throws {
        let state = try busyState()
        expectRefused(state, .illegalTransition(from: .animalList, to: .animalEditor, style: .sheet)) {
            try state.containers.setStack([
                Entry(.list, style: .push), Entry(.lionEditor, style: .sheet), Entry(.lionPhoto, style: .push),
            ])
        }
        expectRefused(state, .noTransition(from: .animalList, to: .animalEditor)) {
            try state.containers.jump(to: [.list, .lionEditor, .lionPhoto])
        }
    }

    @Test func alertMustBeLast() throws {
        let state = try busyState()
        expectRefused(state, .alertNotLast(alert: .deleteAlert, index: 2)) {
            try state.containers.setStack([
                Entry(.list, style: .push), Entry(.lion, style: .push),
                Entry(.lionAlert, style: .alert), Entry(.lionEditor, style: .sheet),
            ])
        }
        expectRefused(state, .alertNotLast(alert: .deleteAlert, index: 2)) {
            try state.containers.jump(to: [.list, .lion, .lionAlert, .lionEditor])
        }
    }

    @Test func alertScreensOnlyArriveAsAlerts() throws {
        let state = try busyState()
        expectRefused(state, .alertStyleMismatch(screen: .deleteAlert, style: .push)) {
            try state.containers.setStack([
                Entry(.list, style: .push), Entry(.lion, style: .push), Entry(.lionAlert, style: .push),
            ])
        }
    }

    @Test func replaceMustBeFirstAndDeclared() throws {
        let state = try busyState()
        expectRefused(state, .replaceNotFirst(screen: .conversation, index: 2)) {
            try state.containers.setStack([
                Entry(.list, style: .push), Entry(.lion, style: .push), Entry(.keeper, style: .replace),
            ])
        }
        expectRefused(state, .noReplaceTransition(to: .about)) {
            try state.containers.setStack([Entry(.about, style: .replace)])
        }
        try state.containers.setStack([Entry(.keeper, style: .replace), Entry(.about, style: .push)])
        #expect(state.selectedStack.routes == [.home, .keeper, .about])
    }

    @Test func otherRootsAndTheSelectionAreUntouched() throws {
        let state = State()
        try state.containers.jump(to: [.about], forRootAt: 1)
        #expect(state.stacks[1].routes == [.settings, .about])
        #expect(state.stacks[0].isAtRoot)
        #expect(state.selectedRootIndex == 0)
    }

    @Test func rootIndexMustExist() throws {
        let state = try busyState()
        expectRefused(state, .rootIndexOutOfRange(index: 2, count: 2)) {
            try state.containers.setStack([], forRootAt: 2)
        }
        expectRefused(state, .rootIndexOutOfRange(index: -1, count: 2)) {
            try state.containers.jump(to: [], forRootAt: -1)
        }
    }

    @Test func stepsAreCheckedFromTheirOwnRoot() throws {
        let state = State()
        // settings → about is declared, home → about is not.
        expectRefused(state, .noTransition(from: .home, to: .about)) {
            try state.containers.jump(to: [.about], forRootAt: 0)
        }
    }
}
