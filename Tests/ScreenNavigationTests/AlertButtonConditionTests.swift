import Testing

@testable import ScreenNavigation

// vault ─dialog→ more(item) [copy-number requires isCard; copy-password requires isLogin and
// canViewPassword; edit requires canEdit and pushes editor; cancel]
// vault ─alert→ account [lock requires unlocked; cancel]: buttons with conditions (#38),
// asked with the alert's route.
enum ButtonRoute: Hashable, Sendable {
    case vault, editor, account
    case more(item: String)
}

enum ButtonScreen: String, Hashable, Sendable, CaseIterable {
    case vault, editor, more, account
}

enum ButtonCondition: String, Hashable, Sendable {
    case isCard, isLogin, canViewPassword, canEdit, unlocked
}

enum ButtonGraph: NavigationGraphWithDefaultRoots {
    static let rootScreens: [ButtonScreen] = [.vault]
    static let roots: [ButtonRoute] = [.vault]

    static func screen(of route: ButtonRoute) -> ButtonScreen {
        switch route {
        case .vault: .vault
        case .editor: .editor
        case .account: .account
        case .more: .more
        }
    }

    static let transitions: TransitionTable<ButtonScreen> = [
        LegalTransition(from: .vault, to: .more, style: .alert),
        LegalTransition(from: .vault, to: .account, style: .alert),
        LegalTransition(from: .more, to: .editor, style: .push),
    ]

    static func isAlert(_ screen: ButtonScreen) -> Bool { screen == .more || screen == .account }

    static func alert(for route: ButtonRoute) -> AlertContent<ButtonRoute>? {
        switch route {
        case .more(let item):
            AlertContent(
                title: item, message: nil,
                buttons: [
                    AlertButton(id: "copy-number", title: "Copy number", role: nil, action: .report),
                    AlertButton(id: "copy-password", title: "Copy password", role: nil, action: .report),
                    AlertButton(id: "edit", title: "Edit", role: nil, action: .navigate(to: .editor, style: .push)),
                    AlertButton(id: "cancel", title: "Cancel", role: .cancel, action: .report),
                ], presentation: .confirmationDialog)
        case .account:
            AlertContent(
                title: "Account", message: nil,
                buttons: [
                    AlertButton(id: "lock", title: "Lock", role: nil, action: .report),
                    AlertButton(id: "cancel", title: "Cancel", role: .cancel, action: .report),
                ])
        default: nil
        }
    }

    static func title(for route: ButtonRoute) -> String? { nil }

    static func conditions(for screen: ButtonScreen) -> [ButtonCondition] { [] }

    static func conditions(forButton id: String, of screen: ButtonScreen) -> [ButtonCondition] {
        switch (screen, id) {
        case (.more, "copy-number"): [.isCard]
        case (.more, "copy-password"): [.isLogin, .canViewPassword]
        case (.more, "edit"): [.canEdit]
        case (.account, "lock"): [.unlocked]
        default: []
        }
    }
}

@MainActor
struct AlertButtonConditionTests {
    /// A state whose conditions read the dialog's item: "card", "login" (whose password may be
    /// viewed when `canView`); `canEdit` and `unlocked` hold as set.
    func state(canView: Bool = true) throws -> NavigationState<ButtonGraph> {
        try NavigationState<ButtonGraph>(roots: [.vault]) { condition, route in
            switch (condition, route) {
            case (.isCard, .more(let item)): item == "card"
            case (.isLogin, .more(let item)): item == "login"
            case (.canViewPassword, _): canView
            default: false
            }
        }
    }

    @Test func theButtonsShownAreThoseWhoseConditionsHoldForTheRoute() throws {
        let state = try state()
        #expect(state.shownButtons(ofAlert: .more(item: "card")).map(\.id) == ["copy-number", "cancel"])
        #expect(state.shownButtons(ofAlert: .more(item: "login")).map(\.id) == ["copy-password", "cancel"])
        #expect(state.shownButtons(ofAlert: .more(item: "note")).map(\.id) == ["cancel"])
        #expect(state.shownButtons(ofAlert: .vault).isEmpty, "no alert, no buttons")
        #expect(state.presentedAlertButtons.isEmpty)
        try state.presentAlert(.more(item: "login"))
        #expect(state.presentedAlertButtons.map(\.id) == ["copy-password", "cancel"])
        #expect(ButtonGraph.alert(for: state.topRoute)?.buttons.count == 4, "the content still lists every button")
    }

