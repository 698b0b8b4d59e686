// The app-side types the Swiftfin graph's generated code names: Swiftfin's models, view models
// and the enums whose cases the graph writes, then, where SwiftUI exists, its views with the
// initializers the graph calls. Paths are in github.com/jellyfin/Swiftfin at
// 3944680cf13d7c2c6bb8658ab8d79c151a4b045e (2026-08-22).
//
// The models are small value stand-ins: in the app, BaseItemDto, UserDto, MediaSourceInfo and the
// other `…Dto` types come from JellyfinAPI (generated from the server's OpenAPI document) with
// dozens of fields. A route must be Hashable and Sendable, so here each keeps only what tells two
// values apart (an id) and what a title shows. The view models are main-actor classes, as in the
// app (they are `ObservableObject`s there), which live params carry by identity.

import Foundation

// MARK: - Models (JellyfinAPI and Shared/Objects/)

/// An item of the server's library: a movie, series, season, episode, folder, person…
/// JellyfinAPI's `BaseItemDto`; Swiftfin extends it throughout Shared/Extensions/JellyfinAPI/.
struct BaseItemDto: Hashable, Sendable, Codable, CustomStringConvertible {
    var id: String?
    var name: String?
    var description: String { name ?? "Unknown" }
}

/// A cast or crew member of an item (JellyfinAPI's `BaseItemPerson`), which a library shows as
/// an item (BaseItemPerson+LibraryElement.swift:18-24).
struct BaseItemPerson: Hashable, Sendable, Codable {
    var id: String?
    var name: String?
}

/// One media source of an item (JellyfinAPI's `MediaSourceInfo`).
struct MediaSourceInfo: Hashable, Sendable, Codable, CustomStringConvertible {
    var id: String
    var name: String
    var description: String { name }
}

/// A video, audio or subtitle stream of a media source (JellyfinAPI's `MediaStream`).
struct MediaStream: Hashable, Sendable, Codable, CustomStringConvertible {
    var index: Int
    var displayTitle: String
    var description: String { displayTitle }
}

/// A result of a metadata provider's search (JellyfinAPI's `RemoteSearchResult`).
struct RemoteSearchResult: Hashable, Sendable, Codable, CustomStringConvertible {
    var name: String
    var description: String { name }
}

/// An image of an item (JellyfinAPI's `ImageInfo`) and one a provider offers (`RemoteImageInfo`).
struct ImageInfo: Hashable, Sendable, Codable {
    var imageType: ImageType
    var imageIndex: Int?
}

struct RemoteImageInfo: Hashable, Sendable, Codable {
    var url: String
    var providerName: String?
}

/// JellyfinAPI's `ImageType`: the cases the tests use.
enum ImageType: String, Hashable, Sendable, Codable {
    case primary = "Primary"
    case backdrop = "Backdrop"
    case logo = "Logo"
}

/// A saved server (Shared/SwiftfinStore/…, `ServerState`).
struct ServerState: Hashable, Sendable, Codable, CustomStringConvertible {
    var id: String
    var name: String
    var description: String { name }
}

/// One of a server's addresses (Shared/Objects/ServerConnection…).
struct ServerConnection: Hashable, Sendable, Codable {
    var id: String
    var url: URL
}

/// A user of the server (JellyfinAPI's `UserDto`).
struct UserDto: Hashable, Sendable, Codable, CustomStringConvertible {
    var id: String?
    var name: String?
    var description: String { name ?? "User" }
}

/// How a saved user is signed back in (Shared/Objects/LocalUserAccessPolicy.swift).
enum LocalUserAccessPolicy: String, Hashable, Sendable, Codable {
    case none
    case requireDeviceAuthentication
    case requirePin
}

/// A device signed in to the server (JellyfinAPI's `DeviceInfoDto`).
struct DeviceInfoDto: Hashable, Sendable, Codable, CustomStringConvertible {
    var id: String?
    var name: String?
    var description: String { name ?? "Device" }
}

/// A server backup (JellyfinAPI's `BackupManifestDto`).
struct BackupManifestDto: Hashable, Sendable, Codable {
    var path: String
}

/// The items a library lists (Shared/Objects/ItemFilter/ItemFilterCollection.swift): `.default`
/// is what a folder opens with (BaseItemDto+LibraryElement.swift:37).
struct ItemFilterCollection: Hashable, Sendable, Codable {
    var itemTypes: [String] = []
    static let `default` = ItemFilterCollection()
}

