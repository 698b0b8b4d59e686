// SIGNATURE STAND-IN — not SwiftUI; see View.swift for what this module is and is not.

import Foundation

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

// MARK: - Sheet detents (what the graph's `detents:` become)

extension View {
    // Source: https://developer.apple.com/documentation/swiftui/view/presentationdetents(_:).md
    //   nonisolated func presentationDetents(_ detents: Set<PresentationDetent>) -> some View
    nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        _SignatureCheckModified(self)
    }
}

// Source: https://developer.apple.com/documentation/swiftui/presentationdetent.md
//   struct PresentationDetent  (Hashable, Sendable)
// Deviation: stored as a name and a value; Apple's storage is private, and `custom(_:)` and
// `PresentationDetent.Context` are left out: nothing checked here uses them.
public struct PresentationDetent: Hashable, Sendable {
    @usableFromInline
    let _name: String
    @usableFromInline
    let _value: Double

    // Source: https://developer.apple.com/documentation/swiftui/presentationdetent/large.md
    //   static let large: PresentationDetent
    public static let large = PresentationDetent(_name: "large", _value: 1)

    // Source: https://developer.apple.com/documentation/swiftui/presentationdetent/medium.md
    //   static let medium: PresentationDetent
    public static let medium = PresentationDetent(_name: "medium", _value: 0.5)

    // Source: https://developer.apple.com/documentation/swiftui/presentationdetent/fraction(_:).md
    //   static func fraction(_ fraction: CGFloat) -> PresentationDetent
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
        PresentationDetent(_name: "fraction", _value: Double(fraction))
    }

    // Source: https://developer.apple.com/documentation/swiftui/presentationdetent/height(_:).md
    //   static func height(_ height: CGFloat) -> PresentationDetent
    public static func height(_ height: CGFloat) -> PresentationDetent {
        PresentationDetent(_name: "height", _value: Double(height))
    }
}

// MARK: - Transactions (a stack built by a link or a restore, animated or not)

// Source: https://developer.apple.com/documentation/swiftui/transaction.md
//   @frozen struct Transaction
// Deviation: only `init()` and `disablesAnimations` are declared; Apple's also carries the
// animation and other values, which nothing checked here reads.
@frozen
public struct Transaction {
    // Source: https://developer.apple.com/documentation/swiftui/transaction/init().md
    //   init()
    public init() {}

    // Source: https://developer.apple.com/documentation/swiftui/transaction/disablesanimations.md
    //   var disablesAnimations: Bool { get set }
    public var disablesAnimations: Bool = false
}

// Source: https://developer.apple.com/documentation/swiftui/withtransaction(_:_:).md
//   func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try body()
}
