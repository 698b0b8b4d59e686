/// `graph.splits` (#36): inside `<Route>Graph`, `hasSplits` and `splitTable` (the runtime's
/// `SplitTable`), which the runtime reads on a move made while a split is expanded and the host
/// reads to draw columns. Written only when the graph has splits: a graph without keeps the
/// runtime's empty table, and its code is unchanged.
struct SplitEmitter {
    let graph: ScreenGraph
    let names: GeneratedNames

    func writeGraphMembers(into writer: inout SwiftWriter) {
        SwiftRenderer.render(graphMembers(), into: &writer)
    }

    func graphMembers() -> [CodeItem] {
        guard !graph.splits.isEmpty else { return [] }
        let splits = graph.splits.map { split in
            var arguments = [Argument(.dot(graph.screens[split.root].identity.escaped))]
            if split.columns != 2 { arguments.append(Argument("columns", .identifier("\(split.columns)"))) }
            return Expression.call(.identifier(".init"), arguments)
        }
        let table = Expression.call(
            .identifier("ScreenNavigation.SplitTable<\(names.graph)>"), [Argument(.array(splits, oneALine: true))])
        return [
            .declaration(
                Declaration(
                    doc: "The split views (`graph.splits`): roots a regular width shows as columns.",
                    access: names.access, .variable(Variable(name: "hasSplits", value: .identifier("true"))))),
            .declaration(
                Declaration(access: names.plumbingAccess, .variable(Variable(name: "splitTable", value: table)))),
            .blankLine,
        ]
    }
}
