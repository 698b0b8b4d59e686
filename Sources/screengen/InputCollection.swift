import Foundation
import ScreenGenCore

/// Finds and reads a graph's files: every `*.yaml` / `*.yml` under a directory (recursively,
/// sorted by relative path), or the one file given.
enum InputCollection {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static func read(_ input: String) throws(Failure) -> [SourceFile] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: input, isDirectory: &isDirectory) else {
            throw Failure(description: "no such file or directory: '\(input)'")
        }
        guard isDirectory.boolValue else {
            let name = (input as NSString).lastPathComponent
            return [try readFile(path: input, displayPath: name)]
        }
        let relativePaths = try yamlFiles(under: input)
        guard !relativePaths.isEmpty else {
            throw Failure(description: "no *.yaml or *.yml files under '\(input)'")
        }
        let prefix = input.hasSuffix("/") ? input : input + "/"
        let directoryName = URL(fileURLWithPath: input).standardizedFileURL.lastPathComponent
        return try relativePaths.map { (relative) throws(Failure) in
            try readFile(path: prefix + relative, displayPath: directoryName + "/" + relative)
        }
    }

    private static func yamlFiles(under directory: String) throws(Failure) -> [String] {
        // Enumerate the real directory: a graph folder that is a symbolic link must still be read
        // (paths stay relative, so diagnostics keep the path the user gave).
        let resolved = URL(fileURLWithPath: directory).resolvingSymlinksInPath().path
        guard let enumerator = FileManager.default.enumerator(atPath: resolved) else {
            throw Failure(description: "cannot read directory '\(directory)'")
        }
        var paths: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let lowered = relative.lowercased()
            guard lowered.hasSuffix(".yaml") || lowered.hasSuffix(".yml") else { continue }
            var isDirectory: ObjCBool = false
            let full = (resolved as NSString).appendingPathComponent(relative)
            if FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), !isDirectory.boolValue {
                paths.append(relative)
            }
        }
        // Byte order, not locale order: the same sequence on every machine.
        return paths.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    private static func readFile(path: String, displayPath: String) throws(Failure) -> SourceFile {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw Failure(description: "cannot read '\(path)'")
        }
        return SourceFile(path: path, displayPath: displayPath, contents: [UInt8](data))
    }
}
