import Dispatch

extension BoundedFileRead {
    /// Reads every file of `paths` as `read(_:limit:)` does, on all cores, and returns each
    /// outcome in the order of `paths`, so what is reported never depends on scheduling.
    ///
    /// The graph's files are independent: read one after another they were the one stretch of a
    /// large graph's load that ran on one core (#33: 100 files, 2.7 MB, a few milliseconds).
    static func readAll(_ paths: [String], limit: Int) -> [Result<BoundedFileRead, InputCollection.Failure>] {
        let slots = ReadSlots(count: paths.count)
        DispatchQueue.concurrentPerform(iterations: paths.count) { index in
            let outcome = Result { () throws(InputCollection.Failure) in try read(paths[index], limit: limit) }
            slots.store(outcome, at: index)
        }
        return slots.values()
    }
}

/// One slot per file. Each job writes only its own slot, and the slots are read only after
/// `concurrentPerform` returns: that is what makes the unchecked Sendable sound.
private final class ReadSlots: @unchecked Sendable {
    private let slots: UnsafeMutableBufferPointer<Result<BoundedFileRead, InputCollection.Failure>?>

    init(count: Int) {
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil)
    }

    deinit {
        _ = slots.deinitialize()
        slots.deallocate()
    }

    func store(_ outcome: Result<BoundedFileRead, InputCollection.Failure>, at index: Int) {
        slots[index] = outcome
    }

    func values() -> [Result<BoundedFileRead, InputCollection.Failure>] { slots.map { $0! } }
}
