import Foundation
@_spi(Generated) import ScreenNavigation
import Testing

@testable import IceCubes

/// IceCubesApp's typical journeys (Examples/IceCubes), driven through the plugin-generated code:
/// each move is a method of the screen on top (`…Directions`), checked by the runtime against the
/// graph, exactly as the app's views would make it.
@MainActor
@Suite(.recordsNavigation)
struct IceCubesJourneyTests {
    typealias Error = NavigationError<IceCubesRouteGraph>

    let author = Account(id: "1", acct: "dimillian")
    let reader = Account(id: "2", acct: "reader")
    var post: Status { Status(id: "100", account: reader, content: "Ice Cubes 2.0 is out") }
    var theirPost: Status { Status(id: "101", account: author, content: "Thanks!") }

    /// A signed-in user with every tab shown (the iPad sidebar's set): every `requires: [signedIn]`
    /// holds.
    func signedIn() throws -> NavigationState<IceCubesRouteGraph> {
        try recordedState(roots: allTabs(account: reader), conditionHolds: { _ in true })
    }

    /// Home timeline → a post → its author's profile → one of their posts → the reply sheet:
    /// the drill-down the app is made of, every step a move of the screen on top.
    @Test func timelineToAuthorToTheirPostToReply() throws {
        let state = try signedIn()
        #expect(state.topRoute == .timelineTab)
        try TimelineTabDirections(state).openStatus(status: post)
        try StatusDetailWithStatusDirections(state, status: post).openAccount(account: author)
        try AccountDetailWithAccountDirections(state, account: author).openStatus(status: theirPost)
        try StatusDetailWithStatusDirections(state, status: theirPost).reply(status: theirPost)

        #expect(
            state.selectedStack.routes == [
                .timelineTab,
                .status(.detailWithStatus(status: post)),
                .account(.detailWithAccount(account: author)),
                .status(.detailWithStatus(status: theirPost)),
                .editor(.reply(status: theirPost)),
            ])
        #expect(state.selectedStack.entries.map(\.style) == [.push, .push, .push, .sheet])
        #expect(state.selectedStack.layers.count == 2)
        #expect(IceCubesRouteGraph.title(for: state.topRoute) == "Reply")
        #expect(IceCubesRouteGraph.title(for: .account(.detailWithAccount(account: author))) == "@dimillian")

