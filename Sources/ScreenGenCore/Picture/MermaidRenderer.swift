/// `screengen graph --format mermaid`: a Mermaid flowchart (GitHub renders it in Markdown).
///
/// Nodes are `s<id>` (screens) and `l<n>` (deep links), features `f<n>`: no YAML name is ever
/// an identifier. Every label is a quoted string whose `"`, `#`, `&`, `<`, `>`, `|` and `` ` ``
/// are entity codes (`#34;`…), so no name or title can end it or become markup.
///
/// Legend: a root is a double-bordered box `[[ ]]`, an alert a hexagon `{{ }}`, a deep link a
/// flag `>…]` with an arrow to the screen it opens; push `-->`, sheet `-.->` (dashed), cover
/// `==>` (thick), replace `-.->` drawn dotted, alert `--o`; an alert button's move starts at the
/// hexagon, labelled with the button's id. Classes: `root`, `guarded`, `deeplink` (the label ends with
/// `requires …`, or `exit asks …` for an exit guard), `unreachable` (red fill), and moves on an unbounded cycle are red. App flows
/// (`graph.flows`) are stadiums `w<n>` (class `flow`, `startflow` for the first, `unreachable`
/// for one no flow move reaches), each joined to the roots it shows by a dotted line, and the
/// flow moves between them purple arrows labelled with their actions. App-wide layers
/// (`graph.layers`) are trapezoids `y<n>` in one subgraph `over every root`, apart from the
/// screens presented on one root's stack, each joined to its screen by a teal dotted line:
/// class `layer` for a sheet or a cover, `overlay` (dashed) for an overlay, `lock` (dark) for a
/// lock; the label says where it is shown and what differs from the defaults (`outside: wait`,
/// `over alerts`).
/// A split view (`graph.splits`) is a teal note `v<n>` naming its columns, joined to its root.
public enum MermaidRenderer {
    public static func render(_ picture: GraphPicture) -> String {
        var lines = ["flowchart LR"]
        for block in picture.blocks {
            switch block {
            case .screen(let screen):
                lines.append("  " + node(screen))
            case .feature(let index, let screens):
                lines.append(
                    "  subgraph f\(index)[\"\(escaped(DisplayText.singleLine(picture.features[index].name)))\"]")
                lines += screens.map { "    " + node($0) }
                lines.append("  end")
            }
        }
        for (number, link) in picture.links.enumerated() {
            lines.append("  l\(number)>\"\(escaped(DisplayText.singleLine(link.pattern)))\"]")
        }

        // Links are numbered in the order they are written: linkStyle refers to them so.
        var linkStyles: [String: [Int]] = [:]
        var styleOrder: [String] = []
        func style(_ link: Int, _ text: String) {
            if linkStyles[text] == nil { styleOrder.append(text) }
            linkStyles[text, default: []].append(link)
        }
        var linkNumber = 0
        for edge in picture.edges {
            lines.append(
                "  s\(edge.from) \(arrow(edge.style))|\"\(escaped(DisplayText.singleLine(edge.label)))\"| s\(edge.to)")
            var parts: [String] = []
            switch edge.style {
            case .sheet: parts.append("stroke-dasharray:8 4")
            case .replace: parts.append("stroke-dasharray:2 4")
            default: break
            }
            if edge.isInCycle { parts.append("stroke:#d62728,stroke-width:3px") }
            if !parts.isEmpty { style(linkNumber, parts.joined(separator: ",")) }
            linkNumber += 1
        }
        for (number, link) in picture.links.enumerated() {
            lines.append("  l\(number) --> s\(link.target)")
            style(linkNumber, "stroke:#1f77b4")
            linkNumber += 1
        }
        for flow in picture.flows {
            let label = "\"" + flow.labelLines.map(escaped).joined(separator: "<br/>") + "\""
            lines.append("  w\(flow.id)([\(label)])")
        }
        for move in picture.flowMoves {
            lines.append("  w\(move.from) -->|\"\(escaped(DisplayText.singleLine(move.label)))\"| w\(move.to)")
            style(linkNumber, "stroke:#6a3d9a")
            linkNumber += 1
        }
        for flow in picture.flows {
            for root in flow.roots {
                lines.append("  w\(flow.id) -.- s\(root)")
                style(linkNumber, "stroke:#999999")
                linkNumber += 1
            }
        }
        for split in picture.splits {
            let label = "\"" + split.labelLines.map(escaped).joined(separator: "<br/>") + "\""
            lines.append("  v\(split.id)[/\(label)/]")
            lines.append("  v\(split.id) -.- s\(split.root)")
            style(linkNumber, "stroke:#17becf")
            linkNumber += 1
        }
        lines += layerLines(picture, linkNumber: &linkNumber, style: style)
        for text in styleOrder {
            lines.append("  linkStyle \(linkStyles[text]!.map(String.init).joined(separator: ",")) \(text)")
        }

        lines.append("  classDef root stroke-width:3px")
        lines.append("  classDef guarded fill:#fff4d6,stroke:#b8860b")
        lines.append("  classDef unreachable fill:#fde0dd,stroke:#d62728")
        lines.append("  classDef deeplink fill:#e8f1fb,stroke:#1f77b4")
        for (name, members) in [
            ("root", picture.screens.filter(\.isRoot)),
            ("guarded", picture.screens.filter { !$0.requires.isEmpty || $0.exit != nil }),
            ("unreachable", picture.screens.filter(\.isUnreachable)),
        ] where !members.isEmpty {
            lines.append("  class \(members.map { "s\($0.id)" }.joined(separator: ",")) \(name)")
        }
        if !picture.links.isEmpty {
            lines.append("  class \(picture.links.indices.map { "l\($0)" }.joined(separator: ",")) deeplink")
        }
        if !picture.flows.isEmpty {
            lines.append("  classDef flow fill:#efe6f5,stroke:#6a3d9a")
            lines.append("  classDef startflow fill:#efe6f5,stroke:#6a3d9a,stroke-width:3px")
            for (name, members) in [
                ("flow", picture.flows.filter { !$0.isStart && !$0.isUnreachable }),
                ("startflow", picture.flows.filter(\.isStart)),
                ("unreachable", picture.flows.filter(\.isUnreachable)),
            ] where !members.isEmpty {
                lines.append("  class \(members.map { "w\($0.id)" }.joined(separator: ",")) \(name)")
            }
        }
        if !picture.splits.isEmpty {
            lines.append("  classDef split fill:#e0f7fa,stroke:#17becf")
            lines.append("  class \(picture.splits.map { "v\($0.id)" }.joined(separator: ",")) split")
        }
        if !picture.layers.isEmpty {
            lines.append("  classDef layer fill:#e0f5f7,stroke:#17becf")
            lines.append("  classDef overlay fill:#e0f5f7,stroke:#17becf,stroke-dasharray:4 3")
            lines.append("  classDef lock fill:#3b3b3b,stroke:#000000,color:#ffffff")
            for (name, members) in [
                ("layer", picture.layers.filter { $0.style == "sheet" || $0.style == "cover" }),
                ("overlay", picture.layers.filter { $0.style == "overlay" }),
                ("lock", picture.layers.filter { $0.style == "lock" }),
            ] where !members.isEmpty {
                lines.append("  class \(members.map { "y\($0.id)" }.joined(separator: ",")) \(name)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The layers in their own subgraph and the line from each to its screen; nothing for a
    /// graph without layers.
    static func layerLines(
        _ picture: GraphPicture, linkNumber: inout Int, style: (Int, String) -> Void
    ) -> [String] {
        guard !picture.layers.isEmpty else { return [] }
        let names = Dictionary(uniqueKeysWithValues: picture.screens.map { ($0.id, $0.name) })
        var lines = ["  subgraph y[\"over every root\"]"]
        for layer in picture.layers {
            let text = layer.labelLines(screenName: names[layer.screen] ?? "").map(escaped)
            lines.append("    y\(layer.id)[/\"\(text.joined(separator: "<br/>"))\"\\]")
        }
        lines.append("  end")
        for layer in picture.layers {
            lines.append("  y\(layer.id) -.- s\(layer.screen)")
            style(linkNumber, "stroke:#17becf")
            linkNumber += 1
        }
        return lines
    }

    static func node(_ screen: GraphPicture.Screen) -> String {
        let label = "\"" + screen.labelLines.map(escaped).joined(separator: "<br/>") + "\""
        if screen.isAlert { return "s\(screen.id){{\(label)}}" }
        if screen.isRoot { return "s\(screen.id)[[\(label)]]" }
        return "s\(screen.id)[\(label)]"
    }

    static func arrow(_ style: GraphPicture.Style) -> String {
        switch style {
        case .push: "-->"
        case .sheet, .replace: "-.->"
        case .cover: "==>"
        case .alert, .dialog: "--o"
        }
    }

    /// Text inside a quoted Mermaid label: characters that could end the string, start an
    /// entity or be read as HTML become entity codes.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "\"": result += "#34;"
            case "#": result += "#35;"
            case "&": result += "#38;"
            case "<": result += "#60;"
            case ">": result += "#62;"
            case "`": result += "#96;"
            case "|": result += "#124;"
            default: result.append(character)
            }
        }
        return result
    }
}
