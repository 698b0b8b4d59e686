@_spi(Generated) import ScreenNavigation
import Testing

/// The transitions a `Move` can make: those leaving an alert are its buttons (AlertTests).
let movable = TestGraph.transitions.transitions
    .filter { !TestGraph.isAlert($0.from) }
    .sorted {
        ($0.from.rawValue, $0.to.rawValue, $0.style.rawValue) < ($1.from.rawValue, $1.to.rawValue, $1.style.rawValue)
    }

/// Single forward moves on the selected stack.
@MainActor
@Suite("Moves")
struct MoveTests {
    @Test func everyNonAlertTransitionIsCovered() {
        // 15 declared moves leave a non-alert screen; if the graph grows, so must the tests.
        #expect(movable.count == 15)
    }

    @Test("every declared move is accepted by perform", arguments: movable)
    func performsEveryLegalMove(_ transition: LegalTransition<TestScreen>) throws {
        let (rootIndex, entries) = pathTo(transition.from)
        let state = State()
        try state.select(rootAt: rootIndex)
        try state.containers.setStack(entries)
        let route = sampleRoute(for: transition.to)

        try state.perform(Move(from: transition.from, to: route, style: transition.style))

        let added = Entry(route, style: transition.style)
        let expected = transition.style == .replace ? [added] : entries + [added]
        #expect(state.selectedStack.entries == expected)
        #expect(state.topRoute == route)
    }

    @Test("every declared move is accepted by its named method", arguments: movable)
    func namedMethodsMakeEveryLegalMove(_ transition: LegalTransition<TestScreen>) throws {
        let (rootIndex, entries) = pathTo(transition.from)
        let state = State()
        try state.select(rootAt: rootIndex)
        try state.containers.setStack(entries)
        let route = sampleRoute(for: transition.to)

        switch transition.style {
        case .push: try state.containers.push(route)
        case .sheet, .cover: try state.containers.present(route, style: transition.style)
        case .alert: try state.containers.presentAlert(route)
        case .replace: try state.containers.replace(with: route)
        }

        #expect(state.selectedStack.entries.last == Entry(route, style: transition.style))
        #expect(state.activeStack.topScreen == transition.to)
    }

    @Test func pushAppends() throws {
        let state = State()
        try state.containers.push(.list)
        try state.containers.push(.lion)
        #expect(state.selectedStack.entries == [Entry(.list, style: .push), Entry(.lion, style: .push)])
        #expect(state.topRoute == .lion)
        #expect(state.activeStack.topScreen == .animalDetail)
    }

    @Test func replaceDismissesEverythingAndLeavesOneEntry() throws {
        let state = try busyState()
        state.pop()  // back to the editor sheet, which declares a replace to conversation
        try state.containers.replace(with: .keeper)
        #expect(state.selectedStack.entries == [Entry(.keeper, style: .replace)])
        #expect(state.selectedStack.layers.count == 1)
        state.pop()
        #expect(state.topRoute == .home)
    }

    @Test func illegalPushIsRefused() throws {
        let state = try busyState()
        expectRefused(state, .illegalTransition(from: .animalPhoto, to: .animalDetail, style: .push)) {
            try state.containers.push(.lion)
        }
    }

    @Test func declaredTransitionInAnotherStyleIsRefused() throws {
        let state = State()
        try state.containers.push(.list)
        try state.containers.push(.lion)
        expectRefused(state, .illegalTransition(from: .animalDetail, to: .animalEditor, style: .cover)) {
            try state.containers.present(.lionEditor, style: .cover)
        }
        expectRefused(state, .illegalTransition(from: .animalDetail, to: .animalEditor, style: .push)) {
            try state.containers.push(.lionEditor)
        }
    }

    @Test func presentOnlyTakesModalStyles() throws {
        let state = try busyState()
        for style in [TransitionStyle.push, .replace, .alert] {
            expectRefused(state, .invalidPresentationStyle(style)) {
                try state.containers.present(.signIn, style: style)
            }
        }
    }

    @Test func alertStyleAndAlertScreensGoTogether() throws {
        let state = State()
        try state.containers.jump(to: [.list, .lion])
        expectRefused(state, .alertStyleMismatch(screen: .animalEditor, style: .alert)) {
            try state.containers.presentAlert(.lionEditor)
        }
        expectRefused(state, .alertStyleMismatch(screen: .deleteAlert, style: .push)) {
            try state.containers.push(.lionAlert)
        }
    }

    @Test func illegalReplaceIsRefused() throws {
        let state = State()
        try state.containers.push(.list)
        expectRefused(state, .illegalTransition(from: .animalList, to: .conversation, style: .replace)) {
            try state.containers.replace(with: .keeper)
        }
    }

    @Test func staleMoveIsRefusedEvenIfLegalFromItsScreen() throws {
        let state = try busyState()
        // animal.detail → animal.editor (sheet) is declared, but animal.photo is on top.
        expectRefused(state, .notOnTop(expected: .animalDetail, actual: .animalPhoto)) {
            try state.perform(Move(from: .animalDetail, to: .lionEditor, style: .sheet))
        }
    }

    @Test func illegalPerformIsRefused() throws {
        let state = try busyState()
        expectRefused(state, .illegalTransition(from: .animalPhoto, to: .signIn, style: .cover)) {
            try state.perform(Move(from: .animalPhoto, to: .signIn, style: .cover))
        }
    }
}
