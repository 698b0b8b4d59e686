import ScreenNavigation

@MainActor let state = NavigationState<RouteGraph>()
@MainActor final class PostStore { func deletePost(_ postID: Int) {} }
@MainActor let store = PostStore()
