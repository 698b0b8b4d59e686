import Foundation
@_spi(Generated) import ScreenNavigation
import Testing

@testable import EdgeCases

/// Keywords as names and hostile text survive generation: the module compiled, and the values
/// it produces are exactly the YAML's.
@MainActor
struct EdgeCasesTests {
    /// A state whose first root is `default` with these params: directions made with params are
    /// bound to the route they make, so a test that moves from the root gives the root's.
    func rootedAtDefault(
        in value: Int, handler: String, navigator: Double, route: Bool
    ) throws -> NavigationState<EdgeRouteGraph> {
        try NavigationState<EdgeRouteGraph>(roots: [
            .`default`(in: value, handler: handler, navigator: navigator, route: route),
            EdgeRouteGraph.roots[1],
        ])
    }

    @Test func keywordNamedRoutesAndDefaults() {
        let root = EdgeRoute.`default`()
        #expect(root == .`default`(in: -3, handler: "", navigator: 2500, route: false))
        #expect(EdgeRouteGraph.roots == [root, .selfTest()])
        #expect(EdgeRoute.`class`(.`init`(self: 1)).screen == .classInit)
        #expect(EdgeRouteScreen.classInit.rawValue == "class.init")
    }

    @Test func textsAreTheYAMLsExactly() throws {
        #expect(EdgeRouteGraph.title(for: .`default`(in: 7)) == #"Say "hi" \ \(not interpolated) 7 {not a param} {}"#)
        #expect(EdgeRouteGraph.title(for: .selfTest()) == "Ünïcödé ✓ — \u{202E} reversed")
        let alert = try #require(EdgeRouteGraph.alert(for: .areYouSure(let: "x\"y")))
        #expect(alert.title == #"Delete "x"y"?"#)
        #expect(
            alert.message
                == "Line one\nline two\ttabbed, then a long sentence about \"x\"y\" with a backslash \\ and a caf\u{E9} that no line of 120 columns holds."
        )
        #expect(alert.buttons.map(\.title) == [#"Yes, "delete""#, "Cancel"])
        #expect(alert.buttons[0].action == .navigate(to: .`switch`(case: "x\"y"), style: .replace))
    }

    struct Names: EdgeRouteHandler {
        func classInit(self: Int) -> String { "init \(self)" }
        func classPicker() -> String { "picker" }
        func structInit(self: Int) -> String { "struct init \(self)" }
        func `default`(in: Int, handler: String, navigator: Double, route: Bool) -> String {
            "default \(`in`) \(handler)"
        }
        func selfTest(values: [String: [Int]]?, nested: [Set<String>]?, `inout`: Int?) -> String {
            "selfTest \(`inout` ?? 0)"
        }
        func `switch`(case: String) -> String { "switch \(`case`)" }
        func fixed(mode: Mode, flag: Bool, note: String, count: Double) -> String { "fixed \(note)" }
        func areYouSure(`let`: String) -> String { "areYouSure \(`let`)" }
        func shareAs(case: String) -> String { "shareAs \(`case`)" }
        func moreOptions(item: String) -> String { "moreOptions \(item)" }
        func `catch`() -> String { "catch" }
        func `protocol`(`self`: SharedModel, `in`: @escaping Done, `repeat`: SharedModel?, count: Int) -> String {
            "protocol \(count)"
        }
        func `operator`(`self`: SharedModel, `repeat`: SharedModel?) -> String { "operator \(`repeat` == nil)" }
    }

    @Test func dispatchWithKeywordLabelsAndAParamNamedHandler() {
        #expect(EdgeRoute.`default`(in: 1, handler: "h").dispatch(to: Names()) == "default 1 h")
        #expect(EdgeRoute.`class`(.`init`(self: 2)).dispatch(to: Names()) == "init 2")
        #expect(EdgeRoute.`switch`(case: "c").dispatch(to: Names()) == "switch c")
    }

    @Test func directionsBindKeywordParams() throws {
        let state = try rootedAtDefault(in: 5, handler: "doomed", navigator: 1, route: true)
        let directions = DefaultDirections(state, in: 5, handler: "doomed", navigator: 1, route: true)
        try directions.`throw`()
        #expect(state.topRoute == .areYouSure(let: "doomed"))
        #expect(try state.alerts.tap(.var) == .navigated(to: .`switch`(case: "doomed"), style: .replace))
        try SwitchDirections(state, case: "doomed").`default`()
        #expect(state.selectedStack.entries == [RouteEntry(.`default`(), style: .replace)])
        // The replace entered `default` with its defaults: directions for the entry on top carry them.
        try #require(DefaultDirections(state, entry: state.viewModels.topEntry)).`for`()
        #expect(state.topRoute == .`class`(.`init`(self: -3)))
    }
}

