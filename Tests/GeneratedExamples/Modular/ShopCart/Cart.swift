// Module ShopCart: the cart's views, which move into the catalog (a module they do not import)
// through their own generated directions, and the quantity picker, which hands back a value.
import ScreenNavigation
import ShopModels
import ShopRoutes

@MainActor
public enum CartActions {
    public static func showItem(_ id: ItemID, added: ItemID?, in state: NavigationState<ShopRouteGraph>) throws(ShopRouteGraph.Failure) {
        try CartSummaryDirections(state, added: added).showItem(id: id)
    }

    public static func checkout(added: ItemID?, in state: NavigationState<ShopRouteGraph>) throws(ShopRouteGraph.Failure) {
        try CartSummaryDirections(state, added: added).checkout()
    }

    public static func choose(_ quantity: Int, in state: NavigationState<ShopRouteGraph>) throws(ShopRouteGraph.Failure) {
        try CartQuantityDirections(state).finish(with: quantity)
    }

    /// A custom quantity, pushed inside the picker's sheet, finishes the whole picker (#38).
    public static func chooseCustom(_ quantity: Int, in state: NavigationState<ShopRouteGraph>) throws(ShopRouteGraph.Failure) {
        try CartQuantityDirections(state).custom()
        try CartCustomQuantityDirections(state).finishFlow(with: quantity)
    }
}

#if canImport(SwiftUI)
import SwiftUI

public struct CartSummaryView: View {
    @Environment(NavigationState<ShopRouteGraph>.self) private var state
    let added: ItemID?

    public init(added: ItemID?) { self.added = added }

    public var body: some View {
        Button("Check out", role: nil) { try? CartActions.checkout(added: added, in: state) }
    }
}

public struct QuantityView: View {
    @Environment(NavigationState<ShopRouteGraph>.self) private var state

    public init() {}

    public var body: some View {
        Button("Two", role: nil) { try? CartActions.choose(2, in: state) }
    }
}

public struct CustomQuantityView: View {
    @Environment(NavigationState<ShopRouteGraph>.self) private var state

    public init() {}

    public var body: some View {
        Button("Twelve", role: nil) { try? CartCustomQuantityDirections(state).finishFlow(with: 12) }
    }
}

public struct CheckoutView: View {
    public init() {}

    public var body: some View { Text("Checkout") }
}
#endif
