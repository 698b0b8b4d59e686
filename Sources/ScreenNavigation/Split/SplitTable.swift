/// The split views of a graph (`graph.splits:`): roots whose stack a regular width shows as the
/// columns of a `NavigationSplitView` — a sidebar, an optional content column and a detail —
/// and a compact width as the one stack it is. What the generated `<Route>Graph.splitTable`
/// holds; empty for a graph without splits.
///
/// The state keeps one stack per root either way: the columns are a function of it (see
/// `Navigation.SplitColumns`), so a change of width never loses a screen.
@_spi(Generated) public struct SplitTable<Graph: NavigationGraph>: Sendable {
    /// One split as declared.
    public struct Split: Hashable, Sendable {
        /// The root screen the sidebar shows.
        public let root: Graph.Screen
        /// How many columns a regular width shows: 2 (sidebar, detail) or 3 (sidebar, content,
        /// detail).
        public let columns: Int

        /// Declares one split (generated code).
        /// - Parameters:
        ///   - root: the root screen the sidebar shows.
        ///   - columns: 2 or 3; anything else is clamped into that range.
        public init(_ root: Graph.Screen, columns: Int = 2) {
            self.root = root
            self.columns = min(max(columns, 2), 3)
        }
    }

    /// Every split, in declared order.
    public let splits: [Split]
    private let byRoot: [Graph.Screen: Split]

    /// The table of `splits`.
    /// - Parameter splits: every split of the graph, each root once.
    public init(_ splits: [Split]) {
        self.splits = splits
        self.byRoot = Dictionary(splits.map { ($0.root, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Whether the graph has no splits: every root is one stack at every width.
    public var isEmpty: Bool { splits.isEmpty }

    /// The split whose sidebar shows `root`, if any.
    /// - Parameter root: a root screen of the graph.
    /// - Returns: its split's declaration, or nil for a root shown as one stack.
    public func split(rootedAt root: Graph.Screen) -> Split? {
        byRoot.isEmpty ? nil : byRoot[root]
    }
}

extension NavigationGraph {
    /// A graph without `graph.splits:` has none.
    @_spi(Generated) public static var splitTable: SplitTable<Self> { SplitTable([]) }
    /// A graph without `graph.splits:` has none.
    public static var hasSplits: Bool { false }
}