    @Test func theFirstConditionThatDoesNotHoldIsWhyAButtonIsHidden() throws {
        let state = try state(canView: false)
        #expect(state.conditionHiding(button: "copy-password", ofAlert: .more(item: "card")) == .isLogin)
        #expect(state.conditionHiding(button: "copy-password", ofAlert: .more(item: "login")) == .canViewPassword)
        #expect(state.conditionHiding(button: "cancel", ofAlert: .more(item: "login")) == nil)
        #expect(state.conditionHiding(button: "no-such-button", ofAlert: .more(item: "login")) == nil)
    }

    @Test func aTapOnAHiddenButtonIsRefusedWithTheReasonAndChangesNothing() throws {
        let state = try state()
        var taps: [AlertButtonTap<ButtonRoute>] = []
        state.onAlertButton = { taps.append($0) }
        try state.presentAlert(.more(item: "card"))
        let before = state.stacks
        #expect(
            throws: NavigationError<ButtonGraph>.alertButtonHidden(
                id: "copy-password", alert: .more, condition: .isLogin)
        ) {
            try state.tapAlertButton("copy-password")
        }
        // A button that moves is refused before its move is tried.
        #expect(throws: NavigationError<ButtonGraph>.alertButtonHidden(id: "edit", alert: .more, condition: .canEdit)) {
            try state.tapAlertButton("edit")
        }
        #expect(state.stacks == before)
        #expect(taps.isEmpty, "a refused tap tells nobody")
        #expect(state.pendingNavigation == nil, "a hidden button is no pending navigation")
        #expect(try state.tapAlertButton("copy-number") == .reported(id: "copy-number", alert: .more(item: "card")))
        #expect(taps.map(\.button) == ["copy-number"])
        #expect(state.topRoute == .vault)
    }

    @Test func unknownButtonsAreStillUnknown() throws {
        let state = try state()
        try state.presentAlert(.more(item: "card"))
        #expect(throws: NavigationError<ButtonGraph>.unknownAlertButton(id: "nope", alert: .more)) {
            try state.tapAlertButton("nope")
        }
    }

    @Test func withoutARouteFunctionConditionHoldsAnswers() throws {
        var unlocked = false
        let state = try NavigationState<ButtonGraph>(roots: [.vault]) { condition in
            condition == .unlocked && unlocked
        }
        try state.presentAlert(.account)
        #expect(state.presentedAlertButtons.map(\.id) == ["cancel"])
        #expect(
            throws: NavigationError<ButtonGraph>.alertButtonHidden(id: "lock", alert: .account, condition: .unlocked)
        ) {
            try state.tapAlertButton("lock")
        }
        unlocked = true  // asked when drawn or tapped, not when presented
        #expect(state.presentedAlertButtons.map(\.id) == ["lock", "cancel"])
        #expect(try state.tapAlertButton("lock") == .reported(id: "lock", alert: .account))
    }

    @Test func theHostsTapOnAHiddenButtonChangesNothing() throws {
        let state = try state()
        try state.presentAlert(.more(item: "card"))
        let layer = state.stacks[0].layers[0]
        let before = state.stacks
        state.hostReported(.alertButtonTapped(id: "copy-password", over: layer, stack: 0))
        #expect(state.stacks == before)
        state.hostReported(.alertButtonTapped(id: "copy-number", over: layer, stack: 0))
        #expect(state.topRoute == .vault)
    }

    @Test func theErrorSaysWhichButtonAndCondition() {
        let error = NavigationError<ButtonGraph>.alertButtonHidden(id: "lock", alert: .account, condition: .unlocked)
        #expect(
            error.description
                == "button 'lock' of alert 'account' requires 'unlocked', which does not hold: it is not shown")
    }

    /// A graph that declares no button conditions shows every button (the protocol's default).
    @Test func everyButtonOfAGraphWithoutThemIsShown() throws {
        let state = try NavigationState<GuardGraph>(roots: [.home, .inbox])
        #expect(state.shownButtons(ofAlert: .prompt).map(\.id) == ["account"])
        #expect(GuardGraph.conditions(forButton: "account", of: .prompt) == [])
    }
}
