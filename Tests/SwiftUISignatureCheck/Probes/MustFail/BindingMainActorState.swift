// Liveness probe (must FAIL to type-check under -warnings-as-errors): Binding(get:set:) takes
// `@Sendable` closures, so reading main-actor state from a plain closure is diagnosed. This is
// the rule the adapter's bindings first broke; it must stay enforced.
// expected-error: main actor-isolated property 'count' can not be referenced from a Sendable closure
import SwiftUI

@MainActor
final class Counter {
    var count = 0
}

@MainActor
func countBinding(_ counter: Counter) -> Binding<Int> {
    Binding(get: { counter.count }, set: { _ in })
}
