import Testing

@testable import ScreenGenYAML

/// Hostile input meets a limit, fast and with little memory, never a crash.
@Suite struct LimitTests {
    @Test func aFileOverTheSizeLimitIsRejectedBeforeParsing() {
        let limits = YAMLLoadLimits(maximumFileSize: 10)
        #expect(
            diagnostics(of: "name: abcdefgh\n", limits: limits) == [
                "t.yaml:1:1: error: file is 15 bytes, larger than the limit of 10 bytes [input-limit]"
            ])
        #expect(diagnostics(of: "name: abc\n", limits: limits).isEmpty)
    }

    @Test func nestingDeeperThanTheLimitIsReportedAtTheCollectionThatCrossesIt() {
        let limits = YAMLLoadLimits(maximumDepth: 3)
        #expect(tree(of: "[[[a]]]", limits: limits) == "[[[a@1:4]@1:3]@1:2]@1:1")
        let result = load("[[[[a]]]]", limits: limits)
        #expect(result.document == nil)
        #expect(
            result.diagnostics.map(\.formatted) == [
                "t.yaml:1:4: error: nesting is deeper than 3 levels [input-limit]"
            ])
        #expect(
            diagnostics(of: "a:\n  b:\n    c:\n      d: 1\n", limits: limits) == [
                "t.yaml:4:7: error: nesting is deeper than 3 levels [input-limit]"
            ])
    }

    @Test func depthBombsStopAtTheLimit() {
        let start = ContinuousClock.now
        #expect(
            diagnostics(of: String(repeating: "[", count: 100_000)) == [
                "t.yaml:1:65: error: nesting is deeper than 64 levels [input-limit]"
            ])
        #expect(
            diagnostics(of: String(repeating: "- ", count: 100_000)) == [
                "t.yaml:1:129: error: nesting is deeper than 64 levels [input-limit]"
            ])
        #expect(
            diagnostics(of: String(repeating: "{a: ", count: 100_000)) == [
                "t.yaml:1:257: error: nesting is deeper than 64 levels [input-limit]"
            ])
        #expect(ContinuousClock.now - start < .seconds(2))
    }

    @Test func moreNodesThanTheLimitAreReportedAtTheFirstOneOver() {
        let limits = YAMLLoadLimits(maximumExpandedNodes: 5)
        #expect(diagnostics(of: "[a, b, c, d]", limits: limits).isEmpty)
        #expect(
            diagnostics(of: "[a, b, c, d, e]", limits: limits) == [
                "t.yaml:1:14: error: document has more than 5 nodes [input-limit]"
            ])
    }

    @Test func aBillionLaughsFailsAtTheAliasThatCrossesTheLimitInMilliseconds() {
        let lol = "a: &a [" + Array(repeating: "lol", count: 10).joined(separator: ", ") + "]\n"
        let levels = zip("bcdefghi", "abcdefgh").map { name, previous in
            "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 10).joined(separator: ", ") + "]\n"
        }
        let start = ContinuousClock.now
        let result = load(lol + levels.joined())
        // Before `g`, the document holds 1,234,573 nodes; `g`'s first `*f` adds 1,111,111.
        #expect(result.document == nil)
        #expect(
            result.diagnostics.map(\.formatted) == [
                "t.yaml:7:8: error: aliases expand to more than 2000000 nodes [input-limit]"
            ])
        #expect(ContinuousClock.now - start < .seconds(1))
    }

    @Test func aliasesCountAtTheirFullSize() {
        let limits = YAMLLoadLimits(maximumExpandedNodes: 8)
        // Root 1, `a` 1 + 3, `b` 1: 6 nodes; `*a` adds 3 more.
        #expect(
            diagnostics(of: "a: &x [1, 2]\nb: *x\n", limits: limits) == [
                "t.yaml:2:4: error: aliases expand to more than 8 nodes [input-limit]"
            ])
        #expect(diagnostics(of: "a: &x [1, 2]\nb: *x\n", limits: YAMLLoadLimits(maximumExpandedNodes: 9)).isEmpty)
    }

    @Test func anAliasCannotNestDeeperThanTheLimit() {
        let limits = YAMLLoadLimits(maximumDepth: 4)
        #expect(diagnostics(of: "a: &a [[[x]]]\nb: *a\n", limits: limits).isEmpty)
        #expect(
            diagnostics(of: "a: &a [[[x]]]\nb: [*a]\n", limits: limits) == [
                "t.yaml:2:5: error: alias expands to nesting deeper than 4 levels [input-limit]"
            ])
    }

    @Test func chainedAliasesCannotBuildDeepTrees() {
        // Each level wraps the last in four more: few nodes, but without the height recorded per
        // anchor the tree would grow four levels a line, far past the limit.
        var text = "l0: &l0 [x]\n"
        for level in 1...30 {
            text += "l\(level): &l\(level) [[[[*l\(level - 1)]]]]\n"
        }
        // `l16` nests `l15` (height 61) inside five open collections.
        #expect(
            diagnostics(of: text) == [
                "t.yaml:17:15: error: alias expands to nesting deeper than 64 levels [input-limit]"
            ])
    }
}
