extension Navigation {
    /// Models owned by the entries of the stacks, kept while their entry is on its stack
    /// (MultiNav's `observable(for:default:)`). Reached as `state.viewModels`.
    @MainActor
    public struct ViewModels<Graph: NavigationGraph> {
        let state: NavigationState<Graph>

        /// The `Model` registered under `key` for `entry`, created with `create` on first request.
        /// Every entry that asks becomes an owner; the model is released when no owner is left
        /// on its stack.
        /// - Parameters:
        ///   - type: the model's type.
        ///   - entry: the entry asking, as `NavigationEntryID` (see `entry(at:inStack:)`).
        ///   - key: what the model is registered under; nil for one model per entry.
        ///   - create: makes the model the first time.
        /// - Returns: the kept model, or a fresh one that is not kept for an entry not on a stack.
        public func model<Model: AnyObject>(
            _ type: Model.Type = Model.self, for entry: NavigationEntryID<Graph.Route>, key: AnyHashable? = nil,
            create: () -> Model
        ) -> Model {
            state.viewModel(type, for: entry, key: key, create: create)
        }

        /// The entry at `position` (0 is the root) of stack `index`, if there is one.
        /// - Parameters:
        ///   - position: the entry's position on its stack.
        ///   - index: the stack, an index into `stacks` (default: the selected one).
        /// - Returns: the entry's identity, or nil.
        public func entry(at position: Int, inStack index: Int? = nil) -> NavigationEntryID<Graph.Route>? {
            state.entry(at: position, inStack: index)
        }

        /// The top entry of the active stack.
        public var topEntry: NavigationEntryID<Graph.Route> { state.topEntry }

        /// How many models the state keeps alive.
        public var count: Int { state.viewModelStore.count }
    }
}

extension NavigationState {
    /// Models owned by the entries of the stacks (see ``Navigation/ViewModels``).
    public var viewModels: Navigation.ViewModels<Graph> { Navigation.ViewModels(state: self) }
}
