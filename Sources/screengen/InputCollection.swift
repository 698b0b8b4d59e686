import ScreenGenCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds and reads a graph's files: every `*.yaml` / `*.yml` under a directory (recursively,
/// sorted by relative path), or the one file given.
///
/// A path given on the command line that cannot be read is a `Failure` (exit status 2), named
/// truly: missing, a dangling link, a link loop, not a file or folder. Inside a directory,
/// an entry that cannot be part of the graph (a dangling link, a link loop, a YAML-named FIFO
/// or device) is skipped with a warning, never silently. Reads stop one byte past the size
/// limit, so a huge file is refused without being read whole, and a special file is never
/// opened, so nothing hangs.
struct InputCollection {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// An entry of the graph's folder that was skipped, and why.
    struct SkippedEntry: Hashable {
        /// The path as given on the command line plus the entry (`../app/screens/x.yaml`).
        var path: String
        /// The path as the text line shows it: the folder's name plus the entry.
        var shownPath: String
        /// "it is a symbolic link loop".
        var reason: String
    }

    /// The graph's files, with the identity of each (to refuse writing output onto one).
    var files: [SourceFile] = []
    var identities: Set<FileStatus.Identity> = []
    /// Entries skipped inside a directory, in the order they were found.
    var skipped: [SkippedEntry] = []

    /// `path: warning: skipped: …` lines for entries skipped inside a directory.
    var warnings: [String] { skipped.map { "\($0.shownPath): warning: skipped: \($0.reason)" } }

    static func read(_ input: String) throws(Failure) -> InputCollection {
        var collection = InputCollection()
        let status = try status(ofArgument: input)
        switch status.kind {
        case .directory:
            try collection.readDirectory(input)
        case .regular:
            let name = PathText.lastComponent(input)
            try collection.readFile(path: input, displayPath: name)
        case .symbolicLink, .other:
            throw Failure(description: "'\(displayed(input))' is not a regular file or a directory")
        }
        return collection
    }

    /// The status of a command-line path, or a failure that says exactly what is wrong with it.
    private static func status(ofArgument path: String) throws(Failure) -> FileStatus {
        switch FileStatus.of(path) {
        case .success(let status):
            return status
        case .failure(let code):
            throw Failure(description: describe(path, failure: code))
        }
    }

    static func describe(_ path: String, failure code: SystemError) -> String {
        let shown = displayed(path)
        switch code {
        case .ENOENT:
            if case .success(let link) = FileStatus.ofLink(path), link.kind == FileStatus.Kind.symbolicLink {
                let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?"
                return "'\(shown)' is a symbolic link to '\(displayed(target))', which does not exist"
            }
            return "no such file or directory: '\(shown)'"
        case .ELOOP:
            return "'\(shown)' is a symbolic link loop (too many levels of symbolic links)"
        default:
            return "cannot read '\(shown)': \(code.message)"
        }
    }

    /// The absolute path with every link resolved (`realpath(3)`), or nil when it cannot be.
    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private static func isYAMLName(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return lowered.hasSuffix(".yaml") || lowered.hasSuffix(".yml")
    }

    private mutating func readDirectory(_ directory: String) throws(Failure) {
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        let directoryName = URL(fileURLWithPath: directory).standardizedFileURL.lastPathComponent
        var relativePaths: [String] = []
        guard collect(under: prefix, relative: "", displayRoot: directoryName, into: &relativePaths) else {
            throw Failure(description: "cannot read directory '\(displayed(directory))'")
        }
        guard !relativePaths.isEmpty else {
            throw Failure(description: "no *.yaml or *.yml files under '\(displayed(directory))'")
        }
        // Byte order, not locale order: the same sequence on every machine.
        relativePaths.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        for relative in relativePaths {
            try readFile(path: prefix + relative, displayPath: directoryName + "/" + relative)
        }
    }

    /// Appends the YAML files under `base + relative` (following links to files and folders),
    /// warning about entries that cannot be read. False when the folder itself cannot be listed.
    private mutating func collect(
        under base: String, relative: String, displayRoot: String, into paths: inout [String]
    ) -> Bool {
        let folder = base + relative
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder),
            let realFolder = Self.realPath(folder)
        else {
            return false
        }
        // Byte order: warnings come out in the same order on every machine.
        for name in names.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            let entry = relative + name
            let path = base + entry
            let shown = displayed(displayRoot + "/" + entry)
            func skip(_ reason: String) {
                skipped.append(SkippedEntry(path: displayed(path), shownPath: shown, reason: reason))
            }
            switch FileStatus.of(path) {
            case .failure(let code):
                if case .success(let link) = FileStatus.ofLink(path), link.kind == FileStatus.Kind.symbolicLink {
                    let reason =
                        code == .ELOOP
                        ? "it is a symbolic link loop"
                        : code == .ENOENT
                            ? "it is a symbolic link to nothing (its target does not exist)"
                            : "its target cannot be read: \(code.message)"
                    skip(reason)
                } else if Self.isYAMLName(name) {
                    skip(code.message)
                }
            case .success(let status):
                switch status.kind {
                case .directory:
                    // A link to this folder or any folder above it would make the walk endless
                    // (or walk far more than the graph): it is a loop, whatever its spelling.
                    if let real = Self.realPath(path),
                        realFolder == real || realFolder.hasPrefix(real == "/" ? "/" : real + "/")
                    {
                        skip("it leads back to a folder that contains it (a symbolic link loop)")
                        continue
                    }
                    if !collect(under: base, relative: entry + "/", displayRoot: displayRoot, into: &paths) {
                        skip("the folder cannot be read")
                    }
                case .regular where Self.isYAMLName(name):
                    paths.append(entry)
                case .other, .symbolicLink:
                    if Self.isYAMLName(name) {
                        skip("not a regular file")
                    }
                case .regular:
                    break
                }
            }
        }
        return true
    }

    /// Reads at most one byte more than the loader accepts; the loader reports the true size.
    private mutating func readFile(path: String, displayPath: String) throws(Failure) {
        let read = try BoundedFileRead.read(path, limit: ScreenGraphCompiler.maximumFileSize)
        let sizeOnDisk = read.isOverLimit ? max(read.status.size, read.bytes.count) : nil
        files.append(SourceFile(path: path, displayPath: displayPath, contents: read.bytes, sizeOnDisk: sizeOnDisk))
        identities.insert(read.status.identity)
    }
}
