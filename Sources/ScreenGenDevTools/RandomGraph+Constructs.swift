import Foundation

/// The newer constructs of the format: literal `args` values and views built with arguments,
/// back-stack surgery (`pop-to`, `select-root`, `dismiss`), transition sets, `returns`, and the
/// `cycle: intended` marks that let cycles stand without the `unbounded-cycle` rule turned off.
/// Each keeps the rule the tool checks for it (see the comments), judged over the generator's
/// own model of the moves; where the tool sees more moves than the model (the steps of back
/// transitions), the model's answer is the safe one.
extension RandomGraph {
    // MARK: Action names

    /// Every action name (converted) a screen has: its transitions and back transitions, and
    /// those of the sets it includes. One screen's actions must all differ.
    func actionNames(of screen: Int) -> Set<String> {
        var names = Set(screens[screen].transitions.map(\.converted) + screens[screen].backTransitions.map(\.converted))
        for set in screens[screen].includes {
            names.formUnion(sets[set].transitions.map(\.converted) + sets[set].backs.map(\.converted))
        }
        return names
    }

    /// A fresh action name for `source` (not one of its actions, nor one of `alsoTaken`).
    mutating func freshAction(for source: Int, alsoTaken: Set<String> = []) -> String? {
        let taken = actionNames(of: source).union(alsoTaken)
        return freshName([Self.commonActions, Self.trickyActions, Self.keywords], weights: [55, 30, 15]) {
            !taken.contains($0)
        }
    }

    // MARK: Literals

    /// Case names of enum-case literals. Not `none` or `some` (on an optional param Swift would
    /// find `Optional`'s and warn), nor `init`, `self` or `Type`.
    static let caseNames = [
        "home", "local", "all", "first", "empty", "recent", "pinned", "hashtag", "followers", "page", "pair",
        "default", "public", "for", "class", "is", "init",
    ]
    static let caseLabels = ["tag", "id", "left", "right", "size", "accountId", "for", "in", "default"]
    /// String literals as the format reads them: Swift's double quotes and escapes.
    static let swiftStrings = [
        "\"hi\"", "\"\"", "\"Say \\\"hi\\\"\"", "\"back\\\\slash\"", "\"line\\nbreak\"", "\"tab\\there\"", "\"cr\\r\"",
        "\"\\u{1F600}\"", "\"a: b, c\"", "\"Ünïcödé ✓\"", "\"{x}\"", "\"#{y} $(z) %@\"", "\"nil\"", "\"'single'\"",
    ]

    /// A spelling of a param name that `args` and argument lists read as that param, not as a
    /// literal (`true`, `false`, `nil` are literals there).
    mutating func paramSpelling(_ name: String) -> String {
        let options = Names.spellings(of: name).filter { !["true", "false", "nil"].contains($0) }
        return random.pick(options.isEmpty ? [name] : options)
    }

    /// A type the support stubs declare (an app type, not the standard library's, a generated
    /// one or an imported module's): only there can an enum-case literal name a member that exists.
    func isStubType(_ type: TypeExpr) -> Bool {
        guard case .nominal(let components) = type else { return false }
        let first = components[0].name
        let stubbed = Self.userTypes + Self.trickyUserTypes + ["Page", "Pair", "Box", "Models", "Domain", "API"]
        let imported = imports.map { String($0.prefix { $0 != "." }) }
        return stubbed.contains(first) && !generatedTypeNames.contains(first) && !imported.contains(first)
    }

    /// A literal of `type` (the format's `ArgumentLiteral.mismatch` accepts it), reading params of
    /// `source` when it is an enum case with arguments; nil when none fits.
    mutating func literal(for type: TypeExpr, readingFrom source: Int?) -> (text: String, reads: [Int])? {
        let base = type.isOptional ? type.unwrapped : type
        var options: [Int] = []
        if type.isOptional { options.append(0) }
        if let name = base.standardName, ["Int", "Double", "Bool", "String"].contains(name) { options += [1, 1] }
        switch base {
        case .array, .dictionary: options.append(2)
        default: break
        }
        if isStubType(base) { options += [3, 3, 3] }
        guard !options.isEmpty else { return nil }
        switch random.pick(options) {
        case 0: return ("nil", [])
        case 1:
            switch base.standardName! {
            case "Int": return (random.pick(["0", "1", "-1", "3", "42", "+7"]), [])
            case "Double": return (random.pick(["2.5", "-0.5", "1e3", "1.5E-2", "0.0", "3", "-2"]), [])
            case "Bool": return (random.pick(["true", "false"]), [])
            default: return (random.pick(Self.swiftStrings), [])
            }
        case 2:
            if case .array = base { return ("[]", []) }
            return ("[:]", [])
        default:
            return enumCaseLiteral(readingFrom: source)
        }
    }

