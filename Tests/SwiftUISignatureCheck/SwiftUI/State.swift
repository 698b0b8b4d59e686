// SIGNATURE STAND-IN — not SwiftUI; see View.swift for what this module is and is not.
//
// `@State`, for the README quick start's app, which owns its navigation state
// (`@State private var navigation = NavigationState<RouteGraph>()`).

// Source: https://developer.apple.com/tutorials/data/documentation/swiftui/state.md
//   @frozen @propertyWrapper struct State<Value>
// Deviation: the DynamicProperty conformance is stated, not shown in the page's declaration
// (the page lists it under "Conforms To"; SwiftUI updates a state property as a dynamic one).
@frozen @propertyWrapper
public struct State<Value>: DynamicProperty {
    @usableFromInline
    var _value: Value

    // Source: https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:).md
    //   init(wrappedValue value: Value)
    public init(wrappedValue value: Value) {
        _value = value
    }

    // Source: https://developer.apple.com/tutorials/data/documentation/swiftui/state/wrappedvalue.md
    //   var wrappedValue: Value { get nonmutating set }
    public var wrappedValue: Value {
        get { _value }
        nonmutating set { fatalError("SwiftUI signature stand-in: not runnable") }
    }
}
