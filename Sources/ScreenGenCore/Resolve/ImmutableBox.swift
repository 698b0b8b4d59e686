/// A value on the heap, shared by every copy that holds the box and never changed: a change
/// makes a new box. What a large graph's values keep their rare parts in, so that the common
/// value stays small (#33: memory per screen).
final class ImmutableBox<Value: Sendable>: Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}
