import ScreenNavigation

// The flow-results snippet: a state showing the room list, and the room the flow created.
@MainActor let state = NavigationState<RouteGraph>()
let created = RoomID()
