import ScreenGenDiagnostics

/// Checks on the raw bytes, before libyaml reads them. Each problem found here leaves nothing
/// to parse, so it is the only diagnostic of the file.
enum InputPrecheck {
    /// Problems found in the raw bytes, before libyaml reads them: size, UTF-16, invalid UTF-8.
    /// `fileSize` is the size on disk when the caller read only a prefix of a larger file.
    static func problem(in input: UnsafeBufferPointer<UInt8>, fileSize: Int?, file: String, limits: YAMLLoadLimits)
        -> Diagnostic?
    {
        let start = SourceLocation(file: file, line: 1, column: 1)
        let size = max(input.count, fileSize ?? 0)
        if size > limits.maximumFileSize {
            return Diagnostic(
                .inputLimit, LoaderMessages.fileTooLarge(size: size, limit: limits.maximumFileSize), at: start)
        }
        // libyaml would decode UTF-16, but every position we compute assumes UTF-8.
        if let encoding = UTF8Checks.foreignByteOrderMark(input) {
            return Diagnostic(.yamlSyntax, LoaderMessages.notUTF8(encoding: encoding), at: start)
        }
        if let offset = UTF8Checks.firstInvalidByte(in: input) {
            let position = TextPosition(ofByte: offset, in: input)
            return Diagnostic(
                .yamlSyntax, LoaderMessages.invalidUTF8(byte: input[offset]),
                at: SourceLocation(file: file, line: position.line, column: position.column)
            )
        }
        return nil
    }
}
