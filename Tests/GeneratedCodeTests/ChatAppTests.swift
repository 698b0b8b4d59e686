import Foundation
import ScreenNavigation
import Testing

@testable import ChatApp

/// The root `screens/` graph, generated and exercised: routes, identity, dispatch, titles,
/// alerts, directions, whole-stack jumps and save/restore.
@MainActor
struct ChatAppTests {
    let ann = Contact(name: "Ann")

    @Test func routesCarryParamsAndMapToScreens() {
        let route = AppRoute.contacts(.detail(contact: ann))
        #expect(route.screen == .contactsDetail)
        #expect(AppRoute.chat(.conversation(recipient: ann)).screen == .chatConversation)
        #expect(AppRoute.chat(.conversation(recipient: ann)) == .chat(.conversation(recipient: ann, draft: nil)))
        #expect(AppRoute.profileEditor() == .profileEditor(displayName: ""))
        #expect(AppRouteScreen.allCases.count == 11)
        #expect(AppRouteScreen.contactsConfirmDelete.rawValue == "contacts.confirm-delete")
        #expect(AppRouteGraph.roots == [.home, .settings])
    }

    /// A handler that names what it was asked to show, to check the generated switch.
    struct Describer: AppRouteHandler {
        func home() -> String { "home" }
        func settings() -> String { "settings" }
        func profileEditor(displayName: String) -> String { "profileEditor(\(displayName))" }
        func confirmSignOut() -> String { "confirmSignOut" }
        func onboarding() -> String { "onboarding" }
        func chatConversation(recipient: Contact, draft: String?) -> String {
            "conversation(\(recipient), \(draft ?? "-"))"
        }
        func chatCompose() -> String { "compose" }
        func chatAttachmentPicker(maxCount: Int) -> String { "attach(\(maxCount))" }
        func contactsList(filter: String?) -> String { "list(\(filter ?? "-"))" }
        func contactsDetail(contact: Contact) -> String { "detail(\(contact))" }
        func contactsConfirmDelete(contact: Contact) -> String { "confirmDelete(\(contact))" }
    }

