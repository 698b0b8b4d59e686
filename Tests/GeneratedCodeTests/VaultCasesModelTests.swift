@_spi(Generated) import ScreenNavigation
import Testing

@testable import VaultCases

/// The result-waiter model of ResultModelPropertyTests (`ResultWalkModel`, shared), walked over
/// the generated VaultCases graph (#38, Bitwarden's situations): seeded random sequences of
/// moves made for a result (plain and deciding), dialog buttons tapped for a result (the region
/// picker, the attachment source, more-options' edit; some hidden by their condition, so
/// refused), finishes, the send editor's hand-over to the share sheet, and every other way out
/// (pop, dismiss, another tab, new roots, a restore). After each step every waiter registered
/// is answered exactly once, by the value its screen finished with (finished, handed over) or
/// by nil (cancelled, unwound); a refused call registers nothing. Seeds are printed on failure.
@MainActor
@Suite struct VaultCasesModelTests {
    typealias Model = ResultWalkModel
    typealias State = NavigationState<VaultRouteGraph>

    static let dialogs: [VaultRoute] = [
        .regionPicker, .attachmentSource, .accountOptions, .moreOptions(name: "Visa", kind: .card),
        .moreOptions(name: "Mail", kind: .login), .moreOptions(name: "Memo", kind: .note),
    ]
    /// The buttons whose move enters a screen with `returns:`, then every other id.
    static let returning = ["self-hosted", "photos", "camera", "files", "edit"]
    static let others = ["us", "eu", "cancel", "copy-number", "copy-password", "copy-notes", "lock", "log-out"]
    static let forResult: [(to: VaultRoute, style: TransitionStyle)] = [
        (.itemEditor, .sheet), (.sendEditor, .sheet), (.selfHosted, .sheet),
    ]
    static let handOvers: [Move<VaultRouteGraph>] = [
        Move(from: .sendEditor, dismissingThen: .shareSheet, style: .sheet),  // declared
        Move(from: .sendEditor, dismissingThen: .itemEditor, style: .sheet),  // not declared: refused
        Move(from: .sendEditor, to: .shareSheet, style: .sheet),  // keeps the editor: refused
    ]

    /// A new state at the three tabs; Lock is shown when `unlocked`.
    static func fresh(unlocked: Bool = true) -> State {
        try! State(
            roots: [.login, .vault, .sends],
            conditionHoldsForRoute: { condition, route in
                switch (condition, route) {
                case (.isCard, .moreOptions(_, let kind)): kind == .card
                case (.isLogin, .moreOptions(_, let kind)): kind == .login
                case (.isNote, .moreOptions(_, let kind)): kind == .note
                case (.unlocked, _), (.canLock, _): unlocked
                default: false
                }
            })
    }

    /// Whether the screen on top declares a move into `route` in `style`.
    static func declares(_ state: State, _ route: VaultRoute, _ style: TransitionStyle) -> Bool {
        VaultRouteGraph.transitions.allows(
            from: state.activeStack.topScreen, to: VaultRouteGraph.screen(of: route), style: style)
    }

