/// A small structured writer for Swift source: it owns indentation and line breaks so emitters
/// only say what they write. Output always uses `\n` and four-space indentation.
struct SwiftWriter {
    private var source = SourceText()
    private var depth = 0
    /// A line's part moved to the next line (`singleStatementBlock`), kept to reuse its room.
    private var movedPart = SourceText.Part()

    private static let indentation = (0..<16).map { String(repeating: "    ", count: $0) }

    /// Everything written so far.
    var text: String { source.string }

    private var indent: String {
        depth < Self.indentation.count ? Self.indentation[depth] : String(repeating: "    ", count: depth)
    }

    /// The columns the current indentation takes.
    var indentWidth: Int { depth * 4 }

    mutating func line(_ content: String = "") {
        let start = source.count
        if !content.isEmpty {
            source += indent
            source += content
        }
        finishLine(from: start)
    }

    /// A non-empty line whose pieces `build` appends to the text itself. The hot emitters write
    /// this way: a line first made as a string of its own (an interpolation, a `joined`) costs
    /// an allocation and a copy, and a large graph's code is hundreds of thousands of lines.
    mutating func line(building build: (inout SourceText) -> Void) {
        let start = source.count
        source += indent
        build(&source)
        finishLine(from: start)
    }

    /// A line such as a call or a function's header, whose only places to break are the lists
    /// `build` marks (`SourceText.openList`): when it is too long, it is broken at them
    /// (`LineBreaker`) as swift-format would, from the marks, not by reading the text back.
    mutating func listLine(_ build: (inout SourceText) -> Void) {
        let start = source.count
        source += indent
        build(&source)
        finishLine(from: start, breakingAtLists: true)
    }

    /// `items` inside a multi-line string literal, as many a line as `SwiftRenderer.limit`
    /// allows, each line `prefix` then the items joined by `separator` (an item longer than the
    /// limit on its own still gets a line). Written as built: wrapping would change the string.
    mutating func literalLines(_ items: [String], separator: String, prefix: String = "") {
        literalLines(count: items.count, separator: separator, prefix: prefix) {
            items[$0].utf8.count
        } write: {
            $1 += items[$0]
        }
    }

    /// `literalLines(_:separator:prefix:)` for `count` items that `write` appends in pieces, each
    /// `length` bytes long: no string made for an item (a large graph's table has one a move).
    mutating func literalLines(
        count: Int, separator: String, prefix: String = "", length: (Int) -> Int,
        write: (Int, inout SourceText) -> Void
    ) {
        let room = SwiftRenderer.limit - indentWidth
        var index = 0
        while index < count {
            var lineLength = prefix.utf8.count + length(index)
            var end = index + 1
            while end < count, lineLength + separator.utf8.count + length(end) <= room {
                lineLength += separator.utf8.count + length(end)
                end += 1
            }
            source += indent
            source += prefix
            for position in index..<end {
                if position > index { source += separator }
                write(position, &source)
            }
            source.endLine()
            index = end
        }
    }

    /// A line written as built, never wrapped: the inside of a multi-line string literal, where
    /// a break would change the text.
    mutating func unwrappedLine(building build: (inout SourceText) -> Void) {
        source += indent
        build(&source)
        source.endLine()
    }

    /// Ends the line that starts at `start`. One over `SwiftRenderer.limit` columns, whose lists
    /// were marked as they were written (`listLine`), is broken at them by the renderer's rules
    /// (`LineBreaker`); the text is never read back. A line too long with nothing marked to
    /// break at is written as it is: every emitter marks the lists of a line that can grow, and
    /// the compile check of every accepted graph (`Scripts/compile_graphs.py`) fails a line over
    /// the limit.
    private mutating func finishLine(from start: Int, breakingAtLists: Bool = false) {
        guard source.count - start > SwiftRenderer.limit, breakingAtLists, source.hasListMarks(from: start),
            let pieces = source.linePieces(from: start + indentWidth)
        else {
            source.endLine()
            return
        }
        source.removeLast(source.count - start)
        LineBreaker.write(pieces, into: &self)
    }

    /// `head { body }`: a declaration whose body is one statement, laid out as swift-format lays
    /// it out: on one line when it fits, else `head {`, the body one level deeper, and `}`. The
    /// parts are written in place where they end on one line (nearly always); a line too long
    /// is taken back and laid out from where its parts start and end, never by reading it back
    /// (which cost a large graph's directions a tenth of their time).
    mutating func singleStatementBlock(
        head writeHead: (inout SourceText) -> Void, body writeBody: (inout SourceText) -> Void
    ) {
        let start = source.count
        source += indent
        writeHead(&source)
        let headEnd = source.count
        source += " { "
        let bodyStart = source.count
        writeBody(&source)
        let bodyEnd = source.count
        source += " }"
        guard source.count - start > SwiftRenderer.limit else {
            source.endLine()
            return
        }
        moveToLineBelow(bodyStart..<bodyEnd, keepingUpTo: headEnd, then: " {", lineStart: start)
        line("}")
    }

