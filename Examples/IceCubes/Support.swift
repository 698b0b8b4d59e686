// The app-side types the IceCubes graph's generated code names: IceCubesApp's models and the
// enums whose cases the graph writes as literals, then, where SwiftUI exists, its views with the
// initializers the graph calls. Paths are in github.com/Dimillian/IceCubesApp at
// 0fc41d2ced2e3e735bd9c42d5ae6dea16e63d618.
//
// The models are small value stand-ins: in the app, Status and Account are final classes with
// dozens of fields, TagGroup is a SwiftData @Model and PushNotificationSubscriptionSettings an
// @Observable class. A route must be Hashable and Sendable, so here each keeps only what tells
// two values apart (an id) and what a title shows. The enums keep their real names, labels and
// nesting, with exactly the cases the graph uses.

import Foundation

// MARK: - Models (Packages/Models/Sources/Models/)

/// A post. Models/Status.swift:44 (`public final class Status`).
struct Status: Hashable, Sendable, Codable, CustomStringConvertible {
    var id: String
    var account: Account
    var content: String = ""
    var description: String { "\(account): \(content)" }
}

/// A user. Models/Account.swift:3 (`public final class Account`).
struct Account: Hashable, Sendable, Codable, CustomStringConvertible {
    var id: String
    var acct: String
    var description: String { "@\(acct)" }
}

/// The app's `Models` module, as a namespace for the two types the app itself always qualifies:
/// `Models.List` (not SwiftUI's `List`) and `Models.Visibility` (not SwiftUI's `Visibility`),
/// e.g. Env/Router.swift's `list(list: Models.List)`, `newStatusEditor(visibility: Models.Visibility)`.
enum Models {
    /// A user's list. Models/List.swift:3.
    struct List: Hashable, Sendable, Codable, CustomStringConvertible {
        var id: String
        var title: String
        var description: String { title }
    }

    /// Who sees a post. Models/Status.swift:3-8; the graph writes `.pub` (a status row's
    /// Mention, conversation rows, the editors' default) and `.direct` (Message). The app also has
    /// `unlisted` and `priv`.
    enum Visibility: String, Hashable, Sendable, Codable {
        case pub = "public"
        case direct
    }

    /// Models/Notification.swift:3-4: only the case the Mentions tab locks its list to.
    struct Notification {
        enum NotificationType: String, Hashable, Sendable, Codable {
            case mention
        }
    }
}

/// A direct-message thread. Models/Conversation.swift:3.
struct Conversation: Hashable, Sendable, Codable {
    var id: String
    var accounts: [Account]
}

/// A saved group of hashtags shown as one timeline. Models/SwiftData/TagGroup.swift:5 (a
/// SwiftData `@Model` class in the app).
struct TagGroup: Hashable, Sendable, Codable, CustomStringConvertible {
    var title: String
    var tags: [String]
    var description: String { title }
}

/// A saved draft of a post. Models/SwiftData/Draft.swift (a SwiftData `@Model` class in the app).
struct Draft: Hashable, Sendable, Codable {
    var id: String
    var content: String
}

/// A link preview. Models/Card.swift:3.
struct Card: Hashable, Sendable, Codable {
    var url: URL
    var title: String
}

/// A hashtag. Models/Tag.swift:3.
struct Tag: Hashable, Sendable, Codable {
    var name: String
}

/// A signed-in account of the app. Models/AppAccount.swift:4.
struct AppAccount: Hashable, Sendable, Codable {
    var server: String
    var accountName: String
}

/// A post with media, for the media grid. Models/MediaStatus.swift:3.
struct MediaStatus: Hashable, Sendable, Codable {
    var status: Status
    var attachment: MediaAttachment
}

/// An image or video of a post. Models/MediaAttachement.swift:3.
struct MediaAttachment: Hashable, Sendable, Codable {
    var id: String
    var url: URL
}

/// A Mastodon server. Models/Instance.swift:3.
struct Instance: Hashable, Sendable, Codable {
    var uri: String
    var title: String
}

/// A content filter. Models/ServerFilter.swift:3.
struct ServerFilter: Hashable, Sendable, Codable {
    var id: String
    var title: String
}

/// The signed-in user's relationship to an account. Models/Relationship.swift:3.
struct Relationship: Hashable, Sendable, Codable {
    var id: String
    var following: Bool
    var note: String
}

/// One signed-in account's push settings. Env/PushNotificationsService.swift:219 (an
/// `@Observable` class in the app).
struct PushNotificationSubscriptionSettings: Hashable, Sendable, Codable {
    var accountName: String
}

