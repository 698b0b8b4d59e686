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

    @Test func writeAtomicallyWritesOrSaysWhyNot() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("systemio-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("b.json").path
        #expect(SystemIO.writeAtomically("one\n", to: path) == nil)
        #expect(SystemIO.writeAtomically("two\n", to: path) == nil)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "two\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["b.json"])
        #expect(
            SystemIO.writeAtomically("x", to: folder.appendingPathComponent("no/such/b.json").path)?.message
                == "No such file or directory")
    }
}
