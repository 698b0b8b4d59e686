#if canImport(SwiftUI)
import Foundation
import SwiftUI

extension View {
    /// `details` applied to a presented view; detents only on a sheet (`sheet`).
    @MainActor
    func presentationDetails(_ details: Navigation.PresentationDetails?, sheet: Bool, swipeDisabled: Bool = false)
        -> some View
    {
        let detents = sheet ? Set((details?.detents ?? []).map(\.swiftUI)) : []
        return self.presentationDetents(detents.isEmpty ? [.large] : detents)
            .interactiveDismissDisabled(swipeDisabled || details?.dismissBySwipe == false)
    }
}

extension Navigation.SheetDetent {
    /// SwiftUI's detent for this one.
    var swiftUI: PresentationDetent {
        switch self {
        case .medium: .medium
        case .large: .large
        case .fraction(let fraction): .fraction(CGFloat(fraction))
        case .height(let height): .height(CGFloat(height))
        }
    }
}

extension Navigation.Containers {
    /// Runs `build` — opening a deep link, restoring a snapshot, setting a whole stack — with
    /// animations on or off as the graph says (`graph.animate-built-stacks:`, `Graph.animatesBuiltStacks`):
    /// a stack built at once then appears without sliding in screen after screen.
    ///
    ///     try state.containers.buildingStack { try state.links.open(url) }
    ///
    /// - Parameter build: the change to make.
    /// - Returns: what `build` returns.
    /// - Throws: what `build` throws.
    public func buildingStack<Result>(_ build: () throws -> Result) rethrows -> Result {
        var transaction = Transaction()
        transaction.disablesAnimations = !Graph.animatesBuiltStacks
        return try withTransaction(transaction, build)
    }
}
#endif
