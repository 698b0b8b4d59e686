import ScreenGenDiagnostics
import ScreenGenYAML

/// `graph.splits` (#36): `root: columns`, or `root: { columns: 2 | 3 }`.
extension GraphSettingsDecoder {
    static let splitKeys = ["columns"]

    static func decodeSplit(_ pair: LoadedNode.Pair, context: inout DecodingContext) -> SplitSyntax? {
        guard let root = context.string(pair.key, what: "a root in 'splits'") else { return nil }
        var split = SplitSyntax(root: root)
        let what = "'columns' of split '\(root.value)'"
        guard pair.value.mapping != nil else {
            split.columns = columnCount(pair.value, what: what, context: &context)
            return split
        }
        guard let map = context.mapping(pair.value, what: "split '\(root.value)'", allowedKeys: splitKeys) else {
            return split
        }
        if let value = map["columns"] { split.columns = columnCount(value, what: what, context: &context) }
        return split
    }

    /// `2` or `3`; anything else is reported where it is written.
    private static func columnCount(_ node: LoadedNode, what: String, context: inout DecodingContext) -> Located<Int>? {
        guard let text = context.string(node, what: what) else { return nil }
        guard let count = Int(text.value), (2...3).contains(count) else {
            context.report(
                .invalidValue,
                "\(what) is '\(text.value)'; a split has 2 columns (sidebar, detail) or 3 (sidebar, content, detail)",
                at: text.location)
            return nil
        }
        return Located(count, at: text.location)
    }
}
