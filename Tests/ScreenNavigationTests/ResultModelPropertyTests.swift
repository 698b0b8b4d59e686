@_spi(Generated) import ScreenNavigation
import Testing

/// Random sequences of moves made for a result, button taps that wait, finishes (plain, deciding,
/// handing over, a flow's from the screen pushed above it) and every other way out, on `TestGraph` (#38): every waiter registered is
/// answered exactly once — by the value its screen finished with when it left by that finish or
/// hand-over, by nil when it left any other way (cancelled, unwound, replaced, restored over) or
/// entered nothing — and never before its entry leaves, except a deciding waiter's deliveries
/// while it keeps the screen (`.stay`). A refused call registers nothing and answers nobody.
/// Seeds are printed on failure.
@MainActor
@Suite struct ResultModelPropertyTests {
    typealias Waiter = ResultWalkModel.Waiter
    typealias Walk = ResultWalkModel.Walk

    static let buttons = ["edit", "delete", "cancel", "chat", "broken", "toList", "again", "close", "closeThenChat"]

    static let handOvers: [Move<TestGraph>] = [
        Move(from: .animalEditor, dismissingThen: .keeper, style: .replace),  // declared
        Move(from: .animalEditor, dismissingThen: .about, style: .push),  // refused
        Move(from: .animalEditor, to: .lionPhoto, style: .push),  // keeps the editor: refused
        Move(from: .animalPhoto, popBackTo: .animalPhoto, inclusive: true),  // back from the photo
    ]

    /// A new waiter of `walk` (see `ResultWalkModel.waiter`).
    static func waiter<G: RandomNumberGenerator>(
        _ walk: Walk, _ rng: inout G,
        _ register: (
            Waiter, _ plain: @escaping @MainActor ((any Sendable)?) -> Void,
            _ deciding: @escaping @MainActor ((any Sendable)?) -> Navigation.ResultDecision
        ) throws -> Void
    ) throws {
        try ResultWalkModel.waiter(walk, &rng, register)
    }

    static func operate<G: RandomNumberGenerator>(_ state: State, _ walk: Walk, _ rng: inout G) throws -> String {
        switch Int.random(in: 0..<18, using: &rng) {
        case 0, 1:
            let move = Move<TestGraph>(from: state.activeStack.topScreen, to: .lionEditor, style: .sheet)
            try waiter(walk, &rng) { waiter, plain, deciding in
                if waiter.deciding {
                    try state.results.performDeciding(move, as: (any Sendable).self, onResult: deciding)
                } else {
                    try state.perform(move, onResult: plain)
                }
            }
            return "open editor for result"
        case 2, 16, 17:
            let move = Move<TestGraph>(from: state.activeStack.topScreen, to: .lionPhoto, style: .push)
            try waiter(walk, &rng) { waiter, plain, deciding in
                if waiter.deciding {
                    try state.results.performDeciding(move, as: (any Sendable).self, onResult: deciding)
                } else {
                    try state.perform(move, onResult: plain)
                }
            }
            return "push photo for result"
        case 3, 4:
            try state.containers.presentAlert(.lionAlert)
            return "alert"
        case 5, 6:
            // Half the taps open the editor: the button whose screen returns a value.
            let button = Bool.random(using: &rng) ? "edit" : buttons.randomElement(using: &rng)!
            try waiter(walk, &rng) { waiter, plain, deciding in
                waiter.tapped = true
                if waiter.deciding {
                    try state.alerts.tapDeciding(button, onResult: deciding)
                } else {
                    try state.alerts.tap(button, onResult: plain)
                }
            }
            return "tap \(button) for result"
        case 7, 8:
            var screen = state.activeStack.topScreen
            var entry = state.viewModels.topEntry
            // Over a photo, mostly the flow of the editor beneath it (`finishes:`): refused unless
            // the photo is pushed inside the editor's sheet.
            let entries = state.activeStack.entries
            if screen == .animalPhoto, Int.random(in: 0..<4, using: &rng) > 0,
                let index = entries.lastIndex(where: { TestGraph.screen(of: $0.route) == .animalEditor }),
                let flow = state.viewModels.entry(at: index + 1, inStack: entry.stack)
            {
                (screen, entry) = (.animalEditor, flow)
            }
            let what = screen == state.activeStack.topScreen ? "finish" : "finish flow"
            let value = walk.nextValue
            walk.nextValue += 1
            try state.finish(screen, with: value)
            if state.viewModels.entry(at: entry.position, inStack: entry.stack) != entry {
                walk.finished = (AnyHashable(entry), value)
            }
            return "\(what) \(screen.rawValue) with \(value)"
        case 9:
            let handOver = handOvers.randomElement(using: &rng)!
            let screen = state.activeStack.topScreen
            let entry = state.viewModels.topEntry
            let value = walk.nextValue
            walk.nextValue += 1
            try state.finish(screen, with: value, then: handOver)
            walk.finished = (AnyHashable(entry), value)
            return "finish \(screen.rawValue) with \(value) then \(handOver)"
        case 10:
            state.pop()
            return "pop"
        case 11:
            state.dismiss()
            return "dismiss"
        case 12:
            try state.containers.jump(to: [.list, .lion])
            return "jump to the detail"
        case 13:
            let index = Int.random(in: 0...1, using: &rng)
            try state.select(rootAt: index)
            return "select \(index)"
        case 14:
            let roots: [TestRoute] = Bool.random(using: &rng) ? [.home, .settings] : [.settings, .home]
            try state.containers.setRoots(roots)
            return "setRoots \(roots)"
        default:
            try state.containers.restore(State().containers.snapshot())
            return "restore a fresh state"
        }
    }

