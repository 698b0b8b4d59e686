#if canImport(SwiftUI)
import SwiftUI

/// A typed move from any view under a `NavigationHost` (the BetterNavigation reference's
/// environment action): declare it with the graph,
/// `@NavigateAction(AppRouteGraph.self) private var navigate`, and move with
/// `try navigate(.animal(.detail(animal: lion)))`. The move is checked like every other (from
/// the top of the selected stack); an illegal one changes nothing and throws the graph's
/// `NavigationError`, as the state's own moves do.
@propertyWrapper
public struct NavigateAction<Graph: NavigationGraph>: DynamicProperty {
    @Environment(\.navigate) private var hosted
    private let direct: Navigation.AnyNavigateAction?

    /// The enclosing `NavigationHost`'s moves, for a view's property.
    /// - Parameter graph: the graph of the host's state (`AppRouteGraph.self`).
    public init(_ graph: Graph.Type = Graph.self) {
        direct = nil
    }

    /// Moves on `state`, wherever the action is used (a preview, a test).
    /// - Parameter state: the state the moves are made on.
    public init(_ state: NavigationState<Graph>) {
        direct = Navigation.AnyNavigateAction(state)
    }

    /// The action itself: `navigate(route)` calls it.
    public var wrappedValue: NavigateAction<Graph> { self }

    /// Makes the move to `route` in `style`.
    /// - Parameters:
    ///   - route: where to go.
    ///   - style: how: a push (the default), a sheet or cover, an alert, or a replacement.
    /// - Throws: the graph's refusal of the move; `.noRoots` outside a `NavigationHost` of
    ///   this graph.
    @MainActor
    public func callAsFunction(_ route: Graph.Route, style: TransitionStyle = .push) throws(NavigationError<Graph>) {
        try (direct ?? hosted).perform(route, style: style, in: Graph.self)
    }
}

private struct NavigateActionKey: EnvironmentKey {
    static let defaultValue = Navigation.AnyNavigateAction.unavailable
}

/// The entry a screen view belongs to (a `NavigationEntryID`, type-erased because environment
/// values cannot be generic): what `NavigationState.viewModel(forEnvironmentEntry:…)` keys on.
private struct NavigationEntryKey: EnvironmentKey {
    // Computed: `AnyHashable` is not Sendable, so a stored `static let` of it is rejected in
    // Swift 6 ("not concurrency-safe").
    static var defaultValue: AnyHashable? { nil }
}

extension EnvironmentValues {
    /// The enclosing `NavigationHost`'s state, for `NavigateAction` (type-erased: an
    /// environment value cannot be generic).
    @_spi(Generated) public var navigate: Navigation.AnyNavigateAction {
        get { self[NavigateActionKey.self] }
        set { self[NavigateActionKey.self] = newValue }
    }

    /// The navigation entry of the screen this view is part of.
    public var navigationEntry: AnyHashable? {
        get { self[NavigationEntryKey.self] }
        set { self[NavigationEntryKey.self] = newValue }
    }
}

extension Navigation.ViewModels {
    /// `model(_:for:key:create:)` for the entry in a view's environment
    /// (`@Environment(\.navigationEntry)`).
    /// - Parameters:
    ///   - type: the model's type.
    ///   - entry: the view's `navigationEntry`.
    ///   - key: what the model is registered under; nil for one model per entry.
    ///   - create: makes the model the first time.
    /// - Returns: the kept model; outside a host, a fresh model that is not kept.
    public func model<Model: AnyObject>(
        _ type: Model.Type = Model.self, forEnvironmentEntry entry: AnyHashable?, key: AnyHashable? = nil,
        create: () -> Model
    ) -> Model {
        guard let entry = NavigationEntryID<Graph.Route>(environment: entry) else { return create() }
        return model(type, for: entry, key: key, create: create)
    }
}
#endif
