import Foundation
import ScreenGenDiagnostics
import Testing

@testable import screengen

/// `screengen explain`, and the one source of every rule's text: the rule pages, copied into
/// RuleTexts.generated.swift by Scripts/generate-rule-texts.py.
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

    /// The committed table is what the script writes from the pages now.
    @Test(.enabled(if: PythonTools.isCI || PythonTools.hasPython, "needs python3"))
    func generatedTextsAreCurrent() throws {
        let run = try PythonTools.run("Scripts/generate-rule-texts.py", ["--stdout"])
        #expect(run.status == 0, "\(run.stderr)")
        let committed = try String(
            contentsOf: PythonTools.repository.appendingPathComponent(
                "Sources/screengen/Explain/RuleTexts.generated.swift"), encoding: .utf8)
        #expect(run.stdout == committed, "run Scripts/generate-rule-texts.py and commit the result")
    }

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
