import Foundation
import Testing

@_spi(Generated) @testable import ScreenNavigation

/// Random sequences over app-wide layers (#35), on `LayerGraph`: whatever the sequence, a
/// refused operation changes nothing (the roots, the layers, the selection); closing the lock
/// gives back exactly what was beneath it; nothing ever opens beneath a required layer; and
/// every state reached restores exactly from its own snapshot. Seeds are printed on failure.
@MainActor
@Suite struct LayerModelPropertyTests {
    struct Shown: Equatable {
        var stacks: [RouteStack<LayerGraph>]
        var layers: [Navigation.AppLayer<LayerGraph>]
        var selected: Int
    }

    static func shown(_ state: NavigationState<LayerGraph>) -> Shown {
        Shown(stacks: state.stacks, layers: state.layers.shown, selected: state.selectedRootIndex)
    }

    static let layers: [(LayerRoute, TransitionStyle)] = [
        (.settings, .sheet), (.onboarding, .cover), (.call, .cover), (.lock, .cover), (.loginRequest, .sheet),
    ]

    final class Session {
        var verified = true
    }

    static func operate<G: RandomNumberGenerator>(
        _ state: NavigationState<LayerGraph>, _ session: Session, _ rng: inout G
    ) throws -> String {
        let id = Int.random(in: 1...3, using: &rng)
        switch Int.random(in: 0..<17, using: &rng) {
        case 0, 1:
            let (route, style) = layers.randomElement(using: &rng)!
            try state.perform(Move(from: nil, to: route, style: style))
            return "open \(route)"
        case 2:
            try state.perform(Move(from: state.activeStack.topScreen, to: .settings, style: .sheet))
            return "settings from \(state.activeStack.topScreen)"
        case 3:
            try state.perform(Move(from: nil, selectingRoot: .chats, then: .room(id: id)))
            return "notification \(id)"
        case 4:
            try state.perform(Move(from: nil, to: .room(id: id), style: .push))
            return "open room \(id) over what is shown"
        case 5:
            try state.containers.push(.room(id: id))
            return "push room \(id)"
        case 6:
            try state.containers.push(.settingsDetail)
            return "push settingsDetail"
        case 7:
            try state.containers.presentAlert(.confirm)
            return "alert"
        case 8:
            try state.alerts.tap("cancel")
            return "cancel"
        case 9:
            state.pop()
            return "pop"
        case 10:
            state.dismiss()
            return "dismiss"
        case 11:
            let index = Int.random(in: 0...1, using: &rng)
            try state.select(rootAt: index)
            return "select \(index)"
        case 12:
            let layer = state.layers.shown.randomElement(using: &rng)?.screen ?? .settings
            try state.layers.dismiss(layer)
            return "dismissLayer \(layer)"
        case 13:
            let minimized = Bool.random(using: &rng)
            try state.layers.setMinimized(.call, minimized)
            return "call minimized \(minimized)"
        case 14:
            try state.layers.resumeWaitingMove()
            return "resume waiting move"
        case 15:
            try state.links.open(link: "app:/room/\(id)")
            return "link room \(id)"
        default:
            session.verified.toggle()
            state.guards.reconcile()
            return "verified \(session.verified), reconcile"
        }
    }

    @Test(arguments: 0..<150)
    func anySequenceKeepsTheLayerPromises(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 &+ 7)
        let session = Session()
        let state = NavigationState<LayerGraph>(conditionHolds: { _ in true })
        state.guards.conditionHoldsForRoute = { _, _ in session.verified }
        var log: [String] = []
        var beneathLock: Shown?
        for _ in 0..<60 {
            let before = Self.shown(state)
            let required = state.requiredLayer
            let step: String
            do {
                step = try Self.operate(state, session, &rng)
                log.append(step)
            } catch {
                log.append("refused: \(error)")
                #expect(Self.shown(state) == before, "seed \(seed): a refusal changed the state: \(log)")
                continue
            }
            let after = Self.shown(state)
            // Nothing from outside goes beneath, or into, a required layer: the roots and the
            // required layer's own stack change only by the layer's own screens' moves.
            if required != nil, step.hasPrefix("notification") || step.hasPrefix("open room") {
                Issue.record("seed \(seed): a move from outside was made under a required layer: \(log)")
            }
            if step == "open lock", before.layers.allSatisfy({ $0.screen != .lock }) {
                beneathLock = before
            }
            if step == "dismissLayer lock", let beneath = beneathLock {
                #expect(after == beneath, "seed \(seed): the lock did not give back what was beneath: \(log)")
                beneathLock = nil
            }
            // Every state reached restores exactly.
            let copy = NavigationState<LayerGraph>(conditionHolds: { _ in true })
            try copy.containers.restore(state.containers.snapshot())
            #expect(Self.shown(copy) == after, "seed \(seed): the snapshot did not restore: \(log)")
        }
    }
}
