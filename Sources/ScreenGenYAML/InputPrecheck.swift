import ScreenGenDiagnostics

/// Checks on the raw bytes, before libyaml reads them. Each problem found here leaves nothing
/// to parse, so it is the only diagnostic of the file.
enum InputPrecheck {
    /// Problems found in the raw bytes, before libyaml reads them: size, UTF-16, invalid UTF-8.
    static func problem(in input: UnsafeBufferPointer<UInt8>, file: String, limits: YAMLLoadLimits) -> Diagnostic? {
        let start = SourceLocation(file: file, line: 1, column: 1)
        if input.count > limits.maximumFileSize {
            return Diagnostic(.inputLimit, LoaderMessages.fileTooLarge(size: input.count, limit: limits.maximumFileSize), at: start)
        }
        // libyaml would decode UTF-16, but every position we compute assumes UTF-8.
        if UTF8Checks.hasUTF16ByteOrderMark(input) {
            return Diagnostic(.yamlSyntax, LoaderMessages.utf16NotSupported, at: start)
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
