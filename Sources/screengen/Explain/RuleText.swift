import ScreenGenDiagnostics

/// A rule's documentation, as `screengen explain` prints it and SARIF's `help` carries it.
///
/// The one source is the rule's page, `Documentation.docc/Rules/<rule>.md`:
/// `swift run screengen-dev generate-rule-texts` copies its parts into `RuleTexts.generated.swift`
/// (DocC links rewritten as plain words), and a test fails when that file is not what the
/// command writes now. Everything below only arranges those parts.
struct RuleText: Equatable, Sendable {
    var name: String
    /// "Unknown key".
    var title: String
    /// The page's one-line summary: "A mapping has a key that the format does not define…".
    var summary: String
    /// The default severity: `error`, `warning` or `note`.
    var severity: String
    /// Whether `rules:` may change it, and to what.
    var configurable: String
    /// "the screens format, version 1" or "a screengen extension to the format".
    var definedBy: String
    /// What the rule checks and why it matters (Markdown paragraphs).
    var description: String
    /// A complete graph (`app.yaml`) that breaks the rule.
    var wrongExample: String
    /// What `screengen lint` prints for it, exactly.
    var diagnostic: String
    /// The same graph, corrected: no diagnostic at all.
    var fixedExample: String

    static func named(_ name: String) -> RuleText? { all[name] }

    /// The rule's text for `rule`; every rule has one (a test checks).
    static func of(_ rule: Rule) -> RuleText? { all[rule.name] }

    /// `screengen explain <rule>`: plain text, examples indented by four spaces.
    var plainText: String {
        """
        \(name): \(title)

        \(summary)

        Default severity: \(severity)
        Configurable with `rules:`: \(configurable)
        Defined by: \(definedBy)

        \(description)

        Wrong (app.yaml):

        \(Self.indented(wrongExample))
        `screengen lint` prints:

        \(Self.indented(diagnostic + "\n"))
        Fixed:

        \(Self.indented(fixedExample))
        """
    }

    /// The same, as Markdown (SARIF `help.markdown`, shown by code-scanning tools).
    var markdown: String {
        """
        **\(title)** (`\(name)`): \(summary)

        - **Default severity:** \(severity)
        - **Configurable with `rules:`:** \(configurable)
        - **Defined by:** \(definedBy)

        \(description)

        ### Wrong

        ```yaml
        \(wrongExample)```

        `screengen lint` prints:

        ```text
        \(diagnostic)
        ```

        ### Fixed

        ```yaml
        \(fixedExample)```

        """
    }

    private static func indented(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
            .map { $0.isEmpty ? "" : "    " + $0 }
            .joined(separator: "\n") + "\n"
    }
}
