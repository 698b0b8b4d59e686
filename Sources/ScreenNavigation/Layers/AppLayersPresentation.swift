/// Which app-wide layers are presented, one over the other: every sheet and cover, in order,
/// with the lock (a cover) last. Pure.
enum AppLayersPresentation {
    static func presented<Graph: NavigationGraph>(
        _ layers: [Navigation.AppLayer<Graph>]
    ) -> [Navigation.AppLayer<Graph>] {
        let modal = layers.filter { $0.kind != .overlay }
        return modal.filter { $0.kind != .lock } + modal.filter { $0.kind == .lock }
    }
}
