import ScreenGenCore
import Testing

/// `detents:`, `dismiss-by-swipe:` and `graph.animate-built-stacks` (#36): decoded, checked where
/// written, generated only when used, dumped and diffed.
@Suite struct PresentationDetailsTests {
    static func graph(_ form: String, settings: String = "", move: String = "{ to: form, style: sheet }") -> String {
        """
        graph:
          root: home\(settings)
        screens:
          home: { view: HomeView, transitions: { edit: \(move) } }
          form:
            view: FormView
        \(form)
        """
    }

    static func findings(_ yaml: String) -> [String] { DismissalFixpointTests.findings(yaml) }

    @Test func everyFormIsGeneratedInDeclaredOrder() throws {
        let yaml = Self.graph(
            "    detents: [medium, large, { fraction: 0.3 }, { height: 200 }]\n    dismiss-by-swipe: false",
            settings: "\n  animate-built-stacks: false")
        #expect(Self.findings(yaml) == [])
        let source = try #require(KeepStackTests.source(yaml))
        #expect(
            source.contains(
                "case .form: .init(detents: [.medium, .large, .fraction(0.3), .height(200)], dismissBySwipe: false)"))
        #expect(source.contains("static let animatesBuiltStacks = false"))
        #expect(
            source.contains(
                "static func presentationDetails(for screen: RouteScreen) -> ScreenNavigation.Navigation.PresentationDetails?"
            ))
        #expect(source.contains("default: nil"))
    }

    @Test func aGraphWithoutTheKeysGeneratesNothingForThem() throws {
        let source = try #require(KeepStackTests.source(Self.graph("", settings: "\n  animate-built-stacks: true")))
        #expect(!source.contains("presentationDetails"))
        #expect(!source.contains("animatesBuiltStacks"))
    }

    @Test func aCoverMayRefuseTheSwipeButHasNoDetents() throws {
        let swipe = Self.graph("    dismiss-by-swipe: false", move: "{ to: form, style: cover }")
        #expect(Self.findings(swipe) == [])
        #expect(try #require(KeepStackTests.source(swipe)).contains("case .form: .init(dismissBySwipe: false)"))
        #expect(
            Self.findings(Self.graph("    detents: [medium]", move: "{ to: form, style: cover }")) == [
                "invalid-style@7: screen 'form' has 'detents' but no move presents it as a sheet; present it with 'style: sheet', or remove 'detents'"
            ])
    }

    @Test func aZoomIsForAScreenAMovePushesOrPresents() throws {
        for move in ["form", "{ to: form, style: sheet }", "{ to: form, style: cover }"] {
            let yaml = Self.graph("    navigation-transition: zoom", move: move)
            #expect(Self.findings(yaml) == [])
            #expect(try #require(KeepStackTests.source(yaml)).contains("case .form: .init(zoomsFromSource: true)"))
        }
        // `automatic` is the default: nothing to generate.
        let automatic = Self.graph("    navigation-transition: automatic")
        #expect(Self.findings(automatic) == [])
        #expect(try #require(KeepStackTests.source(automatic)).contains("presentationDetails") == false)
        #expect(
            Self.findings(Self.graph("    navigation-transition: zoom", move: "{ to: form, style: replace }")) == [
                "invalid-style@7: screen 'form' has 'navigation-transition: zoom' but no move pushes or presents it; enter it with 'style: push', 'sheet' or 'cover', or remove 'navigation-transition'"
            ])
        #expect(Self.findings(Self.graph("    navigation-transition: fade")).count == 1)
    }

    @Test func aPushedScreenHasNeither() {
        #expect(
            Self.findings(Self.graph("    dismiss-by-swipe: false", move: "form")) == [
                "invalid-style@7: screen 'form' has 'dismiss-by-swipe' but no move presents it as a sheet or a cover; present it with 'style: sheet' or 'style: cover', or remove 'dismiss-by-swipe'"
            ])
    }

    @Test func aSheetEnteredByAnAnywhereMoveOrALayerCounts() {
        let anywhere = """
            graph: { root: home }
            screens:
              home: { view: HomeView }
              form: { view: FormView, detents: [medium] }
            anywhere:
              edit: { to: form, style: sheet }
            """
        #expect(Self.findings(anywhere) == [])
        let layer = """
            graph:
              root: home
              layers:
                form: { style: sheet }
            screens:
              home: { view: HomeView }
              form: { view: FormView, detents: [medium], dismiss-by-swipe: false }
            anywhere:
              edit: { to: form, style: sheet }
            """
        #expect(Self.findings(layer) == [])
    }

    @Test(arguments: [
        (
            "    detents: []",
            "invalid-value@7: 'detents' must list at least one detent: medium, large, fraction or height"
        ),
        ("    detents: medium", "invalid-value@7: 'detents' must be a sequence, not a scalar"),
        (
            "    detents: [meduim]",
            "invalid-value@7: a detent must be medium, large, '{fraction: 0.3}' (0 < f <= 1) or '{height: 200}' (points > 0), not 'meduim'; did you mean 'medium'?"
        ),
        (
            "    detents: [{ fraction: 1.5 }]",
            "invalid-value@7: 'fraction' must be a number greater than 0 and at most 1, not '1.5'"
        ),
        (
            "    detents: [{ height: -2 }]",
            "invalid-value@7: 'height' must be a number of points greater than 0, not '-2'"
        ),
        (
            "    detents: [{ height: 2, fraction: 0.5 }]",
            "invalid-value@7: a detent must be medium, large, '{fraction: 0.3}' (0 < f <= 1) or '{height: 200}' (points > 0): one key"
        ),
        ("    detents: [large, large]", "duplicate-name@7: 'detents' lists large more than once"),
        ("    dismiss-by-swipe: no", "invalid-value@7: 'dismiss-by-swipe' must be one of true, false, not 'no'"),
    ])
    func aWrongValueIsReportedWhereItIs(form: String, finding: String) {
        #expect(Self.findings(Self.graph(form)) == [finding])
    }

    @Test func anAlertHasNoPresentationDetails() {
        let yaml = """
            graph: { root: home }
            screens:
              home: { view: HomeView, transitions: { ask: { to: sure, style: alert } } }
              sure:
                kind: alert
                title: Sure?
                dismiss-by-swipe: false
                buttons: { ok: { title: OK } }
            """
        #expect(
            Self.findings(yaml) == [
                "invalid-value@7: alert 'sure' cannot have 'dismiss-by-swipe': the system presents it, never as a sheet"
            ])
    }

    @Test func presentationIsAFactOfTheDumpAndItsChangesAreCompatible() throws {
        let base = Self.graph("    detents: [medium, { fraction: 0.3 }]\n    dismiss-by-swipe: false")
        let dump = try GraphDiffTests.dump(base + "\n")
        let lines = dump.facts.map { ([$0.kind.rawValue] + $0.key + [$0.value]).joined(separator: " ") }
        #expect(lines.contains("presentation form detents=medium,fraction:0.3 dismiss-by-swipe=false"), "\(lines)")
        let edited = try GraphDiffTests.dump(
            Self.graph("    detents: [large]", settings: "\n  animate-built-stacks: false"))
        let changes = GraphDiff.changes(from: dump, to: edited).map {
            ([$0.impact.rawValue, $0.edit.rawValue, $0.fact.kind.rawValue] + $0.fact.key).joined(separator: " ")
        }
        #expect(
            changes.sorted() == ["compatible added animate-built-stacks", "compatible changed presentation form"],
            "\(changes)")
        let removed = try GraphDiffTests.dump(Self.graph(""))
        #expect(GraphDiff.changes(from: dump, to: removed).map(\.impact) == [.compatible])
    }
}
