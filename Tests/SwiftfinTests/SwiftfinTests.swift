import Foundation
@_spi(Generated) import ScreenNavigation
import Testing

@testable import Swiftfin

/// Swiftfin's typical journeys (Examples/Swiftfin), driven through the plugin-generated code:
/// each move is a method of the screen on top (`…Directions`), checked by the runtime against the
/// graph, exactly as the app's views make it with `router.route(to:)`.
@MainActor
struct SwiftfinJourneyTests {
    typealias Error = NavigationError<SwiftfinRouteGraph>

    let movie = BaseItemDto(id: "m1", name: "Big Buck Bunny")
    let sequel = BaseItemDto(id: "m2", name: "Sintel")
    let movies = BaseItemDto(id: "lib-movies", name: "Movies")
    let server = ServerState(id: "s1", name: "Home server")
    let me = UserDto(id: "u1", name: "ada")

    /// Signed in, the iPhone's three tabs; `admin` says whether the user administers the server,
    /// `editable` which items the user may edit (conditions of the route).
    func signedIn(admin: Bool = false, editable: Set<String> = []) throws -> NavigationState<SwiftfinRouteGraph> {
        try NavigationState<SwiftfinRouteGraph>(
            roots: SwiftfinTabs.signedIn,
            conditionHoldsForRoute: { condition, route in
                switch (condition, route) {
                case (.isAdministrator, _): admin
                case (.canEditMetadata, .editor(.itemEditor(let viewModel))),
                    (.canEditMetadata, .editor(.metadataRefresh(let viewModel))):
                    editable.contains(viewModel.value.item.id ?? "")
                case (.canEditSubtitles, .editor(.subtitles(let item))): editable.contains(item.id ?? "")
                default: false
                }
            })
    }

