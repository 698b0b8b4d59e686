import ScreenGenDiagnostics

/// One file's loaded nodes, stored flat (#33): every node is a record in one array, and a
/// collection's children are a range of one array of node numbers.
///
/// A tree of `YAMLNode`s costs an allocation per collection, a reference count on every copy of
/// a node, and a walk of the whole tree to free it; building it and freeing it were two fifths
/// of our own share of loading a large graph. Here a file is three arrays, made with amortised
/// appends and freed at once. An alias is the number of the node its anchor named, not a copy.
/// Immutable once loaded, so it can be read from any thread.
public final class YAMLArena: @unchecked Sendable {
    enum Kind: UInt8 {
        case scalar, sequence, mapping
    }

    /// One node. For a scalar, `first` is its tag's index in `tags` (−1: untagged) and `count`
    /// is 0; for a collection, its children are `children[first..<first + count]`, a mapping's
    /// alternating key, value.
    struct Record {
        var text: String
        var line: Int32
        var column: Int32
        var first: Int32
        var count: Int32
        var kind: Kind
        var style: YAMLNode.Scalar.Style
    }

    let file: SourceFileID
    // Raw buffers rather than arrays: nodes read the arena through an unowned reference, and
    // each read of an array property of it retained and released the array's buffer (#33).
    let records: UnsafeMutableBufferPointer<Record>
    let children: UnsafeMutableBufferPointer<Int32>
    let tags: [String]

    init(file: SourceFileID, records: [Record], children: [Int32], tags: [String]) {
        self.file = file
        self.records = .allocate(capacity: records.count)
        _ = self.records.initialize(from: records)
        self.children = .allocate(capacity: children.count)
        _ = self.children.initialize(from: children)
        self.tags = tags
    }

    deinit {
        records.deinitialize()
        records.deallocate()
        children.deallocate()
    }
}

/// The arrays of a `YAMLArena` while the tree builder fills them.
struct ArenaBuilder {
    let file: SourceFileID
    private(set) var records: [YAMLArena.Record] = []
    private(set) var children: [Int32] = []
    private var tags: [String] = []

    init(file: SourceFileID) { self.file = file }

    mutating func addScalar(_ scalar: YAMLNode.Scalar, at site: SourceLocation) -> Int32 {
        var tag: Int32 = -1
        if let text = scalar.tag {
            tag = Int32(tags.count)
            tags.append(text)
        }
        records.append(
            YAMLArena.Record(
                text: scalar.text, line: Int32(clamping: site.line), column: Int32(clamping: site.column), first: tag,
                count: 0,
                kind: .scalar, style: scalar.style))
        return Int32(records.count - 1)
    }

    /// A collection whose children are `nodes`, in order.
    mutating func addCollection<Nodes: Collection<Int32>>(
        _ kind: YAMLArena.Kind, at site: SourceLocation, children nodes: Nodes
    ) -> Int32 {
        let first = Int32(children.count)
        children.append(contentsOf: nodes)
        records.append(
            YAMLArena.Record(
                text: "", line: Int32(clamping: site.line), column: Int32(clamping: site.column), first: first,
                count: Int32(children.count) - first, kind: kind, style: .plain))
        return Int32(records.count - 1)
    }

    // The readers below touch the one field they need: a whole record copied out of the array
    // would retain and release its text (#33: a record copy per key was most of `addKey`).

    func kind(of node: Int32) -> YAMLArena.Kind { records[Int(node)].kind }

    /// A scalar's text; "" for a collection.
    func text(of node: Int32) -> String { records[Int(node)].text }

    /// Whether `node`'s text is `text`, compared in place.
    func hasText(_ node: Int32, _ text: String) -> Bool { records[Int(node)].text == text }

    func location(of node: Int32) -> SourceLocation {
        SourceLocation(fileID: file, line: Int(records[Int(node)].line), column: Int(records[Int(node)].column))
    }

    /// Whether `node` is a plain, untagged `<<`: a merge key (see `MergeKey`).
    func isMergeKey(_ node: Int32) -> Bool {
        records[Int(node)].text.utf8.count == 2 && records[Int(node)].kind == .scalar
            && records[Int(node)].style == .plain && records[Int(node)].first < 0 && records[Int(node)].text == "<<"
    }

    /// The children of the collection `node`.
    func children(of node: Int32) -> ArraySlice<Int32> {
        let record = records[Int(node)]
        return children[Int(record.first)..<Int(record.first + record.count)]
    }

    /// Whether `node` is an empty, plain, untagged scalar: what libyaml reports for a file
    /// with no content.
    func isEmptyPlainScalar(_ node: Int32) -> Bool {
        let record = records[Int(node)]
        return record.kind == .scalar && record.text.isEmpty && record.style == .plain && record.first < 0
    }

    func finish() -> YAMLArena {
        YAMLArena(file: file, records: records, children: children, tags: tags)
    }
}
