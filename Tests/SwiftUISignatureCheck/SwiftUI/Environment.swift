// SIGNATURE STAND-IN — not SwiftUI; see View.swift for what this module is and is not.

import Foundation
import Observation

// Source: https://developer.apple.com/documentation/swiftui/environmentkey.md
//   protocol EnvironmentKey
public protocol EnvironmentKey {
    // Source: https://developer.apple.com/documentation/swiftui/environmentkey/value.md
    //   associatedtype Value
    associatedtype Value

    // Source: https://developer.apple.com/documentation/swiftui/environmentkey/defaultvalue.md
    //   static var defaultValue: Self.Value { get }
    static var defaultValue: Self.Value { get }
}

// Source: https://developer.apple.com/tutorials/data/documentation/swiftui/environmentvalues.md
//   struct EnvironmentValues
// Deviation: no storage — the subscript's getter returns the key's default. Apple's struct has
// many properties; the checked code reaches it only through its own extension (`navigate`,
// `navigationEntry`) and the subscript below.
public struct EnvironmentValues {
    // Source: https://developer.apple.com/documentation/swiftui/environmentvalues/init().md
    //   init()
    public init() {}

    // Source: https://developer.apple.com/documentation/swiftui/environmentvalues/subscript(_:).md
    //   subscript<K>(key: K.Type) -> K.Value where K : EnvironmentKey { get set }
    public subscript<K>(key: K.Type) -> K.Value where K: EnvironmentKey {
        get { K.defaultValue }
        set {}
    }
}

extension View {
    // Source: https://developer.apple.com/tutorials/data/documentation/swiftui/view/environment(_:_:).md
    //   nonisolated func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View
    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        _SignatureCheckModified(self)
    }

    // Source: https://developer.apple.com/tutorials/data/documentation/swiftui/view/environment(_:).md
    //   nonisolated func environment<T>(_ object: T?) -> some View where T : AnyObject, T : Observable
    nonisolated public func environment<T>(_ object: T?) -> some View where T: AnyObject, T: Observable {
        _SignatureCheckModified(self)
    }
}

// Source: https://developer.apple.com/documentation/swiftui/dynamicproperty.md
//   protocol DynamicProperty
// Deviation: its `update()` requirement is left out; nothing checked here implements one.
public protocol DynamicProperty {}

// Source: https://developer.apple.com/documentation/swiftui/environment.md
//   @frozen @propertyWrapper struct Environment<Value>
// Deviation: no storage — `wrappedValue` traps; only the declaration's shape is checked.
@frozen @propertyWrapper
public struct Environment<Value>: DynamicProperty {
    // Source: https://developer.apple.com/documentation/swiftui/environment/init(_:).md
    //   init(_ keyPath: KeyPath<EnvironmentValues, Value>)
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}

    // Source: https://developer.apple.com/documentation/swiftui/environment/init(_:)-4516h.md
    //   init(_ objectType: Value.Type) where Value : AnyObject, Value : Observable
    public init(_ objectType: Value.Type) where Value: AnyObject, Value: Observable {}

    // Source: https://developer.apple.com/documentation/swiftui/environment/wrappedvalue.md
    //   var wrappedValue: Value { get }
    public var wrappedValue: Value { fatalError("SwiftUI signature stand-in: not for running") }
}

// MARK: - Opening URLs

extension View {
    // Source: https://developer.apple.com/tutorials/data/documentation/swiftui/view/onopenurl(perform:).md
    //   nonisolated func onOpenURL(perform action: @escaping (URL) -> ()) -> some View
    // (Used by the documentation's snippets, which Scripts/check-doc-snippets.py compiles: an app
    // hands every URL it is asked to open to `state.links.open(_:)`.)
    nonisolated public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View {
        _SignatureCheckModified(self)
    }
}