    /// Media tab → the Movies library → a movie → its "Recommended" row → another movie → back to
    /// its parent by id: the drill-down the app is made of (`cycle: intended`), each a push.
    @Test func browseALibraryIntoItemsAndRoundAgain() throws {
        let state = try signedIn()
        try state.select(rootAt: 2)
        #expect(state.topRoute == .media)
        try MediaDirections(state).openLibrary(parent: movies)
        #expect(state.topRoute == .library(.itemLibrary(parent: movies, filters: .default)))
        #expect(SwiftfinRouteGraph.title(for: state.topRoute) == "Movies")

        try LibraryItemLibraryDirections(state, parent: movies, filters: .default).openItem(item: movie)
        let page = ItemItemDirections(state, item: movie)
        try page.similar(itemID: "m1")
        try LibrarySimilarDirections(state, itemID: "m1").openItem(item: sequel)
        try ItemItemDirections(state, item: sequel).openParent(id: "lib-movies")
        #expect(
            state.selectedStack.routes == [
                .media,
                .library(.itemLibrary(parent: movies, filters: .default)),
                .item(.item(item: movie)),
                .library(.similar(itemID: "m1")),
                .item(.item(item: sequel)),
                .item(.itemById(id: "lib-movies")),
            ])
        #expect(state.selectedStack.entries.allSatisfy { $0.style == .push })
        #expect(SwiftfinRouteGraph.title(for: .item(.item(item: sequel))) == "Sintel")
    }

    /// An item's genre pill opens a content group whose provider the caller builds (the item
    /// kinds are a list the graph cannot write), and the cast row's "see all" fixes the library's
    /// id as the app does (`"cast-and-crew"`), leaving the title and people to the caller.
    @Test func genrePillAndCastAndCrew() throws {
        let state = try signedIn()
        try HomeDirections(state).openItem(item: movie)
        let page = ItemItemDirections(state, item: movie)
        let animation = ItemTypeContentGroupProvider(id: "genre-animation", displayTitle: "Animation")
        try page.genre(provider: animation)
        #expect(state.topRoute == .library(.contentGroup(provider: animation)))
        #expect(SwiftfinRouteGraph.title(for: state.topRoute) == "Animation")
        state.pop()
        let cast = [BaseItemPerson(id: "p1", name: "Bunny")]
        try page.castAndCrew(title: "Cast & Crew", people: cast)
        #expect(state.topRoute == .library(.castAndCrew(title: "Cast & Crew", id: "cast-and-crew", people: cast)))
        // A person is an item: selecting them opens an item page (BaseItemPerson+LibraryElement.swift).
        try LibraryCastAndCrewDirections(state, title: "Cast & Crew", id: "cast-and-crew", people: cast)
            .openItem(item: BaseItemDto(id: "p1", name: "Bunny"))
        #expect(state.activeStack.topScreen == .itemItem)
    }

    /// Play presents the player full screen, handed the MediaPlayerManager the route builds (a live
    /// param, equal by identity); its error alert's Close dismisses the player.
    @Test func playAnItemAndCloseThePlayerOnError() throws {
        let state = try signedIn()
        try HomeDirections(state).openItem(item: movie)
        let manager = MediaPlayerManager(item: movie)
        try ItemItemDirections(state, item: movie).play(manager: manager)
        #expect(state.selectedStack.entries.last?.style == .cover)
        guard case .item(.videoPlayer(let shown)) = state.topRoute else {
            Issue.record("the player is not on top: \(state.topRoute)")
            return
        }
        #expect(shown.value === manager)
        #expect(state.topRoute == .item(.videoPlayer(manager: LiveValue(manager))))
        #expect(state.topRoute != .item(.videoPlayer(manager: LiveValue(MediaPlayerManager(item: movie)))))

        try ItemVideoPlayerDirections(state, manager: manager).error()
        #expect(state.activeStack.topScreen == .itemPlayerError)
        #expect(try state.alerts.tap(.close) == .wentBack(then: nil))
        #expect(state.topRoute == .item(.item(item: movie)))
        #expect(state.selectedStack.layers.count == 1)
    }

    /// The media source sheet has a stack of its own: a stream pushes inside it.
    @Test func mediaSourceSheetPushesAStreamInside() throws {
        let state = try signedIn()
        try HomeDirections(state).openItem(item: movie)
        let source = MediaSourceInfo(id: "ms1", name: "1080p")
        try ItemItemDirections(state, item: movie).mediaSource(source: source)
        try ItemMediaSourceInfoDirections(state, source: source).stream(
            mediaStream: MediaStream(index: 0, displayTitle: "HEVC"))
        #expect(state.selectedStack.layers.count == 2)
        #expect(state.selectedStack.entries.suffix(2).map(\.style) == [.sheet, .push])
        #expect(SwiftfinRouteGraph.title(for: state.topRoute) == "HEVC")
    }

    /// Editing is for items the user may edit (`canEditMetadata`, a condition of the route: the
    /// app shows Edit only when `item.canEditMetadata`, EditItemMenu.swift:33).
    @Test func editingAnItemIsGuardedByTheItem() throws {
        let state = try signedIn(editable: ["m2"])
        try HomeDirections(state).openItem(item: movie)
        #expect(throws: Error.conditionNotMet(condition: .canEditMetadata, screen: .editorItemEditor)) {
            try ItemItemDirections(state, item: movie).edit(viewModel: ItemEditorViewModel(item: movie))
        }
        #expect(state.topRoute == .item(.item(item: movie)))
        #expect(throws: Error.conditionNotMet(condition: .canEditSubtitles, screen: .editorSubtitles)) {
            try ItemItemDirections(state, item: movie).subtitles(item: movie)
        }

        state.containers.popToRoot()
        try HomeDirections(state).openItem(item: sequel)
        let viewModel = ItemEditorViewModel(item: sequel)
        try ItemItemDirections(state, item: sequel).edit(viewModel: viewModel)
        #expect(state.topRoute == .editor(.itemEditor(viewModel: LiveValue(viewModel))))
        // The editor's genres page, then its add sheet, handed the page's own typed view model.
        try EditorItemEditorDirections(state, viewModel: viewModel).genres(item: sequel)
        let genres = ItemComponentEditorViewModel(editor: GenreComponentEditor(), item: sequel)
        try EditorEditGenresDirections(state, item: sequel).add(viewModel: genres)
        #expect(state.selectedStack.layers.count == 3)
        #expect(state.activeStack.topScreen == .editorAddGenre)
    }

    /// Removing genres asks in a confirmation dialog (EditItemElementView.swift:206-221): an alert to
    /// the navigation state, shown as a dialog; Confirm reports to the app.
    @Test func removingElementsAsksInADialog() throws {
        let state = try signedIn(editable: ["m1"])
        try HomeDirections(state).openItem(item: movie)
        let viewModel = ItemEditorViewModel(item: movie)
        try ItemItemDirections(state, item: movie).edit(viewModel: viewModel)
        try EditorItemEditorDirections(state, viewModel: viewModel).people(item: movie)
        try EditorEditPeopleDirections(state, item: movie).confirmRemove()
        let dialog = state.topRoute
        #expect(SwiftfinRouteGraph.alert(for: dialog)?.presentation == .confirmationDialog)
        #expect(SwiftfinRouteGraph.alert(for: dialog)?.buttons.map(\.id) == ["cancel", "confirm"])
        #expect(throws: Error.alertPresented(alert: .editorRemoveElements)) {
            try EditorEditPeopleDirections(state, item: movie).confirmRemove()
        }
        #expect(try state.alerts.tap(.confirm) == .reported(id: "confirm", alert: dialog))
        #expect(state.activeStack.topScreen == .editorEditPeople)
    }

    /// Only the first tab's root shows the settings button (MainTabView.swift:73-80): Search has no
    /// such move, and an item page does not either.
    @Test func settingsOpenOnlyFromTheFirstTabsRoot() throws {
        let state = try signedIn()
        try state.select(rootAt: 1)
        #expect(throws: Error.illegalTransition(from: .search, to: .settingsSettings, style: .sheet)) {
            try state.perform(Move(from: .search, to: .settings(.settings), style: .sheet))
        }
        try state.select(rootAt: 0)
        try HomeDirections(state).openItem(item: movie)
        #expect(throws: Error.illegalTransition(from: .itemItem, to: .settingsSettings, style: .sheet)) {
            try state.perform(Move(from: .itemItem, to: .settings(.settings), style: .sheet))
        }
        state.containers.popToRoot()
        try HomeDirections(state).settings()
        #expect(state.selectedStack.entries.last?.style == .sheet)
        #expect(SwiftfinRouteGraph.title(for: state.topRoute) == "Settings")
    }

    /// The dashboard is for administrators (SettingsView.swift:79-84): refused and kept as the
    /// pending navigation otherwise; an administrator reaches a user's page and their sheets.
    @Test func theDashboardIsForAdministrators() throws {
        let user = try signedIn(admin: false)
        try HomeDirections(user).settings()
        #expect(throws: Error.conditionNotMet(condition: .isAdministrator, screen: .adminDashboard)) {
            try SettingsSettingsDirections(user).dashboard()
        }
        #expect(user.topRoute == .settings(.settings))
        #expect(user.guards.pendingNavigation?.routes.last == .admin(.dashboard))

        let admin = try signedIn(admin: true)
        try HomeDirections(admin).settings()
        try SettingsSettingsDirections(admin).dashboard()
        try AdminDashboardDirections(admin).users()
        try AdminUsersDirections(admin).user(user: me)
        let viewModel = ServerUserAdminViewModel()
        try AdminUserDetailsDirections(admin, user: me).parentalRatings(viewModel: viewModel)
        #expect(admin.topRoute == .admin(.parentalRatings(viewModel: LiveValue(viewModel))))
        #expect(admin.selectedStack.layers.count == 3)
    }

    /// Adding a server user: the sheet posts `.didAddServerUser` and dismisses, and the users page
    /// pushes the new user (AddServerUserView.swift:109-110, ServerUsersView.swift:158-161): one
    /// `dismiss: true` move here.
    @Test func aNewServerUserOpensOnTheUsersPage() throws {
        let state = try signedIn(admin: true)
        try HomeDirections(state).settings()
        try SettingsSettingsDirections(state).dashboard()
        try AdminDashboardDirections(state).users()
        try AdminUsersDirections(state).add()
        #expect(state.selectedStack.layers.count == 3)
        let newUser = UserDto(id: "u2", name: "grace")
        try AdminAddUserDirections(state).created(user: newUser)
        #expect(state.selectedStack.layers.count == 2)
        #expect(state.selectedStack.routes.suffix(2) == [.admin(.users), .admin(.userDetails(user: newUser))])
        #expect(SwiftfinRouteGraph.title(for: state.topRoute) == "grace")
    }

    /// Quick Connect's success alert dismisses the page (`router.dismiss()` of a pushed screen):
    /// `pop-to` itself, inclusive, goes back one wherever it was pushed — from one's own settings
    /// and from an administrator's user page.
    @Test func quickConnectSuccessGoesBackWhereverItWasPushedFrom() throws {
        let state = try signedIn(admin: true)
        try HomeDirections(state).settings()
        try SettingsSettingsDirections(state).user(user: me)
        try SettingsLocalUserDirections(state, user: me).quickConnect(user: me)
        try SettingsQuickConnectAuthorizeDirections(state, user: me).authorized()
        #expect(try state.alerts.tap(.dismiss) == .wentBack(then: nil))
        #expect(state.topRoute == .settings(.localUser(user: me)))

        state.containers.popToRoot()
        try HomeDirections(state).settings()
        try SettingsSettingsDirections(state).dashboard()
        try AdminDashboardDirections(state).users()
        try AdminUsersDirections(state).user(user: me)
        try AdminUserDetailsDirections(state, user: me).quickConnect(user: me)
        try SettingsQuickConnectAuthorizeDirections(state, user: me).authorized()
        #expect(try state.alerts.tap(.dismiss) == .wentBack(then: nil))
        #expect(state.topRoute == .admin(.userDetails(user: me)))
    }

    /// A device profile is edited in a sheet through a binding into the profiles list; its codec
    /// selectors get bindings into the sheet's own copy, and leaving unsaved asks, Close dismissing
    /// the sheet.
    @Test func editingADeviceProfileThroughBindings() throws {
        let state = try signedIn()
        try HomeDirections(state).settings()
        try SettingsSettingsDirections(state).playbackQuality()
        try SettingsPlaybackQualityDirections(state).profiles()
        var stored = CustomDeviceProfile()
        let profile = Binding<CustomDeviceProfile>(get: { stored }, set: { stored = $0 })
        _ = profile
        let audio = Binding<[AudioCodec]>(get: { [.aac] }, set: { _ in })
        try SettingsDeviceProfilesDirections(state).edit(profile: profile)
        #expect(state.selectedStack.layers.count == 3)
        try SettingsEditProfileDirections(state, profile: profile).audio(selection: audio, sources: AudioCodec.allCases)
        guard case .settings(.profileAudio(_, let sources)) = state.topRoute else {
            Issue.record("the audio selector is not on top: \(state.topRoute)")
            return
        }
        #expect(sources == AudioCodec.allCases)
        state.pop()
        try SettingsEditProfileDirections(state, profile: profile).notSaved()
        #expect(try state.alerts.tap(.close) == .wentBack(then: nil))
        #expect(state.activeStack.topScreen == .settingsDeviceProfiles)
        #expect(state.selectedStack.layers.count == 2)
    }
}

