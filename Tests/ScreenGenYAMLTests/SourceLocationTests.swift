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

    @Test func fileCanBeReplaced() {
        var location = SourceLocation(file: "a.yaml", line: 3, column: 4)
        location.file = "b.yaml"
        #expect(location == SourceLocation(file: "b.yaml", line: 3, column: 4))
        #expect(location.description == "b.yaml:3:4")
    }
}
