/// Flow results (`finishes:`, #38). (Part of `RandomGraph`, split by construct.)
///
/// Chosen last, from a random source of their own: a seed that writes none makes the graph it
/// made before they existed. A flow's first screen is one with `returns:` that a screen's own
/// transition presents as a sheet or a cover; its finishing screens are reached from it by the
/// pushes of its own and its sets' transitions: a subset of the moves the tool searches, so it
/// accepts them whatever else the graph holds. No finishing screen has an action `finishFlow`.
extension RandomGraph {
    mutating func chooseFlowResults() {
        var random = SeededRandom(seed: seed &* 0x9E37_79B9_7F4A_7C15 &+ 0xF1_0E5E)
        guard !screens.isEmpty, random.chance(0.6) else { return }
        var presented = Set<Int>()
        for screen in screens where !screen.dropped && !screen.isAlert {
            for transition in screen.transitions where ["sheet", "cover"].contains(transition.move.style) {
                presented.insert(transition.move.target)
            }
        }
        let roots = presented.filter { !screens[$0].dropped && !screens[$0].isAlert && screens[$0].returns != nil }
        for root in random.shuffled(roots.sorted()).prefix(random.int(1...3)) {
            let pushed = pushedScreens(from: root).subtracting([root])
            for index in pushed.sorted()
            where screens[index].finishes == nil && !screens[index].isAlert && !screens[index].dropped
                && !actionNames(of: index).contains("finishFlow") && random.chance(0.6)
            {
                let namespace = screens[index].namespace
                guard canReference(from: namespace, to: root) else { continue }
                screens[index].finishes = YAMLText.name(flowResultReference(from: namespace, to: root, random: &random))
            }
        }
    }

    /// `reference(from:to:)` from this construct's own random source (the caller checked that
    /// `target` can be referenced from `namespace`).
    private func flowResultReference(from namespace: Int?, to target: Int, random: inout SeededRandom) -> String {
        let bare = random.pick(Names.spellings(of: screens[target].name))
        guard let feature = screens[target].namespace else { return bare }
        let qualified = random.pick(Names.spellings(of: features[feature].name)) + "." + bare
        return feature == namespace && random.chance(0.7) ? bare : qualified
    }

    /// The screens `root`'s pushes reach (its own and its sets' transitions), breadth-first.
    private func pushedScreens(from root: Int) -> Set<Int> {
        var seen: Set<Int> = [root]
        var queue = [root]
        var next = 0
        while next < queue.count {
            let screen = screens[queue[next]]
            next += 1
            let moves = screen.transitions.map(\.move) + screen.includes.flatMap { sets[$0].transitions.map(\.move) }
            for move in moves where move.style == "push" && !screens[move.target].dropped {
                if seen.insert(move.target).inserted { queue.append(move.target) }
            }
        }
        return seen
    }
}
