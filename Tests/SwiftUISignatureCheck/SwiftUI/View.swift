// SIGNATURE STAND-IN — this is not SwiftUI and does not behave like it.
//
// A module named `SwiftUI` that declares, with Apple's documented signatures, only the part of
// SwiftUI that ScreenNavigation's adapter (Sources/ScreenNavigation/SwiftUI) and the generated
// code's `#if canImport(SwiftUI)` sections use, so that on Linux (where SwiftUI does not exist)
// that code can be TYPE-CHECKED against the real API shape: argument labels, generic
// constraints, builder attributes, isolation and Sendable requirements. Bodies are
// `fatalError()` or trivial storage; nothing here renders, and nothing here should be run.
// See Tests/SwiftUISignatureCheck/README.md and Scripts/check-swiftui-signatures.sh.
//
// Every declaration carries `// Source:` — the developer.apple.com page its signature was copied
// from (the 2026 documentation set, "Xcode 27" SDK: it spells builder parameters `@ContentBuilder`
// and inlinable bodies `@export(implementation)`; both are reproduced verbatim). Attributes that
// only affect the ABI of a resilient library (`@frozen`, `@export(implementation)`) are kept
// where Apple shows them: they change nothing about type checking.
//
// Where Apple's declaration cannot be reproduced exactly, the nearest faithful form is used and a
// `// Deviation:` comment says what differs.

import Observation

// MARK: - View

// Source: https://developer.apple.com/documentation/swiftui/view.md
//   @MainActor @preconcurrency protocol View
// Source: https://developer.apple.com/tutorials/data/documentation/swiftui/view/body-swift.associatedtype.md
//   associatedtype Body : View
// Source: https://developer.apple.com/documentation/swiftui/view/body-8kl5o.md
//   @ContentBuilder @MainActor @preconcurrency var body: Self.Body { get }
@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View

    @ContentBuilder @MainActor @preconcurrency
    var body: Self.Body { get }
}

// MARK: - Builders

// Source: https://developer.apple.com/documentation/swiftui/viewbuilder.md
//   @resultBuilder struct ViewBuilder
// Only the build functions the checked code needs: a single child (`buildBlock(_:)`), an `if`
// without `else` (`buildIf`, the adapter's NavigationLayerView), and `switch`/`if-else`
// (`buildEither`, every generated `<Route>View`). Apple's ViewBuilder has more (variadic
// `buildBlock`, `buildLimitedAvailability`); leaving them out can only make this check stricter.
@resultBuilder
public struct ViewBuilder {
    // Source: https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock().md
    //   @export(implementation) static func buildBlock() -> EmptyContent
    @export(implementation)
    public static func buildBlock() -> EmptyContent { EmptyView() }

    // Source: https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:).md
    //   @export(implementation) static func buildBlock<Content>(_ content: Content) -> Content
    // (The Xcode 27 builder is type-agnostic: no `Content : View` here. Whether a builder's
    // result is a View is checked where it is used — `body`, or a `where C : View` parameter.)
    @export(implementation)
    public static func buildBlock<Content>(_ content: Content) -> Content { content }

    // Source: https://developer.apple.com/documentation/swiftui/viewbuilder/buildif(_:).md
    //   @export(implementation) static func buildIf<Content>(_ content: Content?) -> Content?
    @export(implementation)
    public static func buildIf<Content>(_ content: Content?) -> Content? { content }

    // Source: https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(first:).md
    //   @export(implementation) static func buildEither<TrueContent, FalseContent>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent>
    @export(implementation)
    public static func buildEither<TrueContent, FalseContent>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    // Source: https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(second:).md
    //   @export(implementation) static func buildEither<TrueContent, FalseContent>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent>
    @export(implementation)
    public static func buildEither<TrueContent, FalseContent>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }
}

// Source: https://developer.apple.com/documentation/swiftui/contentbuilder.md
//   typealias ContentBuilder = ViewBuilder
public typealias ContentBuilder = ViewBuilder

// Source: https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(first:).md
//   (the result type of buildEither; Apple publishes it without a page of its own)
// Deviation: Apple's `_ConditionalContent` storage is internal; a two-case enum stands in, and
// its View conformance (`where TrueContent : View, FalseContent : View`) is the one SwiftUI
// declares for it, with a `Never` body like every primitive below.
@frozen
public struct _ConditionalContent<TrueContent, FalseContent> {
    @usableFromInline
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    @usableFromInline
    let storage: Storage

    @usableFromInline
    init(storage: Storage) {
        self.storage = storage
    }
}

extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
    public typealias Body = Never
    nonisolated public var body: Never { fatalError("SwiftUI signature stand-in: not renderable") }
}

// MARK: - Primitive views

// Deviation (applies to every primitive view in this module): Apple's primitives declare
// `typealias Body = Never` and get `body` from an internal extension that traps; here each one
// spells `nonisolated public var body: Never { fatalError() }` itself.

// Source: https://developer.apple.com/documentation/swift/never.md
//   @frozen enum Never
// Source: https://developer.apple.com/tutorials/data/documentation/swiftui/view/body-swift.associatedtype.md
//   associatedtype Body : View   (so every primitive's `Body == Never` needs `Never : View`)
// Deviation: SwiftUI's conformance (`extension Never : View` with `Body = Never`) has no page of
// its own in the documentation store; it is reproduced as the primitive-view convention needs.
extension Never: View {
    public typealias Body = Never
    nonisolated public var body: Never { fatalError("SwiftUI signature stand-in: not renderable") }
}

// Source: https://developer.apple.com/documentation/swiftui/viewbuilder/buildif(_:).md
//   (`buildIf` returns `Content?`, which SwiftUI makes a View: `Optional : View where Wrapped : View`)
// Deviation: that conformance has no page of its own in the documentation store.
extension Optional: View where Wrapped: View {
    public typealias Body = Never
    nonisolated public var body: Never { fatalError("SwiftUI signature stand-in: not renderable") }
}

// Source: https://developer.apple.com/tutorials/data/documentation/swiftui/emptyview.md
//   @frozen nonisolated struct EmptyView
@frozen
nonisolated public struct EmptyView: View {
    // Source: https://onestack.dev/ios-reference/SwiftUICore/EmptyView (a mirror of the SDK 27.1
    //   interface; Apple's init() page is not in the documentation store)
    //   nonisolated init()
    nonisolated public init() {}

    public typealias Body = Never
    nonisolated public var body: Never { fatalError("SwiftUI signature stand-in: not renderable") }
}

// Source: https://developer.apple.com/documentation/swiftui/emptycontent.md
//   typealias EmptyContent = EmptyView
public typealias EmptyContent = EmptyView

// MARK: - What modifiers return

// Deviation: every modifier in this module is declared, as Apple declares it, to return
// `some View`. An opaque result needs a concrete underlying type; this internal one stands in
// for SwiftUI's `ModifiedContent<Self, …>`. Callers see only `some View`, exactly as with SwiftUI.
@usableFromInline
nonisolated struct _SignatureCheckModified<Content>: View {
    @usableFromInline
    let content: Content

    @usableFromInline
    init(_ content: Content) {
        self.content = content
    }

    @usableFromInline
    typealias Body = Never
    @usableFromInline
    nonisolated var body: Never { fatalError("SwiftUI signature stand-in: not renderable") }
}
