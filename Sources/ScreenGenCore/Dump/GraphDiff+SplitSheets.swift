/// What a split lets saved state hold beyond one stack's steps (#36): a sheet or cover a
/// column's top presented while the detail showed screens (`RouteStack.isPresentedFromColumn`
/// in the runtime). Removing the split, or its content column, leaves such saved state with a
/// step that is no longer legal, so `diff` rates it breaking — but only when some column's top
/// does present a sheet or cover; a split of pushes alone stays compatible.
struct SplitColumnSheets {
    /// Per split root, the steps its columns' tops may present over the detail, as
    /// `from → target by style`, sorted.
    let stepsByRoot: [String: [String]]

    /// The column steps of every split in `facts`.
    /// - Parameter facts: one dump's facts.
    init(_ facts: [GraphFact]) {
        var modalSteps: [String: [String]] = [:]
        var pushTargets: [String: [String]] = [:]
        var splits: [(root: String, columns: String)] = []
        for fact in facts {
            switch fact.kind {
            case .split:
                splits.append((fact.key[0], fact.value))
            case .transition:
                let tokens = fact.value.split(separator: " ").prefix(2).map(String.init)
                guard tokens.count == 2 else { continue }
                if tokens[0] == "push" {
                    pushTargets[fact.key[0], default: []].append(tokens[1])
                } else if tokens[0] == "sheet" || tokens[0] == "cover" {
                    modalSteps[fact.key[0], default: []].append("\(fact.key[0]) → \(tokens[1]) by \(tokens[0])")
                }
            default:
                continue
            }
        }
        var stepsByRoot: [String: [String]] = [:]
        for split in splits {
            // The sidebar is the root; with three columns the content column shows what the
            // root pushes.
            let tops = [split.root] + (split.columns == "columns=3" ? pushTargets[split.root] ?? [] : [])
            stepsByRoot[split.root] = Array(Set(tops.flatMap { modalSteps[$0] ?? [] })).sorted()
        }
        self.stepsByRoot = stepsByRoot
    }

    /// The first step `old` let a column of `root`'s split present that `new` does not.
    /// - Parameters:
    ///   - old: the column steps before.
    ///   - new: the column steps after.
    ///   - root: the split's root screen.
    /// - Returns: the lost step's text, or nil when none was lost.
    static func lostStep(from old: Self, to new: Self, root: String) -> String? {
        let kept = Set(new.stepsByRoot[root] ?? [])
        return old.stepsByRoot[root]?.first { !kept.contains($0) }
    }
}
