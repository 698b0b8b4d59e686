/// Writes a line of `LinePiece`s at the writer's indentation, broken where swift-format breaks a
/// list when it is longer than `SwiftRenderer.limit` columns: the prefix up to the first list that
/// has several entries (else the longest list) on its line, the entries on one line of their own
/// one level deeper when they fit there, else one a line, then the closing bracket and the rest.
/// Each resulting line is broken again the same way. A table (`oneALine`) is always broken, one
/// entry a line, and so is a call whose arguments go one a line (`ListLayout.oneALine`). With no
/// list to break at, the longest string literal becomes a multi-line one.
enum LineBreaker {
    static func write(_ pieces: [LinePiece], into writer: inout SwiftWriter) {
        if let broken = pieces.firstIndex(where: \.isBrokenOneALine),
            case .list(let open, let entries, let close, _) = pieces[broken]
        {
            write(Array(pieces[..<broken]) + [.text(open)], into: &writer)
            writer.indented { writer in
                for (position, entry) in entries.enumerated() {
                    write(position < entries.count - 1 ? entry + [.text(",")] : entry, into: &writer)
                }
            }
            write([.text(close)] + pieces[(broken + 1)...], into: &writer)
            return
        }
        if let table = firstTable(in: pieces) {
            writeTable(pieces, splitAt: table, into: &writer)
            return
        }
        guard writer.indentWidth + pieces.width > SwiftRenderer.limit else {
            writer.line { pieces.write(into: &$0) }
            return
        }
        guard let chosen = chosenList(in: pieces), case .list(let open, let entries, let close, _) = pieces[chosen]
        else {
            // No list to break at: a long literal goes to lines of its own, else the line is
            // written as it is.
            if !writeBreakingLiteral(pieces, into: &writer), !writeBreakingMemberChain(pieces, into: &writer) {
                writer.line { pieces.write(into: &$0) }
            }
            return
        }
        write(Array(pieces[..<chosen]) + [.text(open)], into: &writer)
        writer.indented { writer in
            if writer.indentWidth + [LinePiece].entriesWidth(entries) <= SwiftRenderer.limit {
                writer.line { [LinePiece].writeEntries(entries, into: &$0) }
            } else {
                for (position, entry) in entries.enumerated() {
                    write(position < entries.count - 1 ? entry + [.text(",")] : entry, into: &writer)
                }
            }
        }
        write([.text(close)] + pieces[(chosen + 1)...], into: &writer)
    }

    /// The longest literal of `pieces` (the first of equals) as a multi-line literal, its text
    /// broken by `StringLiteralLines` one level deeper, what precedes it on the opening line
    /// and what follows it after the closing quotes; false, writing nothing, when the opening or
    /// closing line would not fit or one word is longer than a line.
    private static func writeBreakingLiteral(_ pieces: [LinePiece], into writer: inout SwiftWriter) -> Bool {
        var longest: (index: Int, open: Int, literal: String)?
        var offset = 0
        for (index, piece) in pieces.enumerated() {
            if case .literal(let literal) = piece, literal.utf8.count - 1 > (longest?.literal.utf8.count ?? 2) - 1 {
                longest = (index, offset, literal)
            }
            offset += [piece].width
        }
        let limit = SwiftRenderer.limit
        guard let (index, open, literal) = longest else { return false }
        let rest = pieces[(index + 1)...]
        let textIndent = writer.indentWidth + 4
        guard writer.indentWidth + open + 3 <= limit, textIndent + 3 + Array(rest).width <= limit else { return false }
        let body = Array(literal.utf8.dropFirst().dropLast())
        // A text line ends in `\`: one column of the room is the backslash's.
        guard let lines = StringLiteralLines.lines(of: body, room: limit - textIndent - 1) else { return false }
        // Written as built: the text lines are inside the literal, the others fit.
        writer.unwrappedLine { text in
            Array(pieces[..<index]).write(into: &text)
            text += "\"\"\""
        }
        writer.indented { writer in
            for (position, line) in lines.enumerated() {
                writer.unwrappedLine { text in
                    text += String(decoding: body[line], as: UTF8.self)
                    if position < lines.count - 1 { text += "\\" }
                }
            }
            writer.unwrappedLine { text in
                text += "\"\"\""
                Array(rest).write(into: &text)
            }
        }
        return true
    }

