#if canImport(SwiftUI)
import SwiftUI

/// Split views (`graph.splits:`, #36) in the SwiftUI host: a split root's first layer drawn as
/// a `NavigationSplitView` while the width is regular, and as the `NavigationStack` it is while
/// compact. Either way it is drawn from the one stack the state keeps, so a rotation redraws,
/// and loses nothing. The host reports its horizontal size class to the state
/// (`setSplitLayout`), which decides what a move from the sidebar may do.
extension NavigationLayerView {
    /// Layer `layer` as a split's columns or as a stack.
    @ViewBuilder
    func splitOrStack(_ layer: Navigation.StackLayer<Graph.Route>) -> some View {
        if layerIndex == 0, rootIndex < state.rootCount,
            let split = Graph.splitTable.split(rootedAt: Graph.screen(of: state.allStacks[rootIndex].root))
        {
            SplitLayoutReader(state: state) { expanded in
                if expanded {
                    columns(SplitHostColumns(layer: layer, columns: split.columns), count: split.columns)
                } else {
                    stackView(layer)
                }
            }
        } else {
            stackView(layer)
        }
    }

    /// The split's columns: the sidebar shows the root, the content column its entry, the
    /// detail a `NavigationStack` whose changes are reported as the layer's.
    @ViewBuilder
    private func columns(_ columns: SplitHostColumns<Graph.Route>, count: Int) -> some View {
        if count == 3 {
            NavigationSplitView {
                screen(columns.layer.base, position: 0)
            } content: {
                if let content = columns.content { screen(content.route, position: content.position ?? 1) }
            } detail: {
                detail(columns)
            }
        } else {
            NavigationSplitView {
                screen(columns.layer.base, position: 0)
            } detail: {
                detail(columns)
            }
        }
    }

    /// The detail column: its root and the screens pushed over it, each with its own position.
    private func detail(_ columns: SplitHostColumns<Graph.Route>) -> some View {
        let state = state
        let rootIndex = rootIndex
        let path = Binding(
            get: { @MainActor in columns.detailPath },
            set: { @MainActor newPath in
                state.hostReported(columns.report(detailPathChangedTo: newPath, stack: rootIndex))
            }
        )
        return NavigationStack(path: path) {
            if let root = columns.detailRoot {
                screen(root.route, position: root.position ?? 1)
                    .navigationDestination(for: Navigation.PathElement<Graph.Route>.self) { element in
                        screen(element.route, position: element.position ?? columns.layer.path.count + 1)
                    }
            }
        }
    }
}

/// Reads the horizontal size class, reports it to the state, and draws `content` for it.
@MainActor
struct SplitLayoutReader<Graph: NavigationGraph, Content: View>: View {
    let state: NavigationState<Graph>
    @ViewBuilder let content: (Bool) -> Content
    @Environment(\.horizontalSizeClass) private var sizeClass

    var body: some View {
        let state = state
        content(Navigation.SplitLayout(isCompact: sizeClass == .compact) == .expanded)
            .onChange(of: sizeClass == .compact, initial: true) { @MainActor _, isCompact in
                state.setSplitLayout(Navigation.SplitLayout(isCompact: isCompact))
            }
    }
}
#endif