    /// `.name`, or `.name(label: value, …)` whose values are literals or params of `source`.
    /// No case inside a case and no `[]` there: a stub's case takes `Any?`, which cannot type them.
    mutating func enumCaseLiteral(readingFrom source: Int?) -> (text: String, reads: [Int]) {
        let name = random.pick(Self.caseNames)
        // `.init` is a call: never without parentheses.
        let bare = name == "init" ? ".init()" : "." + name
        guard random.chance(0.45) else { return (bare, []) }
        var arguments: [String] = []
        var reads: [Int] = []
        var labels: [String] = []
        for _ in 0..<random.int(1...3) {
            var text = ""
            if random.chance(0.75) {
                let label = random.pick(Self.caseLabels)
                guard !labels.contains(label) else { continue }
                labels.append(label)
                text = label + random.pick([": ", ":"])
            }
            // A live param is passed on only whole: never read inside a literal.
            let readable =
                source.map { source in screens[source].params.indices.filter { screens[source].params[$0].live == nil }
                } ?? []
            if let source, !readable.isEmpty, random.chance(0.4) {
                let param = random.pick(readable)
                text += paramSpelling(screens[source].params[param].name)
                if !reads.contains(param) { reads.append(param) }
            } else {
                text += random.pick(["1", "-2", "2.5", "true", "nil", "\"x\"", "\"a, b\""])
            }
            arguments.append(text)
        }
        guard !arguments.isEmpty else { return (bare, []) }
        return ("." + name + "(" + arguments.joined(separator: random.pick([", ", ","])) + ")", reads)
    }

    /// A literal written as a YAML value: plain when YAML reads it back as that text, else quoted.
    mutating func yamlValue(_ text: String) -> String {
        let plain = text.utf8.allSatisfy { b in
            (b >= 65 && b <= 90) || (b >= 97 && b <= 122) || (b >= 48 && b <= 57) || b == 43 || b == 45 || b == 46
                || b == 95
        }
        if plain, random.chance(0.8) { return text }
        if let single = YAMLText.singleQuoted(text), random.chance(0.6) { return single }
        return YAMLText.doubleQuoted(text, escapeNonASCII: true)
    }

    /// A view built with arguments: some of the screen's params and some literals.
    mutating func viewArguments(for screen: Int) -> String {
        if random.chance(0.05) { return "()" }
        var arguments: [String] = []
        var labels: [String] = []
        for param in screens[screen].params where random.chance(0.6) {
            let label = random.chance(0.8) ? param.label : random.pick(Self.caseLabels)
            guard !labels.contains(label) else { continue }
            labels.append(label)
            arguments.append(label + ": " + paramSpelling(param.name))
        }
        for _ in 0..<random.weighted([30, 50, 20]) {
            let label = random.pick([
                "flag", "isModal", "mode", "count", "title", "kind", "limit", "default", "for", "in",
            ])
            guard !labels.contains(label) else { continue }
            labels.append(label)
            let value: String
            switch random.int(0...5) {
            case 0: value = random.pick(["true", "false"])
            case 1: value = random.pick(["0", "3", "-1", "2.5"])
            case 2: value = random.pick(Self.swiftStrings)
            case 3: value = "nil"
            default: value = enumCaseLiteral(readingFrom: screen).text
            }
            arguments.append(label + ": " + value)
        }
        return "(" + arguments.joined(separator: ", ") + ")"
    }

    // MARK: The moves the tool's checks see

    /// Every move a screen makes: its transitions, those of the sets it includes, its buttons'.
    /// (Not the steps of back transitions: fewer moves, so what is judged possible here is.)
    func forwardMoves(of screen: Int) -> [Move] {
        guard !screens[screen].dropped else { return [] }
        var moves = screens[screen].transitions.map(\.move)
        for set in screens[screen].includes { moves += sets[set].transitions.map(\.move) }
        return moves + screens[screen].buttons.compactMap(\.move)
    }

    /// Screens reachable from `start` (itself included), by growing moves only when asked.
    func reach(from start: Int, growingOnly: Bool) -> [Bool] {
        var seen = [Bool](repeating: false, count: screens.count)
        seen[start] = true
        var queue = [start]
        while let screen = queue.popLast() {
            for move in forwardMoves(of: screen) where !seen[move.target] && (!growingOnly || move.style != "replace") {
                seen[move.target] = true
                queue.append(move.target)
            }
        }
        return seen
    }

    /// Whether `popTo` can lie beneath `screen` (BackTransitionCheck): growing moves lead from it
    /// there, or it is a root from which any moves do.
    func canLieBeneath(_ popTo: Int, _ screen: Int) -> Bool {
        guard popTo != screen, !screens[popTo].isAlert else { return false }
        if reach(from: popTo, growingOnly: true)[screen] { return true }
        return roots.contains(popTo) && reach(from: popTo, growingOnly: false)[screen]
    }

    /// Whether `screen` is ever shown in a sheet or cover (ScreenGraph.presenters): walking back
    /// over moves that stay in a layer, some screen on the way is entered by a sheet or cover.
    func isPresented(_ screen: Int) -> Bool {
        var stayingInto = [[Int]](repeating: [], count: screens.count)
        var presented = [Bool](repeating: false, count: screens.count)
        for source in screens.indices {
            for move in forwardMoves(of: source) {
                switch move.style {
                case "sheet", "cover": presented[move.target] = true
                case "replace": break
                default: stayingInto[move.target].append(source)
                }
            }
        }
        var seen: Set<Int> = [screen]
        var queue = [screen]
        while let next = queue.popLast() {
            if presented[next] { return true }
            for previous in stayingInto[next] where seen.insert(previous).inserted { queue.append(previous) }
        }
        return false
    }

