import Foundation
import ScreenGenDiagnostics
import Testing

@testable import ScreenGenCore

/// The documentation in `Sources/screengen/Documentation.docc` is tested against the tool:
/// every rule has a page, every page's "Wrong" example gives exactly the diagnostic the page
/// shows, every "Fixed" example lints clean, and the reference article's key tables list
/// exactly the keys the decoder accepts. DocumentationCatalog and code cannot drift apart silently.
///
/// A rule page is `Rules/<rule>.md` with these parts, in order:
/// - `- **Identifier:** `<rule>``, `- **Default severity:** <severity>` and
///   `- **Configurable with `rules:`:** Yes…` (warnings and notes) or `No…` (errors);
/// - `## Description`;
/// - `## Wrong`: one ```yaml block (a complete graph, compiled as the file `app.yaml`), then
///   one ```text block: the diagnostic lines (and their notes) exactly as printed;
/// - `## Fixed`: one ```yaml block, the corrected graph, which gives no diagnostic at all.
///
/// In the reference article, a key table is a table whose first header cell ends in `key`
/// (`Screen key`, `` `graph` key ``); its first column holds one key in backticks per row. The
/// rule table's first header cell is `Rule`. A ```yaml block whose first line is `# app.yaml`
/// is a complete graph and lints clean too (`Scripts/extract-doc-examples.py` writes those
/// blocks and the Fixed examples out, for compiling their generated code).
@Suite struct RuleDocumentationTests {
    /// Rules whose feature is not implemented yet. Their pages describe the rule as the format
    /// defines it, so their examples fail today; the checks run under `withKnownIssue`, which
    /// fails as soon as they pass, so that the rule is then moved out of this set.
    static let notYetImplemented: [String: String] = [:]

    static let ruleNames = Rule.all.map(\.name)

    // MARK: (a) pages and rules

    @Test func everyRuleHasAPageAndEveryPageIsARule() throws {
        let pages = try DocumentationCatalog.rulePageNames()
        #expect(Set(Self.ruleNames).subtracting(pages).sorted() == [], "rules without a page")
        #expect(Set(pages).subtracting(Self.ruleNames).sorted() == [], "pages that are no rule")
    }

