import ScreenNavigation

let lion = Animal(name: "Lion", image: "lion")
@MainActor let state = NavigationState<RouteGraph>()
