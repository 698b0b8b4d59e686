/// What the SwiftUI host draws in the columns of a split root's first layer (`graph.splits:`,
/// expanded), and what a change the system makes there means: plain code, so every decision is
/// tested without SwiftUI.
///
/// The layer's pushes (`Navigation.StackLayer.pathElements`) are shared out in order: with three
/// columns the first is the content column's; the next is the detail's `NavigationStack` root,
/// and the rest its path. A path the detail's stack reports is the layer's path with the columns
/// before it kept, so `HostDecision.deciding(_:stacks:selectedIndex:rootCount:covered:)` decides
/// it as for any stack: a back swipe in the detail pops that stack, selected or not.
struct SplitHostColumns<Route: Hashable & Sendable>: Hashable, Sendable {
    /// The layer drawn.
    let layer: Navigation.StackLayer<Route>
    /// The content column's entry (three columns); nil when the sidebar selected nothing.
    let content: Navigation.PathElement<Route>?
    /// The detail's root; nil when nothing is selected for it.
    let detailRoot: Navigation.PathElement<Route>?
    /// The detail's `NavigationStack` path.
    let detailPath: [Navigation.PathElement<Route>]

    /// The columns of `layer`, the first layer of a split root's stack.
    /// - Parameters:
    ///   - layer: layer 0 of the stack.
    ///   - columns: the split's column count, 2 or 3.
    init(layer: Navigation.StackLayer<Route>, columns: Int) {
        let elements = layer.pathElements
        let contentCount = columns == 3 ? min(elements.count, 1) : 0
        self.layer = layer
        self.content = contentCount == 1 ? elements[0] : nil
        self.detailRoot = elements.count > contentCount ? elements[contentCount] : nil
        self.detailPath = Array(elements.dropFirst(contentCount + 1))
    }

    /// The report of the detail's `NavigationStack` setting its path to `path`: the layer's
    /// path with the content and the detail's root kept.
    /// - Parameters:
    ///   - path: the path the detail's stack was set to.
    ///   - stack: the index of the split root's stack.
    /// - Returns: a `.pathChanged` report for the whole layer.
    func report(detailPathChangedTo path: [Navigation.PathElement<Route>], stack: Int) -> HostReport<Route> {
        let kept = [content, detailRoot].compactMap { $0 }
        return .pathChanged(to: kept + path, layer: layer, stack: stack)
    }
}

extension Navigation.SplitLayout {
    /// The layout the host's horizontal size class stands for: compact collapses the columns
    /// into one stack; regular, or none (a Mac window), shows them.
    /// - Parameter isCompact: whether the horizontal size class is compact.
    init(isCompact: Bool) {
        self = isCompact ? .collapsed : .expanded
    }
}
