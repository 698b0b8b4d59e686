// The app-side types of the SplitCases graph: views where SwiftUI exists.

#if canImport(SwiftUI)
import SwiftUI

struct ChatsView: View { var body: some View { Text("Chats") } }
struct RoomView: View { let id: Int; var body: some View { Text("\(id)") } }
struct RoomDetailsView: View { let id: Int; var body: some View { Text("Details \(id)") } }
struct MembersView: View { var body: some View { Text("Members") } }
struct ComposeView: View { var body: some View { Text("Compose") } }
struct MailboxesView: View { var body: some View { Text("Mailboxes") } }
struct MailboxView: View { let name: String; var body: some View { Text(name) } }
struct MessageView: View { let id: Int; var body: some View { Text("\(id)") } }
struct AttachmentView: View { var body: some View { Text("Attachment") } }
struct SettingsView: View { var body: some View { Text("Settings") } }
struct AboutView: View { var body: some View { Text("About") } }
#endif