    static func isShown<Graph: NavigationGraph>(_ entry: AnyHashable, in state: NavigationState<Graph>) -> Bool {
        ResultWalkModel.isShown(entry, in: state)
    }

    /// See `ResultWalkModel.check`.
    static func check<Graph: NavigationGraph>(
        _ state: NavigationState<Graph>, _ walk: Walk, seed: Int, log: [String]
    ) {
        ResultWalkModel.check(state, walk, seed: seed, log: log)
    }

    /// What a walk reached, so the suite can tell it covers every kind of answer.
    struct Reached {
        var values = 0
        var nils = 0
        var atOnce = 0
        var stays = 0
        var handOvers = 0
        var buttons = 0
        /// Flows finished from the screen pushed above their first one, answering a waiter.
        var flows = 0
    }

    @Test(arguments: 0..<200)
    func everyWaiterIsAnsweredExactlyOnce(seed: Int) throws {
        _ = try Self.walk(seed: seed)
    }

    /// The walks answer by value, by nil and at once, keep screens, hand over and finish flows.
    @Test func theWalksReachEveryKindOfAnswer() throws {
        var total = Reached()
        for seed in 0..<200 {
            let reached = try Self.walk(seed: seed)
            total.values += reached.values
            total.nils += reached.nils
            total.atOnce += reached.atOnce
            total.stays += reached.stays
            total.handOvers += reached.handOvers
            total.buttons += reached.buttons
            total.flows += reached.flows
        }
        #expect(total.values > 0 && total.nils > 0 && total.atOnce > 0)
        #expect(total.stays > 0 && total.handOvers > 0 && total.buttons > 0 && total.flows > 0)
    }

    static func walk(seed: Int) throws -> Reached {
        var rng = SeededGenerator(seed: UInt64(seed) &* 0x2545_F491_4F6C_DD1D &+ 7)
        let state = State()
        let walk = Walk()
        var log: [String] = []
        var reached = Reached()
        for _ in 0..<50 {
            walk.step += 1
            walk.finished = nil
            let before = state.stacks
            do {
                let step = try Self.operate(state, walk, &rng)
                log.append(step)
                if step.contains(" then "), let finished = walk.finished,
                    walk.waiters.contains(where: { $0.entry == finished.entry && $0.answeredAt == nil })
                {
                    reached.handOvers += 1
                }
                if step.hasPrefix("finish flow"), let finished = walk.finished,
                    walk.waiters.contains(where: { $0.entry == finished.entry && $0.answeredAt == nil })
                {
                    reached.flows += 1
                }
            } catch {
                log.append("refused: \(error)")
                #expect(state.stacks == before, "seed \(seed): a refusal changed the stacks: \(log)")
            }
            Self.check(state, walk, seed: seed, log: log)
        }
        // Everything unwinds: whoever still waits is answered nil.
        walk.step += 1
        walk.finished = nil
        try state.containers.restore(State().containers.snapshot())
        log.append("final restore")
        Self.check(state, walk, seed: seed, log: log)
        for waiter in walk.waiters where !waiter.refused {
            #expect(waiter.answeredAt != nil, "seed \(seed): waiter \(waiter.id) never answered: \(log)")
            guard let last = waiter.calls.last else { continue }
            if waiter.entry == nil {
                reached.atOnce += 1
            } else if last.value == nil {
                reached.nils += 1
            } else {
                reached.values += 1
            }
            reached.stays += waiter.calls.count - 1
            if waiter.tapped, last.value != nil { reached.buttons += 1 }
        }
        return reached
    }
}
