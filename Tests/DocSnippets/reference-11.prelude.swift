import Foundation
import ScreenNavigation

@MainActor let state = NavigationState<ShopRouteGraph>()
@MainActor final class Session {
    var isSignedIn = false
    var paymentMethods: [String] = []
}
@MainActor let session = Session()
let url = URL(string: "shop://shop.example.com/products/42")!
@MainActor var showSignIn = false
