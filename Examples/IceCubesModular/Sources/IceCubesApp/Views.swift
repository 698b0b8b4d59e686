// The views of the app target's own screens: the tab roots that no feature package shows, the
// account switcher, and Settings (IceCubesApp/App/Tabs/ in the real app). The generated switch
// of this target builds them, so they need not be public.
import Models

#if canImport(SwiftUI)
import SwiftUI

/// Account/StatusesLists/AccountStatusesListView.swift:9-40 (the Bookmarks and Favorites tabs).
struct AccountStatusesListView: View {
    /// :10-11, both cases.
    enum Mode: Hashable, Sendable {
        case bookmarks, favorites
    }

    let mode: Mode
    var body: some View { Text("Posts") }
}

/// Tabs/Settings/SettingsTab.swift:31 (`let isModal: Bool`).
struct SettingsTabs: View {
    let isModal: Bool
    var body: some View { Text("Settings") }
}

// Tab roots.
struct ExploreView: View { var body: some View { Text("Explore") } }
struct FollowedTagsListView: View { var body: some View { Text("Followed tags") } }
struct ListsListView: View { var body: some View { Text("Lists") } }

// Settings (settings.yaml), built with their params as labelled arguments (or none).
struct AboutView: View { var body: some View { Text("About") } }
struct AccountSettingsView: View {
    let account: Account
    let appAccount: AppAccount
    var body: some View { Text("Account settings") }
}
struct AddAccountView: View { var body: some View { Text("Add account") } }
struct ContentSettingsView: View { var body: some View { Text("Content") } }
struct DisplaySettingsView: View { var body: some View { Text("Display") } }
struct FontPicker: View { var body: some View { Text("Font") } }
struct HapticSettingsView: View { var body: some View { Text("Haptic feedback") } }
struct IconSelectorView: View { var body: some View { Text("App icon") } }
struct InstanceInfoView: View {
    let instance: Instance
    var body: some View { Text(instance.title) }
}
struct PushNotificationsView: View {
    let subscription: PushNotificationSubscriptionSettings
    var body: some View { Text("Push notifications") }
}
struct RecenTagsSettingView: View { var body: some View { Text("Recent tags") } }
struct RemoteTimelinesSettingView: View { var body: some View { Text("Remote timelines") } }
struct SupportAppView: View { var body: some View { Text("Support the app") } }
struct SwipeActionsSettingsView: View { var body: some View { Text("Swipe actions") } }
struct TabbarEntriesSettingsView: View { var body: some View { Text("Tab bar") } }
struct TagsGroupSettingView: View { var body: some View { Text("Tag groups") } }
struct ThemePreviewView: View { var body: some View { Text("Themes") } }
struct TranslationSettingsView: View { var body: some View { Text("Translation") } }
struct WishlistView: View { var body: some View { Text("Feature requests") } }

extension Adapter {
    /// TimelineView(timeline: $homeTimeline, pinnedFilters: $pinnedFilters, selectedTagGroup:
    /// $selectedTagGroup, canFilterTimeline: true): bindings to AppView's state (Tabs.swift:131-132,
    /// TimelineTab.swift:46-51), rewritten in place by the title menu.
    struct HomeTimeline: View { var body: some View { Text("Home") } }
    /// AppAccountsSelectorView's private accountsView over AppAccountsManager's accounts
    /// (AppAccountsSelectorView.swift:74-181).
    struct AccountSwitcher: View { var body: some View { Text("Accounts") } }
}
#endif
