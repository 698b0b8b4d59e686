import ScreenGenDiagnostics

/// The children of every open collection, innermost last (see `OpenCollection`): a stack of
/// nodes in one buffer that hands them out by moving them.
///
/// An `Array` could only give up its last elements by destroying them: closing a collection
/// then had to refill each slot it moved a node out of with a placeholder, and destroy the
/// placeholders again, a copy and a destruction per node of the file (#33: a twentieth of
/// loading). Here a close moves the nodes out and lowers the count; nothing is refilled.
final class NodeStack {
    private var base: UnsafeMutablePointer<YAMLNode>
    private var capacity: Int
    /// The nodes on the stack: the first `count` slots of `base` are initialized.
    private(set) var count = 0

    init() {
        capacity = 64
        base = .allocate(capacity: capacity)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    func append(_ node: consuming YAMLNode) {
        if count == capacity {
            let grown = UnsafeMutablePointer<YAMLNode>.allocate(capacity: capacity * 2)
            grown.moveInitialize(from: base, count: count)
            base.deallocate()
            base = grown
            capacity *= 2
        }
        (base + count).initialize(to: node)
        count += 1
    }

    func removeLast() -> YAMLNode {
        precondition(count > 0, "removing from an empty stack")
        count -= 1
        return (base + count).move()
    }

    /// A copy of the node at `index` (counted from the bottom of the stack).
    subscript(index: Int) -> YAMLNode {
        precondition(index >= 0 && index < count, "reading outside the stack")
        return base[index]
    }

    /// The text of the scalar at `index`, read in place; "" for a collection.
    func scalarText(at index: Int) -> String {
        precondition(index >= 0 && index < count, "reading outside the stack")
        if case .scalar(let scalar) = base[index].content { return scalar.text }
        return ""
    }

    /// Removes the nodes from `start` on and returns them in a new array of exactly the right
    /// capacity, `size` nodes at a time made into one element by `makeGroup`, which must
    /// move (`move()`) each of the `size` nodes it is given out of its slot.
    func removeNodes<Group>(
        from start: Int, groupsOf size: Int,
        _ makeGroup: (UnsafeMutablePointer<YAMLNode>) -> Group
    ) -> [Group] {
        precondition(start >= 0 && start <= count && size > 0, "removing outside the stack")
        let groups = (count - start) / size
        let source = base + start
        let taken = [Group](unsafeUninitializedCapacity: groups) { target, initialized in
            for group in 0..<groups {
                (target.baseAddress! + group).initialize(to: makeGroup(source + group * size))
            }
            initialized = groups
        }
        // Nodes past the last whole group (none when every key has its value) are dropped.
        (source + groups * size).deinitialize(count: count - start - groups * size)
        count = start
        return taken
    }
}
