/// Presentation details (`detents:`, `dismiss-by-swipe:`, `graph.animate-built-stacks`, #36).
/// (Part of `RandomGraph`, split by construct.)
///
/// Chosen last, from a random source of their own: a seed that writes none makes the graph it
/// made before they existed. Detents go only on screens a screen's own transition, a move from
/// anywhere or a layer presents as a sheet, `dismiss-by-swipe` only on those presented as a
/// sheet or a cover, so the tool accepts them whatever else the graph holds. Every form is
/// written: words, `{fraction: f}`, `{height: h}`, flow and block lists.
extension RandomGraph {
    mutating func choosePresentation() {
        var random = SeededRandom(seed: seed &* 0x9E37_79B9_7F4A_7C15 &+ 0xDE7E_4700)
        guard !screens.isEmpty, random.chance(0.35) else { return }
        if random.chance(0.4) { animateBuiltStacks = random.chance(0.5) }
        var sheets = Set<Int>()
        var covers = Set<Int>()
        func add(_ move: Move?) {
            guard let move, screens.indices.contains(move.target), !screens[move.target].dropped else { return }
            if move.style == "sheet" { sheets.insert(move.target) }
            if move.style == "cover" { covers.insert(move.target) }
        }
        for screen in screens where !screen.dropped && !screen.isAlert {
            screen.transitions.forEach { add($0.move) }
        }
        anywhere.forEach { add($0.move) }
        for layer in layers {
            if layer.style == "sheet" { sheets.insert(layer.screen) } else { covers.insert(layer.screen) }
        }
        let presented = sheets.union(covers).filter { !screens[$0].isAlert }.sorted()
        for index in random.shuffled(presented).prefix(random.int(1...4)) {
            var keys: [String] = []
            if sheets.contains(index), random.chance(0.7) { keys.append(renderDetents(random: &random)) }
            if random.chance(0.6) || keys.isEmpty {
                keys.append("    dismiss-by-swipe: \(random.chance(0.7) ? "false" : "true")\n")
            }
            screens[index].presentationYAML = random.shuffled(keys).joined()
        }
        chooseZoom(pushedOrPresented: sheets.union(covers))
    }

    /// `navigation-transition:` on a few screens a transition pushes or presents, from a random
    /// source of its own (seeds that wrote none before write the same graph).
    private mutating func chooseZoom(pushedOrPresented presented: Set<Int>) {
        var random = SeededRandom(seed: seed &* 0x9E37_79B9_7F4A_7C15 &+ 0x200_A400)
        guard random.chance(0.5) else { return }
        var entered = presented
        for screen in screens where !screen.dropped && !screen.isAlert {
            for transition in screen.transitions where transition.move.style == "push" {
                entered.insert(transition.move.target)
            }
        }
        let candidates = entered.filter { screens.indices.contains($0) && !screens[$0].dropped && !screens[$0].isAlert }
        for index in random.shuffled(candidates.sorted()).prefix(random.int(1...3)) {
            let line = "    navigation-transition: \(random.chance(0.8) ? "zoom" : "automatic")\n"
            screens[index].presentationYAML = (screens[index].presentationYAML ?? "") + line
        }
    }

    /// `detents:` with one to four distinct detents, in one of the list styles.
    private func renderDetents(random: inout SeededRandom) -> String {
        var items: [String] = []
        var taken = Set<String>()
        for _ in 0..<random.int(1...4) {
            let item: String
            switch random.int(0...3) {
            case 0: item = "medium"
            case 1: item = "large"
            case 2:
                item = random.pick(["{ fraction: 0.25 }", "{fraction: 0.5}", "{ fraction: 1 }", "{ fraction: .75 }"])
            default: item = random.pick(["{ height: 200 }", "{height: 44.5}", "{ height: 1e3 }", "{ height: 320 }"])
            }
            // One spelling per value (`{ fraction: 1 }` is not `large`, so both may stand).
            let key = item.filter { !$0.isWhitespace }
            guard taken.insert(key).inserted else { continue }
            items.append(item)
        }
        if random.chance(0.5) { return "    detents: [" + items.joined(separator: ", ") + "]\n" }
        return "    detents:\n" + items.map { "      - \($0)\n" }.joined()
    }
}