/// The rendered "share as image" picture. UIKit's `UIImage` in the app
/// (`SheetDestination.shareImage(image: UIImage, status:)`, Env/Router.swift:81, whose `==` and
/// `hash` it writes by hand, :53-59); a value here, since a route must be Hashable and Sendable.
struct UIImage: Hashable, Sendable, Codable {
    var name: String
}

// MARK: - Tab sets (IceCubesApp/App/Tabs/Tabs.swift)

/// The tabs the app shows, chosen at run time out of the graph's 16 roots; passed to
/// `NavigationState(roots:)` at start and to `setRoots(_:)` when they change.
enum IceCubesTabs {
    /// `Tab.loggedOutTab()`: signed out, the timeline and settings.
    static let signedOut: [IceCubesRoute] = [.timelineTab, .settingsTab]

    /// `iOSTabs.Storage`'s defaults (timeline, notifications, explore, messages, profile), which
    /// the user may change; the profile tab shows `account`, the signed-in one.
    static func iPhoneDefault(account: Account) -> [IceCubesRoute] {
        [.timelineTab, .notificationsTab, .exploreTab, .messagesTab, .profileTab(account: account)]
    }

    /// The iPad and Mac sidebar (`SidebarSections.macOrIpadOSSections`, Tabs.swift:300-349): the
    /// timeline, activity and account sections, then a tab per list and per followed tag, each a
    /// `filter-tab` with its own filter.
    static func iPad(account: Account, lists: [Models.List], tags: [String]) -> [IceCubesRoute] {
        [
            .timelineTab, .trendingTab, .localTab, .federatedTab, .notificationsTab, .mentionsTab, .messagesTab,
            .profileTab(account: account), .bookmarksTab, .favoritesTab,
        ]
            + lists.map { .filterTab(filter: .list(list: $0)) }
            + tags.map { .filterTab(filter: .hashtag(tag: $0, accountId: nil)) }
    }
}

// MARK: - Enums whose cases the graph writes as literals

/// What a `TimelineView` shows. Timeline/TimelineFilter.swift:33-42; the app also has `home`,
/// `tagGroup`, `remoteLocal`, `latest` and `resume`, which only the home tab's title menu sets.
enum TimelineFilter: Hashable, Sendable, Codable {
    case local, federated, trending
    case hashtag(tag: String, accountId: String?)
    case list(list: Models.List)
    case link(url: URL, title: String)
    case quotes(statusId: String)
}

/// What an `AccountsListView` lists. Account/AccountsList/AccountsListViewModel.swift:7-13, all
/// seven cases.
enum AccountsListMode: Hashable, Sendable, Codable {
    case following(accountId: String)
    case followers(accountId: String)
    case favoritedBy(statusId: String)
    case rebloggedBy(statusId: String)
    case accountsList(accounts: [Account])
    case blocked, muted
}

/// StatusKit/Editor/Namespace.swift:1.
enum StatusEditor {
    /// The editor's store: `@MainActor @Observable public class EditorStore` in the app
    /// (Editor/EditorStore.swift:15-16), which the editor shares with its pickers (live params).
    @MainActor
    final class EditorStore {
        /// Editor/EditorMode.swift:5-14: every case but `shareExtension(items: [NSItemProvider])`,
        /// which only the share extension uses.
        enum Mode: Hashable, Sendable {
            case replyTo(status: Status)
            case new(text: String?, visibility: Models.Visibility)
            case edit(status: Status)
            case quote(status: Status)
            case quoteLink(link: URL)
            case mention(account: Account, visibility: Models.Visibility)
            case imageURL(urls: [URL], caption: String?, altTexts: [String]?, visibility: Models.Visibility)
        }
    }

    /// Editor/Components/MediaContainer.swift:8: `Identifiable, Sendable`, not Hashable (a live
    /// param of the media editor).
    struct MediaContainer: Identifiable, Sendable {
        let id: String
    }
}

/// `EditRelationshipNoteView`'s `onSave` (Edit/EditRelationshipNoteView.swift:14, `() -> Void` in the
/// app): main-actor isolated here, which makes it Sendable, as a route's values must be.
typealias NoteSaved = @MainActor () -> Void

#if canImport(SwiftUI)
import SwiftUI

// MARK: - Views, with the app's initializers

/// Timeline/View/TimelineView.swift:38-48.
struct TimelineView: View {
    let timeline: Binding<TimelineFilter>
    let pinnedFilters: Binding<[TimelineFilter]>
    let selectedTagGroup: Binding<TagGroup?>
    let canFilterTimeline: Bool

    init(
        timeline: Binding<TimelineFilter>,
        pinnedFilters: Binding<[TimelineFilter]>,
        selectedTagGroup: Binding<TagGroup?>,
        canFilterTimeline: Bool
    ) {
        self.timeline = timeline
        self.pinnedFilters = pinnedFilters
        self.selectedTagGroup = selectedTagGroup
        self.canFilterTimeline = canFilterTimeline
    }

