/// The runtime's own requirements, implemented here once: a graph never implements them. Each
/// counts, for a recorder, what an operation did; a move calls them only when a recorder is
/// attached. They are requirements, not plain generic functions, so that their inlinable default
/// implementations are instantiated where the app's graph conforms, specialized for it: counting
/// a move then reads the move's fields directly, where the runtime's unspecialized code looks up
/// the metadata of each generic type it touches (`Route?`, `Move<Graph>`), five lookups a move.
extension NavigationGraph {
    /// Counts `move`, made on `stack` as it was; true: the screens it entered are counted too.
    @inlinable @MainActor
    @_spi(Generated) public static func _count(
        _ move: Move<Self>, on stack: RouteStack<Self>, in recorder: NavigationRecorder<Self>
    )
        -> Bool
    {
        recorder.tally.count(move, on: stack)
    }

    /// Counts `route`, entered in `style` over the top of `stack` (`push`, `present`, `replace`…).
    @inlinable @MainActor
    @_spi(Generated) public static func _count(
        entering route: Route, style: TransitionStyle, over stack: RouteStack<Self>,
        in recorder: NavigationRecorder<Self>
    ) -> Bool {
        recorder.tally.count(entering: route, style: style, over: stack.topScreen)
    }

    /// Counts button `button` of alert route `alert`, tapped, and the move it made.
    @inlinable @MainActor
    @_spi(Generated) public static func _count(
        tapping button: String, of alert: Route, in recorder: NavigationRecorder<Self>
    ) {
        recorder.tally.count(tapping: button, of: alert)
    }
}
