import Dispatch

/// Runs `count` independent jobs on all cores and returns their results in job order, so the
/// output never depends on scheduling. Used where work splits cleanly: reading and loading
/// files, and writing the parts of the generated file. `package`: the command line reads the
/// graph's files with it too.
package func parallelMap<Result: Sendable>(_ count: Int, _ job: @Sendable (Int) -> Result) -> [Result] {
    let slots = ResultSlots<Result>(count: count)
    DispatchQueue.concurrentPerform(iterations: count) { index in
        slots.store(job(index), at: index)
    }
    return slots.values()
}

/// One slot per job. Each concurrent job writes only its own slot, and the slots are read only
/// after `concurrentPerform` returns: that is what makes the unchecked Sendable sound.
///
/// The slots are raw memory allocated once, not an `Array`: `Array.withUnsafeMutableBufferPointer`
/// moves the array's buffer out of it for the duration of the call, so two jobs storing at once
/// saw an empty or shared array, copied it and crashed (a test run did, in `store`).
private final class ResultSlots<Result: Sendable>: @unchecked Sendable {
    private let slots: UnsafeMutableBufferPointer<Result?>

    init(count: Int) {
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil)
    }

    deinit {
        _ = slots.deinitialize()
        slots.deallocate()
    }

    func store(_ value: Result, at index: Int) {
        slots[index] = value
    }

    func values() -> [Result] { slots.map { $0! } }
}
