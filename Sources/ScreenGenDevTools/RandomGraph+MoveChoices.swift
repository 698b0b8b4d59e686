/// Moves whose target the app's resolver chooses (#37): `resolve-3: { choice: move-pick-3,
/// one-of: [a, b], style: sheet, args: { zoom: 3 } }`, over two or three screens the screen already enters
/// in one style (push, sheet or cover, the style then written unless it is push), so the move's steps are
/// steps the graph has (no new reachability or cycle). A candidate's required params must be numbers or
/// Booleans, which `args` binds to literals; an optional one may be given its written default. A root whose
/// choice link's candidates it enters in one style sometimes shares that link's choice (the same name and
/// candidates, in order: one generated enum for both). From a random source of its own, so seeds that draw
/// none write what they wrote before.
extension RandomGraph {
    /// The `transitions` entry of screen `index`'s choice move, if it draws one.
    mutating func choiceMoveEntry(of index: Int) -> String? {
        var choosing = SeededRandom(seed: seed &* 0x9E37_79B9_7F4A_7C15 &+ 0x5151 &+ UInt64(index) &* 0x1_0001)
        let drawn = choosing.chance(0.3)
        let screen = screens[index]
        var byStyle: [String: [Int]] = [:]
        for transition in screen.transitions {
            let move = transition.move
            guard ["push", "sheet", "cover"].contains(move.style), move.then.isEmpty, !move.hidesBack, !move.intended,
                !screens[move.target].isAlert, !screens[move.target].dropped,
                screens[move.target].params.allSatisfy({ !$0.isRequired || Self.requiredLiteral(for: $0) != nil }),
                !(byStyle[move.style] ?? []).contains(move.target)
            else { continue }
            byStyle[move.style, default: []].append(move.target)
        }
        let action = "resolve-\(index)"
        // Not an action the screen has already (its own, or an included set's).
        let converted = "resolve\(index)"
        let taken =
            screen.transitions.map(\.converted) + screen.backTransitions.map(\.converted)
            + screen.includes.flatMap { sets[$0].transitions.map(\.converted) + sets[$0].backs.map(\.converted) }
        guard !taken.contains(converted), !taken.contains(action) else { return nil }
        // A root's choice link whose candidates it enters in one style: drawn on its own (only for such a
        // root, so other seeds are unchanged), as the link's name and candidates.
        if let shared = sharedLinkChoice(from: index, byStyle: byStyle), choosing.chance(drawn ? 0.5 : 0.4) {
            return "      \(action): { choice: " + YAMLText.name(shared.name) + ", one-of: ["
                + candidateNames(shared.candidates, from: screen.namespace) + "]"
                + (shared.style == "push" ? "" : ", style: " + shared.style) + " }\n"
        }
        // The first style, in this order, with two screens or more.
        guard drawn, let style = ["push", "sheet", "cover"].first(where: { (byStyle[$0]?.count ?? 0) >= 2 }),
            let targets = byStyle[style]
        else { return nil }
        let styled = style == "push" ? "" : ", style: " + style
        let count = choosing.int(2...min(3, targets.count))
        let chosen = Array(choosing.shuffled(targets).prefix(count))
        guard let required = requiredArguments(over: chosen) else { return nil }
        var arguments = required
        if let optional = choiceArgument(over: chosen), !required.contains(where: { $0.name == optional.name }) {
            arguments.append(optional)
        }
        let bound =
            arguments.isEmpty
            ? "" : ", args: { " + arguments.map { $0.name + ": " + $0.value }.joined(separator: ", ") + " }"
        return "      \(action): { choice: move-pick-\(index), one-of: ["
            + candidateNames(chosen, from: screen.namespace)
            + "]" + styled + bound + " }\n"
    }

    private mutating func candidateNames(_ candidates: [Int], from namespace: Int?) -> String {
        var names: [String] = []
        for candidate in candidates {
            names.append(YAMLText.name(reference(from: namespace, to: candidate) ?? screens[candidate].name))
        }
        return names.joined(separator: ", ")
    }

    /// The choice of a link that opens on root `index` (written as its `root:`, or the only root) whose
    /// candidates the root enters in one style of `byStyle`: a move may share it, in that style.
    private func sharedLinkChoice(
        from index: Int, byStyle: [String: [Int]]
    ) -> (name: String, candidates: [Int], style: String)? {
        guard roots.contains(index) else { return nil }
        for link in deepLinks {
            guard let choice = link.choice, link.root == index || (link.root == nil && roots == [index]),
                let style = ["push", "sheet", "cover"].first(where: { style in
                    link.oneOf.allSatisfy { (byStyle[style] ?? []).contains($0) }
                })
            else { continue }
            return (choice, link.oneOf, style)
        }
        return nil
    }

    /// The literal `args` gives a required param: a number or a Boolean (any other text `args` reads as a
    /// source param's name, or needs quoting); nil for a param it cannot bind so.
    static func requiredLiteral(for param: Param) -> String? {
        guard param.live == nil, !param.type.isOptional else { return nil }
        switch param.type.canonical {
        case "Int", "Swift.Int", "Double", "Swift.Double", "Bool", "Swift.Bool":
            return fixedLiteral(param.type.canonical)
        default: return nil
        }
    }

    /// An `args` entry for each required param of the candidates, each bound to a literal of its type; nil
    /// when two candidates' params of one name differ in type (an entry binds the param of its name in each
    /// candidate that has it).
    private func requiredArguments(over candidates: [Int]) -> [(name: String, value: String)]? {
        var arguments: [(name: String, value: String)] = []
        for param in candidates.flatMap({ screens[$0].params }) where param.isRequired {
            guard !arguments.contains(where: { $0.name == YAMLText.name(param.name) }) else { continue }
            let namesakes = candidates.flatMap { screens[$0].params.filter { $0.name == param.name } }
            guard let value = Self.requiredLiteral(for: param),
                namesakes.allSatisfy({ $0.type == param.type && $0.live == nil })
            else { return nil }
            arguments.append((YAMLText.name(param.name), value))
        }
        return arguments
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
