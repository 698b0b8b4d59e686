#if canImport(SwiftUI)
import SwiftUI

/// The BetterNavigation reference's environment action: any view can ask for a move with
/// `@Environment(\.navigate) private var navigate` and `navigate(.animal(.detail(animal: lion)))`.
/// The move is checked like every other (from the top of the selected stack); an illegal one
/// changes nothing and returns false.
public struct NavigateAction: Sendable {
    private let perform: @MainActor @Sendable (AnyHashable, TransitionStyle) -> Bool

    /// Moves on `state`. Routes of another graph's type are refused.
    @MainActor
    public init<Graph: NavigationGraph>(_ state: NavigationState<Graph>) {
        perform = { [weak state] route, style in
            guard let state, let route = route.base as? Graph.Route else { return false }
            do {
                switch style {
                case .push: try state.push(route)
                case .sheet, .cover: try state.present(route, style: style)
                case .alert: try state.presentAlert(route)
                case .replace: try state.replace(with: route)
                }
                return true
            } catch {
                return false
            }
        }
    }

    private init(perform: @escaping @MainActor @Sendable (AnyHashable, TransitionStyle) -> Bool) {
        self.perform = perform
    }

    /// Outside a `NavigationHost` there is nothing to move: every request is refused.
    public static let unavailable = NavigateAction { _, _ in false }

    /// Performs the move to `route` in `style`; false when the graph does not allow it.
    @MainActor
    @discardableResult
    public func callAsFunction<Route: Hashable & Sendable>(_ route: Route, style: TransitionStyle = .push) -> Bool {
        perform(AnyHashable(route), style)
    }
}

private struct NavigateActionKey: EnvironmentKey {
    static let defaultValue = NavigateAction.unavailable
}

/// The entry a screen view belongs to (a `NavigationEntryID`, type-erased because environment
/// values cannot be generic): what `NavigationState.viewModel(forEnvironmentEntry:…)` keys on.
private struct NavigationEntryKey: EnvironmentKey {
    // Computed: `AnyHashable` is not Sendable, so a stored `static let` of it is rejected in
    // Swift 6 ("not concurrency-safe").
    static var defaultValue: AnyHashable? { nil }
}

extension EnvironmentValues {
    /// Performs a legal move on the enclosing `NavigationHost`'s state.
    public var navigate: NavigateAction {
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
