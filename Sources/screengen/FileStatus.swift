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

/// What `stat`/`lstat` say of a path: enough to tell files, folders, links and special files
/// apart, and to recognise one file under two names (device and inode).
struct FileStatus: Equatable {
    enum Kind: Equatable {
        case regular, directory, symbolicLink, other
    }

    /// One file, whatever path reaches it.
    struct Identity: Hashable {
        var device: UInt64
        var inode: UInt64
    }

    var kind: Kind
    var identity: Identity
    var size: Int
    /// The permission bits (`st_mode & 0o7777`).
    var mode: mode_t

    /// The status of what `path` names, following symbolic links; or the `errno` of the failure.
    static func of(_ path: String) -> Result<FileStatus, SystemError> {
        query(path, followingLinks: true)
    }

    /// The status of `path` itself: a symbolic link is reported as one.
    static func ofLink(_ path: String) -> Result<FileStatus, SystemError> {
        query(path, followingLinks: false)
    }

    private static func query(_ path: String, followingLinks: Bool) -> Result<FileStatus, SystemError> {
        var info = stat()
        let status = followingLinks ? stat(path, &info) : lstat(path, &info)
        guard status == 0 else { return .failure(SystemError.current) }
        return .success(FileStatus(info))
    }

    init(_ info: stat) {
        switch info.st_mode & S_IFMT {
        case S_IFREG: kind = .regular
        case S_IFDIR: kind = .directory
        case S_IFLNK: kind = .symbolicLink
        default: kind = .other
        }
        identity = Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
        size = Int(info.st_size)
        mode = info.st_mode & 0o7777
    }
}

/// An `errno` value, as a typed error.
struct SystemError: Error, Equatable {
    var code: Int32

    static var current: SystemError { SystemError(code: errno) }
    static let ENOENT = SystemError(code: SystemIO.noSuchEntry)
    static let ELOOP = SystemError(code: SystemIO.linkLoop)

    /// `strerror`'s text: "No such file or directory".
    var message: String { String(cString: strerror(code)) }
}

/// `read(2)`, under a name no type's `read` method can shadow.
func readBytes(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

/// A path as the user gave it, safe to print: a file name can hold line breaks or terminal
/// escape sequences, which would otherwise forge lines of output.
func displayed(_ path: String) -> String {
    DisplayText.singleLine(path)
}
