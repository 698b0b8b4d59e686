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

/// Writes generated source safely:
/// - never onto an input file, and only to a `.swift` name (an output `.yaml` in the graph's
///   folder would be read back as input by the next build);
/// - through a symbolic link to its target, as compilers do (the link stays a link), and never
///   over a FIFO, device or socket;
/// - atomically: a temporary file in the target's folder, renamed into place, so a build never
///   sees half a file. Temporary files are named `.<name>.screengen-<pid>.tmp`: never read as
///   input (not YAML), and removed by the next run when their process is gone (`kill -9`);
/// - not at all when the content is unchanged, so builds stay incremental.
enum OutputWriter {
    /// The file name used when `--output` is omitted (and the graph-wide file of a directory).
    static let defaultFileName = "Screens.generated.swift"

    enum Outcome {
        case written, unchanged, standardOutput
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Where the output goes: standard output, or a checked file path (links resolved).
    enum Destination: Equatable {
        case standardOutput
        /// `shown` is the path as the user named it; `target` is the file actually replaced.
        case file(shown: String, target: String)

        var shown: String {
            switch self {
            case .standardOutput: "standard output"
            case .file(let shown, _): shown
            }
        }
    }

    /// `-` → stdout; else the path (a directory is `outputDirectory`'s case). Refuses anything
    /// but a `.swift` file that is not one of `inputs`.
    static func destination(for output: String?, inputs: Set<FileStatus.Identity>) throws(Failure) -> Destination {
        guard let output else { return try checked(defaultFileName, inputs: inputs) }
        if output == "-" { return .standardOutput }
        return try checked(output, inputs: inputs)
    }

    static func checked(_ path: String, inputs: Set<FileStatus.Identity>) throws(Failure) -> Destination {
        let shown = displayed(path)
        guard path.hasSuffix(".swift") else {
            var message =
                "refusing to write '\(shown)': the output must be a .swift file, a directory, or - for standard output"
            // A name without an extension was most likely meant as a directory (`--output out`).
            if let name = path.split(separator: "/").last, !name.contains(".") {
                message += "; for a directory, end the path with '/' ('\(shown)/')"
            }
            throw Failure(description: message)
        }
        let target = try linkTarget(of: path)
        guard target.hasSuffix(".swift") else {
            throw Failure(
                description:
                    "refusing to write '\(shown)': it is a symbolic link to '\(displayed(target))', which is not a .swift file"
            )
        }
        switch FileStatus.of(target) {
        case .success(let status):
            guard status.kind == .regular else {
                throw Failure(description: "refusing to write '\(shown)': it is not a regular file")
            }
            guard !inputs.contains(status.identity) else {
                throw Failure(description: "refusing to write '\(shown)': it is one of the input files")
            }
        case .failure(.ENOENT):
            break  // a new file
        case .failure(let code):
            throw Failure(description: "cannot write '\(shown)': \(code.message)")
        }
        return .file(shown: path, target: target)
    }

    /// The path a chain of symbolic links ends at (which may not exist yet); `path` itself when
    /// it is not a link.
    private static func linkTarget(of path: String) throws(Failure) -> String {
        var current = path
        for _ in 0..<32 {
            guard case .success(let status) = FileStatus.ofLink(current), status.kind == .symbolicLink else {
                return current
            }
            guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current) else {
                throw Failure(description: "cannot read the symbolic link '\(displayed(current))'")
            }
            current =
                destination.hasPrefix("/")
                ? destination
                : PathText.appending(PathText.deletingLastComponent(current), destination)
        }
        throw Failure(description: "cannot write '\(displayed(path))': it is a symbolic link loop")
    }

    static func write(_ source: String, to destination: Destination) throws(Failure) -> Outcome {
        // Generated files run to tens of megabytes: write the string's own UTF-8 storage rather
        // than copying it first.
        switch destination {
        case .standardOutput:
            SystemIO.writeText(source, to: 1)
            return .standardOutput
        case .file(let shown, let target):
            var source = source
            let outcome = source.withUTF8 { bytes -> Result<Outcome, Failure> in
                do throws(Failure) {
                    return .success(try replace(target, shown: shown, with: UnsafeRawBufferPointer(bytes)))
                } catch {
                    return .failure(error)
                }
            }
            return try outcome.get()
        }
    }

    private static func replace(_ target: String, shown: String, with bytes: UnsafeRawBufferPointer) throws(Failure)
        -> Outcome
    {
        if let existing = FileManager.default.contents(atPath: target), existing.count == bytes.count,
            bytes.isEmpty || existing.withUnsafeBytes({ memcmp($0.baseAddress!, bytes.baseAddress!, bytes.count) == 0 })
        {
            // memcmp, not `elementsEqual`: that walks tens of megabytes a byte at a time
            // through generic code, and took longer than emitting them.
            return .unchanged
        }
        let folder = PathText.deletingLastComponent(target)
        let directory = folder.isEmpty ? "." : folder
        let name = PathText.lastComponent(target)
        removeAbandonedTemporaryFiles(of: name, in: directory)
        let temporary = directory + "/" + temporaryName(of: name, process: getpid())
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw Failure(description: "cannot write '\(displayed(shown))': \(SystemError.current.message)")
        }
        var failure: SystemError?
        if !SystemIO.writeAll(descriptor, bytes) { failure = SystemError.current }
        if close(descriptor) != 0, failure == nil { failure = SystemError.current }
        if failure == nil, rename(temporary, target) != 0 { failure = SystemError.current }
        if let failure {
            unlink(temporary)
            throw Failure(description: "cannot write '\(displayed(shown))': \(failure.message)")
        }
        return .written
    }

    static func temporaryName(of name: String, process: pid_t) -> String {
        ".\(name).screengen-\(process).tmp"
    }

    /// Removes temporary files a killed run left for this output: those whose process is gone.
    private static func removeAbandonedTemporaryFiles(of name: String, in directory: String) {
        let prefix = ".\(name).screengen-"
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        for entry in entries where entry.hasPrefix(prefix) && entry.hasSuffix(".tmp") {
            let digits = entry.dropFirst(prefix.count).dropLast(".tmp".count)
            guard let process = pid_t(digits), process > 0 else { continue }
            if kill(process, 0) != 0, errno == ESRCH {
                unlink(directory + "/" + entry)
            }
        }
    }
}
