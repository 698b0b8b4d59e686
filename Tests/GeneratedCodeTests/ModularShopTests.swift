import Foundation
import ScreenNavigation
import ShopApp
import ShopCart
import ShopCatalog
import ShopModels
import ShopRoutes
import Testing

/// A graph split into modules, built by the plugin in four targets: every move below is made by
/// a module's own code through its own generated directions, the catalog and the cart moving
/// into each other without importing each other.
@MainActor
struct ModularShopTests {
    let one = ItemID(1)

    @Test func theModulesMoveIntoEachOther() throws {
        let state = makeShopState()
        try HomeActions.browse(in: state)
        try CatalogActions.open(one, in: state)
        #expect(state.topRoute == .catalog(.detail(id: one)))
        try CatalogActions.addToCart(one, in: state)
        #expect(state.topRoute == .cart(.summary(added: one)))
        #expect(state.selectedStack.entries.last?.style == .sheet)
        try CartActions.showItem(one, added: one, in: state)
        #expect(state.topRoute == .catalog(.detail(id: one)), "the cart's sheet pushed the catalog's screen")
        // The toolbar set, written once in the routes module, from a screen of the catalog.
        try CatalogActions.openCart(from: one, in: state)
        #expect(state.topRoute == .cart(.summary(added: nil)))
    }

    @Test func aResultComesBackAcrossModules() async throws {
        let state = makeShopState()
        try HomeActions.browse(in: state)
        try CatalogActions.open(one, in: state)
        async let picked = CatalogActions.pickQuantity(for: one, in: state)
        for _ in 0..<1_000 where state.topRoute != .cart(.quantity) { await Task.yield() }
        #expect(state.topRoute == .cart(.quantity))
        try CartActions.choose(2, in: state)
        #expect(try await picked == 2)
        #expect(state.topRoute == .catalog(.detail(id: one)))
    }

    /// The quantity picker is a flow (#38): the custom quantity pushed inside it finishes it
    /// through the cart module's generated `finishFlow(with:)`, and the catalog's dialog button
    /// waits for it through the typed tap generated into the catalog module's part.
    @Test func aTypedButtonTapGetsAFlowsResultAcrossModules() async throws {
        let state = makeShopState()
        try HomeActions.browse(in: state)
        try CatalogActions.open(one, in: state)
        async let picked = CatalogActions.pickQuantityFromOptions(for: one, in: state)
        for _ in 0..<1_000 where state.topRoute != .cart(.quantity) { await Task.yield() }
        #expect(state.topRoute == .cart(.quantity))
        try CartActions.chooseCustom(12, in: state)
        #expect(try await picked == 12)
        #expect(state.topRoute == .catalog(.detail(id: one)), "the whole picker left")
    }

    /// The routes module's `<Alert>Button` enum is public: the app taps by case, not by string.
    @Test func aButtonIsTappedByItsTypedCase() throws {
        let state = makeShopState()
        try HomeActions.browse(in: state)
        try CatalogActions.open(one, in: state)
        try CatalogDetailDirections(state, id: one).options()
        #expect(CatalogQuantityOptionsButton.allCases == [.pick, .cancel])
        #expect(
            try state.alerts.tap(CatalogQuantityOptionsButton.cancel)
                == .reported(id: "cancel", alert: .catalog(.quantityOptions)))
        #expect(state.topRoute == .catalog(.detail(id: one)))
    }

    @Test func anAlertButtonGoesBackInItsModule() throws {
        let state = makeShopState()
        try HomeActions.browse(in: state)
        try CatalogActions.open(one, in: state)
        try CatalogActions.askToRemove(one, in: state)
        #expect(state.topRoute == .catalog(.confirmRemove(id: one)))
        #expect(try state.alerts.tap(.remove) == .wentBack(then: nil))
        #expect(state.topRoute == .catalog(.list))
    }

    @Test func guardsAndStaleDirectionsAreRefused() throws {
        let state = makeShopState(signedIn: { false })
        try HomeActions.browse(in: state)
        try CatalogActions.open(one, in: state)
        try CatalogActions.addToCart(one, in: state)
        let before = state.stacks
        #expect(throws: NavigationError<ShopRouteGraph>.conditionNotMet(condition: .signedIn, screen: .cartCheckout)) {
            try CartActions.checkout(added: one, in: state)
        }
        #expect(throws: NavigationError<ShopRouteGraph>.notOnTop(expected: .catalogList, actual: .cartSummary)) {
            try CatalogActions.open(one, in: state)
        }
        #expect(state.stacks == before)
    }

    @Test func linksAndTheGraphAreTheRoutesModules() throws {
        let state = makeShopState()
        try state.links.open(link: "shop://x/item/7")
        #expect(state.selectedStack.routes == [.home, .catalog(.list), .catalog(.detail(id: ItemID(7)))])
        #expect(
            ShopRouteGraph.link(for: .init(rootIndex: 0, routes: [.catalog(.list), .catalog(.detail(id: ItemID(7)))]))
                == "shop:///item/7")
        #expect(ShopRouteGraph.roots == [.home, .orders])
        #expect(ShopRouteGraph.title(for: .catalog(.detail(id: one))) == "Item 1")
        #expect(
            ShopRouteScreen.allCases.map(\.rawValue).sorted() == [
                "cart.checkout", "cart.custom-quantity", "cart.quantity", "cart.summary", "catalog.confirm-remove",
                "catalog.detail", "catalog.list", "catalog.quantity-options", "home", "orders",
            ])
    }
}
