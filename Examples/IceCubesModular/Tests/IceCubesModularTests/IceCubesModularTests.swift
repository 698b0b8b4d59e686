import Account
import Conversations
import Env
import Explore
import Foundation
import IceCubesApp
import Lists
import MediaUI
import Models
import Notifications
@_spi(Generated) import ScreenNavigation
import StatusKit
import Testing
import Timeline

// The journeys of Tests/IceCubesTests (the one-target example), with the graph split into
// packages. The tab roots' moves are the app target's generated directions; every move made
// from a feature's screen goes through that feature package's `…Actions`, which call the
// package's own generated directions: StatusKit and Account move into each other, and so do
// Account and Timeline, without importing each other.

/// IceCubesApp's typical journeys, driven through the plugin-generated code: each move is a
/// method of the screen on top, checked by the runtime against the graph, exactly as the app's
/// views would make it.
@MainActor
struct IceCubesJourneyTests {
    typealias Error = NavigationError<IceCubesRouteGraph>

    let author = Account(id: "1", acct: "dimillian")
    let reader = Account(id: "2", acct: "reader")
    var post: Status { Status(id: "100", account: reader, content: "Ice Cubes 2.0 is out") }
    var theirPost: Status { Status(id: "101", account: author, content: "Thanks!") }

    /// A signed-in user with every tab shown (the iPad sidebar's set): every `requires: [signedIn]`
    /// holds.
    func signedIn() throws -> NavigationState<IceCubesRouteGraph> {
        try makeIceCubesState(roots: allTabs(account: reader))
    }

    /// Home timeline → a post → its author's profile → one of their posts → the reply sheet:
    /// the drill-down the app is made of, every step a move of the screen on top. StatusKit
    /// opens the author (Account), Account opens the post (StatusKit).
    @Test func timelineToAuthorToTheirPostToReply() throws {
        let state = try signedIn()
        #expect(state.topRoute == .timelineTab)
        try TimelineTabDirections(state).openStatus(status: post)
        try StatusActions.openAuthor(author, of: post, in: state)
        try AccountActions.openStatus(theirPost, from: author, in: state)
        try StatusActions.reply(to: theirPost, in: state)

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
        try EditorActions.openDrafts(replyingTo: theirPost, in: state)
        #expect(state.selectedStack.layers.count == 3)
        state.dismiss()
        state.dismiss()
        #expect(state.topRoute == .status(.detailWithStatus(status: theirPost)))
    }

    /// The drill-down loops on purpose (`cycle: intended`): a post's author, their post, that
    /// post's author again…, all legal pushes, each package moving into the other.
    @Test func theDrillDownGoesRoundAndRound() throws {
        let state = try signedIn()
        try TimelineTabDirections(state).openStatus(status: post)
        for _ in 0..<3 {
            try StatusActions.openAuthor(reader, of: post, in: state)
            try AccountActions.openStatus(post, from: reader, in: state)
        }
        #expect(state.selectedStack.entries.count == 7)
        #expect(state.topRoute == .status(.detailWithStatus(status: post)))
    }

    /// A hashtag in a post opens the hashtag timeline: the status row's move fixes
    /// `accountId: nil` (`.hashTag(tag:, account: nil)` in the app), so the method takes only the
    /// tag; an account page's featured tag passes the account (FeaturedTagsView.swift:18).
    /// Timeline opens the author (Account), Account opens its featured tag (Timeline).
    @Test func aHashtagFromAPostOpensItsTimeline() throws {
        let state = try signedIn()
        try TimelineTabDirections(state).openStatus(status: post)
        try StatusActions.openHashtag("swiftui", from: post, in: state)
        #expect(state.topRoute == .timeline(.hashtag(tag: "swiftui", accountId: nil)))
        #expect(IceCubesRouteGraph.title(for: state.topRoute) == "#swiftui")

        // From the hashtag timeline, a post's author, then their featured tag.
        try TimelineActions.openAccount(author, fromHashtag: "swiftui", accountId: nil, in: state)
        try AccountActions.openFeaturedTag("icecubes", of: author, in: state)
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
        try StatusActions.confirmBlock(of: post, in: state)
        let dialog = state.topRoute
        #expect(state.activeStack.topScreen == .statusConfirmBlockAuthor)
        #expect(IceCubesRouteGraph.alert(for: dialog)?.presentation == .confirmationDialog)
        #expect(try state.alerts.tap(.cancel) == .reported(id: "cancel", alert: dialog))
        #expect(state.activeStack.topScreen == .statusDetailWithStatus)
    }

