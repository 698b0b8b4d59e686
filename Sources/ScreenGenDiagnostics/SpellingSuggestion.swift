/// "Did you mean" support: the closest candidate by edit distance, when it is close enough to
/// be a plausible typo.
public enum SpellingSuggestion {
    /// The candidate nearest to `word`, or nil when none is within a third of its length
    /// (at least 1, at most 3 edits). Ties go to the first candidate in sorted order, so the
    /// answer never depends on input order.
    public static func closest(to word: String, among candidates: some Sequence<String>) -> String? {
        let limit = max(1, min(3, word.count / 3))
        let target = Array(word.lowercased().utf8)
        var best: (distance: Int, name: String)?
        for candidate in candidates where candidate != word {
            let distance = editDistance(target, Array(candidate.lowercased().utf8), limit: limit)
            guard distance <= limit else { continue }
            if best == nil || distance < best!.distance
                || (distance == best!.distance && candidate < best!.name)
            {
                best = (distance, candidate)
            }
        }
        return best?.name
    }

    /// Damerau-free Levenshtein distance with an early exit once every cell exceeds `limit`.
    static func editDistance(_ a: [UInt8], _ b: [UInt8], limit: Int) -> Int {
        if abs(a.count - b.count) > limit { return limit + 1 }
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = current[0]
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                rowMinimum = min(rowMinimum, current[j])
            }
            if rowMinimum > limit { return limit + 1 }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
