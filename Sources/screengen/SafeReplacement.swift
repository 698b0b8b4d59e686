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

/// Where the tool may write a file, and how it replaces one: the single rule every file it
/// writes (generated code, a baseline) goes through, so no path of the command line can lose a
/// user's file.
///
/// The tool writes only where nothing is, or over a file it wrote itself (or an empty one):
/// never over one of its inputs, a special file (a FIFO, a device, a socket), a file the user
/// cannot write, or a file whose content says someone else wrote it. A write goes through a
/// symbolic link to its target (the link stays a link), replaces the file atomically, keeps the
/// replaced file's mode, and does nothing when the content is unchanged.
enum SafeReplacement {
    struct Refusal: Error, CustomStringConvertible {
        var description: String
    }

    enum Outcome {
        case written, unchanged
    }

    /// A file this tool may replace: `target` is the file itself (symbolic links followed).
    struct Checked: Equatable {
        var target: String
        /// The permissions of the file it replaces; nil for a new file.
        var mode: mode_t?
        /// The file as messages name it: `baseline 'b.json'`.
        var named: String
    }

    /// How to tell a file the tool wrote: its first bytes, or its whole (bounded) content.
    enum Ownership {
        /// The file begins with this text.
        case begins(with: String)
        /// At most `limit` bytes that `accepts` takes as the tool's own format.
        case reads(limit: Int, accepts: ([UInt8]) -> Bool)
    }

    /// Checks that `path` may be written: nothing is there, or a regular file that is not one
    /// of `inputs`, that the user may write, and that `ownership` recognises (an empty file
    /// too). `what` names the file in messages ("baseline").
    /// - Parameters:
    ///   - path: the path as the user gave it.
    ///   - what: what the file is, for messages: "refusing to write <what> '<path>'".
    ///   - inputs: the files the run read; never replaced.
    ///   - ownership: how to recognise a file this tool wrote.
    /// - Throws: `Refusal`, saying why, when the path may not be written.
    /// - Returns: the file to replace and the mode to keep.
    static func check(
        _ path: String, what: String, inputs: Set<FileStatus.Identity>, ownership: Ownership
    ) throws(Refusal) -> Checked {
        let named = what.isEmpty ? "'\(displayed(path))'" : "\(what) '\(displayed(path))'"
        let target = try linkTarget(of: path)
        switch FileStatus.of(target) {
        case .success(let status):
            guard status.kind == .regular else {
                throw Refusal(description: "refusing to write \(named): it is not a regular file")
            }
            guard !inputs.contains(status.identity) else {
                throw Refusal(description: "refusing to write \(named): it is one of the input files")
            }
            guard access(target, W_OK) == 0 else {
                throw Refusal(description: "refusing to write \(named): \(SystemError.current.message)")
            }
            if status.size > 0, !(try isOwned(target, named: named, by: ownership)) {
                throw Refusal(description: "refusing to write \(named): \(foreignReason(ownership))")
            }
            return Checked(target: target, mode: status.mode, named: named)
        case .failure(.ENOENT):
            return Checked(target: target, mode: nil, named: named)
        case .failure(let code):
            throw Refusal(description: "cannot write \(named): \(code.message)")
        }
    }

    private static func foreignReason(_ ownership: Ownership) -> String {
        switch ownership {
        case .begins(let marker):
            var shown = Substring(marker)
            while shown.hasSuffix(" ") { shown = shown.dropLast() }
            return "it exists and screengen did not write it (it does not begin with '\(shown)'); "
                + "move it away or choose another path"
        case .reads:
            return "it exists and is not a file screengen wrote; move it away or choose another path"
        }
    }