/// Signed out: SelectUserView's one stack, its sheets, and the roots swapped on sign-in.
@MainActor
struct SwiftfinSignInTests {
    typealias Error = NavigationError<SwiftfinRouteGraph>

    let server = ServerState(id: "s1", name: "Home server")

    func signedOut() throws -> NavigationState<SwiftfinRouteGraph> {
        try NavigationState<SwiftfinRouteGraph>(roots: SwiftfinTabs.signedOut)
    }

    /// Connect to a server, then the duplicate-server sheet over it: a sheet on a sheet, whose
    /// action is the presenter's closure (a live closure), called as the app calls it.
    @Test func connectingToAKnownServerShowsTheDuplicateSheet() throws {
        let state = try signedOut()
        #expect(state.stacks.count == 1)
        try UsersSelectUserDirections(state).connectToServer()
        var added = 0
        try UsersConnectToServerDirections(state).duplicate(server: server) { added += 1 }
        #expect(state.selectedStack.layers.count == 3)
        guard case .users(.duplicateServer(let shown, let action)) = state.topRoute else {
            Issue.record("the duplicate sheet is not on top: \(state.topRoute)")
            return
        }
        #expect(shown == server)
        action.value()
        #expect(added == 1)
    }

    /// Sign in: Quick Connect gets the server's client and the sign-in closure; the PIN alert's
    /// field reaches the app with the tap.
    @Test func signInWithQuickConnectAndAPin() async throws {
        let state = try signedOut()
        try UsersSelectUserDirections(state).signIn(server: server)
        let client = JellyfinClient()
        var secrets: [String] = []
        try UsersSignInDirections(state, server: server).quickConnect(client: client) { secret in secrets.append(secret)
        }
        guard case .users(.quickConnect(let shownClient, let action)) = state.topRoute else {
            Issue.record("Quick Connect is not on top: \(state.topRoute)")
            return
        }
        #expect(shownClient.value === client)
        await action.value("secret-42")
        #expect(secrets == ["secret-42"])
        state.dismiss()

        var taps: [Navigation.AlertButtonTap<SwiftfinRoute>] = []
        state.alerts.onButtonTap = { taps.append($0) }
        try UsersSignInDirections(state, server: server).pin()
        #expect(SwiftfinRouteGraph.alert(for: state.topRoute)?.fields.map(\.id) == ["pin"])
        try state.alerts.typeIntoField("pin", "1234")
        try state.alerts.tap(.done)
        #expect(taps.map(\.button) == ["done"])
        #expect(taps.first?.fields == ["pin": "1234"])
        #expect(state.activeStack.topScreen == .usersSignIn)
    }