    // MARK: Back transitions

    /// A few `pop-to`, `select-root` and `dismiss: true` transitions on view screens, each where
    /// the tool accepts it: a `pop-to` screen that can lie beneath (or the screen itself,
    /// inclusive), a root for `select-root` (graphs with several roots), a screen shown in a
    /// sheet or cover for `dismiss`, which always has `to`.
    mutating func chooseBackTransitions() {
        guard random.chance(0.55) else { return }
        let views = screens.indices.filter { !screens[$0].dropped && !screens[$0].isAlert }
        for _ in 0..<random.int(1...5) {
            let source = random.pick(views)
            guard var kind = backKind(from: screens[source].namespace, for: source) else { continue }
            var move: Move?
            if case .dismiss = kind {
                move = backMove(from: source, namespace: screens[source].namespace)
                if move == nil { continue }
                chainDismissal(&kind, &move)
            } else if random.chance(0.6) {
                move = backMove(from: source, namespace: screens[source].namespace)
            }
            if case .popTo(let screen, let inclusive, _) = kind, screen == source, !inclusive, move == nil { continue }
            guard let action = freshAction(for: source) else { continue }
            screens[source].backTransitions.append(
                BackTransition(action: action, converted: Names.lowerCamel(action), kind: kind, move: move))
        }
    }

    /// Now and then a transition's `dismiss: true` becomes `dismiss: all` or `dismiss: to-first`
    /// (#35), its move then a `replace`: a replace closes no cycle, so the cycle marks need not
    /// follow a chain's steps, which the tool finds from the layers screens are shown in. A
    /// screen shown in a sheet or cover always has a chain to dismiss: the presenters beneath
    /// its layer reach down to the base layer.
    mutating func chainDismissal(_ kind: inout BackKind, _ move: inout Move?) {
        guard case .dismiss = kind, var chained = move, !screens[chained.target].isAlert, random.chance(0.35) else {
            return
        }
        chained.style = "replace"
        chained.writeStyle = true
        move = chained
        kind = .dismiss(random.chance(0.5) ? "all" : "to-first")
    }

    /// Alert buttons that go back (`pop-to`, maybe inclusive, or `dismiss` out of the sheet
    /// beneath), some moving on (`to`, every required param bound: a button cannot ask), where
    /// the tool accepts it; kept as the alert's back transitions, named by the button id.
    mutating func chooseButtonBacks() {
        guard random.chance(0.4) else { return }
        for alert in screens.indices where screens[alert].isAlert && !screens[alert].dropped {
            for index in screens[alert].buttons.indices
            where screens[alert].buttons[index].move == nil && random.chance(0.35) {
                let namespace = screens[alert].namespace
                var kind: BackKind
                if isPresented(alert), random.chance(0.4) {
                    kind = .dismiss("true")
                } else {
                    let candidates = screens.indices.filter { index in
                        !screens[index].dropped && canReference(from: namespace, to: index)
                            && canLieBeneath(index, alert)
                    }
                    guard !candidates.isEmpty else { continue }
                    let screen = random.pick(candidates)
                    let inclusive = !roots.contains(screen) && random.chance(0.3)
                    kind = .popTo(screen, inclusive: inclusive, writeInclusive: inclusive || random.chance(0.15))
                }
                var move: Move?
                if random.chance(0.4) {
                    let targets = screens.indices.filter {
                        !screens[$0].dropped && canReference(from: namespace, to: $0)
                    }
                    move = targets.isEmpty ? nil : self.move(from: alert, to: random.pick(targets), requireAll: true)
                }
                let id = screens[alert].buttons[index].id
                screens[alert].buttons[index].back = screens[alert].backTransitions.count
                screens[alert].backTransitions.append(BackTransition(action: id, converted: id, kind: kind, move: move))
            }
        }
    }

    /// The `to` of a back transition: any live screen that `namespace` can name, `args` read from `source`.
    mutating func backMove(from source: Int, namespace: Int?) -> Move? {
        let targets = screens.indices.filter { !screens[$0].dropped && canReference(from: namespace, to: $0) }
        guard !targets.isEmpty else { return nil }
        return move(from: source, to: random.pick(targets), requireAll: false)
    }

