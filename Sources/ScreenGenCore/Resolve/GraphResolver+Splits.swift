import ScreenGenDiagnostics

/// `graph.splits` (#36): roots a regular width shows as split views. Each names a root, once,
/// with 2 or 3 columns; the columns must be fillable (`checkSplitColumns(_:)`), once the moves
/// are known.
extension GraphResolver {
    mutating func resolveSplits(_ settings: GraphSettingsSyntax?, roots: [Int], fromFeature feature: String?)
        -> [ScreenGraph.Split]
    {
        guard let settings, let declared = settings.splits else { return [] }
        if let modules = settings.modules {
            report(
                .invalidValue,
                "'splits' is not supported in a graph split into modules ('graph.modules') yet; keep the graph in one module",
                at: declared.location, notes: [.init("'modules' is set here", at: modules.location)])
            return []
        }
        let namespace = feature.flatMap { featureIndexByName[SwiftIdentifier.lowerCamel($0)?.name ?? $0] }
        var splits: [ScreenGraph.Split] = []
        var seen: [Int: SourceLocation] = [:]
        for syntax in declared.value {
            guard let index = resolveReference(syntax.root, fromFeature: namespace, what: "'splits' names")
            else { continue }
            let name = screens[index].qualifiedName
            if let first = seen[index] {
                report(
                    .duplicateName, "'splits' lists '\(name)' more than once", at: syntax.root.location,
                    notes: [.init("'\(name)' is first listed here", at: first)])
                continue
            }
            seen[index] = syntax.root.location
            guard roots.contains(index) else {
                report(
                    .invalidValue,
                    "split '\(name)' is not a root of the graph; a split shows a root's stack as columns, its sidebar the root: add '\(name)' to 'roots' or name a root",
                    at: syntax.root.location)
                continue
            }
            splits.append(
                ScreenGraph.Split(root: index, columns: syntax.columns?.value ?? 2, location: syntax.root.location))
        }
        return splits
    }

    /// Every column of a split can show a screen: the sidebar pushes one (the detail's, or with
    /// three columns the content's), and with three columns a screen the sidebar pushes pushes
    /// one (the detail's). A split whose columns stay empty is an error where it is declared.
    mutating func checkSplitColumns(_ graph: ScreenGraph) {
        for split in graph.splits {
            let name = graph.name(of: split.root)
            let pushed = graph.screens[split.root].moves.filter { $0.style == .push }.map(\.target)
            guard !pushed.isEmpty else {
                report(
                    .invalidValue,
                    "split '\(name)' pushes no screen from its sidebar, so its \(split.columns == 3 ? "content" : "detail") column never shows one; add a push from '\(name)', or remove the split",
                    at: split.location)
                continue
            }
            guard split.columns == 3 else { continue }
            let fillsDetail = pushed.contains { screen in graph.screens[screen].moves.contains { $0.style == .push } }
            if !fillsDetail {
                report(
                    .invalidValue,
                    "split '\(name)' has 3 columns but no screen its sidebar pushes pushes another, so its detail column never shows one; write 'columns: 2'",
                    at: split.location)
            }
        }
    }
}
