// SIGNATURE STAND-IN — not SwiftUI; see View.swift for what this module is and is not.
//
// `Label` (and the `Image` its icon is), for the `NavigationTabs` label builder of the
// runtime's DocC article SwiftUI-Host.md
// (`Label(AppRouteGraph.title(for: route) ?? "", systemImage: "circle")`).

// MARK: - Image

// Source: https://developer.apple.com/tutorials/data/documentation/swiftui/image.md
//   @frozen struct Image
// Deviation: no initializer is declared (the checked code makes an image only through Label's
// `systemImage:`); `nonisolated` is spelled out as for Text, so that conforming to `View` does
// not make the type main-actor isolated.
@frozen
nonisolated public struct Image {
    @usableFromInline
    let _name: String
}

extension Image: View {
    public typealias Body = Never
    nonisolated public var body: Never { fatalError("SwiftUI signature stand-in: not renderable") }
}

// MARK: - Label

// Source: https://developer.apple.com/tutorials/data/documentation/swiftui/label.md
//   nonisolated struct Label<Title, Icon> where Title : View, Icon : View
nonisolated public struct Label<Title, Icon> where Title: View, Icon: View {
    @usableFromInline
    let _title: Title
    @usableFromInline
    let _icon: Icon
}

extension Label: View {
    public typealias Body = Never
    nonisolated public var body: Never { fatalError("SwiftUI signature stand-in: not renderable") }
}

extension Label where Title == Text, Icon == Image {
    // Source: https://developer.apple.com/documentation/swiftui/label/init(_:systemimage:).md
    //   (the overload group; it shows the LocalizedStringResource member:
    //   @export(implementation) nonisolated init(_ titleResource: LocalizedStringResource, systemImage name: String))
    // Source: https://developer.apple.com/tutorials/data/documentation/swiftui/label/init(_:image:)-6zbvg.md
    //   nonisolated init<S>(_ title: S, image name: String) where S : StringProtocol
    // Deviation: the page of the `S : StringProtocol` member of the init(_:systemImage:) group is
    // not in the documentation store; its declaration is init(_:image:)-6zbvg's with the
    // `systemImage` label (the same pairing as Button's title initializers here). The checked
    // code passes a `String` value (a route's title), which only this member accepts.
    nonisolated public init<S>(_ title: S, systemImage name: String) where S: StringProtocol {
        _title = Text(title)
        _icon = Image(_name: name)
    }
}
