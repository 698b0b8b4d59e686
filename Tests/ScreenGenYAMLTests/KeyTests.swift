import Testing

@testable import ScreenGenYAML

/// Keys are scalars and unique per mapping; offenders are reported and dropped, and loading
/// goes on so that every such problem of a file is reported at once.
@Suite struct KeyTests {
    @Test func aDuplicateKeyIsReportedAtTheSecondWithANoteAtTheFirst() {
        let text = "name: a\nview: V\nname: b\n"
        #expect(
            diagnostics(of: text) == [
                """
                t.yaml:3:1: error: duplicate key 'name' in mapping [duplicate-key]
                t.yaml:1:1: note: first defined here
                """
            ])
        #expect(tree(of: text) == "{name@1:1: a@1:7, view@2:1: V@2:7}@1:1")
    }

    @Test func everyRepeatPointsBackToTheFirstKey() {
        #expect(
            diagnostics(of: "{a: 1, b: 2, a: 3, a: 4}") == [
                "t.yaml:1:14: error: duplicate key 'a' in mapping [duplicate-key]\nt.yaml:1:2: note: first defined here",
                "t.yaml:1:20: error: duplicate key 'a' in mapping [duplicate-key]\nt.yaml:1:2: note: first defined here",
            ])
    }

    @Test func keysCompareByTextWhateverTheirStyle() {
        #expect(
            diagnostics(of: "a: 1\n'a': 2\n") == [
                "t.yaml:2:1: error: duplicate key 'a' in mapping [duplicate-key]\nt.yaml:1:1: note: first defined here"
            ])
    }

    @Test func eachMappingHasItsOwnKeys() {
        #expect(diagnostics(of: "x: {a: 1}\ny: {a: 2}\nz:\n  a: 3\n").isEmpty)
    }

    @Test func keyTextInAMessageStaysOnOneLine() {
        #expect(
            diagnostics(of: "\"a\\nb\": 1\n\"a\\nb\": 2\n") == [
                "t.yaml:2:1: error: duplicate key 'a\\nb' in mapping [duplicate-key]\nt.yaml:1:1: note: first defined here"
            ])
    }

    @Test func aVeryLongKeyIsShortenedInTheMessage() {
        let key = String(repeating: "k", count: 100)
        let shown = String(repeating: "k", count: 60) + "…"
        #expect(
            diagnostics(of: "\(key): 1\n\(key): 2\n") == [
                "t.yaml:2:1: error: duplicate key '\(shown)' in mapping [duplicate-key]\nt.yaml:1:1: note: first defined here"
            ])
    }

    @Test func aCollectionKeyIsReportedAndItsPairDropped() {
        let text = "? [a]\n: b\nc: d\n"
        #expect(diagnostics(of: text) == ["t.yaml:1:3: error: mapping keys must be scalars [invalid-value]"])
        #expect(tree(of: text) == "{c@3:1: d@3:4}@1:1")
        #expect(diagnostics(of: "{a: 1}: x\n") == ["t.yaml:1:1: error: mapping keys must be scalars [invalid-value]"])
    }

    @Test func problemsWithAliasedKeysAreReportedWhereTheAliasIs() {
        #expect(
            diagnostics(of: "- &m {a: 1}\n- {*m : x}\n") == [
                "t.yaml:2:4: error: mapping keys must be scalars [invalid-value]"
            ])
        #expect(
            diagnostics(of: "a: &k name\nname: 1\n*k : 2\n") == [
                "t.yaml:3:1: error: duplicate key 'name' in mapping [duplicate-key]\nt.yaml:2:1: note: first defined here"
            ])
    }

    /// Short ASCII keys are compared by their bytes, longer ones by length, first bytes and a
    /// hash before their text (`KeyText`): keys that differ only past the first 8 or 16 bytes
    /// stay apart, and texts that are canonically equivalent (`é` written as one scalar or
    /// two, the Kelvin sign and `K`) are still one key, as they are as `String`s.
    @Test func keysCompareAsStringsWhateverTheirLength() {
        let long = "abcdefghijklmnopqrstuvwxyz"
        let text = """
            \(long)1: 1
            \(long)2: 2
            nineChars: 3
            nineCharz: 4
            "e\\u0301": 5
            K: 6
            \(long)1: 7
            nineChars: 8
            "\\u00E9": 9
            "\\u212A": 10

            """
        #expect(
            diagnostics(of: text) == [
                "t.yaml:7:1: error: duplicate key '\(long)1' in mapping [duplicate-key]\nt.yaml:1:1: note: first defined here",
                "t.yaml:8:1: error: duplicate key 'nineChars' in mapping [duplicate-key]\nt.yaml:3:1: note: first defined here",
                "t.yaml:9:1: error: duplicate key '\u{E9}' in mapping [duplicate-key]\nt.yaml:5:1: note: first defined here",
                "t.yaml:10:1: error: duplicate key '\u{212A}' in mapping [duplicate-key]\nt.yaml:6:1: note: first defined here",
            ])
    }

    /// Past eight keys, duplicates are found through a dictionary rather than a scan; both
    /// must find the same keys, early and late ones alike.
    @Test func duplicatesAreFoundInLargeMappings() {
        let keys = (1...30).map { "k\($0): \($0)\n" }.joined()
        let text = keys + "k2: again\nk25: again\n"
        #expect(
            diagnostics(of: text) == [
                "t.yaml:31:1: error: duplicate key 'k2' in mapping [duplicate-key]\nt.yaml:2:1: note: first defined here",
                "t.yaml:32:1: error: duplicate key 'k25' in mapping [duplicate-key]\nt.yaml:25:1: note: first defined here",
            ])
        #expect(load(text).document?.mapping?.map { $0.key.scalar?.text ?? "" } == (1...30).map { "k\($0)" })
    }

    /// The ninth key is the first looked up in the mapping's table rather than by a scan: the
    /// table must hold the eight before it (it was built only after the lookup, and a mapping's
    /// ninth key repeating an earlier one went unreported).
    @Test func aNinthKeyRepeatingAnEarlierOneIsADuplicate() {
        let keys = (1...8).map { "k\($0): \($0)\n" }.joined()
        #expect(
            diagnostics(of: keys + "k3: again\nk9: 9\n") == [
                "t.yaml:9:1: error: duplicate key 'k3' in mapping [duplicate-key]\nt.yaml:3:1: note: first defined here"
            ])
        let loadedKeys = load(keys + "k3: again\n").document?.mapping?.map { $0.key.scalar?.text ?? "" }
        #expect(loadedKeys == (1...8).map { "k\($0)" })
    }

    @Test func aNoteAboutAnAliasedFirstKeyPointsAtTheAliasInLargeMappings() {
        let keys = (1...10).map { "k\($0): \($0)\n" }.joined()
        #expect(
            diagnostics(
                of: "- &n name\n- \n  *n : 1\n" + keys.split(separator: "\n").map { "  \($0)\n" }.joined()
                    + "  name: 2\n") == [
                    "t.yaml:14:3: error: duplicate key 'name' in mapping [duplicate-key]\nt.yaml:3:3: note: first defined here"
                ])
    }
}
