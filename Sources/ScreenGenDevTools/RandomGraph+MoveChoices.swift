/// Moves whose target the app's resolver chooses (#37): `resolve-3: { choice: move-pick-3,
/// one-of: [a, b], style: sheet, args: { zoom: 3 } }`, over two or three screens the screen already enters plainly
/// in one style (push, sheet or cover, the style then written unless it is push) and that need
/// no value (an optional one given its default as `args`) (so the move's steps are steps the graph has: no new reachability or cycle). From a
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
        let chosen = Array(choosing.shuffled(targets).prefix(count))
        let names = chosen.map {
            YAMLText.name(reference(from: screen.namespace, to: $0) ?? screens[$0].name)
        }
        let styled = style == "push" ? "" : ", style: " + style
        let bound = choiceArgument(over: chosen).map { ", args: { " + $0.name + ": " + $0.value + " }" } ?? ""
        return "      \(action): { choice: move-pick-\(index), one-of: [" + names.joined(separator: ", ") + "]"
            + styled + bound + " }\n"
    }

    /// An `args` entry for a choice move: a candidate's param with a written number or Boolean
    /// default, given that default as a literal, when every candidate that has a param of that name has it with the
    /// same type (an entry binds the param of its name in each candidate that has it).
    private func choiceArgument(over candidates: [Int]) -> (name: String, value: String)? {
        for param in candidates.flatMap({ screens[$0].params }) where param.live == nil {
            // A number or a Boolean: `args` reads any other text as a source param's name.
            guard let value = param.defaultYAML, Double(value) != nil || value == "true" || value == "false"
            else { continue }
            let namesakes = candidates.flatMap { screens[$0].params.filter { $0.name == param.name } }
            if namesakes.allSatisfy({ $0.type == param.type && $0.live == nil }) {
                return (YAMLText.name(param.name), value)
            }
        }
        return nil
    }
}
