/// A position in an input file: the path as the user gave it, and a 1-based line and column.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The file, as a number: see `SourceFileID`.
    public var fileID: SourceFileID
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.init(fileID: SourceFileID(file), line: line, column: column)
    }

    public init(fileID: SourceFileID, line: Int, column: Int) {
        self.fileID = fileID
        self.line = line
        self.column = column
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