/// The filter drawer's kinds (Shared/Objects/ItemFilter/ItemFilterType.swift).
enum ItemFilterType: String, Hashable, Sendable, Codable, CaseIterable {
    case genres, letter, sortBy, sortOrder, tags, traits, years
}

/// A content group of items of some kinds under a parent — Favorites, a genre, a studio
/// (Shared/ViewModels/ContentGroupViewModel/ItemTypeContentGroupProvider.swift:12). In the app a
/// struct with item kinds, a parent and an environment; here what tells two apart.
struct ItemTypeContentGroupProvider: Hashable, Sendable, Codable, CustomStringConvertible {
    var id: String
    var displayTitle: String
    var description: String { displayTitle }
}

/// Shared/Objects/ServerActivityLibrary…: the activity list's filters.
enum ServerActivityLibrary {
    struct Environment: Hashable, Sendable, Codable {
        var hasUserID: Bool?
    }
}

/// The player's buttons and supplements, the device profiles' codecs and containers
/// (Shared/Objects/VideoPlayerActionButton.swift, VideoPlayerSupplement…, AudioCodec.swift,
/// VideoCodec.swift, MediaContainer.swift): a few cases each.
enum VideoPlayerActionButton: String, Hashable, Sendable, Codable, CaseIterable {
    case audio, subtitles, playbackSpeed, aspectFill
}

enum VideoPlayerSupplement: String, Hashable, Sendable, Codable, CaseIterable {
    case info, chapters, queue
}

enum AudioCodec: String, Hashable, Sendable, Codable, CaseIterable {
    case aac, ac3, flac, opus
}

enum VideoCodec: String, Hashable, Sendable, Codable, CaseIterable {
    case h264, hevc, av1, vp9
}

enum MediaContainer: String, Hashable, Sendable, Codable, CaseIterable {
    case mp4, mkv, webm
}

/// A custom device profile (Shared/Objects/CustomDeviceProfile.swift).
struct CustomDeviceProfile: Hashable, Sendable, Codable {
    var audio: [AudioCodec] = []
    var video: [VideoCodec] = []
    var container: [MediaContainer] = []
}

// MARK: - View models and the player (live params: shared by identity, never saved)

/// The filter drawer's view model, the library's or the search's (Shared/ViewModels/FilterViewModel.swift).
@MainActor final class FilterViewModel {}
/// Shared/Objects/MediaPlayerManager/MediaPlayerManager.swift:52 (`final class MediaPlayerManager: ViewModel`).
@MainActor final class MediaPlayerManager {
    let item: BaseItemDto
    init(item: BaseItemDto) { self.item = item }
}
/// EditItemMenu's @StateObject (Shared/ViewModels/ItemEditorViewModel/ItemEditorViewModel.swift).
@MainActor final class ItemEditorViewModel {
    let item: BaseItemDto
    init(item: BaseItemDto) { self.item = item }
}
@MainActor final class IdentifyItemViewModel {}
@MainActor final class ItemImageViewModel {}
@MainActor final class ItemSubtitlesViewModel {}
@MainActor final class ServerConnectionViewModel {}
@MainActor final class SettingsViewModel {}
/// JellyfinAPI's client of one server.
@MainActor final class JellyfinClient {}
@MainActor final class SessionViewModel {}
@MainActor final class ServerActivityDetailViewModel {}
@MainActor final class DevicesViewModel {}
@MainActor final class ServerUserAdminViewModel {}
@MainActor final class ServerBackupViewModel {}
@MainActor final class ServerTaskObserver {}

/// The four metadata component editors (Swiftfin/Views/ItemEditorView/ItemMetadata/…ComponentEditor).
protocol ItemComponentEditor: Sendable { init() }
struct GenreComponentEditor: ItemComponentEditor {}
struct PeopleComponentEditor: ItemComponentEditor {}
struct TagComponentEditor: ItemComponentEditor {}
struct StudioComponentEditor: ItemComponentEditor {}

/// ItemComponentEditorViewModel<Editor> (Shared/ViewModels/ItemEditorViewModel/…), built by the
/// route from an editor and the item (NavigationRoute+Item.swift:43-109).
@MainActor final class ItemComponentEditorViewModel<Editor: ItemComponentEditor> {
    let editor: Editor
    let item: BaseItemDto
    init(editor: Editor, item: BaseItemDto) {
        self.editor = editor
        self.item = item
    }
}

