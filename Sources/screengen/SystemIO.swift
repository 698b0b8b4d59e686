#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What the tool needs of the system beyond FoundationEssentials, which has no `FileHandle`
/// and no `NSString` path methods. The tool imports FoundationEssentials where it exists, so
/// the static Linux binary of a release carries no ICU data (see Releasing.md), and Foundation
/// elsewhere.
enum SystemIO {
    /// Writes all of `bytes` to a file descriptor (standard output is 1, standard error 2),
    /// unbuffered, as `FileHandle.write` did. False when the system refuses.
    @discardableResult
    static func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Bool {
        var written = 0
        while written < bytes.count {
            let count = write(descriptor, bytes.baseAddress! + written, bytes.count - written)
            if count < 0 {
                if errno == EINTR { continue }
                return false
            }
            written += count
        }
        return true
    }

    /// Writes a string's UTF-8 to a file descriptor.
    static func writeText(_ text: String, to descriptor: Int32) {
        var text = text
        text.withUTF8 { _ = writeAll(descriptor, UnsafeRawBufferPointer($0)) }
    }

    /// Up to `count` bytes of an open file (fewer at its end or on an error).
    static func readBytes(_ descriptor: Int32, upTo count: Int) -> [UInt8] {
        guard count > 0 else { return [] }
        var bytes = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count {
            let got = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + filled, count - filled) }
            if got < 0, errno == EINTR { continue }
            if got <= 0 { break }
            filled += got
        }
        return Array(bytes.prefix(filled))
    }
}

/// `NSString`'s path methods, for the paths the tool handles (`/`-separated).
enum PathText {
    /// `a/b/` → `b`; `/` → `/`.
    static func lastComponent(_ path: String) -> String {
        let trimmed = withoutTrailingSlashes(path)
        if trimmed == "/" { return "/" }
        guard let slash = trimmed.lastIndex(of: "/") else { return trimmed }
        return String(trimmed[trimmed.index(after: slash)...])
    }

    /// `a/b` → `a`; `a` → ``; `/a` → `/`.
    static func deletingLastComponent(_ path: String) -> String {
        let trimmed = withoutTrailingSlashes(path)
        if trimmed == "/" { return "/" }
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        let parent = withoutTrailingSlashes(String(trimmed[..<slash]))
        return parent.isEmpty ? "/" : parent
    }

    /// `a` + `x` → `a/x`; `a/` + `x` → `a/x`; `` + `x` → `x`.
    static func appending(_ directory: String, _ component: String) -> String {
        if directory.isEmpty { return component }
        let trimmed = withoutTrailingSlashes(directory)
        return trimmed == "/" ? "/" + component : trimmed + "/" + component
    }

    private static func withoutTrailingSlashes(_ path: String) -> String {
        var path = Substring(path)
        while path.count > 1, path.hasSuffix("/") { path = path.dropLast() }
        return String(path)
    }
}

extension SystemIO {
    static let noSuchEntry = ENOENT
    static let linkLoop = ELOOP

    /// Ends the process (`exit(3)`), named apart from ArgumentParser's `exit(withError:)`.
    static func exit(_ status: Int32) -> Never {
        #if canImport(Glibc)
        Glibc.exit(status)
        #elseif canImport(Musl)
        Musl.exit(status)
        #else
        Darwin.exit(status)
        #endif
    }
}
