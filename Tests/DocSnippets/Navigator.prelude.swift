import ScreenNavigation

@MainActor let state = NavigationState<NavigatorRouteGraph>()
