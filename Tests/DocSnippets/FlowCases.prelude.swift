import ScreenNavigation

// The flows and layers article's state: signed out, every condition holding.
@MainActor let state = NavigationState<HikeRouteGraph>(conditionHolds: { _ in true })
