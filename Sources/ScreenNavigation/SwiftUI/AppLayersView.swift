#if canImport(SwiftUI)
import SwiftUI

/// The app-wide layers (`graph.layers:`) over `content` (the tabs, or one root's stack): the
/// sheets and covers one over the other, each with its own stack, alerts and sheets
/// (`NavigationLayerView`), and the lock last, over everything presented; the expanded overlays
/// (a call) over `content`. A minimised overlay is not drawn: the user navigates beneath it,
/// and the app draws its own small form (a picture in picture) from `state.appLayers`.
/// A required layer, or one whose screen says `dismiss-by-swipe: false`, cannot be swiped away
/// (`interactiveDismissDisabled`), and a sheet rests at its screen's `detents:`; a sheet the user
/// swipes away is reported (`HostReport.appLayerDismissed`) and closed by the state.
@MainActor
struct AppLayersView<Graph: NavigationGraph, Destination: View, Content: View>: View {
    let state: NavigationState<Graph>
    let destination: (Graph.Route) -> Destination
    let content: Content

    init(
        state: NavigationState<Graph>, destination: @escaping (Graph.Route) -> Destination,
        @ViewBuilder content: () -> Content
    ) {
        self.state = state
        self.destination = destination
        self.content = content()
    }

    var body: some View {
        let state = state
        let overlays = state.appLayers.filter { $0.kind == .overlay && !$0.isMinimized }.map(\.stackIndex)
        content
            .overlay {
                ForEach(overlays, id: \.self) { index in
                    NavigationLayerView(state: state, rootIndex: index, layerIndex: 0, destination: destination)
                }
            }
            .modifierChain(state: state, level: 0, destination: destination)
    }
}

/// One sheet or cover of the app-wide layers (the `level`-th presented, lock last), and the
/// next one it presents.
@MainActor
struct PresentedAppLayerView<Graph: NavigationGraph, Destination: View>: View {
    let state: NavigationState<Graph>
    let level: Int
    let destination: (Graph.Route) -> Destination

    var body: some View {
        let presented = AppLayersPresentation.presented(state.appLayers)
        if presented.indices.contains(level) {
            let layer = presented[level]
            NavigationLayerView(state: state, rootIndex: layer.stackIndex, layerIndex: 0, destination: destination)
                .presentationDetails(
                    Graph.presentationDetails(for: Graph.screen(of: layer.route)), sheet: layer.kind == .sheet,
                    swipeDisabled: layer.outside == .wait
                )
                .modifierChain(state: state, level: level + 1, destination: destination)
        }
    }
}

extension View {
    /// Presents app-wide layer `level` (see `AppLayersPresentation`) as a sheet or a cover,
    /// reporting the user's swipe.
    @MainActor
    fileprivate func modifierChain<Graph: NavigationGraph, Destination: View>(
        state: NavigationState<Graph>, level: Int, destination: @escaping (Graph.Route) -> Destination
    ) -> some View {
        let sheet = binding(state: state, level: level, sheet: true)
        let cover = binding(state: state, level: level, sheet: false)
        #if os(macOS)
        return self.sheet(item: sheet) { presented in
            PresentedAppLayerView(state: state, level: presented.id, destination: destination)
        }
        .sheet(item: cover) { presented in
            PresentedAppLayerView(state: state, level: presented.id, destination: destination)
        }
        #else
        return self.sheet(item: sheet) { presented in
            PresentedAppLayerView(state: state, level: presented.id, destination: destination)
        }
        .fullScreenCover(item: cover) { presented in
            PresentedAppLayerView(state: state, level: presented.id, destination: destination)
        }
        #endif
    }
}

/// Layer `level` while it is presented as a sheet (`sheet`) or as a cover; set to nil when the
/// user swipes it away, which is reported for that layer as drawn.
@MainActor
private func binding<Graph: NavigationGraph>(state: NavigationState<Graph>, level: Int, sheet: Bool)
    -> Binding<PresentedLayer?>
{
    let presented = AppLayersPresentation.presented(state.appLayers)
    let layer = presented.indices.contains(level) ? presented[level] : nil
    return Binding(
        get: { @MainActor in
            guard let layer, (layer.kind == .sheet) == sheet else { return nil }
            return PresentedLayer(id: level)
        },
        set: { @MainActor value in
            guard value == nil, let layer, (layer.kind == .sheet) == sheet else { return }
            state.hostReported(.appLayerDismissed(root: layer.route, stack: layer.stackIndex))
        }
    )
}
#endif
