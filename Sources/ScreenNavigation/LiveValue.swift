/// A route param that exists only while the app runs: a view model, an observer, a `Binding`
/// or a closure that the presenting screen shares with the presented one (`live: true` in the
/// YAML).
///
/// A route must be `Hashable`, `Sendable` and, to be saved, `Codable`; such a value is none of
/// these by itself. `LiveValue` makes it fit, and says how:
/// - **Equal when it is the same value**: the same object, for a class (`LiveValue(model) ==
///   LiveValue(model)`); the same wrapping, for anything else (two `LiveValue(binding)` of one
///   binding differ, as two bindings cannot be compared).
/// - **`Sendable` when the value is**, which the compiler checks: a `@MainActor` view model
///   is, and so is a `Binding` of a `Sendable` value.
/// - **Never saved**: encoding one throws, and `NavigationState.snapshot()` leaves out every
///   entry of a screen with a live param, with the entries above it on its stack. Decoding one
///   throws too, so a saved state can never hold one.
///
/// The generated moves wrap and unwrap it: a move method, a handler and a view take the value
/// itself; only the route case holds the `LiveValue`.
public struct LiveValue<Value: Sendable>: Hashable, Sendable, CustomStringConvertible {
    /// The shared value.
    public let value: Value
    /// What equality compares by identity: the object itself, or a token made for this wrapping.
    private let anchor: any AnyObject & Sendable

    /// Wraps a value that is not an object: equal only to itself and its copies.
    /// - Parameter value: the value the route holds while the app runs.
    public init(_ value: Value) {
        self.value = value
        self.anchor = Token()
    }

    /// Wraps an object: equal to every `LiveValue` of the same object.
    /// - Parameter value: the object the route holds while the app runs.
    public init(_ value: Value) where Value: AnyObject {
        self.value = value
        self.anchor = value
    }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.anchor === rhs.anchor }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(anchor)) }

    /// The value's own description, so a title that shows the param reads as the value.
    public var description: String { String(describing: value) }

    private final class Token: Sendable {}
}

extension LiveValue: Codable {
    /// Always throws: a live value is never saved, so no saved data holds one.
    public init(from decoder: any Decoder) throws {
        throw DecodingError.dataCorrupted(
            DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "a live value (\(Value.self)) is never saved, so none can be read"))
    }

    /// Always throws: the value exists only while the app runs. `NavigationState.snapshot()`
    /// leaves out the entries that hold one, so a snapshot encodes.
    public func encode(to encoder: any Encoder) throws {
        throw EncodingError.invalidValue(
            value,
            EncodingError.Context(
                codingPath: encoder.codingPath,
                debugDescription: "a live value (\(Value.self)) exists only while the app runs and is never saved"))
    }
}
