#if canImport(Glibc)
import CAllocator
#endif

/// How the process's allocator is set up before any work starts.
enum AllocatorSetup {
    /// One malloc arena for every thread (glibc's default is one per thread, up to eight per
    /// core). Files are decoded and screens resolved on worker threads, and what one thread
    /// frees (each file's syntax, as the graph is built) another cannot reuse across arenas,
    /// so every arena grew to its own peak: `build` of 50,000 screens peaked at 114 MiB of
    /// RSS, 101 MiB with one arena, in the same time (#33: ≤ 2 KB a screen). The threads are
    /// few (one per core) and allocate between long stretches of work, so they hardly wait on
    /// the arena's lock. Elsewhere (Darwin's allocator), nothing to do.
    static func configure() {
        #if canImport(Glibc)
        _ = mallopt(M_ARENA_MAX, 1)
        #endif
    }
}
