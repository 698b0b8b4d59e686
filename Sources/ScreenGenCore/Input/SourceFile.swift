/// One input file, already read: I/O stays at the edges (CLI, plugin).
public struct SourceFile: Hashable, Sendable {
    /// The path as the user gave it, used in diagnostics (relative stays relative).
    public var path: String
    /// The path relative to the graph's directory, prefixed with its name (`screens/app.yaml`):
    /// what the generated header lists, the same on every machine.
    public var displayPath: String
    public var contents: [UInt8]

    public init(path: String, displayPath: String, contents: [UInt8]) {
        self.path = path
        self.displayPath = displayPath
        self.contents = contents
    }
}
