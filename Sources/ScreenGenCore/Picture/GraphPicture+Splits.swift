/// Split views in `screengen graph` (#36): each split is a note beside its root, naming its
/// columns. The columns are not clusters: a screen's column is where it stands in the root's
/// stack (the content column is whatever the sidebar pushed first), not a property of the
/// screen, and screens are already clustered by feature.
extension GraphPicture {
    /// A split view (`graph.splits`): the root its sidebar shows and how many columns.
    public struct Split: Hashable, Sendable {
        /// Its index among the splits: the node is `v<id>`.
        public var id: Int
        /// The root screen's id.
        public var root: Int
        /// 2 or 3.
        public var columns: Int

        /// A note's text: `split view` and the columns.
        public var labelLines: [String] {
            ["split view", columns == 3 ? "sidebar, content, detail" : "sidebar, detail"]
        }
    }

    /// DOT lines for the splits: a teal note joined to its root by a dotted line.
    static func dotSplitLines(_ picture: GraphPicture) -> [String] {
        picture.splits.flatMap { split in
            [
                "  v\(split.id) [shape=note, style=filled, fillcolor=\"#e0f7fa\", color=\"#17becf\", label="
                    + DOTRenderer.quoted(split.labelLines.joined(separator: "\n")) + "];",
                "  v\(split.id) -> s\(split.root) [style=dotted, arrowhead=none, color=\"#17becf\"];",
            ]
        }
    }
}