/// DuplicateServerConnectionView's `action: () -> Void` (DuplicateServerConnectionView.swift:22)
/// and QuickConnectView's `action: (String) async -> Void` (QuickConnectView.swift:23), main-actor
/// isolated here, which makes them Sendable, as a route's values must be.
typealias DuplicateServerAction = @MainActor () -> Void
typealias QuickConnectAction = @MainActor (String) async -> Void

#if !canImport(SwiftUI)
/// SwiftUI's `Binding`, which the app hands to its selectors and sheets. The generated files
/// import SwiftUI where it exists, so there the graph's `Binding<…>` is SwiftUI's; on Linux, where
/// this example's tests run, this stand-in of the same shape lets the routes compile.
struct Binding<Value>: Sendable where Value: Sendable {
    let get: @MainActor @Sendable () -> Value
    let set: @MainActor @Sendable (Value) -> Void
}
#endif

// MARK: - Tab sets (Shared/Coordinators/Root/UserSessionRootView.swift, Tabs/MainTabView.swift)

/// The roots the app shows, chosen at run time out of the graph's four; passed to
/// `NavigationState(roots:)` at start and to `setRoots(_:)` on sign-in and sign-out.
enum SwiftfinTabs {
    /// Signed out: SelectUserView's one stack (UserSessionRootView.swift:26-29).
    static let signedOut: [SwiftfinRoute] = [.users(.selectUser)]
    /// Signed in, iOS: Home, Search, Media (MainTabView.swift:27-32).
    static let signedIn: [SwiftfinRoute] = [.home, .search, .media]
}

#if canImport(SwiftUI)
import SwiftUI

// MARK: - Content groups and libraries

/// Shared/ViewModels/ContentGroupViewModel/ContentGroupViewModel.swift.
protocol ContentGroupProvider {}
/// DefaultContentGroupProvider.swift:14, LiveTVGroupProvider.swift:11 (both built with no arguments).
struct DefaultContentGroupProvider: ContentGroupProvider {}
struct LiveTVGroupProvider: ContentGroupProvider {}
extension ItemTypeContentGroupProvider: ContentGroupProvider {}
/// ItemContentGroupProvider(item:) and (id:) (NavigationRoute+Item.swift:152-174).
struct ItemContentGroupProvider: ContentGroupProvider {
    init(item: BaseItemDto) {}
    init(id: String) {}
}

/// Shared/Objects/PagingLibrary/PagingLibrary.swift.
protocol PagingLibrary {}
/// UserViewLibrary() (TabItem.swift:111).
struct UserViewLibrary: PagingLibrary {}
/// ItemLibrary.init(parent:filters:) (ItemLibrary.swift:31-34).
struct ItemLibrary: PagingLibrary {
    init(parent: BaseItemDto, filters: ItemFilterCollection? = nil) {}
}
struct RecordingsLibrary: PagingLibrary {}
/// ResumeItemsLibrary.swift:20: `init(mediaTypes: [MediaType] = [.video])`.
struct ResumeItemsLibrary: PagingLibrary {}
struct NextUpLibrary: PagingLibrary {}
/// LatestInLibrary.swift:16.
struct LatestInLibrary: PagingLibrary {
    init(library: BaseItemDto) {}
}
/// StaticLibrary.swift:9-22.
struct StaticLibrary<Element>: PagingLibrary {
    init(title: String, id: String, elements: [Element]) {}
}
/// SimilarItemsLibrary.swift:13, SpecialFeaturesLibrary.swift:13 (memberwise).
struct SimilarItemsLibrary: PagingLibrary {
    let itemID: String
}
struct SpecialFeaturesLibrary: PagingLibrary {
    let itemID: String
}

// MARK: - Views, with the app's initializers

