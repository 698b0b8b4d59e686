import Testing

@testable import ScreenGenCore

/// The renderer's string literals (#39): a line too long only because of one gets it as a
/// multi-line literal whose lines end in `\`, the same text broken after its own spaces, never in
/// an escape or interpolation, and in time linear in its length (#33).
struct StringLiteralRenderingTests {
    /// `statement` at `depth` levels of indentation.
    private func render(_ statement: Statement, depth: Int) -> [String] {
        var writer = SwiftWriter()
        func nest(_ level: Int, _ writer: inout SwiftWriter) {
            guard level > 0 else { return SwiftRenderer.render(statement, into: &writer) }
            writer.indented { nest(level - 1, &$0) }
        }
        nest(depth, &writer)
        return writer.text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    @Test func aLongLiteralBecomesAMultiLineOneWithTheSameText() {
        let body =
            "Are you sure you want to delete \\(Swift.String(describing: server, with: \"a b, c\")) and all "
            + "of its \\\"connected\\\" users? Caf\\u{E9} au lait for everyone, and the rest of this long, long message."
        let lines = render(.assignment("message", .literal("\"" + body + "\"")), depth: 4)
        #expect(
            lines == [
                "                message = \"\"\"",
                "                    Are you sure you want to delete \\(Swift.String(describing: server, with: \"a b, c\")) and all of its \\",
                "                    \\\"connected\\\" users? Caf\\u{E9} au lait for everyone, and the rest of this long, long message.",
                "                    \"\"\"",
            ])
        let text = lines.dropFirst().dropLast().map { line in
            line.dropFirst(20).hasSuffix("\\") ? String(line.dropFirst(20).dropLast()) : String(line.dropFirst(20))
        }
        #expect(text.joined() == body)
    }

    /// Commas, colons and brackets inside a literal, or inside an interpolation in one, are text:
    /// the line has no list to break at, so the literal is what breaks.
    @Test func aLiteralsPunctuationIsNoPlaceToBreak() {
        let text = String(repeating: "a, b: (c) ", count: 10)
        let literal = "\"\(text)\\(Swift.String(describing: value)), (\\(\"q, r\"))\""
        #expect(
            render(.return(.literal(literal)), depth: 3) == [
                "            return \"\"\"",
                "                \(text)\\",
                "                \\(Swift.String(describing: value)), (\\(\"q, r\"))",
                "                \"\"\"",
            ])
    }

    /// `.string` is escaped first, then broken like any literal; what follows it goes after the
    /// closing quotes.
    @Test func anEscapedStringBreaksAfterItsSpaces() {
        let words = Array(repeating: "the \"quoted\" word", count: 9).joined(separator: " ")
        let lines = render(
            .expression(.binary(.identifier("title"), "==", .binary(.string(words), "??", .identifier("nil")))),
            depth: 1)
        let escaped = Array(repeating: "the \\\"quoted\\\" word", count: 9).joined(separator: " ")
        #expect(lines.first == "    title == \"\"\"")
        #expect(lines.last == "        \"\"\" ?? nil")
        #expect(lines.count == 4)
        #expect(lines.allSatisfy { $0.utf8.count <= 120 })
        let text = lines.dropFirst().dropLast().map { $0.dropFirst(8) }
        #expect(text.map { $0.hasSuffix("\\") ? String($0.dropLast()) : String($0) }.joined() == escaped)
        #expect(text[0].hasSuffix(" \\"), "broken after a space")
    }

    /// A list is broken first (as swift-format would); the literal only in the entry's line
    /// still too long.
    @Test func aListBreaksBeforeItsLiteral() {
        let words = Array(repeating: "word", count: 30).joined(separator: " ")
        let call = Expression.call(.identifier("Alert"), [Argument("title", .string(words)), Argument(.dot("ok"))])
        #expect(
            render(.return(call), depth: 0) == [
                "return Alert(",
                "    title: \"\"\"",
                "        " + Array(repeating: "word", count: 22).joined(separator: " ") + " \\",
                "        " + Array(repeating: "word", count: 8).joined(separator: " "),
                "        \"\"\",",
                "    .ok",
                ")",
            ])
    }

    /// With no space to break after, between two characters, escapes or interpolations.
    @Test func aLiteralWithoutSpacesBreaksBetweenItsCharacters() {
        let word = String(repeating: "x", count: 100) + String(repeating: "\\(value)", count: 4)
        #expect(
            render(.assignment("title", .literal("\"" + word + "\"")), depth: 1) == [
                "    title = \"\"\"",
                "        " + String(repeating: "x", count: 100) + "\\(value)\\",
                "        " + String(repeating: "\\(value)", count: 3),
                "        \"\"\"",
            ])
    }

    /// Only the longest literal of a line breaks (the first of equals).
    @Test func theLongestLiteralIsTheOneThatBreaks() {
        let short = String(repeating: "s", count: 10)
        let long = Array(repeating: "long", count: 25).joined(separator: " ")
        let lines = render(.expression(.binary(.string(short), "+", .string(long))), depth: 0)
        #expect(lines.first == "\"\(short)\" + \"\"\"")
        #expect(lines.count == 4)
    }

    @Test func aLineWhoseRestDoesNotFitWithoutItsLiteralStaysAsItIs() {
        let name = String(repeating: "y", count: 118)
        #expect(render(.assignment(name, .string("a b c")), depth: 0) == [name + " = \"a b c\""])
        // One interpolation longer than a line: no place to break, nothing gained.
        let literal = "\"\\(" + String(repeating: "w", count: 130) + ")\""
        #expect(render(.return(.literal(literal)), depth: 0) == ["return " + literal])
    }

    /// A long literal becomes a multi-line one one level deeper, every line within the limit,
    /// its lines ending in `\` (a break the text does not contain), so the text is unchanged.
    @Test(arguments: [0, 2, 5])
    func aLongLiteralsLinesKeepItsText(depth: Int) {
        let body = Array(repeating: "Caf\\u{E9} \\(Swift.String(describing: name)) au lait,", count: 6)
            .joined(separator: " ")
        let lines = render(.return(.literal("\"" + body + "\"")), depth: depth)
        let margin = String(repeating: " ", count: depth * 4)
        #expect(lines.count > 3)
        #expect(lines.allSatisfy { $0.utf8.count <= 120 })
        #expect(lines.first == margin + "return \"\"\"")
        #expect(lines.last == margin + "    \"\"\"")
        let text = lines.dropFirst().dropLast().map { line -> Substring in
            let content = line.dropFirst(margin.count + 4)
            return content.hasSuffix("\\") ? content.dropLast() : content
        }
        #expect(text.joined() == body)
        #expect(lines.dropFirst().dropLast().dropLast().allSatisfy { $0.hasSuffix("\\") })
    }

    /// 4 MiB of title: broken in one pass over its offsets, every line within the limit (it was
    /// quadratic once: 4 MiB took 21 s).
    @Test func aHugeLiteralBreaksIntoLinesThatFit() {
        let title = Array(repeating: "word", count: 4 << 20 / 5).joined(separator: " ")
        let lines = render(.return(.string(title)), depth: 2)
        #expect(lines.allSatisfy { $0.utf8.count <= 120 })
        #expect(lines.count > (4 << 20) / 120)
    }
}
