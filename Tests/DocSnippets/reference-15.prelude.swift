import ScreenNavigation

// The results-through-buttons snippets: a state showing the login screen, the app's session.
@MainActor let state = NavigationState<RouteGraph>()
@MainActor final class Session { var server: Server? }
@MainActor let session = Session()
let chosen = Server()
