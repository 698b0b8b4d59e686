/// `screengen graph --format dot`: a Graphviz digraph (`dot -Tsvg graph.dot > graph.svg`).
///
/// Nodes are `s<id>` (screens) and `l<n>` (deep links), features `cluster_f<n>`: no YAML name
/// is ever an identifier. Every label is a quoted string with `\` and `"` escaped, so no name
/// or title can end it or become an escape sequence (`\n` in a title prints as `\n`).
///
/// Legend: a root has a double border (`peripheries=2`), an alert is a hexagon, a deep link a
/// `cds` (flag) node with a blue arrow to the screen it opens; push solid, sheet dashed, cover
/// bold, replace dotted, alert an open-diamond arrowhead; an alert button's move starts at the
/// hexagon, labelled with the button's id. A guarded screen is filled light yellow and its
/// label ends with `requires …` (and `exit asks …` for one with an exit guard); an unreachable
/// screen is filled red; a move on an unbounded cycle is red and thick. App flows
/// (`graph.flows`) are purple ellipses `w<n>` (the first, where the app starts, with a double
/// border; one no flow move reaches filled red), each joined to the roots it shows by a grey
/// dotted line, and the flow moves between them purple arrows labelled with their actions.
/// App-wide layers (`graph.layers`) are trapezoids `y<n>` in one cluster `over every root`,
/// apart from the screens presented on one root's stack, each joined to its screen by a teal
/// dotted line: teal for a sheet or a cover, dashed for an overlay, dark for a lock; the label
/// says where it is shown and what differs from the defaults (`outside: wait`, `over alerts`).
/// A split view (`graph.splits`) is a teal note `v<n>` naming its columns, joined to its root.
public enum DOTRenderer {
    public static func render(_ picture: GraphPicture) -> String {
        var lines = [
            "digraph screens {",
            "  rankdir=LR;",
            // Ranks the whole graph at once rather than cluster by cluster: the classic ranker
            // fails ("trouble in init_rank") on large clustered graphs such as the IceCubes example.
            "  newrank=true;",
            "  node [shape=box, style=rounded, fontname=\"Helvetica\"];",
            "  edge [fontname=\"Helvetica\", fontsize=10];",
        ]
        for block in picture.blocks {
            switch block {
            case .screen(let screen):
                lines.append("  " + node(screen))
            case .feature(let index, let screens):
                lines.append("  subgraph cluster_f\(index) {")
                lines.append("    label=\(quoted(DisplayText.singleLine(picture.features[index].name)));")
                lines.append("    style=rounded;")
                lines += screens.map { "    " + node($0) }
                lines.append("  }")
            }
        }
        for (number, link) in picture.links.enumerated() {
            lines.append(
                "  l\(number) [shape=cds, style=filled, fillcolor=\"#e8f1fb\", color=\"#1f77b4\", label=\(quoted(DisplayText.singleLine(link.pattern)))];"
            )
        }
        for edge in picture.edges {
            var attributes = ["label=\(quoted(DisplayText.singleLine(edge.label)))"]
            switch edge.style {
            case .push: break
            case .sheet: attributes.append("style=dashed")
            case .cover: attributes.append("style=bold")
            case .replace: attributes.append("style=dotted")
            case .alert, .dialog: attributes.append("arrowhead=odiamond")
            }
            if edge.isInCycle { attributes += ["color=\"#d62728\"", "fontcolor=\"#d62728\"", "penwidth=2.5"] }
            lines.append("  s\(edge.from) -> s\(edge.to) [\(attributes.joined(separator: ", "))];")
        }
        for (number, link) in picture.links.enumerated() {
            lines.append("  l\(number) -> s\(link.target) [color=\"#1f77b4\"];")
        }
        lines += flowLines(picture)
        lines += GraphPicture.dotSplitLines(picture)
        lines += layerLines(picture)
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The flows, their roots and their moves; nothing for a graph without flows.
    static func flowLines(_ picture: GraphPicture) -> [String] {
        var lines: [String] = []
        for flow in picture.flows {
            var attributes = [
                "label=" + quoted(flow.labelLines.joined(separator: "\n")), "shape=ellipse", "color=\"#6a3d9a\"",
            ]
            if flow.isStart { attributes.append("peripheries=2") }
            attributes += ["style=filled", "fillcolor=\(flow.isUnreachable ? "\"#fde0dd\"" : "\"#efe6f5\"")"]
            lines.append("  w\(flow.id) [\(attributes.joined(separator: ", "))];")
        }
        for move in picture.flowMoves {
            lines.append(
                "  w\(move.from) -> w\(move.to) [label=\(quoted(DisplayText.singleLine(move.label))), color=\"#6a3d9a\", fontcolor=\"#6a3d9a\", penwidth=1.5];"
            )
        }
        for flow in picture.flows {
            for root in flow.roots {
                lines.append("  w\(flow.id) -> s\(root) [style=dotted, arrowhead=none, color=\"#999999\"];")
            }
        }
        return lines
    }

    /// The layers in their own cluster and the line from each to its screen; nothing for a
    /// graph without layers.
    static func layerLines(_ picture: GraphPicture) -> [String] {
        guard !picture.layers.isEmpty else { return [] }
        let names = Dictionary(uniqueKeysWithValues: picture.screens.map { ($0.id, $0.name) })
        var lines = [
            "  subgraph cluster_y {", "    label=\"over every root\";", "    style=\"rounded,dashed\";",
            "    color=\"#17becf\";",
        ]
        for layer in picture.layers {
            var attributes = [
                "label=" + quoted(layer.labelLines(screenName: names[layer.screen] ?? "").joined(separator: "\n")),
                "shape=trapezium",
            ]
            switch layer.style {
            case "lock":
                attributes += ["style=filled", "fillcolor=\"#3b3b3b\"", "fontcolor=\"#ffffff\"", "color=\"#000000\""]
            case "overlay":
                attributes += ["style=\"filled,dashed\"", "fillcolor=\"#e0f5f7\"", "color=\"#17becf\""]
            default:
                attributes += ["style=filled", "fillcolor=\"#e0f5f7\"", "color=\"#17becf\""]
            }
            lines.append("    y\(layer.id) [\(attributes.joined(separator: ", "))];")
        }
        lines.append("  }")
        for layer in picture.layers {
            lines.append("  y\(layer.id) -> s\(layer.screen) [style=dotted, arrowhead=none, color=\"#17becf\"];")
        }
        return lines
    }

    static func node(_ screen: GraphPicture.Screen) -> String {
        var attributes = ["label=" + quoted(screen.labelLines.joined(separator: "\n"))]
        if screen.isAlert { attributes.append("shape=hexagon") }
        if screen.isRoot { attributes.append("peripheries=2") }
        if screen.isUnreachable {
            attributes += ["style=\"rounded,filled\"", "fillcolor=\"#fde0dd\"", "color=\"#d62728\""]
        } else if !screen.requires.isEmpty || screen.exit != nil {
            attributes += ["style=\"rounded,filled\"", "fillcolor=\"#fff4d6\"", "color=\"#b8860b\""]
        }
        return "s\(screen.id) [\(attributes.joined(separator: ", "))];"
    }

    /// A DOT string: `\` and `"` escaped; a real line break (only ever the separator between
    /// label lines, as `labelLines` escapes the user's) becomes DOT's `\n`.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for character in text {
            switch character {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            default: result.append(character)
            }
        }
        return result + "\""
    }
}
