import ScreenNavigation

@MainActor let state = NavigationState<MultiNavRouteGraph>()
final class PostModel { init(postID: Int) {} }
