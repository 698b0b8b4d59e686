import ScreenGenCore
import ScreenGenDiagnostics
import Testing

/// Which record entry covers which declaration: plain transitions, a set's transitions per
/// including screen, back moves (`pop-to`, `inclusive`, `dismiss`, `select-root`), moves from
/// anywhere, alert and dialog buttons, deep links and screens; and what leaves a record out.
@Suite struct CoverageMatchingTests {
    static let yaml = """
        graph:
          route: ShopRoute
          roots: [home, inbox]
          deeplinks:
            schemes: [shop]
        anywhere:
          compose: { to: composer, style: sheet }
          notify: { select-root: inbox, to: item }
        transition-sets:
          bar:
            help: { to: help, style: sheet }
        screens:
          home:
            view: HomeView
            include: bar
            transitions:
              open: item
          inbox:
            view: InboxView
            include: bar
            transitions:
              open: item
          item:
            view: ItemView
            transitions:
              remove: { to: confirm, style: dialog }
              leave: { pop-to: home, inclusive: false }
          composer:
            view: ComposerView
            transitions:
              sent: { dismiss: true, to: item }
          help:
            view: HelpView
          confirm:
            kind: dialog
            title: Remove?
            buttons:
              remove: { title: Remove, role: destructive, pop-to: home }
              keep: { title: Keep, role: cancel }
        deeplinks:
          - url: "/item"
            stack: [item]
        """

    static func graph(_ yaml: String = yaml) throws -> ResolvedGraph {
        let file = SourceFile(path: "app.yaml", displayPath: "app.yaml", contents: Array(yaml.utf8))
        let result = ScreenGraphCompiler.check(
            [file])
        #expect(result.diagnostics.filter(\.isError) == [])
        return try #require(result.resolved)
    }

    /// A record of the graph with these entries (JSON members of each list).
    static func record(
        _ graph: ResolvedGraph, transitions: [String] = [], buttons: [String] = [], links: [String] = [],
        screens: String = "",
        route: String? = nil, digest: String? = nil, file: String = "record.json"
    ) throws -> CoverageRecord {
        let text = """
            {"format": "screengen-navigation-record", "version": 1,
             "graph": {"route": "\(route ?? graph.routeName)", "digest": "\(digest ?? graph.coverageDigest)"},
             "transitions": [\(transitions.joined(separator: ",\n"))],
             "alertButtons": [\(buttons.joined(separator: ", "))],
             "deepLinks": [\(links.joined(separator: ", "))],
             "screens": {\(screens)}}
            """
        return try CoverageRecord.read(Array(text.utf8), file: file).get()
    }