        // Inside the reply sheet, the editor's own sheets stack on it (a sheet on a sheet).
        try EditorReplyDirections(state, status: theirPost).drafts()
        #expect(state.selectedStack.layers.count == 3)
        state.dismiss()
        state.dismiss()
        #expect(state.topRoute == .status(.detailWithStatus(status: theirPost)))
    }

    /// The drill-down loops on purpose (`cycle: intended`): a post's author, their post, that
    /// post's author again…, all legal pushes.
    @Test func theDrillDownGoesRoundAndRound() throws {
        let state = try signedIn()
        try TimelineTabDirections(state).openStatus(status: post)
        for _ in 0..<3 {
            try StatusDetailWithStatusDirections(state, status: post).openAccount(account: reader)
            try AccountDetailWithAccountDirections(state, account: reader).openStatus(status: post)
        }
        #expect(state.selectedStack.entries.count == 7)
        #expect(state.topRoute == .status(.detailWithStatus(status: post)))
    }

    /// A hashtag in a post opens the hashtag timeline: the status row's move fixes
    /// `accountId: nil` (`.hashTag(tag:, account: nil)` in the app), so the method takes only the
    /// tag; an account page's featured tag passes the account (FeaturedTagsView.swift:18).
    @Test func aHashtagFromAPostOpensItsTimeline() throws {
        let state = try signedIn()
        try TimelineTabDirections(state).openStatus(status: post)
        try StatusDetailWithStatusDirections(state, status: post).openHashtag(tag: "swiftui")
        #expect(state.topRoute == .timeline(.hashtag(tag: "swiftui", accountId: nil)))
        #expect(IceCubesRouteGraph.title(for: state.topRoute) == "#swiftui")

        // From the hashtag timeline, a post's author, then their featured tag.
        try TimelineHashtagDirections(state, tag: "swiftui", accountId: nil).openAccount(account: author)
        try AccountDetailWithAccountDirections(state, account: author).openFeaturedTag(
            tag: "icecubes", accountId: author.id)
        #expect(state.topRoute == .timeline(.hashtag(tag: "icecubes", accountId: "1")))
    }

    /// The toolbar is one transition set included by 14 tab roots: the same `compose()` on each,
    /// opening the same editor sheet with the visibility's default, `.pub`.
    @Test func composeFromSeveralTabRoots() throws {
        let state = try signedIn()
        let composeOn: [(root: Int, compose: () throws(Error) -> Void)] = [
            (0, { () throws(Error) in try TimelineTabDirections(state).compose() }),
            (1, { () throws(Error) in try NotificationsTabDirections(state).compose() }),
            (3, { () throws(Error) in try ExploreTabDirections(state).compose() }),
            (4, { () throws(Error) in try MessagesTabDirections(state).compose() }),
            (10, { () throws(Error) in try BookmarksTabDirections(state).compose() }),
            (15, { () throws(Error) in try LinksTabDirections(state).compose() }),
        ]
        for (root, compose) in composeOn {
            try state.select(rootAt: root)
            try compose()
            #expect(state.selectedStack.entries == [RouteEntry(.editor(.new(visibility: .pub)), style: .sheet)])
            state.dismiss()
        }
        // Profile has no ToolbarTab (ProfileTab.swift): its stack cannot present the account switcher.
        try state.select(rootAt: 9)
        #expect(state.topRoute == .profileTab(account: reader))
        #expect(throws: Error.illegalTransition(from: .profileTab, to: .accountSwitcher, style: .sheet)) {
            try state.perform(Move(from: .profileTab, to: .accountSwitcher, style: .sheet))
        }
    }

    /// Blocking the author asks in a confirmation dialog (StatusRowView.swift:216-229): an alert
    /// to the navigation state, shown as a dialog.
    @Test func blockingAsksInAConfirmationDialog() throws {
        let state = try signedIn()
        try TimelineTabDirections(state).openStatus(status: post)
        try StatusDetailWithStatusDirections(state, status: post).confirmBlock()
        let dialog = state.topRoute
        #expect(state.activeStack.topScreen == .statusConfirmBlockAuthor)
        #expect(IceCubesRouteGraph.alert(for: dialog)?.presentation == .confirmationDialog)
        #expect(try state.alerts.tap(.cancel) == .reported(id: "cancel", alert: dialog))
        #expect(state.activeStack.topScreen == .statusDetailWithStatus)
    }

    /// Delete from a post's menu: the confirmation is an alert whose Delete button reports to the
    /// app (which deletes) and whose Cancel dismisses; the translation-error alert's button opens
    /// Settings as a sheet.
    @Test func deleteConfirmationAndAnAlertButtonThatNavigates() throws {
        let state = try signedIn()
        try TimelineTabDirections(state).openStatus(status: theirPost)
        let detail = StatusDetailWithStatusDirections(state, status: theirPost)
        try detail.confirmDelete()
        let alert = try #require(state.selectedStack.presentedAlertContent)
        #expect(alert.title == "Delete this post?")
        #expect(alert.message == "This post will be deleted.")
        #expect(alert.buttons.map(\.id) == ["delete", "cancel"])
        #expect(alert.buttons.map(\.role) == [.destructive, .cancel])
        // Nothing else moves while the alert is up.
        #expect(throws: Error.alertPresented(alert: .statusConfirmDelete)) { try detail.reply(status: theirPost) }
        #expect(try state.alerts.tap(.delete) == .reported(id: "delete", alert: .status(.confirmDelete)))
        #expect(state.topRoute == .status(.detailWithStatus(status: theirPost)))

        try detail.deeplError()
        #expect(try state.alerts.tap(.translate) == .navigated(to: .settings(.modal), style: .sheet))
        #expect(
            state.selectedStack.routes.suffix(3) == [
                .status(.detailWithStatus(status: theirPost)), .settings(.modal), .settings(.translation),
            ])
    }

    /// Followers: `AccountsListView(mode: .followers(accountId:))` in the app, a screen of its own
    /// here; a follower's row opens their profile, and their menu's Message fixes `.direct`.
    @Test func followersListAndItsRows() throws {
        let state = try signedIn()
        try TimelineTabDirections(state).openStatus(status: theirPost)
        try StatusDetailWithStatusDirections(state, status: theirPost).openAccount(account: author)
        try AccountDetailWithAccountDirections(state, account: author).followers(accountId: author.id)
        #expect(state.topRoute == .account(.followers(accountId: "1")))
        #expect(IceCubesRouteGraph.title(for: state.topRoute) == "Followers")

        let followers = AccountFollowersDirections(state, accountId: author.id)
        try followers.messageAccount(account: reader)
        #expect(state.topRoute == .editor(.mention(account: reader, visibility: .direct)))
        state.dismiss()
        try followers.mentionAccount(account: reader, visibility: .pub)
        #expect(state.topRoute == .editor(.mention(account: reader, visibility: .pub)))
        #expect(IceCubesRouteGraph.title(for: state.topRoute) == "Mention @reader")
        state.dismiss()
        try followers.openRowAccount(account: reader)
        #expect(state.topRoute == .account(.detailWithAccount(account: reader)))
    }

    /// A status row's Mention and Message open the same editor screen with the literal visibility
    /// each passes in the app (StatusRowContextMenu.swift:284, 297).
    @Test func mentionAndMessageFixTheirVisibility() throws {
        let state = try signedIn()
        let timeline = TimelineTabDirections(state)
        try timeline.mention(account: author)
        #expect(state.topRoute == .editor(.mention(account: author, visibility: .pub)))
        state.dismiss()
        try timeline.message(account: author)
        #expect(state.topRoute == .editor(.mention(account: author, visibility: .direct)))
    }

    /// Each tab keeps its own stack; selecting a tab shows it as it was left.
    @Test func switchingTabsKeepsEachStack() throws {
        let state = try signedIn()
        #expect(state.stacks.count == 16)
        try TimelineTabDirections(state).openStatus(status: post)

        try state.select(rootAt: 3)
        #expect(state.topRoute == .exploreTab)
        try ExploreTabDirections(state).trendingTags(tags: [Tag(name: "swift")])
        try ExploreTagsListDirections(state, tags: [Tag(name: "swift")]).openTag(tag: "swift")
        #expect(state.topRoute == .timeline(.hashtag(tag: "swift", accountId: nil)))

        try state.select(rootAt: 4)
        try MessagesTabDirections(state).openConversation(conversation: Conversation(id: "c", accounts: [author]))
        #expect(state.topRoute == .messages(.detail(conversation: Conversation(id: "c", accounts: [author]))))

        try state.select(rootAt: 0)
        #expect(state.topRoute == .status(.detailWithStatus(status: post)))
        #expect(state.stacks[3].routes.count == 3)
        #expect(state.stacks[4].routes.count == 2)
        #expect(throws: Error.rootIndexOutOfRange(index: 16, count: 16)) { try state.select(rootAt: 16) }
    }

    /// Signed out, a guarded screen is refused and the navigation is kept; after sign-in it resumes.
    @Test func replyingSignedOutWaitsForSignIn() throws {
        let state = try recordedState(roots: IceCubesTabs.signedOut)  // no condition holds
        try TimelineTabDirections(state).openStatus(status: post)  // posts are public
        #expect(throws: Error.conditionNotMet(condition: .signedIn, screen: .editorReply)) {
            try StatusDetailWithStatusDirections(state, status: post).reply(status: post)
        }
        #expect(state.topRoute == .status(.detailWithStatus(status: post)))
        #expect(state.guards.pendingNavigation?.routes.last == .editor(.reply(status: post)))

        state.guards.conditionHolds = { $0 == .signedIn }
        try state.guards.resumePendingNavigation()
        #expect(state.topRoute == .editor(.reply(status: post)))
        #expect(state.guards.pendingNavigation == nil)
    }
}

