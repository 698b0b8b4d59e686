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
struct PlanStartView: View { var body: some View { Text("Plan") } }
struct ChooseTrailView: View { var body: some View { Text("Choose") } }
struct ConfirmPlanView: View { var body: some View { Text("Confirm") } }
struct PlanPreviewView: View { let id: Int; var body: some View { Text("\(id)") } }
#endif

#if canImport(SwiftUI)
struct SettingsView: View { var body: some View { Text("Settings") } }
struct AccountView: View { var body: some View { Text("Account") } }
struct TourView: View { var body: some View { Text("Tour") } }
struct TourStepView: View { var body: some View { Text("Step") } }
struct CallView: View { let room: String; var body: some View { Text(room) } }
struct AppLockView: View { var body: some View { Text("Locked") } }
struct LoginRequestView: View { let device: String; var body: some View { Text(device) } }
#endif
