/// A line as the renderer lays it out before writing it: text, and the bracketed lists in it
/// (arguments, parameters, array elements), which are where it may break. Built from the
/// structure, so the renderer knows every list without reading the text back.
enum LinePiece {
    /// Text the renderer never breaks inside.
    case text(String)
    /// A string literal as written, quotes included: broken into a multi-line literal when
    /// nothing else makes its line fit (`StringLiteralLines`). Its brackets and commas are text.
    case literal(String)
    /// `open` entry, entry, … `close`, broken as `layout` says.
    case list(open: String, entries: [[LinePiece]], close: String, layout: ListLayout)

    static func list(_ open: String, _ entries: [[LinePiece]], _ close: String) -> LinePiece {
        .list(open: open, entries: entries, close: close, layout: .fitted)
    }
}

/// How a list is broken.
enum ListLayout {
    /// On its line when it fits, else as swift-format would (`LineBreaker`).
    case fitted
    /// Always broken, one entry a line with a trailing comma (a graph table).
    case table
    /// Always broken, one entry a line, commas between them only (an alert's content).
    case oneALine
}

extension [LinePiece] {
    /// The columns the pieces take on one line.
    var width: Int {
        var total = 0
        for piece in self {
            switch piece {
            case .text(let text), .literal(let text):
                total += text.utf8.count
            case .list(let open, let entries, let close, _):
                total += open.utf8.count + close.utf8.count + Self.entriesWidth(entries)
            }
        }
        return total
    }

    static func entriesWidth(_ entries: [[LinePiece]]) -> Int {
        var total = entries.isEmpty ? 0 : 2 * (entries.count - 1)
        for entry in entries { total += entry.width }
        return total
    }

    /// Appends the pieces as one line.
    func write(into text: inout SourceText) {
        for piece in self {
            switch piece {
            case .text(let string), .literal(let string):
                text += string
            case .list(let open, let entries, let close, _):
                text += open
                Self.writeEntries(entries, into: &text)
                text += close
            }
        }
    }

    static func writeEntries(_ entries: [[LinePiece]], into text: inout SourceText) {
        for (position, entry) in entries.enumerated() {
            if position > 0 { text += ", " }
            entry.write(into: &text)
        }
    }
}