    /// How a back transition of `source` goes back (nil when no way fits). With `source` nil (a
    /// transition set), each including screen is judged when it includes the set.
    mutating func backKind(from namespace: Int?, for source: Int?) -> BackKind? {
        // A set's (source nil) more often selects a root: a tab bar's "go to that tab" row.
        switch random.weighted([source == nil ? 40 : 50, roots.count > 1 ? (source == nil ? 40 : 25) : 0, 25]) {
        case 0:
            var candidates = screens.indices.filter { index in
                !screens[index].dropped && !screens[index].isAlert && canReference(from: namespace, to: index)
                    && (source.map { canLieBeneath(index, $0) } ?? true)
            }
            if source == nil {
                // Roots lie beneath most screens: a set's pop-to then fits many of them.
                let nameable = roots.filter { canReference(from: namespace, to: $0) }
                if !nameable.isEmpty, random.chance(0.6) { candidates = nameable }
            }
            if let source, !roots.contains(source), random.chance(0.1) { candidates = [source] }  // itself, inclusive
            guard !candidates.isEmpty else { return nil }
            let screen = random.pick(candidates)
            // A root is never removed (the runtime's `cannotRemoveRoot`): not inclusive there.
            let inclusive = !roots.contains(screen) && (screen == source || random.chance(0.3))
            return .popTo(screen, inclusive: inclusive, writeInclusive: inclusive || random.chance(0.15))
        case 1:
            let candidates = roots.filter { canReference(from: namespace, to: $0) }
            guard !candidates.isEmpty else { return nil }
            return .selectRoot(random.pick(candidates))
        default:
            if let source, !isPresented(source) { return nil }
            return .dismiss("true")
        }
    }

    // MARK: Transition sets

    static let setNames = [
        "toolbar", "status-row", "common", "share", "nav", "account-menu", "default", "self", "Case", "row_actions",
        "set", "tabs", "extras", "rowActions",
    ]

    /// `transition-sets`: a few sets, each written in a file of some namespace (its targets
    /// resolve there), its `args` read from a template screen's params; then included by screens
    /// that have params of those labels and fitting types, whose actions and feature-router
    /// methods stay distinct, and for which its back transitions are legal.
    mutating func chooseTransitionSets() {
        guard random.chance(0.5) else { return }
        let views = screens.indices.filter { !screens[$0].dropped && !screens[$0].isAlert }
        let namespaces: [Int?] = [nil] + features.indices.map { Optional($0) }
        for _ in 0..<random.weighted([0, 55, 30, 15]) {
            let name = random.pick(Self.setNames)
            guard !sets.contains(where: { $0.name == name }) else { continue }
            let namespace = random.pick(namespaces)
            let template = random.pick(views)
            var set = TransitionSet(name: name, namespace: namespace, template: template)
            var actions: Set<String> = []
            for _ in 0..<random.weighted([0, 40, 35, 25]) {
                guard
                    let action = freshName(
                        [Self.commonActions, Self.trickyActions, Self.keywords], weights: [55, 30, 15],
                        isFree: { !actions.contains($0) })
                else { continue }
                let converted = Names.lowerCamel(action)
                if random.chance(0.45), var kind = backKind(from: namespace, for: nil) {
                    var move: Move?
                    var needsMove = false
                    if case .dismiss = kind { needsMove = true }
                    if needsMove || random.chance(0.6) {
                        move = backMove(from: template, namespace: namespace)
                        if move == nil { continue }
                    }
                    if needsMove { chainDismissal(&kind, &move) }
                    set.backs.append(BackTransition(action: action, converted: converted, kind: kind, move: move))
                } else {
                    let targets = screens.indices.filter {
                        !screens[$0].dropped && canReference(from: namespace, to: $0)
                    }
                    guard !targets.isEmpty, var move = move(from: template, to: random.pick(targets), requireAll: false)
                    else { continue }
                    fixRouterLabels(&move, source: template)
                    set.transitions.append(Transition(action: action, converted: converted, move: move))
                }
                actions.insert(converted)
            }
            guard !set.transitions.isEmpty || !set.backs.isEmpty else { continue }
            sets.append(set)
            let index = sets.count - 1
            var count = 0
            let wanted = random.weighted([0, 30, 30, 20, 20])
            for screen in random.shuffled(views) where count < wanted && canInclude(index, into: screen) {
                screens[screen].includes.append(index)
                if let feature = screens[screen].namespace {
                    for transition in sets[index].transitions {
                        routerMethods[feature, default: []].insert(
                            screens[screen].caseName + Names.capitalized(transition.converted))
                    }
                }
                count += 1
            }
            // A set no screen includes is still checked where it is written; seldom kept.
            if count == 0, !random.chance(0.15) { sets.removeLast() }
        }
        // Several includes on one screen come in a random order.
        for screen in screens.indices where screens[screen].includes.count > 1 {
            screens[screen].includes = random.shuffled(screens[screen].includes)
        }
    }

