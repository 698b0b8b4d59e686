import ScreenNavigation

// The resolved-destinations snippet: a state showing home, inside an async function.
@MainActor let state = NavigationState<RouteGraph>()
