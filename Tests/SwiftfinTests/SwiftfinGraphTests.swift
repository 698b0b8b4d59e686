import Foundation
@_spi(Generated) import ScreenNavigation
import Testing

@testable import Swiftfin

/// Swiftfin's deep links and the moves the app makes from outside the screens (a link, the
/// server's socket commands), made over whatever is shown, as TabCoordinator.route(to:) does.
@MainActor
struct SwiftfinDeepLinkTests {
    typealias Error = NavigationError<SwiftfinRouteGraph>

    func signedIn() throws -> NavigationState<SwiftfinRouteGraph> {
        try NavigationState<SwiftfinRouteGraph>(roots: SwiftfinTabs.signedIn, conditionHolds: { _ in true })
    }

    /// swiftfin://<serverID>/<userID>/item/<id> pushes the item on the selected tab, over what it
    /// shows (DeepLink.swift:24-44, MainTabView.swift:53-60); the library form opens an item too.
    @Test func anItemLinkOpensOverWhatIsShown() throws {
        let state = try signedIn()
        try state.select(rootAt: 2)
        try MediaDirections(state).openLibrary(parent: BaseItemDto(id: "lib", name: "Shows"))
        try state.links.open(link: "swiftfin://0b5c-server/7f3e-user/item/abc123")
        #expect(state.selectedRootIndex == 2)
        #expect(
            state.selectedStack.routes == [
                .media, .library(.itemLibrary(parent: BaseItemDto(id: "lib", name: "Shows"), filters: .default)),
                .item(.itemById(id: "abc123")),
            ])
        try state.links.open(URL(string: "swiftfin://0b5c-server/7f3e-user/library/lib-9/")!)
        #expect(state.topRoute == .item(.itemById(id: "lib-9")))
        #expect(state.selectedStack.routes.count == 4)
    }

    /// A link while the settings sheet is up is pushed inside the sheet (the top layer).
    @Test func aLinkOverASheetPushesInsideIt() throws {
        let state = try signedIn()
        try HomeDirections(state).settings()
        try state.links.open(link: "swiftfin://s/u/item/42")
        #expect(state.selectedStack.layers.count == 2)
        #expect(state.topRoute == .item(.itemById(id: "42")))
        #expect(state.selectedStack.entries.last?.style == .push)
    }

    /// Printed back: the server and user ids are read by no screen, so a printed link has the
    /// wildcard `*` for the user and no host (the server).
    @Test func linksPrintBackAndOtherShapesFail() throws {
        let item = Navigation.DeepLinkDestination<SwiftfinRoute>(overShown: [.item(.itemById(id: "abc"))])
        #expect(SwiftfinRouteGraph.link(for: item) == "swiftfin:///*/item/abc")
        #expect(try SwiftfinRouteGraph.destination(forLink: "swiftfin:///*/item/abc") == item)
        #expect(try SwiftfinRouteGraph.destination(forLink: "swiftfin://server/user/item/abc") == item)
        // An item page built from a whole item has no link.
        #expect(
            SwiftfinRouteGraph.link(
                for: Navigation.DeepLinkDestination(overShown: [.item(.item(item: BaseItemDto(id: "abc")))]))
                == nil)

        let state = try signedIn()
        #expect(throws: Navigation.DeepLinkFailure.noMatch(path: "/user/episode/abc")) {
            try state.links.open(link: "swiftfin://server/user/episode/abc")
        }
        #expect(throws: Navigation.DeepLinkFailure.unknownScheme("jellyfin")) {
            try state.links.open(link: "jellyfin://server/user/item/abc")
        }
        #expect(state.topRoute == .home)
    }

    /// The server's socket commands: "display content" pushes an item, "play" presents the player
    /// over everything; nothing moves while an alert is up.
    @Test func socketCommandsMoveOverWhatIsShown() throws {
        let state = try signedIn()
        try state.select(rootAt: 1)
        try SwiftfinRouteAnywhere(state).displayContent(id: "ep-7")
        #expect(state.selectedStack.routes == [.search, .item(.itemById(id: "ep-7"))])
        let manager = MediaPlayerManager(item: BaseItemDto(id: "ep-7"))
        try SwiftfinRouteAnywhere(state).playFromServer(manager: manager)
        #expect(state.selectedStack.entries.last?.style == .cover)
        state.dismiss()

        try ItemItemByIdDirections(state, id: "ep-7").play(manager: manager)
        try ItemVideoPlayerDirections(state, manager: manager).error()
        #expect(throws: Error.alertPresented(alert: .itemPlayerError)) {
            try SwiftfinRouteAnywhere(state).displayContent(id: "ep-8")
        }
        #expect(throws: Navigation.DeepLinkFailure.self) { try state.links.open(link: "swiftfin://s/u/item/ep-8") }
    }
}

