/// App flows (`graph.flows`, #35). (Part of `RandomGraph`, split by construct.)
///
/// Chosen last, from a random source of their own, and written last in `graph:`: a seed that
/// writes no flows makes the graph it made before flows existed.
extension RandomGraph {
    struct Flow {
        var name: String  // YAML spelling
        var roots: [Int]
        var requires: [String] = []
        /// (action's YAML spelling, index of the target flow).
        var moves: [(action: String, target: Int)] = []
    }

    /// Flow names: plain, keywords (escaped in the generated enum), spellings that convert.
    static let flowNames = [
        "signed-out", "session", "locked", "onboarding", "guest", "default", "in", "main", "launch", "switch",
        "signed_in", "Trial", "case", "vault-open", "admin2",
    ]
    /// Flow-move actions, one per target flow (so an action declared by two flows leads to one).
    static let flowActions = [
        "sign-in", "sign-out", "lock", "unlock", "continue", "finish", "restart", "default", "return", "go-home",
        "enter_vault", "Upgrade", "state", "roots",
    ]

    mutating func chooseFlows() {
        var random = SeededRandom(seed: seed &* 0x9E37_79B9_7F4A_7C15 &+ 0x0F10_4500)
        // In a graph split into modules too: the flow table is written into the graph's own module.
        guard !roots.isEmpty, random.chance(0.3) else { return }
        let count = min(random.int(2...4), max(2, roots.count + 1))
        let names = Array(random.shuffled(Self.flowNames).prefix(count))
        let actions = Array(random.shuffled(Self.flowActions).prefix(count))
        var chosen: [Flow] = []
        // Every root in at least one flow; each flow at least one root; some roots in several.
        var rootsOf = [[Int]](repeating: [], count: count)
        for (position, root) in random.shuffled(roots).enumerated() {
            rootsOf[position < count ? position : random.int(below: count)].append(root)
        }
        for index in 0..<count {
            if rootsOf[index].isEmpty || random.chance(0.2) { rootsOf[index].append(random.pick(roots)) }
            // Declared order kept, each root once.
            let set = Set(rootsOf[index])
            chosen.append(Flow(name: names[index], roots: roots.filter(set.contains)))
        }
        // Conditions (never on the first flow): some shared with screens, some only the flows'.
        for index in 1..<count where random.chance(0.5) {
            let conditions = random.shuffled(Self.conditions).prefix(random.int(1...2))
            chosen[index].requires = Array(conditions)
        }
        // A chain from the first keeps every flow reachable; then moves back (sign out) and a few
        // more, each target always by its own action.
        for index in 0..<count {
            var targets: [Int] = []
            if index + 1 < count { targets.append(index + 1) }
            if index > 0, random.chance(0.7) { targets.append(0) }
            for other in 0..<count where other != index && !targets.contains(other) && random.chance(0.25) {
                targets.append(other)
            }
            chosen[index].moves = random.shuffled(targets).map { (actions[$0], $0) }
        }
        flows = chosen
        flowRandom = random
    }

    /// The `flows:` block of `graph:`, written in one of several YAML styles.
    mutating func renderFlows(from namespace: Int?) -> String {
        guard !flows.isEmpty else { return "" }
        var random = flowRandom
        defer { flowRandom = random }
        var out = "  flows:\n"
        for flow in flows {
            out += "    \(YAMLText.name(flow.name)):\n"
            let references = flow.roots.map { root in
                flowReference(from: namespace, to: root, random: &random)
            }
            out +=
                references.count == 1 && random.chance(0.3)
                ? "      roots: \(YAMLText.name(references[0]))\n"
                : "      roots: [" + references.map { YAMLText.name($0) }.joined(separator: ", ") + "]\n"
            if !flow.requires.isEmpty {
                out += "      requires: [" + flow.requires.map { YAMLText.name($0) }.joined(separator: ", ") + "]\n"
            }
            guard !flow.moves.isEmpty else { continue }
            let moves = flow.moves.map { move in
                let target = YAMLText.name(flows[move.target].name)
                return (YAMLText.name(move.action), random.chance(0.3) ? "{ to: \(target) }" : target)
            }
            if random.chance(0.5) {
                out += "      moves: { " + moves.map { "\($0.0): \($0.1)" }.joined(separator: ", ") + " }\n"
            } else {
                out += "      moves:\n" + moves.map { "        \($0.0): \($0.1)\n" }.joined()
            }
        }
        return out
    }

    /// `reference(from:to:)` from the flows' own random source (roots are always referable
    /// from the graph's file: `graph.roots` names them the same way).
    private func flowReference(from namespace: Int?, to target: Int, random: inout SeededRandom) -> String {
        let screen = screens[target]
        let bare = random.pick(Names.spellings(of: screen.name))
        if let feature = screen.namespace {
            let qualified = random.pick(Names.spellings(of: features[feature].name)) + "." + bare
            return feature == namespace && random.chance(0.7) ? bare : qualified
        }
        return bare
    }
}
