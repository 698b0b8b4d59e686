/// Writes a line of `LinePiece`s at the writer's indentation, broken where swift-format breaks a
/// list when it is longer than `SwiftRenderer.limit` columns: the prefix up to the first list that
/// has several entries (else the longest list) on its line, the entries on one line of their own
/// one level deeper when they fit there, else one a line, then the closing bracket and the rest.
/// Each resulting line is broken again the same way. A table (`oneALine`) is always broken, one
/// entry a line. These are `LineWrapper`'s rules for lists, applied to the structure.
enum LineBreaker {
    static func write(_ pieces: [LinePiece], into writer: inout SwiftWriter) {
        if let table = firstTable(in: pieces) {
            writeTable(pieces, splitAt: table, into: &writer)
            return
        }
        guard writer.indentWidth + pieces.width > SwiftRenderer.limit, pieces.isTransparent,
            let chosen = chosenList(in: pieces), case .list(let open, let entries, let close, _) = pieces[chosen]
        else {
            // Fits, or has no list the renderer knows: written as it is (a line still too long
            // goes through `LineWrapper`).
            writer.line { pieces.write(into: &$0) }
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
            guard case .list(_, let entries, _, let oneALine) = piece else { continue }
            if oneALine { return [index] }
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
        guard case .list(let open, let inner, let close, let oneALine) = pieces[index] else { return }
        head += open
        if oneALine {
            entries = inner
        } else {
            split(inner[0], at: path.dropFirst(2), head: &head, entries: &entries, tail: &tail)
        }
        tail += close
        Array(pieces[(index + 1)...]).write(into: &tail)
    }
}
