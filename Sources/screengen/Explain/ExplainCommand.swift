import ArgumentParser
import ScreenGenDiagnostics

extension Screengen {
    /// `screengen explain [<rule>]`: a rule's description, why it matters, a wrong and a fixed
    /// example and the exact diagnostic; without a rule, every rule with its summary.
    struct Explain: ParsableCommand {
        static let configuration = CommandConfiguration(
            // Named here: derived from the type, the name costs a reflection at every start-up (#33).
            commandName: "explain",
            abstract: "Explain a rule, or list every rule.",
            discussion: """
                screengen explain unknown-key: what the rule checks and why, its default \
                severity, an example of the mistake with the exact diagnostic, and the fix. \
                The same text is on the rule's documentation page and in SARIF output.
                An unknown rule name is exit status 2.
                """
        )

        @Argument(help: "A rule name, as printed in brackets after a diagnostic.")
        var rule: String?

        func run() throws {
            guard let rule else {
                print(RuleListing.text, terminator: "")
                return
            }
            guard let text = RuleText.named(rule) else {
                standardError(RuleListing.unknownRuleMessage(rule))
                throw ExitCode(2)
            }
            print(text.plainText, terminator: "")
        }
    }
}

/// What `screengen explain` prints; pure, so tests compare its text.
enum RuleListing {
    /// `name  severity  summary`, one rule a line in name order, then how to see one rule.
    static var text: String {
        let width = Rule.all.map(\.name.count).max() ?? 0
        let severityWidth = Rule.all.map(\.defaultSeverity.rawValue.count).max() ?? 0
        var lines = Rule.all.map { rule in
            let summary = RuleText.of(rule)?.summary ?? ""
            let name = rule.name.padding(to: width)
            let severity = rule.defaultSeverity.rawValue.padding(to: severityWidth)
            return "\(name)  \(severity)  \(summary)"
        }
        lines.append("")
        lines.append("screengen explain <rule> shows what a rule checks, why, and a wrong and a fixed example.")
        return lines.joined(separator: "\n") + "\n"
    }

    /// "error: no rule named 'unknwn-key'; did you mean 'unknown-key'? (screengen explain lists every rule)".
    static func unknownRuleMessage(_ name: String) -> String {
        let shown = displayed(name)
        var message = "error: no rule named '\(shown)'"
        if let suggestion = SpellingSuggestion.closest(to: name, among: Rule.all.map(\.name)) {
            message += "; did you mean '\(suggestion)'?"
        }
        return message + " (screengen explain lists every rule)"
    }
}

extension String {
    /// The string with spaces appended up to `width` characters.
    fileprivate func padding(to width: Int) -> String {
        self + String(repeating: " ", count: max(0, width - count))
    }
}