/// Shared/Views/ContentGroupView.swift:15, 31.
struct ContentGroupView<Provider: ContentGroupProvider>: View {
    let provider: Provider
    var body: some View { Text("Content") }
}
/// Shared/Objects/PagingLibrary/PagingLibraryView/PagingLibraryView.swift:13.
struct PagingLibraryView<Library: PagingLibrary>: View {
    let library: Library
    var body: some View { Text("Library") }
}
/// Shared/Views/ItemView/ItemView.swift:15, 35.
struct ItemView: View {
    let provider: ItemContentGroupProvider
    var body: some View { Text("Item") }
}
/// Shared/Views/SearchView.swift:12.
struct SearchView: View { var body: some View { Text("Search") } }
/// Shared/Views/FilterView.swift:11.
struct FilterView: View {
    let viewModel: FilterViewModel
    let type: ItemFilterType
    var body: some View { Text("Filter") }
}
/// Shared/Views/MediaInformation/ItemOverview.swift:12.
struct ItemOverviewView: View {
    let item: BaseItemDto
    var body: some View { Text("Overview") }
}
/// Shared/Views/MediaInformation/MediaSourceInfoView.swift:12.
struct MediaSourceInfoView: View {
    let source: MediaSourceInfo
    var body: some View { Text("Media source") }
}
/// Shared/Views/MediaInformation/MediaStreamInfoView.swift:12.
struct MediaStreamInfoView: View {
    let mediaStream: MediaStream
    var body: some View { Text("Stream") }
}
/// NavigationRoute+Media.swift:79-84.
struct VideoPlayerViewShim: View {
    let manager: MediaPlayerManager
    var body: some View { Text("Player") }
}

// Item editing (Swiftfin/Views/ItemEditorView/)
/// ItemEditorView.swift:13.
struct ItemEditorView: View {
    let viewModel: ItemEditorViewModel
    var body: some View { Text("Edit") }
}
/// Shared/Views/ItemEditorView/ItemRefreshView.swift:13.
struct ItemRefreshView: View {
    let viewModel: ItemEditorViewModel
    var body: some View { Text("Refresh") }
}
/// ItemIdentification/IdentifyItemView/IdentifyItemView.swift:12.
struct IdentifyItemView: View {
    let item: BaseItemDto
    var body: some View { Text("Identify") }
}
/// ItemIdentification/IdentifyItemResultView.swift:12.
struct IdentifyItemResultView: View {
    let viewModel: IdentifyItemViewModel
    let result: RemoteSearchResult
    var body: some View { Text("Result") }
}
/// ItemImages/ItemImagesView.swift:14.
struct ItemImagesView: View {
    let viewModel: ItemImageViewModel
    var body: some View { Text("Images") }
}
/// ItemImages/ItemImageDetailView.swift:12.
struct ItemImageDetailView: View {
    let viewModel: ItemImageViewModel
    let imageInfo: ImageInfo
    var body: some View { Text("Image") }
}
/// ItemImages/RemoteImageSearchView.swift:13.
struct RemoteImageSearchView: View {
    let viewModel: ItemImageViewModel
    let imageType: ImageType
    var body: some View { Text("Search images") }
}
/// ItemImages/RemoteImageDetailView.swift:12.
struct RemoteImageDetailView: View {
    let viewModel: ItemImageViewModel
    let remoteImageInfo: RemoteImageInfo
    var body: some View { Text("Image") }
}
/// ItemMetadata/EditMetadataView/EditMetadataView.swift:13.
struct EditMetadataView: View {
    let viewModel: ItemEditorViewModel
    var body: some View { Text("Metadata") }
}
/// ItemMetadata/EditItemElementView/EditItemElementView.swift:15, 34.
struct EditItemElementView<Editor: ItemComponentEditor>: View {
    let viewModel: ItemComponentEditorViewModel<Editor>
    var body: some View { Text("Elements") }
}
/// ItemMetadata/AddItemElementView.swift:13-16.
struct AddItemElementView<Editor: ItemComponentEditor>: View {
    let viewModel: ItemComponentEditorViewModel<Editor>
    var body: some View { Text("Add") }
}
/// ItemSubtitles/ItemSubtitlesView/ItemSubtitlesView.swift:12.
struct ItemSubtitlesView: View {
    let item: BaseItemDto
    var body: some View { Text("Subtitles") }
}
/// ItemSubtitles/ItemSubtitleUploadView.swift:14.
struct ItemSubtitleUploadView: View {
    let viewModel: ItemSubtitlesViewModel
    var body: some View { Text("Upload") }
}
/// Shared/Views/ItemEditorView/ItemSubtitleSearchView/ItemSubtitleSearchView.swift:13.
struct ItemSubtitleSearchView: View {
    let viewModel: ItemSubtitlesViewModel
    var body: some View { Text("Search") }
}

