/// The graph's identity as a navigation record names it: the route type and the digest that
/// ScreenNavigation's `GraphIdentity.of(_:)` computes from the compiled graph. The same
/// canonical text, written here from the resolved graph (version 1, a line each):
///
///     screengen-graph-digest 1
///     screen <name> view|alert        every screen, by name (UTF-8 byte order)
///     root <name>                     the declared roots, in order
///     move <from> <to> <style>        every legal (from, to, style) of the table, sorted
///     anywhere <to> <style>           every move allowed from anywhere, sorted
///
/// The moves are those the generated transition table holds (`GraphDataEmitter`): each screen's
/// transitions (sets' included), its alert buttons' moves, the steps its back transitions make
/// from where they go back to, and the steps of `select-root` moves from anywhere, from their
/// roots. Styles as the runtime has them (a dialog's move is `alert`). A test compares the two
/// digests on every example graph (`CoverageDigestAgreementTests`).
enum CoverageDigest {
    static func canonicalText(of graph: ScreenGraph) -> String {
        let name = { (index: Int) in graph.screens[index].qualifiedName }
        let screens = graph.screens.map { "screen \($0.qualifiedName) \($0.kind.hasButtons ? "alert" : "view")" }
        let roots = graph.roots.map { "root \(name($0))" }
        var moves: Set<String> = []
        func add(_ from: Int, _ to: Int, _ style: TransitionStyle) {
            moves.insert("move \(name(from)) \(name(to)) \(style.runtimeName)")
        }
        for (index, screen) in graph.screens.enumerated() {
            for move in screen.moves { add(index, move.target, move.style) }
            for step in graph.backSteps[index] ?? [] { add(step.from, step.to, step.style) }
        }
        var anywhere: Set<String> = []
        if let declared = graph.anywhere {
            for step in declared.rootSteps { add(step.root, step.move.target, step.move.style) }
            for transition in declared.transitions {
                anywhere.insert("anywhere \(name(transition.move.target)) \(transition.move.style.runtimeName)")
            }
        }
        let lines =
            ["screengen-graph-digest 1"] + sorted(screens) + roots + sorted(Array(moves)) + sorted(Array(anywhere))
        return lines.map { $0 + "\n" }.joined()
    }

    /// `fnv1a64:` and FNV-1a 64 of the text's UTF-8, as 16 lowercase hex digits.
    static func digest(of text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return "fnv1a64:" + String(repeating: "0", count: 16 - hex.count) + hex
    }

    private static func sorted(_ lines: [String]) -> [String] {
        lines.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }
}

extension ResolvedGraph {
    /// The route type's name, as a navigation record of this graph names it.
    public var routeName: String { graph.routeName.name }

    /// The digest a navigation record of this graph carries (see `CoverageDigest`).
    public var coverageDigest: String { CoverageDigest.digest(of: CoverageDigest.canonicalText(of: graph)) }
}
