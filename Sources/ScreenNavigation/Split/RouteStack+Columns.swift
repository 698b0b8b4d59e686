/// Moves from a column of a split root's stack that is not on top (`graph.splits:`, regular
/// width): the sidebar's `openRoom` while the room's details are pushed in the detail column,
/// or its `startChat` sheet, presented over every column.
extension RouteStack {
    /// The position in `routes` a push of `move` is made from, if it comes from the top of a
    /// column beneath the stack's top (the sidebar, the content column) in a split of `columns`
    /// columns; nil when the move is one for the top of the stack, as in any stack.
    ///
    /// A plain push qualifies, and so does a sheet or a cover: it is presented over every
    /// column, the detail's screens kept beneath it. An alert is its screen's and is shown from
    /// the top; a move that goes back first, dismisses, selects a root or comes from anywhere is
    /// not a column's.
    func columnOrigin(of move: Move<Graph>, columns: Int) -> Int? {
        guard let from = move.from, move.style == .push || move.style.startsLayer, move.to != nil,
            move.popBack == nil, move.dismissal == nil, move.selectingRoot == nil
        else { return nil }
        let routes = routes
        let tops = Navigation.SplitColumns(expanding: self, columns: columns).columnTops.filter {
            $0 < routes.count - 1
        }
        // The deepest column the move names wins: the content column's screen may be the sidebar's too.
        return tops.last { position in
            if Graph.screen(of: routes[position]) != from { return false }
            if let route = move.fromRoute, route != routes[position] { return false }
            if let entry = move.fromEntry, entry.position != position || entry.route != routes[position] {
                return false
            }
            return true
        }
    }

    /// Makes `move` from the top of the column at `position` (see `columnOrigin(of:columns:)`),
    /// checked like any move from that screen. A push replaces the columns after it with what
    /// it enters; a sheet or cover is presented over every column, which keep their screens
    /// (`validate(_:above:)` accepts the stack it leaves). The result is a stack legal in any
    /// width. All or nothing.
    /// - Parameters:
    ///   - move: the move, made from `routes[position]`.
    ///   - position: the position of the column's top in `routes`.
    /// - Throws: what `perform(_:)` throws for the move from that screen.
    mutating func performFromColumn(_ move: Move<Graph>, at position: Int) throws(NavigationError<Graph>) {
        var result = self
        if move.style.startsLayer, let route = move.to {
            let from = Graph.screen(of: position == 0 ? root : entries[position - 1].route)
            result.entries = try Self.entered(
                route, style: move.style, hidesBack: move.hidesBack, from: from, over: entries)
            for entry in move.continuation {
                try result.apply(entry.route, style: entry.style, hidesBack: entry.hidesBack)
            }
        } else {
            result.entries.removeSubrange(position...)
            try result.perform(move)
        }
        self = result
    }

    /// Whether the sheet or cover `entries[index]` may stand over a split root's pushed
    /// screens because the top of a column beneath presented it (`performFromColumn`): it is
    /// the first modal entry, something is pushed beneath it, and the split root (or, with
    /// three columns, the content column's screen, when the detail shows something) may
    /// present it. What makes a sidebar sheet's saved state restore.
    /// - Parameters:
    ///   - entries: the entries above `root`, bottom first.
    ///   - index: the position in `entries` of the sheet or cover.
    ///   - root: the stack's root.
    /// - Returns: false for any other entry, or a root that is not a split's.
    static func isPresentedFromColumn(_ entries: [RouteEntry<Route>], at index: Int, above root: Route) -> Bool {
        let entry = entries[index]
        guard Graph.hasSplits, entry.style.startsLayer, index > 0,
            let split = Graph.splitTable.split(rootedAt: Graph.screen(of: root)),
            !entries[..<index].contains(where: { $0.style.isModal })
        else { return false }
        let screen = Graph.screen(of: entry.route)
        var tops = [Graph.screen(of: root)]
        if split.columns == 3, index > 1 { tops.append(Graph.screen(of: entries[0].route)) }
        return tops.contains { Graph.transitions.allows(from: $0, to: screen, style: entry.style) }
    }

    /// The stack as it was up to the column top at `position`: what a recorder counts a column
    /// move made on.
    func truncated(toColumnAt position: Int) -> RouteStack {
        var result = self
        result.entries.removeSubrange(position...)
        return result
    }
}
