extension Navigation {
    /// One split root's stack as the columns a regular width shows (`graph.splits:`): a pure
    /// function of the stack, and back.
    ///
    /// The sidebar shows the root. With three columns, the content column shows the first entry
    /// when it is pushed (what the sidebar selected). The detail shows the pushed entries after
    /// those, bottom first: its `NavigationStack`'s root and path. Sheets, covers and alerts, with
    /// everything pushed inside them, are `presented` over the whole split: from its top, as in any
    /// stack, or (sheets and covers) from a column's top while the detail shows screens.
    /// `init(expanding:columns:)` and `stack` are inverse: the columns partition the stack's
    /// entries in order, so collapsing a width and expanding it again gives back the same stack,
    /// and the same columns.
    public struct SplitColumns<Graph: NavigationGraph>: Hashable, Sendable {
        public typealias Route = Graph.Route

        /// How many columns: 2 or 3.
        public let count: Int
        /// The route the sidebar shows: the stack's root.
        public let sidebar: Route
        /// The content column's entry (three columns only); nil when the sidebar selected nothing.
        public let content: RouteEntry<Route>?
        /// The detail column's entries, bottom first; empty when nothing is selected for it.
        public let detail: [RouteEntry<Route>]
        /// The sheets, covers and alerts presented over the split, with what is pushed in them.
        public let presented: [RouteEntry<Route>]

        /// The columns `stack` shows in a regular width.
        /// - Parameters:
        ///   - stack: a split root's stack.
        ///   - columns: how many columns (2 or 3; clamped into that range).
        public init(expanding stack: RouteStack<Graph>, columns: Int) {
            let count = min(max(columns, 2), 3)
            let entries = stack.entries
            let pushed = entries.prefix { !$0.style.isModal }.count
            let hasContent = count == 3 && pushed > 0
            self.count = count
            self.sidebar = stack.root
            self.content = hasContent ? entries[0] : nil
            self.detail = Array(entries[(hasContent ? 1 : 0)..<pushed])
            self.presented = Array(entries[pushed...])
        }

        /// The one stack the columns are: what a compact width shows.
        public var stack: RouteStack<Graph> {
            var stack = RouteStack<Graph>(root: sidebar)
            stack.entries = (content.map { [$0] } ?? []) + detail + presented
            return stack
        }

        /// What the sidebar selected: the content column's route, or with two columns the detail's
        /// first route; nil when nothing is selected.
        public var sidebarSelection: Route? { (content ?? detail.first)?.route }

        /// What the content column selected (three columns): the detail's first route.
        public var contentSelection: Route? { count == 3 ? detail.first?.route : nil }

        /// The positions in `stack.routes` (0 is the root) of the screens at the top of a column
        /// that a push may be made from while later columns show something: the sidebar, and the
        /// content column when it shows something. Empty while anything is presented over the
        /// split: a sheet covers every column.
        var columnTops: [Int] {
            guard presented.isEmpty else { return [] }
            return content == nil ? [0] : [0, 1]
        }
    }
}
