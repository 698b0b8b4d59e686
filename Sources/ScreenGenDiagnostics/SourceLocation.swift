/// A position in an input file: the path as the user gave it, and a 1-based line and column.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The file, as a number: see `SourceFileID`.
    public var fileID: SourceFileID
    // Line and column are stored in 32 bits each: a location is then 12 bytes rather than 24,
    // and a large graph's syntax and resolved values hold millions of them (#33: memory per
    // screen). An input file is at most 16 MiB, so no line or column of one comes near 2^31;
    // a larger number given is clamped.
    @usableFromInline var storedLine: Int32
    @usableFromInline var storedColumn: Int32

    public init(file: String, line: Int, column: Int) {
        self.init(fileID: SourceFileID(file), line: line, column: column)
    }

    @inlinable
    public init(fileID: SourceFileID, line: Int, column: Int) {
        self.fileID = fileID
        storedLine = Int32(clamping: line)
        storedColumn = Int32(clamping: column)
    }

    @inlinable
    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = Int32(clamping: newValue) }
    }

    @inlinable
    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = Int32(clamping: newValue) }
    }

    /// The path as the user gave it.
    public var file: String {
        get { fileID.path }
        set { fileID = SourceFileID(newValue) }
    }

    /// Sorts by file path, then line, then column: the order diagnostics are printed in.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        if lhs.fileID != rhs.fileID { return lhs.file.utf8.lexicographicallyPrecedes(rhs.file.utf8) }
        if lhs.line != rhs.line { return lhs.line < rhs.line }
        return lhs.column < rhs.column
    }

    public var description: String { "\(file):\(line):\(column)" }
}
