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
        // Read in place: asked of every transition, and a transition copied out retains each of
        // its names and tables.
        guard let choice = screen.transitions.withUnsafeBufferPointer({ $0[position].choice }) else { return false }
        guard choice.candidate == 0 else { return true }
        let run = screen.choiceRun(at: position)
        let typeName = GeneratedNames.choice(choice.typeName, ofRoute: graph.routeName.name)
        // Each proposal: the candidate's case with only what `args` binds (the others keep the
        // enum case's defaults; lint made sure every required one is bound).
        func writeProposal(_ number: Int, _ transition: ScreenGraph.Transition, into text: inout SourceText) {
            let move = transition.move
            let target = graph.screens[move.target]
            if number == 0 { text += typeName }
            text += "."
            text += target.identity.escaped
            let bound = target.params.indices.compactMap { index in
                move.argument(for: index, source: origin.read).map {
                    target.params[index].label.argumentLabel + ": " + $0
                }
            }
            // A case with params is called even when every one keeps its default.
            if !target.params.isEmpty { text.writeList(bound, open: "(", close: ")") }
        }
        writer.doc(MoveDocComment.choice(choice, candidates: run.map { graph.screens[$0.move.target] }))
        writer.singleStatementBlock { text in
            text.writeFunctionHeader(
                access: names.access, "func " + run.first!.action.escaped, parameters: [], effects: " async",
                throwing: names.failure)
        } body: { text in
            text += "try await "
            text += ownOrigin(origin)
            text += ".move"
            text.openList("(")
            text += "choosing: "
            text.openList("[")
            for (number, transition) in run.enumerated() {
                if number > 0 { text.nextEntry() }
                writeProposal(number, transition, into: &text)
            }
            text.closeList("]")
            text.nextEntry()
            text.writeList(run.map { "." + $0.move.style.runtimeName }, open: "[", close: "]")
            text.closeList(")")
        }
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
