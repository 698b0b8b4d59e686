/// A transition that names a choice of targets (#37): `add-code: { choice: code-entry, one-of:
/// [scan-code, manual-entry] }`, as a link does. The app's resolver picks the target when the
/// move is made; the resolver checks each candidate as a target (GraphResolver+MoveChoices).
extension ScreenDecoder {
    /// Reads `choice` and `one-of` into `move`; false when the transition cannot be kept (its
    /// candidates are not known, or it also names a target: reported).
    static func decodeChoice(_ map: MappingView, into move: inout MoveSyntax, context: inout DecodingContext) -> Bool {
        if let node = map["choice"] {
            guard let name = context.string(node, what: "'choice'") else { return false }
            move.choice = name
        }
        if let node = map["one-of"] {
            let reported = context.reportedCount
            move.oneOfLocation = map.keyLocation("one-of")
            move.oneOf = context.names(node, what: "'one-of'")
            // A list in error (reported) leaves the move unresolved: its candidates are not known.
            if context.reportedCount != reported { return false }
        }
        guard move.namesChoice, let target = move.target else { return true }
        context.report(
            .invalidValue,
            "a transition goes 'to' one screen or lets the app choose 'one-of' several; remove 'to', or 'choice' and 'one-of'",
            at: target.location)
        return false
    }
}
