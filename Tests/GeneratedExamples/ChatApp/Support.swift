// The app-side types the ChatApp graph (`screens/` at the repo root) names.

public struct Contact: Hashable, Sendable, Codable, CustomStringConvertible {
    public var name: String
    public init(name: String) { self.name = name }
    public var description: String { name }
}

#if canImport(SwiftUI)
import SwiftUI

struct HomeScreen: View { var body: some View { Text("Chats") } }
struct SettingsScreen: View { var body: some View { Text("Settings") } }
struct ProfileEditor: View { let displayName: String; var body: some View { Text(displayName) } }
struct OnboardingScreen: View { var body: some View { Text("Welcome") } }
struct ConversationView: View { let recipient: Contact; let draft: String?; var body: some View { Text(recipient.name) } }
struct ComposeView: View { var body: some View { Text("New message") } }
struct AttachmentPicker: View { let maxCount: Int; var body: some View { Text("\(maxCount)") } }
struct ContactListView: View { let filter: String?; var body: some View { Text(filter ?? "") } }
struct ContactDetailView: View { let contact: Contact; var body: some View { Text(contact.name) } }
#endif
