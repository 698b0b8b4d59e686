import Testing

@testable import ScreenGenCore

/// Jobs storing their results at once must not race: an `Array` of slots did (its
/// `withUnsafeMutableBufferPointer` moves the buffer out during each call) and crashed a test run.
struct ParallelMapTests {
    @Test func manyJobsStoringAtOnceKeepEveryResultInOrder() {
        for round in 0..<300 {
            let results = parallelMap(64) { index in String(repeating: "x", count: index + round % 7) + "\(index)" }
            #expect(results == (0..<64).map { String(repeating: "x", count: $0 + round % 7) + "\($0)" })
        }
    }

    @Test func noJobsGiveNoResults() {
        #expect(parallelMap(0) { $0 }.isEmpty)
    }
}
