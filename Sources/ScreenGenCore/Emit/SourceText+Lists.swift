/// A bracket or a separator of a list written into a `SourceText` (`openList`, `nextEntry`,
/// `closeList`): where it is and what it is, so a line too long can be broken at its lists
/// without reading the text back.
struct ListMark {
    enum Kind: UInt8 {
        case open, separator, close
    }

    /// The byte where the mark's text starts.
    var offset: Int { Int(storedOffset) }
    /// The bytes its text takes (`(` 1, `, ` 2).
    var length: Int { Int(storedLength) }
    let kind: Kind
    // Eight bytes a mark, not 24: a large graph's lines mark hundreds of thousands of lists.
    private let storedOffset: Int32
    private let storedLength: UInt8

    init(offset: Int, length: Int, kind: Kind) {
        // A text past 2 GiB or a bracket longer than 255 bytes is never generated.
        precondition(offset <= Int(Int32.max) && length <= Int(UInt8.max), "a list mark out of range")
        storedOffset = Int32(truncatingIfNeeded: offset)
        storedLength = UInt8(truncatingIfNeeded: length)
        self.kind = kind
    }

    var end: Int { offset + length }

    func moved(by distance: Int) -> ListMark {
        ListMark(offset: offset + distance, length: length, kind: kind)
    }
}

extension SourceText {
    /// Writes `open` (`(`, `[`) and starts a list: its entries are separated by `nextEntry()`
    /// and it ends with `closeList(_:)`. A line too long breaks at its lists
    /// (`SwiftWriter.line(building:)`), as swift-format would.
    mutating func openList(_ open: StaticString) {
        mark(.open, open)
    }

    /// `, ` between two entries of the open list.
    mutating func nextEntry() {
        mark(.separator, ", ")
    }

    /// Writes `close` and ends the innermost open list.
    mutating func closeList(_ close: StaticString) {
        mark(.close, close)
    }

    /// `open` `entries` joined by `, ` `close`, marked as a list.
    mutating func writeList(_ entries: [String], open: StaticString, close: StaticString) {
        openList(open)
        for (position, entry) in entries.enumerated() {
            if position > 0 { nextEntry() }
            self += entry
        }
        closeList(close)
    }

    /// Bytes and their list marks taken out of a text to be written again elsewhere; reused, so
    /// moving a part costs no allocation once its room has grown.
    struct Part {
        fileprivate var bytes: [UInt8] = []
        fileprivate var marks: [ListMark] = []
    }

    /// What `build` writes, with its marks, as a part to append later (perhaps more than once).
    static func part(_ build: (inout SourceText) -> Void) -> Part {
        var text = SourceText()
        build(&text)
        var part = Part()
        text.takePart(from: 0, upTo: text.count, into: &part)
        return part
    }

    /// Copies the bytes in `start..<end` and their marks into `part` (replacing what it held).
    func takePart(from start: Int, upTo end: Int, into part: inout Part) {
        part.bytes.removeAll(keepingCapacity: true)
        part.marks.removeAll(keepingCapacity: true)
        copyBytes(start..<end, into: &part.bytes)
        for mark in listMarks where mark.offset >= start && mark.end <= end {
            part.marks.append(mark.moved(by: -start))
        }
    }

    /// Appends a part taken out with `takePart`, its marks moved to where it now is.
    mutating func append(_ part: Part) {
        let offset = count
        appendBytes(part.bytes)
        for mark in part.marks { listMarks.append(mark.moved(by: offset)) }
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

    /// Forgets every mark: they describe the line being written, and only until it ends.
    mutating func forgetListMarks() {
        listMarks.removeAll()
    }

    /// Ends the line being written: `\n`, its marks forgotten.
    mutating func endLine() {
        forgetListMarks()
        self += "\n"
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

    // Inlined: a large graph's code marks about a million lists, each a literal of one or two
    // bytes, whose copy and mark are a few instructions once the call is gone.
    @inline(__always)
    private mutating func mark(_ kind: ListMark.Kind, _ text: StaticString) {
        let offset = count
        // A static string's bytes are read in place: no reference to count, unlike a `String`'s.
        text.withUTF8Buffer { appendBytes($0) }
        listMarks.append(ListMark(offset: offset, length: text.utf8CodeUnitCount, kind: kind))
    }
}
