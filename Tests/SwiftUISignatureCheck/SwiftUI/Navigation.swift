// SIGNATURE STAND-IN — not SwiftUI; see View.swift for what this module is and is not.

// MARK: - NavigationStack

// Source: https://developer.apple.com/documentation/swiftui/navigationstack.md
//   nonisolated struct NavigationStack<Data, Root> where Root : View
nonisolated public struct NavigationStack<Data, Root> where Root: View {
    @usableFromInline
    let _path: Any?
    @usableFromInline
    let _root: Root

    // Source: https://developer.apple.com/documentation/swiftui/navigationstack/init(path:root:)-3bt4q.md
    //   nonisolated init(path: Binding<Data>, @ContentBuilder root: () -> Root) where Data : MutableCollection, Data : RandomAccessCollection, Data : RangeReplaceableCollection, Data.Element : Hashable
    nonisolated public init(path: Binding<Data>, @ContentBuilder root: () -> Root)
    where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
        _path = path
        _root = root()
    }
}

extension NavigationStack: View {
    public typealias Body = Never
    nonisolated public var body: Never { fatalError("SwiftUI signature stand-in: not renderable") }
}

// MARK: - Navigation and presentation modifiers

extension View {
    // Source: https://developer.apple.com/documentation/swiftui/view/navigationdestination(for:destination:).md
    //   nonisolated func navigationDestination<D, C>(for data: D.Type, @ContentBuilder destination: @escaping (D) -> C) -> some View where D : Hashable, C : View
    nonisolated public func navigationDestination<D, C>(
        for data: D.Type, @ContentBuilder destination: @escaping (D) -> C
    ) -> some View where D: Hashable, C: View {
        _SignatureCheckModified(self)
    }

    // Source: https://developer.apple.com/tutorials/data/documentation/swiftui/view/navigationtitle(_:)-43srq.md
    //   nonisolated func navigationTitle(_ titleKey: LocalizedStringKey) -> some View   (the LocalizedStringKey sibling)
    // Deviation: the page of the `S : StringProtocol` member (listed as navigationtitle(_:)-5di1u
    // among the overloads) is not in the documentation store. It is reproduced with the
    // LocalizedStringKey sibling's shape and the title typed as Apple types every string-value
    // title — e.g. navigationSubtitle(_:) on
    // https://developer.apple.com/tutorials/data/documentation/swiftui/view/navigationsubtitle(_:)-262n7.md
    //   nonisolated func navigationSubtitle<S>(_ subtitle: S) -> some View where S : StringProtocol
    // The checked code passes a `String` value (`Graph.title(for:) ?? ""`), which neither the
    // LocalizedStringKey nor the Text nor the Binding<String> overload accepts, so only this
    // member is declared.
    nonisolated public func navigationTitle<S>(_ title: S) -> some View where S: StringProtocol {
        _SignatureCheckModified(self)
    }

    // Source: https://developer.apple.com/documentation/swiftui/view/navigationbarbackbuttonhidden(_:).md
    //   nonisolated func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View
    nonisolated public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        _SignatureCheckModified(self)
    }

    // Source: https://developer.apple.com/tutorials/data/documentation/swiftui/view/sheet(item:ondismiss:content:).md
    //   nonisolated func sheet<Item, Content>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ContentBuilder content: @escaping (Item) -> Content) -> some View where Item : Identifiable, Content : View
    nonisolated public func sheet<Item, Content>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ContentBuilder content: @escaping (Item) -> Content
    ) -> some View where Item: Identifiable, Content: View {
        _SignatureCheckModified(self)
    }

    // Source: https://developer.apple.com/documentation/swiftui/view/fullscreencover(item:ondismiss:content:).md
    //   nonisolated func fullScreenCover<Item, Content>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ContentBuilder content: @escaping (Item) -> Content) -> some View where Item : Identifiable, Content : View
    // The page lists no macOS availability (iOS, iPadOS, Mac Catalyst, tvOS, visionOS, watchOS):
    // `@available(macOS, unavailable)` reproduces that; it is inert on Linux, which is why the
    // adapter's `#if os(macOS)` branch (a second `.sheet`) cannot be exercised here.
    @available(macOS, unavailable)
    nonisolated public func fullScreenCover<Item, Content>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ContentBuilder content: @escaping (Item) -> Content
    ) -> some View where Item: Identifiable, Content: View {
        _SignatureCheckModified(self)
    }

    // Source: https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:presenting:actions:message:)-8584l.md
    //   nonisolated func alert<S, A, M, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?, @ContentBuilder actions: (T) -> A, @ContentBuilder message: (T) -> M) -> some View where S : StringProtocol, A : View, M : View
    // (Its LocalizedStringKey sibling, -29bp4, cannot take the `String` value the adapter passes.)
    nonisolated public func alert<S, A, M, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?,
        @ContentBuilder actions: (T) -> A, @ContentBuilder message: (T) -> M
    ) -> some View where S: StringProtocol, A: View, M: View {
        _SignatureCheckModified(self)
    }

    // Source: https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:presenting:actions:message:)
    //   nonisolated func confirmationDialog<S, A, M, T>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ContentBuilder actions: (T) -> A, @ContentBuilder message: (T) -> M) -> some View where S : StringProtocol, A : View, M : View
    // (The LocalizedStringKey sibling, -8y541, cannot take the `String` value the adapter passes.)
    nonisolated public func confirmationDialog<S, A, M, T>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ContentBuilder actions: (T) -> A, @ContentBuilder message: (T) -> M
    ) -> some View where S: StringProtocol, A: View, M: View {
        _SignatureCheckModified(self)
    }
}

// Source: https://developer.apple.com/documentation/swiftui/visibility
//   enum Visibility { case automatic, visible, hidden }  (Hashable, CaseIterable, Sendable)
public enum Visibility: Hashable, CaseIterable, Sendable {
    case automatic, visible, hidden
}
