/// What generated screens and feature routers hold: something that performs declared moves.
///
/// Kept to the one requirement so tests can substitute a recording fake, and so a feature
/// can be handed `any Navigator<AppGraph>` without seeing the rest of the app's state
/// (the per-feature router protocols of the SwiftUI Navigation Sample).
/// `NavigationState` is the real one.
@MainActor
public protocol Navigator<Graph>: AnyObject {
    associatedtype Graph: NavigationGraph
    /// Performs `move`, or throws and changes nothing.
    func perform(_ move: Move<Graph>) throws(NavigationError<Graph.Screen>)
}
