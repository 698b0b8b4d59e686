/// The list marks of a `SourceText`, in order: appended in place as its bytes are.
///
/// A large graph's code marks about a million lists (each bracket and separator of a call or a
/// parameter list), and an array's append asks the runtime whether its buffer is shared every
/// time. Here, as in `SourceText`, a copy appends in place only while its end is the buffer's
/// written end (`AppendStorage.end`); the marks describe the line being written, so they are
/// emptied at each line's end and the buffer is reused.
struct ListMarks: Sequence {
    /// Shared by every empty `ListMarks`: it has no room, so the first append replaces it (it is
    /// never written) and a text without lists allocates nothing for them.
    nonisolated(unsafe) private static let noMarks = AppendStorage<ListMark>(capacity: 0)

    private var storage = Self.noMarks
    private(set) var count = 0

    var isEmpty: Bool { count == 0 }

    var last: ListMark? { count == 0 ? nil : storage.base[count - 1] }

    @inline(__always)
    mutating func append(_ mark: ListMark) {
        if _slowPath(count == storage.capacity || storage.end != count) { growOrCopy() }
        (storage.base + count).initialize(to: mark)
        count += 1
        storage.end = count
    }

    mutating func removeLast() {
        precondition(count > 0, "removing a mark from none")
        count -= 1
        // Sole owner: the place taken back is no other copy's, so the next append reuses it.
        if isKnownUniquelyReferenced(&storage) { storage.end = count }
    }

    /// Forgets every mark, keeping the buffer for the next line's.
    mutating func removeAll() {
        guard count > 0 else { return }
        count = 0
        if isKnownUniquelyReferenced(&storage) { storage.end = 0 }
    }

    /// A buffer of our own, with room for one more mark, growing by doubling.
    @inline(never)
    private mutating func growOrCopy() {
        let capacity = count == storage.capacity ? Swift.max(storage.capacity * 2, 16) : storage.capacity
        storage = storage.copy(count, capacity: capacity)
    }

    func makeIterator() -> Iterator { Iterator(storage: storage, count: count) }

    struct Iterator: IteratorProtocol {
        fileprivate let storage: AppendStorage<ListMark>
        fileprivate let count: Int
        private var position = 0

        fileprivate init(storage: AppendStorage<ListMark>, count: Int) {
            self.storage = storage
            self.count = count
        }

        mutating func next() -> ListMark? {
            guard position < count else { return nil }
            defer { position += 1 }
            return storage.base[position]
        }
    }
}
