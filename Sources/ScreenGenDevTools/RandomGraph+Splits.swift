/// Split views (`graph.splits`, #36). (Part of `RandomGraph`, split by construct.)
///
/// Chosen last, from a random source of their own: a seed that writes no splits makes the
/// graph it made before splits existed. A split is declared only on a root whose sidebar
/// pushes a screen of its own (three columns only when a screen it pushes pushes another),
/// so the tool accepts it whatever else the graph holds.
extension RandomGraph {
    struct Split {
        var root: Int
        var columns: Int
        /// Written `root: 2` rather than `root: { columns: 2 }`.
        var short: Bool
    }

    mutating func chooseSplits() {
        var random = SeededRandom(seed: seed &* 0x9E37_79B9_7F4A_7C15 &+ 0x5B11_7000)
        // A graph split into modules cannot have splits (the tool refuses them there).
        guard routesModule == nil, random.chance(0.4) else { return }
        func pushes(_ screen: Int) -> [Int] {
            screens[screen].transitions.filter { $0.move.style == "push" }.map(\.move.target)
        }
        var chosen: [Split] = []
        for root in roots where !screens[root].dropped && random.chance(0.6) {
            let pushed = pushes(root)
            guard !pushed.isEmpty else { continue }
            let fillsThree = pushed.contains { !pushes($0).isEmpty }
            chosen.append(
                Split(root: root, columns: fillsThree && random.chance(0.5) ? 3 : 2, short: random.chance(0.4)))
        }
        splits = chosen
        splitRandom = random
    }

    /// The `splits:` block of `graph:`, written in one of several YAML styles.
    mutating func renderSplits(from namespace: Int?) -> String {
        guard !splits.isEmpty else { return "" }
        var random = splitRandom
        defer { splitRandom = random }
        var out = "  splits:\n"
        for split in splits {
            let screen = screens[split.root]
            var name = random.pick(Names.spellings(of: screen.name))
            if let feature = screen.namespace, feature != namespace || random.chance(0.3) {
                name = random.pick(Names.spellings(of: features[feature].name)) + "." + name
            }
            if split.short {
                out += "    \(YAMLText.name(name)): \(split.columns)\n"
            } else if random.chance(0.5) {
                out += "    \(YAMLText.name(name)): { columns: \(split.columns) }\n"
            } else {
                out += "    \(YAMLText.name(name)):\n      columns: \(split.columns)\n"
            }
        }
        return out
    }
}
