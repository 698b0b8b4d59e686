#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A regular file read whole, but never more than one byte past a limit: a huge file is refused
/// without being read, and a special file (a FIFO, a device) is never opened for reading, so
/// nothing hangs. What the graph's YAML files and navigation records are read with.
struct BoundedFileRead {
    /// The bytes read: the whole file, or `limit + 1` bytes of a larger one.
    var bytes: [UInt8]
    var status: FileStatus
    /// More than `limit` bytes: `bytes` is not the whole file.
    var isOverLimit: Bool

    static func read(_ path: String, limit: Int) throws(InputCollection.Failure) -> BoundedFileRead {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw InputCollection.Failure(description: InputCollection.describe(path, failure: SystemError.current))
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            throw InputCollection.Failure(
                description: "cannot read '\(displayed(path))': \(SystemError.current.message)")
        }
        let status = FileStatus(info)
        guard status.kind == .regular else {
            throw InputCollection.Failure(description: "'\(displayed(path))' is not a regular file")
        }
        let wanted = limit + 1
        var contents: [UInt8] = []
        contents.reserveCapacity(min(status.size, wanted))
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        // The size can change between fstat and read: read until end of file or the limit.
        while contents.count < wanted {
            let count = min(chunk.count, wanted - contents.count)
            let got = chunk.withUnsafeMutableBytes { readBytes(descriptor, $0.baseAddress, count) }
            if got < 0 {
                if errno == EINTR { continue }
                throw InputCollection.Failure(
                    description: "cannot read '\(displayed(path))': \(SystemError.current.message)")
            }
            if got == 0 { break }
            contents.append(contentsOf: chunk[0..<got])
        }
        return BoundedFileRead(bytes: contents, status: status, isOverLimit: contents.count > limit)
    }
}