    /// A long member chain (`account.profile.…`, a param's property read by `args`), broken
    /// before the rightmost `.member` that leaves the line within the limit, the rest one level
    /// deeper (as Swift continues a postfix chain), and broken again while it is too long. Only
    /// in a line without a string literal (where a `.` may be text), and only between two names
    /// (never in a number or before an implicit member `.case`); false, writing nothing, when
    /// there is no such place.
    private static func writeBreakingMemberChain(_ pieces: [LinePiece], into writer: inout SwiftWriter) -> Bool {
        var flat = SourceText()
        pieces.write(into: &flat)
        var rest = Array(flat.string.utf8)
        guard !rest.contains(UInt8(ascii: "\"")), let first = memberBreak(in: rest, room: limitRoom(writer)) else {
            return false
        }
        writer.line(String(decoding: rest[..<first], as: UTF8.self))
        rest.removeFirst(first)
        writer.indented { writer in
            while writer.indentWidth + rest.count > SwiftRenderer.limit,
                let next = memberBreak(in: rest, room: limitRoom(writer))
            {
                writer.line(String(decoding: rest[..<next], as: UTF8.self))
                rest.removeFirst(next)
            }
            writer.line(String(decoding: rest, as: UTF8.self))
        }
        return true
    }

    private static func limitRoom(_ writer: SwiftWriter) -> Int { SwiftRenderer.limit - writer.indentWidth }

    /// The offset of the rightmost `.` between two names that leaves `room` columns or fewer
    /// before it; nil when there is none.
    private static func memberBreak(in content: [UInt8], room: Int) -> Int? {
        let isName = { (byte: UInt8) in byte.isASCIILetter || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "`") }
        var best: Int?
        for index in content.indices.dropFirst().dropLast() where content[index] == UInt8(ascii: ".") {
            let before = content[index - 1]
            guard isName(before) || before.isASCIIDigit, isName(content[index + 1]) else { continue }
            // Digits before the dot make it no member access only when the word is all digits.
            var start = index - 1
            while start > 0, isName(content[start - 1]) || content[start - 1].isASCIIDigit { start -= 1 }
            guard isName(content[start]) else { continue }
            if index <= room { best = index } else { break }
        }
        return best
    }

    /// The list to break at: the first with several entries, else the longest (the first of
    /// equals); never an empty one.
    private static func chosenList(in pieces: [LinePiece]) -> Int? {
        var longest: (index: Int, width: Int)?
        for (index, piece) in pieces.enumerated() {
            guard case .list(_, let entries, _, _) = piece else { continue }
            let width = [LinePiece].entriesWidth(entries)
            guard width > 0 else { continue }
            if entries.count > 1 { return index }
            if width > longest?.width ?? 0 { longest = (index, width) }
        }
        return longest?.index
    }

    /// The path to the first `oneALine` list, through the single entries of the lists that hold
    /// it (`Table([` … `])`).
    private static func firstTable(in pieces: [LinePiece]) -> [Int]? {
        for (index, piece) in pieces.enumerated() {
            guard case .list(_, let entries, _, let layout) = piece else { continue }
            if layout == .table { return [index] }
            if entries.count == 1, let inner = firstTable(in: entries[0]) { return [index, 0] + inner }
        }
        return nil
    }

    /// `prefix([` on its line, each entry a line with its comma one level deeper, `])` and the
    /// rest.
    private static func writeTable(_ pieces: [LinePiece], splitAt path: [Int], into writer: inout SwiftWriter) {
        var head = SourceText()
        var tail = SourceText()
        var entries: [[LinePiece]] = []
        split(pieces, at: path[...], head: &head, entries: &entries, tail: &tail)
        writer.line { $0.append(head) }
        writer.indented { writer in
            for entry in entries { write(entry + [.text(",")], into: &writer) }
        }
        writer.line { $0.append(tail) }
    }

    private static func split(
        _ pieces: [LinePiece], at path: ArraySlice<Int>, head: inout SourceText, entries: inout [[LinePiece]],
        tail: inout SourceText
    ) {
        let index = path.first!
        Array(pieces[..<index]).write(into: &head)
        guard case .list(let open, let inner, let close, let layout) = pieces[index] else { return }
        head += open
        if layout == .table {
            entries = inner
        } else {
            split(inner[0], at: path.dropFirst(2), head: &head, entries: &entries, tail: &tail)
        }
        tail += close
        Array(pieces[(index + 1)...]).write(into: &tail)
    }
}

extension LinePiece {
    fileprivate var isBrokenOneALine: Bool {
        if case .list(_, _, _, .oneALine) = self { return true }
        return false
    }
}
