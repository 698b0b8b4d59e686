/// The flat FlowStacks list, regrouped the way SwiftUI presents it.
extension RouteStack {
    /// Layer 0 = root + pushes; each sheet/cover starts a new layer holding its base route and
    /// the pushes above it; an alert on top is attached to the layer it covers (the last one).
    /// Never empty. Derived on each access — O(entries) — so it can never disagree with
    /// `entries`.
    public var layers: [Navigation.StackLayer<Route>] {
        Self.layers(root: root, entries: entries)
    }

    /// `layers` as a pure function of its inputs.
    /// - Parameters:
    ///   - root: a stack's root.
    ///   - entries: its entries, bottom first.
    /// - Returns: its presentation layers, the base first; never empty.
    public static func layers(root: Route, entries: [RouteEntry<Route>]) -> [Navigation.StackLayer<Route>] {
        var finished: [Navigation.StackLayer<Route>] = []
        var base = root
        var presentation: TransitionStyle?
        var baseEntryIndex: Int?
        var path: [Route] = []
        var pathStartIndex = 0
        var alert: Route?

        func finish() {
            finished.append(
                Navigation.StackLayer(
                    index: finished.count, base: base, presentation: presentation,
                    baseEntryIndex: baseEntryIndex, path: path, pathStartIndex: pathStartIndex, alert: alert))
        }

        for (index, entry) in entries.enumerated() {
            switch entry.style {
            case .push, .replace:
                path.append(entry.route)
            case .sheet, .cover:
                finish()
                base = entry.route
                presentation = entry.style
                baseEntryIndex = index
                path = []
                pathStartIndex = index + 1
                alert = nil
            case .alert:
                alert = entry.route
            }
        }
        finish()
        return finished
    }
}