    @Test(arguments: ruleNames)
    func pageHasTheDocumentedStructure(rule name: String) throws {
        let page = try DocumentationCatalog.rulePage(name)
        let rule = try #require(Rule.named(name))
        #expect(page.title != nil, "\(name).md: no '# ' title on its first line")
        #expect(page.field("Identifier") == "`\(name)`")
        #expect(page.field("Default severity") == rule.defaultSeverity.rawValue)
        let configurable = try #require(page.field("Configurable with `rules:`"), "\(name).md: no 'Configurable' line")
        #expect(configurable.hasPrefix(rule.defaultSeverity == .error ? "No." : "Yes."), "\(name).md: \(configurable)")
        #expect(page.sections == ["Description", "Wrong", "Fixed"], "\(name).md: sections \(page.sections)")
        #expect(page.blocks(in: "Description").isEmpty, "\(name).md: code blocks belong under Wrong and Fixed")
        #expect(
            page.blocks(in: "Wrong").map(\.language) == ["yaml", "text"],
            "\(name).md: Wrong needs one yaml and one text block")
        #expect(page.blocks(in: "Fixed").map(\.language) == ["yaml"], "\(name).md: Fixed needs one yaml block")
        // The shown diagnostic is well-formed and reports this rule at its default severity.
        let text = try page.expectedText()
        let lines = text.components(separatedBy: "\n")
        let first = try #require(lines.first)
        #expect(first.hasPrefix("app.yaml:"), "\(name).md: \(first)")
        #expect(first.contains(": \(rule.defaultSeverity.rawValue): "), "\(name).md: \(first)")
        #expect(first.hasSuffix(" [\(name)]"), "\(name).md: \(first)")
        for note in lines.dropFirst() {
            #expect(note.hasPrefix("app.yaml:") && note.contains(": note: "), "\(name).md: \(note)")
        }
    }

    // MARK: (b) the reference names every rule

    @Test func referenceRuleTableListsEveryRuleWithItsSeverity() throws {
        let reference = try DocumentationCatalog.reference()
        let tables = reference.tables.filter { $0.header.first == "Rule" }
        #expect(tables.count == 1, "the reference needs one rule table")
        let table = try #require(tables.first)
        let names = table.rows.map { DocumentationCatalog.unquoted($0[0]) }
        #expect(names.count == Set(names).count, "a rule is listed twice")
        #expect(Set(names) == Set(Self.ruleNames))
        for row in table.rows {
            let name = DocumentationCatalog.unquoted(row[0])
            guard let rule = Rule.named(name) else { continue }
            #expect(row.count >= 4, "row of \(name)")
            guard row.count >= 4 else { continue }
            #expect(row[1] == rule.defaultSeverity.rawValue, "severity of \(name)")
            #expect(row[2] == (rule.defaultSeverity == .error ? "no" : "yes"), "whether rules: can change \(name)")
            #expect(row[row.count - 1].contains("<doc:\(name)>"), "the row of \(name) links to its page")
        }
    }

    @Test func referenceNamesEveryRuleInItsText() throws {
        let text = try DocumentationCatalog.reference().text
        for name in Self.ruleNames {
            #expect(text.contains("`\(name)`"), "\(name)")
            #expect(text.contains("<doc:\(name)>"), "\(name)")
        }
    }

    // MARK: (c) wrong examples give exactly the documented diagnostic

    @Test(arguments: ruleNames)
    func wrongExampleGivesExactlyTheDocumentedDiagnostic(rule name: String) throws {
        let page = try DocumentationCatalog.rulePage(name)
        let yaml = try page.wrongExample()
        let expected = try page.expectedText()
        let check = {
            let result = DocumentationCatalog.compile(yaml)
            #expect(
                result.diagnostics.count == 1,
                "\(name): \(result.diagnostics.count) diagnostics:\n\(DocumentationCatalog.render(result))")
            #expect(result.diagnostics.map(\.rule.name) == [name])
            #expect(DocumentationCatalog.render(result) == expected)
        }
        if let reason = Self.notYetImplemented[name] {
            withKnownIssue("\(name): \(reason)") { check() }
        } else {
            check()
        }
    }

    // MARK: (d) fixed examples are clean

    @Test(arguments: ruleNames)
    func fixedExampleHasNoDiagnostics(rule name: String) throws {
        let yaml = try DocumentationCatalog.rulePage(name).fixedExample()
        let check = {
            let result = DocumentationCatalog.compile(yaml)
            #expect(result.diagnostics.isEmpty, "\(name):\n\(DocumentationCatalog.render(result))")
            #expect(result.source() != nil, "\(name): no code generated")
        }
        if let reason = Self.notYetImplemented[name] {
            withKnownIssue("\(name): \(reason)") { check() }
        } else {
            check()
        }
    }

    /// The fixed example differs from the wrong one: it shows a fix, not a copy.
    @Test(arguments: ruleNames)
    func fixedExampleDiffersFromWrongExample(rule name: String) throws {
        let page = try DocumentationCatalog.rulePage(name)
        #expect(try page.fixedExample() != page.wrongExample())
    }

    @Test func completeReferenceExamplesHaveNoDiagnostics() throws {
        let examples = try DocumentationCatalog.reference().blocks(in: nil)
            .filter { $0.language == "yaml" && $0.content.hasPrefix("# app.yaml\n") }
        #expect(examples.count >= 1)
        for example in examples {
            let result = DocumentationCatalog.compile(example.content)
            #expect(result.diagnostics.isEmpty, "\(DocumentationCatalog.render(result))\n\(example.content)")
            #expect(result.source() != nil)
        }
    }

    // MARK: (e) the reference's key tables are the decoder's

    @Test func referenceKeyTablesListExactlyTheDecodersKeys() throws {
        let expected: [String: [String]] = [
            "Top-level key": FileDecoder.topLevelKeys,
            "`graph` key": GraphSettingsDecoder.keys,
            "Flow key": GraphSettingsDecoder.flowKeys,
            "Layer key": GraphSettingsDecoder.layerKeys,
            "Screen key": ScreenDecoder.keys,
            "Param key": ScreenDecoder.paramKeys,
            "Transition key": ScreenDecoder.transitionKeys,
            "Button key": ScreenDecoder.buttonKeys,
            "`graph.deeplinks` key": DeepLinkDecoder.settingsKeys,
            "Deep-link key": DeepLinkDecoder.keys,
        ]
        let tables = try DocumentationCatalog.reference().tables.filter { $0.header.first?.hasSuffix("key") == true }
        let headers = tables.map { $0.header[0] }
        #expect(headers.count == Set(headers).count, "two key tables with one header: \(headers)")
        #expect(Set(headers) == Set(expected.keys), "key tables: \(headers)")
        for table in tables {
            let header = table.header[0]
            for row in table.rows {
                #expect(row[0].hasPrefix("`") && row[0].hasSuffix("`") && row[0].count > 2, "\(header): \(row[0])")
            }
            let keys = table.rows.map { DocumentationCatalog.unquoted($0[0]) }
            #expect(keys.count == Set(keys).count, "\(header): a key is listed twice")
            #expect(keys.sorted() == (expected[header] ?? []).sorted(), "\(header)")
        }
    }

    // MARK: links

    /// Every `<doc:Page>` names a page of the catalog, and every `<doc:Page#Heading>` a
    /// heading of that page (DocC's anchor: the heading's words joined by `-`).
    @Test func documentationLinksResolve() throws {
        let pages = try DocumentationCatalog.allPages()
        let link = try NSRegularExpression(pattern: "<doc:([^>#]+)(?:#([^>]+))?>")
        for (name, text) in pages {
            let range = NSRange(text.startIndex..., in: text)
            for match in link.matches(in: text, range: range) {
                let target = String(text[Range(match.range(at: 1), in: text)!])
                guard let targetText = pages[target] else {
                    Issue.record("\(name).md links to <doc:\(target)>, which is no page")
                    continue
                }
                if let anchorRange = Range(match.range(at: 2), in: text) {
                    let anchor = String(text[anchorRange])
                    let anchors = DocumentationCatalog.headings(of: targetText).map {
                        $0.split(separator: " ").joined(separator: "-")
                    }
                    #expect(
                        anchors.contains(anchor), "\(name).md links to <doc:\(target)#\(anchor)>, which is no heading")
                }
            }
        }
    }
}

