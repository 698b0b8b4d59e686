import ScreenGenDiagnostics

/// A loaded file's document: its nodes (`YAMLArena`) and which of them is the root.
public struct LoadedDocument: Sendable {
    public let arena: YAMLArena
    let root: Int32

    /// Runs `body` with the root node. Nodes read the arena without keeping it alive (a
    /// reference count per node read would cost what the arena saves), so they must not
    /// outlive `body`: decoders read them and keep only the values they make.
    /// - Parameter body: what to do with the root.
    /// - Returns: what `body` returned.
    public func withRoot<Result>(_ body: (LoadedNode) throws -> Result) rethrows -> Result {
        try withExtendedLifetime(arena) { try body(LoadedNode(arena: arena, index: root)) }
    }

    /// The document as a tree of values, aliases expanded: what tests compare.
    public var tree: YAMLNode { withRoot { $0.tree } }
}

/// One node of a `LoadedDocument`, read in place: valid only inside `LoadedDocument.withRoot`.
public struct LoadedNode {
    unowned(unsafe) let arena: YAMLArena
    let index: Int32

    init(arena: YAMLArena, index: Int32) {
        self.arena = arena
        self.index = index
    }

    /// One key and its value, in source order.
    public struct Pair {
        public let key: LoadedNode
        public let value: LoadedNode
    }

    /// A mapping's pairs, read in place.
    public struct Pairs: RandomAccessCollection {
        unowned(unsafe) let arena: YAMLArena
        let first: Int

        public let startIndex = 0
        public let endIndex: Int

        public subscript(position: Int) -> Pair {
            let slot = first + 2 * position
            return Pair(
                key: LoadedNode(arena: arena, index: arena.children[slot]),
                value: LoadedNode(arena: arena, index: arena.children[slot + 1]))
        }

        /// The key of the pair at `position`, its value not read.
        public func key(at position: Int) -> LoadedNode {
            LoadedNode(arena: arena, index: arena.children[first + 2 * position])
        }

        /// The value of the pair at `position`, its key not read.
        public func value(at position: Int) -> LoadedNode {
            LoadedNode(arena: arena, index: arena.children[first + 2 * position + 1])
        }
    }

    /// A sequence's items, read in place.
    public struct Items: RandomAccessCollection {
        unowned(unsafe) let arena: YAMLArena
        let first: Int

        public let startIndex = 0
        public let endIndex: Int

        public subscript(position: Int) -> LoadedNode {
            LoadedNode(arena: arena, index: arena.children[first + position])
        }
    }

    // The readers below touch the fields they need: a whole record copied out of the array
    // would retain and release its text.

    public var location: SourceLocation {
        SourceLocation(
            fileID: arena.file, line: Int(arena.records[Int(index)].line),
            column: Int(arena.records[Int(index)].column))
    }

    public var scalar: YAMLNode.Scalar? {
        guard arena.records[Int(index)].kind == .scalar else { return nil }
        let tag = arena.records[Int(index)].first
        return YAMLNode.Scalar(
            text: arena.records[Int(index)].text, style: arena.records[Int(index)].style,
            tag: tag < 0 ? nil : arena.tags[Int(tag)])
    }

    /// A scalar's text, read without making a `Scalar` (no style, no tag looked up): a key's
    /// name or a value whose tag does not matter (#33: decoding reads one per node).
    public var scalarText: String? {
        guard arena.records[Int(index)].kind == .scalar else { return nil }
        return arena.records[Int(index)].text
    }

    /// Whether the node is YAML's null (see `YAMLNode.Scalar.isNull`), read without making a
    /// `Scalar`.
    public var isNull: Bool {
        guard arena.records[Int(index)].kind == .scalar, arena.records[Int(index)].style == .plain,
            arena.records[Int(index)].first < 0
        else { return false }
        switch arena.records[Int(index)].text.utf8.count {
        case 0: return true
        case 1: return arena.records[Int(index)].text == "~"
        case 4:
            let text = arena.records[Int(index)].text  // four bytes: a small string, not counted
            return text == "null" || text == "Null" || text == "NULL"
        default: return false
        }
    }

    public var mapping: Pairs? {
        guard arena.records[Int(index)].kind == .mapping else { return nil }
        let first = Int(arena.records[Int(index)].first)
        return Pairs(arena: arena, first: first, endIndex: Int(arena.records[Int(index)].count) / 2)
    }

    public var sequence: Items? {
        guard arena.records[Int(index)].kind == .sequence else { return nil }
        return Items(
            arena: arena, first: Int(arena.records[Int(index)].first), endIndex: Int(arena.records[Int(index)].count))
    }

    /// No pairs: what a null reads as where a mapping is expected.
    public var noPairs: Pairs { Pairs(arena: arena, first: 0, endIndex: 0) }

    /// No items: what a null reads as where a sequence is expected.
    public var noItems: Items { Items(arena: arena, first: 0, endIndex: 0) }

    /// "scalar", "sequence" or "mapping": for messages that say what was found instead.
    public var kindName: String {
        switch arena.records[Int(index)].kind {
        case .scalar: "scalar"
        case .sequence: "sequence"
        case .mapping: "mapping"
        }
    }

    /// The node as a tree of values, aliases expanded.
    public var tree: YAMLNode {
        if let scalar { return YAMLNode(.scalar(scalar), at: location) }
        if let items = sequence { return YAMLNode(.sequence(items.map(\.tree)), at: location) }
        let pairs = mapping.map { $0.map { YAMLNode.Pair(key: $0.key.tree, value: $0.value.tree) } } ?? []
        return YAMLNode(.mapping(pairs), at: location)
    }
}
