import ScreenGenDiagnostics
import ScreenGenYAML

/// Decodes one file's node tree against the format's schema (top level, `graph:`, screens,
/// params, transitions, alert buttons) into a `FileSyntax`.
enum FileDecoder {
    static let topLevelKeys = ["graph", "feature", "screens", "transition-sets", "anywhere", "deeplinks"]

    static func decode(_ document: LoadedNode?, path: String, context: inout DecodingContext) -> FileSyntax {
        var file = FileSyntax(path: path)
        guard let document else {
            // An empty file contributes nothing; a file the loader gave up on leaves a hole.
            file.isComplete = !context.hasErrors
            return file
        }
        guard let top = context.mapping(document, what: "the top level of a screens file", allowedKeys: topLevelKeys)
        else {
            file.isComplete = false
            return file
        }

        if let node = top["feature"] {
            file.feature = context.string(node, what: "'feature'")
            if file.feature == nil { file.mayLackScreens = true }
        }
        file.mayLackGraph = top.unknownKeysMayMean.contains("graph")
        if !top.unknownKeysMayMean.isDisjoint(with: ["screens", "feature"]) { file.mayLackScreens = true }
        if let node = top["graph"], let keyLocation = top.keyLocation("graph") {
            file.graph = GraphSettingsDecoder.decode(node, keyLocation: keyLocation, context: &context)
        }
        if let node = top["screens"] {
            if let pairs = context.pairs(of: node, what: "'screens'") {
                file.screens = pairs.compactMapReserved { ScreenDecoder.decode($0, context: &context) }
            } else {
                file.mayLackScreens = true
            }
        }
        file.mayLackTransitionSets = top.unknownKeysMayMean.contains("transition-sets")
        if let node = top["transition-sets"] {
            decodeTransitionSets(node, into: &file, context: &context)
        }
        if let node = top["anywhere"], let keyLocation = top.keyLocation("anywhere") {
            // Written as a screen's `transitions` are; the moves are made over whatever is shown.
            file.anywhere = AnywhereSyntax(
                location: keyLocation,
                transitions: ScreenDecoder.decodeTransitions(node, what: "'anywhere'", context: &context))
        }
        if let node = top["deeplinks"], let items = context.sequence(node, what: "'deeplinks'") {
            file.deepLinks = items.compactMap { DeepLinkDecoder.decode($0, context: &context) }
        }
        file.droppedMoves = context.droppedMoves
        return file
    }

    /// `transition-sets`: set name → its transitions, written as a screen's `transitions` are.
    private static func decodeTransitionSets(
        _ node: LoadedNode, into file: inout FileSyntax, context: inout DecodingContext
    ) {
        guard let pairs = context.pairs(of: node, what: "'transition-sets'") else {
            file.mayLackTransitionSets = true
            return
        }
        for pair in pairs {
            guard let name = pair.key.scalarText else { continue }
            // A set whose value is not a mapping (reported) is still registered, empty, so
            // screens that include it are not also told it does not exist.
            let transitions = ScreenDecoder.decodeTransitions(
                pair.value, what: "transition set '\(name)'", context: &context)
            file.transitionSets.append(
                TransitionSetSyntax(name: Located(name, at: pair.key.location), transitions: transitions))
        }
    }
}
