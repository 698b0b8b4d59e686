import Testing

@_spi(Generated) @testable import ScreenNavigation

/// Random sequences of results on `ExitGraph` (#38), where leaving the editor with unsaved
/// changes asks first: a finish or a hand-over whose exit question is answered "discard" answers
/// its waiter with the value, one kept or withdrawn is no answer (the waiter gets nil when the
/// screen later leaves another way); every waiter is answered exactly once, as in
/// `ResultModelPropertyTests`. Plain waiters: a deciding waiter's `.close` comes before the
/// question (see the Results article).
@MainActor
@Suite struct ResultExitModelPropertyTests {
    typealias Model = ResultModelPropertyTests

    final class Session {
        var unsaved: Set<Int> = [1]
    }

    static func operate<G: RandomNumberGenerator>(
        _ state: NavigationState<ExitGraph>, _ session: Session, _ walk: Model.Walk, _ rng: inout G
    ) throws -> String {
        let id = Int.random(in: 1...2, using: &rng)
        switch Int.random(in: 0..<14, using: &rng) {
        case 0, 1:
            let move = Move<ExitGraph>(from: state.activeStack.topScreen, to: .editor(id: id), style: .sheet)
            try register(walk) { try state.perform(move, onResult: $0) }
            return "open editor \(id) for result"
        case 2:
            let move = Move<ExitGraph>(from: state.activeStack.topScreen, to: .picker, style: .push)
            try register(walk) { try state.perform(move, onResult: $0) }
            return "push picker for result"
        case 3, 4:
            let screen = state.activeStack.topScreen
            let entry = state.viewModels.topEntry
            let value = walk.nextValue
            walk.nextValue += 1
            try state.finish(screen, with: value)
            note(entry, value, state, walk)
            return "finish \(screen.rawValue) with \(value)"
        case 5:
            let screen = state.activeStack.topScreen
            let entry = state.viewModels.topEntry
            let value = walk.nextValue
            walk.nextValue += 1
            try state.finish(screen, with: value, then: Move(from: .editor, to: .summary, style: .replace))
            note(entry, value, state, walk)
            return "finish \(screen.rawValue) with \(value) then summary"
        case 6:
            state.pop()
            return "pop"
        case 7:
            state.dismiss()
            return "dismiss"
        case 8, 9:
            try state.alerts.tap("discard")
            (walk.finished, walk.held) = (walk.held, nil)
            return "discard"
        case 10:
            try state.alerts.tap("keep")
            return "keep"
        case 11:
            if session.unsaved.contains(id) { session.unsaved.remove(id) } else { session.unsaved.insert(id) }
            return "unsaved \(session.unsaved.sorted())"
        case 12:
            let index = Int.random(in: 0...1, using: &rng)
            try state.select(rootAt: index)
            return "select \(index)"
        default:
            try state.containers.restore(NavigationState<ExitGraph>().containers.snapshot())
            walk.held = nil  // asked again, the question is the restore's
            return "restore a fresh state"
        }
    }

    /// Registers a plain waiter with `walk` for what `body` enters.
    static func register(
        _ walk: Model.Walk, _ body: (@escaping @MainActor ((any Sendable)?) -> Void) throws -> Void
    ) throws {
        let waiter = Model.Waiter(id: walk.waiters.count, deciding: false, stays: 0)
        walk.waiters.append(waiter)
        do {
            try body { [walk] in _ = waiter.hear($0, step: walk.step) }
        } catch {
            waiter.refused = true
            throw error
        }
    }

    /// After a finish of `entry` with `value`: it left, or its exit question is up.
    static func note(
        _ entry: NavigationEntryID<ExitRoute>, _ value: Int, _ state: NavigationState<ExitGraph>,
        _ walk: Model.Walk
    ) {
        if !Model.isShown(AnyHashable(entry), in: state) {
            walk.finished = (AnyHashable(entry), value)
        } else if state.guards.pendingExit != nil {
            walk.held = (AnyHashable(entry), value)
        }
    }

    @Test(arguments: 0..<150)
    func everyWaiterIsAnsweredExactlyOnceThroughExitQuestions(seed: Int) throws {
        _ = try Self.walk(seed: seed)
    }

    /// The walks ask exit questions, and answer waiters with values a "discard" let through.
    @Test func theWalksAskAndDiscard() throws {
        var asked = 0
        var discarded = 0
        for seed in 0..<40 {
            let reached = try Self.walk(seed: seed)
            asked += reached.asked
            discarded += reached.discarded
        }
        #expect(asked > 0 && discarded > 0)
    }

    /// One walk: how many steps a question was up, and how many values a "discard" delivered.
    static func walk(seed: Int) throws -> (asked: Int, discarded: Int) {
        var rng = SeededGenerator(seed: UInt64(seed) &* 0x5851_F42D_4C95_7F2D &+ 11)
        let session = Session()
        let state = NavigationState<ExitGraph>()
        state.guards.conditionHoldsForRoute = { condition, route in
            switch (condition, route) {
            case (.signedIn, _): true
            case (.unsaved, .editor(let id)): session.unsaved.contains(id)
            default: false
            }
        }
        let walk = Model.Walk()
        var log: [String] = []
        var asked = 0
        var discarded = 0
        for _ in 0..<60 {
            walk.step += 1
            walk.finished = nil
            let stacks = state.allStacks
            do {
                let step = try Self.operate(state, session, walk, &rng)
                log.append(step)
                // Any other change of the stacks under the question answers it ("keep") or
                // withdraws it: the held finish did not happen.
                if !step.hasPrefix("finish"), step != "discard", state.allStacks != stacks { walk.held = nil }
            } catch {
                log.append("refused: \(error)")
            }
            if state.guards.pendingExit == nil { walk.held = nil } else { asked += 1 }
            if log.last == "discard", walk.finished != nil,
                walk.waiters.contains(where: { $0.entry == walk.finished?.entry && $0.answeredAt == nil })
            {
                discarded += 1
            }
            Model.check(state, walk, seed: seed, log: log)
        }
        // Everything unwinds: a question up is answered "discard", then nothing asks.
        session.unsaved = []
        if let pending = state.guards.pendingExit {
            walk.step += 1
            try state.tapAlertButton("discard", inStack: pending.stackIndex)
            (walk.finished, walk.held) = (walk.held, nil)
            log.append("final discard")
            Model.check(state, walk, seed: seed, log: log)
        }
        walk.step += 1
        walk.finished = nil
        try state.containers.restore(NavigationState<ExitGraph>().containers.snapshot())
        log.append("final restore")
        Model.check(state, walk, seed: seed, log: log)
        for waiter in walk.waiters where !waiter.refused {
            #expect(waiter.answeredAt != nil, "seed \(seed): waiter \(waiter.id) never answered: \(log)")
        }
        return (asked, discarded)
    }
}
