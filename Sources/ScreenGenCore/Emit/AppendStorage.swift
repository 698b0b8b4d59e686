/// The elements of a value appended to in place (`SourceText`'s bytes, `ListMarks`' marks): a
/// plain allocation, shared by the value's copies and freed with the last of them.
///
/// A copy appends in place only while its count is `end`, where the copy that wrote last
/// stopped: appending moves `end` past every other copy's count, so each keeps the elements it
/// has, and the next of them to append takes a buffer of its own (copy on write without asking
/// the runtime whether the buffer is shared, once an element).
final class AppendStorage<Element: BitwiseCopyable> {
    let base: UnsafeMutablePointer<Element>
    let capacity: Int
    /// Where the copy that wrote last ended: the one copy that may append in place. Unchecked
    /// for exclusive access: the values holding a buffer are not `Sendable`, so no two threads
    /// share one, and the check on each append cost more than the append.
    @exclusivity(unchecked) var end = 0

    init(capacity: Int) {
        self.capacity = capacity
        base = .allocate(capacity: max(capacity, 1))
    }

    deinit { base.deallocate() }

    /// A new buffer of `capacity` elements starting with the first `count` of this one.
    func copy(_ count: Int, capacity: Int) -> AppendStorage {
        let copy = AppendStorage(capacity: capacity)
        copy.base.initialize(from: base, count: count)
        copy.end = count
        return copy
    }
}
