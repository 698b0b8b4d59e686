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
        // The size fstat gave is read straight into the array's storage: a chunk buffer zeroed
        // for every file and copied over cost more than the reads (#33).
        let expected = min(status.size, wanted)
        // Why a read failed, taken when it did (what runs after could change `errno`).
        var failure: String?
        var contents = [UInt8](unsafeUninitializedCapacity: expected) { buffer, count in
            while count < expected {
                let got = readBytes(descriptor, buffer.baseAddress! + count, expected - count)
                if got < 0, errno == EINTR { continue }
                if got < 0 { failure = SystemError.current.message }
                if got <= 0 { return }
                count += got
            }
        }
        // The size can change between fstat and read: read on until end of file or the limit.
        if failure == nil, contents.count == expected {
            let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 1)
            defer { chunk.deallocate() }
            while contents.count < wanted {
                let got = readBytes(descriptor, chunk.baseAddress, min(chunk.count, wanted - contents.count))
                if got < 0, errno == EINTR { continue }
                if got < 0 { failure = SystemError.current.message }
                if got <= 0 { break }
                contents.append(contentsOf: UnsafeRawBufferPointer(rebasing: chunk[0..<got]))
            }
        }
        if let failure {
            throw InputCollection.Failure(description: "cannot read '\(displayed(path))': \(failure)")
        }
        return BoundedFileRead(bytes: contents, status: status, isOverLimit: contents.count > limit)
    }
}
