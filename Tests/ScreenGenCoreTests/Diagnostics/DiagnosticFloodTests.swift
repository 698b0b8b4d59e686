import ScreenGenCore
import ScreenGenDiagnostics
import Testing

/// A file flooding diagnostics keeps only the first of each rule (`diagnosticsKeptPerRule`) and
/// counts the rest (#33): what a printer shows first, and every count, are as if all were kept.
struct DiagnosticFloodTests {
    /// Two files, each with floods of unknown keys and bad values written in reverse order, and
    /// with `duplicates` duplicate keys, so that no rule's diagnostics come sorted.
    private func files(count: Int, duplicates: Bool) -> [SourceFile] {
        var app = "graph:\n  root: home\n  rules: { unreachable-screen: note }\n"
        app += "screens:\n  home:\n    view: HomeView\n"
        var shop = "feature: shop\nscreens:\n"
        for index in (0..<count).reversed() {
            let screen = "  u\(index):\n    view: U\(index)\n    title: [t]\n    color\(index): blue\n"
            app += screen
            shop += screen
        }
        if duplicates {
            for _ in 0..<count {
                app += "a: 1\n"
                shop += "b: 2\n"
            }
        }
        return [
            SourceFile(path: "app.yaml", displayPath: "app.yaml", contents: Array(app.utf8)),
            SourceFile(path: "shop.yaml", displayPath: "shop.yaml", contents: Array(shop.utf8)),
        ]
    }

    private func compile(_ files: [SourceFile], keptPerRule: Int?, strict: Bool = false) -> CheckedGraph {
        ScreenGraphCompiler.check(
            files,
            options: CheckOptions(strict: strict, diagnosticsKeptPerRule: keptPerRule))
    }

    private func counts(_ diagnostics: some Sequence<Diagnostic>) -> [String: [Severity: Int]] {
        var result: [String: [Severity: Int]] = [:]
        for diagnostic in diagnostics {
            result[diagnostic.location.file, default: [:]][diagnostic.severity, default: 0] += 1
        }
        return result
    }

    @Test(arguments: [(1, 40), (3, 40), (100, 400)], [false, true])
    func keptFirstAndCountedRest(limits: (keptPerRule: Int, count: Int), duplicates: Bool) {
        let (keptPerRule, count) = limits
        let files = files(count: count, duplicates: duplicates)
        for strict in [false, true] {
            let whole = compile(files, keptPerRule: nil, strict: strict)
            let bounded = compile(files, keptPerRule: keptPerRule, strict: strict)
            #expect(whole.omitted.isEmpty)
            // The first `keptPerRule` of each file are the same diagnostics, in the same order.
            for file in ["app.yaml", "shop.yaml"] {
                let first = whole.diagnostics.filter { $0.location.file == file }.prefix(keptPerRule)
                let kept = bounded.diagnostics.filter { $0.location.file == file }.prefix(keptPerRule)
                #expect(first.count == keptPerRule)
                #expect(Array(first) == Array(kept), "\(file), at most \(keptPerRule) a rule")
            }
            // Every diagnostic is kept or counted, with its settled severity.
            var total = counts(bounded.diagnostics)
            for (file, severities) in bounded.omitted {
                for (severity, number) in severities { total[file, default: [:]][severity, default: 0] += number }
            }
            #expect(total == counts(whole.diagnostics))
            #expect(bounded.errorCount == whole.errorCount)
            #expect(bounded.warningCount == whole.warningCount)
            #expect(whole.errorCount >= 4 * count)
            // Bounded: a few rules a file, at most `keptPerRule` each.
            #expect(bounded.diagnostics.count <= 2 * 4 * keptPerRule)
            // Unknown keys (and `a`), bad titles, duplicates of `a`: each rule's first kept.
            #expect(bounded.omitted["app.yaml"]?[.error] == (duplicates ? 3 : 2) * (count - keptPerRule))
        }
    }

    /// A rule turned off counts nowhere, kept or not.
    @Test func ruleTurnedOffIsNotCounted() {
        let text =
            "graph:\n  root: home\n  rules: { unreachable-screen: off }\nscreens:\n  home:\n    view: HomeView\n"
            + (0..<300).map { "  u\($0):\n    view: U\($0)\n" }.joined()
        let file = SourceFile(path: "off.yaml", displayPath: "off.yaml", contents: Array(text.utf8))
        let bounded = compile([file], keptPerRule: 10)
        #expect(bounded.diagnostics.isEmpty, "\(bounded.diagnostics.map(\.formatted))")
        #expect(bounded.omitted.isEmpty)
        #expect(bounded.warningCount == 0)
    }
}
