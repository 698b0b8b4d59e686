/// The doc comments of generated move methods, one wording for a screen's directions and a
/// feature's router, which offer the same moves.
enum MoveDocComment {
    /// A back transition: where it goes back to, then where it moves on to.
    static func back(_ back: ScreenGraph.BackTransition, in graph: ScreenGraph) -> String {
        var summary =
            back.dismissesLayer
            ? Self.dismissal(back.dismissal)
            : (back.selectsRoot ? "To the stack of root `" : "Back to `") + graph.screens[back.popTo].qualifiedName
                + (back.keepsStack ? "`, as it is" : "`")
                + (back.isInclusive ? " (and off it)" : "")
        if let then = back.then {
            summary += ", then `\(then.style.rawValue)` to `\(graph.screens[then.target].qualifiedName)`"
        }
        return summary + "."
    }

    /// What a dismissal leaves.
    private static func dismissal(_ dismissal: ScreenGraph.LayerDismissal) -> String {
        switch dismissal {
        case .top: "Out of the sheet or cover it is shown in"
        case .all: "Out of every sheet and cover, to the base stack"
        case .aboveFirst: "Out of every sheet and cover above the first one"
        }
    }

    /// A move whose target the app's resolver chooses (`one-of:`, #37).
    static func choice(_ choice: ScreenGraph.MoveChoice, candidates: [ScreenGraph.Screen]) -> String {
        "Enters the one of " + candidates.map { "`\($0.qualifiedName)`" }.joined(separator: ", ")
            + " that the resolver of choice `\(choice.name)` answers (`state.choices.setResolver(for:_:)`)."
    }

    /// A move into a screen with `returns:`, answered by callback.
    static func resultCallback(into target: ScreenGraph.Screen) -> String {
        "The same move; `onResult` gets the value `\(target.qualifiedName)` finishes with, or nil when it leaves otherwise."
    }

    /// The same, awaited.
    static func resultAwaited(into target: ScreenGraph.Screen) -> String {
        "The same move, awaited: the value `\(target.qualifiedName)` finishes with, or nil when it leaves otherwise."
    }

    /// `finish(with:)` of a screen with `returns:`.
    static func finish(_ screen: ScreenGraph.Screen) -> String {
        "Hands `result` back to the move that entered `\(screen.qualifiedName)`, and leaves it."
    }

    static func finishFlow(_ root: ScreenGraph.Screen) -> String {
        "Hands `result` back to the move that presented `\(root.qualifiedName)`, and dismisses its flow."
    }
}
