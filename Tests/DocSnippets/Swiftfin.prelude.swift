import ScreenNavigation

// The names the ScreenNavigation catalog's Swiftfin snippets use.
@MainActor let state = try! NavigationState<SwiftfinRouteGraph>(roots: SwiftfinTabs.signedIn)
@MainActor final class APIKeys { func create(appName: String) {} }
@MainActor let apiKeys = APIKeys()
