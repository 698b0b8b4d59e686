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

    /// Optimal-string-alignment distance: insertions, deletions, substitutions and swaps of two
    /// adjacent letters (`titel` → `title`) each cost one. Exits early once a whole row exceeds
    /// `limit`, so comparing against many candidates stays cheap.
    static func editDistance(_ a: [UInt8], _ b: [UInt8], limit: Int) -> Int {
        if abs(a.count - b.count) > limit { return limit + 1 }
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = current[0]
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var distance = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    distance = min(distance, beforePrevious[j - 2] + 1)
                }
                current[j] = distance
                rowMinimum = min(rowMinimum, distance)
            }
            if rowMinimum > limit { return limit + 1 }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }
}
