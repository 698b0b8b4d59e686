// The app-side types of the MultiNav example.

#if canImport(SwiftUI)
import SwiftUI

struct FeedView: View { var body: some View { Text("Feed") } }
struct PostView: View {
    let postID: Int
    var body: some View { Text("\(postID)") }
}
struct CommentsView: View {
    let postID: Int
    var body: some View { Text("\(postID)") }
}
struct ComposerView: View { var body: some View { Text("New post") } }
struct ComposerPreview: View { var body: some View { Text("Preview") } }
struct TutorialView: View { var body: some View { Text("Tutorial") } }
struct ReportedView: View {
    let postID: Int
    var body: some View { Text("\(postID)") }
}
struct ProfileView: View { var body: some View { Text("Profile") } }
struct ProfileSettingsView: View { var body: some View { Text("Settings") } }
#endif