    /// Whether `screen` may include set `index` (GraphResolver.includedTransitions and the
    /// per-include checks of BackTransitionCheck).
    func canInclude(_ index: Int, into screen: Int) -> Bool {
        let set = sets[index]
        guard !screens[screen].isAlert, !screens[screen].dropped, !screens[screen].includes.contains(index) else {
            return false
        }
        // The params the set's `args` read, by label, of types its targets accept.
        let template = screens[set.template]
        for move in set.transitions.map(\.move) + set.backs.compactMap(\.move) {
            for (t, s) in move.bindings {
                guard let param = screens[screen].params.first(where: { $0.label == template.params[s].label }),
                    compatible(target: screens[move.target].params[t].type, source: param.type)
                else { return false }
            }
            // A literal reads a param of the same type as on the template: a property it reads
            // (`flag.bitWidth`) is the template type's, and an optional's is not read at all.
            for read in move.literals.flatMap(\.reads)
            where !screens[screen].params.contains(where: {
                $0.label == template.params[read].label && $0.type == template.params[read].type
            }) {
                return false
            }
        }
        // The router method labels: the set's `args` read the same labels as on the template,
        // whose clashes `fixRouterLabels` removed.
        let taken = actionNames(of: screen)
        if set.transitions.contains(where: { taken.contains($0.converted) })
            || set.backs.contains(where: { taken.contains($0.converted) })
        {
            return false
        }
        if let feature = screens[screen].namespace {
            let methods = routerMethods[feature, default: []]
            if set.transitions.contains(where: {
                methods.contains(screens[screen].caseName + Names.capitalized($0.converted))
            }) {
                return false
            }
        }
        for back in set.backs {
            switch back.kind {
            case .popTo(let popTo, let inclusive, _):
                if popTo == screen {
                    if !inclusive, back.move == nil { return false }
                } else if !canLieBeneath(popTo, screen) {
                    return false
                }
            case .selectRoot:
                break
            case .dismiss:
                if !isPresented(screen) { return false }
            }
        }
        return true
    }

    // MARK: Results

    /// `returns:` on some view screens that moves enter. Neither `finish` (its `finish(with:)`)
    /// nor `<action>ForResult` beside a move into it (on the moving screen) may be an action name.
    mutating func chooseReturns() {
        guard random.chance(0.45) else { return }
        var entering = [[(source: Int, action: String)]](repeating: [], count: screens.count)
        var byButton = [Bool](repeating: false, count: screens.count)
        for source in screens.indices where !screens[source].dropped {
            for transition in screens[source].transitions {
                entering[transition.move.target].append((source, transition.converted))
            }
            for set in screens[source].includes {
                for transition in sets[set].transitions {
                    entering[transition.move.target].append((source, transition.converted))
                }
            }
            for case let move? in screens[source].buttons.map(\.move) { byButton[move.target] = true }
        }
        for index in screens.indices
        where !screens[index].dropped && !screens[index].isAlert
            && (!entering[index].isEmpty || byButton[index]) && random.chance(0.35)
        {
            guard !actionNames(of: index).contains("finish"),
                entering[index].allSatisfy({ !actionNames(of: $0.source).contains($0.action + "ForResult") })
            else { continue }
            screens[index].returns = paletteType()
        }
    }

    // MARK: Cycles

    /// What one `cycle: intended` mark in the YAML covers: a transition, a button, a set's
    /// transition (on every screen that includes it), a back transition (each of its steps).
    enum MarkSite: Equatable {
        case transition(Int, Int)
        case button(Int, Int)
        case setTransition(Int, Int)
        case back(Int, Int)
        case setBack(Int, Int)
    }

    struct CycleEdge {
        var from: Int
        var to: Int
        var grows: Bool
        var site: MarkSite
    }

    /// The moves as the cycle rule sees them (MoveGraph): transitions (with the sets'),
    /// buttons, and the steps back transitions make (ScreenGraph.computeBackSteps).
    func cycleEdges() -> [CycleEdge] {
        var edges: [CycleEdge] = []
        var plain: [(from: Int, move: Move)] = []
        for source in screens.indices where !screens[source].dropped {
            for (t, transition) in screens[source].transitions.enumerated() {
                edges.append(
                    CycleEdge(
                        from: source, to: transition.move.target, grows: transition.move.style != "replace",
                        site: .transition(source, t)))
                plain.append((source, transition.move))
            }
            for set in screens[source].includes {
                for (t, transition) in sets[set].transitions.enumerated() {
                    edges.append(
                        CycleEdge(
                            from: source, to: transition.move.target, grows: transition.move.style != "replace",
                            site: .setTransition(set, t)))
                    plain.append((source, transition.move))
                }
            }
            for (b, button) in screens[source].buttons.enumerated() {
                guard let move = button.move else { continue }
                edges.append(
                    CycleEdge(from: source, to: move.target, grows: move.style != "replace", site: .button(source, b)))
                plain.append((source, move))
            }
        }
        // Which screens a move enters `popTo` from (a replace enters it from every root).
        var beneath = [[Int]](repeating: [], count: screens.count)
        for (from, move) in plain {
            if move.style == "replace" { beneath[move.target] += roots } else { beneath[move.target].append(from) }
        }
        var steps: [(from: Int, move: Move, site: MarkSite)] = []
        var dismissals: [(screen: Int, move: Move, site: MarkSite)] = []
        for source in screens.indices where !screens[source].dropped {
            var backs = screens[source].backTransitions.enumerated().map {
                ($0.element, MarkSite.back(source, $0.offset))
            }
            for set in screens[source].includes {
                backs += sets[set].backs.enumerated().map { ($0.element, MarkSite.setBack(set, $0.offset)) }
            }
            for (back, site) in backs {
                guard let move = back.move else { continue }
                switch back.kind {
                case .popTo(let popTo, let inclusive, _):
                    var seen: [Int] = []
                    for from in inclusive ? beneath[popTo] : [popTo] where !seen.contains(from) {
                        seen.append(from)
                        steps.append((from, move, site))
                    }
                case .selectRoot(let root):
                    steps.append((root, move, site))
                case .dismiss:
                    dismissals.append((source, move, site))
                }
            }
        }
        if !dismissals.isEmpty {
            // The presenters of each dismissing screen, over the moves and the steps above.
            var stayingInto = [[Int]](repeating: [], count: screens.count)
            var presentedBy = [[Int]](repeating: [], count: screens.count)
            // An alert's button leaves the alert first: a sheet it opens is presented by what
            // presents the alert (ScreenGraph.presenters).
            var alertPresenters = [[Int]](repeating: [], count: screens.count)
            for (from, move) in plain where screens[move.target].isAlert { alertPresenters[move.target].append(from) }
            for (from, move) in plain + steps.map({ ($0.from, $0.move) }) {
                switch move.style {
                case "sheet", "cover":
                    presentedBy[move.target] += screens[from].isAlert ? alertPresenters[from] : [from]
                case "replace": break
                default: stayingInto[move.target].append(from)
                }
            }
            for dismissal in dismissals {
                var visited: Set<Int> = [dismissal.screen]
                var queue = [dismissal.screen]
                var found: Set<Int> = []
                while let screen = queue.popLast() {
                    found.formUnion(presentedBy[screen])
                    for previous in stayingInto[screen] where visited.insert(previous).inserted {
                        queue.append(previous)
                    }
                }
                for from in found.sorted() { steps.append((from, dismissal.move, dismissal.site)) }
            }
        }
        for step in steps {
            edges.append(
                CycleEdge(from: step.from, to: step.move.target, grows: step.move.style != "replace", site: step.site))
        }
        return edges
    }

