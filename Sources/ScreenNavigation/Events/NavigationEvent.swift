/// One change of a `NavigationState`, as it happened: what was done (or refused), whether the
/// user did it in the SwiftUI host, and the route on top before and after. Every public
/// operation that can change the state reports exactly one event once it is over, however many
/// steps it made inside (a move with `then:`, a flow move that closes the layers, a link that
/// builds a stack): analytics and logging observe one stream (`NavigationState.observeEvents`).
public struct NavigationEvent<Graph: NavigationGraph>: Hashable, Sendable {
    /// What an operation did.
    public indirect enum Kind: Hashable, Sendable {
        /// A declared move (`perform`): a screen's, from anywhere, a `select-root`, a move into
        /// a layer.
        case move(Move<Graph>)
        /// A route entered in a style (`push`, `present`, `presentAlert`, `replace`, or a push a
        /// `NavigationLink` in the host requested).
        case entered(Graph.Route, TransitionStyle)
        /// Going back: `pop`, `popToRoot`, `dismiss`, `pop(toEntryCount:)`; in the host, a back
        /// swipe, a sheet swiped down, an alert the system closed.
        case back
        /// The stack of root `index` was selected (a tab switch).
        case rootSelected(index: Int)
        /// Button `id` of alert `alert` was tapped.
        case alertButton(id: String, alert: Graph.Route)
        /// A whole stack was set (`setStack`, `jump`, `follow`, `applyPath`).
        case stackSet
        /// The roots shown changed (`setRoots`).
        case rootsChanged([Graph.Route])
        /// A flow move (`move(toFlow:by:roots:)`): every layer closes with it.
        case flowChanged(from: Graph.Flow?, to: Graph.Flow)
        /// A snapshot was restored.
        case restored
        /// `reconcile()`: the routes removed, per stack.
        case reconciled(removed: [[Graph.Route]])
        /// A deep link was opened.
        case linkOpened(Navigation.DeepLinkDestination<Graph.Route>)
        /// A deep link was refused (it may wait: `pendingLink`, `pendingNavigation`).
        case linkRefused(Navigation.DeepLinkFailure)
        /// What waited was made: the pending navigation, the waiting move or the pending link.
        case resumed
        /// An app-wide layer was closed (`dismissLayer`, a sheet swiped away in the host).
        case layerClosed(Graph.Screen)
        /// An app-wide layer was minimised or expanded.
        case layerMinimized(Graph.Screen, Bool)
        /// The host reported another width for the split roots (`setSplitLayout`): their
        /// columns collapsed into one stack, or expanded from it. No stack changed.
        case splitLayoutChanged(Navigation.SplitLayout)
        /// A result was handed back (`finish(_:with:)`).
        case finished(Graph.Screen)
        /// An operation was refused: what was attempted, and why. Nothing changed, but a
        /// refusal may keep what waits (`pendingNavigation`, `waitingMove`).
        case refused(attempt: Kind, error: NavigationError<Graph>)
    }

    /// What was done.
    public let kind: Kind
    /// Whether the user did it in the SwiftUI host (a back swipe, a tab tapped, a button of an
    /// alert), rather than the app's code.
    public let byUser: Bool
    /// The route on top of the active stack before the operation.
    public let from: Graph.Route
    /// The route on top of the active stack after it.
    public let to: Graph.Route

    /// The screen shown before the operation.
    public var fromScreen: Graph.Screen { Graph.screen(of: from) }
    /// The screen shown after it.
    public var toScreen: Graph.Screen { Graph.screen(of: to) }
}

extension Navigation {
    /// An observation of a state's events (`NavigationState.observeEvents`): events reach its
    /// observer until `cancel()`.
    @MainActor
    public struct EventObservation {
        let cancelling: @MainActor () -> Void

        /// Stops the observer: no further event reaches it.
        public func cancel() { cancelling() }
    }
}
