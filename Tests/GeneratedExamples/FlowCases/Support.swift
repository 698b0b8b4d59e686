// The app-side types of the FlowCases graph: views where SwiftUI exists.

#if canImport(SwiftUI)
import SwiftUI

struct WelcomeView: View { var body: some View { Text("Welcome") } }
struct OnboardingView: View { let invite: String; var body: some View { Text(invite) } }
struct GuestView: View { var body: some View { Text("Guest") } }
struct TrailsView: View { var body: some View { Text("Trails") } }
struct TrailView: View { let id: Int; var body: some View { Text("\(id)") } }
struct MapView: View { var body: some View { Text("Map") } }
struct LockView: View { var body: some View { Text("Locked") } }
struct EditorView: View { let draft: Int; var body: some View { Text("\(draft)") } }
struct PickerView: View { var body: some View { Text("Pick") } }
struct SummaryView: View { var body: some View { Text("Summary") } }
#endif
