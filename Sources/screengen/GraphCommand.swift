import ArgumentParser
import ScreenGenCore
import ScreenGenDiagnostics

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension Screengen {
    /// `screengen graph`: the graph as a picture, Mermaid or Graphviz DOT, with the lint
    /// findings a reader should see (unreachable screens, cycles without a `replace`).
    struct Graph: ParsableCommand {
        static let configuration = CommandConfiguration(
            // Named here: derived from the type, the name costs a reflection at every start-up (#33).
            commandName: "graph",
            abstract: "Draw the graph as a Mermaid flowchart or a Graphviz DOT digraph.",
            discussion: """
                Screens are nodes (name, title, params; roots double-bordered, alerts hexagons, \
                guarded screens marked 'requires …'), transitions edges labelled with their \
                action and drawn by style (push solid, sheet dashed, cover bold, replace \
                dotted), features clusters, deep links entry nodes. Unreachable screens and \
                moves on a cycle without a 'replace' are red.

                --focus <screen> draws only that screen, its neighbours within --depth moves \
                (either direction) and their features. \
                Nothing is drawn when the graph has errors (exit status 1).

                Examples:
                  screengen graph screens/ --format mermaid
                  screengen graph screens/ --format dot | dot -Tsvg > graph.svg
                  screengen graph screens/ --focus chat.conversation --depth 2
                """
        )

        enum Format: String, ExpressibleByArgument, CaseIterable {
            case mermaid, dot
        }

        @OptionGroup var graph: GraphInput

        @Option(help: "mermaid or dot.")
        var format: Format = .mermaid

        @Option(help: "A screen (qualified: chat.conversation) whose neighbourhood to draw.")
        var focus: String?

        @Option(help: "With --focus: how many moves away a neighbour may be.")
        var depth: Int = 1

        func validate() throws {
            if depth < 0 { throw ValidationError("--depth must be 0 or more") }
        }

        func run() throws {
            let outcome = try graph.check()
            guard !outcome.hasErrors, let resolved = outcome.result.resolved else {
                standardError(outcome.summary(includingErrors: true))
                throw ExitCode(1)
            }
            guard let picture = GraphDrawing.picture(resolved.picture, focus: focus, depth: depth) else {
                throw ExitCode(2)
            }
            print(GraphDrawing.render(picture, format: format), terminator: "")
        }
    }
}

/// The pure part of `screengen graph`, for tests.
enum GraphDrawing {
    static func render(_ picture: GraphPicture, format: Screengen.Graph.Format) -> String {
        switch format {
        case .mermaid: MermaidRenderer.render(picture)
        case .dot: DOTRenderer.render(picture)
        }
    }

    /// The whole picture, or the focused one; nil (reported) when the focus names no screen.
    static func picture(_ picture: GraphPicture, focus: String?, depth: Int) -> GraphPicture? {
        guard let focus else { return picture }
        if let focused = picture.focused(on: focus, depth: depth) { return focused }
        standardError("error: " + unknownScreenMessage(focus, among: picture.screenNames))
        return nil
    }

    static func unknownScreenMessage(_ name: String, among names: [String]) -> String {
        var message = "--focus: no screen '\(DisplayText.singleLine(name))' in the graph"
        // A feature's screen is named with its feature: `detail` is `recipe.detail`.
        let qualified = names.filter { $0.hasSuffix("." + name) }.sorted()
        if !qualified.isEmpty {
            let listed = qualified.prefix(3).map { "'\($0)'" }.joined(separator: ", ")
            message +=
                "; a feature's screen is named with its feature: did you mean \(listed)"
                + (qualified.count > 3 ? " (and \(qualified.count - 3) more)?" : "?")
        } else if let suggestion = SpellingSuggestion.closest(to: name, among: names) {
            message += "; did you mean '\(suggestion)'?"
        }
        return message
    }
}