// Signed out (Shared/Views/SelectUserView/, ConnectToServerView/, UserSignInView.swift)
/// SelectUserView.swift:15.
struct SelectUserView: View { var body: some View { Text("Users") } }
/// ConnectToServerView/ConnectToServerView.swift:13.
struct ConnectToServerView: View { var body: some View { Text("Connect") } }
/// ConnectToServerView/Components/DuplicateServerConnectionView.swift:13-22.
struct DuplicateServerConnectionView: View {
    let server: ServerState
    let action: DuplicateServerAction
    var body: some View { Text("Existing server") }
}
/// UserSignInView.swift:15.
struct UserSignInView: View {
    let server: ServerState
    var body: some View { Text("Sign in") }
}
/// QuickConnectView.swift:12-23.
struct QuickConnectView: View {
    let client: JellyfinClient
    let action: QuickConnectAction
    var body: some View { Text("Quick Connect") }
}
/// Swiftfin/Components/LocalUserAccessPolicyView.swift:11.
struct LocalUserAccessPolicyView: View {
    let pinHint: Binding<String>
    let accessPolicy: Binding<LocalUserAccessPolicy>
    var body: some View { Text("Security") }
}
/// Shared/Views/EditLocalServerView.swift:11.
struct EditLocalServerView: View {
    let server: ServerState
    let isDeletePresented: Bool
    var body: some View { Text("Server") }
}
/// Shared/Views/ServerConnectionView.swift:12.
struct ServerConnectionView: View {
    let viewModel: ServerConnectionViewModel
    var body: some View { Text("Connections") }
}
/// Shared/Views/EditServerConnectionView.swift:14.
struct EditServerConnectionView: View {
    let viewModel: ServerConnectionViewModel
    let connection: ServerConnection
    var body: some View { Text("Connection") }
}
/// Shared/Views/AppSettingsView.swift:14.
struct AppSettingsView: View { var body: some View { Text("Advanced") } }
/// Shared/Views/AboutAppView.swift:12.
struct AboutAppView: View { var body: some View { Text("About") } }
/// Swiftfin/Views/AppPermissionsView.swift:12.
struct AppPermissionsView: View { var body: some View { Text("Permissions") } }
/// Swiftfin/Views/AppIconSelectorView.swift:12.
struct AppIconSelectorView: View {
    let viewModel: SettingsViewModel
    var body: some View { Text("App icon") }
}

// Settings (Shared/Views/SettingsView/)
/// SettingsView.swift:14.
struct SettingsView: View { var body: some View { Text("Settings") } }
/// LocalUserSettings/LocalUserSettingsView.swift:14.
struct LocalUserSettingsView: View {
    let user: UserDto
    var body: some View { Text("User") }
}
/// Swiftfin/Views/QuickConnectAuthorizeView.swift:14.
struct QuickConnectAuthorizeView: View {
    let user: UserDto
    var body: some View { Text("Quick Connect") }
}
/// Swiftfin/Views/ResetUserPasswordView.swift:14.
struct ResetUserPasswordView: View {
    let userID: String
    let requiresCurrentPassword: Bool
    var body: some View { Text("Password") }
}
/// LocalUserSettings/LocalUserSecurityView.swift:13.
struct LocalUserSecurityView: View { var body: some View { Text("Security") } }
/// VideoPlayerSettingsView.swift:14.
struct VideoPlayerSettingsView: View { var body: some View { Text("Video player") } }
/// Swiftfin/Views/GestureSettingsView.swift:17.
struct GestureSettingsView: View { var body: some View { Text("Gestures") } }
/// Shared/Components/OrderedSectionSelectorView.swift:11, 23-28.
struct OrderedSectionSelectorView<Element: Hashable>: View {
    let systemImage: String
    let selection: Binding<[Element]>
    let sources: [Element]
    let removable: [Element]?

    init(
        systemImage: String = "filemenu.and.selection",
        selection: Binding<[Element]>,
        sources: [Element],
        removable: [Element]? = nil
    ) {
        self.systemImage = systemImage
        self.selection = selection
        self.sources = sources
        self.removable = removable
    }

    var body: some View { Text("Select") }
}
/// Shared/Views/FontPickerView.swift:11.
struct FontPickerView: View {
    let selection: Binding<String>
    var body: some View { Text("Font") }
}
/// PlaybackQualitySettingsView.swift:13.
struct PlaybackQualitySettingsView: View { var body: some View { Text("Playback quality") } }
/// DeviceProfileSettings/CustomDeviceProfilesView.swift:13.
struct CustomDeviceProfilesView: View {
    var body: some View { Text("Profiles") }

