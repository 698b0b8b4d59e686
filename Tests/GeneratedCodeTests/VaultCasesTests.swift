import ScreenNavigation
import Testing

@testable import VaultCases

/// Bitwarden's situations (#38) through the GENERATED API of Tests/GeneratedExamples/VaultCases:
/// results through dialog buttons, a finish that hands over, the presenter's say, buttons with
/// conditions and a key path in `args`; and a recorder that counts the result paths and the
/// buttons with conditions they exercise.
@MainActor
@Suite struct VaultCasesTests {
    typealias Failure = VaultRouteGraph.Failure

    /// The app's session, as the conditions read it.
    final class Session {
        var unlocked = true
        var canLock = true
    }

    func app(_ session: Session = Session()) throws -> NavigationState<VaultRouteGraph> {
        try NavigationState<VaultRouteGraph>(
            roots: [.login, .vault, .sends],
            conditionHoldsForRoute: { condition, route in
                switch (condition, route) {
                case (.isCard, .moreOptions(_, let kind)): kind == .card
                case (.isLogin, .moreOptions(_, let kind)): kind == .login
                case (.isNote, .moreOptions(_, let kind)): kind == .note
                case (.unlocked, _): session.unlocked
                case (.canLock, _): session.canLock
                default: false
                }
            })
    }

    // MARK: Results through buttons

    /// The region picker's Self-hosted button opens the self-hosted screen; the login screen
    /// gets the server URL it finishes with, and is shown again.
    @Test func theLoginScreenGetsTheSelfHostedServerThroughTheRegionPicker() throws {
        let state = try app()
        var server: String??
        try LoginDirections(state).region()
        try RegionPickerButton.tapSelfHosted(state) { server = .some($0) }
        #expect(state.topRoute == .selfHosted)
        try SelfHostedDirections(state).finish(with: "https://vault.example.com")
        #expect(server == .some("https://vault.example.com"))
        #expect(state.topRoute == .login)
    }

    /// Any other region button enters nothing: its waiter is answered nil at once.
    @Test func aRegionThatOpensNothingAnswersNil() throws {
        let state = try app()
        var answers: [String?] = []
        try LoginDirections(state).region()
        try state.alerts.tap(RegionPickerButton.eu, as: String.self) { answers.append($0) }
        #expect(answers == [nil])
        #expect(state.topRoute == .login)
    }

    /// The attachment source sheet over the item editor opens the picker (the camera as a
    /// cover); the editor gets the file, awaited, and stays.
    @Test func theEditorGetsTheFileThroughTheAttachmentSourceSheet() async throws {
        let state = try app()
        try state.select(rootAt: 1)
        try VaultDirections(state).add()
        try ItemEditorDirections(state).attach()
        let file = Task { try await AttachmentSourceButton.tapCameraForResult(state) }
        while state.topRoute != .filePicker(source: .camera) { await Task.yield() }
        #expect(state.activeStack.entries.last?.style == .cover)
        try FilePickerDirections(state, source: .camera).finish(with: "scan.pdf")
        #expect(try await file.value == "scan.pdf")
        #expect(state.topRoute == .itemEditor)
    }

    // MARK: A result with a hand-over

    /// The send editor completes with the new send and is replaced by the share sheet, as one
    /// operation: the list's waiter gets the send with the share sheet already shown.
    @Test func theSendEditorAnswersWithTheSendAndHandsOverToTheShareSheet() throws {
        let state = try app()
        try state.select(rootAt: 2)
        var sent: [Int?] = []
        var shownWhenAnswered: VaultRoute?
        try SendsDirections(state).new { id in
            sent.append(id)
            shownWhenAnswered = state.topRoute
        }
        try state.finish(
            .sendEditor, with: 42, then: Move(from: .sendEditor, dismissingThen: .shareSheet, style: .sheet))
        #expect(sent == [42])
        #expect(shownWhenAnswered == .shareSheet)
        #expect(state.selectedStack.routes == [.sends, .shareSheet])
        // The declared `share` alone (no finish) answers nil, as any other way out.
        state.dismiss()
        try SendsDirections(state).new { sent.append($0) }
        try SendEditorDirections(state).share()
        #expect(sent == [42, nil])
    }

    // MARK: The presenter's say

    /// The item editor reports "added": the vault closes the sheet; "updated" from the edit
    /// button: the vault keeps the editor open (it stays) and closes it at the next report.
    @Test func thePresenterDecidesWhetherTheEditorCloses() throws {
        let state = try app()
        try state.select(rootAt: 1)
        var heard: [ItemEditResult?] = []
        try state.results.performDeciding(
            Move(from: .vault, to: .itemEditor, style: .sheet), as: ItemEditResult.self
        ) { result in
            heard.append(result)
            if case .updated = result, heard.count == 1 { return .stay }
            return .close
        }
        try ItemEditorDirections(state).finish(with: .updated("Bank"))
        #expect(state.topRoute == .itemEditor, "the presenter kept it")
        try ItemEditorDirections(state).finish(with: .added("Bank"))
        #expect(heard == [.updated("Bank"), .added("Bank")])
        #expect(state.topRoute == .vault)
    }

