/// Where a string literal too long for its line breaks when it becomes a multi-line literal whose
/// lines end in `\` (a line continuation: the text gains no line break), so an alert's long
/// message fits in 120 columns and still means exactly the same text:
///
/// ```swift
/// message: """
///     Are you sure you wish to delete all selected devices? All selected sessions will be \
///     logged out.
///     """,
/// ```
///
/// The literal is broken after a space of its own text where one fits, else between two of its
/// characters: never inside an escape (`\"`, `\u{E9}`) or an interpolation, whose own literals it
/// skips. The emitters write only plain literals (`SwiftStringLiteral`) and interpolations,
/// which a multi-line literal reads the same way. Linear in the literal's length (#33: searching
/// back from each line's end was quadratic, a 4 MiB title took 21 s).
enum StringLiteralLines {
    /// The ranges of `body` (a literal's text between its quotes) that become its lines, each
    /// at most `room` columns plus its `\`; nil when one word is longer than a line, which gains
    /// nothing.
    static func lines(of body: [UInt8], room: Int) -> [Range<Int>]? {
        let (spaces, boundaries) = breakOffsets(in: body)
        var lines: [Range<Int>] = []
        var start = 0
        // The offsets are sorted and `start` only grows, so each list is walked once by a cursor.
        var spacesUpTo = 0  // spaces[..<spacesUpTo] are at most `start + room`
        var boundariesUpTo = 0
        var boundariesAfterStart = 0  // boundaries[boundariesAfterStart...] are past `start`
        while body.count - start > room + 1 {
            // After the last space that fits, else between the last two characters, escapes or
            // interpolations that fit (the continuation adds nothing), else as soon as possible.
            while spacesUpTo < spaces.count, spaces[spacesUpTo] <= start + room { spacesUpTo += 1 }
            while boundariesUpTo < boundaries.count, boundaries[boundariesUpTo] <= start + room { boundariesUpTo += 1 }
            while boundariesAfterStart < boundaries.count, boundaries[boundariesAfterStart] <= start {
                boundariesAfterStart += 1
            }
            let space = spacesUpTo > 0 && spaces[spacesUpTo - 1] > start ? spaces[spacesUpTo - 1] : nil
            let boundary =
                boundariesUpTo > 0 && boundaries[boundariesUpTo - 1] > start ? boundaries[boundariesUpTo - 1] : nil
            let next = boundariesAfterStart < boundaries.count ? boundaries[boundariesAfterStart] : nil
            guard let end = space ?? boundary ?? next else { break }
            lines.append(start..<end)
            start = end
        }
        lines.append(start..<body.count)
        if lines.count == 1, body.count > room + 1 { return nil }
        return lines
    }

    /// The quote that closes the literal opened at `open`, past its escapes and interpolations.
    static func closingQuote(in content: [UInt8], after open: Int) -> Int? {
        var index = open + 1
        while index < content.count {
            switch content[index] {
            case quote: return index
            case backslash:
                if index + 1 < content.count, content[index + 1] == UInt8(ascii: "(") {
                    guard let end = interpolationEnd(in: content, open: index + 1) else { return nil }
                    index = end + 1
                } else {
                    index += 2
                }
            default: index += 1
            }
        }
        return nil
    }

    /// The `)` that closes the interpolation whose `(` is at `open`; literals inside it skipped.
    private static func interpolationEnd(in content: [UInt8], open: Int) -> Int? {
        var depth = 0
        var index = open
        while index < content.count {
            switch content[index] {
            case UInt8(ascii: "("): depth += 1
            case UInt8(ascii: ")"):
                depth -= 1
                if depth == 0 { return index }
            case quote:
                guard let close = closingQuote(in: content, after: index) else { return nil }
                index = close
            default: break
            }
            index += 1
        }
        return nil
    }

    /// Offsets in a literal's body where a line may end: just after a space of its text, and
    /// between any two of its characters, escapes and interpolations. Never the end.
    private static func breakOffsets(in body: [UInt8]) -> (spaces: [Int], boundaries: [Int]) {
        var spaces: [Int] = []
        var boundaries: [Int] = []
        var index = 0
        while index < body.count {
            let byte = body[index]
            if byte == backslash, index + 1 < body.count, body[index + 1] == UInt8(ascii: "(") {
                guard let end = interpolationEnd(in: body, open: index + 1) else { break }
                index = end + 1
            } else if byte == backslash, index + 1 < body.count, body[index + 1] == UInt8(ascii: "u") {
                index = (body[index...].firstIndex(of: UInt8(ascii: "}")) ?? index + 1) + 1
            } else if byte == backslash {
                index += 2
            } else {
                index += 1
                // Inside a character of several bytes is no boundary (the emitters escape them anyway).
                while index < body.count, body[index] & 0xC0 == 0x80 { index += 1 }
            }
            guard index < body.count else { break }
            boundaries.append(index)
            if byte == UInt8(ascii: " ") { spaces.append(index) }
        }
        return (spaces, boundaries)
    }

    private static let quote = UInt8(ascii: "\"")
    private static let backslash = UInt8(ascii: "\\")
}
