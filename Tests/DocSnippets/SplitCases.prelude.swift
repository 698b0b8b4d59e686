import ScreenNavigation

// The split view snippets (Split-View.md): an iPad's state, chats selected.
@MainActor let state = NavigationState<SplitRouteGraph>()
