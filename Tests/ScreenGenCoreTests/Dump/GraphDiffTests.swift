import ScreenGenCore
import ScreenGenDiagnostics
import Testing

/// `screengen diff`'s classification, one test per change class: a small graph with roots,
/// params, moves, an alert, a guard and deep links, edited one way at a time. Each test names
/// exactly the changes it expects, so a change listed twice or missed fails.
@Suite struct GraphDiffTests {
    static let base = """
        graph:
          roots: [home, settings]
          deeplinks:
            schemes: [app]
          # Links without a host part on a custom scheme, as the diff classes need them.
          rules: { custom-scheme-host: off }
        screens:
          home:
            view: HomeView
            title: Home
            transitions:
              open: { to: item, args: { id: tab } }
              search: { to: results, style: sheet }
              confirm: { to: ask, style: alert }
            params:
              tab: { type: Int, default: 0 }
          settings:
            view: SettingsView
            transitions:
              restart: { to: home, style: replace }
              about: about
          about:
            view: AboutView
          item:
            view: ItemView
            title: "Item {id}"
            params:
              id: Int
              note: { type: String, default: "" }
          results:
            view: ResultsView
            params:
              query: String?
          ask:
            kind: alert
            title: Sure?
            buttons:
              yes: { title: Yes, to: results, style: sheet }
              no: { title: No, role: cancel }
        deeplinks:
          - url: "/item/{id}?note={note}"
            stack: [item]
          - url: "/search"
            stack: [results]
        """

    static func dump(_ yaml: String) throws -> GraphDump {
        let file = SourceFile(path: "app.yaml", displayPath: "app.yaml", contents: Array(yaml.utf8))
        let result = ScreenGraphCompiler.check(
            [file])
        #expect(!result.diagnostics.contains { $0.severity != .note }, "\(result.diagnostics.map(\.message))")
        return try #require(result.resolved).dump
    }

    /// `impact edit kind key…` of each change `edit` makes to the base graph.
    static func changes(_ edit: (String) -> String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws
        -> [String]
    {
        let edited = edit(base)
        #expect(edited != base, "the edit changed nothing", sourceLocation: sourceLocation)
        return GraphDiff.changes(from: try dump(base), to: try dump(edited)).map { change in
            ([change.impact.rawValue, change.edit.rawValue, change.fact.kind.rawValue] + change.fact.key).joined(
                separator: " ")
        }
    }

    static func replacing(_ old: String, _ new: String) -> (String) -> String {
        { text in
            precondition(text.components(separatedBy: old).count == 2, "'\(old)' must occur once in the base graph")
            return text.replacingOccurrences(of: old, with: new)
        }
    }

    @Test func anUnchangedGraphHasNoChanges() throws {
        #expect(GraphDiff.changes(from: try Self.dump(Self.base), to: try Self.dump(Self.base)).isEmpty)
    }

    // MARK: Breaking

    @Test func aRemovedScreenIsOneBreakingChange() throws {
        // Its facts, and the moves and link into it, are consequences, not further changes;
        // the link is its own change (links in the wild), the move from home is not.
        let changes = try Self.changes { text in
            Self.replacing("      search: { to: results, style: sheet }\n", "")(text)
                .replacingOccurrences(
                    of: "      yes: { title: Yes, to: results, style: sheet }\n", with: "      yes: { title: Yes }\n"
                )
                .replacingOccurrences(of: "\n  - url: \"/search\"\n    stack: [results]", with: "")
                .replacingOccurrences(
                    of: "  results:\n    view: ResultsView\n    params:\n      query: String?\n", with: "")
        }
        #expect(changes == ["breaking removed screen results", "breaking removed link /search"])
    }

    @Test func aRenamedScreenIsARemovalAndAnAddition() throws {
        let changes = try Self.changes { text in
            text.replacingOccurrences(of: "results", with: "found")
        }
        #expect(
            changes == [
                "breaking removed screen results", "breaking changed link /search", "additive added screen found",
            ])
    }

