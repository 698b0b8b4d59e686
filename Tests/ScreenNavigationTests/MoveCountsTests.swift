import Testing

@testable import ScreenNavigation

/// The recorder's table of move counts against a `Dictionary`: thousands of distinct keys (the
/// table grows many times), keys that differ in one field only, and repeated keys.
@Suite struct MoveCountsTests {
    @Test func countsWhatADictionaryCounts() {
        var generator = SeededGenerator(seed: 23)
        var counts = MoveCounts()
        var expected: [String: Int] = [:]
        let backs: [TallyMoveKey.Back] = [.none, .popTo, .popToInclusive, .dismiss, .selectRoot]
        for _ in 0..<20_000 {
            let key = TallyMoveKey(
                origin: [.top, .overShown, .declared].randomElement(using: &generator)!,
                from: Int32.random(in: -1..<60, using: &generator), to: Int32.random(in: -1..<60, using: &generator),
                style: Int8.random(in: -1..<5, using: &generator), back: backs.randomElement(using: &generator)!,
                backScreen: Int32.random(in: -1..<3, using: &generator))
            counts.add(key)
            expected["\(key)", default: 0] += 1
        }
        var found: [String: Int] = [:]
        for (key, count) in counts.entries { found["\(key)", default: 0] += count }
        #expect(found == expected)
        #expect(counts.keys.count == expected.count, "each key once")
        #expect(counts.slots.count >= 2 * counts.keys.count && counts.slots.count.nonzeroBitCount == 1)
    }
}