/// `dismiss: true` in the app: the account switcher closes and the tab beneath moves; the
/// content filter sheet is replaced by the filters list.
@MainActor
@Suite(.recordsNavigation)
struct IceCubesDismissTests {
    let me = Account(id: "1", acct: "dimillian")

    @Test func theAccountSwitcherClosesThenTheTabMoves() throws {
        let state = try recordedState(roots: IceCubesTabs.iPhoneDefault(account: me), conditionHolds: { _ in true })
        try TimelineTabDirections(state).accounts()
        #expect(state.topRoute == .accountSwitcher)
        try AccountSwitcherDirections(state).openProfile(account: me)
        #expect(state.selectedStack.entries == [RouteEntry(.account(.detailWithAccount(account: me)), style: .push)])

        try state.select(rootAt: 2)
        try ExploreTabDirections(state).accounts()
        try AccountSwitcherDirections(state).settings()
        #expect(state.selectedStack.entries == [RouteEntry(.settings(.modal), style: .sheet)])
    }
}

/// Results from presented screens (`returns:`): the tag-group header awaits the saved group, the
/// editor's drafts picker hands back the chosen draft, and a picker closed without choosing
/// answers nil.
@MainActor
@Suite(.recordsNavigation)
struct IceCubesResultTests {
    let me = Account(id: "1", acct: "dimillian")

