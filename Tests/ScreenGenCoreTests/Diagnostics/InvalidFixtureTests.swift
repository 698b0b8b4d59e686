import Foundation
import ScreenGenCore
import ScreenGenDiagnostics
import Testing

/// Every directory under `Tests/Fixtures/Invalid/` is a small graph that is valid but for the
/// problem its name describes, and `expected.txt` holds exactly what `screengen lint <dir>`
/// prints on standard error for it (empty when nothing is reported). The expected text is the
/// contract users and CI see: rule names, severities, positions and wording.
///
/// To add a case: write the YAML, run `swift run screengen lint Tests/Fixtures/Invalid/<case>
/// 2> Tests/Fixtures/Invalid/<case>/expected.txt` from the repository root, and review it.
@Suite struct InvalidFixtureTests {
    static let cases: [String] = InvalidFixtures.caseNames()

    @Test(arguments: cases)
    func diagnosticsMatchExpectedText(fixture: String) throws {
        let result = try InvalidFixtures.compile(fixture)
        let actual = result.diagnostics.map(\.formatted).joined(separator: "\n")
        let expected = try InvalidFixtures.expected(fixture)
        #expect(actual == expected)
    }

    @Test(arguments: cases)
    func hasErrorsExactlyWhenExpectedTextHasAnErrorLine(fixture: String) throws {
        let result = try InvalidFixtures.compile(fixture)
        let expected = try InvalidFixtures.expected(fixture)
        #expect(result.hasErrors == InvalidFixtures.lines(of: expected).contains { $0.contains(": error: ") })
        // `check` writes no code; `emit` writes it exactly for a graph without errors.
        #expect((result.source() != nil) == !result.hasErrors)
    }

    @Test(arguments: cases)
    func expectedTextFollowsTheDiagnosticFormat(fixture: String) throws {
        let expected = try InvalidFixtures.expected(fixture)
        let prefix = NSRegularExpression.escapedPattern(for: "\(InvalidFixtures.directory)/\(fixture)/")
        // `file:line:col: severity: message [rule]`, and notes without a rule.
        let diagnostic = try NSRegularExpression(
            pattern: "^\(prefix)[^:]+\\.ya?ml:[1-9][0-9]*:[1-9][0-9]*: (error|warning|note): .+ \\[[a-z-]+\\]$")
        let note = try NSRegularExpression(pattern: "^\(prefix)[^:]+\\.ya?ml:[1-9][0-9]*:[1-9][0-9]*: note: .+[^\\]]$")
        let lines = InvalidFixtures.lines(of: expected)
        for (index, line) in lines.enumerated() {
            let range = NSRange(line.startIndex..., in: line)
            let isDiagnostic = diagnostic.firstMatch(in: line, range: range) != nil
            let isNote = note.firstMatch(in: line, range: range) != nil
            #expect(isDiagnostic || isNote, "line \(index + 1) of \(fixture)/expected.txt: \(line)")
            if index == 0 { #expect(!isNote, "a note must follow its diagnostic") }
        }
        for line in lines where !line.contains(": note: ") || line.hasSuffix("]") {
            let name = String(line[line.index(after: line.lastIndex(of: "[")!)...].dropLast())
            #expect(Rule.named(name) != nil, "unknown rule '\(name)' in \(fixture)/expected.txt")
        }
    }

    @Test(arguments: cases)
    func everyFixtureHasYAMLToRead(fixture: String) throws {
        #expect(try !InvalidFixtures.sourceFiles(fixture).isEmpty)
    }

    /// At least one fixture reports each rule of the format (deep links are not implemented,
    /// so `invalid-deeplink` has none) and each extension rule.
    @Test func everyRuleHasAFixture() throws {
        var reported: Set<String> = []
        for fixture in Self.cases {
            for line in InvalidFixtures.lines(of: try InvalidFixtures.expected(fixture))
            where !line.contains(": note: ") || line.hasSuffix("]") {
                if let open = line.lastIndex(of: "[") {
                    reported.insert(String(line[line.index(after: open)...].dropLast()))
                }
            }
        }
        let required = Set(Rule.all.map(\.name)).subtracting([Rule.invalidDeeplink.name])
        #expect(required.subtracting(reported).sorted() == [])
        #expect(Self.cases.count >= required.count)
    }

    /// One mistake, one diagnostic. Every line of a fixture that holds a mistake is marked
    /// `# mistake` (a line that only deserves a note, `# note`); each marked line gets exactly
    /// one diagnostic and no unmarked line gets one,
    /// so a cascade (a follow-on error about a consequence of the mistake) fails here.
    /// Loader fixtures are exempt: loading stops at its first problem, so they report one.
    @Test(arguments: cases)
    func oneMistakeOneDiagnostic(fixture: String) throws {
        let result = try InvalidFixtures.compile(fixture)
        guard !result.diagnostics.contains(where: { [Rule.yamlSyntax, .inputLimit].contains($0.rule) }) else { return }
        var marked: [String] = []
        for file in try InvalidFixtures.sourceFiles(fixture) {
            let lines = String(decoding: file.contents, as: UTF8.self).split(
                separator: "\n", omittingEmptySubsequences: false)
            for (index, line) in lines.enumerated() where line.contains("# mistake") || line.contains("# note") {
                marked.append("\(file.path):\(index + 1)")
            }
        }
        let reported = result.diagnostics.map { "\($0.location.file):\($0.location.line)" }
        #expect(reported.sorted() == marked.sorted())
    }

    /// `lint --strict`: the same diagnostics, in the same order, with every warning an error;
    /// notes stay notes and fail nothing.
    @Test(arguments: cases)
    func strictTurnsEveryWarningIntoAnError(fixture: String) throws {
        let files = try InvalidFixtures.sourceFiles(fixture)
        let strict = ScreenGraphCompiler.check(
            files, options: CheckOptions(strict: true))
        let expected = try InvalidFixtures.expected(fixture).replacingOccurrences(of: ": warning: ", with: ": error: ")
        #expect(strict.diagnostics.map(\.formatted).joined(separator: "\n") == expected)
        #expect(strict.warningCount == 0)
        #expect(strict.hasErrors == strict.diagnostics.contains { $0.severity != .note })
    }

    /// The fixtures whose only findings are warnings: lint passes them, `--strict` does not.
    @Test func warningOnlyFixturesFailOnlyUnderStrict() throws {
        let warningOnly = try Self.cases.filter { fixture in
            let lines = InvalidFixtures.lines(of: try InvalidFixtures.expected(fixture))
            return lines.contains { $0.contains(": warning: ") } && !lines.contains { $0.contains(": error: ") }
        }
        #expect(warningOnly.contains("unreachable-screen"))
        #expect(warningOnly.contains("unbounded-cycle"))
        for fixture in warningOnly {
            let files = try InvalidFixtures.sourceFiles(fixture)
            let lenient = ScreenGraphCompiler.check(
                files)
            let strict = ScreenGraphCompiler.check(
                files, options: CheckOptions(strict: true))
            #expect(!lenient.hasErrors, "\(fixture)")
            #expect(lenient.warningCount > 0, "\(fixture)")
            #expect(strict.hasErrors, "\(fixture)")
            #expect(strict.errorCount == lenient.warningCount, "\(fixture)")
            #expect(strict.diagnostics.map(\.rule) == lenient.diagnostics.map(\.rule), "\(fixture)")
        }
    }

    /// A warning-only graph still builds; the same graph under `--strict` produces nothing.
    @Test func buildEmitsSourceDespiteWarningsButNotUnderStrict() throws {
        let files = try InvalidFixtures.sourceFiles("unbounded-cycle")
        let build = ScreenGraphCompiler.check(files)
        #expect(build.source() != nil)
        let strict = ScreenGraphCompiler.check(files, options: CheckOptions(strict: true))
        #expect(strict.source() == nil)
    }

    /// `rules:` is applied before `--strict`: a rule turned off stays off under `--strict`.
    @Test func ruleTurnedOffStaysOffUnderStrict() throws {
        let files = try InvalidFixtures.sourceFiles("rules-warning-off")
        let strict = ScreenGraphCompiler.check(
            files, options: CheckOptions(strict: true))
        #expect(strict.diagnostics.map(\.rule) == [.unboundedCycle])
        #expect(strict.diagnostics.allSatisfy { $0.severity == .error })
    }

    /// Diagnostics never depend on the order files are handed to the compiler in, beyond
    /// which of two definitions counts as the first.
    @Test(arguments: ["several-problems", "unknown-screen-qualified", "invalid-deeplink-overlap"])
    func diagnosticsDoNotDependOnFileOrder(fixture: String) throws {
        let files = try InvalidFixtures.sourceFiles(fixture)
        let options = CheckOptions()
        let forward = ScreenGraphCompiler.check(files, options: options).diagnostics
        let backward = ScreenGraphCompiler.check(files.reversed(), options: options).diagnostics
        #expect(forward.map(\.formatted) == backward.map(\.formatted))
    }
}

/// Reads the fixtures the way the CLI reads a graph directory.
enum InvalidFixtures {
    /// Relative to the repository root, as a user would pass it to `screengen lint`.
    static let directory = "Tests/Fixtures/Invalid"

