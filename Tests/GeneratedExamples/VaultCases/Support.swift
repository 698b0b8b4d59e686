// The app-side types of the VaultCases graph (Bitwarden's situations, #38): the account the
// unlock screen shows, the kinds of vault item, where a file comes from, what the item editor
// reports; and views where SwiftUI exists.

/// The active account: the unlock screen's single-sign-on move reads `account.profile.email`.
struct Account: Hashable, Sendable, Codable {
    struct Profile: Hashable, Sendable, Codable {
        var email: String
    }

    var profile: Profile
    var canLock: Bool
}

/// Which buttons the more-options sheet shows.
enum ItemKind: Hashable, Sendable, Codable {
    case card, login, note
}

/// The attachment source sheet's choice: where the picker takes a file from.
enum FileSource: Hashable, Sendable, Codable {
    case photos, camera, files
}

/// What the item editor reports: the presenter decides whether the sheet closes.
enum ItemEditResult: Hashable, Sendable {
    case added(String)
    case updated(String)
}

#if canImport(SwiftUI)
import SwiftUI

struct LoginView: View { var body: some View { Text("Log in") } }
struct SelfHostedView: View { var body: some View { Text("Self-hosted") } }
struct UnlockView: View { let account: Account; var body: some View { Text(account.profile.email) } }
struct SingleSignOnView: View { let email: String; var body: some View { Text(email) } }
struct VaultView: View { var body: some View { Text("Vault") } }
struct ItemEditorView: View { var body: some View { Text("Item") } }
struct FilePickerView: View { let source: FileSource; var body: some View { Text("Pick") } }
struct SendListView: View { var body: some View { Text("Sends") } }
struct SendEditorView: View { var body: some View { Text("Send") } }
struct ShareSheetView: View { var body: some View { Text("Share") } }
#endif
