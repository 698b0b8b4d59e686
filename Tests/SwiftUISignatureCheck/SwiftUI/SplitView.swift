// SIGNATURE STAND-IN — not SwiftUI; see View.swift for what this module is and is not.

// MARK: - NavigationSplitView

// Source: https://developer.apple.com/documentation/swiftui/navigationsplitview.md
//   nonisolated struct NavigationSplitView<Sidebar, Content, Detail> where Sidebar : View, Content : View, Detail : View
// Deviation: the type's own page is not in the documentation store; its generic parameters and
// their constraints are those its initializers' pages below name (`where Content == EmptyView`
// for two columns), in the shape of NavigationStack's declaration.
nonisolated public struct NavigationSplitView<Sidebar, Content, Detail>
where Sidebar: View, Content: View, Detail: View {
    @usableFromInline
    let _sidebar: Sidebar
    @usableFromInline
    let _content: Content
    @usableFromInline
    let _detail: Detail

    // Source: https://developer.apple.com/documentation/swiftui/navigationsplitview/init(sidebar:detail:).md
    //   nonisolated init(@ContentBuilder sidebar: () -> Sidebar, @ContentBuilder detail: () -> Detail) where Content == EmptyView
    nonisolated public init(@ContentBuilder sidebar: () -> Sidebar, @ContentBuilder detail: () -> Detail)
    where Content == EmptyView {
        _sidebar = sidebar()
        _content = EmptyView()
        _detail = detail()
    }

    // Source: https://developer.apple.com/documentation/swiftui/navigationsplitview/init(sidebar:content:detail:).md
    //   nonisolated init(@ContentBuilder sidebar: () -> Sidebar, @ContentBuilder content: () -> Content, @ContentBuilder detail: () -> Detail)
    nonisolated public init(
        @ContentBuilder sidebar: () -> Sidebar, @ContentBuilder content: () -> Content,
        @ContentBuilder detail: () -> Detail
    ) {
        _sidebar = sidebar()
        _content = content()
        _detail = detail()
    }
}

extension NavigationSplitView: View {
    public typealias Body = Never
    nonisolated public var body: Never { fatalError("SwiftUI signature stand-in: not renderable") }
}

// MARK: - Size classes

// Source: https://developer.apple.com/documentation/swiftui/userinterfacesizeclass.md
//   enum UserInterfaceSizeClass
// Deviation: the conformances (Equatable, Hashable, Sendable and more) are on pages the store
// does not hold; Hashable and Sendable are declared, as every SwiftUI value enum has them.
public enum UserInterfaceSizeClass: Hashable, Sendable {
    // Source: https://developer.apple.com/documentation/swiftui/userinterfacesizeclass/compact.md
    //   case compact
    case compact
    // Source: https://developer.apple.com/documentation/swiftui/userinterfacesizeclass/regular.md
    //   case regular
    case regular
}

extension EnvironmentValues {
    // Source: https://developer.apple.com/documentation/swiftui/environmentvalues/horizontalsizeclass.md
    //   @backDeployed(before: macOS 14.0, tvOS 17.0, watchOS 10.0) var horizontalSizeClass: UserInterfaceSizeClass? { get set }
    // Deviation: no storage (see EnvironmentValues) and no `@backDeployed`, which only concerns
    // where the implementation lives.
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { nil }
        set {}
    }
}

// MARK: - Reacting to changes

extension View {
    // Source: https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg.md
    //   nonisolated func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some View where V : Equatable
    nonisolated public func onChange<V>(
        of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void
    ) -> some View where V: Equatable {
        _SignatureCheckModified(self)
    }
}
