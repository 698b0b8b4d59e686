/// The version printed by `--version` and written into every generated header.
public enum ToolVersion {
    public static let current = "0.1.0"
}