/// Reads the catalog's markdown: pages, their sections, fenced code blocks and tables.
enum DocumentationCatalog {
    /// `<root>/Tests/ScreenGenCoreTests/Documentation/RuleDocumentationTests.swift` → `<root>`.
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let catalog = repositoryRoot.appendingPathComponent("Sources/screengen/Documentation.docc")
    static let rules = catalog.appendingPathComponent("Rules")

    struct Block {
        var section: String?
        var language: String
        var content: String
    }

    struct Table {
        var header: [String]
        var rows: [[String]]
    }

    struct Page {
        var name: String
        var text: String

        var lines: [String] { text.components(separatedBy: "\n") }

        var title: String? {
            guard let first = lines.first, first.hasPrefix("# ") else { return nil }
            return String(first.dropFirst(2))
        }

        /// `- **Name:** value` → value.
        func field(_ name: String) -> String? {
            let prefix = "- **\(name):** "
            return lines.first { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
        }

        /// The `## ` headings, in order.
        var sections: [String] {
            lines.filter { $0.hasPrefix("## ") }.map { String($0.dropFirst(3)) }
        }

        /// Fenced code blocks, each with the `## ` section it is in; all of them for nil.
        func blocks(in section: String?) -> [Block] {
            var blocks: [Block] = []
            var current: String?
            var open: (language: String, lines: [String])?
            for line in lines {
                if var block = open {
                    if line == "```" {
                        blocks.append(
                            Block(
                                section: current, language: block.language,
                                content: block.lines.map { $0 + "\n" }.joined()))
                        open = nil
                    } else {
                        block.lines.append(line)
                        open = block
                    }
                } else if line.hasPrefix("```") {
                    open = (String(line.dropFirst(3)).trimmingCharacters(in: .whitespaces), [])
                } else if line.hasPrefix("## ") {
                    current = String(line.dropFirst(3))
                }
            }
            return section.map { name in blocks.filter { $0.section == name } } ?? blocks
        }

        func block(_ language: String, in section: String) throws -> Block {
            let matching = blocks(in: section).filter { $0.language == language }
            guard matching.count == 1, let block = matching.first else {
                throw DocumentationError(
                    "\(name).md: expected one \(language) block under '## \(section)', found \(matching.count)")
            }
            return block
        }

        func wrongExample() throws -> String { try block("yaml", in: "Wrong").content }
        func fixedExample() throws -> String { try block("yaml", in: "Fixed").content }

        /// The text block without its final newline: what the diagnostics format to, joined
        /// by newlines.
        func expectedText() throws -> String {
            var text = try block("text", in: "Wrong").content
            while text.hasSuffix("\n") { text.removeLast() }
            return text
        }

        /// Every table outside code blocks: rows of `|`-separated cells, the separator row
        /// (`|---|`) left out.
        var tables: [Table] {
            var tables: [Table] = []
            var rows: [[String]] = []
            var inCode = false
            func flush() {
                if let header = rows.first {
                    tables.append(
                        Table(
                            header: header,
                            rows: rows.dropFirst().filter { row in
                                !row.allSatisfy { $0.allSatisfy { $0 == "-" || $0 == ":" } }
                            }))
                }
                rows = []
            }
            for line in lines {
                if line.hasPrefix("```") { inCode.toggle() }
                if !inCode, line.hasPrefix("|") {
                    var cells = line.split(separator: "|", omittingEmptySubsequences: false)
                        .map { $0.trimmingCharacters(in: .whitespaces) }
                    cells.removeFirst()
                    if cells.last == "" { cells.removeLast() }
                    rows.append(cells)
                } else {
                    flush()
                }
            }
            flush()
            return tables
        }
    }