    @Test func theTagGroupHeaderAwaitsTheSavedGroup() async throws {
        let state = try recordedState(roots: IceCubesTabs.iPhoneDefault(account: me), conditionHolds: { _ in true })
        let group = TagGroup(title: "Swift", tags: ["swift", "swiftui"])
        async let saved = TimelineTabDirections(state).editTagGroupForResult(tagGroup: group)
        for _ in 0..<1_000 where state.activeStack.topScreen != .timelineEditTagGroup { await Task.yield() }
        let edited = TagGroup(title: "Swift", tags: ["swift", "swiftui", "swiftdata"])
        try TimelineEditTagGroupDirections(state, tagGroup: group).finish(with: edited)
        #expect(try await saved == edited)
        #expect(state.selectedStack.isAtRoot)
    }

    /// The awaiting task cancelled (its view went away): the wait ends with nil, and the screen
    /// stays where it is, for the user to finish or leave.
    @Test func aCancelledWaitEndsWithNil() async throws {
        let state = try recordedState(roots: IceCubesTabs.iPhoneDefault(account: me), conditionHolds: { _ in true })
        let group = TagGroup(title: "Swift", tags: ["swift"])
        let waiting = Task { try await TimelineTabDirections(state).editTagGroupForResult(tagGroup: group) }
        for _ in 0..<1_000 where state.activeStack.topScreen != .timelineEditTagGroup { await Task.yield() }
        waiting.cancel()
        #expect(try await waiting.value == nil)
        #expect(state.activeStack.topScreen == .timelineEditTagGroup)
    }

    @Test func theDraftsPickerAnswersWithTheDraftOrNil() throws {
        let state = try recordedState(roots: IceCubesTabs.iPhoneDefault(account: me), conditionHolds: { _ in true })
        try TimelineTabDirections(state).compose()
        var chosen: [Draft?] = []
        try EditorNewDirections(state, visibility: .pub).drafts { chosen.append($0) }
        let draft = Draft(id: "d1", content: "Half a thought")
        try EditorDraftsDirections(state).finish(with: draft)
        #expect(chosen == [draft])
        #expect(state.activeStack.topScreen == .editorNew)

        try EditorNewDirections(state, visibility: .pub).drafts { chosen.append($0) }
        state.dismiss()  // swiped away
        #expect(chosen == [draft, nil])
    }
}

/// Moves the graph does not allow are refused, whatever asks for them, and change nothing.
@MainActor
@Suite(.recordsNavigation)
struct IceCubesIllegalMoveTests {
    typealias Error = NavigationError<IceCubesRouteGraph>

    @Test func aMoveTheGraphDoesNotDeclareIsRefused() throws {
        let post = Status(id: "7", account: Account(id: "3", acct: "someone"))
        let state = try recordedState(roots: allTabs(account: post.account), conditionHolds: { _ in true })
        // The Lists tab shows lists, not posts: it does not include the status row's set, so it has
        // no openStatus method, and the runtime refuses the move made by hand.
        try state.select(rootAt: 14)
        #expect(throws: Error.illegalTransition(from: .listsTab, to: .statusDetailWithStatus, style: .push)) {
            try state.perform(Move(from: .listsTab, to: .status(.detailWithStatus(status: post)), style: .push))
        }
        // A declared target in an undeclared style: the editor is a sheet, never a push.
        try state.select(rootAt: 0)
        #expect(throws: Error.illegalTransition(from: .timelineTab, to: .editorNew, style: .push)) {
            try state.containers.push(.editor(.new()))
        }
        // A stale button: directions of a screen that is no longer on top.
        let timeline = TimelineTabDirections(state)
        try timeline.openStatus(status: post)
        #expect(throws: Error.notOnTop(expected: .timelineTab, actual: .statusDetailWithStatus)) {
            try timeline.openStatus(status: post)
        }
        // A whole stack that skips a step.
        #expect(throws: Error.noTransition(from: .timelineTab, to: .accountFollowers)) {
            try state.containers.jump(to: [.account(.followers(accountId: "1"))])
        }
        #expect(state.selectedStack.routes == [.timelineTab, .status(.detailWithStatus(status: post))])
    }
}

