import Foundation
import ScreenNavigation
import Testing

/// `LiveValue`: identity for objects, its own wrapping for anything else, never encoded.
struct LiveValueTests {
    final class Model: Sendable {}

    @Test func anObjectIsEqualToItselfWhereverItIsWrapped() {
        let model = Model()
        #expect(LiveValue(model) == LiveValue(model))
        #expect(LiveValue(model).hashValue == LiveValue(model).hashValue)
        #expect(LiveValue(model) != LiveValue(Model()))
    }

    @Test func anyOtherValueIsEqualOnlyToItsOwnWrappingAndItsCopies() {
        let wrapped = LiveValue(42)
        let copy = wrapped
        #expect(wrapped == copy)
        #expect(wrapped != LiveValue(42))
        #expect(Set([wrapped, copy, LiveValue(42)]).count == 2)
    }

    @MainActor
    @Test func aClosureIsCarriedAndCalled() {
        let counter = Counter()
        let onSave: @MainActor () -> Void = { counter.value += 1 }
        let wrapped = LiveValue(onSave)
        wrapped.value()
        #expect(counter.value == 1)
    }

    @Test func itDescribesItsValue() {
        #expect(String(describing: LiveValue(7)) == "7")
    }

    @Test func itIsNeverEncodedNorDecoded() throws {
        #expect(throws: EncodingError.self) { try JSONEncoder().encode([LiveValue(Model())]) }
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([LiveValue<Int>].self, from: Data("[1]".utf8)) }
    }

    @MainActor final class Counter { var value = 0 }
}
