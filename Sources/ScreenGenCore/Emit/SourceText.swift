/// Generated source as it is written: UTF-8 bytes, appended a piece at a time.
///
/// The generated code of a large graph is millions of small pieces (names, punctuation).
/// Appending one to a `String` costs several times a byte copy (uniqueness, capacity and flag
/// bookkeeping on every call), and even `[UInt8].append(contentsOf:)` goes through generic
/// `Sequence` code, about 100 instructions for a six-byte piece. So the bytes live in a buffer
/// of our own (`AppendStorage`): an append is two comparisons and a copy. Copies of a
/// `SourceText` share the buffer, and one appends in place only while it is the copy whose end
/// is the buffer's written end (`AppendStorage.end`), so a copy never sees another's bytes.
/// Only whole strings go in, so the bytes are always valid UTF-8.
struct SourceText {
    /// Shared by every empty `SourceText`: it has no room, so the first append replaces it
    /// (it is never written) and an empty text allocates nothing.
    nonisolated(unsafe) private static let noBytes = AppendStorage<UInt8>(capacity: 0)

    private var storage = Self.noBytes
    /// Bytes written so far: the first `count` bytes of `storage`.
    private(set) var count = 0
    /// Where the lists written with `openList`, `nextEntry` and `closeList` open, separate and
    /// close, in order: what a line too long is broken at, known as it was written.
    var listMarks = ListMarks()

    /// A literal piece (`text += ", "`): its bytes are read in place, with no reference to
    /// count, where a `String`'s are retained and released around every append (a large graph's
    /// code is millions of pieces, most of them literals).
    @inline(__always)
    static func += (text: inout SourceText, piece: StaticString) {
        piece.withUTF8Buffer { text.append($0) }
    }

    /// A piece made at run time: a name, a type, an interpolation. Disfavoured so that a literal
    /// takes the `StaticString` overload above.
    @_disfavoredOverload
    static func += (text: inout SourceText, piece: String) {
        // Native and small strings (all the emitters make) hand out their UTF-8 in place.
        let appended: Void? = piece.utf8.withContiguousStorageIfAvailable { text.append($0) }
        if appended == nil { text.append(Array(piece.utf8)) }
    }

    @_disfavoredOverload
    static func += (text: inout SourceText, piece: Substring) {
        let appended: Void? = piece.utf8.withContiguousStorageIfAvailable { text.append($0) }
        if appended == nil { text.append(Array(piece.utf8)) }
    }

    var isEmpty: Bool { count == 0 }

    /// The text written so far.
    var string: String { string(from: 0) }
}

extension SourceText {
    mutating func append(_ other: SourceText) {
        let offset = count
        other.withBytes(from: 0) { append($0) }
        for mark in other.listMarks { listMarks.append(mark.moved(by: offset)) }
    }

    /// The text from byte `start` on, which must be where a piece began.
    func string(from start: Int) -> String {
        withBytes(from: start) { String(decoding: $0, as: UTF8.self) }
    }

    /// The text of the bytes in `range`, which must start and end where pieces did.
    func string(in range: Range<Int>) -> String {
        precondition(range.upperBound <= count, "reading outside the text")
        return withBytes(from: range.lowerBound) {
            String(decoding: UnsafeBufferPointer(rebasing: $0.prefix(range.count)), as: UTF8.self)
        }
    }

    /// Appends the bytes in `range` to `bytes`.
    func copyBytes(_ range: Range<Int>, into bytes: inout [UInt8]) {
        precondition(range.upperBound <= count, "reading outside the text")
        withBytes(from: range.lowerBound) { bytes.append(contentsOf: $0.prefix(range.count)) }
    }

    /// Appends `bytes`, which must be whole pieces of UTF-8 text.
    mutating func appendBytes(_ bytes: [UInt8]) {
        append(bytes)
    }

    /// Appends `bytes`, which must be whole pieces of UTF-8 text.
    @inline(__always)
    mutating func appendBytes(_ bytes: UnsafeBufferPointer<UInt8>) {
        append(bytes)
    }

    /// Whether the bytes from `start` on hold `byte`.
    func contains(_ byte: UInt8, from start: Int) -> Bool {
        withBytes(from: start) { $0.contains(byte) }
    }

    /// Takes back the last `count` bytes, which must end where a piece ended.
    mutating func removeLast(_ count: Int) {
        precondition(count >= 0 && count <= self.count, "removing more than was written")
        // A copy sharing the buffer keeps its own count: the bytes past ours stay its own.
        self.count -= count
        // Sole owner: the bytes taken back are no other copy's, so the next append reuses them.
        if isKnownUniquelyReferenced(&storage) { storage.end = self.count }
        while let last = listMarks.last, last.end > self.count { listMarks.removeLast() }
    }

    private func withBytes<Result>(from start: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        precondition(start >= 0 && start <= count, "reading outside the text")
        return body(UnsafeBufferPointer(start: storage.base + start, count: count - start))
    }

    @inline(__always)
    private mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        let needed = count + bytes.count
        if _slowPath(needed > storage.capacity || storage.end != count) {
            makeUnique(minimumCapacity: needed)
        }
        (storage.base + count).initialize(from: source, count: bytes.count)
        count = needed
        storage.end = needed
    }

    private mutating func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    /// A buffer of our own with room for `minimumCapacity` bytes, growing by doubling so that
    /// appends cost amortized constant time.
    @inline(never)
    private mutating func makeUnique(minimumCapacity: Int) {
        if storage.end == count, storage.capacity >= minimumCapacity { return }
        let capacity = max(minimumCapacity, storage.capacity * 2, 64)
        storage = storage.copy(count, capacity: capacity)
    }
}