extension EdgeCasesTests {
    /// Features `class` and `struct` both have a screen `init` with an action `protocol`: each
    /// feature's router has its own implementation, so the same method name cannot clash.
    @Test func sameScreenAndActionNamesInTwoFeatures() throws {
        #expect(EdgeRoute.`struct`(.`init`(self: 3)).dispatch(to: Names()) == "struct init 3")
        let state = try rootedAtDefault(in: 8, handler: "", navigator: 1, route: true)
        try DefaultDirections(state, in: 8, handler: "", navigator: 1, route: true).`while`()
        let structRouter: any StructRouter = StructNavigationRouter(state)
        try structRouter.initProtocol(case: "s")
        #expect(state.topRoute == .`switch`(case: "s"))
        state.dismiss()
        #expect(state.topRoute == .`struct`(.`init`(self: 8)))
        // The `class` feature's identical method starts from `class.init`, not from here.
        #expect(throws: NavigationError<EdgeRouteGraph>.notOnTop(expected: .classInit, actual: .structInit)) {
            try ClassNavigationRouter(state).initProtocol(case: "c")
        }
    }

    /// `escape-hatch` is written once in feature `class` and included by both `init` screens:
    /// each gets its moves, `init` meaning `class.init` for both, `self` read from each.
    @Test func aTransitionSetGivesEveryIncludingScreenItsMoves() throws {
        let state = try rootedAtDefault(in: 8, handler: "", navigator: 1, route: true)
        try DefaultDirections(state, in: 8, handler: "", navigator: 1, route: true).`while`()
        #expect(state.topRoute == .`struct`(.`init`(self: 8)))
        try StructInitDirections(state, self: 8).`repeat`()
        #expect(state.selectedStack.entries == [RouteEntry(.`class`(.`init`(self: 8)), style: .replace)])
        try ClassInitDirections(state, self: 8).`return`()
        #expect(state.selectedStack.entries == [RouteEntry(.`default`(), style: .replace)])
        #expect(EdgeRouteGraph.transitions.allows(from: .structInit, to: .classInit, style: .replace))
        // The set's moves are in the feature routers too, each starting from its own screen.
        #expect(throws: NavigationError<EdgeRouteGraph>.notOnTop(expected: .structInit, actual: .default)) {
            try StructNavigationRouter(state).initRepeat(self: 1)
        }
    }

    /// `args` with fixed values: the method takes none of them, and the route holds exactly the
    /// YAML's values (an enum case reading a param of the source, nil, an escaped string).
    @Test func literalArgumentsAreTheYAMLsValues() throws {
        let state = try rootedAtDefault(in: 5, handler: "", navigator: 1, route: true)
        let directions = DefaultDirections(state, in: 5, handler: "", navigator: 1, route: true)
        try directions.`do`()
        #expect(
            state.topRoute == .fixed(mode: .pair(left: 5, right: nil), flag: true, note: #"say "hi" \ {in}"#, count: 3))
        state.pop()
        try directions.`try`()
        #expect(state.topRoute == .fixed(mode: .default, flag: false, note: "", count: -25))
    }

    /// `kind: dialog`: entered with `style: dialog`, kept as the runtime's alert, presented as a
    /// confirmation dialog; its buttons work as an alert's.
    @Test func aConfirmationDialogIsAnAlertPresentedAsADialog() throws {
        let state = try rootedAtDefault(in: 1, handler: "", navigator: 1, route: true)
        try DefaultDirections(state, in: 1, handler: "", navigator: 1, route: true).`return`(case: "x")
        try SwitchDirections(state, case: "x").share(case: "x")
        #expect(state.topRoute == .shareAs(case: "x"))
        #expect(state.selectedStack.entries.last?.style == .alert)
        let content = try #require(EdgeRouteGraph.alert(for: .shareAs(case: "x")))
        #expect(content.presentation == .confirmationDialog)
        #expect(content.title == #"Share "x" as"#)
        #expect(EdgeRouteGraph.alert(for: .areYouSure(let: "y"))?.presentation == .alert)
        #expect(
            try state.alerts.tap(.link)
                == .navigated(to: .fixed(mode: .default, flag: false, note: "x", count: 1), style: .sheet))
    }

    /// `pop-to`: back to a screen below (the root here), then optionally on from it.
    @Test func popToGoesBackAndOn() throws {
        let state = try rootedAtDefault(in: 2, handler: "", navigator: 1, route: true)
        let root = DefaultDirections(state, in: 2, handler: "", navigator: 1, route: true)
        try root.`do`()
        let fixed = try #require(FixedDirections(state, entry: state.viewModels.topEntry))
        try fixed.`break`()
        #expect(state.selectedStack.entries.isEmpty)
        try root.`do`()
        try fixed.`guard`()  // the same entry again: the same route at the same depth
        #expect(state.selectedStack.entries == [RouteEntry(.`switch`(case: "say \"hi\" \\ {in}"), style: .sheet)])
        // From a screen no longer on top, the move is refused and nothing changes.
        #expect(throws: NavigationError<EdgeRouteGraph>.notOnTop(expected: .fixed, actual: .`switch`)) {
            try fixed.`break`()
        }
    }

    /// `select-root`: the other tab's stack is selected and taken back to its root, then the
    /// route is entered there; the stack the move came from stays as it was.
    @Test func selectRootMovesToAnotherTab() throws {
        let state = try rootedAtDefault(in: 2, handler: "", navigator: 1, route: true)
        try DefaultDirections(state, in: 2, handler: "", navigator: 1, route: true).`do`()
        try #require(FixedDirections(state, entry: state.viewModels.topEntry)).`extension`()
        #expect(state.selectedRootIndex == 1)
        #expect(state.selectedStack.entries == [RouteEntry(.`switch`(case: "say \"hi\" \\ {in}"), style: .sheet)])
        #expect(state.stacks[0].entries.count == 1)
        #expect(EdgeRouteGraph.transitions.allows(from: .selfTest, to: .`switch`, style: .sheet))
    }

    /// `dismiss: true`: the sheet goes, and the next one is presented by whatever presented it;
    /// the step it makes is legal in saved state too.
    @Test func dismissReplacesTheSheetWithAnother() throws {
        let state = try rootedAtDefault(in: 1, handler: "", navigator: 1, route: true)
        try DefaultDirections(state, in: 1, handler: "", navigator: 1, route: true).`return`(case: "x")
        try SwitchDirections(state, case: "x").`repeat`()
        let fixed = EdgeRoute.fixed(mode: .default, flag: true, note: "x", count: 0)
        #expect(state.selectedStack.entries == [RouteEntry(fixed, style: .sheet)])
        #expect(state.selectedStack.layers.count == 2)
        try state.containers.restore(state.containers.snapshot())

        #expect(state.selectedStack.entries == [RouteEntry(fixed, style: .sheet)])
        #expect(
            EdgeRouteGraph.transitions.allows(from: .classInit, to: .fixed, style: .sheet),
            "presented by a cover's presenter too")
    }

    /// `returns:`: a move into the picker is answered with what it finishes with — by callback,
    /// or awaited — and with nil when it leaves any other way; nested pickers answer in order.
    @Test func aPickerHandsItsResultBack() async throws {
        let state = try rootedAtDefault(in: 1, handler: "", navigator: 1, route: true)
        let root = DefaultDirections(state, in: 1, handler: "", navigator: 1, route: true)
        var answers: [Mode?] = []
        try root.`rethrows` { answers.append($0) }
        try CatchDirections(state).deeper { answers.append($0) }
        #expect(state.selectedStack.entries.map(\.style) == [.sheet, .push])
        try CatchDirections(state).finish(with: .pair(left: 1, right: nil))
        #expect(answers == [.pair(left: 1, right: nil)], "the pushed picker answered, the sheet still waits")
        state.dismiss()
        #expect(answers == [.pair(left: 1, right: nil), nil], "dismissed without a value")

        // Awaited: the move happens at once, the answer when the picker finishes.
        async let picked = root.rethrowsForResult()
        for _ in 0..<1_000 where state.topRoute != .`catch` { await Task.yield() }  // let it start
        #expect(state.topRoute == .`catch`)
        try CatchDirections(state).finish(with: .default)
        #expect(try await picked == .default)
        #expect(state.selectedStack.isAtRoot)

        // Refused moves throw before anything waits; finishing from below the top is refused.
        #expect(throws: NavigationError<EdgeRouteGraph>.notOnTop(expected: .`catch`, actual: .`default`)) {
            try CatchDirections(state).finish(with: .default)
        }
    }

    /// A dialog button into the picker (#38): the generated typed tap waits for the picker's
    /// result, by callback or awaited, nil when it leaves otherwise.
    @Test func aDialogButtonWaitsForThePickersResult() async throws {
        let state = try rootedAtDefault(in: 1, handler: "", navigator: 1, route: true)
        try DefaultDirections(state, in: 1, handler: "", navigator: 1, route: true).`return`(case: "x")
        let switchDirections = SwitchDirections(state, case: "x")
        try switchDirections.share(case: "x")
        var answers: [Mode?] = []
        let outcome = try ShareAsButton.tapPick(state) { answers.append($0) }
        #expect(outcome == .navigated(to: .`catch`, style: .sheet))
        try CatchDirections(state).finish(with: .pair(left: 2, right: nil))
        #expect(answers == [.pair(left: 2, right: nil)])
        #expect(state.topRoute == .`switch`(case: "x"))

        try switchDirections.share(case: "x")
        try ShareAsButton.tapPick(state) { answers.append($0) }
        state.dismiss()
        #expect(answers == [.pair(left: 2, right: nil), nil], "dismissed without a value")

        try switchDirections.share(case: "x")
        async let picked = ShareAsButton.tapPickForResult(state)
        for _ in 0..<1_000 where state.topRoute != .`catch` { await Task.yield() }  // let it start
        try CatchDirections(state).finish(with: .default)
        #expect(try await picked == .default)
    }

    /// A transition set's `pop-to` and `select-root` are each including screen's own.
    @Test func backTransitionsFromASet() throws {
        let state = try rootedAtDefault(in: 5, handler: "", navigator: 1, route: true)
        let root = DefaultDirections(state, in: 5, handler: "", navigator: 1, route: true)
        try root.`for`()
        try ClassInitDirections(state, self: 5).`break`()
        #expect(state.selectedStack.isAtRoot)
        try root.`while`()
        try StructInitDirections(state, self: 5).`extension`()
        #expect(state.selectedRootIndex == 1)
        #expect(state.topRoute == .`switch`(case: "from a set"))
        #expect(state.stacks[0].entries == [RouteEntry(.`struct`(.`init`(self: 5)), style: .push)])
    }

    @Test func inoutIsTheOneLabelEscapedAtCallSites() {
        #expect(EdgeRoute.selfTest(`inout`: 4).dispatch(to: Names()) == "selfTest 4")
    }

    /// Live params (issue #21): the moves take the values themselves, the next screen gets the
    /// very same model, a handler gets the values unwrapped, and saved state ends below the first
    /// screen holding one: its route never encodes, yet the snapshot does.
    @Test func liveValuesPassOnWholeAndAreNeverSaved() throws {
        let state = try rootedAtDefault(in: 0, handler: "", navigator: 0, route: false)
        let model = SharedModel()
        var done = 0
        try DefaultDirections(state, in: 0, handler: "", navigator: 0, route: false).`defer`(
            self: model, in: { done += 1 })
        guard case .`protocol`(let shared, let closure, let other, let count) = state.topRoute else {
            Issue.record("not on `protocol`: \(state.topRoute)")
            return
        }
        #expect(shared.value === model && other == nil && count == 1)
        closure.value()
        #expect(done == 1)
        #expect(state.topRoute.dispatch(to: Names()) == "protocol 1")

        try ProtocolDirections(state, self: model, in: {}, repeat: model, count: 1).deeper()
        #expect(state.topRoute == .`operator`(self: LiveValue(model), repeat: LiveValue(model)))
        #expect(state.topRoute != .`operator`(self: LiveValue(SharedModel()), repeat: nil))

        #expect(throws: EncodingError.self) { try JSONEncoder().encode(state.topRoute) }
        let saved = try JSONEncoder().encode(state.containers.snapshot())
        let restored = NavigationState<EdgeRouteGraph>()
        try restored.containers.restore(try JSONDecoder().decode(NavigationSnapshot<EdgeRoute>.self, from: saved))
        #expect(restored.topRoute == .`default`(in: 0, handler: "", navigator: 0, route: false))
        #expect(restored.selectedStack.layers.count == 1)
    }

    /// A feature's router offers what its screens' directions offer (issue #21): the result
    /// variants of a move into a picker, the picker's `finish(with:)`, and back transitions.
    @Test func aRouterHasTheDirectionsResultAndBackMethods() async throws {
        let state = try rootedAtDefault(in: 7, handler: "", navigator: 0, route: false)
        try DefaultDirections(state, in: 7, handler: "", navigator: 0, route: false).`for`()
        let router: any ClassRouter = ClassNavigationRouter(state)
        var picked: [Mode?] = []
        try router.initPick { picked.append($0) }
        #expect(state.topRoute == .`class`(.picker))
        try router.pickerFinish(with: .pair(left: 1, right: nil))
        #expect(picked == [.pair(left: 1, right: nil)])
        #expect(state.topRoute == .`class`(.`init`(self: 7)))

        let waiting = Task { try await router.initPickForResult() }
        for _ in 0..<1_000 where state.activeStack.topScreen != .classPicker { await Task.yield() }
        try router.pickerFinish(with: .default)
        #expect(try await waiting.value == .default)

        try router.initBreak()
        #expect(state.topRoute == .`default`(in: 7, handler: "", navigator: 0, route: false))
    }

    /// An alert's text fields (issue #21): typed into, their texts reach `onAlertButton` with the
    /// tap, every field present (empty when untouched), and are gone for the next alert.
    @Test func alertFieldsReachTheAppWithTheTap() throws {
        let state = try rootedAtDefault(in: 1, handler: "post", navigator: 0, route: false)
        var taps: [Navigation.AlertButtonTap<EdgeRoute>] = []
        state.alerts.onButtonTap = { taps.append($0) }
        let directions = DefaultDirections(state, in: 1, handler: "post", navigator: 0, route: false)
        try directions.`throw`()
        let content = try #require(EdgeRouteGraph.alert(for: state.topRoute))
        #expect(
            content.fields == [
                Navigation.AlertField(id: "for", title: "Type \"post\" to confirm"),
                Navigation.AlertField(id: "in", title: "Password", isSecure: true),
            ])
        try state.alerts.typeIntoField("for", "post")
        #expect(throws: NavigationError<EdgeRouteGraph>.unknownAlertField(id: "nope", alert: .areYouSure)) {
            try state.alerts.typeIntoField("nope", "x")
        }
        _ = try state.alerts.tap(.inout)
        #expect(taps.last?.fields == ["for": "post", "in": ""])

        try directions.`throw`()
        _ = try state.alerts.tap(.inout)
        #expect(taps.last?.fields == ["for": "", "in": ""], "the texts went with the alert they were typed into")
    }

    /// `then:` (issue #21): a sheet opened at depth, in one move checked step by step; from a
    /// screen that is no longer on top, nothing of it happens.
    @Test func aMoveGoesOnThroughItsThenScreens() throws {
        let state = try rootedAtDefault(in: 0, handler: "", navigator: 0, route: false)
        let directions = DefaultDirections(state, in: 0, handler: "", navigator: 0, route: false)
        try directions.`repeat`()
        #expect(Array(state.selectedStack.routes.dropFirst()) == [.`catch`, .`catch`])
        #expect(state.selectedStack.entries.map(\.style) == [.sheet, .push])
        let before = state.stacks
        #expect(throws: NavigationError<EdgeRouteGraph>.notOnTop(expected: .`default`, actual: .`catch`)) {
            try directions.`repeat`()
        }
        #expect(state.stacks == before)
    }

    /// Buttons with conditions (issue #38): the more-options dialog shows the buttons of the item
    /// it is shown for, asked with its route; a tap on a hidden one is refused and changes nothing.
    @Test func buttonsWithConditionsAreShownByTheAlertsRoute() throws {
        #expect(
            EdgeRouteGraph.conditions(forButton: "copy-password", of: .moreOptions) == [.isLogin, .canViewPassword])
        #expect(EdgeRouteGraph.conditions(forButton: "copy-notes", of: .moreOptions) == [.`default`])
        #expect(EdgeRouteGraph.conditions(forButton: "cancel", of: .moreOptions) == [])
        #expect(EdgeRouteGraph.conditions(forButton: "link", of: .shareAs) == [])
        let state = try rootedAtDefault(in: 1, handler: "", navigator: 1, route: true)
        let account = Account()
        state.guards.conditionHoldsForRoute = { condition, route in
            guard case .moreOptions(let item) = route else { return false }
            switch condition {
            case .isCard: return item == "card"
            case .isLogin, .canViewPassword: return item == "login"
            case .`default`: return item == "note"
            case .isUnlocked: return account.isUnlocked
            case .canLock: return true
            }
        }
        var taps: [String] = []
        state.alerts.onButtonTap = { taps.append($0.button) }
        try DefaultDirections(state, in: 1, handler: "", navigator: 1, route: true).`return`(case: "card")
        try SwitchDirections(state, case: "card").more()
        #expect(state.alerts.presentedButtons.map(\.id) == ["copy-number", "open", "cancel"])
        #expect(
            state.alerts.shownButtons(of: .moreOptions(item: "login")).map(\.id) == ["copy-password", "open", "cancel"])
        #expect(
            state.alerts.shownButtons(of: .moreOptions(item: "note")).map(\.id) == ["copy-notes", "open", "cancel"])
        #expect(EdgeRouteGraph.alert(for: state.topRoute)?.buttons.count == 6, "the content lists every button")

        let before = state.stacks
        let hidden = NavigationError<EdgeRouteGraph>.alertButtonHidden(
            id: "copy-password", alert: .moreOptions, condition: .isLogin)
        #expect(throws: hidden) { try state.alerts.tap(.copyPassword) }
        #expect(state.alerts.conditionHiding(button: .lock, of: state.topRoute) == .isUnlocked)
        #expect(
            throws: NavigationError<EdgeRouteGraph>.alertButtonHidden(
                id: "lock", alert: .moreOptions, condition: .isUnlocked)
        ) {
            try state.alerts.tap(.lock)
        }
        #expect(state.stacks == before && taps.isEmpty, "a refused tap changes nothing and tells nobody")

        // Asked when drawn or tapped, not when presented: the account is unlocked meanwhile.
        account.isUnlocked = true
        #expect(state.alerts.presentedButtons.map(\.id) == ["copy-number", "open", "lock", "cancel"])
        #expect(try state.alerts.tap(.lock) == .navigated(to: .`default`(), style: .replace))
        #expect(taps == ["lock"])
    }

    /// Properties of params in `args` (issue #38): the generated code reads them
    /// (`handler.description`), in a path two deep and inside an enum case's arguments. The
    /// members are the standard library's: CI also compiles this graph against generated stubs,
    /// which cannot declare an app's own members (keyword members are checked by the emitter's
    /// tests, `ArgumentPropertyTests`).
    @Test func argumentsReadPropertiesOfParams() throws {
        let state = try rootedAtDefault(in: 7, handler: "abc", navigator: -2.5, route: false)
        let directions = DefaultDirections(state, in: 7, handler: "abc", navigator: -2.5, route: false)
        try directions.read()
        #expect(state.topRoute == .`switch`(case: "abc"))
        state.containers.popToRoot()
        try directions.measure()
        #expect(state.topRoute == .fixed(mode: .pair(left: 3, right: nil), flag: true, note: "7", count: 2.5))

        let empty = try rootedAtDefault(in: 0, handler: "", navigator: 0, route: false)
        try DefaultDirections(empty, in: 0, handler: "", navigator: 0, route: false).read()
        #expect(empty.topRoute == .`switch`(case: ""))
        // An alert button's `args` read the alert's params the same way.
        try SwitchDirections(empty, case: "").more()
        _ = try empty.alerts.tap(.open)
        #expect(empty.topRoute == .fixed(mode: .`default`, flag: false, note: "", count: 1))
    }
}

/// The account the more-options test locks: whether it is unlocked, as the app knows it.
@MainActor private final class Account {
    var isUnlocked = false
}
