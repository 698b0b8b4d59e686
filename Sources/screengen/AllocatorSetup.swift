#if canImport(Glibc)
import CAllocator
import Glibc
#endif

/// How the process's allocator is set up before any work starts.
enum AllocatorSetup {
    /// One malloc arena per core (glibc's default is one per thread, up to eight per core).
    ///
    /// Files are decoded and screens resolved on worker threads, one per core, and what one
    /// thread frees another cannot reuse across arenas: with the default, every arena grew to
    /// its own peak (`build` of 50,000 screens peaked at 114 MiB). One arena for all threads
    /// kept that at 101 MiB, but made the cores queue for its lock: each allocation of a
    /// parallel pass took the lock the other core held, and under a hypervisor's steal time a
    /// preempted holder stalled both (#33: the signatures pass ran no faster on two cores than
    /// on one; futex waits were a tenth of `lint`'s samples). An arena per core costs
    /// 1.77–1.89 KiB a screen of peak RSS (50,000 against 5,000 screens, over runs) against
    /// 1.73 KiB for one.
    /// Elsewhere (Darwin's allocator), nothing to do.
    static func configure() {
        #if canImport(Glibc)
        _ = mallopt(M_ARENA_MAX, Int32(clamping: max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))))
        #endif
    }
}
