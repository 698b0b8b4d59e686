// Module Account (account.yaml): the account pages, the account lists, metrics and the account
// sheets. Its views move through this module's generated directions into posts (StatusKit),
// which move back into account pages, into the hashtag timelines (Timeline), which move back
// too, and into the editor: none of those modules is imported, their routes are Env's.
import Models
import Env
import ScreenNavigation

/// What an account page and an account list do: each is one call of a generated move of this
/// module. The views call these, and so do the tests, where there is no SwiftUI.
@MainActor
public enum AccountActions {
    /// One of the account's posts (status-core on the page): into StatusKit.
    public static func openStatus(
        _ status: Status, from account: Account, in state: NavigationState<IceCubesRouteGraph>
    ) throws(IceCubesRouteGraph.Failure) {
        try AccountDetailWithAccountDirections(state, account: account).openStatus(status: status)
    }

    /// A featured tag of the page (account-page): the account's own posts with it, in Timeline.
    /// The set leaves `accountId` to the page, which passes its account's id
    /// (FeaturedTagsView.swift:18).
    public static func openFeaturedTag(
        _ tag: String, of account: Account, in state: NavigationState<IceCubesRouteGraph>
    ) throws(IceCubesRouteGraph.Failure) {
        try AccountDetailWithAccountDirections(state, account: account).openFeaturedTag(tag: tag, accountId: account.id)
    }

    /// The page's follower count (account-page): the followers list, a screen of this module.
    public static func openFollowers(of account: Account, in state: NavigationState<IceCubesRouteGraph>) throws(IceCubesRouteGraph.Failure) {
        try AccountDetailWithAccountDirections(state, account: account).followers(accountId: account.id)
    }

    /// A row of the followers of `accountId` (account-row): that follower's page.
    public static func openFollower(
        _ follower: Account, listedFor accountId: String, in state: NavigationState<IceCubesRouteGraph>
    ) throws(IceCubesRouteGraph.Failure) {
        try AccountFollowersDirections(state, accountId: accountId).openRowAccount(account: follower)
    }

    /// A row's Message (account-menu, `.direct` fixed by the move): the editor, in StatusKit.
    public static func message(
        _ follower: Account, listedFor accountId: String, in state: NavigationState<IceCubesRouteGraph>
    ) throws(IceCubesRouteGraph.Failure) {
        try AccountFollowersDirections(state, accountId: accountId).messageAccount(account: follower)
    }

    /// A row's Mention (account-menu), with the user's default visibility.
    public static func mention(
        _ follower: Account, visibility: Models.Visibility, listedFor accountId: String, in state: NavigationState<IceCubesRouteGraph>
    ) throws(IceCubesRouteGraph.Failure) {
        try AccountFollowersDirections(state, accountId: accountId).mentionAccount(account: follower, visibility: visibility)
    }
}

#if canImport(SwiftUI)
import SwiftUI

/// Account/Detail/AccountDetailView.swift:41-51.
public struct AccountDetailView: View {
    @Environment(NavigationState<IceCubesRouteGraph>.self) private var state
    let accountId: String
    let account: Account?

    public init(accountId: String) {
        self.accountId = accountId
        account = nil
    }

    public init(account: Account) {
        accountId = account.id
        self.account = account
    }

    public var body: some View {
        if let account {
            Button("Followers", role: nil) { try? AccountActions.openFollowers(of: account, in: state) }
        } else {
            Text("Profile")
        }
    }
}

/// Account/AccountsList/AccountsListView.swift:15.
public struct AccountsListView: View {
    let mode: AccountsListMode
    public init(mode: AccountsListMode) { self.mode = mode }
    public var body: some View { Text("Accounts") }
}

public struct AccountDetailMediaGridView: View {
    let account: Account
    let initialMediaStatuses: [MediaStatus]
    public init(account: Account, initialMediaStatuses: [MediaStatus]) {
        self.account = account
        self.initialMediaStatuses = initialMediaStatuses
    }
    public var body: some View { Text("Media") }
}

public struct AccountMetricsView: View {
    public init() {}
    public var body: some View { Text("Metrics") }
}

public struct EditAccountView: View {
    public init() {}
    public var body: some View { Text("Edit profile") }
}

public struct FiltersListView: View {
    public init() {}
    public var body: some View { Text("Filters") }
}

public struct EditFilterView: View {
    let filter: ServerFilter?
    public init(filter: ServerFilter?) { self.filter = filter }
    public var body: some View { Text("Filter") }
}

extension Adapter {
    /// EditRelationshipNoteView(accountId:, relationship:, onSave:): onSave refetches the page
    /// (AccountDetailView.swift:161-174).
    public struct RelationshipNote: View {
        let accountId: String
        let relationship: Relationship?
        public init(accountId: String, relationship: Relationship?) {
            self.accountId = accountId
            self.relationship = relationship
        }
        public var body: some View { Text("Note") }
    }
}
#endif
