// Liveness probe (must COMPILE): proves that with `-I <stand-in>` the compiler finds a module
// named SwiftUI, i.e. every `#if canImport(SwiftUI)` section in the checked code is really
// compiled, not silently skipped as it is in the ordinary Linux build.
#if !canImport(SwiftUI)
#error("canImport(SwiftUI) is false: the SwiftUI sections would be skipped, not checked")
#endif

import SwiftUI

// The module found is the stand-in (its ViewBuilder builds an empty block into EmptyView).
func _standInEmptyView() -> SwiftUI.EmptyView {
    SwiftUI.ViewBuilder.buildBlock()
}
