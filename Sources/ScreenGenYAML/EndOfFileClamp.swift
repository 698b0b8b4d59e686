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
        // Every file's end is found while its bytes are at hand (so they need not be kept for
        // the clamp, #33: memory), so most files take one counting pass: when no CR, NEL, LS
        // or PS can be in the text (no 0x0D, 0xC2 or 0xE2 byte), each LF is a line break and
        // nothing else is.
        // Counted in blocks of 255 bytes into byte-sized counters, which the compiler turns
        // into vector instructions: about 2 instructions a byte, not 12.
        var lineFeeds = 0
        var otherBreakBytes: UInt8 = 0
        var blockStart = 0
        while blockStart < end {
            let blockEnd = min(blockStart + 255, end)
            var blockLineFeeds: UInt8 = 0
            for index in blockStart..<blockEnd {
                let byte = input[index]
                blockLineFeeds &+= byte == 0x0A ? 1 : 0
                otherBreakBytes |= (byte == 0x0D ? 1 : 0) | (byte == 0xC2 ? 1 : 0) | (byte == 0xE2 ? 1 : 0)
            }
            lineFeeds += Int(blockLineFeeds)
            blockStart = blockEnd
        }
        guard otherBreakBytes == 0 else { return TextPosition(ofByte: end, in: input) }
        var lineStart = end
        while lineStart > 0, input[lineStart - 1] != 0x0A { lineStart -= 1 }
        if lineStart == 0, UTF8Checks.hasByteOrderMark(input) { lineStart = 3 }
        var column = 1
        // One column per character: a continuation byte belongs to its lead byte's.
        let lastLine = UnsafeBufferPointer(rebasing: input[lineStart..<max(lineStart, end)])
        for byte in lastLine where !(0x80...0xBF).contains(byte) {
            column += 1
        }
        return TextPosition(line: lineFeeds + 1, column: column)
    }

    /// Where `contents`' last line ends, kept in place of the bytes for `clamp(_:ends:)`.
    public static func end(of contents: [UInt8]) -> FileEnd {
        FileEnd(position: contents.withUnsafeBufferPointer { lastPosition(in: $0) })
    }

    static func clamp(_ diagnostics: [Diagnostic], file: String, input: UnsafeBufferPointer<UInt8>) -> [Diagnostic] {
        clamp(diagnostics, lastPositions: [SourceFileID(file): lastPosition(in: input)])
    }

    /// `clamp(_:file:contents:)` for every file at once that a diagnostic is located in, from
    /// each file's end found when it was loaded (`end(of:)`): each diagnostic is looked at
    /// once, so the time is linear in the diagnostics, not in files × diagnostics (#33: 20,000
    /// files with a diagnostic each took 29 s one file at a time). `ends` gives a file's end
    /// by its path; a file it does not know is left as it is.
    public static func clamp(_ diagnostics: [Diagnostic], ends: [SourceFileID: FileEnd]) -> [Diagnostic] {
        clamp(diagnostics, lastPositions: ends.mapValues(\.position))
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

/// Where a file's last line ends (see `EndOfFileClamp`).
public struct FileEnd: Sendable {
    let position: TextPosition
}
