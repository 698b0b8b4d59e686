import ScreenGenCore
import Testing

/// One construct a test: a YAML snippet and the exact Swift it generates for that construct, as
/// swift-openapi-generator's `SnippetBasedReferenceTests` do. The whole file is compiled in the
/// examples and the CI batch; here a reader sees what each construct costs, and a change to
/// what is generated shows as a line diff.
struct SnippetReferenceTests {
    @Test func aScreensTransitionsAreItsDirections() throws {
        try expectSnippet(
            """
            graph:
              route: ShopRoute
              root: catalog
            screens:
              catalog:
                view: CatalogView
                transitions:
                  open: { to: product, style: sheet }
              product:
                view: ProductView
                params:
                  id: Int
                  tab: { type: String, default: info }
            """,
            declaration: "struct CatalogDirections",
            """
            /// The legal moves from `catalog` through a navigator: one method per declared transition.
            @MainActor
            struct CatalogDirections {
                private let context: ShopRouteGraph.Context<Swift.Void>
                init(_ navigator: ShopRouteGraph.AnyNavigator) { context = .init(navigator, .catalog, ()) }
                init?(_ navigator: ShopRouteGraph.AnyNavigator, entry: Swift.AnyHashable?) {
                    guard ShopRouteGraph.isEntry(entry, of: .catalog) else { return nil }
                    context = .init(navigator, .catalog, anyEntry: entry, ())
                }
                func `open`(id: Int, tab: String = "info") throws(ShopRouteGraph.Failure) {
                    try _ShopRouteProductMove(context, id: id, tab: tab, .sheet)
                }
            }
            """)
    }