    var body: some View { Text("Timeline") }
}

/// IceCubesApp/App/Tabs/Tabs.swift:283-293 (private in the app): a TimelineTab of a @State filter.
struct TimelineFilterTab: View {
    let initialFilter: TimelineFilter
    var body: some View { Text("Timeline") }
}

/// Account/AccountsList/AccountsListView.swift:15.
struct AccountsListView: View {
    let mode: AccountsListMode
    var body: some View { Text("Accounts") }
}

/// Account/StatusesLists/AccountStatusesListView.swift:9-40.
struct AccountStatusesListView: View {
    /// :10-11, both cases.
    enum Mode: Hashable, Sendable {
        case bookmarks, favorites
    }

    let mode: Mode
    var body: some View { Text("Posts") }
}

extension StatusEditor {
    /// StatusKit/Editor/MainView.swift:15, 40.
    struct MainView: View {
        let mode: EditorStore.Mode
        var body: some View { Text("Editor") }
    }

    /// Editor/Components/CustomEmojisView.swift:9-14.
    struct CustomEmojisView: View {
        let store: EditorStore
        var body: some View { Text("Custom emojis") }
    }

    /// Editor/Components/MediaEditView.swift:9-16.
    struct MediaEditView: View {
        let store: EditorStore
        let container: MediaContainer
        var body: some View { Text("Edit media") }
    }
}

/// Account/Edit/EditRelationshipNoteView.swift:7-14.
struct EditRelationshipNoteView: View {
    let accountId: String
    let relationship: Relationship?
    let onSave: NoteSaved
    var body: some View { Text("Note") }
}

/// Notifications/List/NotificationsListView.swift:28-31.
struct NotificationsListView: View {
    let lockedType: Models.Notification.NotificationType?
    let lockedAccountId: String?

    init(lockedType: Models.Notification.NotificationType? = nil, lockedAccountId: String? = nil) {
        self.lockedType = lockedType
        self.lockedAccountId = lockedAccountId
    }

    var body: some View { Text("Notifications") }
}

/// Explore/Components/TrendingLinksListView.swift:13.
struct TrendingLinksListView: View {
    let cards: [Card]
    var body: some View { Text("Trending links") }
}

/// Account/Detail/AccountDetailView.swift:41-51.
struct AccountDetailView: View {
    let accountId: String
    init(accountId: String) { self.accountId = accountId }
    init(account: Account) { self.accountId = account.id }
    var body: some View { Text("Profile") }
}

/// StatusKit/Detail/StatusDetailView.swift:26-36.
struct StatusDetailView: View {
    let title: String
    init(statusId: String) { title = statusId }
    init(status: Status) { title = status.id }
    init(remoteStatusURL: URL) { title = remoteStatusURL.absoluteString }
    var body: some View { Text(title) }
}

/// Tabs/TagGroup/EditTagGroupView.swift:81 (`tagGroup` defaults to `.emptyGroup()` there).
struct EditTagGroupView: View {
    let tagGroup: TagGroup
    let onSaved: ((TagGroup) -> Void)?
    init(tagGroup: TagGroup = TagGroup(title: "", tags: []), onSaved: ((TagGroup) -> Void)? = nil) {
        self.tagGroup = tagGroup
        self.onSaved = onSaved
    }
    var body: some View { Text(tagGroup.title) }
}

/// Tabs/Settings/SettingsTab.swift:31 (`let isModal: Bool`).
struct SettingsTabs: View {
    let isModal: Bool
    var body: some View { Text("Settings") }
}

