import Dispatch

/// Runs `count` independent jobs on all cores and returns their results in job order, so the
/// output never depends on scheduling. Used where work splits cleanly: loading files, and
/// writing the parts of the generated file.
func parallelMap<Result: Sendable>(_ count: Int, _ job: @Sendable (Int) -> Result) -> [Result] {
    let slots = ResultSlots<Result>(count: count)
    DispatchQueue.concurrentPerform(iterations: count) { index in
        slots.store(job(index), at: index)
    }
    return slots.values()
}

/// One slot per job. Each concurrent job writes only its own slot, and the slots are read only
/// after `concurrentPerform` returns: that is what makes the unchecked Sendable sound.
private final class ResultSlots<Result: Sendable>: @unchecked Sendable {
    private var slots: [Result?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func store(_ value: Result, at index: Int) {
        slots.withUnsafeMutableBufferPointer { $0[index] = value }
    }

    func values() -> [Result] { slots.map { $0! } }
}
