import ScreenGenDiagnostics

/// A YAML node with the position of its first character. Aliases are already expanded and
/// merge keys (`<<`) resolved, so the tree is plain data; an expanded alias keeps the location
/// of the node its anchor named, and a merged pair the location it is written at.
public struct YAMLNode: Hashable, Sendable {
    public enum Content: Hashable, Sendable {
        case scalar(Scalar)
        case sequence([YAMLNode])
        case mapping([Pair])
    }

    public struct Scalar: Hashable, Sendable {
        public enum Style: Hashable, Sendable {
            case plain, singleQuoted, doubleQuoted, literal, folded
        }
        // Stored in this order (not text, style, tag) so that the one-byte style packs after
        // the tag: a scalar takes 33 bytes rather than 40, and every node with it.
        public var text: String
        /// An explicit tag (`!!str`, `!custom`), as libyaml reports it; nil when untagged.
        public var tag: String?
        public var style: Style

        public init(text: String, style: Style, tag: String? = nil) {
            self.text = text
            self.style = style
            self.tag = tag
        }

        /// A plain, untagged `~`, `null`, `Null`, `NULL` or empty scalar: YAML's null. Asked of
        /// most values the decoder reads, so the length (stored, O(1)) is looked at first.
        public var isNull: Bool {
            guard style == .plain, tag == nil else { return false }
            switch text.utf8.count {
            case 0: return true
            case 1: return text == "~"
            case 4: return text == "null" || text == "Null" || text == "NULL"
            default: return false
            }
        }
    }

    /// One key and its value, in source order.
    public struct Pair: Hashable, Sendable {
        public var key: YAMLNode
        public var value: YAMLNode

        public init(key: YAMLNode, value: YAMLNode) {
            self.key = key
            self.value = value
        }
    }

    public var content: Content

    /// Where the node starts. Stored as its parts (the file's number, line and column in 32
    /// bits each) to keep a node small and free of reference counting: a large graph holds
    /// millions of nodes.
    public var location: SourceLocation {
        get { SourceLocation(fileID: file, line: Int(line), column: Int(column)) }
        set {
            file = newValue.fileID
            line = Int32(clamping: newValue.line)
            column = Int32(clamping: newValue.column)
        }
    }

    private var file: SourceFileID
    private var line: Int32
    private var column: Int32

    public init(_ content: Content, at location: SourceLocation) {
        self.content = content
        self.file = location.fileID
        self.line = Int32(clamping: location.line)
        self.column = Int32(clamping: location.column)
    }

    public var scalar: Scalar? {
        if case .scalar(let scalar) = content { return scalar }
        return nil
    }

    public var sequence: [YAMLNode]? {
        if case .sequence(let items) = content { return items }
        return nil
    }

    public var mapping: [Pair]? {
        if case .mapping(let pairs) = content { return pairs }
        return nil
    }

    /// "scalar", "sequence" or "mapping": for messages that say what was found instead.
    public var kindName: String {
        switch content {
        case .scalar: "scalar"
        case .sequence: "sequence"
        case .mapping: "mapping"
        }
    }
}
