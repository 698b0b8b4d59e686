/// Turns the longest string literal of a line that cannot be broken elsewhere into a multi-line
/// literal whose lines end in `\` (a line continuation: the text gains no line break), so an
/// alert's long message fits in 120 columns and still means exactly the same text:
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
/// skips. The emitters write only plain
/// literals (`SwiftStringLiteral`), which a multi-line literal reads the same way.
enum StringLiteralBreaker {
    /// The lines `content` becomes at `indent` spaces; nil when it has no literal whose moving
    /// to lines of its own makes the rest fit.
    static func lines(_ content: [UInt8], indent: Int, step: Int, limit: Int) -> [String]? {
        guard let literal = longestLiteral(in: content) else { return nil }
        let body = Array(content[(literal.open + 1)..<literal.close])
        let textIndent = indent + step
        guard indent + literal.open + 3 <= limit, textIndent + 3 + (content.count - literal.close - 1) <= limit else {
            return nil
        }
        // A text line ends in `\`: one column of the room is the backslash's.
        let room = limit - textIndent - 1
        let (spaces, boundaries) = breakOffsets(in: body)
        var pieces: [ArraySlice<UInt8>] = []
        var start = 0
        // The offsets are sorted and `start` only grows, so each list is walked once by a
        // cursor: linear in the literal's length (searching from the end for each line was
        // quadratic: a 4 MiB title took 21 s).
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
            pieces.append(body[start..<end])
            start = end
        }
        pieces.append(body[start...])
        // One word longer than a line: nothing gained.
        if pieces.count == 1, body.count > room + 1 { return nil }
        let margin = String(repeating: " ", count: indent)
        let textMargin = String(repeating: " ", count: textIndent)
        var result = [margin + String(decoding: content[..<literal.open], as: UTF8.self) + "\"\"\""]
        for (index, piece) in pieces.enumerated() {
            let continuation = index < pieces.count - 1 ? "\\" : ""
            result.append(textMargin + String(decoding: piece, as: UTF8.self) + continuation)
        }
        result.append(textMargin + "\"\"\"" + String(decoding: content[(literal.close + 1)...], as: UTF8.self))
        return result
    }

    /// The offsets of the opening and closing quote of the longest literal outside any
    /// interpolation.
    private static func longestLiteral(in content: [UInt8]) -> (open: Int, close: Int)? {
        var best: (open: Int, close: Int)?
        var index = 0
        while index < content.count {
            if content[index] == quote {
                guard let close = closingQuote(in: content, after: index) else { return nil }
                if close - index > (best.map { $0.close - $0.open } ?? 1) { best = (index, close) }
                index = close + 1
            } else {
                index += 1
            }
        }
        return best
    }

    /// The quote that closes the literal opened at `open`, past its escapes and interpolations.
    private static func closingQuote(in content: [UInt8], after open: Int) -> Int? {
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