/// The graph's size and what the shared transition sets give each screen, read from the
/// generated graph data (the runtime's transition table keeps one (from, to, style) per move).
@MainActor
@Suite(.recordsNavigation)
struct IceCubesGraphTests {
    let table = IceCubesRouteGraph.transitions

    @Test func screensAndMoves() {
        #expect(IceCubesRouteScreen.allCases.count == 112)
        #expect(IceCubesRouteGraph.alertScreens.count == 15)
        #expect(IceCubesRouteScreen.allCases.filter { !IceCubesRouteGraph.conditions(for: $0).isEmpty }.count == 29)
        // 941 declared transitions (moves that share a target and a style, like Mention and
        // Message, are one entry), 2 alert buttons that navigate, and the steps the account
        // switcher's and the content filter's `dismiss` moves make from the screens that present
        // them (the timeline tab gains "push the current account's profile"). The 6 `anywhere`
        // moves are allowed from every screen, not listed per screen.
        #expect(table.transitions.count == 879)
        #expect(table.transitions(from: .timelineTab).count == 34)
        #expect(table.transitions(from: .accountDetailWithAccount).count == 34)
        #expect(table.allowsFromAnywhere(to: .settingsModal, style: .sheet))
        #expect(table.allows(from: .statusDetailWithStatus, to: .editorNew, style: .sheet))
        #expect(!table.allowsFromAnywhere(to: .editorNew, style: .push))
    }

    /// The status row's core block is declared once, its drill-down moves marked
    /// `cycle: intended` there, and included by 24 screens, inside the drill-down (post and
    /// account pages, hashtag, link and quotes timelines) and outside it (tab roots, list and
    /// trending timelines, notifications): each has all 16 of its moves.
    @Test func theStatusRowSetReachesItsTwentyFourScreens() {
        let statusCore: [(IceCubesRouteScreen, TransitionStyle)] = [
            (.statusDetailWithStatus, .push), (.statusRemoteDetail, .push), (.statusDetail, .push),
            (.accountDetail, .push), (.timelineHashtag, .push),
            (.editorReply, .sheet), (.editorQuote, .sheet), (.editorEdit, .sheet), (.statusReport, .sheet),
            (.statusSelectText, .sheet), (.mediaViewer, .sheet),
            (.statusConfirmDelete, .alert), (.statusConfirmBlockAuthor, .alert), (.statusDeeplError, .alert),
            (.statusInstanceTranslationError, .alert), (.statusAltText, .alert),
        ]
        let rowScreens = IceCubesRouteScreen.allCases.filter {
            table.allows(from: $0, to: .statusConfirmDelete, style: .alert)
        }
        #expect(rowScreens.count == 24)
        #expect(
            Set(rowScreens) == [
                .timelineTab, .filterTab, .trendingTab, .localTab, .federatedTab, .notificationsTab, .mentionsTab,
                .exploreTab,
                .profileTab, .bookmarksTab, .favoritesTab, .metricsTab,
                .accountDetail, .accountDetailWithAccount, .accountMetrics, .notificationsForAccount,
                .statusDetail, .statusDetailWithStatus, .statusRemoteDetail,
                .timelineHashtag, .timelineList, .timelineLink, .timelineQuotes, .timelineTrending,
            ])
        for screen in rowScreens {
            for (target, style) in statusCore {
                #expect(table.allows(from: screen, to: target, style: style), "\(screen) → \(target) \(style)")
            }
        }
    }

    /// The toolbar set: 6 moves on 15 tab roots, not on Profile and Settings.
    @Test func theToolbarSetReachesFifteenRoots() {
        let toolbar: [IceCubesRouteScreen] = [
            .editorNew, .accountSwitcher, .settingsAddAccount, .settingsModal, .settingsAboutSheet,
            .settingsSupportSheet,
        ]
        let roots = IceCubesRouteGraph.rootScreens
        let withToolbar = roots.filter { table.allows(from: $0, to: .accountSwitcher, style: .sheet) }
        #expect(withToolbar.count == 15)
        #expect(Set(roots).subtracting(withToolbar) == [.profileTab, .settingsTab])
        for root in withToolbar {
            #expect(toolbar.allSatisfy { table.allows(from: root, to: $0, style: .sheet) }, "\(root)")
        }
    }
}

