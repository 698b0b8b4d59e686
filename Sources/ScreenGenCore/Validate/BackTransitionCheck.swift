import ScreenGenDiagnostics

/// A transition with `pop-to` goes back to a screen that must be able to lie beneath the one
/// declaring it: the runtime refuses to go back to a screen that is not on the stack, so a
/// `pop-to` no stack can satisfy is a mistake the graph shows. A screen can lie beneath another
/// when moves that grow the stack lead from it to the other, or when it is a root from which the
/// other is reachable at all (a `replace` keeps the root). Going back to the screen itself does
/// nothing unless `inclusive`.
///
/// A `dismiss: true` transition needs a sheet or cover to dismiss: its screen must be shown in
/// one (see `ScreenGraph.computeBackSteps`).
///
/// One traversal per distinct `pop-to` screen, for the first 64 of them (a graph has a handful);
/// the rest are left to the runtime's check, so a hostile input cannot make lint quadratic.
enum BackTransitionCheck {
    static let checkedScreens = 64

    static func diagnostics(_ graph: ScreenGraph, _ moves: MoveGraph) -> [Diagnostic] {
        // Without every declared move, a path may be missing for an error already reported.
        guard graph.hasAllMoves else { return [] }
        var beneath: [Int: (growing: [Bool], any: [Bool])] = [:]
        var diagnostics: [Diagnostic] = []
        let roots = Set(graph.roots)
        var reportedSetEntries = Set<SourceLocation>()
        for (index, screen) in graph.screens.enumerated() {
            for (number, back) in screen.backTransitions.enumerated() {
                let what =
                    back.button == nil
                    ? "transition '\(back.yamlName)' of '\(screen.qualifiedName)'"
                    : "button '\(back.yamlName)' of \(screen.kind.rawValue) '\(screen.qualifiedName)'"
                let target = graph.screens[back.popTo]
                if back.dismissesLayer {
                    // Its steps start at the screens that can present its layer: none, no layer.
                    let inLayer =
                        back.then == nil
                        ? graph.layerPresenters[index]?.isEmpty == false
                        : graph.makesSteps(index, backTransition: number)
                    if !inLayer {
                        diagnostics.append(
                            Diagnostic(
                                .invalidStyle,
                                "\(what) dismisses a sheet or cover, but '\(screen.qualifiedName)' is never shown in one: no sheet or cover move leads to it; use a plain move, or 'pop-to'",
                                at: back.location))
                    }
                    continue
                }
                if back.selectsRoot {
                    if let diagnostic = keptStackDiagnostic(back, what: what, in: graph) {
                        if back.origin.map({ reportedSetEntries.insert($0.location).inserted }) ?? true {
                            diagnostics.append(diagnostic)
                        }
                    }
                    // Its own stack always holds its root: only being a root is asked, once for
                    // a set's transition, where the set writes it.
                    if !roots.contains(back.popTo),
                        back.origin.map({ reportedSetEntries.insert($0.location).inserted }) ?? true
                    {
                        let what = back.origin.map { "transition '\(back.yamlName)' of set '\($0.set)'" } ?? what
                        diagnostics.append(
                            Diagnostic(
                                .invalidStyle,
                                "\(what) selects the root '\(target.qualifiedName)', which is not a root; name one of 'roots'",
                                at: back.origin?.location ?? back.location))
                    }
                    continue
                }
                if back.popTo == index {
                    if !back.isInclusive, back.then == nil {
                        diagnostics.append(
                            Diagnostic(
                                .invalidStyle,
                                "\(what) pops back to '\(target.qualifiedName)' itself, which does nothing; pop to a screen below it, or add 'inclusive: true'",
                                at: back.location))
                    }
                    continue
                }
                if beneath[back.popTo] == nil {
                    guard beneath.count < checkedScreens else { continue }
                    // `popTo` itself counts as reached; the screen asked about is another one.
                    beneath[back.popTo] = (
                        moves.reachable(from: [back.popTo], including: \.grows), moves.reachable(from: [back.popTo])
                    )
                }
                let reach = beneath[back.popTo]!
                guard !reach.growing[index], !(roots.contains(back.popTo) && reach.any[index]) else { continue }
                diagnostics.append(
                    Diagnostic(
                        .invalidStyle,
                        "\(what) pops back to '\(target.qualifiedName)', which is never beneath '\(screen.qualifiedName)': no moves that keep it on the stack lead from it there",
                        at: back.location))
            }
        }
        for back in graph.anywhere?.backTransitions ?? [] {
            if let diagnostic = keptStackDiagnostic(back, what: "anywhere move '\(back.yamlName)'", in: graph) {
                diagnostics.append(diagnostic)
            }
        }
        return diagnostics
    }

    /// A `select-root` with `keep-stack: true` enters its move over whatever that stack shows:
    /// only a move the graph allows from every screen, one of `anywhere:`, is legal there.
    static func keptStackDiagnostic(
        _ back: ScreenGraph.BackTransition, what: String, in graph: ScreenGraph
    ) -> Diagnostic? {
        guard back.keepsStack, let then = back.then, !graph.isAnywhereMove(to: then.target, style: then.style) else {
            return nil
        }
        let what = back.origin.map { "transition '\(back.yamlName)' of set '\($0.set)'" } ?? what
        let target = graph.screens[then.target].qualifiedName
        return Diagnostic(
            .invalidValue,
            "\(what) keeps the stack of '\(graph.name(of: back.popTo))' and enters '\(target)' over whatever it shows, but only a move from anywhere is legal over every screen; declare '\(target)' with style '\(then.style.rawValue)' under 'anywhere:', or remove 'keep-stack'",
            at: back.origin?.location ?? back.location)
    }
}
