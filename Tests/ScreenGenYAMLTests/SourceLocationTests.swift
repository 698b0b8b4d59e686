import Dispatch
import ScreenGenDiagnostics
import Testing

/// A location keeps its file as an interned number (`SourceFileID`): these check that it still
/// behaves as if it held the path.
@Suite struct SourceLocationTests {
    @Test func samePathIsSameFileWhereverItIsFirstSeen() {
        let paths = (0..<64).map { "screens/feature-\($0 % 8).yaml" }
        // Registered from several threads at once, as the loaders of a graph's files do.
        let slots = UnsafeMutableBufferPointer<SourceFileID?>.allocate(capacity: paths.count)
        slots.initialize(repeating: nil)
        defer { slots.deallocate() }
        nonisolated(unsafe) let shared = slots
        DispatchQueue.concurrentPerform(iterations: paths.count) { shared[$0] = SourceFileID(paths[$0]) }
        let ids = slots.map { $0! }
        for (path, id) in zip(paths, ids) {
            #expect(id == SourceFileID(path))
            #expect(id.path == path)
        }
        #expect(Set(ids).count == 8)
    }

    @Test func ordersByPathThenLineThenColumn() {
        // Registered in the opposite order to the paths' own: the order must not follow the numbers.
        let later = SourceLocation(file: "z-\(#function).yaml", line: 1, column: 1)
        let earlier = SourceLocation(file: "a-\(#function).yaml", line: 9, column: 9)
        #expect(earlier < later)
        #expect(!(later < earlier))
        #expect(SourceLocation(file: "a.yaml", line: 2, column: 1) < SourceLocation(file: "a.yaml", line: 2, column: 3))
        #expect(SourceLocation(file: "a.yaml", line: 1, column: 9) < SourceLocation(file: "a.yaml", line: 2, column: 1))
    }

    /// A large graph's syntax and resolved values hold millions of locations (#33: memory per
    /// screen): a file number and 32-bit line and column, not 64-bit ones.
    @Test func takesTwelveBytes() {
        #expect(MemoryLayout<ScreenGenDiagnostics.SourceLocation>.size == 12)
        #expect(MemoryLayout<ScreenGenDiagnostics.SourceLocation?>.stride == 16)
    }

    @Test func lineAndColumnReadBackAndClampPast32Bits() {
        var location = SourceLocation(file: "a.yaml", line: 70_000, column: 123_456)
        #expect(location.line == 70_000)
        #expect(location.column == 123_456)
        location.line += 1
        location.column = 7
        #expect(location == SourceLocation(file: "a.yaml", line: 70_001, column: 7))
        // No input file comes near 2^31 lines (the loader takes at most 16 MiB); a larger
        // number is clamped rather than wrapped, so orders between locations still hold.
        let far = SourceLocation(file: "a.yaml", line: Int.max, column: Int(Int32.max) + 1)
        #expect(far.line == Int(Int32.max))
        #expect(far.column == Int(Int32.max))
        #expect(location < far)
    }

    @Test func fileCanBeReplaced() {
        var location = SourceLocation(file: "a.yaml", line: 3, column: 4)
        location.file = "b.yaml"
        #expect(location == SourceLocation(file: "b.yaml", line: 3, column: 4))
        #expect(location.description == "b.yaml:3:4")
    }
}