/// `icecubesapp://<host>/tags/<tag>` and `/web/statuses/<id>` (Router.swift:164-205, 228-269),
/// pushed on the current tab's stack over whatever it shows, as the app does (`anywhere: true`).
@MainActor
@Suite(.recordsNavigation)
struct IceCubesDeepLinkTests {
    let me = Account(id: "1", acct: "dimillian")

    @Test func linksOpenAHashtagOrAPostOverWhatIsShown() throws {
        let state = try recordedState(roots: IceCubesTabs.signedOut)
        try state.links.open(link: "icecubesapp://mastodon.social/tags/swiftlang")
        #expect(state.selectedRootIndex == 0)
        #expect(state.selectedStack.routes == [.timelineTab, .timeline(.hashtag(tag: "swiftlang", accountId: nil))])

        try state.links.open(link: "icecubesapp://mastodon.social/web/statuses/109")
        #expect(
            state.selectedStack.routes == [
                .timelineTab, .timeline(.hashtag(tag: "swiftlang", accountId: nil)), .status(.detail(statusId: "109")),
            ])

        // On another tab, over a sheet: pushed there.
        let signedIn = try recordedState(roots: IceCubesTabs.iPhoneDefault(account: me), conditionHolds: { _ in true })
        try signedIn.select(rootAt: 2)
        try IceCubesRouteAnywhere(signedIn).menuSettings()
        try signedIn.links.open(URL(string: "icecubesapp://pixelfed.social/discover/tags/photography")!)
        #expect(signedIn.selectedRootIndex == 2)
        #expect(signedIn.topRoute == .timeline(.hashtag(tag: "photography", accountId: nil)))
        #expect(signedIn.selectedStack.layers.count == 2, "pushed inside the sheet shown")
    }

    @Test func linksPrintBackAndUnknownShapesFail() throws {
        let hashtag = Navigation.DeepLinkDestination<IceCubesRoute>(overShown: [
            .timeline(.hashtag(tag: "swift", accountId: nil))
        ])
        #expect(IceCubesRouteGraph.link(for: hashtag) == "icecubesapp:///tags/swift")
        #expect(try IceCubesRouteGraph.destination(forLink: "icecubesapp:///tags/swift") == hashtag)
        // A featured tag's timeline (with an account) has no link, nor a root's stack.
        #expect(
            IceCubesRouteGraph.link(
                for: Navigation.DeepLinkDestination(overShown: [.timeline(.hashtag(tag: "swift", accountId: "1"))]))
                == nil)
        #expect(
            IceCubesRouteGraph.link(
                for: Navigation.DeepLinkDestination(
                    rootIndex: 0, routes: [.timeline(.hashtag(tag: "swift", accountId: nil))]))
                == nil)

        let state = try recordedState(roots: IceCubesTabs.signedOut)
        // The app's `/@user/<id>` status links have no pattern (mapping.md, "Deep links").
        #expect(throws: Navigation.DeepLinkFailure.noMatch(path: "/@dimillian/109")) {
            try state.links.open(link: "icecubesapp://mastodon.social/@dimillian/109")
        }
        #expect(throws: Navigation.DeepLinkFailure.unknownScheme("https")) {
            try state.links.open(link: "https://mastodon.social/tags/swift")
        }
        #expect(state.selectedStack.isAtRoot)
    }
}

/// The 16 declared tabs in declared order, the profile tab showing `account`.
func allTabs(account: Account) -> [IceCubesRoute] {
    [
        .timelineTab, .notificationsTab, .mentionsTab, .exploreTab, .messagesTab, .settingsTab, .trendingTab,
        .federatedTab, .localTab, .profileTab(account: account), .bookmarksTab, .favoritesTab, .metricsTab,
        .followedTagsTab, .listsTab, .linksTab,
    ]
}

/// Tabs are app state (Tabs.swift): which roots are shown, in which order, and the signed-in
/// account the profile tab shows, are chosen by the app and validated by the runtime.
@MainActor
@Suite(.recordsNavigation)
struct IceCubesTabSetTests {
    typealias Error = NavigationError<IceCubesRouteGraph>

    let me = Account(id: "1", acct: "dimillian")
    let other = Account(id: "3", acct: "other")
    let post = Status(id: "100", account: Account(id: "2", acct: "reader"), content: "Ice Cubes 2.0 is out")

