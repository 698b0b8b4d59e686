import ScreenGenDiagnostics

/// `screengen coverage`: which declarations of a graph the navigation records exercised. Pure:
/// the command reads the files; this compares them with the resolved graph.
public enum NavigationCoverage {
    /// The coverage of `graph` by `records`, merged (counts add up; a thing is covered when any
    /// record has it). A record of another graph or another version of this one is left out
    /// whole, with a `record-mismatch` error.
    public static func report(of resolved: ResolvedGraph, records: [CoverageRecord]) -> CoverageReport {
        let graph = resolved.graph
        let digest = resolved.coverageDigest
        let check = CoverageRecordCheck(graph, digest: digest)
        var diagnostics: [Diagnostic] = []
        var uses: [CoverageReport.RecordUse] = []
        var moves: Set<CoverageRecord.Move> = []
        var buttons: Set<CoverageRecord.Button> = []
        var patterns: Set<String> = []
        var screens: Set<String> = []
        var flowMoves: Set<CoverageRecord.FlowMove> = []
        var results: Set<CoverageItems.ResultPath.Key> = []
        for record in records {
            if let problem = check.problem(with: record) {
                diagnostics.append(problem)
                uses.append(.init(file: record.file, isCounted: false))
                continue
            }
            uses.append(.init(file: record.file, isCounted: true))
            moves.formUnion(record.moves.filter { $0.count > 0 }.map(\.key))
            buttons.formUnion(record.buttons.filter { $0.count > 0 }.map(\.key))
            patterns.formUnion(record.deepLinks.filter { $0.count > 0 }.map(\.key.pattern))
            screens.formUnion(record.screens.filter { $0.count > 0 }.map(\.key))
            flowMoves.formUnion(record.flowMoves.filter { $0.count > 0 }.map(\.key))
            results.formUnion(record.results.filter { $0.count > 0 }.map { .result($0.key) })
            results.formUnion(record.flowFinishes.filter { $0.count > 0 }.map { .flowFinish($0.key) })
        }

        let items = CoverageItems(graph)
        var tallies = CoverageReport.Tallies()
        var groups = GroupTallies(graph)
        for transition in items.transitions {
            var missed: [CoverageItems.Use] = []
            for use in transition.uses {
                let isCovered = moves.contains(use.key)
                tallies.transitions.count(isCovered)
                groups.count(\.transitions, isCovered, in: groups.group(of: use.screen))
                if !isCovered { missed.append(use) }
            }
            if !missed.isEmpty { diagnostics.append(Findings.transition(transition, missed: missed, graph: graph)) }
        }
        for button in items.buttons {
            let screen = graph.screens[button.alert]
            let isCovered = buttons.contains(CoverageRecord.Button(alert: screen.qualifiedName, button: button.id))
            tallies.alertButtons.count(isCovered)
            groups.count(\.alertButtons, isCovered, in: groups.group(of: button.alert))
            if !isCovered {
                diagnostics.append(
                    Diagnostic(
                        CoverageRules.uncoveredAlertButton,
                        "button '\(button.id)' of \(screen.kind.rawValue) '\(screen.qualifiedName)' was never tapped",
                        at: button.location))
            }
        }
        for button in items.conditionalButtons {
            let screen = graph.screens[button.alert]
            let isCovered = buttons.contains(CoverageRecord.Button(alert: screen.qualifiedName, button: button.id))
            tallies.conditionalButtons.count(isCovered)
            groups.count(\.conditionalButtons, isCovered, in: groups.group(of: button.alert))
            if !isCovered {
                let conditions = screen.buttons.first { $0.id == button.id }?.conditions.map(\.name) ?? []
                diagnostics.append(
                    Diagnostic(
                        CoverageRules.uncoveredConditionalButton,
                        "button '\(button.id)' of \(screen.kind.rawValue) '\(screen.qualifiedName)' was never tapped "
                            + "while its condition held (requires \(conditions.joined(separator: ", ")))",
                        at: button.location))
            }
        }
        for path in items.results {
            let isCovered = results.contains(path.key)
            tallies.results.count(isCovered)
            groups.count(\.results, isCovered, in: groups.group(of: path.screen))
            if !isCovered { diagnostics.append(CoverageItems.finding(path)) }
        }
        for link in items.deepLinks {
            let isCovered = patterns.contains(link.pattern)
            tallies.deepLinks.count(isCovered)
            groups.count(\.deepLinks, isCovered, in: groups.group(of: link.screen))
            if !isCovered {
                diagnostics.append(
                    Diagnostic(
                        CoverageRules.uncoveredDeepLink,
                        "deep link '\(link.url)' (to '\(graph.screens[link.screen].qualifiedName)') was never opened",
                        at: link.location))
            }
        }
        for move in items.flowMoves {
            let isCovered = flowMoves.contains(move.key)
            tallies.flowMoves.count(isCovered)
            groups.count(\.flowMoves, isCovered, in: 0)
            if !isCovered {
                diagnostics.append(
                    Diagnostic(
                        CoverageRules.uncoveredFlowMove,
                        "flow move '\(move.action)' of flow '\(move.flow)' was never made", at: move.location))
            }
        }
        for (index, screen) in graph.screens.enumerated() {
            let isCovered = screens.contains(screen.qualifiedName)
            tallies.screens.count(isCovered)
            groups.count(\.screens, isCovered, in: groups.group(of: index))
            if !isCovered {
                diagnostics.append(
                    Diagnostic(
                        CoverageRules.unshownScreen, "screen '\(screen.qualifiedName)' was never shown",
                        at: screen.location))
            }
        }
        return CoverageReport(
            route: graph.routeName.name, digest: digest, records: uses, tallies: tallies, groups: groups.nonEmpty,
            // A record's names are quoted in its findings: a line break or an escape sequence in
            // one must not forge a line or reach the terminal, in any format.
            diagnostics: diagnostics.map(\.sanitized).sorted())
    }
}

