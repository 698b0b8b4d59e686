/// A 1-based line and column, counted in characters (Unicode scalars) the way libyaml's marks
/// count them, so positions we compute ourselves agree with positions libyaml reports.
struct TextPosition: Hashable, Sendable {
    var line: Int
    var column: Int

    init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
}

extension TextPosition {
    /// The position libyaml would report for the byte at `offset`. The bytes before it must be
    /// valid UTF-8 (this is used for the first invalid byte, and for libyaml's reader errors,
    /// which carry only a byte offset).
    ///
    /// Like libyaml: one column per character, not per byte; a leading UTF-8 byte order mark
    /// takes no column; CR LF is one line break, and CR, LF, NEL (U+0085), LS (U+2028) and
    /// PS (U+2029) are each a line break. So every diagnostic of a file is on one scale.
    init(ofByte offset: Int, in bytes: UnsafeBufferPointer<UInt8>) {
        let end = min(max(offset, 0), bytes.count)
        var index = UTF8Checks.hasByteOrderMark(bytes) ? 3 : 0
        var line = 1
        var column = 1
        while index < end {
            let byte = bytes[index]
            switch byte {
            case 0x0A:
                line += 1
                column = 1
            case 0x0D:
                // CR LF is one break: let the LF count it.
                if index + 1 < bytes.count, bytes[index + 1] == 0x0A {
                    break
                }
                line += 1
                column = 1
            case 0xC2 where index + 1 < end && bytes[index + 1] == 0x85:
                line += 1
                column = 1
                index += 1
            case 0xE2
            where index + 2 < end && bytes[index + 1] == 0x80
                && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
                line += 1
                column = 1
                index += 2
            case 0x80...0xBF:
                // A continuation byte belongs to the character its lead byte already counted.
                break
            default:
                column += 1
            }
            index += 1
        }
        self.init(line: line, column: column)
    }
}