    /// Signed out: two tabs. Signing in shows the iPhone's five; the timeline keeps its stack and
    /// its selection, the profile tab shows the account that signed in.
    @Test func signingInShowsTheUsersTabs() throws {
        let state = try recordedState(roots: IceCubesTabs.signedOut, conditionHolds: { _ in true })
        #expect(state.containers.roots == [.timelineTab, .settingsTab])
        try TimelineTabDirections(state).openStatus(status: post)
        // Signed out, a link into the profile waits for its tab.
        #expect(throws: Navigation.DeepLinkFailure.rootNotShown(root: "profile-tab")) {
            try state.links.open(Navigation.DeepLinkDestination(rootIndex: 9, routes: []))
        }
        #expect(state.links.pendingLink == Navigation.DeepLinkDestination(rootIndex: 9, routes: []))
        state.guards.cancelPendingNavigation()

        try state.containers.setRoots(IceCubesTabs.iPhoneDefault(account: me))
        #expect(
            state.containers.roots.map(IceCubesRouteGraph.screen(of:)) == [
                .timelineTab, .notificationsTab, .exploreTab, .messagesTab, .profileTab,
            ])
        #expect(state.selectedRootIndex == 0)
        #expect(state.topRoute == .status(.detailWithStatus(status: post)))
        try state.select(rootAt: 4)
        #expect(state.topRoute == .profileTab(account: me))
        try ProfileTabDirections(state, account: me).openStatus(status: post)

        // An account switch: the profile tab's root changes, so its stack starts anew.
        try state.containers.setRoots(IceCubesTabs.iPhoneDefault(account: other))
        #expect(state.topRoute == .profileTab(account: other))
        #expect(state.stacks[0].routes.count == 2)
    }

    /// A tapped push notification (IceCubesApp+Scene.swift:53-59 → NotificationTab.swift:62-76):
    /// made over whatever is shown (`anywhere:`), here a post deep in the timeline tab. The
    /// Notifications tab is selected, back at its root, and the post pushed there; without that
    /// tab shown, the move is refused and nothing changes.
    @Test func aPushNotificationOpensThePostInTheNotificationsTab() throws {
        let state = try recordedState(roots: IceCubesTabs.iPhoneDefault(account: me), conditionHolds: { _ in true })
        try state.select(rootAt: 1)
        try NotificationsTabDirections(state).policy()  // left open earlier
        try state.select(rootAt: 0)
        try TimelineTabDirections(state).openStatus(status: post)
        try IceCubesRouteAnywhere(state).notificationStatus(status: post)
        #expect(state.selectedRootIndex == 1)
        #expect(state.selectedStack.routes == [.notificationsTab, .status(.detailWithStatus(status: post))])
        #expect(state.stacks[0].routes.count == 2, "the timeline stays as it was")

        try state.containers.setRoots(IceCubesTabs.signedOut)
        #expect(throws: Error.rootNotShown(root: .notificationsTab)) {
            try IceCubesRouteAnywhere(state).notificationAccount(account: me)
        }
    }

    /// The `.post` pseudo-tab and the App Intents present the editor over whatever is shown: a
    /// post, a sheet on it; under an alert, nothing is (the alert must be answered first).
    @Test func anAppIntentPresentsTheEditorOverWhateverIsShown() throws {
        let state = try recordedState(roots: IceCubesTabs.iPhoneDefault(account: me), conditionHolds: { _ in true })
        try TimelineTabDirections(state).openStatus(status: post)
        try IceCubesRouteAnywhere(state).sharedText(text: "Look")
        #expect(state.topRoute == .editor(.prefilled(text: "Look", visibility: .pub)))
        #expect(state.selectedStack.entries.map(\.style) == [.push, .sheet])
        try IceCubesRouteAnywhere(state).menuSettings()  // a sheet on the sheet
        #expect(state.selectedStack.layers.count == 3)

        state.dismiss()
        try EditorPrefilledDirections(state, text: "Look", visibility: .pub).confirmDiscard()
        let before = state.stacks
        #expect(throws: Error.alertPresented(alert: .editorDiscard)) { try IceCubesRouteAnywhere(state).postTab() }
        #expect(state.stacks == before)
    }

    /// The iPad sidebar shows a tab per list and per followed tag (AppView.swift:88-112): one root
    /// screen, `filter-tab`, showing a stack per filter. Each keeps its own stack; a notification's
    /// `select-root` and `setRoots` keep the selected one.
    @Test func theIPadSidebarHasATabPerList() throws {
        let swift = Models.List(id: "l1", title: "Swift")
        let design = Models.List(id: "l2", title: "Design")
        let tabs = IceCubesTabs.iPad(account: me, lists: [swift, design], tags: ["icecubes"])
        let state = try recordedState(roots: tabs, conditionHolds: { _ in true })
        let swiftTab = try #require(tabs.firstIndex(of: .filterTab(filter: .list(list: swift))))
        let designTab = try #require(tabs.firstIndex(of: .filterTab(filter: .list(list: design))))
        try state.select(rootAt: designTab)
        try FilterTabDirections(state, filter: .list(list: design)).openStatus(status: post)
        #expect(state.stacks[designTab].routes.count == 2)
        #expect(state.stacks[swiftTab].isAtRoot)
        #expect(IceCubesRouteGraph.title(for: state.stacks[swiftTab].root) == "list(list: Swift)")
        // A move or link into `filter-tab` uses the selected one of its stacks, else the first.
        #expect(state.containers.stackIndex(ofRoot: .filterTab) == designTab)
        try state.select(rootAt: 0)
        #expect(state.containers.stackIndex(ofRoot: .filterTab) == swiftTab)
        try state.select(rootAt: designTab)

        // A new list appears: the selected tab stays selected, its stack kept.
        let more = IceCubesTabs.iPad(
            account: me, lists: [Models.List(id: "l0", title: "News"), swift, design], tags: [])
        try state.containers.setRoots(more)
        #expect(state.selectedStack.root == .filterTab(filter: .list(list: design)))
        #expect(state.selectedStack.routes.count == 2)
    }

    /// The translation alerts' button opens Settings already at Translation (StatusRowView.swift:
    /// 249-252 -> SettingsTab.swift:74-99): a sheet with a stack inside, in one tap (`then:`).
    @Test func aTranslationErrorOpensSettingsAtTranslation() throws {
        let state = try recordedState(roots: IceCubesTabs.iPhoneDefault(account: me), conditionHolds: { _ in true })
        try TimelineTabDirections(state).openStatus(status: post)
        try StatusDetailWithStatusDirections(state, status: post).instanceTranslationError()
        #expect(try state.alerts.tap(.translate) == .navigated(to: .settings(.modal), style: .sheet))
        #expect(state.selectedStack.routes.suffix(2) == [.settings(.modal), .settings(.translation)])
        #expect(state.selectedStack.entries.suffix(2).map(\.style) == [.sheet, .push])
    }

    /// Editing is for one's own posts only (StatusRowContextMenu.swift:185): `ownPost` is a
    /// condition of the route, asked with the post being edited. Someone else's post is refused
    /// and nothing changes.
    @Test func onlyOnesOwnPostCanBeEdited() throws {
        let mine = Status(id: "7", account: me, content: "Mine")
        let state = try recordedState(roots: IceCubesTabs.iPhoneDefault(account: me)) { condition, route in
            switch (condition, route) {
            case (.ownPost, .editor(.edit(let status))): status.account == me
            default: true
            }
        }
        try TimelineTabDirections(state).edit(status: mine)
        #expect(state.topRoute == .editor(.edit(status: mine)))
        state.dismiss()
        let before = state.stacks
        #expect(throws: Error.conditionNotMet(condition: .ownPost, screen: .editorEdit)) {
            try TimelineTabDirections(state).edit(status: post)
        }
        #expect(state.stacks == before)
    }

    /// A root set is checked like every move: only declared roots, each route once, at least one.
    @Test func rootSetsAreChecked() throws {
        #expect(throws: Error.noRoots) { try NavigationState<IceCubesRouteGraph>(roots: []) }
        #expect(throws: Error.notARoot(screen: .statusDetail)) {
            try NavigationState<IceCubesRouteGraph>(roots: [.timelineTab, .status(.detail(statusId: "1"))])
        }
        #expect(throws: Error.duplicateRoot(screen: .profileTab)) {
            try NavigationState<IceCubesRouteGraph>(roots: [.profileTab(account: me), .profileTab(account: me)])
        }
        let state = try recordedState(roots: IceCubesTabs.signedOut)
        #expect(throws: Error.duplicateRoot(screen: .settingsTab)) {
            try state.containers.setRoots([.settingsTab, .settingsTab])
        }
        #expect(state.containers.roots == IceCubesTabs.signedOut)
    }
}
