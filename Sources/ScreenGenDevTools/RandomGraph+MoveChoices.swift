/// Moves whose target the app's resolver chooses (#37): `resolve-3: { choice: move-pick-3,
/// one-of: [a, b], style: sheet }`, over two or three screens the screen already enters plainly
/// in one style (push, sheet or cover, the style then written unless it is push) and that need
/// no value (so the move's steps are steps the graph has: no new reachability or cycle). From a
/// random source of its own, so seeds that draw none write what they wrote before.
extension RandomGraph {
    /// The `transitions` entry of screen `index`'s choice move, if it draws one.
    mutating func choiceMoveEntry(of index: Int) -> String? {
        var choosing = SeededRandom(seed: seed &* 0x9E37_79B9_7F4A_7C15 &+ 0x5151 &+ UInt64(index) &* 0x1_0001)
        guard choosing.chance(0.3) else { return nil }
        let screen = screens[index]
        var byStyle: [String: [Int]] = [:]
        for transition in screen.transitions {
            let move = transition.move
            guard ["push", "sheet", "cover"].contains(move.style), move.then.isEmpty, !move.hidesBack, !move.intended,
                move.bindings.isEmpty,
                move.literals.isEmpty, !screens[move.target].isAlert, !screens[move.target].dropped,
                !screens[move.target].params.contains(where: { $0.isRequired }),
                !(byStyle[move.style] ?? []).contains(move.target)
            else { continue }
            byStyle[move.style, default: []].append(move.target)
        }
        // The first style, in this order, with two screens or more.
        guard let style = ["push", "sheet", "cover"].first(where: { (byStyle[$0]?.count ?? 0) >= 2 }),
            let targets = byStyle[style]
        else { return nil }
        let action = "resolve-\(index)"
        // Not an action the screen has already (its own, or an included set's).
        let converted = "resolve\(index)"
        let taken =
            screen.transitions.map(\.converted) + screen.backTransitions.map(\.converted)
            + screen.includes.flatMap { sets[$0].transitions.map(\.converted) + sets[$0].backs.map(\.converted) }
        guard !taken.contains(converted), !taken.contains(action) else { return nil }
        let count = choosing.int(2...min(3, targets.count))
        let names = Array(choosing.shuffled(targets).prefix(count)).map {
            YAMLText.name(reference(from: screen.namespace, to: $0) ?? screens[$0].name)
        }
        let styled = style == "push" ? "" : ", style: " + style
        return "      \(action): { choice: move-pick-\(index), one-of: [" + names.joined(separator: ", ") + "]"
            + styled + " }\n"
    }
}
