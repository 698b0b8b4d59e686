import Foundation
import ScreenNavigation
import Testing

@testable import IceCubes

/// Ice Cubes hands its editor's store to the emoji and media pickers and a refetch closure to
/// the note editor (live params, issue #21): the moves take the values themselves and the routes
/// compare them by identity. (Ice Cubes' routes are not Codable; EdgeCasesTests saves state.)
@MainActor
@Suite(.recordsNavigation)
struct IceCubesLiveValueTests {
    let me = Account(id: "2", acct: "reader")

    func composing() throws -> (NavigationState<IceCubesRouteGraph>, StatusEditor.EditorStore) {
        let state = try recordedState(
            roots: IceCubesTabs.iPhoneDefault(account: me), conditionHolds: { _ in true })
        try TimelineTabDirections(state).compose()
        return (state, StatusEditor.EditorStore())
    }

    @Test func thePickerGetsTheEditorsOwnStore() throws {
        let (state, store) = try composing()
        try EditorNewDirections(state, visibility: .pub).customEmojis(store: store)
        guard case .editor(.customEmojis(let shown)) = state.topRoute else {
            Issue.record("the emoji picker is not on top: \(state.topRoute)")
            return
        }
        #expect(shown.value === store)
        // Equal to a route built from the same store, not to one built from another.
        #expect(state.topRoute == .editor(.customEmojis(store: LiveValue(store))))
        #expect(state.topRoute != .editor(.customEmojis(store: LiveValue(StatusEditor.EditorStore()))))
    }

    @Test func aValueThatIsNotAnObjectIsEqualOnlyToItsOwnWrapping() throws {
        let (state, store) = try composing()
        let container = StatusEditor.MediaContainer(id: "m1")
        try EditorNewDirections(state, visibility: .pub).editMedia(store: store, container: container)
        let route = state.topRoute
        #expect(route == route)
        #expect(route != .editor(.mediaEdit(store: LiveValue(store), container: LiveValue(container))))
    }

    @Test func theNoteEditorCallsThePagesClosure() throws {
        let state = try recordedState(
            roots: IceCubesTabs.iPhoneDefault(account: me), conditionHolds: { _ in true })
        try TimelineTabDirections(state).openAccount(account: me)
        var refetched = 0
        try AccountDetailWithAccountDirections(state, account: me).editNote(accountId: me.id) { refetched += 1 }
        guard case .account(.relationshipNote(_, _, let onSave)) = state.topRoute else {
            Issue.record("the note editor is not on top: \(state.topRoute)")
            return
        }
        onSave.value()
        #expect(refetched == 1)
    }
}
