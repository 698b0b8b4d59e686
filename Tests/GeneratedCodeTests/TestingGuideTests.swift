import Foundation
import ScreenNavigation
import Testing

@testable import ChatApp

/// The code of the DocC article "Testing your navigation", run on the ChatApp example (the
/// repository's `screens/`; its results part runs in IceCubesTests). Each test's body is one of
/// the article's snippets, line for line: `theArticlesSnippetsAreTheseTests` fails when the two
/// drift apart.
@MainActor
struct TestingGuideTests {
    let ann = Contact(name: "Ann")
    let bob = Contact(name: "Bob")

    @Test func aJourneyEndsOnTheScreenItShould() throws {
        let state = NavigationState<AppRouteGraph>()
        try HomeDirections(state).openContacts()
        try ContactsListDirections(state, filter: nil).select(contact: ann)
        #expect(state.topRoute == .contacts(.detail(contact: ann)))
        #expect(state.selectedStack.routes == [.home, .contacts(.list()), .contacts(.detail(contact: ann))])
    }

    @Test func aMoveFromAScreenNotOnTopIsRefused() throws {
        let state = NavigationState<AppRouteGraph>()
        let before = state.stacks
        #expect(throws: NavigationError<AppRouteGraph>.notOnTop(expected: .contactsList, actual: .home)) {
            try ContactsListDirections(state, filter: nil).select(contact: ann)
        }
        #expect(state.stacks == before)
    }

    @Test func aMoveFromAnEntryThatHasGoneIsRefused() throws {
        let state = NavigationState<AppRouteGraph>()
        try HomeDirections(state).openContacts()
        try ContactsListDirections(state, filter: nil).select(contact: ann)
        let annsDetail = try #require(ContactsDetailDirections(state, entry: state.viewModels.topEntry))
        state.pop()
        try ContactsListDirections(state, filter: nil).select(contact: bob)
        #expect(throws: NavigationError<AppRouteGraph>.notTheEntryOnTop(screen: .contactsDetail)) {
            try annsDetail.message()
        }
        #expect(throws: NavigationError<AppRouteGraph>.notTheEntryOnTop(screen: .contactsDetail)) {
            try ContactsDetailDirections(state, contact: ann).message()
        }
        #expect(state.topRoute == .contacts(.detail(contact: bob)))
    }

    @Test func anAlertButtonReachesTheApp() throws {
        let state = NavigationState<AppRouteGraph>()
        var tapped: [String] = []
        state.alerts.onButtonTap = { tap in tapped.append(tap.button) }
        try HomeDirections(state).openContacts()
        try ContactsListDirections(state, filter: nil).select(contact: ann)
        try ContactsDetailDirections(state, contact: ann).delete()
        #expect(try state.alerts.tap(.delete) == .navigated(to: .contacts(.list()), style: .replace))
        #expect(tapped == ["delete"])
        #expect(state.topRoute == .contacts(.list()))
    }

    @Test func aGuardAsksTheApp() throws {
        var signedIn = false
        let state = NavigationState<AppRouteGraph> { condition in
            switch condition {
            case .signedIn: signedIn
            }
        }
        try state.select(rootAt: 1)
        #expect(throws: NavigationError<AppRouteGraph>.conditionNotMet(condition: .signedIn, screen: .profileEditor)) {
            try SettingsDirections(state).editProfile(displayName: "Ann")
        }
        signedIn = true
        try SettingsDirections(state).editProfile(displayName: "Ann")
        #expect(state.topRoute == .profileEditor(displayName: "Ann"))
    }

    @Test func savedStateComesBackTheSame() throws {
        let state = NavigationState<AppRouteGraph>()
        try HomeDirections(state).openConversation(recipient: ann, draft: "hi")
        let saved = try JSONEncoder().encode(state.containers.snapshot())
        let restored = NavigationState<AppRouteGraph>()
        try restored.containers.restore(JSONDecoder().decode(NavigationSnapshot<AppRoute>.self, from: saved))
        #expect(restored.stacks == state.stacks)
    }

    /// Every `swift` block of the article appears in this file or in the IceCubes tests, line
    /// for line (indentation aside), so the article shows only code that compiles and passes.
    @Test func theArticlesSnippetsAreTheseTests() throws {
        let here = URL(fileURLWithPath: #filePath)
        let root = here.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let article = try String(
            contentsOf: root.appendingPathComponent("Sources/screengen/Documentation.docc/Testing-Your-Navigation.md"),
            encoding: .utf8)
        // The results part comes from the IceCubes example's tests.
        let tests =
            try String(contentsOf: here, encoding: .utf8)
            + String(
                contentsOf: root.appendingPathComponent("Tests/IceCubesTests/IceCubesTests.swift"), encoding: .utf8)
        let lines = { (text: Substring) in text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) } }
        let testLines = lines(Substring(tests))
        let blocks = article.components(separatedBy: "```swift\n").dropFirst().map {
            $0.components(separatedBy: "\n```")[0]
        }
        #expect(blocks.count >= 5)
        for block in blocks {
            let snippet = lines(Substring(block))
            let found = testLines.indices.contains { start in
                start + snippet.count <= testLines.count && Array(testLines[start..<start + snippet.count]) == snippet
            }
            #expect(found, "not in TestingGuideTests.swift:\n\(block)")
        }
    }
}
