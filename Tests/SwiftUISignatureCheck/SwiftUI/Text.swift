// SIGNATURE STAND-IN — not SwiftUI; see View.swift for what this module is and is not.

import Foundation

// MARK: - Text

// Source: https://developer.apple.com/tutorials/data/documentation/swiftui/text.md
//   @frozen struct Text
// Deviation: the storage is a placeholder; Equatable and Sendable are conformances SwiftUI's Text
// has. `nonisolated` is spelled out so that conforming to the @MainActor `View` protocol does not
// infer main-actor isolation for the type: the documented declaration and initializers carry no
// isolation, i.e. Text can be created from any context.
@frozen
nonisolated public struct Text: Equatable, Sendable {
    @usableFromInline
    let _storage: String

    // Source: https://developer.apple.com/documentation/swiftui/text/init(_:tablename:bundle:comment:).md
    //   init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil)
    // What a string literal — `Text("Chats")`, `Text("\(postID)")` — resolves to.
    public init(
        _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil
    ) {
        _storage = key._key
    }

    // Source: https://developer.apple.com/documentation/swiftui/text/init(_:)-9d1g4.md
    //   init<S>(_ content: S) where S : StringProtocol
    // Deviation (an addition to the documented declaration): `@_disfavoredOverload`. The page
    // states that "SwiftUI doesn't call the init(_:) method when you initialize a text view with
    // a string literal … a string literal triggers Text/init(_:tableName:bundle:comment:)".
    // Without this attribute the compiler would rank this generic overload (with the literal's
    // default type, String) first; SwiftUI's interface marks it `@_disfavoredOverload` to get
    // the documented behaviour, and the documentation renderer hides underscored attributes.
    // A string *value* (`Text(animal.name)`, `Text(filter ?? "")`) can only match this one.
    @_disfavoredOverload
    public init<S>(_ content: S) where S: StringProtocol {
        _storage = String(content)
    }
}

extension Text: View {
    public typealias Body = Never
    nonisolated public var body: Never { fatalError("SwiftUI signature stand-in: not renderable") }
}

// MARK: - LocalizedStringKey

// Source: https://developer.apple.com/tutorials/data/documentation/swiftui/localizedstringkey.md
//   @frozen struct LocalizedStringKey
// Conforms (per that page) to ExpressibleByStringLiteral through ExpressibleByStringInterpolation,
// which is what turns `"…"` and `"…\(x)…"` into a key; also Equatable and Sendable.
@frozen
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
    @usableFromInline
    let _key: String

    // Source: https://developer.apple.com/tutorials/data/documentation/swiftui/localizedstringkey/init(_:).md
    //   init(_ value: String)
    public init(_ value: String) {
        _key = value
    }

    // Source: https://developer.apple.com/documentation/swiftui/localizedstringkey/init(stringliteral:).md
    //   init(stringLiteral value: String)
    public init(stringLiteral value: String) {
        _key = value
    }

    // Source: https://developer.apple.com/documentation/swiftui/localizedstringkey/init(stringinterpolation:).md
    //   init(stringInterpolation: LocalizedStringKey.StringInterpolation)
    public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {
        _key = stringInterpolation._key
    }

    // Source: https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation.md
    //   struct StringInterpolation
    // Only the members the checked code reaches: literal segments and `\(someInt)`. Apple's type
    // also appends Text, Image, Date with a style, NSObject/ReferenceConvertible with a
    // formatter, AttributedSubstring and FormatStyle inputs — none of which a value of a plain
    // Swift struct (say `ProductID`) matches, so `Text("\(productID)")` falls back to
    // `Text.init<S: StringProtocol>` here exactly as it does with SwiftUI.
    public struct StringInterpolation: StringInterpolationProtocol {
        @usableFromInline
        var _key = ""

        // (StringInterpolationProtocol's requirement; no page of its own.)
        public init(literalCapacity: Int, interpolationCount: Int) {}

        // Source: https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendliteral(_:).md
        //   mutating func appendLiteral(_ literal: String)
        public mutating func appendLiteral(_ literal: String) {
            _key += literal
        }

        // Source: https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:)-378v9.md
        //   mutating func appendInterpolation<T>(_ value: T) where T : _FormatSpecifiable
        public mutating func appendInterpolation<T>(_ value: T) where T: _FormatSpecifiable {
            _key += "%@"
        }
    }
}

// Source: https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:)-378v9.md
//   (the constraint of appendInterpolation(_:); the page names Int, UInt32 and Double as
//   conforming "primitive types")
// Deviation: SwiftUI's `_FormatSpecifiable` also requires a C-vararg value and a format
// specifier (internal detail of an underscored protocol); only its name and Equatable refinement
// are reproduced, and only Int — the one type the checked code interpolates — conforms here.
public protocol _FormatSpecifiable: Equatable {}

extension Int: _FormatSpecifiable {}
