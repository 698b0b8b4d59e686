// SIGNATURE STAND-IN — not SwiftUI; see View.swift for what this module is and is not.

// MARK: - Button

// Source: https://developer.apple.com/documentation/swiftui/button.md
//   nonisolated struct Button<Label> where Label : View
nonisolated public struct Button<Label> where Label: View {
    @usableFromInline
    let _role: ButtonRole?
    @usableFromInline
    let _action: @MainActor () -> Void
    @usableFromInline
    let _label: Label
}

extension Button: View {
    public typealias Body = Never
    nonisolated public var body: Never { fatalError("SwiftUI signature stand-in: not renderable") }
}

extension Button where Label == Text {
    // Source: https://developer.apple.com/documentation/swiftui/button/init(_:role:action:).md
    //   (the overload group; it shows the LocalizedStringResource member:
    //   @preconcurrency @export(implementation) nonisolated init(_ titleResource: LocalizedStringResource, role: ButtonRole?, action: @escaping @MainActor () -> Void))
    // Source: https://developer.apple.com/documentation/swiftui/button/init(_:action:)-lpm7.md
    //   @preconcurrency nonisolated init<S>(_ title: S, action: @escaping @MainActor () -> Void) where S : StringProtocol
    // Deviation: the page of the `S : StringProtocol` member of the init(_:role:action:) group is
    // not in the documentation store; its declaration is the group's shape with the title typed
    // as in init(_:action:)-lpm7 (the same pairing Apple uses for every title-taking Button init).
    // The checked code passes a `String` value (`button.title`), which only this member accepts.
    @preconcurrency
    nonisolated public init<S>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void)
    where S: StringProtocol {
        _role = role
        _action = action
        _label = Text(title)
    }

    // Source: https://developer.apple.com/documentation/swiftui/button/init(_:action:)-lpm7.md
    //   @preconcurrency nonisolated init<S>(_ title: S, action: @escaping @MainActor () -> Void) where S : StringProtocol
    // (A button without a role, as the documentation's snippets write one.)
    @preconcurrency
    nonisolated public init<S>(_ title: S, action: @escaping @MainActor () -> Void) where S: StringProtocol {
        self.init(title, role: nil, action: action)
    }
}

// Source: https://developer.apple.com/documentation/swiftui/buttonrole.md
//   struct ButtonRole
// Deviation: Equatable and Sendable are stated, not shown in the page's declaration: Sendable
// because a `static let` of the type must be (Swift 6), Equatable because Apple's own example on
// https://developer.apple.com/documentation/swiftui/buttonstyleconfiguration/role.md compares
// `configuration.role == .cancel`.
public struct ButtonRole: Equatable, Sendable {
    @usableFromInline
    let _name: String

    // Source: https://developer.apple.com/documentation/swiftui/buttonrole/destructive.md
    //   static let destructive: ButtonRole
    public static let destructive = ButtonRole(_name: "destructive")

    // Source: https://developer.apple.com/documentation/swiftui/buttonrole/cancel.md
    //   static let cancel: ButtonRole
    public static let cancel = ButtonRole(_name: "cancel")
}

// MARK: - ForEach

// Source: https://developer.apple.com/tutorials/data/documentation/swiftui/foreach.md
//   struct ForEach<Data, ID, Content> where Data : RandomAccessCollection, ID : Hashable
public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {
    // Source: https://developer.apple.com/documentation/swiftui/foreach/data.md
    //   var data: Data
    public var data: Data

    @usableFromInline
    let _id: KeyPath<Data.Element, ID>
    @usableFromInline
    let _content: (Data.Element) -> Content
}

extension ForEach: View where Content: View {
    public typealias Body = Never
    nonisolated public var body: Never { fatalError("SwiftUI signature stand-in: not renderable") }
}

extension ForEach where Content: View {
    // Source: https://developer.apple.com/documentation/swiftui/foreach/init(_:id:content:).md
    //   (the overload group; it shows the MapKit member:
    //   @MainActor init(_ data: Data, id: KeyPath<Data.Element, ID>, @MapContentBuilder content: @escaping (Data.Element) -> Content))
    // Source: https://developer.apple.com/documentation/swiftui/list/init(_:id:rowcontent:)-4s0aj.md
    //   (List builds `ForEach<Data, ID, RowContent>` from exactly these arguments:
    //   _ data: Data, id: KeyPath<Data.Element, ID>, @ContentBuilder rowContent: @escaping (Data.Element) -> RowContent … RowContent : View)
    // Deviation: the page of the View member (`extension ForEach where Content : View`) is not in
    // the documentation store; its declaration is the MapKit member's parameter list with the
    // View builder, as in the List initializer above and in
    // https://developer.apple.com/documentation/swiftui/foreach/init(_:content:)-ktgx.md
    // (`@ContentBuilder content: @escaping (Int) -> Content`).
    nonisolated public init(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ContentBuilder content: @escaping (Data.Element) -> Content
    ) {
        self.data = data
        _id = id
        _content = content
    }
}

