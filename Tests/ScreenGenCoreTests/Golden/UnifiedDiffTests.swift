import Testing

/// What a failing reference file prints: the hunks that changed, not two whole files.
struct UnifiedDiffTests {
    static let lines = (1...100).map { "line \($0)" }

    @Test func equalTextsHaveNoDiff() {
        let text = Self.lines.joined(separator: "\n")
        #expect(UnifiedDiff.diff(text, text) == "")
    }

    @Test func aChangedLineIsOneHunkWithItsContext() {
        var changed = Self.lines
        changed[49] = "line fifty"
        let diff = UnifiedDiff.diff(Self.lines.joined(separator: "\n"), changed.joined(separator: "\n"))
        #expect(
            diff == """
                @@ -47,7 +47,7 @@
                 line 47
                 line 48
                 line 49
                -line 50
                +line fifty
                 line 51
                 line 52
                 line 53
                """)
    }

    @Test func insertionsAndRemovalsFarApartAreTwoHunks() {
        var changed = Self.lines
        changed.insert("new", at: 10)
        changed.removeLast()
        let diff = UnifiedDiff.diff(Self.lines.joined(separator: "\n"), changed.joined(separator: "\n"))
        let headers = diff.split(separator: "\n").filter { $0.hasPrefix("@@") }
        #expect(headers == ["@@ -8,6 +8,7 @@", "@@ -97,4 +98,3 @@"])
        #expect(diff.contains("\n+new\n"))
        #expect(diff.hasSuffix("\n-line 100"))
    }
}
