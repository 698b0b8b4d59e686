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
    /// The problem with `value` as the value of a merge key written at `site`, if any: it must
    /// be a mapping or a sequence of mappings. A rejected merge key and its value are dropped.
    static func problem(with value: Int32, at site: SourceLocation, in arena: ArenaBuilder) -> Diagnostic? {
        switch arena.kind(of: value) {
        case .mapping:
            return nil
        case .scalar:
            return Diagnostic(.invalidValue, LoaderMessages.mergeValue(found: "scalar"), at: site)
        case .sequence:
            // An item that is an alias has its anchored node's location, as every alias has.
            guard let item = arena.children(of: value).first(where: { arena.kind(of: $0) != .mapping }) else {
                return nil
            }
            let found =
                switch arena.kind(of: item) {
                case .scalar: "scalar"
                case .sequence: "sequence"
                case .mapping: "mapping"
                }
            return Diagnostic(.invalidValue, LoaderMessages.mergeListItem(found: found), at: arena.location(of: item))
        }
    }

    /// The key and value nodes `slots` (alternating key, value) with the merge key at pair
    /// `index` replaced by the pairs it merges: the mapping's own keys keep their order, and
    /// the merged keys no own key overrides take the merge key's place, in the order they come
    /// (the first mapping's keys, then the next one's new keys). Screens and transitions are
    /// generated in the order they are declared, so the order must be a stable function of the
    /// text; this one reads as the file is written.
    static func resolve(_ slots: UnsafeBufferPointer<Int32>, mergeKeyAt index: Int, in arena: ArenaBuilder) -> [Int32] {
        let base = slots.startIndex
        let value = slots[base + 2 * index + 1]
        let sources: [Int32] =
            switch arena.kind(of: value) {
            case .mapping: [value]
            case .sequence: Array(arena.children(of: value))
            case .scalar: []  // rejected when it was added
            }
        var taken: Set<String> = []
        for pair in 0..<slots.count / 2 where pair != index {
            taken.insert(arena.text(of: slots[base + 2 * pair]))
        }
        var merged: [Int32] = []
        for source in sources where arena.kind(of: source) == .mapping {
            let pairs = arena.children(of: source)
            for key in stride(from: pairs.startIndex, to: pairs.endIndex, by: 2)
            where taken.insert(arena.text(of: pairs[key])).inserted {
                merged += [pairs[key], pairs[key + 1]]
            }
        }
        var result: [Int32] = []
        result.reserveCapacity(slots.count - 2 + merged.count)
        result += slots[base..<base + 2 * index]
        result += merged
        result += slots[(base + 2 * index + 2)...]
        return result
    }
}