    /// Marks `cycle: intended` so that no cycle of unmarked growing moves is left, each mark on
    /// a move that closes a cycle (a stale mark is itself reported): for a set's transition, on
    /// some screen that includes it; for a back transition, every one of its steps. A cycle
    /// that only back transitions close, some of whose steps close none, cannot be marked: one
    /// of them then becomes a `replace` (or loses its move), and marking starts over; when that
    /// cannot be done either, the rule is turned off.
    mutating func markCycles() {
        let ruleOff = rules.contains { $0.0 == "unbounded-cycle" && $0.1 == "off" }
        if ruleOff, random.chance(0.5) { return }
        for _ in 0..<50 {
            switch chooseMarks() {
            case .marks(let marked):
                for site in marked {
                    switch site {
                    case .transition(let s, let t): screens[s].transitions[t].move.intended = true
                    case .button(let s, let b): screens[s].buttons[b].move?.intended = true
                    case .setTransition(let set, let t): sets[set].transitions[t].move.intended = true
                    case .back(let s, let b): screens[s].backTransitions[b].move?.intended = true
                    case .setBack(let set, let b): sets[set].backs[b].move?.intended = true
                    }
                }
                return
            case .stuck(let sites):
                if sites.contains(where: { unloop($0) }) { continue }
            }
            break
        }
        rules.removeAll { $0.0 == "unbounded-cycle" }
        rules.append(("unbounded-cycle", "off"))
    }

    enum MarkChoice {
        case marks([MarkSite])
        /// A cycle none of whose sites can be marked: these back transitions close it.
        case stuck([MarkSite])
    }

    /// The marks that break every cycle, or the sites of a cycle that none can break.
    mutating func chooseMarks() -> MarkChoice {
        let edges = cycleEdges()
        let count = screens.count
        var growingOut = [[Int]](repeating: [], count: count)
        for (number, edge) in edges.enumerated() where edge.grows { growingOut[edge.from].append(number) }
        // reaches[a][b]: growing moves lead from a to b.
        var reaches = [[Bool]](repeating: [Bool](repeating: false, count: count), count: count)
        for start in 0..<count {
            var queue = [start]
            while let node = queue.popLast() {
                for number in growingOut[node] where !reaches[start][edges[number].to] {
                    reaches[start][edges[number].to] = true
                    queue.append(edges[number].to)
                }
            }
        }
        let closes = { (edge: CycleEdge) in edge.grows && (edge.from == edge.to || reaches[edge.to][edge.from]) }
        func markable(_ site: MarkSite) -> Bool {
            let own = edges.filter { $0.site == site }
            switch site {
            case .transition, .button: return own.allSatisfy(closes)
            case .setTransition: return own.allSatisfy(\.grows) && own.contains(where: closes)
            case .back, .setBack: return !own.isEmpty && own.allSatisfy(closes)
            }
        }
        var marked: [MarkSite] = []
        for _ in 0..<(edges.count + 1) {
            guard let cycle = findCycle(edges, skipping: marked) else { break }
            var candidates: [MarkSite] = []
            var sites: [MarkSite] = []
            for number in cycle where !sites.contains(edges[number].site) {
                sites.append(edges[number].site)
                if markable(edges[number].site) { candidates.append(edges[number].site) }
            }
            guard !candidates.isEmpty else { return .stuck(sites) }
            marked.append(random.pick(candidates))
        }
        return .marks(marked)
    }

