import ScreenGenCore

extension CheckedGraph {
    /// The generated Swift in one file, as `build --output file.swift` writes it; nil when the
    /// graph cannot be emitted. What the tests read generated code with.
    /// - Parameter toolVersion: the version the header names.
    /// - Returns: the file's text, or nil.
    func source(toolVersion: String = "test") -> String? {
        try? ScreenGraphCompiler.emit(self, layout: .oneFile, toolVersion: toolVersion).source
    }
}