    struct DocumentationError: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    static func rulePageNames() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: rules.path)
            .filter { $0.hasSuffix(".md") }
            .map { String($0.dropLast(3)) }
            .sorted()
    }

    static func rulePage(_ name: String) throws -> Page {
        let url = rules.appendingPathComponent(name + ".md")
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw DocumentationError("no page Rules/\(name).md for rule '\(name)'")
        }
        return Page(name: name, text: try String(contentsOf: url, encoding: .utf8))
    }

    static func reference() throws -> Page {
        let url = catalog.appendingPathComponent("Screens-Format-Reference.md")
        return Page(name: "Screens-Format-Reference", text: try String(contentsOf: url, encoding: .utf8))
    }

    /// Every markdown page of the catalog by file name without `.md` (the name `<doc:>` uses).
    static func allPages() throws -> [String: String] {
        var pages: [String: String] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: catalog.path) else {
            throw DocumentationError("cannot list \(catalog.path)")
        }
        while let relative = enumerator.nextObject() as? String {
            guard relative.hasSuffix(".md") else { continue }
            let name = String((relative as NSString).lastPathComponent.dropLast(3))
            pages[name] = try String(contentsOf: catalog.appendingPathComponent(relative), encoding: .utf8)
        }
        return pages
    }

    /// The text of every heading (`#` to `####`) outside code blocks.
    static func headings(of text: String) -> [String] {
        var inCode = false
        var headings: [String] = []
        for line in text.components(separatedBy: "\n") {
            if line.hasPrefix("```") { inCode.toggle() }
            guard !inCode, line.hasPrefix("#") else { continue }
            let title = line.drop { $0 == "#" }
            if title.hasPrefix(" ") { headings.append(title.trimmingCharacters(in: .whitespaces)) }
        }
        return headings
    }

    /// `` `name` `` → `name`.
    static func unquoted(_ cell: String) -> String {
        cell.trimmingCharacters(in: CharacterSet(charactersIn: "`"))
    }

    /// Compiles `yaml` as the one file `app.yaml` of a graph.
    static func compile(_ yaml: String) -> CheckedGraph {
        let file = SourceFile(path: "app.yaml", displayPath: "app.yaml", contents: Array(yaml.utf8))
        return ScreenGraphCompiler.check(
            [file])
    }

    /// The diagnostics as `screengen lint` prints them: each formatted line with its notes.
    static func render(_ result: CheckedGraph) -> String {
        result.diagnostics.map(\.formatted).joined(separator: "\n")
    }
}
