/// What the emitted file says about the tool that made it, and which part of the graph it holds.
public struct EmitOptions: Hashable, Sendable {
    public var toolVersion: String
    /// For a graph split into modules: the part one module's target builds.
    public var part: OutputPart

    public init(toolVersion: String, part: OutputPart = .whole) {
        self.toolVersion = toolVersion
        self.part = part
    }
}