/// What the generated graph data says of the whole app: its size, guards, live screens, sets.
@MainActor
struct SwiftfinGraphTests {
    let table = SwiftfinRouteGraph.transitions

    @Test func theGraphsSizeAndRoots() {
        #expect(SwiftfinRouteScreen.allCases.count == 143)
        #expect(SwiftfinRouteGraph.rootScreens == [.usersSelectUser, .home, .search, .media])
        // 17 alerts and 17 confirmation dialogs (an alert to the navigation state)
        let alerts = SwiftfinRouteScreen.allCases.filter { SwiftfinRouteGraph.isAlert($0) }
        #expect(alerts.count == 34)
    }

    /// The guards: administrators only, items one may edit, experimental and debug builds.
    @Test func theGuardedScreens() {
        let guarded = SwiftfinRouteScreen.allCases.filter { !SwiftfinRouteGraph.conditions(for: $0).isEmpty }
        #expect(
            Set(guarded) == [
                .adminDashboard, .editorItemEditor, .editorMetadataRefresh, .editorSubtitles,
                .settingsExperimental, .settingsDebug,
            ])
        #expect(SwiftfinRouteGraph.conditions(for: .adminDashboard) == [.isAdministrator])
    }

    /// Screens handed a view model, a binding or a closure (live params): a saved state would
    /// stop beneath the first of them (the graph's routes are not Codable here, as Ice Cubes' are not).
    @Test func liveScreens() {
        #expect(SwiftfinRouteGraph.liveScreens.count == 48)
        #expect(SwiftfinRouteGraph.liveScreens.contains(.itemVideoPlayer))
        #expect(SwiftfinRouteGraph.liveScreens.contains(.settingsEditProfile))
        #expect(!SwiftfinRouteGraph.liveScreens.contains(.itemItem))
    }

    /// The poster block (`browse`) is one set on 14 screens, the item page's block on both item
    /// routes; a move from anywhere is one line of the table, not an entry per screen.
    @Test func transitionSetsAndTheTable() {
        func screens(to target: SwiftfinRouteScreen, _ style: TransitionStyle) -> Set<SwiftfinRouteScreen> {
            Set(table.transitions.filter { $0.to == target && $0.style == style }.map(\.from))
        }
        #expect(
            screens(to: .itemItem, .push) == [
                .home, .search, .libraryItemLibrary, .libraryContentGroup, .libraryLiveTv, .libraryRecordings,
                .libraryResume, .libraryNextUp, .libraryLatestIn, .libraryCastAndCrew, .librarySimilar,
                .librarySpecialFeatures, .itemItem, .itemItemById,
            ])
        #expect(screens(to: .itemVideoPlayer, .cover) == [.itemItem, .itemItemById])
        #expect(table.allowsFromAnywhere(to: .itemItemById, style: .push))
        #expect(table.allowsFromAnywhere(to: .itemVideoPlayer, style: .cover))
        #expect(!table.allowsFromAnywhere(to: .settingsSettings, style: .sheet))
        // An item page offers 19 moves; play, trailer and episode share one (to, style) entry.
        #expect(table.transitions(from: .itemItem).count == 13)
        // The user link is one set on the three admin pages that name a user.
        #expect(
            screens(to: .adminUserDetails, .push) == [
                .adminUsers, .adminSessionDetails, .adminActivityDetails, .adminDeviceDetails,
            ])
    }
}
