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

/// `--output <directory>`: the generated code as a file per YAML file plus a graph-wide file,
/// each written as `OutputWriter` writes one file (checked, atomic, untouched when unchanged).
/// Files this tool generated there earlier for YAML files that are gone are removed, so a
/// target compiling the directory never compiles a removed feature.
extension OutputWriter {
    /// What a directory write did, for the summary line: "3 files written, 2 unchanged".
    struct DirectoryReport: CustomStringConvertible {
        var written = 0
        var unchanged = 0
        var removed = 0

        var description: String {
            var parts = [Summary.counted(written, "file") + " written"]
            if unchanged > 0 { parts.append("\(unchanged) unchanged") }
            if removed > 0 { parts.append("\(removed) stale removed") }
            return parts.joined(separator: ", ")
        }
    }

    /// The directory `output` names, if it names one: an existing directory (or a link to one),
    /// or a path ending in `/`.
    static func outputDirectory(_ output: String?) -> String? {
        guard let output, output != "-" else { return nil }
        if output.hasSuffix("/") { return output }
        if case .success(let status) = FileStatus.of(output), status.kind == .directory { return output }
        return nil
    }

    /// Writes each of `code`'s files as soon as it is emitted, in parallel: a large graph's
    /// generated text (tens of megabytes) is never all in memory. A file that cannot be written
    /// does not stop the others (each is replaced atomically); the first failure is reported.
    static func write(
        _ code: GeneratedCode, toDirectory directory: String, inputs: Set<FileStatus.Identity>
    ) throws(Failure) -> DirectoryReport {
        // `dir/` of a regular file fails with ENOTDIR: ask about `dir` to say what it is.
        var bare = Substring(directory)
        while bare.count > 1, bare.hasSuffix("/") { bare = bare.dropLast() }
        switch FileStatus.of(String(bare)) {
        case .success(let status) where status.kind == .directory:
            break
        case .success:
            throw Failure(description: "refusing to write into '\(displayed(directory))': it is not a directory")
        case .failure(.ENOENT):
            do {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            } catch {
                throw Failure(description: "cannot create the directory '\(displayed(directory))'")
            }
        case .failure(let code):
            throw Failure(description: "cannot write into '\(displayed(directory))': \(code.message)")
        }
        // Every destination is checked before any file is written: a refusal writes nothing.
        let names = code.fileNames
        var destinations: [Destination] = []
        for name in names {
            destinations.append(try checked(PathText.appending(directory, name), inputs: inputs))
        }
        var report = DirectoryReport()
        let checkedDestinations = destinations
        let outcomes = code.forEachFile { index, file in
            Result { () throws(Failure) in try write(file.contents, to: checkedDestinations[index]) }
        }
        for outcome in outcomes {
            switch try outcome.get() {
            case .written: report.written += 1
            case .unchanged: report.unchanged += 1
            case .standardOutput: break
            }
        }
        report.removed = removeStaleFiles(in: directory, keeping: Set(names))
        return report
    }

    /// Removes the directory's regular files named like generated files, not in `keeping`, whose
    /// first line says screengen generated them. Anything else is the user's and stays.
    private static func removeStaleFiles(in directory: String, keeping: Set<String>) -> Int {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return 0 }
        var removed = 0
        for entry in entries.sorted() where !keeping.contains(entry) && isGeneratedName(entry) {
            let path = PathText.appending(directory, entry)
            guard case .success(let status) = FileStatus.ofLink(path), status.kind == .regular else { continue }
            let descriptor = open(path, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else { continue }
            let start = SystemIO.readBytes(descriptor, upTo: generatedMarker.utf8.count)
            close(descriptor)
            if start.elementsEqual(generatedMarker.utf8), unlink(path) == 0 {
                removed += 1
            }
        }
        return removed
    }

    private static func isGeneratedName(_ name: String) -> Bool {
        name.hasPrefix("Screens.") && name.hasSuffix(".generated.swift")
    }
}