    /// Takes a back transition out of cycles: its move becomes a `replace` (which never makes
    /// the stack deeper), or, into an alert, goes (when the back transition stays legal without
    /// it). False when neither can be done.
    mutating func unloop(_ site: MarkSite) -> Bool {
        func fix(_ back: inout BackTransition) -> Bool {
            guard let move = back.move, move.style != "replace" else { return false }
            if !screens[move.target].isAlert {
                back.move?.style = "replace"
                back.move?.writeStyle = true
                return true
            }
            switch back.kind {
            case .dismiss: return false
            case .popTo(let screen, let inclusive, _) where !inclusive:
                // Back to the screen itself needs a move or `inclusive`: on a set, any includer may be it.
                if case .back(let declaring, _) = site, declaring == screen { return false }
                if case .setBack = site { return false }
                back.move = nil
                return true
            default:
                back.move = nil
                return true
            }
        }
        switch site {
        case .back(let screen, let number):
            var back = screens[screen].backTransitions[number]
            guard fix(&back) else { return false }
            screens[screen].backTransitions[number] = back
        case .setBack(let set, let number):
            var back = sets[set].backs[number]
            guard fix(&back) else { return false }
            sets[set].backs[number] = back
        default:
            return false
        }
        return true
    }

    /// The edges of one cycle of growing moves whose sites are not in `skipping`, or nil.
    func findCycle(_ edges: [CycleEdge], skipping: [MarkSite]) -> [Int]? {
        let count = screens.count
        var out = [[Int]](repeating: [], count: count)
        for (number, edge) in edges.enumerated() where edge.grows && !skipping.contains(edge.site) {
            out[edge.from].append(number)
        }
        // Iterative depth-first search: 0 unseen, 1 on the stack, 2 done.
        var state = [Int](repeating: 0, count: count)
        var via = [Int](repeating: -1, count: count)  // the edge that entered a node on the stack
        for start in 0..<count where state[start] == 0 {
            var stack: [(node: Int, next: Int)] = [(start, 0)]
            state[start] = 1
            while !stack.isEmpty {
                let (node, next) = stack[stack.count - 1]
                guard next < out[node].count else {
                    state[node] = 2
                    stack.removeLast()
                    continue
                }
                stack[stack.count - 1].next += 1
                let number = out[node][next]
                let target = edges[number].to
                if state[target] == 1 {
                    var cycle = [number]
                    var current = node
                    while current != target {
                        cycle.append(via[current])
                        current = edges[via[current]].from
                    }
                    return cycle
                }
                if state[target] == 0 {
                    state[target] = 1
                    via[target] = number
                    stack.append((target, 0))
                }
            }
        }
        return nil
    }

    // MARK: Moves from anywhere

    /// Sometimes a few `anywhere:` moves, in one file: forward into any screen that file can
    /// name, in the style its kind takes, or `select-root` (with a move from the root, or none).
    /// They only add legal moves, so nothing chosen before can become wrong.
    mutating func chooseAnywhere() {
        guard random.chance(0.3), !files.isEmpty else { return }
        anywhereFile = random.int(below: files.count)
        let namespace = files[anywhereFile].namespace
        let targets = screens.indices.filter { !screens[$0].dropped && canReference(from: namespace, to: $0) }
        let shownRoots = roots.filter { !screens[$0].dropped && canReference(from: namespace, to: $0) }
        var taken = Set<String>()
        for _ in 0..<random.int(1...4) {
            guard
                let action = freshName(
                    [Self.commonActions, Self.keywords], weights: [85, 15], isFree: { !taken.contains($0) })
            else { continue }
            var entry = AnywhereMove(action: action)
            if !shownRoots.isEmpty, random.chance(0.3) {
                entry.selectRoot = random.pick(shownRoots)
            }
            if entry.selectRoot == nil || random.chance(0.7), !targets.isEmpty {
                let target = random.pick(targets)
                var (style, writeStyle) = style(to: target)
                if entry.selectRoot != nil, style == "replace" {
                    style = "push"
                    writeStyle = false
                }
                var literals: [Literal] = []
                for (index, param) in screens[target].params.enumerated() where param.live == nil && random.chance(0.2)
                {
                    if let literal = literal(for: param.type, readingFrom: nil) {
                        literals.append(Literal(target: index, text: literal.text, reads: []))
                    }
                }
                entry.move = Move(
                    target: target, style: style, writeStyle: writeStyle, bindings: [], literals: literals)
            }
            if entry.selectRoot != nil, random.chance(0.3) { keepStack(&entry) }
            guard entry.move != nil || entry.selectRoot != nil else { continue }
            taken.insert(Names.lowerCamel(action))
            anywhere.append(entry)
        }
    }

