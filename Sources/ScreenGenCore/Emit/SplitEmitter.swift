/// `graph.splits` (#36): inside `<Route>Graph`, `hasSplits` and `splitTable` (the runtime's
/// `SplitTable`), which the runtime reads on a move made while a split is expanded and the host
/// reads to draw columns. Written only when the graph has splits: a graph without keeps the
/// runtime's empty table, and its code is unchanged.
struct SplitEmitter {
    let graph: ScreenGraph
    let names: GeneratedNames

    func writeGraphMembers(into writer: inout SwiftWriter) {
        guard !graph.splits.isEmpty else { return }
        let access = names.access
        writer.doc("The split views (`graph.splits`): roots a regular width shows as columns.")
        writer.line("\(access)static let hasSplits = true")
        writer.line("\(names.plumbingAccess)static let splitTable = ScreenNavigation.SplitTable<\(names.graph)>([")
        writer.indented { writer in
            for split in graph.splits {
                let root = graph.screens[split.root].identity.escaped
                writer.line(".init(.\(root)" + (split.columns == 2 ? "" : ", columns: \(split.columns)") + "),")
            }
        }
        writer.line("])")
        writer.line()
    }
}
