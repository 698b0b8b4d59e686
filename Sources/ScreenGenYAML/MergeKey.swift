import ScreenGenDiagnostics

/// YAML merge keys (https://yaml.org/type/merge.html), resolved as PyYAML's SafeLoader and
/// yaml-language-server resolve them.
///
/// In a mapping, a plain, untagged key `<<` whose value is a mapping, or a sequence of
/// mappings, stands for those mappings' pairs. A key written in the mapping itself wins over a
/// merged one, wherever it is written; in a sequence, an earlier mapping wins over a later one.
/// Merged pairs are the merged mappings' own nodes, so they keep the locations they are
/// written at (for an alias, in the anchored node). A quoted or tagged `<<` is an ordinary key.
///
/// The merge is resolved when its mapping closes. A mapping merged in closed before, so its own
/// merge keys are already resolved. The merge value is counted like any other node (an alias
/// at the full size of what it repeats), and the pairs that replace it are a part of it, so the
/// node and depth limits hold for merged content too.
enum MergeKey {
    /// Whether `key` is a merge key rather than an ordinary key. Asked of every key, so the
    /// length (stored, O(1)) is compared first.
    static func isMergeKey(_ key: YAMLNode.Scalar) -> Bool {
        key.text.utf8.count == 2 && key.style == .plain && key.tag == nil && key.text == "<<"
    }

    /// The problem with `value` as the value of a merge key written at `site`, if any: it must
    /// be a mapping or a sequence of mappings. A rejected merge key and its value are dropped.
    static func problem(with value: borrowing YAMLNode, at site: SourceLocation) -> Diagnostic? {
        switch value.content {
        case .mapping:
            return nil
        case .scalar:
            return Diagnostic(.invalidValue, LoaderMessages.mergeValue(found: "scalar"), at: site)
        case .sequence(let items):
            // An item that is an alias has its anchored node's location, as every alias has.
            guard let item = items.first(where: { $0.mapping == nil }) else { return nil }
            return Diagnostic(.invalidValue, LoaderMessages.mergeListItem(found: item.kindName), at: item.location)
        }
    }

    /// `pairs` with the merge key at `index` replaced by the pairs it merges: the mapping's own
    /// keys keep their order, and the merged keys no own key overrides take the merge key's
    /// place, in the order they come (the first mapping's keys, then the next one's new keys).
    /// Screens and transitions are generated in the order they are declared, so the order must
    /// be a stable function of the text; this one reads as the file is written.
    static func resolve(_ pairs: [YAMLNode.Pair], mergeKeyAt index: Int) -> [YAMLNode.Pair] {
        let sources: [YAMLNode] =
            switch pairs[index].value.content {
            case .mapping: [pairs[index].value]
            case .sequence(let items): items
            case .scalar: []  // rejected when it was added
            }
        var taken: Set<String> = []
        for (position, pair) in pairs.enumerated() where position != index {
            taken.insert(text(of: pair.key))
        }
        var merged: [YAMLNode.Pair] = []
        for source in sources {
            for pair in source.mapping ?? [] where taken.insert(text(of: pair.key)).inserted {
                merged.append(pair)
            }
        }
        var result: [YAMLNode.Pair] = []
        result.reserveCapacity(pairs.count - 1 + merged.count)
        result += pairs[..<index]
        result += merged
        result += pairs[(index + 1)...]
        return result
    }

    /// Accepted keys are always scalars; keys compare by their text, whatever their style.
    private static func text(of key: YAMLNode) -> String {
        key.scalar?.text ?? ""
    }
}