    static func operate<G: RandomNumberGenerator>(_ state: State, _ walk: Model.Walk, _ rng: inout G) throws -> String {
        var operation = Int.random(in: 0..<20, using: &rng)
        // Over the send editor, a finish mostly hands over to the share sheet.
        if operation == 7 || operation == 8, state.activeStack.topScreen == .sendEditor, Bool.random(using: &rng) {
            operation = 9
        }
        switch operation {
        case 0, 1, 2, 18:
            // Mostly the move the screen on top declares; now and then another (refused).
            let declared = forResult.filter { declares(state, $0.to, $0.style) }
            let (to, style) =
                (Int.random(in: 0..<4, using: &rng) > 0 ? declared.randomElement(using: &rng) : nil)
                ?? forResult.randomElement(using: &rng)!
            let move = Move<VaultRouteGraph>(from: state.activeStack.topScreen, to: to, style: style)
            try Model.waiter(walk, &rng) { waiter, plain, deciding in
                if waiter.deciding {
                    try state.results.performDeciding(move, as: (any Sendable).self, onResult: deciding)
                } else {
                    try state.perform(move, onResult: plain)
                }
            }
            return "open \(to) for result"
        case 3, 4:
            let declared = dialogs.filter { declares(state, $0, .alert) }
            let dialog =
                (Int.random(in: 0..<4, using: &rng) > 0 ? declared.randomElement(using: &rng) : nil)
                ?? dialogs.randomElement(using: &rng)!
            try state.perform(Move(from: state.activeStack.topScreen, to: dialog, style: .alert))
            return "present \(dialog)"
        case 5, 6, 19:
            // Mostly a button of the dialog shown (hidden ones too: refused), else any id; with
            // none shown, the screen on top's dialog is presented instead (a step of its own).
            if state.activeStack.presentedAlert == nil,
                let dialog = dialogs.filter({ declares(state, $0, .alert) }).randomElement(using: &rng)
            {
                try state.perform(Move(from: state.activeStack.topScreen, to: dialog, style: .alert))
                return "present \(dialog)"
            }
            let shown = state.activeStack.presentedAlert.flatMap { VaultRouteGraph.alert(for: $0) }?.buttons.map(\.id)
            let button =
                (Int.random(in: 0..<4, using: &rng) > 0 ? shown?.randomElement(using: &rng) : nil)
                ?? (Bool.random(using: &rng) ? returning : others).randomElement(using: &rng)!
            try Model.waiter(walk, &rng) { waiter, plain, deciding in
                waiter.tapped = true
                if waiter.deciding {
                    try state.alerts.tapDeciding(button, onResult: deciding)
                } else {
                    try state.alerts.tap(button, onResult: plain)
                }
            }
            return "tap \(button) for result"
        case 7, 8:
            let screen = state.activeStack.topScreen
            let entry = state.viewModels.topEntry
            let value = walk.nextValue
            walk.nextValue += 1
            try state.finish(screen, with: value)
            if state.viewModels.entry(at: entry.position, inStack: entry.stack) != entry {
                walk.finished = (AnyHashable(entry), value)
            }
            return "finish \(screen.rawValue) with \(value)"
        case 9:
            let handOver = Int.random(in: 0..<4, using: &rng) > 0 ? handOvers[0] : handOvers.randomElement(using: &rng)!
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
        case 12, 16, 17:
            let index = Int.random(in: 0...2, using: &rng)
            try state.select(rootAt: index)
            return "select \(index)"
        case 13:
            let roots: [VaultRoute] = [.login, .vault, .sends].shuffled(using: &rng)
            try state.containers.setRoots(roots)
            return "setRoots \(roots)"
        case 14:
            try state.containers.jump(to: [.vault, .itemEditor])
            return "jump to the editor"
        default:
            try state.containers.restore(fresh().containers.snapshot())
            return "restore a fresh state"
        }
    }

    /// What the walks reached: values, nils, hand-overs, buttons.
    struct Reached {
        var values = 0
        var nils = 0
        var handOvers = 0
        var buttons = 0
        var refused = 0
    }

    static func walk(seed: Int) throws -> Reached {
        var rng = SeededWalkGenerator(seed: UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 &+ 11)
        let state = fresh(unlocked: seed % 2 == 0)
        let walk = Model.Walk()
        var log: [String] = []
        var reached = Reached()
        for _ in 0..<50 {
            walk.step += 1
            walk.finished = nil
            let before = state.stacks
            do {
                let step = try operate(state, walk, &rng)
                log.append(step)
                if step.contains(" then "), let finished = walk.finished,
                    walk.waiters.contains(where: { $0.entry == finished.entry && $0.answeredAt == nil })
                {
                    reached.handOvers += 1
                }
            } catch {
                log.append("refused: \(error)")
                #expect(state.stacks == before, "seed \(seed): a refusal changed the stacks: \(log)")
            }
            Model.check(state, walk, seed: seed, log: log)
        }
        // Everything unwinds: whoever still waits is answered nil.
        walk.step += 1
        walk.finished = nil
        try state.containers.restore(fresh().containers.snapshot())
        log.append("final restore")
        Model.check(state, walk, seed: seed, log: log)
        for waiter in walk.waiters {
            if waiter.refused {
                reached.refused += 1
                continue
            }
            #expect(waiter.answeredAt != nil, "seed \(seed): waiter \(waiter.id) never answered: \(log)")
            guard let last = waiter.calls.last else { continue }
            if last.value == nil { reached.nils += 1 } else { reached.values += 1 }
            if waiter.tapped, last.value != nil { reached.buttons += 1 }
        }
        return reached
    }

    @Test(arguments: 0..<100)
    func everyWaiterIsAnsweredExactlyOnce(seed: Int) throws {
        _ = try Self.walk(seed: seed)
    }

    /// The walks answer by value and by nil, through buttons and hand-overs, and refuse some.
    @Test func theWalksReachEveryKindOfAnswer() throws {
        var total = Reached()
        for seed in 0..<100 {
            let reached = try Self.walk(seed: seed)
            total.values += reached.values
            total.nils += reached.nils
            total.handOvers += reached.handOvers
            total.buttons += reached.buttons
            total.refused += reached.refused
        }
        #expect(
            total.values > 0 && total.nils > 0 && total.handOvers > 0 && total.buttons > 0 && total.refused > 0,
            "\(total)")
    }
}

/// SplitMix64: the walks' seeded randomness.
private struct SeededWalkGenerator: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
