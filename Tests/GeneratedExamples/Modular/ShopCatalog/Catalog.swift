// Module ShopCatalog: the catalog's views, which move through their own generated directions
// (this module's part of the graph) into the cart, a module they do not import.
import ScreenNavigation
import ShopModels
import ShopRoutes

/// What the catalog's screens do: each is one call of a generated move. The views call these,
/// and so do the tests, where there is no SwiftUI.
@MainActor
public enum CatalogActions {
    public static func open(_ id: ItemID, in state: NavigationState<ShopRouteGraph>) throws(ShopRouteGraph.Failure) {
        try CatalogListDirections(state).open(id: id)
    }

    public static func addToCart(_ id: ItemID, in state: NavigationState<ShopRouteGraph>) throws(ShopRouteGraph.Failure) {
        try CatalogDetailDirections(state, id: id).addToCart()
    }

    /// The quantity the cart's picker hands back, or nil when it is closed without one.
    public static func pickQuantity(for id: ItemID, in state: NavigationState<ShopRouteGraph>) async throws(ShopRouteGraph.Failure) -> Int? {
        try await CatalogDetailDirections(state, id: id).pickQuantityForResult()
    }

    /// The quantity dialog's "pick" button, typed and awaited: the picker's result, from this
    /// module's generated part (the dialog is the catalog's; the picker is the cart's).
    public static func pickQuantityFromOptions(for id: ItemID, in state: NavigationState<ShopRouteGraph>)
        async throws(ShopRouteGraph.Failure) -> Int?
    {
        try CatalogDetailDirections(state, id: id).options()
        return try await CatalogQuantityOptionsButton.tapPickForResult(state)
    }

    public static func askToRemove(_ id: ItemID, in state: NavigationState<ShopRouteGraph>) throws(ShopRouteGraph.Failure) {
        try CatalogDetailDirections(state, id: id).remove()
    }

    /// The toolbar's move, written once for every screen that includes the set.
    public static func openCart(from id: ItemID, in state: NavigationState<ShopRouteGraph>) throws(ShopRouteGraph.Failure) {
        try CatalogDetailDirections(state, id: id).openCart()
    }
}

#if canImport(SwiftUI)
import SwiftUI

public struct CatalogListView: View {
    @Environment(NavigationState<ShopRouteGraph>.self) private var state

    public init() {}

    public var body: some View {
        Button("Item 1", role: nil) { try? CatalogActions.open(ItemID(1), in: state) }
    }
}

public struct CatalogDetailView: View {
    @Environment(NavigationState<ShopRouteGraph>.self) private var state
    let id: ItemID

    public init(id: ItemID) { self.id = id }

    public var body: some View {
        Button("Add to cart", role: nil) { try? CatalogActions.addToCart(id, in: state) }
    }
}
#endif
