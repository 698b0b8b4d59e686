import ScreenGenDiagnostics

/// One file's loaded nodes, stored flat (#33): every node is a record in one buffer, and a
/// collection's children are a range of one buffer of node numbers.
///
/// A tree of `YAMLNode`s costs an allocation per collection, a reference count on every copy of
/// a node, and a walk of the whole tree to free it; building it and freeing it were two fifths
/// of our own share of loading a large graph. Here a file is three buffers, grown by doubling
/// while it loads and freed at once. An alias is the number of the node its anchor named, not a
/// copy. Only `ArenaBuilder` appends, before the arena is handed out; immutable from then on,
/// so it can be read from any thread.
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
    // each read of an array property of it retained and released the array's buffer (#33). The
    // builder appends into them directly, so finishing a file copies nothing (#33: copying the
    // records out of an array retained and released every text).
    private(set) var records: UnsafeMutablePointer<Record>
    private(set) var recordCount = 0
    private var recordCapacity: Int
    private(set) var children: UnsafeMutablePointer<Int32>
    private(set) var childCount = 0
    private var childCapacity: Int
    private(set) var tags: [String] = []

    /// An empty arena with room for `capacity` records and as many children before it grows.
    init(file: SourceFileID, capacity: Int) {
        self.file = file
        recordCapacity = max(capacity, 16)
        records = .allocate(capacity: recordCapacity)
        childCapacity = recordCapacity
        children = .allocate(capacity: childCapacity)
    }

    deinit {
        records.deinitialize(count: recordCount)
        records.deallocate()
        children.deallocate()
    }

    /// Appends `record`; returns its node number.
    @inline(__always)
    func append(_ record: consuming Record) -> Int32 {
        if recordCount == recordCapacity {
            recordCapacity *= 2
            let grown = UnsafeMutablePointer<Record>.allocate(capacity: recordCapacity)
            grown.moveInitialize(from: records, count: recordCount)
            records.deallocate()
            records = grown
        }
        (records + recordCount).initialize(to: record)
        recordCount += 1
        return Int32(recordCount - 1)
    }

    /// Appends `nodes` to the children; returns where they start.
    @inline(__always)
    func appendChildren(_ nodes: UnsafeBufferPointer<Int32>) -> Int32 {
        if childCount + nodes.count > childCapacity {
            childCapacity = max(childCapacity * 2, childCount + nodes.count)
            let grown = UnsafeMutablePointer<Int32>.allocate(capacity: childCapacity)
            grown.moveInitialize(from: children, count: childCount)
            children.deallocate()
            children = grown
        }
        if let base = nodes.baseAddress {
            (children + childCount).initialize(from: base, count: nodes.count)
        }
        childCount += nodes.count
        return Int32(childCount - nodes.count)
    }

    /// Appends a tag's text; returns its index in `tags`.
    func appendTag(_ tag: String) -> Int32 {
        tags.append(tag)
        return Int32(tags.count - 1)
    }
}

/// Fills a `YAMLArena` while the tree builder reads a file.
struct ArenaBuilder {
    private let arena: YAMLArena

    /// `expectedNodes`: a guess at the file's node count, so that the buffers rarely grow.
    init(file: SourceFileID, expectedNodes: Int) {
        arena = YAMLArena(file: file, capacity: expectedNodes)
    }

    var file: SourceFileID { arena.file }

    func addScalar(_ text: consuming String, style: YAMLNode.Scalar.Style, tag: String?, at site: SourceLocation)
        -> Int32
    {
        let tagIndex = tag.map { arena.appendTag($0) } ?? -1
        return arena.append(
            YAMLArena.Record(
                text: text, line: Int32(clamping: site.line), column: Int32(clamping: site.column), first: tagIndex,
                count: 0,
                kind: .scalar, style: style))
    }

    /// A collection whose children are `nodes`, in order.
    func addCollection(_ kind: YAMLArena.Kind, at site: SourceLocation, children nodes: UnsafeBufferPointer<Int32>)
        -> Int32
    {
        let first = arena.appendChildren(nodes)
        return arena.append(
            YAMLArena.Record(
                text: "", line: Int32(clamping: site.line), column: Int32(clamping: site.column), first: first,
                count: Int32(nodes.count), kind: kind, style: .plain))
    }

    // The readers below touch the one field they need: a whole record copied out of the buffer
    // would retain and release its text (#33: a record copy per key was most of `addKey`).

    @inline(__always)
    func kind(of node: Int32) -> YAMLArena.Kind { arena.records[Int(node)].kind }

    /// A scalar's text; "" for a collection.
    @inline(__always)
    func text(of node: Int32) -> String { arena.records[Int(node)].text }

    @inline(__always)
    func location(of node: Int32) -> SourceLocation {
        SourceLocation(
            fileID: arena.file, line: Int(arena.records[Int(node)].line), column: Int(arena.records[Int(node)].column))
    }

    /// Whether `node` is a plain, untagged `<<`: a merge key (see `MergeKey`).
    @inline(__always)
    func isMergeKey(_ node: Int32) -> Bool {
        let record = arena.records + Int(node)
        return record.pointee.kind == .scalar && record.pointee.style == .plain && record.pointee.first < 0
            && record.pointee.text.utf8.count == 2 && record.pointee.text == "<<"
    }

    /// The children of the collection `node`: valid until the next node is added.
    func children(of node: Int32) -> UnsafeBufferPointer<Int32> {
        let record = arena.records + Int(node)
        return UnsafeBufferPointer(start: arena.children + Int(record.pointee.first), count: Int(record.pointee.count))
    }

    /// Whether `node` is an empty, plain, untagged scalar: what libyaml reports for a file
    /// with no content.
    func isEmptyPlainScalar(_ node: Int32) -> Bool {
        let record = arena.records + Int(node)
        return record.pointee.kind == .scalar && record.pointee.text.isEmpty && record.pointee.style == .plain
            && record.pointee.first < 0
    }

    func finish() -> YAMLArena { arena }
}
