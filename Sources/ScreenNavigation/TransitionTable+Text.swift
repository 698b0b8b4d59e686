extension TransitionTable where Screen: RawRepresentable, Screen.RawValue == String {
    /// The table of the transitions `texts` list: a line per screen the moves start from,
    /// `from: to style, to style, *N`, screens by raw value (`home: chat.list push, settings
    /// sheet`). A transition set is listed once, as `*N: to style, …` (its moves), and a screen
    /// that includes it names it among its moves (`*N`), which gives it all of them. A screen's
    /// moves may go on over several lines that each start with it. A line `*: to style, …` lists
    /// the moves allowed from every screen (`anywhere:`).
    ///
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
        var anywhere: [(to: Screen, style: TransitionStyle)] = []
        var setMoves: [Substring: [(to: Screen, style: TransitionStyle)]] = [:]
        var includes: [(from: Screen, set: Substring, line: Substring)] = []
        func failure(_ line: Substring) -> Never {
            preconditionFailure(
                "ScreenNavigation: '\(line)' is not a line of this graph's moves (`from: to style, *N`)")
        }
        for text in texts {
            for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
                guard let colon = line.firstIndex(of: ":") else { failure(line) }
                let origin = line[..<colon].drop { $0 == " " }
                // `*:` alone: the moves allowed from every screen (`anywhere:`).
                let isAnywhere = origin == "*"
                let set = origin.first == "*" && !isAnywhere ? origin : nil
                let from = set == nil && !isAnywhere ? Screen(rawValue: String(origin)) : nil
                guard set != nil || from != nil || isAnywhere else { failure(line) }
                for item in line[line.index(after: colon)...].split(separator: ",") {
                    let fields = item.split(separator: " ", omittingEmptySubsequences: true)
                    if fields.count == 1, fields[0].first == "*", let from {
                        includes.append((from, fields[0], line))
                        continue
                    }
                    guard fields.count == 2, let to = Screen(rawValue: String(fields[0])),
                        let style = TransitionStyle(rawValue: String(fields[1]))
                    else { failure(line) }
                    if isAnywhere {
                        anywhere.append((to, style))
                    } else if let set {
                        setMoves[set, default: []].append((to, style))
                    } else if let from {
                        transitions.append(LegalTransition(from: from, to: to, style: style))
                    }
                }
            }
        }
        for include in includes {
            guard let moves = setMoves[include.set] else { failure(include.line) }
            for move in moves {
                transitions.append(LegalTransition(from: include.from, to: move.to, style: move.style))
            }
        }
        self.init(transitions, anywhere: anywhere)
    }
}