// MARK: - TabView

// Source: https://developer.apple.com/documentation/swiftui/tabview/init(content:).md
//   nonisolated init(@ContentBuilder content: () -> Content)   (in `extension TabView where SelectionValue == Int`)
// Deviation: the TabView type page is not in the documentation store. Its generic signature,
// `TabView<SelectionValue, Content> where SelectionValue : Hashable, Content : View`, is the one
// every TabView initializer page assumes (selection values are Hashable, tab content is a View).
nonisolated public struct TabView<SelectionValue, Content> where SelectionValue: Hashable, Content: View {
    @usableFromInline
    let _selection: Binding<SelectionValue>?
    @usableFromInline
    let _content: Content

    // Source: https://developer.apple.com/tutorials/data/documentation/swiftui/tabview/init(selection:content:).md
    //   (the overload group; it shows the Tab-based member:
    //   nonisolated init<C>(selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> C) where Content == TabContentBuilder<SelectionValue>.Content<C>, C : TabContent)
    // Deviation: the view-based member used here — tabs made of views with `.tabItem`/`.tag` — has
    // no page in the documentation store. It is reproduced as SwiftUI has always declared it:
    //   nonisolated init(selection: Binding<SelectionValue>?, @ContentBuilder content: () -> Content)
    // (optional binding; builder spelled as in init(content:) above). The Tab-based member is
    // left out: `ForEach` of views is not `TabContent`, so it could not match.
    nonisolated public init(selection: Binding<SelectionValue>?, @ContentBuilder content: () -> Content) {
        _selection = selection
        _content = content()
    }
}

extension TabView: View {
    public typealias Body = Never
    nonisolated public var body: Never { fatalError("SwiftUI signature stand-in: not renderable") }
}

extension View {
    // Source: https://developer.apple.com/documentation/swiftui/view/tabitem(_:).md
    //   nonisolated func tabItem<V>(@ContentBuilder _ label: () -> V) -> some View where V : View
    // (Its availability reads "iOS 13.0 – 27.0", i.e. deprecated from 27.0 in favour of `Tab`;
    // that only warns when the deployment target is 27 or later, and platform availability does
    // not exist on Linux — see the README.)
    nonisolated public func tabItem<V>(@ContentBuilder _ label: () -> V) -> some View where V: View {
        _SignatureCheckModified(self)
    }

    // Source: https://developer.apple.com/tutorials/data/documentation/swiftui/view/tag(_:includeoptional:).md
    //   @export(implementation) nonisolated func tag<V>(_ tag: V, includeOptional: Bool = true) -> some View where V : Hashable
    @export(implementation)
    nonisolated public func tag<V>(_ tag: V, includeOptional: Bool = true) -> some View where V: Hashable {
        _SignatureCheckModified(self)
    }
}

// MARK: - TextField and SecureField

// Source: https://developer.apple.com/documentation/swiftui/textfield.md
//   nonisolated struct TextField<Label> where Label : View
nonisolated public struct TextField<Label> where Label: View {
    @usableFromInline
    let _text: Binding<String>
    @usableFromInline
    let _label: Label
}

extension TextField: View {
    public typealias Body = Never
    nonisolated public var body: Never { fatalError("SwiftUI signature stand-in: not renderable") }
}

extension TextField where Label == Text {
    // Source: https://developer.apple.com/documentation/swiftui/textfield/init(_:text:)-2laoi.md
    //   @export(implementation) nonisolated init<S>(_ title: S, text: Binding<String>) where S : StringProtocol
    nonisolated public init<S>(_ title: S, text: Binding<String>) where S: StringProtocol {
        _text = text
        _label = Text(title)
    }
}

// Source: https://developer.apple.com/tutorials/data/documentation/swiftui/securefield.md
//   nonisolated struct SecureField<Label> where Label : View
nonisolated public struct SecureField<Label> where Label: View {
    @usableFromInline
    let _text: Binding<String>
    @usableFromInline
    let _label: Label
}

extension SecureField: View {
    public typealias Body = Never
    nonisolated public var body: Never { fatalError("SwiftUI signature stand-in: not renderable") }
}

extension SecureField where Label == Text {
    // Source: https://developer.apple.com/documentation/swiftui/securefield/init(_:text:).md
    //   @export(implementation) nonisolated init(_ titleKey: LocalizedStringKey, text: Binding<String>)
    // Deviation: the page shows the overload group's LocalizedStringKey member, the one used here;
    // `Label == Text` as for TextField's title-taking initializers.
    nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        _text = text
        _label = Text(titleKey)
    }
}
