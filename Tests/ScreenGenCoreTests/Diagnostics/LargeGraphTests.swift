import ScreenGenCore
import Testing

/// Shapes that break naive implementations: long chains (recursion depth) and mass breakage
/// (quadratic "did you mean" searches). Behaviour only; speed is the benchmark's business.
struct LargeGraphTests {
    static func graph(_ body: String) -> [SourceFile] {
        [SourceFile(path: "big.yaml", displayPath: "big.yaml", contents: Array(body.utf8))]
    }

    @Test func aTwentyThousandScreenCycleIsOneWarningAtTheClosingTransition() {
        let count = 20_000
        var yaml = "graph:\n  root: s0\nscreens:\n"
        for index in 0..<count {
            yaml += "  s\(index):\n    view: V\(index)\n    transitions:\n      next: s\((index + 1) % count)\n"
        }
        let result = ScreenGraphCompiler.check(
            Self.graph(yaml))
        #expect(result.screenCount == count)
        #expect(result.diagnostics.count == 1)
        let warning = result.diagnostics.first
        #expect(warning?.rule.name == "unbounded-cycle")
        // Reported where the cycle closes: the last screen's transition back to s0.
        #expect(warning?.location.line == 4 + (count - 1) * 4 + 3)
        #expect(
            warning?.message
                == "cycle s0 → s1 → s2 → s3 → s4 → … 19992 more … → s19997 → s19998 → s19999 → s0 has no 'replace' transition, so the stack can grow without bound; mark the move that closes it 'cycle: intended' if the drill-down is meant"
        )
    }

    @Test func manyBrokenReferencesStopGettingSuggestionsAfterABudget() {
        var yaml = "graph:\n  root: home\nscreens:\n  detail:\n    view: D\n  home:\n    view: H\n    transitions:\n"
        for index in 0..<150 {
            yaml += "      go\(index): detial\n"
        }
        let result = ScreenGraphCompiler.check(
            Self.graph(yaml))
        let unknown = result.diagnostics.filter { $0.rule.name == "unknown-screen" }
        #expect(unknown.count == 150)
        #expect(unknown.filter { $0.message.hasSuffix("did you mean 'detail'?") }.count == 100)
        #expect(unknown.last?.message == "transition 'go149' targets unknown screen 'detial'")
    }

    /// A large graph's screens resolve in chunks on several cores, in waves whose spent syntax
    /// is freed as they merge; the budget of suggestions is still spent in screen order, as one
    /// loop would spend it. Broken references in three chunks (5,000 screens are four chunks
    /// in two waves): two in the first wave, or a clean first wave and two in the second.
    @Test(arguments: [[100, 1_500, 3_000], [300, 3_000, 4_000]])
    func suggestionsAreSpentInScreenOrderAcrossChunksAndWaves(brokenScreens: [Int]) {
        let count = 5_000
        var yaml = "graph:\n  root: s0\nscreens:\n  detail:\n    view: D\n"
        for index in 0..<count {
            yaml += "  s\(index):\n    view: V\(index)\n    transitions:\n      next: s\((index + 1) % count)\n"
            yaml += "      detail: { to: detail, cycle: intended }\n"
            guard brokenScreens.contains(index) else { continue }
            for broken in 0..<60 { yaml += "      go\(broken): detial\n" }
        }
        let result = ScreenGraphCompiler.check(Self.graph(yaml))
        let unknown = result.diagnostics.filter { $0.rule.name == "unknown-screen" }
        #expect(unknown.count == 180)
        // In the order of the screens, each broken reference where it is written.
        #expect(unknown.map(\.location.line) == unknown.map(\.location.line).sorted())
        let suggested = unknown.map { $0.message.hasSuffix("did you mean 'detail'?") }
        #expect(suggested == Array(repeating: true, count: 100) + Array(repeating: false, count: 80))
    }

    /// A large graph's moves resolve in chunks on several cores; the graph-wide checks of
    /// choices and `then` run only when some chunk saw one, so one far into the graph (a
    /// later wave) must still be checked.
    @Test func choicesAndContinuationsInALaterChunkAreChecked() {
        let count = 5_000
        var yaml = "graph:\n  root: s0\nscreens:\n"
        var lines: [String: Int] = [:]
        for index in 0..<count {
            yaml += "  s\(index):\n    view: V\(index)\n    transitions:\n      next: s\((index + 1) % count)\n"
            let line = yaml.utf8.filter { $0 == UInt8(ascii: "\n") }.count + 1
            switch index {
            case 3_000:
                yaml += "      pick: { choice: p, one-of: [s1, s2] }\n"
            case 4_000:
                lines["then"] = line
                yaml += "      deep: { to: s4001, then: [s4002, s10] }\n"
            case 4_500:
                lines["choice"] = line
                yaml += "      pick: { choice: p, one-of: [s2, s1] }\n"
            default:
                break
            }
        }
        let result = ScreenGraphCompiler.check(Self.graph(yaml))
        let invalid = result.diagnostics.filter { $0.rule.name == "invalid-value" }
        #expect(invalid.map(\.location.line) == [lines["choice"], lines["then"]].compactMap { $0 }.sorted())
        #expect(invalid.contains { $0.message.hasPrefix("choice 'p' is declared with the candidates") })
        #expect(invalid.contains { $0.message.hasPrefix("'then' of transition 'deep'") })
    }
}
