extension TransitionTable where Screen: RawRepresentable, Screen.RawValue == String {
    /// The table of the transitions `texts` list: one a line, `from to style`, screens by raw
    /// value (`home chat.conversation push`). Generated code states its table this way: a
    /// string literal costs the type checker nothing, where thousands of `LegalTransition`
    /// initializer calls cost it seconds (2.3 s of a 1,000-screen graph's 16 s).
    ///
    /// The text is generated from the same graph as the `Screen` enum, so every name is one of
    /// its raw values; a line that is not is a generator defect and stops the program with its
    /// text rather than silently allowing or forbidding a move.
    public init(text texts: [String]) {
        var transitions: [LegalTransition<Screen>] = []
        for text in texts {
            for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
                let fields = line.split(separator: " ", omittingEmptySubsequences: true)
                guard fields.count == 3, let from = Screen(rawValue: String(fields[0])),
                    let to = Screen(rawValue: String(fields[1])), let style = TransitionStyle(rawValue: String(fields[2]))
                else {
                    preconditionFailure("ScreenNavigation: '\(line)' is not a transition of this graph (`from to style`)")
                }
                transitions.append(LegalTransition(from: from, to: to, style: style))
            }
        }
        self.init(transitions)
    }
}
