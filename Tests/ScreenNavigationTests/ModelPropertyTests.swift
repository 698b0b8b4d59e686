@_spi(Generated) import ScreenNavigation
import Testing

/// Random sequences of every operation of the navigation state, on a graph with tabs, sheets,
/// covers, replaces, alerts and alert buttons that navigate or go back (#21), moves that go on
/// (`then:`), moves over whatever is shown, moves made from an entry (#25) and alert fields. Whatever the
/// sequence: a refused operation changes nothing, and every state reached is a valid one that
/// its own snapshot restores exactly. Seeds are printed; replay one with
/// `DEEPLINK_SEED=<seed> swift test --filter ModelPropertyTests`.
@MainActor
@Suite("Navigation state model properties (seeded)")
struct ModelPropertyTests {
    static let routes: [TestRoute] =
        TestScreen.allCases.map(sampleRoute(for:)) + [
            .animal(.detail(name: "tiger")), .deleteAlert(animal: "tiger"), .conversation(with: "ann"),
        ]
    static let styles = TransitionStyle.allCases
    static let buttonIDs = [
        "delete", "cancel", "edit", "chat", "broken", "toList", "again", "close", "closeThenChat", "toSettings", "none",
    ]

    /// One random operation; what it is, for messages.
    static func operate<G: RandomNumberGenerator>(
        _ state: State, _ rng: inout G, snapshots: [NavigationSnapshot<TestRoute>]
    ) throws -> String {
        let route = routes.randomElement(using: &rng)!
        let style = styles.randomElement(using: &rng)!
        let screen = TestScreen.allCases.randomElement(using: &rng)!
        switch Int.random(in: 0..<19, using: &rng) {
        case 0:
            try state.containers.push(route)
            return "push \(route)"
        case 1:
            try state.containers.present(route, style: style)
            return "present \(route) \(style)"
        case 2:
            try state.containers.presentAlert(route)
            return "presentAlert \(route)"
        case 3:
            try state.containers.replace(with: route)
            return "replace \(route)"
        case 4:
            let from = Bool.random(using: &rng) ? state.activeStack.topScreen : screen
            try state.perform(Move(from: from, to: route, style: style))
            return "perform \(from) -> \(route) \(style)"
        case 5:
            try state.perform(
                Move(from: state.activeStack.topScreen, popBackTo: screen, inclusive: Bool.random(using: &rng)))
            return "pop back to \(screen)"
        case 6:
            let id = buttonIDs.randomElement(using: &rng)!
            try state.alerts.tap(id)
            return "tap \(id)"
        case 7:
            state.pop()
            return "pop"
        case 8:
            state.containers.popToRoot()
            return "popToRoot"
        case 9:
            state.dismiss()
            return "dismiss"
        case 10:
            let count = Int.random(in: 0...3, using: &rng)
            let path = (0..<count).map { _ in routes.randomElement(using: &rng)! }
            try state.containers.jump(to: path)
            return "jump \(path)"
        case 11:
            let index = Int.random(in: 0...2, using: &rng)
            try state.select(rootAt: index)
            return "select \(index)"
        case 12:
            let roots =
                Bool.random(using: &rng)
                ? [TestRoute.home, .settings]
                : [[TestRoute.settings], [.home], [.settings, .home]].randomElement(using: &rng)!
            try state.containers.setRoots(roots)
            return "setRoots \(roots)"
        case 13:
            guard let snapshot = snapshots.randomElement(using: &rng) else { return "no snapshot" }
            try state.containers.restore(snapshot)
            return "restore"
        case 14:
            try state.perform(Move(from: state.activeStack.topScreen, dismissingThen: route, style: style))
            return "dismiss then \(route)"
        case 15:
            // On past the target (`then:`): all or nothing.
            let next = RouteEntry(routes.randomElement(using: &rng)!, style: styles.randomElement(using: &rng)!)
            try state.perform(Move(from: state.activeStack.topScreen, to: route, style: style, then: [next]))
            return "perform \(route) \(style) then \(next)"
        case 16:
            // Over whatever is shown (`anywhere:`): the test graph declares none, so refused.
            try state.perform(Move(from: nil, to: route, style: style))
            return "anywhere \(route) \(style)"
        case 17:
            // From an entry of the selected stack (#25): refused unless it is the one on top.
            let position = Int.random(in: 0..<state.selectedStack.routes.count, using: &rng)
            let entry = Bool.random(using: &rng) ? state.viewModels.topEntry : state.viewModels.entry(at: position)!
            try state.perform(
                Move(from: TestGraph.screen(of: entry.route), to: route, style: style).made(
                    from: entry.route, entry: entry))
            return "perform from entry \(entry.position) -> \(route) \(style)"
        default:
            let id = ["name", "password", "none"].randomElement(using: &rng)!
            try state.alerts.typeIntoField(id, "typed")
            return "type into \(id)"
        }
    }

    @Test func refusedOperationsChangeNothingAndEveryStateRestoresFromItsSnapshot() throws {
        var (rng, seed) = SeededGenerator.fromEnvironment(
            "refusedOperationsChangeNothingAndEveryStateRestoresFromItsSnapshot")
        var refused = 0
        var applied = 0
        for sequence in 0..<200 {
            let state = State()
            var snapshots: [NavigationSnapshot<TestRoute>] = []
            var done: [String] = []
            for _ in 0..<40 {
                let (stacks, selection, roots) = (state.stacks, state.selectedRootIndex, state.containers.roots)
                do {
                    done.append(try Self.operate(state, &rng, snapshots: snapshots))
                    applied += 1
                } catch {
                    refused += 1
                    let context = "seed \(seed), sequence \(sequence): refused after \(done.suffix(5))"
                    #expect(state.stacks == stacks, "\(context)")
                    #expect(state.selectedRootIndex == selection && state.containers.roots == roots, "\(context)")
                }
                let snapshot = state.containers.snapshot()
                snapshots.append(snapshot)
                let copy = State()
                do {
                    try copy.containers.restore(snapshot)
                } catch {
                    Issue.record(
                        "seed \(seed), sequence \(sequence): a reached state does not restore (\(error)) after \(done.suffix(5))"
                    )
                    return
                }
                #expect(
                    copy.stacks == state.stacks && copy.selectedRootIndex == state.selectedRootIndex,
                    "seed \(seed), sequence \(sequence): restored differently after \(done.suffix(5))")
            }
        }
        // The sequences do both: a property of refusals alone (or moves alone) says little.
        #expect(refused > 1_000 && applied > 1_000, "seed \(seed): \(refused) refused, \(applied) applied")
    }
}