    /// Edit server from the server menu is a sheet with Delete, whose alert's button closes the
    /// sheet (viewModel.delete(); router.dismiss()); pushed from Settings there is no Delete.
    @Test func deletingAServerClosesItsSheet() throws {
        let state = try signedOut()
        try UsersSelectUserDirections(state).editServer(server: server)
        try UsersEditServerDirections(state, server: server).delete()
        let alert = try #require(state.selectedStack.presentedAlertContent)
        #expect(alert.message == "Are you sure you want to delete Home server and all of its connected users?")
        #expect(try state.alerts.tap(.delete) == .wentBack(then: nil))
        #expect(state.topRoute == .users(.selectUser))
        #expect(!SwiftfinRouteGraph.transitions.allows(from: .settingsServer, to: .usersDeleteServer, style: .alert))
    }

    /// Signing in and out swaps the roots (UserSessionRootView.swift:23-35): app state, with
    /// setRoots; the signed-in tabs start at their roots.
    @Test func signingInSwapsTheRoots() throws {
        let state = try signedOut()
        try UsersSelectUserDirections(state).signIn(server: server)
        try state.containers.setRoots(SwiftfinTabs.signedIn)
        #expect(state.stacks.map(\.topRoute) == [.home, .search, .media])
        #expect(state.topRoute == .home)
        try state.containers.setRoots(SwiftfinTabs.signedOut)
        #expect(state.topRoute == .users(.selectUser))
        // The signed-out stack has no tabs' moves.
        #expect(throws: Error.illegalTransition(from: .usersSelectUser, to: .settingsSettings, style: .sheet)) {
            try state.perform(Move(from: .usersSelectUser, to: .settings(.settings), style: .sheet))
        }
    }
}
