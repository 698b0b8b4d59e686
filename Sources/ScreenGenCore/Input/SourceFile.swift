/// One input file, already read: I/O stays at the edges (CLI, plugin).
public struct SourceFile: Hashable, Sendable {
    /// The path as the user gave it, used in diagnostics (relative stays relative).
    public var path: String
    /// The path relative to the graph's directory, prefixed with its name (`screens/app.yaml`):
    /// what the generated header lists, the same on every machine.
    public var displayPath: String
    public var contents: [UInt8]
    /// The file's size on disk when `contents` is only its beginning: a reader stops after
    /// the loader's size limit, so a huge file is refused without being read whole.
    public var sizeOnDisk: Int?

    public init(path: String, displayPath: String, contents: [UInt8], sizeOnDisk: Int? = nil) {
        self.path = path
        self.displayPath = displayPath
        self.contents = contents
        self.sizeOnDisk = sizeOnDisk
    }
}
