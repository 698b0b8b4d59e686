import Testing

@_spi(Generated) @testable import ScreenNavigation

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

    static func alert(for route: ButtonRoute) -> Navigation.AlertContent<ButtonRoute>? {
        switch route {
        case .more(let item):
            Navigation.AlertContent(
                title: item, message: nil,
                buttons: [
                    Navigation.AlertButton(id: "copy-number", title: "Copy number", role: nil, action: .report),
                    Navigation.AlertButton(id: "copy-password", title: "Copy password", role: nil, action: .report),
                    Navigation.AlertButton(
                        id: "edit", title: "Edit", role: nil, action: .navigate(to: .editor, style: .push)),
                    Navigation.AlertButton(id: "cancel", title: "Cancel", role: .cancel, action: .report),
                ], presentation: .confirmationDialog)
        case .account:
            Navigation.AlertContent(
                title: "Account", message: nil,
                buttons: [
                    Navigation.AlertButton(id: "lock", title: "Lock", role: nil, action: .report),
                    Navigation.AlertButton(id: "cancel", title: "Cancel", role: .cancel, action: .report),
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
        try NavigationState<ButtonGraph>(
            roots: [.vault],
            conditionHoldsForRoute: { condition, route in
                switch (condition, route) {
                case (.isCard, .more(let item)): item == "card"
                case (.isLogin, .more(let item)): item == "login"
                case (.canViewPassword, _): canView
                default: false
                }
            })
    }

    @Test func theButtonsShownAreThoseWhoseConditionsHoldForTheRoute() throws {
        let state = try state()
        #expect(state.alerts.shownButtons(of: .more(item: "card")).map(\.id) == ["copy-number", "cancel"])
        #expect(state.alerts.shownButtons(of: .more(item: "login")).map(\.id) == ["copy-password", "cancel"])
        #expect(state.alerts.shownButtons(of: .more(item: "note")).map(\.id) == ["cancel"])
        #expect(state.alerts.shownButtons(of: .vault).isEmpty, "no alert, no buttons")
        #expect(state.alerts.presentedButtons.isEmpty)
        try state.containers.presentAlert(.more(item: "login"))
        #expect(state.alerts.presentedButtons.map(\.id) == ["copy-password", "cancel"])
        #expect(ButtonGraph.alert(for: state.topRoute)?.buttons.count == 4, "the content still lists every button")
    }

    @Test func theFirstConditionThatDoesNotHoldIsWhyAButtonIsHidden() throws {
        let state = try state(canView: false)
        #expect(state.alerts.conditionHiding(button: "copy-password", of: .more(item: "card")) == .isLogin)
        #expect(state.alerts.conditionHiding(button: "copy-password", of: .more(item: "login")) == .canViewPassword)
        #expect(state.alerts.conditionHiding(button: "cancel", of: .more(item: "login")) == nil)
        #expect(state.alerts.conditionHiding(button: "no-such-button", of: .more(item: "login")) == nil)
    }

    @Test func aTapOnAHiddenButtonIsRefusedWithTheReasonAndChangesNothing() throws {
        let state = try state()
        var taps: [Navigation.AlertButtonTap<ButtonRoute>] = []
        state.alerts.onButtonTap = { taps.append($0) }
        try state.containers.presentAlert(.more(item: "card"))
        let before = state.stacks
        #expect(
            throws: NavigationError<ButtonGraph>.alertButtonHidden(
                id: "copy-password", alert: .more, condition: .isLogin)
        ) {
            try state.alerts.tap("copy-password")
        }
        // A button that moves is refused before its move is tried.
        #expect(throws: NavigationError<ButtonGraph>.alertButtonHidden(id: "edit", alert: .more, condition: .canEdit)) {
            try state.alerts.tap("edit")
        }
        #expect(state.stacks == before)
        #expect(taps.isEmpty, "a refused tap tells nobody")
        #expect(state.guards.pendingNavigation == nil, "a hidden button is no pending navigation")
        #expect(try state.alerts.tap("copy-number") == .reported(id: "copy-number", alert: .more(item: "card")))
        #expect(taps.map(\.button) == ["copy-number"])
        #expect(state.topRoute == .vault)
    }

    @Test func unknownButtonsAreStillUnknown() throws {
        let state = try state()
        try state.containers.presentAlert(.more(item: "card"))
        #expect(throws: NavigationError<ButtonGraph>.unknownAlertButton(id: "nope", alert: .more)) {
            try state.alerts.tap("nope")
        }
    }

    @Test func withoutARouteFunctionConditionHoldsAnswers() throws {
        var unlocked = false
        let state = try NavigationState<ButtonGraph>(roots: [.vault]) { condition in
            condition == .unlocked && unlocked
        }
        try state.containers.presentAlert(.account)
        #expect(state.alerts.presentedButtons.map(\.id) == ["cancel"])
        #expect(
            throws: NavigationError<ButtonGraph>.alertButtonHidden(id: "lock", alert: .account, condition: .unlocked)
        ) {
            try state.alerts.tap("lock")
        }
        unlocked = true  // asked when drawn or tapped, not when presented
        #expect(state.alerts.presentedButtons.map(\.id) == ["lock", "cancel"])
        #expect(try state.alerts.tap("lock") == .reported(id: "lock", alert: .account))
    }

    @Test func theHostsTapOnAHiddenButtonChangesNothing() throws {
        let state = try state()
        try state.containers.presentAlert(.more(item: "card"))
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
        #expect(state.alerts.shownButtons(of: .prompt).map(\.id) == ["account"])
        #expect(GuardGraph.conditions(forButton: "account", of: .prompt) == [])
    }
}