/// The tallies of each group: the top level, each feature, the moves from anywhere.
private struct GroupTallies {
    var groups: [CoverageReport.Group]
    let graph: ScreenGraph
    let anywhere: Int

    init(_ graph: ScreenGraph) {
        self.graph = graph
        groups =
            [.init(name: "(top level)", tallies: .init())]
            + graph.features.map { .init(name: $0.yamlName, tallies: .init()) }
            + [.init(name: "(anywhere)", tallies: .init())]
        anywhere = groups.count - 1
    }

    /// The group of a screen (its feature's, or the top level), or of a move from anywhere (nil).
    func group(of screen: ScreenGraph.ScreenIndex?) -> Int {
        guard let screen else { return anywhere }
        return graph.screens[screen].feature.map { $0 + 1 } ?? 0
    }

    mutating func count(
        _ tally: WritableKeyPath<CoverageReport.Tallies, CoverageReport.Tally>, _ isCovered: Bool, in group: Int
    ) {
        groups[group].tallies[keyPath: tally].count(isCovered)
    }

    var nonEmpty: [CoverageReport.Group] {
        groups.filter { group in
            [
                group.tallies.transitions, group.tallies.alertButtons, group.tallies.deepLinks, group.tallies.screens,
                group.tallies.flowMoves, group.tallies.results, group.tallies.conditionalButtons,
            ]
            .contains { $0.total > 0 }
        }
    }
}

/// The finding of a transition not taken: from the screen that declares it, or, for a set's,
/// from which of the screens that include it, with a note at each of their `include`s.
private enum Findings {
    static func transition(
        _ transition: CoverageItems.Transition, missed: [CoverageItems.Use], graph: ScreenGraph
    ) -> Diagnostic {
        let rule = CoverageRules.uncoveredTransition
        guard let set = transition.set else {
            guard let screen = missed[0].screen else {
                return Diagnostic(
                    rule, "move '\(transition.action)' from anywhere (\(transition.what)) was never made",
                    at: transition.location)
            }
            return Diagnostic(
                rule,
                "transition '\(transition.action)' of '\(graph.screens[screen].qualifiedName)' (\(transition.what)) was never taken",
                at: transition.location)
        }
        let names = missed.compactMap(\.screen).map { "'\(graph.screens[$0].qualifiedName)'" }
        let including = transition.uses.count
        let from =
            missed.count == including
            ? (including == 1
                ? "from \(names[0]), the screen that includes it"
                : "from any of the \(including) screens that include it")
            : "from \(list(names)) (\(missed.count) of the \(including) screens that include it)"
        let notes = missed.compactMap { use -> Diagnostic.Note? in
            guard let screen = use.screen, let include = use.include else { return nil }
            return Diagnostic.Note("'\(graph.screens[screen].qualifiedName)' includes it here", at: include)
        }
        return Diagnostic(
            rule, "transition '\(transition.action)' of set '\(set)' (\(transition.what)) was never taken \(from)",
            at: transition.location, notes: notes)
    }

    /// `'a'`, `'a' and 'b'`, `'a', 'b' and 'c'`.
    static func list(_ names: [String]) -> String {
        guard names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " and " + names.last!
    }
}
