/// A bracket or a separator of a list written into a `SourceText` (`openList`, `nextEntry`,
/// `closeList`): where it is and what it is, so a line too long can be broken at its lists
/// without reading the text back.
struct ListMark {
    enum Kind: UInt8 {
        case open, separator, close
    }

    /// The byte where the mark's text starts.
    var offset: Int
    /// The bytes its text takes (`(` 1, `, ` 2).
    var length: Int
    var kind: Kind

    var end: Int { offset + length }

    func moved(by distance: Int) -> ListMark {
        ListMark(offset: offset + distance, length: length, kind: kind)
    }
}

extension SourceText {
    /// Writes `open` (`(`, `[`) and starts a list: its entries are separated by `nextEntry()`
    /// and it ends with `closeList(_:)`. A line too long breaks at its lists
    /// (`SwiftWriter.line(building:)`), as swift-format would.
    mutating func openList(_ open: String) {
        mark(.open, open)
    }

    /// `, ` between two entries of the open list.
    mutating func nextEntry() {
        mark(.separator, ", ")
    }

    /// Writes `close` and ends the innermost open list.
    mutating func closeList(_ close: String) {
        mark(.close, close)
    }

    /// An access modifier as `GeneratedNames` spells it, `@_spi(Generated) public ` with its
    /// attribute's parentheses marked as a list (swift-format may break there too).
    mutating func writeAccess(_ access: String) {
        guard access == GeneratedNames.generatedSPIAccess else {
            self += access
            return
        }
        self += "@_spi"
        openList("(")
        self += "Generated"
        closeList(")")
        self += " public "
    }

    /// Forgets the marks from byte `start` on (a line written and done with).
    mutating func forgetListMarks(from start: Int) {
        while let last = listMarks.last, last.offset >= start { listMarks.removeLast() }
    }

    /// Whether a list was marked from byte `start` on.
    func hasListMarks(from start: Int) -> Bool {
        guard let last = listMarks.last else { return false }
        return last.offset >= start
    }

    /// The text from byte `start` on as `LinePiece`s: text, and each marked list with its
    /// entries; nil when the marks do not nest (a list left open or closed twice).
    func linePieces(from start: Int) -> [LinePiece]? {
        var stack: [(open: String, entries: [[LinePiece]], current: [LinePiece])] = []
        var top: [LinePiece] = []
        var position = start
        func appendText(upTo end: Int) {
            guard end > position else { return }
            let text = string(in: position..<end)
            if stack.isEmpty { top.append(.text(text)) } else { stack[stack.count - 1].current.append(.text(text)) }
        }
        for mark in listMarks where mark.offset >= start {
            appendText(upTo: mark.offset)
            let text = string(in: mark.offset..<mark.end)
            switch mark.kind {
            case .open:
                stack.append((text, [], []))
            case .separator:
                guard !stack.isEmpty else { return nil }
                stack[stack.count - 1].entries.append(stack[stack.count - 1].current)
                stack[stack.count - 1].current = []
            case .close:
                guard var list = stack.popLast() else { return nil }
                if !list.current.isEmpty || !list.entries.isEmpty { list.entries.append(list.current) }
                let piece = LinePiece.list(list.open, list.entries, text)
                if stack.isEmpty { top.append(piece) } else { stack[stack.count - 1].current.append(piece) }
            }
            position = mark.end
        }
        guard stack.isEmpty else { return nil }
        appendText(upTo: count)
        return top
    }

    private mutating func mark(_ kind: ListMark.Kind, _ text: String) {
        let offset = count
        self += text
        listMarks.append(ListMark(offset: offset, length: count - offset, kind: kind))
    }
}
