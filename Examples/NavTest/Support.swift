// The app-side types of the NavTest example: three plain views.

#if canImport(SwiftUI)
import SwiftUI

struct AView: View {
    let selected: Int?
    var body: some View { Text("A") }
}
struct BView: View {
    let selected: Int?
    var body: some View { Text("B") }
}
struct CView: View {
    let selected: Int?
    var body: some View { Text("C") }
}
#endif