    /// DeviceProfileSettings/EditDeviceProfileView.swift:13, 35.
    struct EditDeviceProfileView: View {
        let profile: Binding<CustomDeviceProfile>?
        var body: some View { Text("Custom profile") }
    }
}
/// CustomizeViewsSettings/CustomizeViewsSettings.swift:12 and its Components/ sections.
struct CustomizeViewsSettings: View {
    var body: some View { Text("Customize") }
    struct ItemSection: View { var body: some View { Text("Items") } }
    struct LibrarySection: View { var body: some View { Text("Libraries") } }
    struct PosterSection: View { var body: some View { Text("Posters") } }
}
/// ExperimentalSettingsView.swift:14, DebugSettingsView.swift:18.
struct ExperimentalSettingsView: View { var body: some View { Text("Experimental") } }
struct DebugSettingsView: View { var body: some View { Text("Debug") } }
/// PulseUI's ConsoleView (the .log route, NavigationRoute+Settings.swift:231-237).
struct ConsoleView: View { var body: some View { Text("Logs") } }

// Administration (Swiftfin/Views/AdminDashboardView/)
struct AdminDashboardView: View { var body: some View { Text("Dashboard") } }
struct ActiveSessionsView: View { var body: some View { Text("Sessions") } }
struct ActiveSessionDetailsView: View {
    let viewModel: SessionViewModel
    var body: some View { Text("Session") }
}
struct ServerActivityView: View { var body: some View { Text("Activity") } }
struct ServerActivityDetailsView: View {
    let viewModel: ServerActivityDetailViewModel
    var body: some View { Text("Activity") }
}
struct ServerActivityFilterView: View {
    let environment: Binding<ServerActivityLibrary.Environment>
    var body: some View { Text("Filters") }
}
struct DevicesView: View { var body: some View { Text("Devices") } }
struct DeviceDetailsView: View {
    let device: DeviceInfoDto
    let viewModel: DevicesViewModel
    var body: some View { Text("Device") }
}
struct ServerUsersView: View { var body: some View { Text("Users") } }
struct AddServerUserView: View { var body: some View { Text("New user") } }
struct ServerUserDetailsView: View {
    let user: UserDto
    var body: some View { Text("User") }
}
struct ServerUserPermissionsView: View {
    let viewModel: ServerUserAdminViewModel
    var body: some View { Text("Permissions") }
}
struct ServerUserDeviceAccessView: View {
    let viewModel: ServerUserAdminViewModel
    var body: some View { Text("Devices") }
}
struct ServerUserLiveTVAccessView: View {
    let viewModel: ServerUserAdminViewModel
    var body: some View { Text("Live TV") }
}
struct ServerUserMediaAccessView: View {
    let viewModel: ServerUserAdminViewModel
    var body: some View { Text("Media") }
}
struct ServerUserParentalRatingView: View {
    let viewModel: ServerUserAdminViewModel
    var body: some View { Text("Parental ratings") }
}
struct EditAccessScheduleView: View {
    let viewModel: ServerUserAdminViewModel
    var body: some View { Text("Access schedules") }
}
struct AddAccessScheduleView: View {
    let viewModel: ServerUserAdminViewModel
    var body: some View { Text("Add access schedule") }
}
struct EditServerUserAccessTagsView: View {
    let viewModel: ServerUserAdminViewModel
    var body: some View { Text("Access tags") }
}
struct AddServerUserAccessTagsView: View {
    let viewModel: ServerUserAdminViewModel
    var body: some View { Text("Add access tag") }
}
struct APIKeysView: View { var body: some View { Text("API keys") } }
struct ServerBackupView: View { var body: some View { Text("Backups") } }
struct ServerBackupDetailsView: View {
    let viewModel: ServerBackupViewModel
    let backup: BackupManifestDto
    var body: some View { Text("Backup") }
}
struct CreateServerBackupView: View {
    let viewModel: ServerBackupViewModel
    var body: some View { Text("Create backup") }
}
struct ServerLogsView: View { var body: some View { Text("Logs") } }
struct ServerTasksView: View { var body: some View { Text("Tasks") } }
struct EditServerTaskView: View {
    let observer: ServerTaskObserver
    var body: some View { Text("Task") }
}
struct AddTaskTriggerView: View {
    let observer: ServerTaskObserver
    var body: some View { Text("Add trigger") }
}
#endif
