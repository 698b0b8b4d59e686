import ScreenGenDiagnostics

/// libyaml reports an error found at the end of the input at the position after the last
/// character, which for a file without a final line break is one line past the end (`x: [`
/// gives 2:1 in a one-line file), and past a final line break is a line the editor does not
/// show. Every such position is moved back to the end of the file's last line.
public enum EndOfFileClamp {
    /// The position just after the last character of the last line.
    static func lastPosition(in input: UnsafeBufferPointer<UInt8>) -> TextPosition {
        var end = input.count
        // A final line break (LF, CR LF or CR) ends the last line; it does not start a new one.
        if end > 0, input[end - 1] == 0x0A { end -= 1 }
        if end > 0, input[end - 1] == 0x0D { end -= 1 }
        return TextPosition(ofByte: end, in: input)
    }

    /// `clamp(_:file:input:)` over a file's bytes: for diagnostics made after loading, whose
    /// locations come from nodes (an empty value at the very end has its position there).
    public static func clamp(_ diagnostics: [Diagnostic], file: String, contents: [UInt8]) -> [Diagnostic] {
        contents.withUnsafeBufferPointer { clamp(diagnostics, file: file, input: $0) }
    }

    static func clamp(_ diagnostics: [Diagnostic], file: String, input: UnsafeBufferPointer<UInt8>) -> [Diagnostic] {
        let last = lastPosition(in: input)
        func clamped(_ location: SourceLocation) -> SourceLocation {
            guard location.file == file,
                location.line > last.line || (location.line == last.line && location.column > last.column)
            else { return location }
            return SourceLocation(file: file, line: last.line, column: last.column)
        }
        return diagnostics.map { diagnostic in
            var diagnostic = diagnostic
            diagnostic.location = clamped(diagnostic.location)
            diagnostic.notes = diagnostic.notes.map { note in
                var note = note
                note.location = clamped(note.location)
                return note
            }
            return diagnostic
        }
    }
}
