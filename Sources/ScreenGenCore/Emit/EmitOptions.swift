/// What the emitted file says about the tool that made it.
public struct EmitOptions: Hashable, Sendable {
    public var toolVersion: String

    public init(toolVersion: String) {
        self.toolVersion = toolVersion
    }
}
