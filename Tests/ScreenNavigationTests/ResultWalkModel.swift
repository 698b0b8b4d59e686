import ScreenNavigation
import Testing

/// The model of result waiters that ResultModelPropertyTests walks over `TestGraph`, shared
/// (by a symbolic link in GeneratedCodeTests) with the walk over the generated VaultCases
/// graph (#38): a waiter, a walk, registering one, and the check after each step that every
/// waiter registered is answered exactly once, by the right value, never before its entry leaves.
@MainActor
enum ResultWalkModel {
    /// One registered waiter and every call it got.
    final class Waiter {
        let id: Int
        let deciding: Bool
        /// How many values it keeps the screen for before it closes (a deciding waiter).
        let stays: Int
        /// The entry it waits for (a `NavigationEntryID` of the walk's graph).
        var entry: AnyHashable?
        var calls: [(value: Int?, step: Int)] = []
        /// The step it was answered in; nil while waiting.
        var answeredAt: Int?
        var refused = false
        /// Registered by a button tap.
        var tapped = false

        init(id: Int, deciding: Bool, stays: Int) {
            self.id = id
            self.deciding = deciding
            self.stays = stays
        }

        func hear(_ value: (any Sendable)?, step: Int) -> Navigation.ResultDecision {
            calls.append((value as? Int, step))
            return calls.filter { $0.value != nil }.count > stays ? .close : .stay
        }
    }

    final class Walk {
        var step = 0
        var waiters: [Waiter] = []
        var nextValue = 100
        /// The entry a finish or hand-over of this step took off, with its value.
        var finished: (entry: AnyHashable, value: Int)?
        /// A finish whose exit question is up: it completes with "discard".
        var held: (entry: AnyHashable, value: Int)?
    }

    /// A new waiter of `walk`, plain or deciding, as `register` takes it.
    static func waiter<G: RandomNumberGenerator>(
        _ walk: Walk, _ rng: inout G,
        _ register: (
            Waiter, _ plain: @escaping @MainActor ((any Sendable)?) -> Void,
            _ deciding: @escaping @MainActor ((any Sendable)?) -> Navigation.ResultDecision
        ) throws -> Void
    ) throws {
        let waiter = Waiter(
            id: walk.waiters.count, deciding: Bool.random(using: &rng), stays: Int.random(in: 0...2, using: &rng))
        walk.waiters.append(waiter)
        do {
            try register(
                waiter, { [walk] in _ = waiter.hear($0, step: walk.step) },
                { [walk] in waiter.hear($0, step: walk.step) })
        } catch {
            waiter.refused = true
            throw error
        }
    }

    /// What each waiter heard in this step, checked against where its entry is now.
    static func check<Graph: NavigationGraph>(
        _ state: NavigationState<Graph>, _ walk: Walk, seed: Int, log: [String]
    ) {
        for waiter in walk.waiters {
            let now = waiter.calls.filter { $0.step == walk.step }
            if waiter.refused {
                #expect(waiter.calls.isEmpty, "seed \(seed): a refused call's waiter \(waiter.id) was called: \(log)")
                continue
            }
            if let answered = waiter.answeredAt {
                #expect(
                    waiter.calls.allSatisfy { $0.step <= answered },
                    "seed \(seed): waiter \(waiter.id) was called after its answer: \(log)")
                continue
            }
            if waiter.entry == nil, waiter.calls.first?.step == walk.step, !waiter.calls.isEmpty,
                walk.waiters.last === waiter
            {
                // Answered at once: the move or tap entered nothing to wait for.
                #expect(waiter.calls.count == 1 && waiter.calls[0].value == nil, "seed \(seed): \(log)")
                waiter.answeredAt = walk.step
                continue
            }
            if waiter.entry == nil { waiter.entry = AnyHashable(state.viewModels.topEntry) }
            let entry = waiter.entry!
            if isShown(entry, in: state) {
                // Still waiting: only a deciding waiter hears values (and keeps the screen).
                let delivered = waiter.calls.allSatisfy { $0.value != nil }
                #expect(
                    waiter.deciding ? delivered : waiter.calls.isEmpty,
                    "seed \(seed): waiter \(waiter.id) heard something while its screen stayed: \(log)")
                continue
            }
            let expected = walk.finished.flatMap { $0.entry == entry ? $0.value : nil }
            #expect(!now.isEmpty, "seed \(seed): waiter \(waiter.id)'s screen left unanswered: \(log)")
            #expect(
                now.last?.value == expected,
                "seed \(seed): waiter \(waiter.id) got \(String(describing: now.last?.value)), not \(String(describing: expected)): \(log)"
            )
            if !waiter.deciding {
                #expect(waiter.calls.count == 1, "seed \(seed): plain waiter \(waiter.id) called twice: \(log)")
            }
            waiter.answeredAt = walk.step
        }
    }

    /// Whether `entry`, a `NavigationEntryID` of `state`'s graph, is on its stack now.
    static func isShown<Graph: NavigationGraph>(_ entry: AnyHashable, in state: NavigationState<Graph>) -> Bool {
        guard let entry = entry.base as? NavigationEntryID<Graph.Route> else { return false }
        return state.viewModels.entry(at: entry.position, inStack: entry.stack) == entry
    }
}
