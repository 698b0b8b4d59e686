extension Navigation {
    /// The app-wide layers over the roots (`graph.layers:`: Settings over every tab, a call
    /// overlay, the lock), and the move from outside that waits for one to close. Reached as
    /// `state.layers`.
    @MainActor
    public struct Layers<Graph: NavigationGraph> {
        let state: NavigationState<Graph>

        /// The layers shown, bottom first, each with its stack and whether it is minimised.
        public var shown: [Navigation.AppLayer<Graph>] { state.appLayers }

        /// Closes the layer showing `screen`, with everything on its stack.
        /// - Parameter screen: the layer's screen.
        /// - Throws: `.layerNotShown`, or `.layerRequired` for a required layer (it closes by
        ///   its own declared moves only). Nothing changes then.
        public func dismiss(_ screen: Graph.Screen) throws(NavigationError<Graph>) {
            try state.dismissLayer(screen)
        }

        /// Minimises or expands the overlay showing `screen` (the call to picture-in-picture):
        /// moves are made beneath a minimised one.
        /// - Parameters:
        ///   - screen: the overlay's screen.
        ///   - minimized: whether it is shown small.
        /// - Throws: `.layerNotShown`, or `.notALayer` for a layer that is not an overlay.
        public func setMinimized(_ screen: Graph.Screen, _ minimized: Bool) throws(NavigationError<Graph>) {
            try state.setLayer(screen, minimized: minimized)
        }

        /// A move from outside (from anywhere, a `select-root`) refused with `.layerRequired`
        /// while a required layer or the lock was shown, kept to make once it closes.
        public var waitingMove: Move<Graph>? { state.waitingMove }

        /// Makes the waiting move, and forgets it once it stood; nothing without one.
        /// - Throws: what the move throws; `.layerRequired` while it still has to wait.
        public func resumeWaitingMove() throws(NavigationError<Graph>) {
            try state.resumeWaitingMove()
        }
    }
}

extension NavigationState {
    /// The app-wide layers and the move that waits for them (see ``Navigation/Layers``).
    public var layers: Navigation.Layers<Graph> { Navigation.Layers(state: self) }
}
