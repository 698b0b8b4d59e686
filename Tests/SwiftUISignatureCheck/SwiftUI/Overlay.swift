// SIGNATURE STAND-IN — not SwiftUI; see View.swift for what this module is and is not.

// MARK: - Overlays and interactive dismissal (the app-wide layers of NavigationHost)

extension View {
    // Source: https://developer.apple.com/documentation/swiftui/view/overlay(alignment:content:).md
    //   nonisolated func overlay<V>(alignment: Alignment = .center, @ContentBuilder content: () -> V) -> some View where V : View
    nonisolated public func overlay<V>(alignment: Alignment = .center, @ContentBuilder content: () -> V) -> some View
    where V: View {
        _SignatureCheckModified(self)
    }

    // Source: https://developer.apple.com/documentation/swiftui/view/interactivedismissdisabled(_:).md
    //   nonisolated func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View
    nonisolated public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        _SignatureCheckModified(self)
    }
}

// Source: https://developer.apple.com/documentation/swiftui/alignment
//   @frozen struct Alignment  (Equatable, Sendable)
// Deviation: only `center`, the default the adapter relies on, is declared; Apple's stores a
// horizontal and a vertical alignment guide, which nothing checked here reads.
public struct Alignment: Equatable, Sendable {
    @usableFromInline
    let _name: String

    // Source: https://developer.apple.com/documentation/swiftui/alignment/center
    //   static let center: Alignment
    public static let center = Alignment(_name: "center")
}
