import Foundation
import ScreenGenDiagnostics
import Testing

@testable import screengen

/// The pure parts of the machine formats: escaping, paths, baseline keys.
struct OutputFormatterTests {
    static let paths = PathResolver(currentDirectory: "/repo")

    func report(_ diagnostics: [Diagnostic]) -> DiagnosticReport {
        DiagnosticReport(diagnostics: diagnostics, screens: 1, transitions: 0)
    }

    @Test func githubEscapesDataAndProperties() {
        #expect(GitHubAnnotationFormatter.escapedData("100% done\r\nnext: a,b") == "100%25 done%0D%0Anext: a,b")
        #expect(GitHubAnnotationFormatter.escapedProperty("a:b,c%\n") == "a%3Ab%2Cc%25%0A")
        let diagnostic = Diagnostic(
            .duplicateKey, "duplicate key '50%' in mapping",
            at: SourceLocation(file: "/repo/odd, name:1.yaml", line: 3, column: 7),
            notes: [.init("first defined here", at: SourceLocation(file: "odd, name:1.yaml", line: 2, column: 7))])
        #expect(
            GitHubAnnotationFormatter.format(report([diagnostic]), paths: Self.paths) == """
                ::error file=odd%2C name%3A1.yaml,line=3,col=7,title=duplicate-key::duplicate key '50%25' in mapping%0Aodd, name:1.yaml:2:7: note: first defined here

                """)
    }

    @Test func githubKeepsPathsOutsideTheCurrentDirectory() {
        let diagnostic = Diagnostic(
            .unreachableScreen, "screen 'x' cannot be reached from any root",
            at: SourceLocation(file: "../other/a.yaml", line: 1, column: 1))
        #expect(
            GitHubAnnotationFormatter.annotations(report([diagnostic]), paths: Self.paths).first?.file
                == "../other/a.yaml")
        #expect(GitHubAnnotationFormatter.command(.note) == "notice")
    }

    @Test func jsonStringsAreEscapedAndKeysKeepTheirOrder() {
        #expect(JSONValue.quoted("a\"b\\c\n\u{1}é/") == "\"a\\\"b\\\\c\\n\\u0001é/\"")
        let value = JSONValue.object([("z", .int(1)), ("a", .array([])), ("m", .object([("k", .bool(true))]))])
        #expect(value.pretty == "{\n  \"z\": 1,\n  \"a\": [],\n  \"m\": {\n    \"k\": true\n  }\n}\n")
        #expect(value.compact == "{\"z\": 1, \"a\": [], \"m\": {\"k\": true}}")
    }

    @Test func pathsAreResolvedLexically() {
        let paths = Self.paths
        #expect(paths.absolute("./screens//a.yaml") == "/repo/screens/a.yaml")
        #expect(paths.absolute("screens/../b.yaml") == "/repo/b.yaml")
        #expect(paths.insideCurrentDirectory("/repo/screens/a.yaml") == "screens/a.yaml")
        #expect(paths.insideCurrentDirectory("../elsewhere/a.yaml") == nil)
        #expect(paths.insideCurrentDirectory("/repository/a.yaml") == nil)
        #expect(paths.relative("screens/a.yaml", to: "/repo/ci") == "../screens/a.yaml")
        #expect(PathResolver.percentEncoded("my screens/#1 é.yaml") == "my%20screens/%231%20%C3%A9.yaml")
        #expect(PathResolver.fileURI("/a b", isDirectory: true) == "file:///a%20b/")
    }

    @Test func sarifLocationsAreRelativeToTheSourceRoot() {
        #expect(
            SARIFFormatter.artifactLocation("./screens/a.yaml", paths: Self.paths).compact
                == "{\"uri\": \"screens/a.yaml\", \"uriBaseId\": \"%SRCROOT%\"}")
        #expect(
            SARIFFormatter.artifactLocation("/tmp/a.yaml", paths: Self.paths).compact
                == "{\"uri\": \"file:///tmp/a.yaml\"}")
        #expect(SARIFFormatter.level(.warning) == "warning")
    }

    @Test func baselineKeysHoldNoPositionsAndCountOccurrences() throws {
        #expect(
            Baseline.stableMessage("cycle at line 12, column 3 via a.yaml:4:5")
                == "cycle at line _, column _ via a.yaml:_:_")
        let location = { (line: Int) in SourceLocation(file: "screens/a.yaml", line: line, column: 3) }
        let twice = [
            Diagnostic(.unknownKey, "unknown key 'x' in screen 'a'", at: location(4)),
            Diagnostic(.unknownKey, "unknown key 'x' in screen 'a'", at: location(9)),
        ]
        let keyed = Baseline.keyed(twice, file: { $0 })
        #expect(keyed.map(\.entry.occurrence) == [1, 2])
        // A baseline of the first one hides one of the two, whichever moved.
        let baseline = Baseline(entries: [keyed[0].entry])
        let moved = twice.map { diagnostic in
            var copy = diagnostic
            copy.location.line += 10
            return copy
        }
        #expect(baseline.suppressed(among: moved, file: { $0 }) == [moved[0]])
        // Written sorted, one finding a line, and read back the same.
        let both = Baseline(recording: twice, file: { $0 })
        #expect(
            both.encoded == """
                {
                  "version": 1,
                  "findings": [
                    {"rule": "unknown-key", "file": "screens/a.yaml", "message": "unknown key 'x' in screen 'a'", "occurrence": 1},
                    {"rule": "unknown-key", "file": "screens/a.yaml", "message": "unknown key 'x' in screen 'a'", "occurrence": 2}
                  ]
                }

                """)
        #expect(try Baseline(decoding: Data(both.encoded.utf8)) == both)
        #expect(Baseline(entries: []).encoded == "{\n  \"version\": 1,\n  \"findings\": []\n}\n")
    }
}
