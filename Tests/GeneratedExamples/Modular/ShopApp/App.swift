// The app target: it composes the modules. Its part of the graph is the route-to-view switch
// (every module's views) and the moves of the screens of the graph's own folder.
import ScreenNavigation
import ShopRoutes

/// The shop's navigation state, with sign-in as the checkout's guard.
@MainActor
public func makeShopState(signedIn: @escaping @MainActor () -> Bool = { true }) -> NavigationState<ShopRouteGraph> {
    NavigationState<ShopRouteGraph> { condition in
        switch condition {
        case .signedIn: signedIn()
        }
    }
}

@MainActor
public enum HomeActions {
    public static func browse(in state: NavigationState<ShopRouteGraph>) throws(ShopRouteGraph.Failure) {
        try HomeDirections(state).browse()
    }
}

#if canImport(SwiftUI)
import SwiftUI

struct HomeView: View {
    @Environment(NavigationState<ShopRouteGraph>.self) private var state

    var body: some View {
        Button("Browse", role: nil) { try? HomeActions.browse(in: state) }
    }
}

struct OrdersView: View {
    var body: some View { Text("Orders") }
}

/// The app's window: a tab per root, each drawn by the generated view.
struct ShopTabs: View {
    let state: NavigationState<ShopRouteGraph>

    var body: some View { NavigationTabs(state) }
}
#endif
