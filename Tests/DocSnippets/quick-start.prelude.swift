#if canImport(SwiftUI)
import SwiftUI

// The README quick start's second view, which its step 4 does not show (its HomeView is the
// snippet's own).
struct DetailView: View {
    let id: Int
    var body: some View { Text("Detail \(id)") }
}
#endif
