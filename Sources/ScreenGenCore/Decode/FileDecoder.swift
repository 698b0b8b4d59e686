import ScreenGenDiagnostics
import ScreenGenYAML

/// Decodes one file's node tree against the format's schema (top level, `graph:`, screens,
/// params, transitions, alert buttons) into a `FileSyntax`.
enum FileDecoder {
    static let topLevelKeys = ["graph", "feature", "screens", "deeplinks"]

    static func decode(_ document: YAMLNode?, path: String, context: inout DecodingContext) -> FileSyntax {
        var file = FileSyntax(path: path)
        guard let document else {
            // An empty file contributes nothing; a file the loader gave up on leaves a hole.
            file.isComplete = !context.diagnostics.contains { $0.isError }
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
                file.screens = pairs.compactMap { ScreenDecoder.decode($0, context: &context) }
            } else {
                file.mayLackScreens = true
            }
        }
        if let node = top["deeplinks"], let items = context.sequence(node, what: "'deeplinks'") {
            file.deepLinks = items.compactMap { DeepLinkDecoder.decode($0, context: &context) }
        }
        file.droppedMoves = context.droppedMoves
        return file
    }
}