    @Test func nothingRecordedLeavesEverythingUncovered() throws {
        let graph = try Self.graph()
        let report = NavigationCoverage.report(of: graph, records: [try Self.record(graph)])
        #expect(
            report.tallies.summary
                == "transitions 0/9 (0.0 %), alert buttons 0/2 (0.0 %), deep links 0/1 (0.0 %), screens 0/6 (0.0 %)")
        #expect(report.groups.map(\.name) == ["(top level)", "(anywhere)"])
        #expect(report.groups.map(\.tallies.transitions.total) == [7, 2])
        let messages = report.diagnostics.filter { $0.rule == CoverageRules.uncoveredTransition }.map(\.message)
        #expect(
            messages == [
                "move 'compose' from anywhere (to 'composer', sheet) was never made",
                "move 'notify' from anywhere (selecting root 'inbox', then to 'item', push) was never made",
                "transition 'help' of set 'bar' (to 'help', sheet) was never taken from any of the 2 screens that include it",
                "transition 'open' of 'home' (to 'item', push) was never taken",
                "transition 'open' of 'inbox' (to 'item', push) was never taken",
                "transition 'remove' of 'item' (to 'confirm', dialog) was never taken",
                "transition 'leave' of 'item' (back to 'home') was never taken",
                "transition 'sent' of 'composer' (dismissing, then to 'item', push) was never taken",
            ])
    }

    @Test func eachKindOfMoveIsCoveredByItsOwnEntry() throws {
        let graph = try Self.graph()
        let record = try Self.record(
            graph,
            transitions: [
                #"{"from": "*", "to": "composer", "style": "sheet", "count": 1}"#,
                #"{"from": "*", "to": "item", "style": "push", "selectRoot": "inbox", "count": 1}"#,
                #"{"from": "inbox", "to": "help", "style": "sheet", "count": 2}"#,
                #"{"from": "home", "to": "item", "style": "push", "count": 1}"#,
                #"{"from": "item", "to": "confirm", "style": "alert", "count": 1}"#,
                #"{"from": "item", "popTo": "home", "count": 1}"#,
                #"{"from": "composer", "to": "item", "style": "push", "dismiss": true, "count": 1}"#,
                // Entries that cover nothing: a count of 0, another way back, the set's move from
                // a screen that does not include it, the alert's own button move.
                #"{"from": "inbox", "to": "item", "style": "push", "count": 0}"#,
                #"{"from": "item", "popTo": "home", "inclusive": true, "count": 1}"#,
                #"{"from": "item", "to": "help", "style": "sheet", "count": 1}"#,
                #"{"from": "confirm", "to": "item", "style": "push", "count": 1}"#,
            ], buttons: [#"{"alert": "confirm", "button": "keep", "count": 1}"#],
            links: [#"{"pattern": "/item", "screen": "item", "count": 1}"#],
            screens: #""home": 1, "item": 3, "help": 0"#)
        let report = NavigationCoverage.report(of: graph, records: [record])
        #expect(report.records == [.init(file: "record.json", isCounted: true)])
        #expect(
            report.tallies.summary
                == "transitions 7/9 (77.8 %), alert buttons 1/2 (50.0 %), deep links 1/1 (100.0 %), screens 2/6 (33.3 %)"
        )
        let transitions = report.diagnostics.filter { $0.rule == CoverageRules.uncoveredTransition }
        #expect(
            transitions.map(\.message) == [
                "transition 'help' of set 'bar' (to 'help', sheet) was never taken from 'home' (1 of the 2 screens that include it)",
                "transition 'open' of 'inbox' (to 'item', push) was never taken",
            ])
        #expect(transitions[0].location.line == 11 && transitions[0].notes.map(\.location.line) == [15])
        let button = try #require(report.diagnostics.first { $0.rule == CoverageRules.uncoveredAlertButton })
        #expect(button.message == "button 'remove' of dialog 'confirm' was never tapped")
    }

    /// A link with an empty stack opens its root: the runtime records it as opening that root.
    @Test func aLinkToARootAloneIsCoveredByOpeningTheRoot() throws {
        let graph = try Self.graph(Self.yaml + "\n  - { url: \"/inbox\", root: inbox, stack: [] }")
        let record = try Self.record(graph, links: [#"{"pattern": "/inbox", "screen": "inbox", "count": 1}"#])
        let report = NavigationCoverage.report(of: graph, records: [record])
        #expect(report.tallies.summary.contains("deep links 1/2 (50.0 %)"), "\(report.tallies.summary)")
        let uncovered = report.diagnostics.filter { $0.rule == CoverageRules.uncoveredDeepLink }.map(\.message)
        #expect(uncovered.count == 1 && uncovered[0].contains("'/item'"), "\(uncovered)")
    }

    @Test func recordsAddUp() throws {
        let graph = try Self.graph()
        let first = try Self.record(
            graph, transitions: [#"{"from": "home", "to": "item", "style": "push", "count": 1}"#], file: "a.json")
        let second = try Self.record(
            graph, transitions: [#"{"from": "inbox", "to": "item", "style": "push", "count": 1}"#], file: "b.json")
        let report = NavigationCoverage.report(of: graph, records: [first, second])
        #expect(report.tallies.transitions == .init(covered: 2, total: 9))
        #expect(report.groups.first?.tallies.transitions == .init(covered: 2, total: 7))
    }

    @Test func aRecordOfAnotherGraphOrNamingWhatItLacksIsLeftOutWhole() throws {
        let graph = try Self.graph()
        let covering = #"{"from": "home", "to": "item", "style": "push", "count": 1}"#
        let other = try Self.record(graph, transitions: [covering], route: "OtherRoute")
        let unknown = try Self.record(
            graph, transitions: [covering, #"{"from": "home", "to": "basket", "style": "push", "count": 1}"#])
        let badStyle = try Self.record(
            graph, transitions: [#"{"from": "home", "to": "item", "style": "slide", "count": 1}"#])
        let stale = try Self.record(graph, screens: #""basket": 1"#, digest: "fnv1a64:0000000000000000")
        for (record, message) in [
            (other, "this is a record of 'OtherRoute', not of this graph's 'ShopRoute': left out of the counts"),
            (
                unknown,
                "this record names 1 thing the graph does not have, first screen 'basket', though its digest is the graph's: left out of the counts"
            ),
            (
                badStyle,
                "this record names 1 thing the graph does not have, first style 'slide', though its digest is the graph's: left out of the counts"
            ),
            (
                stale,
                "this is a record of another version of this graph (digest fnv1a64:0000000000000000; the graph's is \(graph.coverageDigest)), which names 1 thing it does not have, first screen 'basket' (record.json:6:24): left out of the counts; run the tests again to record this version"
            ),
        ] {
            let report = NavigationCoverage.report(of: graph, records: [record])
            #expect(report.records.map(\.isCounted) == [false])
            #expect(report.tallies.transitions.covered == 0)
            let mismatch = try #require(report.diagnostics.first { $0.rule == CoverageRules.recordMismatch })
            #expect(mismatch.message == message)
            #expect(mismatch.severity == .error && mismatch.location.file == "record.json")
        }
    }

    @Test func percentagesRoundButNeverReachAHundredUntilDone() {
        #expect(CoverageReport.Tally(covered: 412, total: 437).text == "412/437 (94.3 %)")
        #expect(CoverageReport.Tally(covered: 9_999, total: 10_000).percentText == "99.9 %")
        #expect(CoverageReport.Tally(covered: 0, total: 0).percentText == "100.0 %")
        #expect(
            CoverageReport.Tally(covered: 1, total: 3).meets(33.3)
                && !CoverageReport.Tally(covered: 1, total: 3).meets(33.4))
    }
}
