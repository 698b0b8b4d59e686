// The app-side types of the SwiftUI Navigation Sample example.

public struct Contact: Hashable, Sendable, Codable, CustomStringConvertible {
    public var name: String
    public init(name: String) { self.name = name }
    public var description: String { name }
}

#if canImport(SwiftUI)
import SwiftUI

struct HomeScreen: View { var body: some View { Text("Chats") } }
struct ContactFeatureRootView: View { var body: some View { Text("Contacts") } }
struct ContactDetailView: View {
    let contact: Contact
    var body: some View { Text(contact.name) }
}
struct ConversationView: View {
    let recipient: Contact
    var body: some View { Text(recipient.name) }
}
#endif
