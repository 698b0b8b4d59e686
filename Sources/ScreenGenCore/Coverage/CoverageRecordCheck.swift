import ScreenGenDiagnostics

/// Whether a record is of this graph, as it is now: its route type, its digest, and every name
/// it uses. A record that is not is left out whole, with one `record-mismatch` error saying
/// why, never mixed into the counts in part.
struct CoverageRecordCheck {
    let graph: ScreenGraph
    let digest: String
    private let screens: Set<String>
    private let buttons: Set<CoverageRecord.Button>
    private let patterns: Set<String>
    private let flowMoves: Set<CoverageRecord.FlowMove>
    private static let styles: Set<String> = ["push", "sheet", "cover", "replace", "alert"]

    init(_ graph: ScreenGraph, digest: String) {
        self.graph = graph
        self.digest = digest
        screens = Set(graph.screens.map(\.qualifiedName))
        buttons = Set(
            graph.screens.filter(\.kind.hasButtons).flatMap { screen in
                screen.buttons.map { CoverageRecord.Button(alert: screen.qualifiedName, button: $0.id) }
            })
        patterns = Set(graph.deepLinks.map(\.annotatedPattern))
        flowMoves = Set(
            graph.flows.flatMap { flow in
                flow.moves.map { CoverageRecord.FlowMove(flow: flow.name.name, action: $0.action.name) }
            })
    }

    /// Why `record` is left out, or nil when it is this graph's.
    func problem(with record: CoverageRecord) -> Diagnostic? {
        let route = graph.routeName.name
        guard record.route.value == route else {
            return Diagnostic(
                CoverageRules.recordMismatch,
                "this is a record of '\(record.route.value)', not of this graph's '\(route)': left out of the counts",
                at: record.route.location)
        }
        let unknown = unknownNames(in: record)
        let first = unknown.first.map { "\($0.what) (\($0.location))" } ?? ""
        let unknownText = unknown.count == 1 ? "1 thing" : "\(unknown.count) things"
        guard record.digest.value == digest else {
            var message =
                "this is a record of another version of this graph (digest \(record.digest.value); the graph's is \(digest))"
            if !unknown.isEmpty { message += ", which names \(unknownText) it does not have, first \(first)" }
            message += ": left out of the counts; run the tests again to record this version"
            return Diagnostic(CoverageRules.recordMismatch, message, at: record.digest.location)
        }
        guard let firstUnknown = unknown.first else { return nil }
        return Diagnostic(
            CoverageRules.recordMismatch,
            "this record names \(unknownText) the graph does not have, first \(firstUnknown.what), though its digest is the graph's: left out of the counts",
            at: firstUnknown.location)
    }

    /// Every name of the record that is none of the graph's, in the record's order.
    private func unknownNames(in record: CoverageRecord) -> [(what: String, location: SourceLocation)] {
        var unknown: [(what: String, location: SourceLocation)] = []
        for move in record.moves {
            for name in [move.key.to, move.key.popTo, move.key.selectRoot].compactMap({ $0 })
                + (move.key.from == "*" ? [] : [move.key.from])
            where !screens.contains(name) {
                unknown.append(("screen '\(name)'", move.location))
            }
            if let style = move.key.style, !Self.styles.contains(style) {
                unknown.append(("style '\(style)'", move.location))
            }
            if (move.key.to == nil) != (move.key.style == nil) {
                unknown.append(("a move with only one of 'to' and 'style'", move.location))
            }
        }
        for button in record.buttons where !buttons.contains(button.key) {
            unknown.append(("button '\(button.key.button)' of '\(button.key.alert)'", button.location))
        }
        for link in record.deepLinks {
            if !patterns.contains(link.key.pattern) {
                unknown.append(("deep link '\(link.key.pattern)'", link.location))
            }
            if !screens.contains(link.key.screen) { unknown.append(("screen '\(link.key.screen)'", link.location)) }
        }
        for move in record.flowMoves where !flowMoves.contains(move.key) {
            unknown.append(("flow move '\(move.key.action)' of flow '\(move.key.flow)'", move.location))
        }
        for result in record.results {
            for name in [result.key.screen] + (result.key.from == "*" ? [] : [result.key.from])
            where !screens.contains(name) {
                unknown.append(("screen '\(name)'", result.location))
            }
        }
        for finish in record.flowFinishes {
            for name in [finish.key.flow, finish.key.by] where !screens.contains(name) {
                unknown.append(("screen '\(name)'", finish.location))
            }
        }
        for screen in record.screens where !screens.contains(screen.key) {
            unknown.append(("screen '\(screen.key)'", screen.location))
        }
        return unknown
    }
}