    /// `keep-stack: true` (#35): the tab selected as it is, its move made over whatever it shows,
    /// so the move is one an earlier anywhere move makes (the tool's rule), or there is none.
    mutating func keepStack(_ entry: inout AnywhereMove) {
        entry.keepsStack = true
        let forward = anywhere.compactMap { $0.selectRoot == nil ? $0.move : nil }.filter { $0.style != "replace" }
        entry.move = forward.isEmpty || random.chance(0.2) ? nil : random.pick(forward)
    }

    mutating func renderAnywhere(namespace: Int?) -> String {
        var out = "anywhere:\n"
        for entry in anywhere {
            var keys: [String] = []
            if let root = entry.selectRoot {
                keys.append("select-root: " + YAMLText.name(reference(from: namespace, to: root)!))
                if entry.keepsStack { keys.append("keep-stack: true") }
            }
            if let move = entry.move { renderMove(move, from: 0, namespace: namespace, keys: &keys) }
            out += renderEntry(YAMLText.name(entry.action), keys: keys, indent: "  ")
        }
        return out
    }

    // MARK: Alert text fields

    /// `fields:` of an alert: ids that may be keywords or hostile text, titles that may show
    /// its params, some hidden.
    mutating func renderFields(of screen: Screen) -> String {
        var out = "    fields:\n"
        var ids: [String] = []
        for _ in 0..<random.int(1...3) {
            let id = random.pick(["name", "password", "note", "for", "in", "a b", "Ünï", "{x}"])
            guard !ids.contains(id) else { continue }
            ids.append(id)
            var pieces: [TextPiece] = [.text(random.pick(Self.texts))]
            if !screen.params.isEmpty, random.chance(0.4) {
                pieces.append(.placeholder(random.int(below: screen.params.count)))
            }
            let key = YAMLText.doubleQuoted(id, escapeNonASCII: true)
            switch random.int(0...2) {
            case 0: out += "      \(key): " + renderText(pieces, params: screen.params) + "\n"
            case 1: out += "      \(key): { title: " + renderText(pieces, params: screen.params) + ", secure: true }\n"
            default: out += "      \(key): {}\n"
            }
        }
        return out
    }

    // MARK: Moves opened at depth

    /// Sometimes `then:` on a screen's own forward transition: on through a screen its target
    /// declares a transition to (the first of them, as the tool picks), whose params that
    /// transition fixes all, so the method gains no argument that could clash.
    mutating func chooseContinuations() {
        guard random.chance(0.3) else { return }
        for source in screens.indices where !screens[source].dropped && !screens[source].isAlert {
            for number in screens[source].transitions.indices where random.chance(0.15) {
                let target = screens[source].transitions[number].move.target
                guard !screens[target].isAlert, !screens[target].dropped else { continue }
                var firsts: [Int: Move] = [:]
                for transition in screens[target].transitions where firsts[transition.move.target] == nil {
                    firsts[transition.move.target] = transition.move
                }
                let candidates = firsts.filter { next, move in
                    let fixed = Set(move.bindings.map(\.0) + move.literals.map(\.target))
                    return !screens[next].dropped && screens[next].params.indices.allSatisfy(fixed.contains)
                        && canReference(from: screens[source].namespace, to: next)
                }
                guard let next = candidates.keys.sorted().first else { continue }
                screens[source].transitions[number].move.then = [next]
            }
        }
    }

    // MARK: Pushes the user cannot pop

    /// Sometimes `back: false` (#35) on a screen's own push without `then:`: the tool accepts it
    /// there only.
    mutating func chooseUnpoppablePushes() {
        guard random.chance(0.25) else { return }
        for source in screens.indices where !screens[source].dropped && !screens[source].isAlert {
            for number in screens[source].transitions.indices where random.chance(0.2) {
                let move = screens[source].transitions[number].move
                guard move.style == "push", move.then.isEmpty else { continue }
                screens[source].transitions[number].move.hidesBack = true
            }
        }
    }

    // MARK: Links opened over what is shown

    /// Sometimes a link with `anywhere: true` into the target of an anywhere move: a literal
    /// first segment of its own (so it overlaps no other link), then a placeholder per required
    /// param, each of a type a URL carries.
    mutating func chooseOverShownLinks() {
        guard !anywhere.isEmpty, hasDeepLinkSettings else { return }
        for (number, entry) in anywhere.enumerated() {
            guard entry.selectRoot == nil, let move = entry.move,
                canReference(from: files[anywhereFile].namespace, to: move.target)
            else { continue }
            // The link builds its route from the URL alone: the move's `args` do not apply.
            let needed = screens[move.target].params.enumerated().filter {
                $0.element.defaultYAML == nil && !$0.element.type.isOptional
            }
            guard needed.allSatisfy({ $0.element.live == nil && Self.urlTypes.contains($0.element.type.canonical) })
            else { continue }
            // One placeholder per label: a stack of one screen has each label once.
            let url = "/over-shown-\(number)" + needed.map { "/{" + $0.element.name + "}" }.joined()
            deepLinks.append(DeepLink(url: url, stack: [move.target], root: nil, file: anywhereFile, isOverShown: true))
        }
    }
}