    private static func isOwned(_ target: String, named: String, by ownership: Ownership) throws(Refusal) -> Bool {
        switch ownership {
        case .begins(let marker):
            let descriptor = open(target, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
            guard descriptor >= 0 else {
                throw Refusal(description: "cannot read \(named): \(SystemError.current.message)")
            }
            defer { close(descriptor) }
            return SystemIO.readBytes(descriptor, upTo: marker.utf8.count).elementsEqual(marker.utf8)
        case .reads(let limit, let accepts):
            guard let read = try? BoundedFileRead.read(target, limit: limit), !read.isOverLimit else { return false }
            return accepts(read.bytes)
        }
    }

    /// The path a chain of symbolic links ends at (which may not exist yet); `path` itself when
    /// it is not a link.
    /// - Throws: `Refusal` for a link that cannot be read or a loop.
    static func linkTarget(of path: String) throws(Refusal) -> String {
        var current = path
        for _ in 0..<32 {
            guard case .success(let status) = FileStatus.ofLink(current), status.kind == .symbolicLink else {
                return current
            }
            guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current) else {
                throw Refusal(description: "cannot read the symbolic link '\(displayed(current))'")
            }
            current =
                destination.hasPrefix("/")
                ? destination
                : PathText.appending(PathText.deletingLastComponent(current), destination)
        }
        throw Refusal(description: "cannot write '\(displayed(path))': it is a symbolic link loop")
    }

    /// Replaces `checked.target` with `bytes`, atomically (a temporary file beside it, renamed
    /// into place) and with the replaced file's mode; leaves it untouched when it already holds
    /// exactly `bytes`. Temporary files a killed run left for this file are removed first,
    /// whatever the outcome.
    /// - Parameters:
    ///   - checked: what `check` returned.
    ///   - bytes: the new content.
    /// - Throws: `Refusal` when the system refuses; the old file is then whole.
    /// - Returns: whether the file was written or already held `bytes`.
    static func replace(_ checked: Checked, with bytes: UnsafeRawBufferPointer) throws(Refusal)
        -> Outcome
    {
        let target = checked.target
        let folder = PathText.deletingLastComponent(target)
        let directory = folder.isEmpty ? "." : folder
        let name = PathText.lastComponent(target)
        removeAbandonedTemporaryFiles(of: name, in: directory)
        if checked.mode != nil, holds(target, exactly: bytes) { return .unchanged }
        let temporary = directory + "/" + temporaryName(of: name, process: getpid())
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw Refusal(description: "cannot write \(checked.named): \(SystemError.current.message)")
        }
        var failure: SystemError?
        if let mode = checked.mode, fchmod(descriptor, mode) != 0 { failure = SystemError.current }
        if failure == nil, !SystemIO.writeAll(descriptor, bytes) { failure = SystemError.current }
        if close(descriptor) != 0, failure == nil { failure = SystemError.current }
        if failure == nil, rename(temporary, target) != 0 { failure = SystemError.current }
        if let failure {
            unlink(temporary)
            throw Refusal(description: "cannot write \(checked.named): \(failure.message)")
        }
        return .written
    }

    /// `replace(_:with:)` with a string's UTF-8, written from the string's own storage:
    /// generated files run to tens of megabytes.
    static func replace(_ checked: Checked, with text: String) throws(Refusal) -> Outcome {
        var text = text
        let outcome = text.withUTF8 { bytes -> Result<Outcome, Refusal> in
            Result { () throws(Refusal) in try replace(checked, with: UnsafeRawBufferPointer(bytes)) }
        }
        return try outcome.get()
    }

    /// Whether the file holds exactly `bytes`: the sizes first, then the contents a chunk at a
    /// time, so a huge stale file is never read whole.
    static func holds(_ path: String, exactly bytes: UnsafeRawBufferPointer) -> Bool {
        guard case .success(let status) = FileStatus.of(path), status.kind == .regular,
            status.size == bytes.count
        else { return false }
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        let chunkSize = 1 << 16
        let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: chunkSize, alignment: 1)
        defer { chunk.deallocate() }
        var offset = 0
        while offset < bytes.count {
            let got = readBytes(descriptor, chunk.baseAddress, min(chunkSize, bytes.count - offset))
            if got < 0, errno == EINTR { continue }
            guard got > 0, memcmp(chunk.baseAddress!, bytes.baseAddress! + offset, got) == 0 else { return false }
            offset += got
        }
        // Grown since `stat`: one more byte means it differs.
        var extra: UInt8 = 0
        return readBytes(descriptor, &extra, 1) == 0
    }

    static func temporaryName(of name: String, process: pid_t) -> String {
        ".\(name).screengen-\(process).tmp"
    }

    /// Removes temporary files a killed run left for this file: those whose process is gone.
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
