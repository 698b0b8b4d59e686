import Foundation
import ScreenGenDiagnostics
import Testing

@testable import screengen

/// `screengen explain`, and the one source of every rule's text: the rule pages, copied into
/// RuleTexts.generated.swift by `screengen-dev generate-rule-texts`.
struct ExplainTests {
    @Test func everyRuleHasItsPagesText() throws {
        #expect(Set(RuleText.all.keys) == Set(Rule.all.map(\.name)), "a rule without text, or text of no rule")
        for rule in Rule.all {
            let text = try #require(RuleText.of(rule), "\(rule.name)")
            #expect(text.name == rule.name)
            #expect(text.severity == rule.defaultSeverity.rawValue, "\(rule.name)")
            #expect(
                text.diagnostic.hasSuffix("[\(rule.name)]") || text.diagnostic.contains("[\(rule.name)]\n"),
                "\(rule.name)")
            #expect(
                !text.summary.isEmpty && !text.description.isEmpty && !text.wrongExample.isEmpty
                    && !text.fixedExample.isEmpty)
            #expect(!text.description.contains("<doc:"), "\(rule.name): a DocC link left in plain text")
        }
    }

    /// The committed table is what `screengen-dev generate-rule-texts` writes from the pages now.
    @Test func generatedTextsAreCurrent() throws {
        let run = try CLIRunner.run(
            ["generate-rule-texts", "--stdout"], in: PythonTools.repository, executable: Self.devTool)
        #expect(run.status == 0, "\(run.stderr)")
        let committed = try String(
            contentsOf: PythonTools.repository.appendingPathComponent(
                "Sources/screengen/Explain/RuleTexts.generated.swift"), encoding: .utf8)
        #expect(run.stdout == committed, "run `swift run screengen-dev generate-rule-texts` and commit the result")
    }

    /// A page that is not laid out as a rule page is refused, naming the page, and `--check`
    /// fails while the table is stale; nothing is written by either.
    @Test func generatingRefusesAMalformedPageAndChecksStaleness() throws {
        let rules = "Sources/screengen/Documentation.docc/Rules/"
        let page = try String(
            contentsOf: PythonTools.repository.appendingPathComponent(rules + "unknown-key.md"), encoding: .utf8)
        let workspace = try Workspace(files: [
            rules + "unknown-key.md": page.replacingOccurrences(of: "## Fixed", with: "## Corrected"),
            "Sources/screengen/Explain/RuleTexts.generated.swift": "// stale\n",
        ])
        let refused = try CLIRunner.run(
            ["generate-rule-texts", "--package-path", "."], in: workspace.url, executable: Self.devTool)
        #expect(refused.status == 1)
        #expect(
            refused.stderr
                == "error: unknown-key.md: sections ['Description', 'Wrong', 'Corrected'], expected Description, Wrong, Fixed\n"
        )

        try workspace.write(rules + "unknown-key.md", page)
        let check = try CLIRunner.run(["generate-rule-texts", "--check"], in: workspace.url, executable: Self.devTool)
        #expect(check.status == 1)
        #expect(check.stderr.contains("RuleTexts.generated.swift is not current"), "\(check.stderr)")
        let output = workspace.url.appendingPathComponent("Sources/screengen/Explain/RuleTexts.generated.swift")
        #expect(try String(contentsOf: output, encoding: .utf8) == "// stale\n")

        let written = try CLIRunner.run(["generate-rule-texts"], in: workspace.url, executable: Self.devTool)
        #expect(written.status == 0, "\(written.stderr)")
        #expect(try String(contentsOf: output, encoding: .utf8).contains("\"unknown-key\": RuleText("))
    }

    /// `screengen-dev`, built beside the tool (`swift build` builds every product).
    static let devTool = CLIRunner.tool.deletingLastPathComponent().appendingPathComponent("screengen-dev")

    @Test func explainingARulePrintsItsPageAsText() throws {
        let workspace = try Workspace(files: [:])
        let run = try workspace.run("explain", "unknown-key")
        #expect(run.status == 0)
        #expect(run.stderr == "")
        let page = try String(
            contentsOf: PythonTools.repository.appendingPathComponent(
                "Sources/screengen/Documentation.docc/Rules/unknown-key.md"), encoding: .utf8)
        #expect(
            run.stdout.hasPrefix(
                """
                unknown-key: Unknown key

                A mapping has a key that the format does not define at that level.

                Default severity: error
                Configurable with `rules:`: No.
                """))
        #expect(
            run.stdout.contains(
                """
                `screengen lint` prints:

                    app.yaml:11:5: error: unknown key 'titel' in screen 'settings'; did you mean 'title'? [unknown-key]

                Fixed:

                    graph:
                """))
        #expect(
            page.contains(
                "app.yaml:11:5: error: unknown key 'titel' in screen 'settings'; did you mean 'title'? [unknown-key]"))
        #expect(run.stdout.contains("Wrong (app.yaml):\n\n    graph:\n      root: home\n"))
        #expect(run.stdout.contains("(see\nthe format reference)"), "DocC links are rewritten")
        #expect(run.stdout.hasSuffix("        title: Settings\n"))
    }

    @Test func explainWithoutARuleListsEveryRule() throws {
        let run = try Workspace(files: [:]).run("explain")
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == Rule.all.count + 3)
        for (line, rule) in zip(lines, Rule.all) {
            #expect(line.hasPrefix(rule.name + " "), "\(line)")
            #expect(line.contains(" \(rule.defaultSeverity.rawValue) "))
        }
        #expect(
            run.stdout.contains(
                "unreachable-screen      warning  No sequence of transitions leads from a root to the screen.\n"))
        #expect(
            run.stdout.hasSuffix(
                "\nscreengen explain <rule> shows what a rule checks, why, and a wrong and a fixed example.\n"))
    }

    @Test func anUnknownRuleExitsTwoWithASuggestion() throws {
        let workspace = try Workspace(files: [:])
        let typo = try workspace.run("explain", "unreachable-screens")
        #expect(typo.status == 2)
        #expect(typo.stdout == "")
        #expect(
            typo.stderr
                == "error: no rule named 'unreachable-screens'; did you mean 'unreachable-screen'? (screengen explain lists every rule)\n"
        )
        let nothingClose = try workspace.run("explain", "spaghetti")
        #expect(nothingClose.status == 2)
        #expect(nothingClose.stderr == "error: no rule named 'spaghetti' (screengen explain lists every rule)\n")
    }

    @Test func sarifHelpIsTheExplainText() throws {
        let rule = try #require(Rule.named("guarded-deeplink"))
        let descriptor = SARIFFormatter.descriptor(rule).compact
        let text = try #require(RuleText.of(rule))
        #expect(descriptor.contains(JSONValue.quoted(text.plainText)))
        #expect(descriptor.contains(JSONValue.quoted(text.markdown)))
        #expect(descriptor.contains("\"shortDescription\": {\"text\": \(JSONValue.quoted(text.summary))}"))
        #expect(descriptor.contains("\"defaultConfiguration\": {\"level\": \"note\"}"))
        #expect(text.markdown.contains("```yaml\ngraph:\n"))
    }
}
