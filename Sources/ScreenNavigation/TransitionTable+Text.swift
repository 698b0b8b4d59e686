extension TransitionTable where Screen: RawRepresentable, Screen.RawValue == String {
    /// The table of the transitions `texts` list: one a line, `from to style`, screens by raw
    /// value (`home chat.conversation push`). A transition set is listed once: `*N to style` for
    /// each of its moves, and `from *N` for each screen that includes it, which gets them all.
    /// Generated code states its table this way: a string literal costs the type checker
    /// nothing, where thousands of `LegalTransition` initializer calls cost it seconds (2.3 s of a
    /// 1,000-screen graph's 16 s), and a set's moves are written once however many screens
    /// include it.
    ///
    /// The text is generated from the same graph as the `Screen` enum, so every name is one of
    /// its raw values; a line that is not is a generator defect and stops the program with its
    /// text rather than silently allowing or forbidding a move.
    public init(text texts: [String]) {
        var transitions: [LegalTransition<Screen>] = []
        var setMoves: [Substring: [(to: Screen, style: TransitionStyle)]] = [:]
        var includes: [(from: Screen, set: Substring, line: Substring)] = []
        func failure(_ line: Substring) -> Never {
            preconditionFailure("ScreenNavigation: '\(line)' is not a transition of this graph (`from to style`)")
        }
        for text in texts {
            for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
                let fields = line.split(separator: " ", omittingEmptySubsequences: true)
                if fields.count == 2, fields[1].first == "*", let from = Screen(rawValue: String(fields[0])) {
                    includes.append((from, fields[1], line))
                    continue
                }
                guard fields.count == 3, let to = Screen(rawValue: String(fields[1])),
                    let style = TransitionStyle(rawValue: String(fields[2]))
                else { failure(line) }
                if fields[0].first == "*" {
                    setMoves[fields[0], default: []].append((to, style))
                } else if let from = Screen(rawValue: String(fields[0])) {
                    transitions.append(LegalTransition(from: from, to: to, style: style))
                } else {
                    failure(line)
                }
            }
        }
        for include in includes {
            guard let moves = setMoves[include.set] else { failure(include.line) }
            for move in moves { transitions.append(LegalTransition(from: include.from, to: move.to, style: move.style)) }
        }
        self.init(transitions)
    }
}
