import Testing

@testable import ScreenGenYAML

/// Merge keys (`<<: *anchor`) are resolved as PyYAML's SafeLoader resolves them: own keys win,
/// earlier mappings of a list win over later ones, and merged pairs keep their locations. The
/// merged keys take the place of the `<<`, so the order reads as the file is written.
@Suite struct MergeKeyTests {
    @Test func aMergeKeyMergesTheAnchoredMappingsPairs() {
        let text = "base: &b {x: 1, y: 2}\nthis:\n  <<: *b\n  z: 3\n"
        #expect(
            tree(of: text)
                == "{base@1:1: {x@1:11: 1@1:14, y@1:17: 2@1:20}@1:7, this@2:1: {x@1:11: 1@1:14, y@1:17: 2@1:20, z@4:3: 3@4:6}@3:3}@1:1"
        )
        #expect(diagnostics(of: text).isEmpty)
    }

    @Test func anInlineMappingCanBeMerged() {
        #expect(tree(of: "a: {<<: {x: 1}, y: 2}\n") == "{a@1:1: {x@1:10: 1@1:13, y@1:17: 2@1:20}@1:4}@1:1")
    }

    @Test func ownKeysWinWhereverTheyAreWritten() {
        let base = "b: &b {x: 1, y: 2, z: 3}\n"
        // After the merge key, and before it: either way the own value stays, at its own place.
        #expect(
            tree(of: base + "m: {<<: *b, y: own}\n")
                == "{b@1:1: {x@1:8: 1@1:11, y@1:14: 2@1:17, z@1:20: 3@1:23}@1:4, m@2:1: {x@1:8: 1@1:11, z@1:20: 3@1:23, y@2:13: own@2:16}@2:4}@1:1"
        )
        #expect(
            tree(of: base + "m: {y: own, <<: *b}\n")
                == "{b@1:1: {x@1:8: 1@1:11, y@1:14: 2@1:17, z@1:20: 3@1:23}@1:4, m@2:1: {y@2:5: own@2:8, x@1:8: 1@1:11, z@1:20: 3@1:23}@2:4}@1:1"
        )
        #expect(diagnostics(of: base + "m: {y: own, <<: *b, z: own}\n").isEmpty, "an override is no duplicate key")
    }

    @Test func earlierMappingsOfAListWinOverLaterOnes() {
        let text = "- &a {x: a, y: a}\n- &b {y: b, z: b}\n- {<<: [*a, *b], w: own}\n"
        #expect(
            tree(of: text)
                == "[{x@1:7: a@1:10, y@1:13: a@1:16}@1:3, {y@2:7: b@2:10, z@2:13: b@2:16}@2:3, {x@1:7: a@1:10, y@1:13: a@1:16, z@2:13: b@2:16, w@3:18: own@3:21}@3:3]@1:1"
        )
        #expect(
            tree(of: "- &a {x: a, y: a}\n- &b {y: b, z: b}\n- {<<: [*b, *a]}\n")?.hasSuffix(
                "{y@2:7: b@2:10, z@2:13: b@2:16, x@1:7: a@1:10}@3:3]@1:1") == true)
        #expect(tree(of: "a: {<<: []}\n") == "{a@1:1: {}@1:4}@1:1", "an empty list merges nothing")
    }

    @Test func aMergedMappingsOwnMergeKeysAreResolvedFirst() {
        let text = "a: &a {x: 1, y: 1}\nb: &b {<<: *a, y: 2}\nc: {<<: *b, z: 3}\n"
        #expect(
            tree(of: text)
                == "{a@1:1: {x@1:8: 1@1:11, y@1:14: 1@1:17}@1:4, b@2:1: {x@1:8: 1@1:11, y@2:16: 2@2:19}@2:4, c@3:1: {x@1:8: 1@1:11, y@2:16: 2@2:19, z@3:13: 3@3:16}@3:4}@1:1"
        )
        #expect(tree(of: "a: {<<: {<<: {x: 1}, y: 2}}\n") == "{a@1:1: {x@1:15: 1@1:18, y@1:22: 2@1:25}@1:4}@1:1")
    }

    @Test func aQuotedOrTaggedMergeKeyIsAnOrdinaryKey() {
        #expect(
            tree(of: "b: &b {x: 1}\nm: {\"<<\": *b}\n")
                == "{b@1:1: {x@1:8: 1@1:11}@1:4, m@2:1: {\"<<\"@2:5: {x@1:8: 1@1:11}@1:4}@2:4}@1:1")
        #expect(tree(of: "m: {'<<': 1}\n") == "{m@1:1: {'<<'@1:5: 1@1:11}@1:4}@1:1")
        #expect(
            tree(of: "m: {!!merge <<: {x: 1}}\n")
                == "{m@1:1: {<tag:yaml.org,2002:merge><<@1:5: {x@1:18: 1@1:21}@1:17}@1:4}@1:1")
        // Nor is `<<` as a value anything but text.
        #expect(tree(of: "m: <<\n") == "{m@1:1: <<@1:4}@1:1")
    }

    @Test func aMergeKeyCanBeAnAliasToAPlainLessLess() {
        #expect(tree(of: "- &k <<\n- {*k : {x: 1}}\n") == "[<<@1:3, {x@2:10: 1@2:13}@2:3]@1:1")
    }

    @Test func mergedKeysKeepTheLocationsTheyAreWrittenAt() throws {
        let text = """
            shared: &shared
              open: detail
              close: home
            home:
              <<: *shared
              close: other

            """
        let document = try #require(load(text).document?.mapping)
        let home = try #require(document[1].value.mapping)
        #expect(home.map { $0.key.scalar?.text } == ["open", "close"])
        #expect(home[0].key.location.line == 2 && home[0].key.location.column == 3)
        #expect(home[0].value.location.line == 2 && home[0].value.location.column == 9)
        #expect(home[1].key.location.line == 6 && home[1].key.location.column == 3)
    }

    @Test func aMergeInsideASequenceItem() {
        let text = "defaults: &d {style: sheet}\nitems:\n  - <<: *d\n    to: a\n  - to: b\n    <<: *d\n"
        #expect(
            tree(of: text)
                == "{defaults@1:1: {style@1:15: sheet@1:22}@1:11, items@2:1: [{style@1:15: sheet@1:22, to@4:5: a@4:9}@3:5, {to@5:5: b@5:9, style@1:15: sheet@1:22}@5:5]@3:3}@1:1"
        )
    }

    // MARK: errors

    @Test func aScalarMergeValueIsAnInvalidValueAndIsDropped() {
        let text = "m:\n  <<: oops\n  x: 1\n"
        #expect(
            diagnostics(of: text) == [
                "t.yaml:2:7: error: a merge key '<<' takes a mapping or a list of mappings, found a scalar [invalid-value]"
            ])
        #expect(tree(of: text) == "{m@1:1: {x@3:3: 1@3:6}@2:3}@1:1")
        #expect(
            diagnostics(of: "m:\n  <<:\n  x: 1\n") == [
                "t.yaml:2:6: error: a merge key '<<' takes a mapping or a list of mappings, found a scalar [invalid-value]"
            ], "null is a scalar too")
    }

    @Test func anAliasToAScalarIsReportedWhereTheAliasIs() {
        #expect(
            diagnostics(of: "s: &s text\nm: {<<: *s}\n") == [
                "t.yaml:2:9: error: a merge key '<<' takes a mapping or a list of mappings, found a scalar [invalid-value]"
            ])
    }

    @Test func aListItemThatIsNoMappingIsAnInvalidValue() {
        let text = "a: &a {x: 1}\nm: {<<: [*a, oops, [y]], z: 2}\n"
        #expect(
            diagnostics(of: text) == [
                "t.yaml:2:14: error: a merge key '<<' takes a mapping or a list of mappings, found a scalar in the list [invalid-value]"
            ])
        #expect(
            tree(of: text) == "{a@1:1: {x@1:8: 1@1:11}@1:4, m@2:1: {z@2:26: 2@2:29}@2:4}@1:1",
            "nothing of the list is merged")
        #expect(
            diagnostics(of: "m: {<<: [[y]]}\n") == [
                "t.yaml:1:10: error: a merge key '<<' takes a mapping or a list of mappings, found a sequence in the list [invalid-value]"
            ])
    }

    @Test func twoMergeKeysAreDuplicateKeys() {
        let text = "a: &a {x: 1}\nb: &b {y: 2}\nm:\n  <<: *a\n  <<: *b\n"
        #expect(
            diagnostics(of: text) == [
                "t.yaml:5:3: error: duplicate key '<<' in mapping [duplicate-key]\nt.yaml:4:3: note: first defined here"
            ])
        #expect(tree(of: text)?.hasSuffix("m@3:1: {x@1:8: 1@1:11}@4:3}@1:1") == true, "the second is dropped")
    }

    @Test func aRejectedMergeKeyLeavesNoTraceForALaterOne() {
        // Past eight keys too, where keys are found through a dictionary.
        let keys = (1...9).map { "  k\($0): \($0)\n" }.joined()
        let text = "a: &a {x: 1}\nm:\n" + keys + "  <<: oops\n  <<: *a\n"
        #expect(
            diagnostics(of: text) == [
                "t.yaml:12:7: error: a merge key '<<' takes a mapping or a list of mappings, found a scalar [invalid-value]"
            ])
        #expect(
            load(text).document?.mapping?[1].value.mapping?.map { $0.key.scalar?.text ?? "" } == (1...9).map {
                "k\($0)"
            } + ["x"])
    }

    @Test func aQuotedLessLessAndAMergeKeyAreOneKey() {
        // Keys compare by text whatever their quoting, the merge key included.
        #expect(
            diagnostics(of: "m: {'<<': 1, <<: {x: 1}}\n") == [
                "t.yaml:1:14: error: duplicate key '<<' in mapping [duplicate-key]\nt.yaml:1:5: note: first defined here"
            ])
    }

    // MARK: limits

    @Test func mergedContentCountsAsAliasesDo() {
        // Root 1, `a` 1 + 3, `m` 1 + 3 (its mapping, `<<` and `*a` at `a`'s 3): 11 nodes, though
        // the merged mapping holds fewer.
        let text = "a: &a {x: 1}\nm: {<<: *a}\n"
        #expect(diagnostics(of: text, limits: YAMLLoadLimits(maximumExpandedNodes: 11)).isEmpty)
        #expect(
            diagnostics(of: text, limits: YAMLLoadLimits(maximumExpandedNodes: 10)) == [
                "t.yaml:2:9: error: aliases expand to more than 10 nodes [input-limit]"
            ])
    }

    @Test func aMergeBombFailsAtTheLimitInMilliseconds() {
        // Each level merges the last one ten times: few keys, but ten times the nodes a level.
        var text = "l0: &l0 {k: v}\n"
        for level in 1...9 {
            text +=
                "l\(level): &l\(level) {<<: [" + Array(repeating: "*l\(level - 1)", count: 10).joined(separator: ", ")
                + "]}\n"
        }
        let start = ContinuousClock.now
        let result = load(text)
        #expect(result.document == nil)
        #expect(
            result.diagnostics.map(\.formatted).first?.hasSuffix(
                "error: aliases expand to more than 2000000 nodes [input-limit]") == true)
        #expect(result.diagnostics.count == 1)
        #expect(ContinuousClock.now - start < .seconds(1))
    }

    /// The merge value counts at the depth it is written at, as any alias does: one level
    /// deeper than its pairs end up.
    @Test func mergedContentCannotNestDeeperThanTheLimit() {
        let limits = YAMLLoadLimits(maximumDepth: 4)
        #expect(diagnostics(of: "a: &a {x: [y]}\nb: {<<: *a}\n", limits: limits).isEmpty)
        #expect(
            diagnostics(of: "a: &a {x: [y]}\nb: [{<<: *a}]\n", limits: limits) == [
                "t.yaml:2:10: error: alias expands to nesting deeper than 4 levels [input-limit]"
            ])
    }
}
