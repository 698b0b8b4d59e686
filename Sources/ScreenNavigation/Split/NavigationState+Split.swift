/// Split views (`graph.splits:`, #36): a split root keeps one stack, as every root does; the
/// host shows it as columns in a regular width and as that stack in a compact one, and reports
/// which (`setSplitLayout`). Expanded, a push from the top of a column that is not on top (the
/// sidebar, the content column) is legal: it replaces the columns after it; so is a sheet or a
/// cover from there, presented over every column, which keep their screens. Collapsed, only the
/// top moves, as in any stack. The width is not saved: a restored state is collapsed until the
/// host reports again.
extension NavigationState {
    /// How the host shows the split roots now; `.collapsed` until it reports otherwise.
    var splitLayout: Navigation.SplitLayout { storedSplitLayout }

    /// Records how the host shows the split roots: what its horizontal size class says. Changes
    /// no stack: the columns are a function of each stack. Reports `.splitLayoutChanged` when
    /// the layout changed.
    /// - Parameter layout: `.expanded` for a regular width, `.collapsed` for a compact one.
    func setSplitLayout(_ layout: Navigation.SplitLayout) {
        guard layout != storedSplitLayout else { return }
        if reportsEvents { return observedInfallible(.splitLayoutChanged(layout)) { setSplitLayout(layout) } }
        storedSplitLayout = layout
    }

    /// The columns root `index`'s stack shows in a regular width, whatever the width now.
    /// - Parameter index: a root's index in `stacks`; nil for the selected root.
    /// - Returns: its columns, or nil when the root is not a split's (or the index is out of range).
    func splitColumns(ofRootAt index: Int? = nil) -> Navigation.SplitColumns<Graph>? {
        let index = index ?? selectedIndex
        guard Graph.hasSplits, index >= 0, index < rootCount else { return nil }
        let stack = allStacks[index]
        guard let split = Graph.splitTable.split(rootedAt: Graph.screen(of: stack.root)) else { return nil }
        return Navigation.SplitColumns(expanding: stack, columns: split.columns)
    }

    /// Makes `move` from the top of a column beneath the active stack's top, when the split is
    /// expanded and the move is a column's (see `RouteStack.columnOrigin(of:columns:)`): a push
    /// replacing the columns after it, or a sheet or cover over every column.
    /// - Returns: false when it is not such a move: the caller makes it as any move.
    /// - Throws: what the move from that column's screen throws; nothing changes then.
    func performFromColumn(_ move: Move<Graph>) throws(NavigationError<Graph>) -> Bool {
        guard storedSplitLayout == .expanded else { return false }
        let index = activeIndex
        guard index < rootCount else { return false }
        let stack = allStacks[index]
        guard let split = Graph.splitTable.split(rootedAt: Graph.screen(of: stack.root)),
            let position = stack.columnOrigin(of: move, columns: split.columns),
            move.fromEntry.map({ $0.stack == index }) ?? true
        else { return false }
        let origin = stack.truncated(toColumnAt: position)
        try update(index, recording: { recorder, _ in Graph._count(move, on: origin, in: recorder) }) {
            (stack) throws(NavigationError<Graph>) in try stack.performFromColumn(move, at: position)
        }
        return true
    }
}
