/// What generated screens and feature routers hold: something that performs declared moves.
///
/// Kept to one requirement without a default (results have defaults) so tests can substitute a
/// recording fake, and so a feature
/// can be handed `any Navigator<AppGraph>` without seeing the rest of the app's state
/// (the per-feature router protocols of the SwiftUI Navigation Sample).
/// `NavigationState` is the real one.
@MainActor
public protocol Navigator<Graph>: AnyObject {
    associatedtype Graph: NavigationGraph
    /// Performs `move`, or throws and changes nothing.
    func perform(_ move: Move<Graph>) throws(NavigationError<Graph>)
    /// Performs `move` and answers `onResult` once the screen it enters leaves: with the value
    /// it finished with, or nil. A navigator without results performs the move and never
    /// answers.
    func perform(_ move: Move<Graph>, onResult: @escaping @MainActor ((any Sendable)?) -> Void) throws(NavigationError<
        Graph
    >)
    /// Hands `result` back from `screen`, which is on top, and leaves it; or, when `screen`
    /// starts the presented flow the top screen is pushed in and may finish
    /// (`NavigationGraph.finishesFlow(_:from:)`), ends that whole flow. A navigator without
    /// results just leaves `screen` when it is on top.
    func finish(_ screen: Graph.Screen, with result: any Sendable) throws(NavigationError<Graph>)
    /// Hands `result` back from `screen` and performs `handOver`, a move that replaces it, as one
    /// operation. A navigator without results just performs the move.
    func finish(_ screen: Graph.Screen, with result: any Sendable, then handOver: Move<Graph>)
        throws(NavigationError<Graph>)
}

extension Navigator {
    /// `perform(_:)`, for a navigator that keeps no results: `onResult` is never called.
    /// - Parameters:
    ///   - move: the move to make.
    ///   - onResult: what the entered screen finishes with (ignored here).
    /// - Throws: the graph's refusal of the move; the stacks are unchanged.
    public func perform(_ move: Move<Graph>, onResult: @escaping @MainActor ((any Sendable)?) -> Void)
        throws(NavigationError<Graph>)
    {
        try perform(move)
    }

    /// Ends `screen` with `result`: by default, goes back past it (a navigator that keeps results
    /// hands it to its waiter).
    /// - Parameters:
    ///   - screen: the screen that finishes.
    ///   - result: its result.
    /// - Throws: the graph's refusal of the move; the stacks are unchanged.
    public func finish(_ screen: Graph.Screen, with result: any Sendable) throws(NavigationError<Graph>) {
        try perform(Move(from: screen, popBackTo: screen, inclusive: true))
    }

    /// Ends `screen` with `result` and makes `handOver` instead of going back.
    /// - Parameters:
    ///   - screen: the screen that finishes.
    ///   - result: its result.
    ///   - handOver: the move made in its place.
    /// - Throws: the graph's refusal of the move; the stacks are unchanged.
    public func finish(_ screen: Graph.Screen, with result: any Sendable, then handOver: Move<Graph>)
        throws(NavigationError<Graph>)
    {
        try perform(handOver)
    }
}
