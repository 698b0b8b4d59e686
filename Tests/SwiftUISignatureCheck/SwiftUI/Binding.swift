// SIGNATURE STAND-IN — not SwiftUI; see View.swift for what this module is and is not.

// Source: https://developer.apple.com/documentation/swiftui/binding.md
//   @frozen @propertyWrapper @dynamicMemberLookup struct Binding<Value>
// `wrappedValue` and `subscript(dynamicMember:)` are here only because `@propertyWrapper` and
// `@dynamicMemberLookup` require them (the checked code uses neither).
@frozen @propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    @usableFromInline
    let _get: @isolated(any) @Sendable () -> Value
    @usableFromInline
    let _set: @isolated(any) @Sendable (Value) -> Void

    // Source: https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-7ufcp.md
    //   @preconcurrency init(get: @escaping @isolated(any) @Sendable () -> Value, set: @escaping @isolated(any) @Sendable (Value) -> Void)
    // The closures are `@Sendable`: they may not touch main-actor state unless they are
    // themselves `@MainActor` (`@isolated(any)` keeps that isolation). Under `@preconcurrency`
    // the compiler reports violations as warnings — which the check script turns into errors.
    @preconcurrency
    public init(
        get: @escaping @isolated(any) @Sendable () -> Value,
        set: @escaping @isolated(any) @Sendable (Value) -> Void
    ) {
        _get = get
        _set = set
    }

    // Source: https://developer.apple.com/tutorials/data/documentation/swiftui/binding/constant(_:).md
    //   static func constant(_ value: Value) -> Binding<Value>
    public static func constant(_ value: Value) -> Binding<Value> {
        fatalError("SwiftUI signature stand-in: not runnable")
    }

    // Source: https://developer.apple.com/tutorials/data/documentation/swiftui/binding/wrappedvalue.md
    //   var wrappedValue: Value { get nonmutating set }
    public var wrappedValue: Value {
        get { fatalError("SwiftUI signature stand-in: not runnable") }
        nonmutating set { fatalError("SwiftUI signature stand-in: not runnable") }
    }

    // Source: https://developer.apple.com/documentation/swiftui/binding/subscript(dynamicmember:).md
    //   subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> { get }
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        fatalError("SwiftUI signature stand-in: not runnable")
    }
}

// Source: https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-7ufcp.md
//   ("A binding conforms to Sendable only if its wrapped value type also conforms to Sendable.")
extension Binding: Sendable where Value: Sendable {}
