import ScreenNavigation

// The exit guards snippets' state, and the app's answer to their condition: which drafts have
// unsaved edits.
@MainActor let state = NavigationState<NotesRouteGraph>()
@MainActor final class Drafts {
    func hasUnsavedChanges(_ draft: Draft) -> Bool { true }
}
@MainActor let drafts = Drafts()
