import Foundation

/// A rule page read: the parts of `Documentation.docc/Rules/<rule>.md` that `screengen explain`
/// and SARIF's rule `help` print. A page has a `# Title`, a one-line summary, the
/// `- **Field:**` lines, then `## Description`, `## Wrong` (a yaml block, "`screengen lint`
/// prints:", a text block) and `## Fixed` (a yaml block); anything else is a `RulePage.Error`.
struct RulePage: Equatable {
    /// Why a page cannot be read, naming the page.
    struct Error: Swift.Error, CustomStringConvertible {
        var description: String
    }

    static let fieldNames = ["Identifier", "Default severity", "Configurable with `rules:`", "Defined by"]

    var name: String
    var title: String
    var summary: String
    var severity: String
    var configurable: String
    var definedBy: String
    var description: String
    var wrongExample: String
    var diagnostic: String
    var fixedExample: String

    /// The generated table's fields, in its order.
    var fields: [(key: String, value: String)] {
        [
            ("name", name), ("title", title), ("summary", summary), ("severity", severity),
            ("configurable", configurable), ("definedBy", definedBy), ("description", description),
            ("wrongExample", wrongExample), ("diagnostic", diagnostic), ("fixedExample", fixedExample),
        ]
    }

    /// Reads page `name` (its text `text`), rewriting its DocC links to plain text.
    ///
    /// - Parameters:
    ///   - name: The rule's name, the page's file name without `.md`.
    ///   - text: The page, its line ends `\n`.
    ///   - ruleNames: Every rule that has a page, the links that become `` `rule` ``.
    /// - Throws: `RulePage.Error` when the page is not laid out as a rule page is.
    init(name: String, text: String, ruleNames: Set<String>) throws {
        func fail(_ message: String) -> Error { Error(description: "\(name).md: \(message)") }
        let (head, names, sections) = MarkdownText.sections(text)
        guard names == ["Description", "Wrong", "Fixed"] else {
            throw fail("sections \(Self.pythonList(names)), expected Description, Wrong, Fixed")
        }
        let lines = MarkdownText.lines(head)
        guard lines[0].hasPrefix("# ") else { throw fail("no '# ' title on the first line") }
        let paragraphs = lines.dropFirst().joined(separator: "\n").components(separatedBy: "\n\n")
            .map(MarkdownText.trimmed).filter { !$0.isEmpty }
        guard paragraphs.count == 2 else {
            throw fail("expected a summary paragraph and the field list before ## Description")
        }
        var fieldNames: [String] = []
        var fields: [String: String] = [:]
        for line in MarkdownText.lines(paragraphs[1]) {
            guard let (field, value) = Self.field(line) else { throw fail("not a field line: \(line)") }
            if fields[field] == nil { fieldNames.append(field) }
            fields[field] = value
        }
        guard fieldNames == Self.fieldNames else {
            throw fail("fields \(Self.pythonList(fieldNames)), expected \(Self.pythonList(Self.fieldNames))")
        }
        guard fields["Identifier"] == "`\(name)`" else { throw fail("identifier \(fields["Identifier"] ?? "")") }

        let description = MarkdownText.trimmingNewlines(sections["Description"] ?? "")
        guard !description.contains("```") else { throw fail("a code block under ## Description") }
        let wrong = MarkdownText.fences(sections["Wrong"] ?? "")
        let fixed = MarkdownText.fences(sections["Fixed"] ?? "")
        guard wrong.fences.map(\.language) == ["yaml", "text"], fixed.fences.map(\.language) == ["yaml"] else {
            throw fail("Wrong needs a yaml and a text block, Fixed one yaml block")
        }
        let prose = MarkdownText.trimmed(wrong.rest)
        guard prose == "`screengen lint` prints:" else { throw fail("unexpected text under ## Wrong: \(prose)") }
        guard MarkdownText.trimmed(fixed.rest).isEmpty else { throw fail("unexpected text under ## Fixed") }

        let links = DocLinks(ruleNames: ruleNames)
        self.name = name
        self.title = MarkdownText.trimmed(String(lines[0].dropFirst(2)))
        do {
            self.summary = try links.plain(MarkdownText.lines(paragraphs[0]).joined(separator: " "))
            self.description = try links.plain(description)
        } catch let error as DocLinks.Unreadable {
            throw fail(error.description)
        }
        self.severity = fields["Default severity"] ?? ""
        self.configurable = fields["Configurable with `rules:`"] ?? ""
        self.definedBy = fields["Defined by"] ?? ""
        self.wrongExample = wrong.fences[0].body
        var diagnostic = wrong.fences[1].body
        while diagnostic.hasSuffix("\n") { diagnostic.removeLast() }
        self.diagnostic = diagnostic
        self.fixedExample = fixed.fences[0].body
    }

    /// A `- **Field:** value` line's field and value: the field runs to the first `:** ` after
    /// its first character.
    private static func field(_ line: String) -> (String, String)? {
        guard line.hasPrefix("- **"), line.count > 4 else { return nil }
        let start = line.index(line.startIndex, offsetBy: 5)
        guard let separator = line.range(of: ":** ", range: start..<line.endIndex) else { return nil }
        return (
            String(line[line.index(line.startIndex, offsetBy: 4)..<separator.lowerBound]),
            String(line[separator.upperBound...])
        )
    }

    /// Names as `['a', 'b']`, the way the messages have always printed them.
    private static func pythonList(_ names: [String]) -> String {
        "[" + names.map { "'\($0)'" }.joined(separator: ", ") + "]"
    }
}
