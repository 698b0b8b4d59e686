import ScreenGenDiagnostics

/// A transition that names a choice of targets (#37): `add-code: { choice: code-entry, one-of:
/// [scan-code, manual-entry] }`. The screen holds one transition per candidate, in `one-of:`
/// order and side by side, each a move to that candidate: every rule that reads moves
/// (reachability, styles, guards, cycles, coverage, pictures) sees every candidate as a move the
/// screen can make. Its generated method is the first candidate's; it asks the app's resolver.
extension ScreenGraph {
    /// Which candidate of which choice a transition is. A class: most transitions have none,
    /// and a reference keeps `Transition` small.
    final class MoveChoice: Sendable {
        /// `choice:` as written (`code-entry`), and its type name part (`CodeEntry`).
        let name: String
        let typeName: String
        /// The position in `one-of:`, and how many candidates there are.
        let candidate: Int
        let count: Int
        /// Where `one-of` is written.
        let location: SourceLocation

        init(name: String, typeName: String, candidate: Int, count: Int, location: SourceLocation) {
            self.name = name
            self.typeName = typeName
            self.candidate = candidate
            self.count = count
            self.location = location
        }
    }
}

extension ScreenGraph.Screen {
    /// The transitions of a choice starting at `index` (its first candidate): the run of them.
    func choiceRun(at index: Int) -> ArraySlice<ScreenGraph.Transition> {
        let count = transitions[index].choice?.count ?? 1
        return transitions[index..<index + count]
    }
}
