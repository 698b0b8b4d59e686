import Foundation
import Testing

@testable import screengen

/// The tool imports FoundationEssentials where it can (no ICU data in the release binary), which
/// has no `NSString` path methods: `PathText` stands in for them, with NSString's answers (as
/// on Darwin: corelibs' `deletingLastPathComponent` traps on a one-letter path and answers
/// "" for "//"; and `a//` + `x` gives `a/x`, where corelibs keeps the double slash).
@Suite struct SystemIOTests {
    @Test(arguments: [
        ("", ""), ("/", "/"), ("//", "/"), ("a", "a"), ("a/", "a"), ("a//", "a"), ("/a", "a"), ("/a/", "a"),
        ("a/b", "b"), ("a/b/", "b"), ("a//b", "b"), ("/a/b/c", "c"), ("./a", "a"), ("../a/b", "b"),
        ("dir/Screens.generated.swift", "Screens.generated.swift"), ("/tmp/out/", "out"), (".hidden", ".hidden"),
    ])
    func lastComponent(_ path: String, _ expected: String) {
        #expect(PathText.lastComponent(path) == expected)
    }

    @Test(arguments: [
        ("", ""), ("/", "/"), ("//", "/"), ("a", ""), ("a/", ""), ("/a", "/"), ("/a/", "/"), ("a/b", "a"),
        ("a/b/", "a"), ("a//b", "a"), ("/a/b/c", "/a/b"), ("./a", "."), ("../a/b", "../a"),
        ("dir/Screens.generated.swift", "dir"), ("/tmp/out/", "/tmp"),
    ])
    func deletingLastComponent(_ path: String, _ expected: String) {
        #expect(PathText.deletingLastComponent(path) == expected)
    }

    @Test(arguments: [
        ("", "x.swift"), ("/", "/x.swift"), ("a", "a/x.swift"), ("a/", "a/x.swift"), ("a//", "a/x.swift"),
        ("/tmp/out/", "/tmp/out/x.swift"), ("out", "out/x.swift"),
    ])
    func appending(_ directory: String, _ expected: String) {
        #expect(PathText.appending(directory, "x.swift") == expected)
    }

    @Test func replaceWritesOrSaysWhyNotAndKeepsTheMode() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("systemio-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("b.json").path
        func write(_ text: String, to path: String) throws(SafeReplacement.Refusal) -> SafeReplacement.Outcome {
            let checked = try SafeReplacement.check(
                path, what: "baseline", inputs: [], ownership: .begins(with: "one"))
            return try SafeReplacement.replace(checked, with: text)
        }
        #expect(try write("one\n", to: path) == .written)
        #expect(chmod(path, 0o640) == 0)
        #expect(try write("one\n", to: path) == .unchanged)
        #expect(try write("one, two\n", to: path) == .written)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "one, two\n")
        var info = stat()
        #expect(stat(path, &info) == 0 && info.st_mode & 0o7777 == 0o640)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["b.json"])
        #expect(throws: SafeReplacement.Refusal.self) {
            try write("x", to: folder.appendingPathComponent("no/such/b.json").path)
        }
    }

    /// A file is compared with what would replace it a chunk at a time: same size and bytes,
    /// a difference in the last chunk, a file longer or shorter.
    @Test func holdsComparesInChunks() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("systemio-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("big.swift").path
        let bytes = (0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        func holds(_ candidate: [UInt8]) -> Bool {
            candidate.withUnsafeBytes { SafeReplacement.holds(path, exactly: $0) }
        }
        #expect(holds(bytes))
        var changed = bytes
        changed[199_999] ^= 1
        #expect(!holds(changed))
        #expect(!holds(Array(bytes.dropLast())))
        #expect(!holds(bytes + [0]))
        #expect(!holds([]))
    }
}
