import ScreenNavigation

// The resolved-moves snippet: a state showing wallet, inside an async function.
@MainActor let state = NavigationState<RouteGraph>()
