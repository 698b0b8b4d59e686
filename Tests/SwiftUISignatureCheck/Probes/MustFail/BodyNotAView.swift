// Liveness probe (must FAIL to type-check): a builder body whose result is not a View. The
// stand-in's ViewBuilder is type-agnostic (as Apple's Xcode 27 one is); `some View` must still
// reject it.
// expected-error: conform to 'View'
import SwiftUI

@MainActor
struct NotAView: View {
    var body: some View {
        42
    }
}
