/// Turns the longest string literal of a line that cannot be broken elsewhere into a multi-line
/// literal whose lines end in `\`, for `LineWrapper`, which reads lines back: where the literal
/// breaks is `StringLiteralLines`', the renderer's. For instance:
///
/// ```swift
/// message: """
///     Are you sure you wish to delete all selected devices? All selected sessions will be \
///     logged out.
///     """,
/// ```
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
        guard let ranges = StringLiteralLines.lines(of: body, room: limit - textIndent - 1) else { return nil }
        let pieces = ranges.map { body[$0] }
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
                guard let close = StringLiteralLines.closingQuote(in: content, after: index) else { return nil }
                if close - index > (best.map { $0.close - $0.open } ?? 1) { best = (index, close) }
                index = close + 1
            } else {
                index += 1
            }
        }
        return best
    }

    private static let quote = UInt8(ascii: "\"")
}
