/// The few pieces of Markdown a rule page is read with, matched line by line exactly as the
/// regular expressions of `Scripts/generate-rule-texts.py`, which this replaced, matched them:
/// both wrote the same `RuleTexts.generated.swift`, byte for byte.
enum MarkdownText {
    /// One fenced block: its language and its lines' text, each line with its `\n`.
    struct Fence: Equatable {
        var language: String
        var body: String
    }

    /// `text`'s lines, split at every `\n` only (a `\r` stays in its line, as a regular
    /// expression's `.` keeps it).
    static func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// Each opening fence (```` ```lang ```` and blanks, alone on a line that a `\n` ends) with the
    /// first later line that is ```` ``` ```` and blanks alone, and what the text is with each
    /// such block taken out (the block's lines become one empty line).
    static func fences(_ text: String) -> (fences: [Fence], rest: String) {
        let lines = lines(text)
        var fences: [Fence] = []
        var rest: [String] = []
        var index = 0
        while index < lines.count {
            if index + 1 < lines.count, let language = openingLanguage(lines[index]),
                let close = lines[(index + 1)...].firstIndex(where: isClosing)
            {
                let body = lines[(index + 1)..<close].map { $0 + "\n" }.joined()
                fences.append(Fence(language: language, body: body))
                rest.append("")
                index = close + 1
            } else {
                rest.append(lines[index])
                index += 1
            }
        }
        return (fences, rest.joined(separator: "\n"))
    }

    /// The language of an opening fence line (empty for a bare fence), or nil.
    private static func openingLanguage(_ line: String) -> String? {
        guard line.hasPrefix("```") else { return nil }
        let after = line.dropFirst(3)
        let language = after.prefix { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") }
        return after.dropFirst(language.count).allSatisfy(isBlank) ? String(language) : nil
    }

    private static func isClosing(_ line: String) -> Bool {
        line.hasPrefix("```") && line.dropFirst(3).allSatisfy(isBlank)
    }

    private static func isBlank(_ character: Character) -> Bool { character == " " || character == "\t" }

    /// The text before the first `## ` heading line, and each `## ` section by its trimmed
    /// name, in page order (a name given twice keeps its first place and its last text). A
    /// section's text runs from the `\n` that ends its heading to the start of the next heading.
    static func sections(_ text: String) -> (head: String, names: [String], sections: [String: String]) {
        let lines = lines(text)
        let headings = lines.indices.filter { lines[$0].hasPrefix("## ") && lines[$0].count > 3 }
        guard let first = headings.first else { return (text, [], [:]) }
        let head = lines[..<first].map { $0 + "\n" }.joined()
        var names: [String] = []
        var sections: [String: String] = [:]
        for (position, heading) in headings.enumerated() {
            let name = trimmed(String(lines[heading].dropFirst(3)))
            let body: String
            if position + 1 < headings.count {
                body = "\n" + lines[(heading + 1)..<headings[position + 1]].map { $0 + "\n" }.joined()
            } else if heading + 1 < lines.count {
                body = "\n" + lines[(heading + 1)...].joined(separator: "\n")
            } else {
                body = ""
            }
            if sections[name] == nil { names.append(name) }
            sections[name] = body
        }
        return (head, names, sections)
    }

    /// `text` without leading and trailing whitespace (spaces, tabs, line ends).
    static func trimmed(_ text: String) -> String {
        var scalars = Substring(text).unicodeScalars[...]
        while let first = scalars.first, first.properties.isWhitespace { scalars = scalars.dropFirst() }
        while let last = scalars.last, last.properties.isWhitespace { scalars = scalars.dropLast() }
        return String(String.UnicodeScalarView(scalars))
    }

    /// `text` without leading and trailing `\n`s.
    static func trimmingNewlines(_ text: String) -> String {
        var scalars = Substring(text).unicodeScalars[...]
        while scalars.first == "\n" { scalars = scalars.dropFirst() }
        while scalars.last == "\n" { scalars = scalars.dropLast() }
        return String(String.UnicodeScalarView(scalars))
    }
}