    /// `<root>/Tests/ScreenGenCoreTests/Diagnostics/InvalidFixtureTests.swift` → `<root>`.
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static var base: URL { repositoryRoot.appendingPathComponent(directory) }

    static func caseNames() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: base.path)) ?? []
        return names.filter { name in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(
                atPath: base.appendingPathComponent(name).path, isDirectory: &isDirectory)
                && isDirectory.boolValue
        }.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// Every `*.yaml` / `*.yml` under the case (recursively), sorted by relative path in byte
    /// order, with `path` as given on the command line and `displayPath` as the CLI makes it.
    static func sourceFiles(_ fixture: String) throws -> [SourceFile] {
        let caseDirectory = base.appendingPathComponent(fixture)
        let enumerator = try #require(FileManager.default.enumerator(atPath: caseDirectory.path))
        var relativePaths: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let lowered = relative.lowercased()
            if lowered.hasSuffix(".yaml") || lowered.hasSuffix(".yml") { relativePaths.append(relative) }
        }
        relativePaths.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        return try relativePaths.map { relative in
            let data = try Data(contentsOf: caseDirectory.appendingPathComponent(relative))
            return SourceFile(
                path: "\(directory)/\(fixture)/\(relative)", displayPath: "\(fixture)/\(relative)",
                contents: [UInt8](data))
        }
    }

    static func compile(_ fixture: String) throws -> CheckedGraph {
        ScreenGraphCompiler.check(
            try sourceFiles(fixture))
    }

    /// `expected.txt` without its trailing newline.
    static func expected(_ fixture: String) throws -> String {
        var text = try String(
            contentsOf: base.appendingPathComponent(fixture).appendingPathComponent("expected.txt"), encoding: .utf8)
        while text.hasSuffix("\n") { text.removeLast() }
        return text
    }

    static func lines(of text: String) -> [String] {
        text.isEmpty ? [] : text.components(separatedBy: "\n")
    }
}
