// SIGNATURE STAND-IN — not SwiftUI; see View.swift for what this module is and is not.

// MARK: - Zoom navigation transitions (what a screen's `navigation-transition: zoom` becomes)

// Source: https://developer.apple.com/documentation/swiftui/namespace
//   @frozen @propertyWrapper struct Namespace
// Deviation: the DynamicProperty and Sendable conformances are stated, not shown in the page's
// declaration line; the storage is a placeholder.
@frozen @propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
    // Source: https://developer.apple.com/documentation/swiftui/namespace/init()
    //   init()
    public init() {}

    // Source: https://developer.apple.com/documentation/swiftui/namespace/wrappedvalue
    //   var wrappedValue: Namespace.ID { get }
    public var wrappedValue: Namespace.ID { fatalError("SwiftUI signature stand-in: not renderable") }

    // Source: https://developer.apple.com/documentation/swiftui/namespace/id
    //   @frozen struct ID  (Hashable, Sendable)
    @frozen
    public struct ID: Hashable, Sendable {
        @usableFromInline
        let _id: Int
    }
}

// Source: https://developer.apple.com/tutorials/data/documentation/swiftui/navigationtransition.md
//   protocol NavigationTransition
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public protocol NavigationTransition {}

// Source: https://developer.apple.com/documentation/swiftui/zoomnavigationtransition.md
//   struct ZoomNavigationTransition  (conforms to NavigationTransition)
// Deviation: no macOS availability in Apple's page; the stand-in states iOS-family availability only.
@available(iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@available(macOS, unavailable)
public struct ZoomNavigationTransition: NavigationTransition {
    @usableFromInline
    init() {}
}

@available(iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@available(macOS, unavailable)
extension NavigationTransition where Self == ZoomNavigationTransition {
    // Source: https://developer.apple.com/documentation/swiftui/navigationtransition/zoom(sourceid:in:).md
    //   static func zoom(sourceID: some Hashable, in namespace: Namespace.ID) -> ZoomNavigationTransition
    public static func zoom(sourceID: some Hashable, in namespace: Namespace.ID) -> ZoomNavigationTransition {
        ZoomNavigationTransition()
    }
}

extension View {
    // Source: https://developer.apple.com/tutorials/data/documentation/swiftui/view/navigationtransition(_:).md
    //   nonisolated func navigationTransition(_ style: some NavigationTransition) -> some View
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    nonisolated public func navigationTransition(_ style: some NavigationTransition) -> some View {
        _SignatureCheckModified(self)
    }

    // Source: https://developer.apple.com/documentation/swiftui/view/matchedtransitionsource(id:in:).md
    //   nonisolated func matchedTransitionSource(id: some Hashable, in namespace: Namespace.ID) -> some View
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    nonisolated public func matchedTransitionSource(id: some Hashable, in namespace: Namespace.ID) -> some View {
        _SignatureCheckModified(self)
    }
}

// MARK: - AnyView

// Source: https://developer.apple.com/documentation/swiftui/anyview
//   @frozen struct AnyView
// Deviation: the storage is a placeholder.
@frozen
public struct AnyView {
    @usableFromInline
    let _storage: Any

    // Source: https://developer.apple.com/documentation/swiftui/anyview/init(_:)-5xnv1
    //   init<V>(_ view: V) where V : View
    public init<V>(_ view: V) where V: View {
        _storage = view
    }
}

extension AnyView: View {
    public typealias Body = Never
    nonisolated public var body: Never { fatalError("SwiftUI signature stand-in: not renderable") }
}
