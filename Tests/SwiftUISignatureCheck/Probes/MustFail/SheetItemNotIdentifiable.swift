// Liveness probe (must FAIL to type-check): sheet(item:) requires `Item : Identifiable`.
// expected-error: conform to 'Identifiable'
import SwiftUI

struct Plain: Hashable {}

@MainActor
struct SheetWithPlainItem: View {
    let item: Binding<Plain?>
    var body: some View {
        EmptyView().sheet(item: item) { _ in EmptyView() }
    }
}
