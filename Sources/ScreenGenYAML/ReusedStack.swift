/// A stack of plain values (no reference-counted parts) in one buffer it owns, which keeps its
/// storage when it shrinks: dropping many elements at once (a closed collection's children)
/// only moves the top, and later pushes reuse the slots.
///
/// An array did the same with a uniqueness and a bounds check on every push and read, and
/// `removeLast(_:)` cost about a hundred instructions a call (#33): the tree builder does this
/// for every node of every file.
struct ReusedStack<Element>: ~Copyable {
    private var base: UnsafeMutablePointer<Element>
    private var capacity: Int
    private(set) var count = 0

    init() {
        capacity = 64
        base = .allocate(capacity: capacity)
    }

    deinit {
        // Plain values: nothing to deinitialize.
        base.deallocate()
    }

    var isEmpty: Bool { count == 0 }

    /// The top element in place; the stack must not be empty. Valid until the next push or pop.
    @inline(__always)
    var pointerToLast: UnsafeMutablePointer<Element> { base + (count - 1) }

    @inline(__always)
    mutating func push(_ element: Element) {
        if count == capacity {
            capacity *= 2
            let grown = UnsafeMutablePointer<Element>.allocate(capacity: capacity)
            grown.moveInitialize(from: base, count: count)
            base.deallocate()
            base = grown
        }
        (base + count).initialize(to: element)
        count += 1
    }

    /// Drops every element from `newCount` on.
    mutating func truncate(to newCount: Int) {
        count = newCount
    }

    /// Removes and returns the top element; the stack must not be empty.
    @inline(__always)
    mutating func popLast() -> Element {
        count -= 1
        return base[count]
    }

    @inline(__always)
    subscript(index: Int) -> Element { base[index] }

    /// The elements `range`, in place: valid until the next push.
    @inline(__always)
    func elements(_ range: Range<Int>) -> UnsafeBufferPointer<Element> {
        UnsafeBufferPointer(start: base + range.lowerBound, count: range.count)
    }
}
