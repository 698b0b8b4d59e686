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
/// or device, a second path to a folder already read, a folder too deep, the rest of a folder
/// past the walk's entry limit) is skipped with a warning, never silently. Reads stop one byte past the size
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
        /// "it is a symbolic link loop".
        var reason: String
    }

    /// The graph's files, with the identity of each (to refuse writing output onto one).
    var files: [SourceFile] = []
    var identities: Set<FileStatus.Identity> = []
    /// Entries skipped inside a directory, in the order they were found.
    var skipped: [SkippedEntry] = []

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

    /// How deep the walk goes below the graph's folder: a folder deeper than this is skipped.
    static let maximumDepth = 32
    /// How many entries (files and folders, whatever their names) the walk looks at in all,
    /// before it stops: a link to `/proc`, `/sys` or `/` must not read the machine.
    static let maximumEntries = 100_000

    /// What the walk has seen: each real folder is read once, whatever links lead to it.
    private struct Walk {
        var entries = 0
        var stopped = false
        /// Each folder read, by identity, with the path it was read under.
        var firstPath: [FileStatus.Identity: String] = [:]
    }

    private mutating func readDirectory(_ directory: String) throws(Failure) {
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        let directoryName = URL(fileURLWithPath: directory).standardizedFileURL.lastPathComponent
        var relativePaths: [String] = []
        var walk = Walk()
        if case .success(let status) = FileStatus.of(directory) {
            walk.firstPath[status.identity] = displayed(directory)
        }
        guard collect(under: prefix, relative: "", depth: 0, walk: &walk, into: &relativePaths) else {
            throw Failure(description: "cannot read directory '\(displayed(directory))'")
        }
        guard !relativePaths.isEmpty else {
            throw Failure(description: "no *.yaml or *.yml files under '\(displayed(directory))'")
        }
        // Byte order, not locale order: the same sequence on every machine.
        relativePaths.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        let paths = relativePaths.map { prefix + $0 }
        let reads = BoundedFileRead.readAll(paths, limit: ScreenGraphCompiler.maximumFileSize)
        for (position, relative) in relativePaths.enumerated() {
            switch reads[position] {
            case .success(let read):
                add(read, path: paths[position], displayPath: directoryName + "/" + relative)
            case .failure(let error):
                // Gone since the walk listed it (a process's folder under /proc, a file another
                // tool removed): skipped with a warning, as any entry the walk cannot read.
                guard case .failure(.ENOENT) = FileStatus.ofLink(paths[position]) else { throw error }
                skipped.append(
                    SkippedEntry(path: displayed(paths[position]), reason: "it was removed while the folder was read"))
            }
        }
    }

    /// The names in `folder`, at most `limit` of them (one more means there are more); nil when
    /// it cannot be listed.
    private static func names(in folder: String, limit: Int) -> [String]? {
        guard let stream = opendir(folder) else { return nil }
        defer { closedir(stream) }
        var names: [String] = []
        while names.count <= limit, let entry = readdir(stream) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) {
                String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return names
    }

    /// Appends the YAML files under `base + relative` (following links to files and folders),
    /// warning about entries that cannot be read. False when the folder itself cannot be listed.
    ///
    /// Each real folder (device and inode) is read once: a second path to it, through a link,
    /// is skipped, so a diamond of links costs its folders, not its paths. The walk goes at
    /// most `maximumDepth` folders down and looks at `maximumEntries` entries in all; what it
    /// leaves out past either is skipped with a warning, never silently.
    private mutating func collect(
        under base: String, relative: String, depth: Int, walk: inout Walk, into paths: inout [String]
    ) -> Bool {
        let folder = base + relative
        guard var names = Self.names(in: folder.isEmpty ? "." : folder, limit: Self.maximumEntries - walk.entries),
            let realFolder = Self.realPath(folder)
        else {
            return false
        }
        func skip(_ path: String, _ reason: String) {
            skipped.append(SkippedEntry(path: displayed(path), reason: reason))
        }
        if walk.entries + names.count > Self.maximumEntries {
            walk.stopped = true
            skip(
                folder.isEmpty ? "." : folder,
                "the walk stopped here: the graph's folder holds more than "
                    + "\(Summary.grouped(Self.maximumEntries)) entries, and those past the limit are not read")
            names.removeAll()
        }
        walk.entries += names.count
        // Byte order: warnings come out in the same order on every machine.
        for name in names.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            if walk.stopped { break }
            let entry = relative + name
            let path = base + entry
            func skip(_ reason: String) {
                skipped.append(SkippedEntry(path: displayed(path), reason: reason))
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
                    if let first = walk.firstPath[status.identity] {
                        skip("it is a folder already read as '\(first)' (through a symbolic link)")
                        continue
                    }
                    guard depth < Self.maximumDepth else {
                        skip("it is more than \(Self.maximumDepth) folders below the graph's folder: not read")
                        continue
                    }
                    walk.firstPath[status.identity] = displayed(path)
                    if !collect(under: base, relative: entry + "/", depth: depth + 1, walk: &walk, into: &paths) {
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
        add(read, path: path, displayPath: displayPath)
    }

    private mutating func add(_ read: BoundedFileRead, path: String, displayPath: String) {
        let sizeOnDisk = read.isOverLimit ? max(read.status.size, read.bytes.count) : nil
        files.append(SourceFile(path: path, displayPath: displayPath, contents: read.bytes, sizeOnDisk: sizeOnDisk))
        identities.insert(read.status.identity)
    }
}
