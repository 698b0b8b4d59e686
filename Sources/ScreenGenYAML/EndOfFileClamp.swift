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
        clamp(diagnostics, lastPositions: [SourceFileID(file): lastPosition(in: input)])
    }

    /// `clamp(_:file:contents:)` for every file at once that a diagnostic is located in: each
    /// such file's end is found once and each diagnostic is looked at once, so the time is
    /// linear in the files' size plus the diagnostics, not their product (#33: 20,000 files
    /// with a diagnostic each took 29 s one file at a time). `contents` gives a path's bytes.
    public static func clamp(_ diagnostics: [Diagnostic], contents: (String) -> [UInt8]?) -> [Diagnostic] {
        var last: [SourceFileID: TextPosition] = [:]
        for fileID in Set(diagnostics.map(\.location.fileID)) {
            guard let bytes = contents(fileID.path) else { continue }
            last[fileID] = bytes.withUnsafeBufferPointer { lastPosition(in: $0) }
        }
        return clamp(diagnostics, lastPositions: last)
    }

    private static func clamp(_ diagnostics: [Diagnostic], lastPositions: [SourceFileID: TextPosition])
        -> [Diagnostic]
    {
        func clamped(_ location: SourceLocation) -> SourceLocation {
            guard let last = lastPositions[location.fileID],
                location.line > last.line || (location.line == last.line && location.column > last.column)
            else { return location }
            return SourceLocation(fileID: location.fileID, line: last.line, column: last.column)
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
