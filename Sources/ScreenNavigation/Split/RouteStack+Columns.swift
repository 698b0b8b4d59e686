/// Moves from a column of a split root's stack that is not on top (`graph.splits:`, regular
/// width): the sidebar's `openRoom` while the room's details are pushed in the detail column.
extension RouteStack {
    /// The position in `routes` a push of `move` is made from, if it comes from the top of a
    /// column beneath the stack's top (the sidebar, the content column) in a split of `columns`
    /// columns; nil when the move is one for the top of the stack, as in any stack.
    ///
    /// Only a plain push qualifies: sheets and alerts are presented from the top as anywhere,
    /// and a move that goes back first, dismisses, selects a root or comes from anywhere is
    /// not a column's.
    func columnOrigin(of move: Move<Graph>, columns: Int) -> Int? {
        guard let from = move.from, move.style == .push, move.to != nil, move.popBack == nil,
            move.dismissal == nil, move.selectingRoot == nil
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

    /// Makes `move` from the top of the column at `position` (see `columnOrigin(of:columns:)`):
    /// the columns after it are replaced by what the move enters, checked like any move from
    /// that screen. The result is a stack legal in any width. All or nothing.
    /// - Parameters:
    ///   - move: the move, made from `routes[position]`.
    ///   - position: the position of the column's top in `routes`.
    /// - Throws: what `perform(_:)` throws for the move from that screen.
    mutating func performFromColumn(_ move: Move<Graph>, at position: Int) throws(NavigationError<Graph>) {
        var result = self
        result.entries.removeSubrange(position...)
        try result.perform(move)
        self = result
    }

    /// The stack as it was up to the column top at `position`: what a recorder counts a column
    /// move made on.
    func truncated(toColumnAt position: Int) -> RouteStack {
        var result = self
        result.entries.removeSubrange(position...)
        return result
    }
}