    // MARK: Buttons with conditions

    /// The more-options sheet shows the card's, the login's or the note's buttons by the item,
    /// and refuses a tap on a button it does not show, with the condition that hides it.
    @Test func moreOptionsShowsTheButtonsOfTheItem() throws {
        let state = try app()
        try state.select(rootAt: 1)
        let ids = { (kind: ItemKind) in state.alerts.shownButtons(of: .moreOptions(name: "x", kind: kind)).map(\.id) }
        #expect(ids(.card) == ["copy-number", "edit", "cancel"])
        #expect(ids(.login) == ["copy-username", "copy-password", "edit", "cancel"])
        #expect(ids(.note) == ["copy-notes", "edit", "cancel"])
        try VaultDirections(state).more(name: "Visa", kind: .card)
        #expect(throws: Failure.alertButtonHidden(id: "copy-password", alert: .moreOptions, condition: .isLogin)) {
            try state.alerts.tap(MoreOptionsButton.copyPassword)
        }
        #expect(state.topRoute == .moreOptions(name: "Visa", kind: .card), "a refused tap changes nothing")
        try state.alerts.tap(MoreOptionsButton.copyNumber)
        #expect(state.topRoute == .vault)
    }

    /// Account options show Lock only for an unlocked account that can lock.
    @Test func lockIsShownOnlyForAnUnlockedAccountThatCanLock() throws {
        let session = Session()
        let state = try app(session)
        let shown = { state.alerts.shownButtons(of: .accountOptions).map(\.id) }
        #expect(shown() == ["lock", "log-out", "cancel"])
        session.canLock = false
        #expect(shown() == ["log-out", "cancel"])
        #expect(state.alerts.conditionHiding(button: .lock, of: .accountOptions) == .canLock)
        session.canLock = true
        session.unlocked = false
        #expect(state.alerts.conditionHiding(button: .lock, of: .accountOptions) == .unlocked)
        try state.select(rootAt: 1)
        try VaultDirections(state).account()
        #expect(throws: Failure.alertButtonHidden(id: "lock", alert: .accountOptions, condition: .unlocked)) {
            try state.alerts.tap(AccountOptionsButton.lock)
        }
    }

    // MARK: A key path in args

    /// The unlock screen's single-sign-on move passes the active account's email.
    @Test func singleSignOnGetsTheActiveAccountsEmail() throws {
        let state = try app()
        let account = Account(profile: .init(email: "ann@example.com"), canLock: true)
        try LoginDirections(state).unlock(account: account)
        try UnlockDirections(state, account: account).sso()
        #expect(state.topRoute == .singleSignOn(email: "ann@example.com"))
    }

    // MARK: Coverage

    /// A recorder counts the result paths answered by a finish (the region picker's button, the
    /// list's move through the hand-over, the deciding vault) and the buttons with conditions
    /// tapped; nothing for a waiter answered nil.
    @Test func aRecorderCountsResultPathsAndConditionalButtons() throws {
        let state = try app()
        let recorder = NavigationRecorder<VaultRouteGraph>()
        state.events.recorder = recorder
        try LoginDirections(state).region()
        try RegionPickerButton.tapSelfHosted(state) { _ in }
        try SelfHostedDirections(state).finish(with: "https://vault.example.com")
        try state.select(rootAt: 2)
        try SendsDirections(state).new { _ in }
        try state.finish(
            .sendEditor, with: 1, then: Move(from: .sendEditor, dismissingThen: .shareSheet, style: .sheet))
        try state.select(rootAt: 1)
        try state.results.performDeciding(
            Move(from: .vault, to: .itemEditor, style: .sheet), as: ItemEditResult.self
        ) { _ in .close }
        try ItemEditorDirections(state).finish(with: .added("Bank"))
        try VaultDirections(state).add { _ in }
        state.dismiss()  // answered nil: no result path
        try VaultDirections(state).more(name: "Visa", kind: .card)
        try state.alerts.tap(MoreOptionsButton.copyNumber)
        let record = recorder.record
        #expect(
            record.results == [
                .init(from: "region-picker", screen: "self-hosted", count: 1),
                .init(from: "sends", screen: "send-editor", count: 1),
                .init(from: "vault", screen: "item-editor", count: 1),
            ])
        #expect(record.alertButtons.contains(.init(alert: "more-options", button: "copy-number", count: 1)))
    }
}
