import ScreenNavigation

@MainActor let state = NavigationState<RouteGraph>()
@MainActor final class Draft { var recipient: Contact? }
@MainActor let draft = Draft()
let chosen = Contact()