    /// `case <pattern>: <statement>`, a `switch` case of one pattern and one statement, laid out
    /// as swift-format lays it out: on one line when it fits, else the statement one level
    /// deeper below its label. Label and statement are list lines. The statement must not end
    /// in a closure (a trailing block is broken differently).
    mutating func switchCase(
        pattern writePattern: (inout SourceText) -> Void, statement writeStatement: (inout SourceText) -> Void
    ) {
        let start = source.count
        source += indent
        source += "case "
        writePattern(&source)
        source += ":"
        let labelEnd = source.count
        source += " "
        let statementStart = source.count
        writeStatement(&source)
        guard source.count - start > SwiftRenderer.limit else {
            source.endLine()
            return
        }
        moveToLineBelow(statementStart..<source.count, keepingUpTo: labelEnd, then: "", lineStart: start)
    }

    /// Breaks the line that starts at `start`, too long: the part in `moved` goes to a line of its
    /// own one level deeper, its bytes and marks with it; the line keeps what precedes
    /// `keptEnd`, then `ending`. Each is then finished as a list line.
    private mutating func moveToLineBelow(
        _ moved: Range<Int>, keepingUpTo keptEnd: Int, then ending: String, lineStart start: Int
    ) {
        source.takePart(from: moved.lowerBound, upTo: moved.upperBound, into: &movedPart)
        source.removeLast(source.count - keptEnd)
        source += ending
        finishLine(from: start, breakingAtLists: true)
        depth += 1
        let movedLineStart = source.count
        source += indent
        source.append(movedPart)
        finishLine(from: movedLineStart, breakingAtLists: true)
        depth -= 1
    }

    /// `singleStatementBlock(head:body:)` for parts made as strings.
    mutating func singleStatementBlock(head: String, body: String) {
        singleStatementBlock(head: { $0 += head }, body: { $0 += body })
    }

    /// `case a, b, …: body`, laid out as swift-format lays it out: on one line when it fits, else
    /// the label on its own line (its patterns as many a line as fit, the lines after the first
    /// one level deeper) and the body one level deeper below it.
    mutating func switchCase(_ patterns: [String], body: String) {
        // On one line (nearly always), appended piece by piece: no label made first.
        var labelLength = "case :".utf8.count + 2 * max(patterns.count - 1, 0)
        for pattern in patterns { labelLength += pattern.utf8.count }
        if indentWidth + labelLength + 1 + body.utf8.count <= SwiftRenderer.limit {
            line { text in
                text += "case "
                for (position, pattern) in patterns.enumerated() {
                    if position > 0 { text += ", " }
                    text += pattern
                }
                text += ": "
                text += body
            }
            return
        }
        let label = "case " + patterns.joined(separator: ", ") + ":"
        if indentWidth + label.utf8.count <= SwiftRenderer.limit {
            line(label)
        } else {
            var current = ""
            var continued = false
            for (position, pattern) in patterns.enumerated() {
                let entry = (position == 0 ? "case " : "") + pattern + (position < patterns.count - 1 ? "," : ":")
                let depth = continued ? 1 : 0
                if !current.isEmpty,
                    indentWidth + depth * 4 + current.utf8.count + 1 + entry.utf8.count > SwiftRenderer.limit
                {
                    continued ? indented { $0.line(current) } : line(current)
                    continued = true
                    current = ""
                }
                current += current.isEmpty ? entry : " " + entry
            }
            continued ? indented { $0.line(current) } : line(current)
        }
        indented { $0.line(body) }
    }

    /// A function or initializer: `<access><head>(<parameters>)<effects> throws(<failure>) ->
    /// <result> {`, the body one level deeper, then `}`. Its header is a list line: too long, it
    /// is broken at its parameter list as swift-format would, from the structure.
    mutating func function(
        access: String = "", _ head: String, parameters: [String], effects: String = "", throwing failure: String?,
        returning result: String? = nil, body: (inout SwiftWriter) -> Void
    ) {
        listLine { text in
            text.writeFunctionHeader(
                access: access, head, parameters: parameters, effects: effects, throwing: failure, returning: result)
            text += " {"
        }
        depth += 1
        body(&self)
        depth -= 1
        line("}")
    }

    /// `function(access:_:parameters:effects:throwing:returning:body:)` whose body is the one
    /// statement `statement`: on one line when it fits (`singleStatementBlock`).
    mutating func function(
        access: String = "", _ head: String, parameters: [String], effects: String = "", throwing failure: String?,
        returning result: String? = nil, statement: String
    ) {
        singleStatementBlock(
            head: { text in
                text.writeFunctionHeader(
                    access: access, head, parameters: parameters, effects: effects, throwing: failure,
                    returning: result)
            }, body: { $0 += statement })
    }

