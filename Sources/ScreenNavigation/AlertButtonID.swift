extension Navigation {
    /// The alert buttons of a graph without any: there are none. What
    /// `NavigationGraph.AlertButtonID` is unless the graph declares alert buttons.
    public enum NoAlertButton: Hashable, Sendable, CaseIterable, RawRepresentable {
        /// No id names a button of a graph without alert buttons.
        /// - Parameter rawValue: a button id.
        public init?(rawValue: String) { nil }
        public var rawValue: String {
            switch self {}
        }
    }
}
