import Foundation
import Testing

@testable import screengen

/// `screengen graph`: Mermaid and DOT of example graphs byte for byte against golden files
/// under Tests/Fixtures/Pictures, focus, escaping, lint findings, errors, Graphviz accepting
/// the DOT of every example graph, and the picture in the DocC article Graph-Picture.md being
/// the tool's current output.
///
/// To accept a deliberate change: `SCREENGEN_UPDATE_GOLDEN=1 swift test --filter
/// GraphCommandTests`, then review the diff (the article's block is rewritten too).
struct GraphCommandTests {
    static let repository = PythonTools.repository
    static let pictures = repository.appendingPathComponent("Tests/Fixtures/Pictures")
    static var updating: Bool { ProcessInfo.processInfo.environment["SCREENGEN_UPDATE_GOLDEN"] == "1" }

    func expectGolden(_ name: String, _ actual: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = Self.pictures.appendingPathComponent(name)
        if Self.updating {
            try FileManager.default.createDirectory(at: Self.pictures, withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: url)
            return
        }
        let committed = try String(contentsOf: url, encoding: .utf8)
        #expect(
            actual == committed, "\(name) differs: rerun with SCREENGEN_UPDATE_GOLDEN=1 and review the diff",
            sourceLocation: sourceLocation)
    }

    func graph(_ arguments: String..., in directory: URL = Self.repository) throws -> CLIRunner.Run {
        try CLIRunner.run(["graph"] + arguments, in: directory)
    }

    /// (golden name, graph folder): the example app (features, alerts, a guard), Navigator (deep
    /// links) and DeepLinkCases (many links, two roots, a feature file).
    static let goldenGraphs = [
        ("screens", "screens"),
        ("Navigator", "Examples/Navigator/screens"),
        ("DeepLinkCases", "Tests/GeneratedExamples/DeepLinkCases/screens"),
        ("FlowCases", "Tests/GeneratedExamples/FlowCases/screens"),
        ("SplitCases", "Tests/GeneratedExamples/SplitCases/screens"),
    ]

    /// Split views (#36): a note per split naming its columns, joined to its root, in both formats.
    @Test func splitsAreNotesBesideTheirRoots() throws {
        let folder = "Tests/GeneratedExamples/SplitCases/screens"
        let mermaid = try graph(folder).stdout
        #expect(mermaid.contains("  v1[/\"split view<br/>sidebar, content, detail\"/]\n  v1 -.- s6\n"))
        let dot = try graph(folder, "--format", "dot").stdout
        #expect(dot.contains("  v0 -> s0 [style=dotted, arrowhead=none, color=\"#17becf\"];\n"))
        // Focused on a screen away from the roots, the notes go with them.
        #expect(!(try graph(folder, "--focus", "attachment", "--depth", "1").stdout.contains("split view")))
    }

    @Test(arguments: goldenGraphs)
    func bothFormatsMatchTheGoldenFiles(name: String, folder: String) throws {
        for (format, ext) in [("mermaid", "mmd"), ("dot", "dot")] {
            let run = try graph(folder, "--format", format)
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stderr.isEmpty)
            try expectGolden("\(name).\(ext)", run.stdout)
        }
    }

    /// App flows (#35): a node per flow (the first marked as the start), a labelled arrow per
    /// flow move, and a dotted line to each root a flow shows; a flow no move reaches is red.
    @Test func flowsAreNodesWithLabelledMovesToEachOther() throws {
        let folder = "Tests/GeneratedExamples/FlowCases/screens"
        let mermaid = try graph(folder).stdout
        #expect(mermaid.contains("  w0([\"signed-out\"])\n"))
        #expect(mermaid.contains("  w2([\"session<br/>requires signedIn, unlocked\"])\n"))
        #expect(mermaid.contains("  w0 -->|\"sign-in\"| w2\n"))
        #expect(mermaid.contains("  w3 -->|\"sign-out\"| w0\n"))
        #expect(mermaid.contains("  w2 -.- s3\n"))  // session shows trails
        #expect(mermaid.contains("  class w0 startflow\n"))
        let dot = try graph(folder, "--format", "dot").stdout
        #expect(dot.contains("  w0 [label=\"signed-out\", shape=ellipse, color=\"#6a3d9a\", peripheries=2"))
        #expect(dot.contains("  w2 -> w3 [label=\"lock\", color=\"#6a3d9a\""))
        #expect(dot.contains("  w2 -> s3 [style=dotted, arrowhead=none"))
        // A graph without flows draws none.
        #expect(!(try graph("screens").stdout).contains(" w0"))
        // Unreachable: no move leads to the last flow.
        let workspace = try Workspace(files: [
            "screens/app.yaml": """
            graph:
              roots: [home, other]
              flows:
                main:
                  roots: [home]
                lost:
                  roots: [other]
            screens:
              home:
                view: HomeView
              other:
                view: OtherView
            """
        ])
        let lost = try workspace.run("graph", "screens")
        #expect(lost.stdout.contains("  class w1 unreachable\n"), "\(lost.stdout)")
    }

    /// App-wide layers (#35): drawn apart from the screens presented on one root's stack, a
    /// trapezoid per layer in one cluster "over every root", joined to its screen; the lock and
    /// the overlay marked; what differs from the defaults in the label. A focused picture keeps
    /// the layers of the screens it keeps.
    @Test func layersAreAClusterOverEveryRootJoinedToTheirScreens() throws {
        let folder = "Tests/GeneratedExamples/FlowCases/screens"
        let mermaid = try graph(folder).stdout
        #expect(mermaid.contains("  subgraph y[\"over every root\"]\n"))
        #expect(mermaid.contains("    y0[/\"layers.settings<br/>sheet over every root<br/>outside: dismiss\"\\]\n"))
        #expect(mermaid.contains("    y3[/\"layers.app-lock<br/>lock over everything\"\\]\n"))
        #expect(mermaid.contains("    y4[/\"layers.login-request<br/>sheet over every root<br/>over alerts\"\\]\n"))
        #expect(mermaid.contains("  y0 -.- s11\n"))
        #expect(mermaid.contains("  class y2 overlay\n") && mermaid.contains("  class y3 lock\n"))
        let dot = try graph(folder, "--format", "dot").stdout
        #expect(dot.contains("  subgraph cluster_y {\n    label=\"over every root\";"))
        #expect(dot.contains("    y3 [label=\"layers.app-lock\\nlock over everything\", shape=trapezium, style=filled"))
        #expect(dot.contains("    y2 [label=\"layers.call\\noverlay over every root\", shape=trapezium"))
        #expect(dot.contains("style=\"filled,dashed\", fillcolor=\"#e0f5f7\""))
        #expect(dot.contains("  y0 -> s11 [style=dotted, arrowhead=none"))
        // Without layers, none; focused, only the layers of the screens kept.
        #expect(!(try graph("screens").stdout).contains("over every root"))
        let focused = try graph(folder, "--focus", "layers.call", "--depth", "0").stdout
        #expect(focused.contains("    y2[/") && !focused.contains("    y0[/"), "\(focused)")
    }

    @Test func mermaidIsTheDefaultAndOutputIsDeterministic() throws {
        let first = try graph("screens")
        let second = try graph("screens", "--format", "mermaid")
        #expect(first.status == 0 && first.stdout == second.stdout)
        #expect(first.stdout.hasPrefix("flowchart LR\n"))
    }

    @Test func theExampleAppShowsRootsGuardsAlertsFeaturesAndStyles() throws {
        let mermaid = try graph("screens").stdout
        #expect(mermaid.contains("  s0[[\"home<br/>Chats\"]]\n"), "a root is double-bordered")
        #expect(
            mermaid.contains("s2[\"profile-editor<br/>Edit profile<br/>displayName: String<br/>requires signedIn\"]"))
        #expect(mermaid.contains("  class s2 guarded\n"))
        #expect(mermaid.contains("s3{{\"confirm-sign-out<br/>Sign out?\"}}"), "an alert is a hexagon")
        #expect(mermaid.contains("  subgraph f0[\"chat\"]\n"))
        #expect(mermaid.contains("  s0 -.->|\"compose\"| s6\n"), "sheet")
        #expect(mermaid.contains("  s3 ==>|\"signOut\"| s4\n"), "an alert button's cover move")
        #expect(mermaid.contains("  s1 --o|\"signOut\"| s3\n"), "alert")
        let dot = try graph("screens", "--format", "dot").stdout
        #expect(dot.contains("s0 [label=\"home\\nChats\", peripheries=2];"))
        #expect(dot.contains("subgraph cluster_f1 {"))
        #expect(dot.contains("s6 -> s5 [label=\"start\", style=dotted];"), "replace")
        #expect(dot.contains("s5 -> s7 [label=\"attach\", style=bold];"), "cover")
        #expect(dot.contains("shape=hexagon"))
    }

    @Test func deepLinksAreEntryEdgesToTheLastScreenOfTheirStack() throws {
        let mermaid = try graph("Examples/Navigator/screens").stdout
        #expect(mermaid.contains("  l0>\"/grid/{productID}\"]\n"))
        #expect(mermaid.contains("  l0 --> s3\n"))
        let dot = try graph("Examples/Navigator/screens", "--format", "dot").stdout
        #expect(dot.contains("l1 -> s3 [color=\"#1f77b4\"];"))
    }

    /// `--focus`: the screen, its neighbours within `--depth` moves either way, their clusters.
    @Test func focusDrawsANeighbourhood() throws {
        let run = try graph("screens", "--focus", "chat.conversation")
        #expect(run.status == 0)
        try expectGolden("screens-focus-chat.conversation.mmd", run.stdout)
        // Depth 1: home (into it), compose and contact detail (both ways), the attachment picker.
        for name in ["chat.conversation", "home<", "chat.compose", "chat.attachment-picker", "contacts.detail"] {
            #expect(run.stdout.contains("\"\(name)"), "\(name)")
        }
        for name in ["settings", "onboarding", "contacts.list", "confirm-sign-out"] {
            #expect(!run.stdout.contains("\"\(name)"), "\(name)")
        }
        let zero = try graph("screens", "--focus", "chat.conversation", "--depth", "0", "--format", "dot")
        #expect(zero.stdout.components(separatedBy: " [label=").count == 2, "only the screen itself")
        #expect(!zero.stdout.contains("->"))
        // Far enough to take home's whole component, which never reaches the Settings tab.
        let wide = try graph("screens", "--focus", "home", "--depth", "9")
        #expect(wide.stdout.contains("\"contacts.confirm-delete") && wide.stdout.contains("subgraph f1"))
        #expect(!wide.stdout.contains("\"settings") && !wide.stdout.contains("\"onboarding"))
    }

    @Test func anUnknownFocusIsExitTwoWithASuggestion() throws {
        let run = try graph("screens", "--focus", "chat.convresation")
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(
            run.stderr
                == "error: --focus: no screen 'chat.convresation' in the graph; did you mean 'chat.conversation'?\n")
        // A feature's screen by its own name: its qualified name is suggested (issue #25).
        let bare = try graph("screens", "--focus", "detail")
        #expect(bare.status == 2)
        #expect(
            bare.stderr
                == "error: --focus: no screen 'detail' in the graph; a feature's screen is named with its feature: did you mean 'contacts.detail'?\n"
        )
        let far = try graph("screens", "--focus", "nothing-like-it")
        #expect(far.status == 2)
        #expect(far.stderr == "error: --focus: no screen 'nothing-like-it' in the graph\n")
        let negative = try graph("screens", "--depth", "-1")
        #expect(negative.status == 2)
        let format = try graph("screens", "--format", "svg")
        #expect(format.status == 2)
    }

    /// A graph with errors: the diagnostics as `lint` prints them, exit 1, no picture.
    @Test func aGraphWithErrorsDrawsNothing() throws {
        let workspace = try Workspace(files: ["screens/app.yaml": Graphs.broken])
        let run = try workspace.run("graph", "screens")
        let lint = try workspace.run("lint", "screens")
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == lint.stderr + lint.stdout)
    }

    /// Unreachable screens and the moves of a cycle without `replace` are highlighted, as the
    /// validator finds them (warnings print, the picture is drawn).
    @Test func lintFindingsAreVisible() throws {
        let workspace = try Workspace(files: ["screens/app.yaml": Self.findingsGraph])
        let mermaid = try workspace.run("graph", "screens")
        #expect(mermaid.status == 0)
        #expect(mermaid.stderr.contains("[unreachable-screen]") && mermaid.stderr.contains("[unbounded-cycle]"))
        try expectGolden("findings.mmd", mermaid.stdout)
        #expect(mermaid.stdout.contains("  class s4 unreachable\n"))
        #expect(
            mermaid.stdout.contains("  linkStyle 1,2 stroke:#d62728,stroke-width:3px\n"),
            "list ⇄ detail, not the replace back")
        let dot = try workspace.run("graph", "screens", "--format", "dot")
        try expectGolden("findings.dot", dot.stdout)
        #expect(
            dot.stdout.contains("s1 -> s2 [label=\"open\", color=\"#d62728\", fontcolor=\"#d62728\", penwidth=2.5];"))
        #expect(!dot.stdout.contains("s3 -> s0 [label=\"restart\", style=dotted, color"))
        // `rules:` turning the rules off turns the highlights off.
        let quiet = try Workspace(files: [
            "screens/app.yaml": Self.findingsGraph.replacingOccurrences(
                of: "graph:\n  root: home\n",
                with: "graph:\n  root: home\n  rules: { unreachable-screen: off, unbounded-cycle: off }\n")
        ])
        let plain = try quiet.run("graph", "screens")
        #expect(plain.status == 0 && plain.stderr.isEmpty)
        #expect(!plain.stdout.contains("unreachable\n") && !plain.stdout.contains("#d62728,"))
    }

    static let findingsGraph = """
        graph:
          root: home
        screens:
          home:
            view: HomeView
            transitions:
              list: list
          list:
            view: ListView
            transitions:
              open: detail
          detail:
            view: DetailView
            transitions:
              back: list
              done: { to: done, style: sheet }
          done:
            view: DoneView
            transitions:
              restart: { to: home, style: replace }
          orphan:
            view: OrphanView

        """

    /// Names, titles and link patterns cannot break out of a label or become markup: quotes,
    /// `<`, `]`, `|`, `#`, `&`, backticks, backslashes, an escaped newline and a bidi override.
    @Test func labelsAreEscaped() throws {
        let workspace = try Workspace(files: [
            "screens/app.yaml": #"""
            graph:
              root: home
            screens:
              home:
                view: HomeView
                title: "Say \"hi\" <b>x</b> ]) |pipe| #1 & `code` \\ back\nnext \u202E end {q}"
                params:
                  q: { type: "[String: Int]?", default: null }
                transitions:
                  go: { to: alert-me, style: alert }
              alert-me:
                kind: alert
                title: "end\"] --> s0[\"x"
                buttons:
                  ok: { title: OK }
            """#
        ])
        let mermaid = try workspace.run("graph", "screens")
        #expect(mermaid.status == 0, "\(mermaid.stderr)")
        try expectGolden("escaping.mmd", mermaid.stdout)
        #expect(
            mermaid.stdout.contains(
                #"Say #34;hi#34; #60;b#62;x#60;/b#62; ]) #124;pipe#124; #35;1 #38; #96;code#96; \ back\nnext \u{202E} end {q}"#
            ))
        #expect(mermaid.stdout.contains(#"s1{{"alert-me<br/>end#34;] --#62; s0[#34;x"}}"#))
        let dot = try workspace.run("graph", "screens", "--format", "dot")
        try expectGolden("escaping.dot", dot.stdout)
        #expect(
            dot.stdout.contains(
                #"label="home\nSay \"hi\" <b>x</b> ]) |pipe| #1 & `code` \\ back\\nnext \\u{202E} end {q}\nq: [String: Int]?""#
            ))
        try GraphvizCheck.expectRenders(dot.stdout, name: "escaping")
    }

    /// Graphviz draws the DOT of every example graph (and the findings graph): Debian package
    /// `graphviz`, installed by .ci/run. Missing `dot` fails the test in CI and skips it
    /// elsewhere, saying why.
    @Test func graphvizRendersEveryExampleGraph() throws {
        guard GraphvizCheck.dot != nil else {
            if PythonTools.isCI {
                Issue.record("Graphviz `dot` is not installed (apt-get install graphviz); CI must run this test")
            } else {
                print("GraphCommandTests: skipping the Graphviz check: `dot` is not on PATH (apt-get install graphviz)")
            }
            return
        }
        let folders = Self.exampleGraphFolders()
        #expect(folders.count >= 9, "\(folders)")
        for folder in folders {
            let run = try graph(folder, "--format", "dot")
            #expect(run.status == 0, "\(folder): \(run.stderr)")
            try GraphvizCheck.expectRenders(run.stdout, name: folder)
        }
        let workspace = try Workspace(files: ["screens/app.yaml": Self.findingsGraph])
        try GraphvizCheck.expectRenders(
            try workspace.run("graph", "screens", "--format", "dot").stdout, name: "findings")
    }

    /// screens/, Examples/*/screens and Tests/GeneratedExamples/*/screens.
    static func exampleGraphFolders() -> [String] {
        var folders = ["screens"]
        for parent in ["Examples", "Tests/GeneratedExamples"] {
            let names =
                (try? FileManager.default.contentsOfDirectory(atPath: repository.appendingPathComponent(parent).path))
                ?? []
            for name in names.sorted() {
                let folder = "\(parent)/\(name)/screens"
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(
                    atPath: repository.appendingPathComponent(folder).path, isDirectory: &isDirectory),
                    isDirectory.boolValue
                {
                    folders.append(folder)
                }
            }
        }
        return folders
    }

    /// The ```mermaid block of the DocC article "The graph as a picture" is the tool's current
    /// picture of screens/, so it cannot go stale.
    @Test func theArticlesPictureIsCurrent() throws {
        let articleURL = Self.repository.appendingPathComponent("Sources/screengen/Documentation.docc/Graph-Picture.md")
        let article = try String(contentsOf: articleURL, encoding: .utf8)
        let current = try graph("screens", "--format", "mermaid").stdout
        let fence = "```mermaid\n"
        let start = try #require(article.range(of: fence), "Graph-Picture.md has no ```mermaid block")
        let end = try #require(article.range(of: "```\n", range: start.upperBound..<article.endIndex))
        let block = String(article[start.upperBound..<end.lowerBound])
        if Self.updating, block != current {
            try Data(article.replacingCharacters(in: start.upperBound..<end.lowerBound, with: current).utf8).write(
                to: articleURL)
            return
        }
        #expect(
            block == current,
            "Graph-Picture.md's mermaid block is not `screengen graph screens --format mermaid`: rerun with SCREENGEN_UPDATE_GOLDEN=1"
        )
    }
}

/// Runs Graphviz's `dot -Tsvg` on a DOT text.
enum GraphvizCheck {
    static let dot: URL? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("dot") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    static func expectRenders(_ text: String, name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        guard let dot else { return }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("screengen-dot-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent("graph.dot")
        let svg = folder.appendingPathComponent("graph.svg")
        try Data(text.utf8).write(to: source)
        let process = Process()
        process.executableURL = dot
        process.arguments = ["-Tsvg", source.path, "-o", svg.path]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "dot -Tsvg rejected \(name): \(stderr)", sourceLocation: sourceLocation)
        #expect(stderr.isEmpty, "dot -Tsvg warned about \(name): \(stderr)", sourceLocation: sourceLocation)
        let rendered = (try? String(contentsOf: svg, encoding: .utf8)) ?? ""
        #expect(rendered.contains("<svg"), "no SVG for \(name)", sourceLocation: sourceLocation)
    }
}