    /// A feature's directions, bound to their route or entry without naming the route enum:
    /// the graph-wide file builds and matches it (`._chat(…)`, `_chatRoute(ofEntry:)`), so a
    /// one-feature edit recompiles only that feature's file.
    @Test func aFeaturesDirectionsNeverNameTheRouteEnum() throws {
        try expectSnippet(
            files: [
                (
                    "app.yaml",
                    """
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
                    "chat.yaml",
                    """
                    feature: chat
                    screens:
                      thread:
                        view: ThreadView
                        params:
                          id: Int
                          draft: { type: String, default: "" }
                        transitions:
                          reply: { to: compose, style: sheet, args: { id: id } }
                      compose:
                        view: ComposeView
                        params:
                          id: Int
                    """
                ),
            ],
            declaration: "struct ChatThreadDirections",
            """
            /// The legal moves from `chat.thread` through a navigator: one method per declared transition.
            @MainActor
            struct ChatThreadDirections {
                private let context: RouteGraph.Context<Int>
                init(_ navigator: RouteGraph.AnyNavigator, id: Int, draft: String) {
                    context = .bound(navigator, chat: .thread(id: id, draft: draft), id)
                }
                init?(_ navigator: RouteGraph.AnyNavigator, entry: Swift.AnyHashable?) {
                    guard case .thread(let id, _)? = ChatRoute(entry: entry) else { return nil }
                    context = .init(navigator, .chatThread, anyEntry: entry, id)
                }
                func reply() throws(RouteGraph.Failure) { try context.move(chat: .compose(id: context.params), .sheet) }
            }
            """)
    }

    @Test func aParamPassedOnIsKeptInTheContext() throws {
        try expectSnippet(
            """
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
                transitions:
                  edit: { to: editor, style: cover, args: { id: id } }
              editor:
                view: EditorView
                params:
                  id: Int
            """,
            declaration: "struct DetailDirections",
            """
            /// The legal moves from `detail` through a navigator: one method per declared transition.
            @MainActor
            struct DetailDirections {
                private let context: RouteGraph.Context<Int>
                init(_ navigator: RouteGraph.AnyNavigator, id: Int) { context = _RouteDetailContext(navigator, id, id) }
                init?(_ navigator: RouteGraph.AnyNavigator, entry: Swift.AnyHashable?) {
                    guard let _params = _RouteDetailParams(ofEntry: entry) else { return nil }
                    context = .init(navigator, .detail, anyEntry: entry, _params)
                }
                func edit() throws(RouteGraph.Failure) { try _RouteEditorMove(context, id: context.params, .cover) }
            }
            """)
    }

    @Test func aLiveParamIsTakenAsItselfAndHeldAsALiveValue() throws {
        let graph = """
            graph:
              root: editor
            screens:
              editor:
                view: EditorView
                transitions:
                  emojis: { to: emoji-picker, style: sheet }
              emoji-picker:
                view: EmojiPicker
                params:
                  store: { type: EditorStore, live: true }
                  onPick: { type: "EmojiPicked?", live: closure }
            """
        try expectSnippet(
            graph, declaration: "enum Route:",
            """
            /// Every screen of the graph as a value: what a navigation stack holds.
            enum Route: Swift.Hashable, Swift.Sendable {
                case editor
                case emojiPicker(
                    store: ScreenNavigation.LiveValue<EditorStore>, onPick: ScreenNavigation.LiveValue<EmojiPicked>? = nil
                )
            }
            """)
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
                func emojis(store: EditorStore, onPick: EmojiPicked? = nil) throws(RouteGraph.Failure) {
                    try _RouteEmojiPickerMove(
                        context,
                        store: ScreenNavigation.LiveValue(store),
                        onPick: onPick.map { ScreenNavigation.LiveValue($0) },
                        .sheet
                    )
                }
            }
            """)
    }

    @Test func movesFromAnywhereAreOneTypeAndOneLineOfTheTable() throws {
        let graph = """
            graph:
              roots: [feed, inbox]
            anywhere:
              compose: { to: composer, style: sheet }
              notification: { select-root: inbox, to: post }
            screens:
              feed:
                view: FeedView
              inbox:
                view: InboxView
              post:
                view: PostView
                params:
                  id: Int
              composer:
                view: ComposerView
            """
        try expectSnippet(
            graph, declaration: "struct RouteAnywhere",
            """
            /// The moves declared under `anywhere:`, made over whatever screen is shown (a notification, a menu command):
            /// `RouteAnywhere(state).<action>(…)`.
            @MainActor
            struct RouteAnywhere {
                private let origin: RouteGraph.Origin
                init(_ navigator: RouteGraph.AnyNavigator) { origin = .init(anywhere: navigator) }
                func compose() throws(RouteGraph.Failure) { try _RouteComposerMove(origin, .sheet) }
                /// To the stack of root `inbox`, then `push` to `post`.
                func notification(id: Int) throws(RouteGraph.Failure) { try _RoutePostSelectRoot(origin, .inbox, id: id, .push) }
            }
            """)
        try expectSnippet(
            graph, declaration: "static let _transitions0",
            """
                static let _transitions0: Swift.String = \"\"\"
                    *: composer sheet
                    inbox: post push
                    \"\"\"
            """)
    }

    static let setGraph = """
        graph:
          roots: [home, feed]
        transition-sets:
          toolbar:
            settings: { to: settings, style: sheet }
            share: { to: share, style: sheet, args: { item: item } }
        screens:
          home:
            view: HomeView
            params:
              item: { type: Int, default: 0 }
            include: [toolbar]
          feed:
            view: FeedView
            params:
              item: { type: Int, default: 1 }
            include: [toolbar]
          settings:
            view: SettingsView
          share:
            view: ShareView
            params:
              item: Int?
        """

    /// Written once, whatever number of screens include it; the params it reads come from the
    /// screen, typed as what they fill (`Int` into `Int?`).
    @Test func aTransitionSetIsWrittenOnce() throws {
        try expectSnippet(
            Self.setGraph, declaration: "extension RouteGraph.ToolbarMoves",
            """
            extension RouteGraph.ToolbarMoves {
                func settings() throws(RouteGraph.Failure) { try _RouteSettingsMove(origin, .sheet) }
                func share() throws(RouteGraph.Failure) { try _RouteShareMove(origin, item: _toolbarMovesArguments, .sheet) }
            }
            """)
        try expectSnippet(
            Self.setGraph, declaration: "protocol ToolbarMoves",
            """
                /// The moves of transition set `toolbar`, written once: the directions of every screen that includes it conform.
                @MainActor
                protocol ToolbarMoves {
                    var origin: RouteGraph.Origin { get }
                    var _toolbarMovesArguments: Int? { get }
                }
            """)
        try expectSnippet(
            Self.setGraph, declaration: "struct FeedDirections",
            """
            /// The legal moves from `feed` through a navigator: one method per declared transition.
            @MainActor
            struct FeedDirections: RouteGraph.ToolbarMoves {
                private let context: RouteGraph.Context<Int>
                init(_ navigator: RouteGraph.AnyNavigator, item: Int) { context = _RouteFeedContext(navigator, item, item) }
                init?(_ navigator: RouteGraph.AnyNavigator, entry: Swift.AnyHashable?) {
                    guard let _params = _RouteFeedParams(ofEntry: entry) else { return nil }
                    context = .init(navigator, .feed, anyEntry: entry, _params)
                }
                var origin: RouteGraph.Origin { context }
                var _toolbarMovesArguments: Int? { context.params }
            }
            """)
    }

    @Test func aBackTransitionGoesBackThenMoves() throws {
        try expectSnippet(
            """
            graph:
              root: home
            screens:
              home:
                view: HomeView
                transitions:
                  start: step
              step:
                view: StepView
                transitions:
                  restart: { pop-to: home, to: step, style: sheet }
                  done: { pop-to: home }
            """,
            declaration: "struct StepDirections",
            """
            /// The legal moves from `step` through a navigator: one method per declared transition.
            @MainActor
            struct StepDirections {
                private let context: RouteGraph.Context<Swift.Void>
                init(_ navigator: RouteGraph.AnyNavigator) { context = .init(navigator, .step, ()) }
                init?(_ navigator: RouteGraph.AnyNavigator, entry: Swift.AnyHashable?) {
                    guard RouteGraph.isEntry(entry, of: .step) else { return nil }
                    context = .init(navigator, .step, anyEntry: entry, ())
                }
                /// Back to `home`, then `sheet` to `step`.
                func restart() throws(RouteGraph.Failure) { try _RouteStepBack(context, .home, false, .sheet) }
                /// Back to `home`.
                func done() throws(RouteGraph.Failure) { try context.back(to: .home, inclusive: false) }
            }
            """)
    }

    /// A feature's screens are entered through one helper per kind of move, in the graph-wide
    /// file: it wraps the feature's route, so no feature's file builds the top-level route.
    @Test func aFeaturesMovesGoThroughItsHelper() throws {
        let files = [
            (
                "app.yaml",
                """
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
                "chat.yaml",
                """
                feature: chat
                screens:
                  thread:
                    view: ThreadView
                    params:
                      id: Int
                """
            ),
        ]
        try expectSnippet(
            files: files, declaration: "extension ScreenNavigation.Navigation.MoveOrigin",
            """
            /// Each feature's moves, its route wrapped into `Route` here rather than in the caller's file.
            @MainActor
            extension ScreenNavigation.Navigation.MoveOrigin where Graph == RouteGraph {
                /// `move` into feature `chat`, its route wrapped here rather than in the caller's file.
                func move(chat to: ChatRoute, _ style: ScreenNavigation.TransitionStyle) throws(Graph.Failure) {
                    try self.move(.chat(to), style)
                }
            }
            """)
        try expectSnippet(
            files: files, declaration: "func `open`",
            """
                func `open`(id: Int) throws(RouteGraph.Failure) { try context.move(chat: .thread(id: id), .push) }
            """)
    }

    @Test func anAlertButtonThatGoesBackIsData() throws {
        try expectSnippet(
            """
            graph:
              root: list
            screens:
              list:
                view: ListView
                transitions:
                  open: item
              item:
                view: ItemView
                params:
                  id: Int
                transitions:
                  delete: { to: confirm, style: alert, args: { id: id } }
              confirm:
                kind: alert
                title: "Delete {id}?"
                params:
                  id: Int
                buttons:
                  delete: { title: Delete, role: destructive, pop-to: list }
                  cancel: { title: Cancel, role: cancel }
            """,
            declaration: "case .confirm(let id):",
            """
                    case .confirm(let id):
                        return ScreenNavigation.Navigation.AlertContent(
                            title: "Delete \\(Swift.String(describing: id))?",
                            buttons: [
                                .init(
                                    id: "delete",
                                    title: "Delete",
                                    role: .destructive,
                                    action: .goBack(ScreenNavigation.Navigation.AlertButtonBack(popTo: "list"))
                                ),
                                .init(id: "cancel", title: "Cancel", role: .cancel)
                            ]
                        )
            """)
    }

    /// The table the runtime checks moves against is data, a line per screen the moves start
    /// from; a transition set is stated once (`*0`) and named by each screen that includes it.
    @Test func theTransitionTableIsALinePerScreen() throws {
        try expectSnippet(
            Self.setGraph, declaration: "static let _transitions0",
            """
                static let _transitions0: Swift.String = \"\"\"
                    *0: settings sheet, share sheet
                    home: *0
                    feed: *0
                    \"\"\"
            """)
    }

    /// The screens' raw values are one list, read once at run time.
    @Test func theScreenNamesAreOneList() throws {
        try expectSnippet(
            Self.setGraph, declaration: "private static let _names",
            """
                /// The raw value of each case, in case order, separated by spaces.
                private static let _names = _Names(text: \"\"\"
                    home feed settings share
                    \"\"\")
            """)
    }

    // MARK: Support

    /// Compiles `files` and compares the declaration that starts at the line containing
    /// `declaration` (with the doc comment and attributes above it, through its closing brace,
    /// or its body for a `case`) with `expected`.
    func expectSnippet(
        files: [(name: String, text: String)], declaration: String, _ expected: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let sources = files.map {
            SourceFile(path: $0.name, displayPath: "screens/" + $0.name, contents: Array($0.text.utf8))
        }
        let result = ScreenGraphCompiler.check(sources)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.formatted))", sourceLocation: sourceLocation)
        let source = try #require(result.source(), sourceLocation: sourceLocation)
        let actual = try #require(
            Self.snippet(declaration, in: source), "no line contains '\(declaration)'", sourceLocation: sourceLocation)
        if actual != expected {
            Issue.record(
                Comment(
                    rawValue: "the generated snippet differs (- expected, + generated):\n" + Self.diff(expected, actual)
                ),
                sourceLocation: sourceLocation)
        }
    }

    func expectSnippet(
        _ yaml: String, declaration: String, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        try expectSnippet(
            files: [("app.yaml", yaml)], declaration: declaration, expected, sourceLocation: sourceLocation)
    }

    /// The lines of the declaration at the first line containing `marker`: the `///` and `@`
    /// lines above it, down to the line that closes it at its own indentation (or, for a line
    /// that opens nothing, the lines indented deeper below it; a closing line that opens the body,
    /// `) throws -> T {`, goes on).
    static func snippet(_ marker: String, in source: String) -> String? {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(where: { $0.contains(marker) }) else { return nil }
        let indent = lines[start].prefix { $0 == " " }.count
        var first = start
        while first > 0 {
            let above = lines[first - 1].drop { $0 == " " }
            guard above.hasPrefix("///") || above.hasPrefix("@") else { break }
            first -= 1
        }
        var end = start
        while end + 1 < lines.count {
            let next = lines[end + 1]
            if next.isEmpty {
                // A blank line inside the declaration: go on when what follows is still in it.
                guard let following = lines[(end + 1)...].first(where: { !$0.isEmpty }) else { break }
                let followingIndent = following.prefix { $0 == " " }.count
                guard
                    followingIndent > indent || (followingIndent == indent && following.dropFirst(indent).first == "}")
                else { break }
                end += 1
                continue
            }
            let nextIndent = next.prefix { $0 == " " }.count
            if nextIndent < indent { break }
            if nextIndent == indent {
                // A closing line ends the declaration, unless it opens what follows (`) throws -> T {`).
                guard let closing = next.dropFirst(indent).first, "})]".contains(closing) else { break }
                end += 1
                if let last = next.last, "{([".contains(last) { continue }
                break
            }
            end += 1
        }
        return lines[first...end].joined(separator: "\n")
    }

    /// A plain line diff: every line, those only one side has marked, in order (the alignment
    /// of `UnifiedDiff`, without its hunks: a snippet is short).
    static func diff(_ expected: String, _ actual: String) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        return UnifiedDiff.align(old, new).map { "\($0.mark) \($0.text)" }.joined(separator: "\n")
    }
}