    /// Delete from a post's menu: the confirmation is an alert whose Delete button reports to the
    /// app (which deletes) and whose Cancel dismisses; the translation-error alert's button opens
    /// Settings (a screen of the app part) as a sheet.
    @Test func deleteConfirmationAndAnAlertButtonThatNavigates() throws {
        let state = try signedIn()
        try TimelineTabDirections(state).openStatus(status: theirPost)
        try StatusActions.confirmDelete(of: theirPost, in: state)
        let alert = try #require(state.selectedStack.presentedAlertContent)
        #expect(alert.title == "Delete this post?")
        #expect(alert.message == "This post will be deleted.")
        #expect(alert.buttons.map(\.id) == ["delete", "cancel"])
        #expect(alert.buttons.map(\.role) == [.destructive, .cancel])
        // Nothing else moves while the alert is up.
        #expect(throws: Error.alertPresented(alert: .statusConfirmDelete)) {
            try StatusActions.reply(to: theirPost, in: state)
        }
        #expect(try state.alerts.tap(.delete) == .reported(id: "delete", alert: .status(.confirmDelete)))
        #expect(state.topRoute == .status(.detailWithStatus(status: theirPost)))

        try StatusActions.translationFailed(for: theirPost, in: state)
        #expect(try state.alerts.tap(.translate) == .navigated(to: .settings(.modal), style: .sheet))
        #expect(
            state.selectedStack.routes.suffix(2) == [.status(.detailWithStatus(status: theirPost)), .settings(.modal)])
    }

    /// Followers: `AccountsListView(mode: .followers(accountId:))` in the app, a screen of its own
    /// here; a follower's row opens their profile, and their menu's Message fixes `.direct`.
    @Test func followersListAndItsRows() throws {
        let state = try signedIn()
        try TimelineTabDirections(state).openStatus(status: theirPost)
        try StatusActions.openAuthor(author, of: theirPost, in: state)
        try AccountActions.openFollowers(of: author, in: state)
        #expect(state.topRoute == .account(.followers(accountId: "1")))
        #expect(IceCubesRouteGraph.title(for: state.topRoute) == "Followers")

        try AccountActions.message(reader, listedFor: author.id, in: state)
        #expect(state.topRoute == .editor(.mention(account: reader, visibility: .direct)))
        state.dismiss()
        try AccountActions.mention(reader, visibility: .pub, listedFor: author.id, in: state)
        #expect(state.topRoute == .editor(.mention(account: reader, visibility: .pub)))
        #expect(IceCubesRouteGraph.title(for: state.topRoute) == "Mention @reader")
        state.dismiss()
        try AccountActions.openFollower(reader, listedFor: author.id, in: state)
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
        try ExploreActions.openTag("swift", inList: [Tag(name: "swift")], in: state)
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
        let state = try makeIceCubesState(roots: IceCubesTabs.signedOut, signedIn: { false })
        try TimelineTabDirections(state).openStatus(status: post)  // posts are public
        #expect(throws: Error.conditionNotMet(condition: .signedIn, screen: .editorReply)) {
            try StatusActions.reply(to: post, in: state)
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
struct IceCubesDismissTests {
    let me = Account(id: "1", acct: "dimillian")

    @Test func theAccountSwitcherClosesThenTheTabMoves() throws {
        let state = try makeIceCubesState(roots: IceCubesTabs.iPhoneDefault(account: me))
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
struct IceCubesResultTests {
    let me = Account(id: "1", acct: "dimillian")

    @Test func theTagGroupHeaderAwaitsTheSavedGroup() async throws {
        let state = try makeIceCubesState(roots: IceCubesTabs.iPhoneDefault(account: me))
        let group = TagGroup(title: "Swift", tags: ["swift", "swiftui"])
        async let saved = TimelineTabDirections(state).editTagGroupForResult(tagGroup: group)
        for _ in 0..<1_000 where state.activeStack.topScreen != .timelineEditTagGroup { await Task.yield() }
        let edited = TagGroup(title: "Swift", tags: ["swift", "swiftui", "swiftdata"])
        try TimelineActions.save(edited, editing: group, in: state)
        #expect(try await saved == edited)
        #expect(state.selectedStack.isAtRoot)
    }

    @Test func theDraftsPickerAnswersWithTheDraftOrNil() throws {
        let state = try makeIceCubesState(roots: IceCubesTabs.iPhoneDefault(account: me))
        try TimelineTabDirections(state).compose()
        var chosen: [Draft?] = []
        try EditorActions.pickDraft(in: state) { chosen.append($0) }
        let draft = Draft(id: "d1", content: "Half a thought")
        try EditorActions.choose(draft, in: state)
        #expect(chosen == [draft])
        #expect(state.activeStack.topScreen == .editorNew)

        try EditorActions.pickDraft(in: state) { chosen.append($0) }
        state.dismiss()  // swiped away
        #expect(chosen == [draft, nil])
    }
}

/// Moves the graph does not allow are refused, whatever asks for them, and change nothing.
@MainActor
struct IceCubesIllegalMoveTests {
    typealias Error = NavigationError<IceCubesRouteGraph>

    @Test func aMoveTheGraphDoesNotDeclareIsRefused() throws {
        let post = Status(id: "7", account: Account(id: "3", acct: "someone"))
        let state = try makeIceCubesState(roots: allTabs(account: post.account))
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
/// generated graph data in Env (the runtime's transition table keeps one (from, to, style) per
/// move): the same graph as the one-target example's, split or not.
@MainActor
struct IceCubesGraphTests {
    let table = IceCubesRouteGraph.transitions

    @Test func screensAndMoves() {
        #expect(IceCubesRouteScreen.allCases.count == 111)
        #expect(IceCubesRouteGraph.alertScreens.count == 15)
        #expect(IceCubesRouteScreen.allCases.filter { !IceCubesRouteGraph.conditions(for: $0).isEmpty }.count == 29)
        // 1,012 declared transitions (moves that share a target and a style, like Mention and
        // Message, are one entry), 2 alert buttons that navigate, and the steps the account
        // switcher's and the content filter's `dismiss` moves make from the screens that present
        // them (the timeline tab gains "push the current account's profile").
        #expect(table.transitions.count == 887)
        #expect(table.transitions(from: .timelineTab).count == 36)
        #expect(table.transitions(from: .accountDetailWithAccount).count == 34)
    }

    /// The status row's core block is declared once (in StatusKit's status.yaml), its drill-down
    /// moves marked `cycle: intended` there, and included by 23 screens of five modules and the
    /// app, inside the drill-down (post and account pages, hashtag, link and quotes timelines)
    /// and outside it (tab roots, list and trending timelines, notifications): each has all 16
    /// of its moves.
    @Test func theStatusRowSetReachesItsTwentyThreeScreens() {
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
        #expect(rowScreens.count == 23)
        #expect(
            Set(rowScreens) == [
                .timelineTab, .trendingTab, .localTab, .federatedTab, .notificationsTab, .mentionsTab, .exploreTab,
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

    /// The toolbar set: 6 moves on 14 tab roots, not on Profile and Settings.
    @Test func theToolbarSetReachesFourteenRoots() {
        let toolbar: [IceCubesRouteScreen] = [
            .editorNew, .accountSwitcher, .settingsAddAccount, .settingsModal, .settingsAboutSheet,
            .settingsSupportSheet,
        ]
        let roots = IceCubesRouteGraph.rootScreens
        let withToolbar = roots.filter { table.allows(from: $0, to: .accountSwitcher, style: .sheet) }
        #expect(withToolbar.count == 14)
        #expect(Set(roots).subtracting(withToolbar) == [.profileTab, .settingsTab])
        for root in withToolbar {
            #expect(toolbar.allSatisfy { table.allows(from: root, to: $0, style: .sheet) }, "\(root)")
        }
    }
}

/// `icecubesapp://<host>/tags/<tag>` and `/web/statuses/<id>` (Router.swift:164-205, 228-269),
/// opened on the first tab that can show them.
@MainActor
struct IceCubesDeepLinkTests {
    @Test func linksOpenAHashtagOrAPost() throws {
        let state = try makeIceCubesState(roots: IceCubesTabs.signedOut, signedIn: { false })
        try state.links.open(link: "icecubesapp://mastodon.social/tags/swiftlang")
        #expect(state.selectedRootIndex == 0)
        #expect(state.selectedStack.routes == [.timelineTab, .timeline(.hashtag(tag: "swiftlang", accountId: nil))])

        try state.links.open(link: "icecubesapp://mastodon.social/web/statuses/109")
        #expect(state.selectedStack.routes == [.timelineTab, .status(.detail(statusId: "109"))])

        try state.links.open(URL(string: "icecubesapp://pixelfed.social/discover/tags/photography")!)
        #expect(state.topRoute == .timeline(.hashtag(tag: "photography", accountId: nil)))
    }

    @Test func linksPrintBackAndUnknownShapesFail() throws {
        let hashtag = Navigation.DeepLinkDestination<IceCubesRoute>(
            rootIndex: 0, routes: [.timeline(.hashtag(tag: "swift", accountId: nil))])
        #expect(IceCubesRouteGraph.link(for: hashtag) == "icecubesapp:///tags/swift")
        // A featured tag's timeline (with an account) has no link.
        #expect(
            IceCubesRouteGraph.link(
                for: Navigation.DeepLinkDestination(rootIndex: 0, routes: [.timeline(.hashtag(tag: "swift", accountId: "1"))]))
                == nil)

        let state = try makeIceCubesState(roots: IceCubesTabs.signedOut, signedIn: { false })
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
struct IceCubesTabSetTests {
    typealias Error = NavigationError<IceCubesRouteGraph>

    let me = Account(id: "1", acct: "dimillian")
    let other = Account(id: "3", acct: "other")
    let post = Status(id: "100", account: Account(id: "2", acct: "reader"), content: "Ice Cubes 2.0 is out")

    /// Signed out: two tabs. Signing in shows the iPhone's five; the timeline keeps its stack and
    /// its selection, the profile tab shows the account that signed in.
    @Test func signingInShowsTheUsersTabs() throws {
        let state = try makeIceCubesState(roots: IceCubesTabs.signedOut)
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
    /// the Notifications tab is selected, back at its root, and the post pushed there; without
    /// that tab shown, the move is refused and nothing changes.
    @Test func aPushNotificationOpensThePostInTheNotificationsTab() throws {
        let state = try makeIceCubesState(roots: IceCubesTabs.iPhoneDefault(account: me))
        try state.select(rootAt: 1)
        try NotificationsTabDirections(state).policy()  // left open earlier
        try state.select(rootAt: 0)
        // App-level moves are offered on the tab roots (see app.yaml, `app-level`).
        try TimelineTabDirections(state).notificationStatus(status: post)
        #expect(state.selectedRootIndex == 1)
        #expect(state.selectedStack.routes == [.notificationsTab, .status(.detailWithStatus(status: post))])
        #expect(state.stacks[0].isAtRoot, "the timeline stays as it was")

        try state.containers.setRoots(IceCubesTabs.signedOut)
        #expect(throws: Error.rootNotShown(root: .notificationsTab)) {
            try TimelineTabDirections(state).notificationAccount(account: me)
        }
    }

    /// A root set is checked like every move: only declared roots, each route once, at least one
    /// (one root screen may show several stacks with different params).
    @Test func rootSetsAreChecked() throws {
        #expect(throws: Error.noRoots) { try makeIceCubesState(roots: []) }
        #expect(throws: Error.notARoot(screen: .statusDetail)) {
            try makeIceCubesState(roots: [.timelineTab, .status(.detail(statusId: "1"))])
        }
        #expect(throws: Error.duplicateRoot(screen: .profileTab)) {
            try makeIceCubesState(roots: [.profileTab(account: me), .profileTab(account: me)])
        }
        #expect(
            try makeIceCubesState(roots: [.profileTab(account: me), .profileTab(account: other)]).stacks.count == 2)
        let state = try makeIceCubesState(roots: IceCubesTabs.signedOut)
        #expect(throws: Error.duplicateRoot(screen: .settingsTab)) {
            try state.containers.setRoots([.settingsTab, .settingsTab])
        }
        #expect(state.containers.roots == IceCubesTabs.signedOut)
    }
}

/// Not in the one-target tests: the features these journeys do not reach, each moving through
/// its own package's generated directions, into its own screens and into other packages'.
@MainActor
struct IceCubesFeaturePackageTests {
    let me = Account(id: "1", acct: "dimillian")
    let friend = Account(id: "4", acct: "friend")

    /// Conversations: a message's author (Account), a reply (StatusKit's editor).
    @Test func aConversationOpensItsAuthorAndTheEditor() throws {
        let state = try makeIceCubesState(roots: IceCubesTabs.iPhoneDefault(account: me))
        let conversation = Conversation(id: "c", accounts: [friend])
        let message = Status(id: "200", account: friend, content: "Hi")
        try state.select(rootAt: 3)
        try MessagesTabDirections(state).openConversation(conversation: conversation)
        try ConversationsActions.reply(to: message, in: conversation, in: state)
        #expect(state.topRoute == .editor(.reply(status: message)))
        state.dismiss()
        try ConversationsActions.openAuthor(friend, in: conversation, in: state)
        #expect(
            state.selectedStack.routes.suffix(2) == [
                .messages(.detail(conversation: conversation)), .account(.detailWithAccount(account: friend)),
            ])
    }

    /// Notifications: a filtered request opens that account's notifications (this package), whose
    /// row opens the notifying account (Account).
    @Test func aFilteredRequestLeadsToTheNotifyingAccount() throws {
        let state = try makeIceCubesState(roots: IceCubesTabs.iPhoneDefault(account: me))
        try state.select(rootAt: 1)
        try NotificationsTabDirections(state).openRequests()
        try NotificationsActions.openRequest(from: friend.id, in: state)
        try NotificationsActions.openNotifyingAccount(friend, inNotificationsOf: friend.id, in: state)
        #expect(
            state.selectedStack.routes == [
                .notificationsTab, .notifications(.requests), .notifications(.forAccount(lockedAccountId: "4")),
                .account(.detailWithAccount(account: friend)),
            ])
    }

    /// Lists: adding an account to lists (from Account's menu), then a new list over that sheet.
    @Test func aNewListOverTheAddToListsSheet() throws {
        let state = try makeIceCubesState(roots: IceCubesTabs.iPhoneDefault(account: me))
        try TimelineTabDirections(state).openStatus(status: Status(id: "5", account: friend))
        try StatusActions.openAuthor(friend, of: Status(id: "5", account: friend), in: state)
        try AccountDetailWithAccountDirections(state, account: friend).addToList(account: friend)
        try ListsActions.createList(addingAccount: friend, in: state)
        #expect(state.topRoute == .lists(.create))
        #expect(state.selectedStack.layers.count == 3)
    }

    /// MediaUI: a post's image (StatusKit moves into MediaUI), then its description alert.
    @Test func theMediaViewerShowsADescription() throws {
        let state = try makeIceCubesState(roots: IceCubesTabs.iPhoneDefault(account: me))
        let image = MediaAttachment(id: "m", url: URL(string: "https://example.com/m.png")!)
        let post = Status(id: "6", account: friend)
        try TimelineTabDirections(state).openStatus(status: post)
        try StatusActions.openMedia(image, of: [image], from: post, in: state)
        #expect(state.activeStack.topScreen == .mediaViewer)
        try MediaActions.showDescription("A cat", of: image, among: [image], in: state)
        let alert = try #require(state.selectedStack.presentedAlertContent)
        #expect(alert.message == "A cat")
    }

    /// Timeline and Explore: the content filter's sheet is replaced by Account's filters list;
    /// a trending link's author opens their page.
    @Test func theContentFilterAndATrendingLinksAuthor() throws {
        let state = try makeIceCubesState(roots: IceCubesTabs.iPhoneDefault(account: me))
        try TimelineTabDirections(state).contentFilter()
        try TimelineActions.editFilters(in: state)
        #expect(state.selectedStack.entries == [RouteEntry(.account(.filtersList), style: .sheet)])
        state.dismiss()

        let cards = [Card(url: URL(string: "https://example.com")!, title: "Example")]
        try state.select(rootAt: 2)
        try ExploreTabDirections(state).trendingLinks(cards: cards)
        try ExploreActions.openCardAuthor(friend, inList: cards, in: state)
        #expect(state.topRoute == .account(.detailWithAccount(account: friend)))
    }
}
