import ScreenGenDiagnostics

extension [YAMLNode] {
    /// Removes the nodes from `start` on and returns them in a new array of exactly the right
    /// capacity, `size` nodes at a time made into one element by `makeGroup`, which must
    /// move (`move()`) each of the `size` nodes it is given out of its slot.
    ///
    /// `Array(self[start...])` then `removeSubrange` would retain and release every node, and
    /// a mapping would need a second array for its pairs. Here each node is moved (a bitwise
    /// copy), and its emptied slot is refilled with a placeholder that owns no memory before
    /// the array is used again, so the removal destroys nothing costly.
    mutating func removeNodes<Group>(
        from start: Int, groupsOf size: Int,
        _ makeGroup: (UnsafeMutablePointer<YAMLNode>) -> Group
    ) -> [Group] {
        let groups = (count - start) / size
        guard groups > 0 else {
            removeSubrange(start...)
            return []
        }
        let taken = withUnsafeMutableBufferPointer { buffer in
            // `start + groups * size <= buffer.count`: the source is initialized memory.
            let source = buffer.baseAddress! + start
            let taken = [Group](unsafeUninitializedCapacity: groups) { target, initialized in
                for group in 0..<groups {
                    (target.baseAddress! + group).initialize(to: makeGroup(source + group * size))
                }
                initialized = groups
            }
            source.initialize(repeating: emptyNode, count: groups * size)
            return taken
        }
        removeSubrange(start...)
        return taken
    }
}

/// Owns no heap memory (empty strings are stored inline), so destroying it costs nothing.
private let emptyNode = YAMLNode(
    .scalar(YAMLNode.Scalar(text: "", style: .plain)), at: SourceLocation(file: "", line: 0, column: 0)
)