    @Test func dispatchCallsTheScreensRequirementWithItsParams() {
        let describer = Describer()
        #expect(AppRoute.home.dispatch(to: describer) == "home")
        #expect(
            AppRoute.chat(.conversation(recipient: ann, draft: "hi")).dispatch(to: describer) == "conversation(Ann, hi)"
        )
        #expect(AppRoute.chat(.attachmentPicker()).dispatch(to: describer) == "attach(4)")
        #expect(AppRoute.contacts(.list(filter: "A")).dispatch(to: describer) == "list(A)")
        #expect(AppRoute.contacts(.confirmDelete(contact: ann)).dispatch(to: describer) == "confirmDelete(Ann)")
    }

    @Test func titlesAndAlertsAreData() throws {
        #expect(AppRouteGraph.title(for: .home) == "Chats")
        #expect(AppRouteGraph.title(for: .chat(.conversation(recipient: ann))) == "Chat with Ann")
        #expect(AppRouteGraph.title(for: .confirmSignOut) == nil)
        #expect(AppRouteGraph.alert(for: .home) == nil)
        #expect(AppRouteGraph.isAlert(.confirmSignOut))
        #expect(!AppRouteGraph.isAlert(.home))
        let alert = try #require(AppRouteGraph.alert(for: .contacts(.confirmDelete(contact: ann))))
        #expect(alert.title == "Delete Ann?")
        #expect(alert.message == "This removes the contact and your conversation with them.")
        #expect(alert.buttons.map(\.id) == ["delete", "cancel"])
        #expect(alert.buttons[0].role == .destructive)
        #expect(alert.buttons[0].action == .navigate(to: .contacts(.list(filter: nil)), style: .replace))
        #expect(alert.buttons[1].action == .report)
    }

    @Test func legalMovesThroughDirections() throws {
        let state = NavigationState<AppRouteGraph>()
        try HomeDirections(state).openContacts()
        try ContactsListDirections(state, filter: nil).select(contact: ann)
        #expect(state.topRoute == .contacts(.detail(contact: ann)))
        try ContactsDetailDirections(state, contact: ann).delete()
        #expect(state.topRoute == .contacts(.confirmDelete(contact: ann)))
        let outcome = try state.alerts.tap(.delete)
        #expect(outcome == .navigated(to: .contacts(.list(filter: nil)), style: .replace))
        #expect(state.selectedStack.entries == [RouteEntry(.contacts(.list(filter: nil)), style: .replace)])
    }

    @Test func argsBindingsCarrySourceParams() throws {
        let state = NavigationState<AppRouteGraph>()
        try HomeDirections(state).openConversation(recipient: ann)
        try ChatConversationDirections(state, recipient: ann, draft: nil).showContact()
        #expect(state.selectedStack.entries.last == RouteEntry(.contacts(.detail(contact: ann)), style: .sheet))
        try ContactsDetailDirections(state, contact: ann).message(draft: "hello")
        #expect(
            state.selectedStack.entries == [
                RouteEntry(.chat(.conversation(recipient: ann, draft: "hello")), style: .replace)
            ])
    }

    @Test func illegalMovesThrowAndLeaveStateUnchanged() throws {
        let state = NavigationState<AppRouteGraph>()
        try HomeDirections(state).openContacts()
        let before = state.stacks
        #expect(
            throws: NavigationError<AppRouteGraph>.illegalTransition(from: .contactsList, to: .settings, style: .push)
        ) {
            try state.containers.push(.settings)
        }
        #expect(throws: NavigationError<AppRouteGraph>.notOnTop(expected: .home, actual: .contactsList)) {
            try HomeDirections(state).compose()
        }
        #expect(
            throws: NavigationError<AppRouteGraph>.illegalTransition(
                from: .contactsList, to: .contactsDetail, style: .sheet)
        ) {
            try state.containers.present(.contacts(.detail(contact: ann)), style: .sheet)
        }
        #expect(state.stacks == before)
    }

    @Test func jumpValidatesEveryStepThenReplacesTheStack() throws {
        let state = NavigationState<AppRouteGraph>()
        try state.containers.jump(to: [
            .contacts(.list()), .contacts(.detail(contact: ann)), .contacts(.confirmDelete(contact: ann)),
        ])
        #expect(state.selectedStack.entries.map(\.style) == [.push, .push, .alert])
        let before = state.stacks
        #expect(throws: NavigationError<AppRouteGraph>.self) {
            try state.containers.jump(to: [.contacts(.list()), .chat(.compose)])
        }
        #expect(state.stacks == before)
    }

    @Test func twoRootsAreIndependentStacks() throws {
        let state = NavigationState<AppRouteGraph>()
        try HomeDirections(state).openContacts()
        try state.select(rootAt: 1)
        #expect(state.topRoute == .settings)
        try SettingsDirections(state).signOut()
        #expect(try state.alerts.tap(.cancel) == .reported(id: "cancel", alert: .confirmSignOut))
        #expect(state.topRoute == .settings)
        try SettingsDirections(state).signOut()
        #expect(try state.alerts.tap(.signOut) == .navigated(to: .onboarding, style: .cover))
        #expect(state.topRoute == .onboarding)
        #expect(state.stacks[0].topRoute == .contacts(.list()))
    }

    @Test func savedStateRestoresAndTamperedStateIsRejected() throws {
        let state = NavigationState<AppRouteGraph>()
        try HomeDirections(state).openConversation(recipient: ann, draft: "hi")
        try ChatConversationDirections(state, recipient: ann, draft: "hi").attach(maxCount: 2)
        try state.select(rootAt: 1)
        let data = try JSONEncoder().encode(state.containers.snapshot())

        let restored = NavigationState<AppRouteGraph>()
        try restored.containers.restore(JSONDecoder().decode(NavigationSnapshot<AppRoute>.self, from: data))
        #expect(restored.stacks == state.stacks)
        #expect(restored.selectedRootIndex == 1)

        // The same save with the cover's target swapped for a screen that cannot follow.
        let json = try #require(String(data: data, encoding: .utf8))
        #expect(json.contains("attachmentPicker"))
        let tampered = Data(json.replacingOccurrences(of: "attachmentPicker", with: "compose").utf8)
        let snapshot = try JSONDecoder().decode(NavigationSnapshot<AppRoute>.self, from: tampered)
        let target = NavigationState<AppRouteGraph>()
        let before = target.stacks
        #expect(throws: NavigationError<AppRouteGraph>.self) { try target.containers.restore(snapshot) }
        #expect(target.stacks == before)
    }
}

/// `requires: [signedIn]` on `profile-editor`: the generated `AppRouteCondition` and the graph's
/// `conditions(for:)` make the state ask the app before the screen is entered by any path.
@MainActor
struct ChatAppGuardTests {
    final class Session {
        var signedIn = false
    }

    @Test func theProfileEditorIsGuardedByEveryPath() throws {
        #expect(AppRouteGraph.conditions(for: .profileEditor) == [.signedIn])
        #expect(AppRouteGraph.conditions(for: .home) == [])
        let session = Session()
        let state = NavigationState<AppRouteGraph>(conditionHolds: { condition in
            switch condition {
            case .signedIn: session.signedIn
            }
        })
        try state.select(rootAt: 1)
        #expect(throws: NavigationError<AppRouteGraph>.conditionNotMet(condition: .signedIn, screen: .profileEditor)) {
            try SettingsDirections(state).editProfile(displayName: "Ann")
        }
        #expect(throws: NavigationError<AppRouteGraph>.conditionNotMet(condition: .signedIn, screen: .profileEditor)) {
            try state.containers.jump(to: [.profileEditor(displayName: "Bob")])
        }
        #expect(state.selectedStack.routes == [.settings])
        session.signedIn = true
        try state.guards.resumePendingNavigation()
        #expect(state.topRoute == .profileEditor(displayName: "Bob"))
    }
}
