#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// An input file's path, interned: the same path always gets the same small number, for the
/// life of the process. A large graph holds millions of locations (every YAML node, every
/// located name and value); with the path as a number a location is plain data, and copying or
/// dropping one costs no reference counting.
public struct SourceFileID: Hashable, Sendable {
    let index: UInt32

    /// The path's number, registering the path the first time it is seen.
    public init(_ path: String) {
        index = SourceFileRegistry.shared.index(of: path)
    }

    /// The path as the user gave it.
    public var path: String { SourceFileRegistry.shared.path(at: index) }
}

/// Every path seen so far. Paths are few (one per input file) and never forgotten; loaders on
/// several threads register theirs at once, hence the lock.
private final class SourceFileRegistry: @unchecked Sendable {
    static let shared = SourceFileRegistry()

    /// Allocated, not a stored property: a mutex must not move, and `&property` only promises
    /// an address for the length of one call.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var paths: [String] = []
    private var indices: [String: UInt32] = [:]

    private init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    func index(of path: String) -> UInt32 {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        if let index = indices[path] { return index }
        let index = UInt32(paths.count)
        paths.append(path)
        indices[path] = index
        return index
    }

    func path(at index: UInt32) -> String {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return paths[Int(index)]
    }
}
