/// A unified diff of two texts (`diff -u`'s hunks, three lines of context), for a reference
/// file that no longer matches: the reader sees the lines that changed, not two whole files.
///
/// The common head and tail are cut first, so a change of a few lines in a file of thousands
/// costs a walk over the file; the differing middle is aligned by a longest common subsequence
/// when it is small, and shown as removed-then-added when it is not.
enum UnifiedDiff {
    /// The hunks that turn `expected` into `actual`; empty when they are equal.
    /// - Parameters:
    ///   - expected: the committed text (`-` lines).
    ///   - actual: the generated text (`+` lines).
    ///   - context: how many unchanged lines to show around each change.
    /// - Returns: the diff's lines, joined.
    static func diff(_ expected: String, _ actual: String, context: Int = 3) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var head = 0
        while head < old.count, head < new.count, old[head] == new[head] { head += 1 }
        var tail = 0
        while tail < old.count - head, tail < new.count - head, old[old.count - 1 - tail] == new[new.count - 1 - tail] {
            tail += 1
        }
        if head == old.count, head == new.count { return "" }
        let middle = align(Array(old[head..<(old.count - tail)]), Array(new[head..<(new.count - tail)]))
        // Every line, marked, with its line numbers; then cut into hunks around the changes.
        var marked: [(mark: Character, text: String)] = old[..<head].map { (" ", $0) }
        marked += middle
        marked += old[(old.count - tail)...].map { (" ", $0) }
        return hunks(marked, context: context).joined(separator: "\n")
    }

    /// The lines of both sides, marked ` `, `-` or `+`, in order.
    static func align(_ old: [String], _ new: [String]) -> [(mark: Character, text: String)] {
        guard old.count * new.count <= 1_000_000 else {
            return old.map { ("-", $0) } + new.map { ("+", $0) }
        }
        var table = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                table[i][j] = old[i] == new[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var lines: [(mark: Character, text: String)] = []
        var (i, j) = (0, 0)
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                lines.append((" ", old[i]))
                (i, j) = (i + 1, j + 1)
            } else if i < old.count, j == new.count || table[i + 1][j] >= table[i][j + 1] {
                // Removals first, as `diff -u` writes them.
                lines.append(("-", old[i]))
                i += 1
            } else {
                lines.append(("+", new[j]))
                j += 1
            }
        }
        return lines
    }

    /// `@@ -a,b +c,d @@` hunks: each change with `context` lines around it, near changes merged.
    private static func hunks(_ lines: [(mark: Character, text: String)], context: Int) -> [String] {
        let changed = lines.indices.filter { lines[$0].mark != " " }
        var ranges: [ClosedRange<Int>] = []
        for index in changed {
            let range = max(0, index - context)...min(lines.count - 1, index + context)
            if let last = ranges.last, range.lowerBound <= last.upperBound + 1 {
                ranges[ranges.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                ranges.append(range)
            }
        }
        var output: [String] = []
        for range in ranges {
            // Line numbers: count each side's lines before the hunk.
            let before = lines[..<range.lowerBound]
            let oldStart = before.count { $0.mark != "+" } + 1
            let newStart = before.count { $0.mark != "-" } + 1
            let hunk = lines[range]
            output.append(
                "@@ -\(oldStart),\(hunk.count { $0.mark != "+" }) +\(newStart),\(hunk.count { $0.mark != "-" }) @@")
            output += hunk.map { "\($0.mark)\($0.text)" }
        }
        return output
    }
}
