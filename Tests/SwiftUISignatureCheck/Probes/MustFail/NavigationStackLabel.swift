// Liveness probe (must FAIL to type-check): a misspelled argument label. If this compiled, the
// stand-in would not be checking NavigationStack(path:root:)'s signature.
// expected-error: argument label
import SwiftUI

@MainActor
struct MisspelledLabel: View {
    let path: Binding<[Int]>
    var body: some View {
        NavigationStack(pathh: path) { EmptyView() }
    }
}
