import Testing

@_spi(Generated) @testable import ScreenNavigation

/// Random sequences over flows, exit guards and `reconcile()` (#35), on `ExitGraph`: whatever the
/// sequence, a refused operation changes nothing; an operation that asks the exit question
/// changes nothing but the question, and "keep" puts back exactly the state before it; every
/// state reached restores exactly from its own snapshot. Seeds are printed on failure.
@MainActor
@Suite struct ExitModelPropertyTests {
    struct Shown: Equatable {
        var stacks: [RouteStack<ExitGraph>]
        var selected: Int
        var flow: ExitFlow?
    }

    final class Session {
        var signedIn = true
        var unsaved: Set<Int> = [1]
    }

    static func shown(_ state: NavigationState<ExitGraph>) -> Shown {
        Shown(stacks: state.stacks, selected: state.selectedRootIndex, flow: state.flow)
    }

    static func operate<G: RandomNumberGenerator>(
        _ state: NavigationState<ExitGraph>, _ session: Session, _ rng: inout G
    ) throws -> String {
        let id = Int.random(in: 1...2, using: &rng)
        switch Int.random(in: 0..<18, using: &rng) {
        case 0:
            try state.containers.present(.editor(id: id), style: .sheet)
            return "present editor \(id)"
        case 1:
            try state.containers.push(.picker)
            return "push picker"
        case 2:
            state.pop()
            return "pop"
        case 3:
            state.dismiss()
            return "dismiss"
        case 4:
            state.containers.popToRoot()
            return "popToRoot"
        case 5:
            try state.containers.replace(with: .summary)
            return "replace summary"
        case 6:
            let index = Int.random(in: 0...1, using: &rng)
            try state.select(rootAt: index)
            return "select \(index)"
        case 7:
            try state.perform(Move(from: state.activeStack.topScreen, selectingRoot: .home))
            return "select-root home"
        case 8:
            let link = Bool.random(using: &rng) ? "app:///home" : "app:///other"
            try state.links.open(link: link)
            return "open \(link)"
        case 9:
            try state.move(toFlow: .out, by: "leave")
            return "leave"
        case 10:
            try state.move(toFlow: .main, by: "back")
            return "back"
        case 11:
            let roots: [ExitRoute] = Bool.random(using: &rng) ? [.home, .other] : [.other]
            try state.containers.setRoots(roots)
            return "setRoots \(roots)"
        case 12:
            state.guards.reconcile()
            return "reconcile"
        case 13:
            session.signedIn.toggle()
            return "signedIn \(session.signedIn)"
        case 14:
            if session.unsaved.contains(id) { session.unsaved.remove(id) } else { session.unsaved.insert(id) }
            return "unsaved \(session.unsaved.sorted())"
        case 15:
            try state.alerts.tap("keep")
            return "keep"
        case 16:
            try state.alerts.tap("discard")
            return "discard"
        default:
            try state.containers.push(.vault)
            return "push vault"
        }
    }

    @Test(arguments: 0..<150)
    func anySequenceKeepsTheExitPromises(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 &+ 1)
        let session = Session()
        let state = NavigationState<ExitGraph>()
        state.guards.conditionHoldsForRoute = { condition, route in
            switch (condition, route) {
            case (.signedIn, _): session.signedIn
            case (.unsaved, .editor(let id)): session.unsaved.contains(id)
            default: false
            }
        }
        var log: [String] = []
        for _ in 0..<60 {
            let before = Self.shown(state)
            let wasAsking = state.guards.pendingExit != nil
            var step = ""
            do {
                step = try Self.operate(state, session, &rng)
                log.append(step)
            } catch {
                log.append("refused: \(error)")
                #expect(Self.shown(state) == before, "seed \(seed): a refusal changed the state: \(log)")
                continue
            }
            if !wasAsking, let pending = state.guards.pendingExit {
                // Only the question: the state before is kept whole, and "keep" puts it back.
                let asked = Self.shown(state)
                #expect(
                    Shown(
                        stacks: pending.before.stacks, selected: pending.before.selectedIndex, flow: pending.before.flow
                    )
                        == before, "seed \(seed): \(log)")
                #expect(state.topRoute == .discard, "seed \(seed): \(log)")
                if Bool.random(using: &rng) {
                    try state.alerts.tap("keep")
                    log.append("keep")
                    #expect(Self.shown(state) == before, "seed \(seed): keep did not put back the state: \(log)")
                } else {
                    #expect(asked.stacks[pending.stackIndex].presentedAlert == .discard)
                }
            }
            // Every state reached restores exactly (a fresh state, every guard holding).
            if state.guards.pendingExit == nil {
                let copy = NavigationState<ExitGraph>(conditionHolds: { _ in true })
                try copy.containers.restore(state.containers.snapshot())
                #expect(Self.shown(copy) == Self.shown(state), "seed \(seed): the snapshot did not restore: \(log)")
            }
        }
    }
}
