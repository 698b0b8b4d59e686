/// The method of a transition that names a choice of targets (#37): `async`, it asks the app's
/// resolver for the choice which candidate to enter, proposing each as `args` builds it, then
/// enters the answer in the style declared for it:
/// `func addCode() async throws(…) { try await context.move(choosing: [<Route>CodeEntryChoice
/// .scanCode(mode: …), .manualEntry], [.push, .push]) }`. The runtime accepts only a proposed
/// candidate's screen (`Navigation.MoveOrigin.move(choosing:_:)`).
extension DirectionsEmitter {
    /// Writes the method when `position` is a choice's first candidate. True for every candidate
    /// of a choice (the others have no method of their own), false for another transition.
    func writeChoiceMethod(
        _ screen: ScreenGraph.Screen, at position: Int, origin: MethodOrigin, into writer: inout SwiftWriter
    ) -> Bool {
        guard let choice = screen.transitions[position].choice else { return false }
        guard choice.candidate == 0 else { return true }
        let run = screen.choiceRun(at: position)
        let typeName = GeneratedNames.choice(choice.typeName, ofRoute: graph.routeName.name)
        var proposals: [String] = []
        for (number, transition) in run.enumerated() {
            let move = transition.move
            let target = graph.screens[move.target]
            var text = (number == 0 ? typeName : "") + "." + target.identity.escaped
            // Only what `args` binds: the others keep the enum case's defaults (lint made sure
            // every required one is bound).
            let bound = target.params.indices.compactMap { index in
                move.argument(for: index, source: origin.read).map {
                    target.params[index].label.argumentLabel + ": " + $0
                }
            }
            // A case with params is called even when every one keeps its default.
            if !target.params.isEmpty { text += "(" + bound.joined(separator: ", ") + ")" }
            proposals.append(text)
        }
        let styles = run.map { "." + $0.move.style.runtimeName }
        writer.doc(MoveDocComment.choice(choice, candidates: run.map { graph.screens[$0.move.target] }))
        writer.line(
            names.access + "func " + run.first!.action.escaped + "() async throws(" + names.failure + ") { try await "
                + ownOrigin(origin) + ".move(choosing: [" + proposals.joined(separator: ", ") + "], ["
                + styles.joined(separator: ", ") + "]) }")
        return true
    }

    /// The origin expression of a screen's own directions (a choice is never a set's move).
    private func ownOrigin(_ origin: MethodOrigin) -> String {
        switch origin.from {
        case .origin(let expression): expression
        case .navigator(let navigator, let identity):
            "ScreenNavigation.Navigation.MoveOrigin(" + navigator + ", ." + identity.escaped + ")"
        }
    }
}
