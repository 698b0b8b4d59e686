import ScreenNavigation

@MainActor let state = NavigationState<DestinationGraph>()
let bob = Contact(name: "Bob")
let route = Destination.home
