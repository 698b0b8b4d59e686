import ArgumentParser
import Foundation

/// `screengen-dev generate-rule-texts`: writes `Sources/screengen/Explain/RuleTexts.generated.swift`
/// from the rule pages `Sources/screengen/Documentation.docc/Rules/<rule>.md`, the one source of
/// every rule's text (`screengen explain`, SARIF's rule `help` and the DocC pages say the same
/// words). The generated file is committed; ExplainTests and `.ci/run` (`--check`) fail when it
/// is not what the pages make, so page and tool cannot drift.
struct GenerateRuleTextsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate-rule-texts",
        abstract: "Write the rule texts 'screengen explain' prints from the rule pages (DocC).",
        discussion: """
            Reads Sources/screengen/Documentation.docc/Rules/*.md and writes \
            Sources/screengen/Explain/RuleTexts.generated.swift, only when its content changes. \
            Exit status 1 when a page is not laid out as a rule page, or with --check when the file \
            is not current.
            """
    )

    static let rules = "Sources/screengen/Documentation.docc/Rules"
    static let output = "Sources/screengen/Explain/RuleTexts.generated.swift"

    @Flag(help: "Write nothing; exit 1 when the committed file is not what the pages make.")
    var check = false

    @Flag(help: "Print what would be written instead of writing it.")
    var stdout = false

    @Option(help: "The screengen package's folder.")
    var packagePath = "."

    func validate() throws {
        if check && stdout { throw ValidationError("--check and --stdout exclude each other.") }
    }

    func run() throws {
        let root = URL(fileURLWithPath: packagePath)
        let text: String
        do {
            text = try Self.source(rules: root.appendingPathComponent(Self.rules))
        } catch let error as RulePage.Error {
            FileHandle.standardError.write(Data("error: \(error.description)\n".utf8))
            throw ExitCode(1)
        }
        if stdout {
            FileHandle.standardOutput.write(Data(text.utf8))
            return
        }
        let output = root.appendingPathComponent(Self.output)
        let current = (try? Data(contentsOf: output)).map {
            Self.universalNewlines(String(decoding: $0, as: UTF8.self))
        }
        if check {
            guard current == text else {
                FileHandle.standardError.write(
                    Data("\(Self.output) is not current: run swift run screengen-dev generate-rule-texts\n".utf8))
                throw ExitCode(1)
            }
            return
        }
        if current != text {
            try FileManager.default.createDirectory(
                at: output.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: output, options: .atomic)
        }
    }

    /// The generated file's text from the pages in `rules`, sorted by rule name.
    ///
    /// - Parameter rules: The folder of rule pages.
    /// - Returns: The Swift source.
    /// - Throws: `RulePage.Error` for a page that cannot be read as a rule page; a file error
    ///   when the folder or a page cannot be read.
    static func source(rules: URL) throws -> String {
        let entries = try FileManager.default.contentsOfDirectory(atPath: rules.path)
        let names = entries.filter { $0.hasSuffix(".md") }.map { String($0.dropLast(3)) }
            .sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }
        let pages = try names.map { name in
            let data = try Data(contentsOf: rules.appendingPathComponent(name + ".md"))
            guard let text = String(data: data, encoding: .utf8) else {
                throw RulePage.Error(description: "\(name).md: not UTF-8")
            }
            return try RulePage(name: name, text: universalNewlines(text), ruleNames: Set(names))
        }
        return try RuleTextsSource.render(pages)
    }

    /// `text` with `\r\n` and `\r` line ends made `\n`.
    static func universalNewlines(_ text: String) -> String {
        text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
    }
}