    /// `head: A, B {`, the body one level deeper, then `}`: a type and its conformances, laid
    /// out as swift-format lays them out. When the header is too long, the protocols go on the
    /// lines below one level deeper, as many a line as fit, and the brace on a line of its own.
    /// `head` is the access, the keyword and the name (`public struct Name`).
    mutating func typeBlock(_ head: String, conformances: [String], body: (inout SwiftWriter) -> Void) {
        if conformances.isEmpty {
            block(head, body)
            return
        }
        let header = head + ": " + conformances.joined(separator: ", ")
        if indentWidth + header.utf8.count + 2 <= SwiftRenderer.limit {
            block(header, body)
            return
        }
        line(head + ":")
        depth += 1
        for line in SwiftRenderer.filled(conformances, room: SwiftRenderer.limit - indentWidth) { self.line(line) }
        depth -= 1
        line("{")
        depth += 1
        body(&self)
        depth -= 1
        line("}")
    }

    /// `extension <type> where <requirements> {`, the body one level deeper, then `}`: on one line
    /// when it fits, else the `where` clause on the line below (swift-format's layout), and when
    /// that is too long too, each requirement on a line of its own one level deeper.
    mutating func extensionBlock(_ type: String, where requirements: [String], _ body: (inout SwiftWriter) -> Void) {
        let clause = "where " + requirements.joined(separator: ", ")
        if indentWidth + "extension ".utf8.count + type.utf8.count + 1 + clause.utf8.count + 2 <= SwiftRenderer.limit {
            block("extension " + type + " " + clause, body)
            return
        }
        line("extension " + type)
        if indentWidth + clause.utf8.count + 2 <= SwiftRenderer.limit {
            block(clause, body)
            return
        }
        line("where")
        indented { writer in
            for (position, requirement) in requirements.enumerated() {
                writer.line(requirement + (position < requirements.count - 1 ? "," : ""))
            }
        }
        line("{")
        indented(body)
        line("}")
    }

    /// `header {`, the header a list line that `build` writes (broken at its marked lists when too
    /// long), the body one level deeper, then `}`.
    mutating func block(building build: (inout SourceText) -> Void, _ body: (inout SwiftWriter) -> Void) {
        listLine { text in
            build(&text)
            text += " {"
        }
        depth += 1
        body(&self)
        depth -= 1
        line("}")
    }

    /// `header {`, the body one level deeper, then `}`.
    mutating func block(_ header: String, _ body: (inout SwiftWriter) -> Void) {
        line { text in
            text += header
            text += " {"
        }
        depth += 1
        body(&self)
        depth -= 1
        line("}")
    }

    /// Lines written one level deeper without braces (the body of a `case`).
    mutating func indented(_ body: (inout SwiftWriter) -> Void) {
        depth += 1
        body(&self)
        depth -= 1
    }

    /// A `///` doc comment; the text is the tool's own, but newlines are still kept out. A line
    /// longer than the limit is refilled at word boundaries here, as it is written.
    mutating func doc(_ comment: String) {
        guard comment.containsUTF8(UInt8(ascii: "\n")) else {
            docLine(comment[...])
            return
        }
        for part in comment.split(separator: "\n", omittingEmptySubsequences: false) {
            docLine(part)
        }
    }

    /// One line of a doc comment: `/// text`, or its words as many a line as fit.
    private mutating func docLine(_ text: Substring) {
        let room = SwiftRenderer.limit - indentWidth
        guard 4 + text.utf8.count > room else {
            line("/// " + text)
            return
        }
        var refilled: [String] = []
        var current = "/// "
        for word in text.split(separator: " ") {
            if current.utf8.count > 4, current.utf8.count + 1 + word.utf8.count > room {
                refilled.append(current)
                current = "/// "
            }
            if current.utf8.count > 4 { current += " " }
            current += word
        }
        refilled.append(current)
        // One word longer than a line: written as it is.
        guard refilled.count > 1 else {
            line("/// " + text)
            return
        }
        for refilledLine in refilled { line(refilledLine) }
    }

    /// `doc(_:)` for a comment whose pieces `build` appends in place (see `line(building:)`).
    mutating func doc(building build: (inout SourceText) -> Void) {
        let lineStart = source.count
        source += indent
        source += "/// "
        let commentStart = source.count
        build(&source)
        // A newline in a piece (never in the tool's own names, but checked all the same), or a
        // comment too long for the line: take it back out and write it the general way.
        if source.count - lineStart > SwiftRenderer.limit || source.contains(UInt8(ascii: "\n"), from: commentStart) {
            let comment = source.string(from: commentStart)
            source.removeLast(source.count - lineStart)
            doc(comment)
            return
        }
        finishLine(from: lineStart)
    }
}

extension SourceText {
    /// `<access><head>(<parameters>)<effects> throws(<failure>) -> <result>`, its lists marked.
    mutating func writeFunctionHeader(
        access: String, _ head: String, parameters: [String], effects: String = "", throwing failure: String?,
        returning result: String? = nil
    ) {
        writeAccess(access)
        self += head
        writeList(parameters, open: "(", close: ")")
        self += effects
        if let failure {
            self += " throws"
            openList("(")
            self += failure
            closeList(")")
        }
        if let result {
            self += " -> "
            self += result
        }
    }
}
