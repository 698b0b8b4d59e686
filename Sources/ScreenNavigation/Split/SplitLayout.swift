extension Navigation {
    /// How the host shows the split roots now, as it reports it (`NavigationState.setSplitLayout`):
    /// what a move from a column that is not on top may do.
    public enum SplitLayout: String, Hashable, Sendable, CaseIterable, Codable {
        /// A compact width (an iPhone, Slide Over, a narrow window): the columns collapse into the
        /// one stack they are, and only the screen on top moves, as in any stack.
        case collapsed
        /// A regular width: every column is on screen, and a push from the top screen of a column
        /// (the sidebar's `openRoom`) replaces the columns after it, whatever they show.
        case expanded
    }
}