    /// A snapshot keeps the root set it was taken with: only a root taken away breaks it.
    @Test func aRemovedRootBreaksSavedStateAReorderedOneDoesNot() throws {
        let removed = try Self.changes(
            Self.replacing("roots: [home, settings]", "roots: [home]")
                >>> Self.replacing(
                    "      confirm: { to: ask, style: alert }\n",
                    "      confirm: { to: ask, style: alert }\n      prefs: settings\n"))
        #expect(removed == ["breaking changed roots", "additive added transition home prefs"])
        #expect(
            try Self.changes(Self.replacing("roots: [home, settings]", "roots: [settings, home]")) == [
                "compatible changed roots"
            ])
        #expect(
            try Self.changes(Self.replacing("roots: [home, settings]", "roots: [home, settings, about]")) == [
                "additive changed roots"
            ])
    }

    /// What a screen hands back and what the app passes at start are code, not data.
    @Test func resultsAndStartParamsOnlyConcernCode() throws {
        let changes = try Self.changes(
            Self.replacing("    view: AboutView\n", "    view: AboutView\n    returns: Int\n"))
        #expect(changes == ["additive added returns about"])
        let typed = try Self.changes(
            Self.replacing("    view: AboutView\n", "    view: AboutView\n    returns: Int\n")
                >>> Self.replacing("returns: Int", "returns: String"))
        #expect(typed == ["additive added returns about"], "an edit of an added fact is one addition")
    }

    /// A dismissal's step is made from whatever presented the sheet: legal wherever it still is.
    @Test func aDismissalIsAStepFromAnyPresenter() throws {
        let edit = Self.replacing(
            "  results:\n    view: ResultsView\n",
            "  results:\n    view: ResultsView\n    transitions:\n      again: { dismiss: true, to: ask, style: alert }\n"
        )
        #expect(try Self.changes(edit) == ["additive added transition results again"])
    }

    @Test func aRemovedParamIsBreaking() throws {
        let changes = try Self.changes(
            Self.replacing("      note: { type: String, default: \"\" }\n", "")
                >>> Self.replacing("?note={note}", ""))
        // The link no longer reads `note`: links that carry one still open, without it.
        #expect(changes == ["breaking removed param item note", "compatible changed link /item/{i}"])
    }

    @Test func aChangedParamTypeIsBreaking() throws {
        let changes = try Self.changes(
            Self.replacing(
                "  results:\n    view: ResultsView\n    params:\n      query: String?",
                "  results:\n    view: ResultsView\n    params:\n      query: Int?"))
        #expect(changes == ["breaking changed param results query"])
    }

    /// A live param's route holds a `LiveValue`, which saved state never holds: making a param
    /// live (or not) changes what the route holds, as a type change does.
    @Test func aParamMadeLiveIsBreakingAnOptionalLiveOneAddedIsNot() throws {
        let live = try Self.changes(
            Self.replacing("      query: String?", "      query: { type: String?, live: true }"))
        #expect(live == ["breaking changed param results query"])
        let added = try Self.changes(
            Self.replacing(
                "    view: AboutView\n",
                "    view: AboutView\n    params:\n      model: { type: AboutModel?, live: true }\n"))
        #expect(added == ["additive added param about model"])
    }

    /// A move from anywhere is a step from every screen: removing it breaks saved state that
    /// holds its step, unless the screen's own move still allows it; a transition it replaces
    /// breaks nothing.
    @Test func anywhereMovesAreStepsFromEveryScreen() throws {
        let added = try Self.changes(
            Self.replacing("screens:\n", "anywhere:\n  find: { to: results, style: sheet }\nscreens:\n"))
        #expect(added == ["additive added anywhere find"])
        let moved = try Self.changes(
            Self.replacing("screens:\n", "anywhere:\n  find: { to: results, style: sheet }\nscreens:\n")
                >>> Self.replacing("      search: { to: results, style: sheet }\n", ""))
        #expect(moved == ["compatible removed transition home search", "additive added anywhere find"])
    }

    /// An alert's text fields are words on screen and what the app reads from a tap: no saved
    /// state or link depends on them (a new one is additive, as anything new is).
    @Test func alertFieldsAreCompatibleChanges() throws {
        let added = try Self.changes(
            Self.replacing(
                "    title: Sure?\n", "    title: Sure?\n    fields:\n      reason: { title: Why, secure: true }\n"))
        #expect(added == ["additive added field ask reason"])
    }

    @Test func aNewRequiredParamIsBreaking() throws {
        let changes = try Self.changes(
            Self.replacing(
                "    view: SettingsView\n",
                "    view: SettingsView\n    params:\n      section: { type: Int, default: 1 }\n"))
        // Even with a default: the route's synthesized Codable needs the value.
        #expect(changes == ["breaking added param settings section"])
    }

    @Test func aRemovedDefaultMakesAParamRequired() throws {
        let changes = try Self.changes(
            Self.replacing("note: { type: String, default: \"\" }", "note: String")
                >>> Self.replacing("?note={note}", "/{note}"))
        #expect(changes.first == "breaking removed default item note")
    }

    @Test func aMoveNoLongerLegalIsBreaking() throws {
        let changes = try Self.changes(
            Self.replacing("search: { to: results, style: sheet }", "search: { to: results, style: cover }"))
        #expect(changes == ["breaking changed transition home search"])
    }

    @Test func aNewGuardOnALinkedScreenIsBreaking() throws {
        let changes = try Self.changes(
            Self.replacing("    view: ItemView\n", "    view: ItemView\n    requires: [signedIn]\n"))
        #expect(changes == ["breaking added requires item signedIn"])
    }

    @Test func aLinkThatOpensAnotherStackIsBreaking() throws {
        let changes = try Self.changes(
            Self.replacing("  - url: \"/search\"\n    stack: [results]", "  - url: \"/search\"\n    stack: []"))
        #expect(changes == ["breaking changed link /search"])
    }

    /// `url-param` (#37): the whole URL now goes to a param, so the routes links build differ.
    @Test func aLinkThatHandsTheWholeURLToAParamIsBreaking() throws {
        let changes = try Self.changes(
            Self.replacing(
                "  - url: \"/search\"\n    stack: [results]",
                "  - url: \"/search\"\n    stack: [results]\n    url-param: query"))
        #expect(changes == ["breaking changed link /search"])
    }

    @Test func aNarrowedLinkValueIsBreaking() throws {
        // `{id}` read as a Bool: Int texts no longer parse.
        let changes = try Self.changes(
            Self.replacing("      id: Int\n", "      id: Bool\n")
                >>> Self.replacing("open: { to: item, args: { id: tab } }", "open: item"))
        #expect(changes.contains("breaking removed link /item/{i}"))
        #expect(changes.filter { $0.hasPrefix("breaking") }.count == 2, "\(changes)")
    }

    @Test func aRemovedSchemeIsBreaking() throws {
        let changes = try Self.changes(Self.replacing("schemes: [app]", "schemes: [other]"))
        #expect(changes == ["breaking removed scheme app", "additive added scheme other"])
    }

    // MARK: Compatible

    @Test func aRenamedActionWhoseMoveStaysLegalIsCompatible() throws {
        let changes = try Self.changes(
            Self.replacing("search: { to: results, style: sheet }", "find: { to: results, style: sheet }"))
        #expect(changes == ["compatible removed transition home search", "additive added transition home find"])
    }

    @Test func aWidenedLinkValueIsCompatible() throws {
        // `{id}` read as a String now: every Int text still parses.
        let changes = try Self.changes(
            Self.replacing("      id: Int\n", "      id: String\n")
                >>> Self.replacing("open: { to: item, args: { id: tab } }", "open: item"))
        #expect(changes.contains("compatible removed link /item/{i}"))
        #expect(changes.contains("additive added link /item/{s}"))
        #expect(changes.contains("breaking changed param item id"))
    }

    /// Literal text around a placeholder is part of the link's shape: `/item/{id}` links do
    /// not have the shape `/item/n{id}`, whose links a whole-segment String still opens.
    @Test func literalTextAroundAPlaceholderIsPartOfTheShape() throws {
        let added = try Self.changes(Self.replacing("/item/{id}?note={note}", "/item/n{id}?note={note}"))
        #expect(added == ["breaking removed link /item/{i}", "additive added link /item/n{i}"])
        // From `/item/n{id}` (Int) to `/item/{id}` (String): every old link still opens.
        let old = Self.replacing("/item/{id}?note={note}", "/item/n{id}?note={note}")(Self.base)
        let new =
            (Self.replacing("      id: Int\n", "      id: String\n")
            >>> Self.replacing("open: { to: item, args: { id: tab } }", "open: item"))(Self.base)
        let widened = GraphDiff.changes(from: try Self.dump(old), to: try Self.dump(new)).map { change in
            ([change.impact.rawValue, change.edit.rawValue, change.fact.kind.rawValue] + change.fact.key).joined(
                separator: " ")
        }
        #expect(widened.contains("compatible removed link /item/n{i}"), "\(widened)")
    }

    /// The host part is part of the link's shape, judged as a path segment is: a literal host
    /// changed, or added, is another shape (old links named another host or none); a host
    /// value widened to a String still reads every old host (#21).
    @Test func theHostPartIsPartOfTheShape() throws {
        let hosted = try Self.changes(
            Self.replacing("/item/{id}?note={note}", "//shop.example.com/item/{id}?note={note}"))
        #expect(hosted == ["breaking removed link /item/{i}", "additive added link //shop.example.com/item/{i}"])
        let moved = Self.replacing("/item/{id}?note={note}", "//shop.example.com/item/{id}?note={note}")
        let old = moved(Self.base)
        let changedHost = GraphDiff.changes(
            from: try Self.dump(old),
            to: try Self.dump(Self.replacing("//shop.example.com/", "//store.example.com/")(old)))
        #expect(
            changedHost.map { "\($0.impact.rawValue) \($0.edit.rawValue) \($0.fact.key.joined(separator: " "))" }
                == ["breaking removed //shop.example.com/item/{i}", "additive added //store.example.com/item/{i}"])
        // `//{tab}` read as an Int, then as a String: every old host still opens the link.
        let intHost =
            Self.replacing("/item/{id}?note={note}", "//{tab}/item/{id}?note={note}")
            >>> Self.replacing("open: { to: item, args: { id: tab } }", "open: item")
            >>> Self.replacing("      id: Int\n", "      id: Int\n      tab: Int\n")
        let stringHost = intHost >>> Self.replacing("      tab: Int\n", "      tab: String\n")
        let widened = GraphDiff.changes(
            from: try Self.dump(intHost(Self.base)), to: try Self.dump(stringHost(Self.base)))
        #expect(widened.contains { $0.impact == .compatible && $0.fact.key == ["//{i}/item/{i}"] }, "\(widened)")
    }

    /// A wildcard segment reads every segment an old link had there (#21).
    @Test func aWildcardReadsEveryOldSegment() throws {
        let changes = try Self.changes(
            Self.replacing("  - url: \"/search\"", "  - url: \"/find/old\"\n    stack: [results]\n  - url: \"/search\"")
        )
        #expect(changes == ["additive added link /find/old"])
        let old = Self.replacing(
            "  - url: \"/search\"", "  - url: \"/find/old\"\n    stack: [results]\n  - url: \"/search\"")(Self.base)
        let wild = GraphDiff.changes(
            from: try Self.dump(old), to: try Self.dump(Self.replacing("/find/old", "/find/*")(old)))
        #expect(
            wild.map { "\($0.impact.rawValue) \($0.edit.rawValue) \($0.fact.key.joined(separator: " "))" }
                == ["compatible removed /find/old", "additive added /find/*"])
    }

    /// An array's query item (`{[s]}` in a dump) reads a key given once or more (#37): it reads
    /// every URL a single value read, not the other way round.
    @Test func aListReadsWhatOneValueRead() throws {
        let list = Self.replacing("note: { type: String, default: \"\" }", "note: \"[String]\"")
        let changes = GraphDiff.changes(from: try Self.dump(Self.base), to: try Self.dump(list(Self.base)))
        #expect(changes.contains { $0.impact == .compatible && $0.fact.key == ["/item/{i}"] }, "\(changes)")
        let back = GraphDiff.changes(from: try Self.dump(list(Self.base)), to: try Self.dump(Self.base))
        #expect(back.contains { $0.impact == .breaking && $0.fact.key == ["/item/{i}"] }, "\(back)")
    }

    @Test func aQueryKeyNoLongerReadIsCompatible() throws {
        let changes = try Self.changes(Self.replacing("?note={note}", ""))
        #expect(changes == ["compatible changed link /item/{i}"])
    }

    @Test func titlesViewsAndRolesAreCompatible() throws {
        let changes = try Self.changes(
            Self.replacing("title: Home", "title: Start")
                >>> Self.replacing("view: ResultsView", "view: FoundView")
                >>> Self.replacing("no: { title: No, role: cancel }", "no: { title: No }"))
        #expect(
            changes == [
                "compatible changed button ask no", "compatible changed title home", "compatible changed view results",
            ])
    }

    @Test func aNewGuardOnAnUnlinkedScreenIsCompatible() throws {
        let changes = try Self.changes(
            Self.replacing("    view: AboutView\n", "    view: AboutView\n    requires: [signedIn]\n"))
        #expect(changes == ["compatible added requires about signedIn"])
    }

    // MARK: Additive

    @Test func additionsAreAdditive() throws {
        let changes = try Self.changes(
            Self.replacing(
                "  results:\n    view: ResultsView\n    params:\n      query: String?\n",
                "  results:\n    view: ResultsView\n    params:\n      query: String?\n      page: Int?\n")
                >>> Self.replacing("schemes: [app]", "schemes: [app, app2]")
                >>> Self.replacing(
                    "  - url: \"/search\"", "  - url: \"/find/{query}\"\n    stack: [results]\n  - url: \"/search\""))
        #expect(
            changes == [
                "additive added scheme app2", "additive added param results page", "additive added link /find/{s}",
            ])
    }
}

infix operator >>> : AdditionPrecedence

/// Two edits, one after the other.
func >>> (first: @escaping (String) -> String, second: @escaping (String) -> String) -> (String) -> String {
    { second(first($0)) }
}
