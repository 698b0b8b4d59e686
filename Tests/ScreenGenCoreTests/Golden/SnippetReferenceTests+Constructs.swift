import ScreenGenCore
import Testing

/// One construct a test, continued (see `SnippetReferenceTests`): what each construct of the
/// format generates, exactly, from the smallest graph that has it. A change to an emitter shows
/// here as a line diff of the construct it changed.
extension SnippetReferenceTests {

    /// A screen with params is a case of the route enum; a default is the case's default argument.
    @Test func aRouteCaseHoldsItsParamsAndDefaults() throws {
        let graph = """
            graph:
              root: list
            screens:
              list:
                view: ListView
                transitions:
                  open: detail
              detail:
                view: DetailView
                params:
                  id: Int
                  tab: { type: String, default: info }
                  note: String?
            """
        try expectSnippet(
            graph, declaration: "enum Route:",
            """
            /// Every screen of the graph as a value: what a navigation stack holds.
            enum Route: Swift.Hashable, Swift.Sendable {
                case list
                case detail(id: Int, tab: String = "info", note: String? = nil)
            }
            """)
    }

    /// A feature's route enum holds what every route of it has: its screen, title, alert and
    /// dispatch; the feature's handler protocol follows it.
    @Test func aFeaturesRouteEnumHoldsItsScreenTitleAlertAndDispatch() throws {
        let files = [
            (
                name: "app.yaml",
                text: """
                graph:
                  root: home
                screens:
                  home:
                    view: HomeView
                    transitions:
                      open: chat.thread
                """
            ),
            (
                name: "chat.yaml",
                text: """
                feature: chat
                screens:
                  thread:
                    view: ThreadView
                    title: "Thread {id}"
                    params:
                      id: Int
                    transitions:
                      leave: { to: confirm-leave, style: alert }
                  confirm-leave:
                    kind: alert
                    title: Leave?
                    buttons:
                      leave: { title: Leave, role: destructive }
                      stay: { title: Stay, role: cancel }
                """
            ),
        ]
        try expectSnippet(
            files: files, declaration: "enum ChatRoute:",
            #"""
            /// The screens of feature `chat`.
            enum ChatRoute: Swift.Hashable, Swift.Sendable {
                case thread(id: Int)
                case confirmLeave

                /// The screen this route shows.
                var screen: RouteScreen {
                    switch self {
                    case .thread: .chatThread
                    case .confirmLeave: .chatConfirmLeave
                    }
                }

                var title: Swift.String? {
                    switch self {
                    case .thread(let id): return "Thread \(Swift.String(describing: id))"
                    default: return nil
                    }
                }

                var alert: ScreenNavigation.AlertText? {
                    switch self {
                    case .confirmLeave:
                        return ScreenNavigation.AlertText(
                            title: "Leave?",
                            buttons: [
                                .init(id: "leave", title: "Leave", role: .destructive),
                                .init(id: "stay", title: "Stay", role: .cancel)
                            ]
                        )
                    default: return nil
                    }
                }

                func dispatch<Handler: ChatRouteHandler>(to handler: Handler) -> Handler.Output {
                    switch self {
                    case .thread(let id): return handler.chatThread(id: id)
                    case .confirmLeave: return handler.chatConfirmLeave()
                    }
                }
            }
            """#)
    }

    /// The dispatch to views: a handler protocol with a method a screen, and one switch over the routes.
    @Test func theHandlerProtocolHasAMethodAScreen() throws {
        let graph = """
            graph:
              root: list
            screens:
              list:
                view: ListView
                transitions:
                  open: detail
              detail:
                view: DetailView
                params:
                  id: Int
            """
        try expectSnippet(
            graph, declaration: "protocol RouteHandler",
            """
            /// Handles every screen of the graph; `Route.dispatch(to:)` calls the requirement for a route.
            protocol RouteHandler {
                associatedtype Output
                func list() -> Output
                func detail(id: Int) -> Output
            }
            """)
        try expectSnippet(
            graph, declaration: "func dispatch<Handler",
            """
                /// Calls the handler's requirement for this route's screen with its params.
                func dispatch<Handler: RouteHandler>(to handler: Handler) -> Handler.Output {
                    switch self {
                    case .list: return handler.list()
                    case .detail(let id): return handler.detail(id: id)
                    }
                }
            """)
    }

    /// The SwiftUI view of the graph: each route drawn by the view its screen names.
    @Test func theViewSwitchDrawsEachScreensView() throws {
        let graph = """
            graph:
              root: list
            screens:
              list:
                view: ListView
                transitions:
                  open: detail
              detail:
                view: DetailView
                params:
                  id: Int
            """
        try expectSnippet(
            graph, declaration: "struct RouteView: SwiftUI.View",
            """
            /// The view of a route: a `switch` from route to the screen's `view` type.
            @MainActor
            struct RouteView: SwiftUI.View {
                let route: Route

                init(_ route: Route) {
                    self.route = route
                }

                @SwiftUI.ViewBuilder
                var body: some SwiftUI.View {
                    switch route {
                    case .list: ListView()
                    case .detail(let id): DetailView(id: id)
                    }
                }
            }
            """)
    }

    /// An alert's buttons are an enum a tap is made with (`state.alerts.tap(.delete)`).
    @Test func anAlertsButtonsAreATypedEnum() throws {
        let graph = """
            graph:
              root: notes
            screens:
              notes:
                view: NotesView
                transitions:
                  delete: { to: confirm-delete, style: alert }
              confirm-delete:
                kind: alert
                title: Delete the note?
                buttons:
                  delete: { title: Delete, role: destructive }
                  cancel: { title: Cancel, role: cancel }
            """
        try expectSnippet(
            graph, declaration: "enum ConfirmDeleteButton",
            """
            /// The buttons of `confirm-delete`, by id: `tap.button(as: ConfirmDeleteButton.self)`.
            enum ConfirmDeleteButton: Swift.String, Swift.Sendable, Swift.CaseIterable {
                case delete
                case cancel
            }
            """)
        try expectSnippet(
            graph, declaration: "static func alert(for route",
            """
                /// The title, message and buttons of an alert route; nil for any other route.
                static func alert(for route: Route) -> ScreenNavigation.Navigation.AlertContent<Route>? {
                    switch route {
                    case .confirmDelete:
                        return ScreenNavigation.Navigation.AlertContent(
                            title: "Delete the note?",
                            buttons: [
                                .init(id: "delete", title: "Delete", role: .destructive),
                                .init(id: "cancel", title: "Cancel", role: .cancel)
                            ]
                        )
                    default: return nil
                    }
                }
            """)
    }

    /// Text fields of an alert: ids, titles, which are secure.
    @Test func anAlertsFieldsAreData() throws {
        let graph = """
            graph:
              root: contacts
            screens:
              contacts:
                view: ContactsView
                transitions:
                  rename: { to: rename, style: alert }
              rename:
                kind: alert
                title: Rename
                fields:
                  name: New name
                  password: { title: Your password, secure: true }
                buttons:
                  save: Save
                  cancel: { title: Cancel, role: cancel }
            """
        try expectSnippet(
            graph, declaration: "static func alert(for route",
            """
                /// The title, message and buttons of an alert route; nil for any other route.
                static func alert(for route: Route) -> ScreenNavigation.Navigation.AlertContent<Route>? {
                    switch route {
                    case .rename:
                        return ScreenNavigation.Navigation.AlertContent(
                            title: "Rename",
                            buttons: [.init(id: "save", title: "Save"), .init(id: "cancel", title: "Cancel", role: .cancel)],
                            fields: [
                                ScreenNavigation.Navigation.AlertField(id: "name", title: "New name"),
                                ScreenNavigation.Navigation.AlertField(id: "password", title: "Your password", isSecure: true)
                            ]
                        )
                    default: return nil
                    }
                }
            """)
    }

    /// A confirmation dialog: an alert whose content says how it is presented; a button may move.
    @Test func aDialogIsAnAlertPresentedAsAConfirmationDialog() throws {
        let graph = """
            graph:
              root: feed
            screens:
              feed:
                view: FeedView
                transitions:
                  share: { to: share, style: dialog }
              share:
                kind: dialog
                title: Share
                buttons:
                  link: { title: Copy link, to: copied, style: sheet }
                  cancel: { title: Cancel, role: cancel }
              copied:
                view: CopiedView
            """
        try expectSnippet(
            graph, declaration: "static func alert(for route",
            """
                /// The title, message and buttons of an alert route; nil for any other route.
                static func alert(for route: Route) -> ScreenNavigation.Navigation.AlertContent<Route>? {
                    switch route {
                    case .share:
                        return ScreenNavigation.Navigation.AlertContent(
                            title: "Share",
                            buttons: [
                                .init(id: "link", title: "Copy link", action: .navigate(to: .copied, style: .sheet)),
                                .init(id: "cancel", title: "Cancel", role: .cancel)
                            ],
                            presentation: .confirmationDialog
                        )
                    default: return nil
                    }
                }
            """)
    }

    /// A button with `requires:`: its conditions join the condition enum and the alert's data.
    @Test func aButtonWithAConditionNamesIt() throws {
        let graph = """
            graph:
              root: vault
            screens:
              vault:
                view: VaultView
                transitions:
                  options: { to: options, style: dialog }
              options:
                kind: dialog
                title: Options
                buttons:
                  copy-number: { title: Copy number, requires: isCard }
                  cancel: { title: Cancel, role: cancel }
            """
        try expectSnippet(
            graph, declaration: "enum RouteCondition",
            """
            /// What screens require (`requires:`): the app says whether each holds, with `NavigationState(conditionHolds:)`.
            enum RouteCondition: Swift.String, Swift.Hashable, Swift.Sendable {
                case isCard = "isCard"
            }
            """)
        try expectSnippet(
            graph, declaration: "static func alert(for route",
            """
                /// The title, message and buttons of an alert route; nil for any other route.
                static func alert(for route: Route) -> ScreenNavigation.Navigation.AlertContent<Route>? {
                    switch route {
                    case .options:
                        return ScreenNavigation.Navigation.AlertContent(
                            title: "Options",
                            buttons: [
                                .init(id: "copy-number", title: "Copy number"), .init(id: "cancel", title: "Cancel", role: .cancel)
                            ],
                            presentation: .confirmationDialog
                        )
                    default: return nil
                    }
                }
            """)
    }

    /// Guards: the conditions each screen requires, one switch the runtime asks.
    @Test func aGuardIsAConditionPerScreen() throws {
        let graph = """
            graph:
              root: shop
            screens:
              shop:
                view: ShopView
                transitions:
                  checkout: checkout
              checkout:
                view: CheckoutView
                requires: [signedIn, hasPaymentMethod]
            """
        try expectSnippet(
            graph, declaration: "enum RouteCondition",
            """
            /// What screens require (`requires:`): the app says whether each holds, with `NavigationState(conditionHolds:)`.
            enum RouteCondition: Swift.String, Swift.Hashable, Swift.Sendable {
                case signedIn = "signedIn"
                case hasPaymentMethod = "hasPaymentMethod"
            }
            """)
        try expectSnippet(
            graph, declaration: "static func conditions(for screen",
            """
                /// The conditions that must hold before `screen` is entered by any path.
                static func conditions(for screen: RouteScreen) -> [RouteCondition] {
                    switch screen {
                    case .checkout: [.signedIn, .hasPaymentMethod]
                    default: []
                    }
                }
            """)
    }

    /// An exit guard: which alert leaving a screen asks, and when.
    @Test func anExitGuardAsksItsAlertWhenItsConditionHolds() throws {
        let graph = """
            graph:
              root: notes
            screens:
              notes:
                view: NotesView
                transitions:
                  edit: { to: editor, style: sheet }
              editor:
                view: EditorView
                exit: { ask: discard, when: unsavedChanges }
              discard:
                kind: alert
                title: Discard changes?
                buttons:
                  discard: { title: Discard, role: destructive }
                  keep: { title: Keep editing, role: cancel }
            """
        try expectSnippet(
            graph, declaration: "static func exitGuard",
            """
                /// What leaving a screen asks first (`exit:`): while the condition holds for the entry being left, every way out of
                /// it presents the alert.
                static func exitGuard(for screen: RouteScreen) -> ScreenNavigation.Navigation.ExitGuard<Self>? {
                    switch screen {
                    case .editor: .init(asking: .discard, when: .unsavedChanges)
                    default: nil
                    }
                }
            """)
    }

    /// A screen that `returns:` a value: its directions finish with it, and the move into it can wait for it.
    @Test func aResultIsFinishedWithATypedValue() throws {
        let graph = """
            graph:
              root: compose
            screens:
              compose:
                view: ComposeView
                transitions:
                  pick: { to: picker, style: sheet }
              picker:
                view: PickerView
                returns: String
            """
        try expectSnippet(
            graph, declaration: "struct ComposeDirections",
            """
            /// The legal moves from `compose` through a navigator: one method per declared transition.
            @MainActor
            struct ComposeDirections {
                private let context: RouteGraph.Context<Swift.Void>
                init(_ navigator: RouteGraph.AnyNavigator) { context = .init(navigator, .compose, ()) }
                init?(_ navigator: RouteGraph.AnyNavigator, entry: Swift.AnyHashable?) {
                    guard RouteGraph.isEntry(entry, of: .compose) else { return nil }
                    context = .init(navigator, .compose, anyEntry: entry, ())
                }
                func pick() throws(RouteGraph.Failure) { try _RoutePickerMove(context, .sheet) }
                /// The same move; `onResult` gets the value `picker` finishes with, or nil when it leaves otherwise.
                func pick(onResult: @escaping @MainActor (String?) -> Swift.Void) throws(RouteGraph.Failure) {
                    try _RoutePickerMoveForResult(context, .sheet, onResult)
                }
                /// The same move, awaited: the value `picker` finishes with, or nil when it leaves otherwise.
                func pickForResult() async throws(RouteGraph.Failure) -> String? {
                    return try await _RoutePickerAwaitResult(context, .sheet)
                }
            }
            """)
        try expectSnippet(
            graph, declaration: "struct PickerDirections",
            """
            /// The legal moves from `picker` through a navigator: one method per declared transition.
            @MainActor
            struct PickerDirections {
                private let context: RouteGraph.Context<Swift.Void>
                init(_ navigator: RouteGraph.AnyNavigator) { context = .init(navigator, .picker, ()) }
                init?(_ navigator: RouteGraph.AnyNavigator, entry: Swift.AnyHashable?) {
                    guard RouteGraph.isEntry(entry, of: .picker) else { return nil }
                    context = .init(navigator, .picker, anyEntry: entry, ())
                }
                /// Hands `result` back to the move that entered `picker`, and leaves it.
                func finish(with result: String) throws(RouteGraph.Failure) {
                    try context.navigator.finish(RouteScreen.picker, with: result)
                }
            }
            """)
    }

    /// A `replace` move: the stack starts over at the screen entered.
    @Test func aReplaceStartsTheStackOver() throws {
        let graph = """
            graph:
              root: login
            screens:
              login:
                view: LoginView
                transitions:
                  signed-in: { to: home, style: replace }
              home:
                view: HomeView
            """
        try expectSnippet(
            graph, declaration: "struct LoginDirections",
            """
            /// The legal moves from `login` through a navigator: one method per declared transition.
            @MainActor
            struct LoginDirections {
                private let context: RouteGraph.Context<Swift.Void>
                init(_ navigator: RouteGraph.AnyNavigator) { context = .init(navigator, .login, ()) }
                init?(_ navigator: RouteGraph.AnyNavigator, entry: Swift.AnyHashable?) {
                    guard RouteGraph.isEntry(entry, of: .login) else { return nil }
                    context = .init(navigator, .login, anyEntry: entry, ())
                }
                func signedIn() throws(RouteGraph.Failure) { try _RouteHomeMove(context, .replace) }
            }
            """)
    }

    /// A move that selects another root (`select-root:`), keeping or resetting its stack.
    @Test func aMoveToAnotherRootSelectsIt() throws {
        let graph = """
            graph:
              roots: [feed, inbox]
            screens:
              feed:
                view: FeedView
                transitions:
                  reply: { select-root: inbox, to: thread }
                  inbox: { select-root: inbox, keep-stack: true }
              inbox:
                view: InboxView
                transitions:
                  open: thread
              thread:
                view: ThreadView
                params:
                  id: Int
            """
        try expectSnippet(
            graph, declaration: "struct FeedDirections",
            """
            /// The legal moves from `feed` through a navigator: one method per declared transition.
            @MainActor
            struct FeedDirections {
                private let context: RouteGraph.Context<Swift.Void>
                init(_ navigator: RouteGraph.AnyNavigator) { context = .init(navigator, .feed, ()) }
                init?(_ navigator: RouteGraph.AnyNavigator, entry: Swift.AnyHashable?) {
                    guard RouteGraph.isEntry(entry, of: .feed) else { return nil }
                    context = .init(navigator, .feed, anyEntry: entry, ())
                }
                /// To the stack of root `inbox`, then `push` to `thread`.
                func reply(id: Int) throws(RouteGraph.Failure) { try _RouteThreadSelectRoot(context, .inbox, id: id, .push) }
                /// To the stack of root `inbox`, as it is.
                func inbox() throws(RouteGraph.Failure) { try context.selectRootKeepingStack(.inbox) }
            }
            """)
    }

    /// A move that dismisses the sheet it is made in, then moves from what was beneath.
    @Test func aDismissThenMoveLeavesTheLayerFirst() throws {
        let graph = """
            graph:
              root: list
            screens:
              list:
                view: ListView
                transitions:
                  new: { to: editor, style: sheet }
                  open: item
              editor:
                view: EditorView
                transitions:
                  saved: { dismiss: true, to: item }
              item:
                view: ItemView
            """
        try expectSnippet(
            graph, declaration: "struct EditorDirections",
            """
            /// The legal moves from `editor` through a navigator: one method per declared transition.
            @MainActor
            struct EditorDirections {
                private let context: RouteGraph.Context<Swift.Void>
                init(_ navigator: RouteGraph.AnyNavigator) { context = .init(navigator, .editor, ()) }
                init?(_ navigator: RouteGraph.AnyNavigator, entry: Swift.AnyHashable?) {
                    guard RouteGraph.isEntry(entry, of: .editor) else { return nil }
                    context = .init(navigator, .editor, anyEntry: entry, ())
                }
                /// Out of the sheet or cover it is shown in, then `push` to `item`.
                func saved() throws(RouteGraph.Failure) { try _RouteItemDismiss(context, .push) }
            }
            """)
    }

    /// Deep links: one table of patterns, each with the stack it opens and how its values are read.
    @Test func deepLinksAreATableOfPatterns() throws {
        let graph = """
            graph:
              root: catalog
              deeplinks:
                schemes: [shop]
            screens:
              catalog:
                view: CatalogView
                transitions:
                  open: product
              product:
                view: ProductView
                params:
                  id: Int
            deeplinks:
              - url: //products/{id}
                stack: [product]
            """
        try expectSnippet(
            graph, declaration: "static let deepLinks",
            """
                /// The deep links, matched by path segment (see `ScreenNavigation.DeepLinkTable`).
                static let deepLinks = ScreenNavigation.DeepLinkTable(
                    schemes: ["shop"],
                    hosts: [],
                    patterns: [
                        "//products/{id:i}",
                    ],
                    stacks: [
                        "0|product",
                    ]
                )
            """)
        try expectSnippet(
            graph, declaration: "func _RouteGraphDeepLinkDestination",
            """
            /// The routes of deep link `link` of `RouteGraph`, from its values.
            private func _RouteGraphDeepLinkDestination(
                _ link: Swift.Int, _ values: ScreenNavigation.DeepLinkValues
            ) throws(ScreenNavigation.Navigation.DeepLinkFailure) -> ScreenNavigation.Navigation.DeepLinkDestination<Route> {
                switch link {
                case 0:
                    let _v0 = try values.required(0, as: Int.self)
                    return ScreenNavigation.Navigation.DeepLinkDestination(rootIndex: 0, routes: [.product(id: _v0)])
                default:
                    throw .noMatch(path: "")
                }
            }
            """)
        try expectSnippet(
            graph, declaration: "static func deepLinkTexts",
            """
                static func deepLinkTexts(link: Swift.Int, routes: [Route]) -> [Swift.String?]? {
                    switch link {
                    case 0:
                        guard routes.count == 1, case .product(let _p0_0) = routes[0] else { return nil }
                        return [ScreenNavigation.DeepLinkValues.text(_p0_0)]
                    default:
                        return nil
                    }
                }
            """)
    }

    /// App flows: each flow's roots and the moves between flows, as one table.
    @Test func flowsAreATableOfRootsAndMoves() throws {
        let graph = """
            graph:
              roots: [welcome, home]
              flows:
                signed-out:
                  roots: [welcome]
                  moves: { sign-in: session }
                session:
                  roots: [home]
                  moves: { sign-out: signed-out }
            screens:
              welcome:
                view: WelcomeView
              home:
                view: HomeView
            """
        try expectSnippet(
            graph, declaration: "static let flowTable",
            """
                /// Each flow's roots, what entering it requires, and its moves to other flows.
                static let flowTable = ScreenNavigation.FlowTable<RouteGraph>([
                    .init(.signedOut, rootScreens: [.welcome], defaultRoots: [.welcome], moves: [(action: "signIn", to: .session)]),
                    .init(.session, rootScreens: [.home], defaultRoots: [.home], moves: [(action: "signOut", to: .signedOut)]),
                ])
            """)
    }

    /// A flow's result (`finishes:`): a screen pushed in the flow finishes it for its presenter.
    @Test func aFlowsResultIsFinishedFromInsideIt() throws {
        let graph = """
            graph:
              root: rooms
            screens:
              rooms:
                view: RoomsView
                transitions:
                  start-chat: { to: start-chat, style: sheet }
              start-chat:
                view: StartChatView
                returns: String
                transitions:
                  invite: invite
              invite:
                view: InviteView
                finishes: start-chat
            """
        try expectSnippet(
            graph, declaration: "struct InviteDirections",
            """
            /// The legal moves from `invite` through a navigator: one method per declared transition.
            @MainActor
            struct InviteDirections {
                private let context: RouteGraph.Context<Swift.Void>
                init(_ navigator: RouteGraph.AnyNavigator) { context = .init(navigator, .invite, ()) }
                init?(_ navigator: RouteGraph.AnyNavigator, entry: Swift.AnyHashable?) {
                    guard RouteGraph.isEntry(entry, of: .invite) else { return nil }
                    context = .init(navigator, .invite, anyEntry: entry, ())
                }
                /// Hands `result` back to the move that presented `start-chat`, and dismisses its flow.
                func finishFlow(with result: String) throws(RouteGraph.Failure) {
                    try context.navigator.finish(RouteScreen.startChat, with: result)
                }
            }
            """)
        try expectSnippet(
            graph, declaration: "static func finishesFlow",
            """
                /// Whether `screen`, pushed inside the flow `root` presented, may finish that flow (`finishes:`).
                static func finishesFlow(_ root: RouteScreen, from screen: RouteScreen) -> Bool {
                    switch screen {
                    case .invite: root == .startChat
                    default: false
                    }
                }
            """)
    }

    /// App-wide layers: each layer's screen, style and what it does to moves beneath it.
    @Test func layersAreATableOfScreensOverEveryRoot() throws {
        let graph = """
            graph:
              roots: [chats, spaces]
              layers:
                settings: { style: sheet, outside: dismiss }
                app-lock: lock
            screens:
              chats:
                view: ChatsView
                transitions:
                  settings: { to: settings, style: sheet }
              spaces:
                view: SpacesView
              settings:
                view: SettingsView
              app-lock:
                view: LockView
            anywhere:
              lock: { to: app-lock, style: cover }
            """
        try expectSnippet(
            graph, declaration: "static let layerTable",
            """
                static let layerTable = ScreenNavigation.LayerTable<RouteGraph>([
                    .init(.settings, kind: .sheet, outside: .dismiss),
                    .init(.appLock, kind: .lock),
                ])
            """)
    }

    /// Split views: which roots a regular width shows as columns, and how many.
    @Test func splitsAreATableOfRootsAndColumns() throws {
        let graph = """
            graph:
              roots: [chats, mail]
              splits:
                chats: 2
                mail: 3
            screens:
              chats:
                view: ChatsView
                transitions:
                  open: room
              room:
                view: RoomView
              mail:
                view: MailView
                transitions:
                  open: box
              box:
                view: BoxView
                transitions:
                  open: message
              message:
                view: MessageView
            """
        try expectSnippet(
            graph, declaration: "static let splitTable",
            """
                static let splitTable = ScreenNavigation.SplitTable<RouteGraph>([
                    .init(.chats),
                    .init(.mail, columns: 3),
                ])
            """)
    }

    /// Presentation details: detents, swipe, zoom, per screen that declares them.
    @Test func presentationDetailsAreASwitchOverTheScreensThatHaveThem() throws {
        let graph = """
            graph:
              root: notes
              animate-built-stacks: false
            screens:
              notes:
                view: NotesView
                transitions:
                  compose: { to: composer, style: sheet }
                  open: photo
              composer:
                view: ComposerView
                detents: [medium, large]
                dismiss-by-swipe: false
              photo:
                view: PhotoView
                navigation-transition: zoom
            """
        try expectSnippet(
            graph, declaration: "static func presentationDetails",
            """
                /// How a screen is presented (`detents:`, `dismiss-by-swipe:`, `navigation-transition:`).
                static func presentationDetails(for screen: RouteScreen) -> ScreenNavigation.Navigation.PresentationDetails? {
                    switch screen {
                    case .composer: .init(detents: [.medium, .large], dismissBySwipe: false)
                    case .photo: .init(zoomsFromSource: true)
                    default: nil
                    }
                }
            """)
    }

    /// With `generate: [paths]`, the moves that reach every screen, and the sample values they need.
    @Test func pathsToEveryScreenAreGeneratedWhenAsked() throws {
        let graph = """
            graph:
              root: list
              generate: [paths]
            screens:
              list:
                view: ListView
                transitions:
                  open: detail
              detail:
                view: DetailView
                params:
                  id: Int
            """
        try expectSnippet(
            graph, declaration: "protocol RouteSamples",
            """
            /// Sample values of the params without a default, a property per type: what `RouteGraph.sampleRoute(of:samples:)`
            /// builds a route of every screen from.
            protocol RouteSamples {
                var int: Int { get }
            }
            """)
        try expectSnippet(
            graph, declaration: "static func sampleRoute",
            """
                /// A route of `screen`, each param from `samples` (a default kept, `nil` for an optional): to follow
                /// `pathsToEveryScreen()`.
                static func sampleRoute(of screen: RouteScreen, samples: some RouteSamples) -> Route {
                    switch screen {
                    case .list: .list
                    case .detail: .detail(id: samples.int)
                    }
                }
            """)
    }

    /// The graph's button ids are one enum the runtime's `AlertButtonID` names; an id that is no
    /// Swift name keeps it as the raw value of the case named after it.
    @Test func anIdThatIsNoNameIsTheRawValueOfItsButtonsCase() throws {
        let graph = """
            graph:
              route: ShopRoute
              root: cart
            screens:
              cart:
                view: CartView
                transitions:
                  empty: { to: confirm-empty, style: alert }
              confirm-empty:
                kind: alert
                title: Empty the cart?
                buttons:
                  empty: { title: Empty, role: destructive }
                  "keep-it": Keep
            """
        try expectSnippet(
            graph, declaration: "enum ShopRouteButton",
            """
            /// Every alert button of the graph, by id: `try state.alerts.tap(.empty)`.
            enum ShopRouteButton: Swift.String, Swift.Hashable, Swift.Sendable, Swift.CaseIterable {
                case empty
                case keepIt = "keep-it"
            }
            """)
        try expectSnippet(
            graph, declaration: "typealias AlertButtonID",
            """
                typealias AlertButtonID = ShopRouteButton
            """)
    }

    /// A message too long for its line is a multi-line literal whose lines end in `\`: the same
    /// text, broken after its own spaces at 120 columns.
    @Test func anAlertsLongMessageIsAMultiLineLiteral() throws {
        let graph = """
            graph:
              root: devices
            screens:
              devices:
                view: DevicesView
                transitions:
                  removeAll: { to: confirmRemoval, style: alert }
              confirmRemoval:
                kind: alert
                title: Remove all devices?
                message: "Are you sure you wish to delete all selected devices? All selected sessions will be logged out, and their keys forgotten."
                buttons:
                  remove: { title: Remove, role: destructive }
            """
        try expectSnippet(
            graph, declaration: "static func alert(for route",
            #"""
                /// The title, message and buttons of an alert route; nil for any other route.
                static func alert(for route: Route) -> ScreenNavigation.Navigation.AlertContent<Route>? {
                    switch route {
                    case .confirmRemoval:
                        return ScreenNavigation.Navigation.AlertContent(
                            title: "Remove all devices?",
                            message: """
                                Are you sure you wish to delete all selected devices? All selected sessions will be logged out, \
                                and their keys forgotten.
                                """,
                            buttons: [.init(id: "remove", title: "Remove", role: .destructive)]
                        )
                    default: return nil
                    }
                }
            """#)
    }

    /// A screen's title fills its params in; one too long for its case's line goes below the
    /// pattern, and then to lines of its own, broken after its spaces.
    @Test func aLongTitleWithAParamIsAMultiLineLiteral() throws {
        let graph = """
            graph:
              root: home
            screens:
              home:
                view: HomeView
                title: Home
                transitions:
                  open: devices
              devices:
                view: DevicesView
                params:
                  owner: String
                title: "The devices {owner} signed in with: the ones used every day, the ones forgotten in a drawer, and the rest"
            """
        try expectSnippet(
            graph, declaration: "static func title(for route",
            #"""
                /// The display title of a screen, with its params filled in; nil where none is declared.
                static func title(for route: Route) -> Swift.String? {
                    switch route {
                    case .home: return "Home"
                    case .devices(let owner):
                        return """
                            The devices \(Swift.String(describing: owner)) signed in with: the ones used every day, the ones \
                            forgotten in a drawer, and the rest
                            """
                    }
                }
            """#)
    }
}