// Views built with their params as labelled arguments (or none), as the app builds them.
struct AboutView: View { var body: some View { Text("About") } }
struct AccountDetailMediaGridView: View {
    let account: Account
    let initialMediaStatuses: [MediaStatus]
    var body: some View { Text("Media") }
}
struct AccountMetricsView: View { var body: some View { Text("Metrics") } }
struct AccountSettingsView: View {
    let account: Account
    let appAccount: AppAccount
    var body: some View { Text("Account settings") }
}
struct ActivityView: View {
    let image: UIImage
    let status: Status
    var body: some View { Text("Share") }
}
struct AddAccountView: View { var body: some View { Text("Add account") } }
struct AddRemoteTimelineView: View { var body: some View { Text("Add a remote timeline") } }
struct ContentSettingsView: View { var body: some View { Text("Content") } }
struct ConversationDetailView: View {
    let conversation: Conversation
    var body: some View { Text("Conversation") }
}
struct ConversationsListView: View { var body: some View { Text("Direct messages") } }
struct DisplaySettingsView: View { var body: some View { Text("Display") } }
struct EditAccountView: View { var body: some View { Text("Edit profile") } }
struct EditFilterView: View {
    let filter: ServerFilter?
    var body: some View { Text("Filter") }
}
struct ExploreView: View { var body: some View { Text("Explore") } }
struct FiltersListView: View { var body: some View { Text("Filters") } }
struct FollowedTagsListView: View { var body: some View { Text("Followed tags") } }
struct FontPicker: View { var body: some View { Text("Font") } }
struct HapticSettingsView: View { var body: some View { Text("Haptic feedback") } }
struct IconSelectorView: View { var body: some View { Text("App icon") } }
struct InstanceInfoView: View {
    let instance: Instance
    var body: some View { Text(instance.title) }
}
struct ListAddAccountView: View {
    let account: Account
    var body: some View { Text("Lists") }
}
struct ListCreateView: View { var body: some View { Text("New list") } }
struct ListEditView: View {
    let list: Models.List
    var body: some View { Text(list.title) }
}
struct ListsListView: View { var body: some View { Text("Lists") } }
struct MediaUIView: View {
    let selectedAttachment: MediaAttachment
    let attachments: [MediaAttachment]
    var body: some View { Text("Media") }
}
struct NotificationsPolicyView: View { var body: some View { Text("Notification filters") } }
struct NotificationsRequestsListView: View { var body: some View { Text("Filtered notifications") } }
struct PushNotificationsView: View {
    let subscription: PushNotificationSubscriptionSettings
    var body: some View { Text("Push notifications") }
}
struct RecenTagsSettingView: View { var body: some View { Text("Recent tags") } }
struct RemoteTimelinesSettingView: View { var body: some View { Text("Remote timelines") } }
struct ReportView: View {
    let status: Status
    var body: some View { Text("Report") }
}
struct StatusEditHistoryView: View {
    let statusId: String
    var body: some View { Text("Edit history") }
}
struct StatusRowSelectableTextView: View {
    let content: AttributedString
    var body: some View { Text("Select text") }
}
struct SupportAppView: View { var body: some View { Text("Support the app") } }
struct SwipeActionsSettingsView: View { var body: some View { Text("Swipe actions") } }
struct TabbarEntriesSettingsView: View { var body: some View { Text("Tab bar") } }
struct TagsGroupSettingView: View { var body: some View { Text("Tag groups") } }
struct TagsListView: View {
    let tags: [Tag]
    var body: some View { Text("Trending tags") }
}
struct ThemePreviewView: View { var body: some View { Text("Themes") } }
struct TimelineContentFilterView: View { var body: some View { Text("Content filter") } }
struct TranslationSettingsView: View { var body: some View { Text("Translation") } }
struct WishlistView: View { var body: some View { Text("Feature requests") } }

// MARK: - Adapters

/// The screens whose real construction needs app state, a binding into it, a closure or a private
/// view, which a graph cannot supply. An app adopting the graph writes each as a small view that
/// reads what it needs (from the environment, as the app's views do) and builds the real one;
/// each says what it stands for.
enum Adapter {
    /// TimelineView(timeline: $homeTimeline, pinnedFilters: $pinnedFilters, selectedTagGroup:
    /// $selectedTagGroup, canFilterTimeline: true): bindings to AppView's state (Tabs.swift:131-132,
    /// TimelineTab.swift:46-51), rewritten in place by the title menu.
    struct HomeTimeline: View { var body: some View { Text("Home") } }
    /// AppAccountsSelectorView's private accountsView over AppAccountsManager's accounts
    /// (AppAccountsSelectorView.swift:74-181).
    struct AccountSwitcher: View { var body: some View { Text("Accounts") } }
    /// StatusRowShareAsImageView(viewModel:, renderer:): the row's view model and an ImageRenderer
    /// (StatusRowActionsView.swift:149, 280-289).
    struct ShareAsImage: View {
        let status: Status
        var body: some View { Text("Share as image") }
    }
    /// DraftsListView(selectedDraft: Binding<Draft?>) (Editor/ToolbarItems.swift:255-266).
    struct DraftsPicker: View { var body: some View { Text("Drafts") } }
    /// LanguageSheetView(store:, isPresented:) (Components/LangButton.swift:36-41).
    struct LanguagePicker: View { var body: some View { Text("Language") } }
    /// CameraPickerView(selectedImage: Binding<UIImage?>) (Components/AccessoryView.swift:145-161);
    /// the binding's setter calls `CameraDirections(…).finish(with:)`.
    struct CameraPicker: View { var body: some View { Text("Camera") } }
    /// PushNotificationsView(subscription:), the subscription looked up in
    /// PushNotificationsService.shared for the signed-in account (AppRegistry.swift:207-215).
    struct PushNotificationsSheet: View { var body: some View { Text("Push notifications") } }
}
#endif
