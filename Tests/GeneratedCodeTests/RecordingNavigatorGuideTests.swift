import Foundation
@_spi(Generated) import ScreenNavigation
import Testing

@testable import ChatApp

/// The code of the ScreenNavigation catalog's article "Testing with a recording navigator", run
/// on the ChatApp example (the repository's `screens/`). The article's snippets appear here line
/// for line (Scripts/check-doc-snippets.py checks that they do).
@MainActor
struct RecordingNavigatorGuideTests {
    let ann = Contact(name: "Ann")
    let bob = Contact(name: "Bob")

    /// Records every move instead of making it, or refuses them all with `refusal`.
    final class RecordingNavigator: Navigator {
        private(set) var moves: [Move<AppRouteGraph>] = []
        var refusal: NavigationError<AppRouteGraph>?

        func perform(_ move: Move<AppRouteGraph>) throws(NavigationError<AppRouteGraph>) {
            if let refusal { throw refusal }
            moves.append(move)
        }
    }

    /// A contact page's view model: it moves through directions made with any navigator.
    @MainActor
    final class ContactDetailModel {
        private let directions: ContactsDetailDirections
        private(set) var refusal: NavigationError<AppRouteGraph>?

        init(navigator: any Navigator<AppRouteGraph>, contact: Contact) {
            directions = ContactsDetailDirections(navigator, contact: contact)
        }

        func messageTapped() {
            do {
                try directions.message()
            } catch {
                refusal = error
            }
        }
    }

    @Test func theViewModelAsksForTheMoveTheGraphDeclares() {
        let navigator = RecordingNavigator()
        let model = ContactDetailModel(navigator: navigator, contact: ann)
        model.messageTapped()
        #expect(navigator.moves.map(\.to) == [.chat(.conversation(recipient: ann))])
        #expect(navigator.moves.map(\.style) == [.replace])
        #expect(navigator.moves.map(\.from) == [.contactsDetail])
    }

    @Test func theViewModelHandlesARefusal() {
        let navigator = RecordingNavigator()
        navigator.refusal = .notTheEntryOnTop(screen: .contactsDetail)
        let model = ContactDetailModel(navigator: navigator, contact: ann)
        model.messageTapped()
        #expect(navigator.moves.isEmpty)
        #expect(model.refusal == .notTheEntryOnTop(screen: .contactsDetail))
    }

    @Test func aRecorderCountsWhatTheStateDid() throws {
        let recorder = NavigationRecorder<AppRouteGraph>()
        let state = NavigationState<AppRouteGraph>()
        state.events.recorder = recorder
        try HomeDirections(state).openContacts()
        try ContactsListDirections(state, filter: nil).select(contact: ann)
        state.pop()
        try ContactsListDirections(state, filter: nil).select(contact: bob)
        // Refused: not counted.
        #expect(throws: NavigationError<AppRouteGraph>.self) { try state.containers.push(.onboarding) }
        #expect(
            recorder.record.transitions == [
                Navigation.Record.Transition(from: "contacts.list", to: "contacts.detail", style: "push", count: 2),
                Navigation.Record.Transition(from: "home", to: "contacts.list", style: "push", count: 1),
            ])
        #expect(recorder.record.screens["contacts.detail"] == 2)
        try recorder.writeIfRequested()  // to $SCREENGEN_COVERAGE_RECORD, when it is set
    }

    @Test func recordsOfSeveralTargetsAddUp() throws {
        let first = NavigationRecorder<AppRouteGraph>()
        let second = NavigationRecorder<AppRouteGraph>()
        let state = NavigationState<AppRouteGraph>()
        state.events.recorder = first
        try HomeDirections(state).openContacts()
        state.events.recorder = second
        try ContactsListDirections(state, filter: nil).select(contact: ann)
        let merged = try first.record.merged(with: second.record)
        #expect(merged.transitions.map(\.count) == [1, 1])
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("navigation-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: url) }
        try merged.jsonData().write(to: url)
        #expect(try Navigation.Record(json: Data(contentsOf: url)) == merged)
    }

    @Test func theSameViewModelMovesTheRealState() throws {
        let state = NavigationState<AppRouteGraph>()
        try HomeDirections(state).openContacts()
        try ContactsListDirections(state, filter: nil).select(contact: ann)
        let model = ContactDetailModel(navigator: state, contact: ann)
        model.messageTapped()
        #expect(state.topRoute == .chat(.conversation(recipient: ann)))
        #expect(model.refusal == nil)
    }
}
