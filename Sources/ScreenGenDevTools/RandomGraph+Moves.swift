/// Transitions, alert buttons and back moves: what connects the graph. (Part of `RandomGraph`, split by construct.)
extension RandomGraph {
    /// Random `args` from the source's params into the target's.
    /// Random `args` from the source's params (or fixed literals) into the target's.
    mutating func move(from source: Int, to target: Int, requireAll: Bool) -> Move? {
        var (style, writeStyle) = style(to: target)
        if requireAll, style == "push", !writeStyle, random.chance(0.5) { writeStyle = true }
        guard let (args, literals) = arguments(from: source, to: target, requireAll: requireAll) else { return nil }
        return Move(target: target, style: style, writeStyle: writeStyle, bindings: args, literals: literals)
    }

    mutating func arguments(from source: Int, to target: Int, requireAll: Bool) -> ([(Int, Int)], [Literal])? {
        var literals: [Literal] = []
        guard let args = bindings(from: source, to: target, requireAll: requireAll, literals: &literals) else {
            return nil
        }
        return (args, literals)
    }

    mutating func bindings(from source: Int, to target: Int, requireAll: Bool, literals: inout [Literal]) -> [(
        Int, Int
    )]? {
        var result: [(Int, Int)] = []
        var used = Set<Int>()
        for (t, param) in screens[target].params.enumerated() {
            let candidates = screens[source].params.indices.filter {
                compatible(target: param.type, source: screens[source].params[$0].type)
            }
            let must = requireAll && param.isRequired
            // A property of a source param (`title.utf8.count`), sometimes.
            if param.live == nil, random.chance(0.12), let read = propertyRead(for: param.type, from: source) {
                literals.append(Literal(target: t, text: read.text, reads: [read.param]))
                continue
            }
            // A fixed value instead, sometimes; for a required param nothing else supplies, when one fits.
            if param.live == nil, random.chance(literalChance) || (must && candidates.isEmpty),
                let literal = literal(for: param.type, readingFrom: source)
            {
                literals.append(Literal(target: t, text: literal.text, reads: literal.reads))
                continue
            }
            guard !candidates.isEmpty, must || random.chance(0.45) else {
                if must { return nil }
                continue
            }
            // Prefer a source not read yet, so the method's arguments stay distinct.
            let fresh = candidates.filter { !used.contains($0) }
            let s = random.pick(fresh.isEmpty ? candidates : fresh)
            used.insert(s)
            result.append((t, s))
        }
        return result
    }

    /// Properties of the standard types params have, by the type's name: a member path and the
    /// name of the type it reads (the compiler checks what the tool cannot: the app's types).
    static let standardProperties: [String: [(path: String, type: String)]] = [
        "String": [("count", "Int"), ("utf8.count", "Int"), ("isEmpty", "Bool"), ("description", "String")],
        "Int": [("description", "String"), ("bitWidth", "Int"), ("words.count", "Int")],
        "Double": [("description", "String"), ("magnitude", "Double"), ("isNaN", "Bool")],
        "Bool": [("description", "String")],
    ]

    /// `param.member…` of a non-live, non-optional param of `source` whose value is of `type`
    /// (or of the type `type` makes optional), a member now and then in backticks; nil when none
    /// fits.
    mutating func propertyRead(for type: TypeExpr, from source: Int) -> (text: String, param: Int)? {
        guard let wanted = (type.isOptional ? type.unwrapped : type).standardName else { return nil }
        var options: [(param: Int, path: String)] = []
        for (index, param) in screens[source].params.enumerated() where param.live == nil && !param.type.isOptional {
            guard let name = param.type.standardName, let properties = Self.standardProperties[name] else { continue }
            for property in properties where property.type == wanted { options.append((index, property.path)) }
        }
        guard !options.isEmpty else { return nil }
        let (index, path) = random.pick(options)
        let members = path.split(separator: ".").map { random.chance(0.2) ? "`\($0)`" : String($0) }
        return (paramSpelling(screens[source].params[index].name) + "." + members.joined(separator: "."), index)
    }

    mutating func style(to target: Int) -> (String, Bool) {
        if screens[target].isDialog { return ("dialog", true) }
        if screens[target].isAlert { return ("alert", true) }
        let style = random.pick(["push", "push", "sheet", "cover", "replace"])
        return (style, style != "push" || random.chance(0.3))
    }

    /// Adds a transition from `source` to `target` with a fresh action name; false when none fits.
    @discardableResult
    mutating func addTransition(from source: Int, to target: Int, action preferred: String? = nil) -> Bool {
        guard !screens[source].isAlert, canReference(from: screens[source].namespace, to: target) else { return false }
        let taken = actionNames(of: source)
        let feature = screens[source].namespace
        let methods = feature.map { routerMethods[$0, default: []] } ?? []
        let caseName = screens[source].caseName
        let isFree = { (converted: String) in
            !taken.contains(converted) && !methods.contains(caseName + Names.capitalized(converted))
        }
        var action: String?
        if let preferred, isFree(Names.lowerCamel(preferred)) {
            action = random.pick(Names.spellings(of: preferred))
        } else {
            action = freshName(
                [Self.commonActions, Self.trickyActions, Self.keywords], weights: [55, 30, 15], isFree: isFree)
        }
        guard let action else { return false }
        let converted = Names.lowerCamel(action)
        guard let move = move(from: source, to: target, requireAll: false) else { return false }
        screens[source].transitions.append(Transition(action: action, converted: converted, move: move))
        if let feature { routerMethods[feature, default: []].insert(caseName + Names.capitalized(converted)) }
        return true
    }

    /// Alert buttons. Targets first; then every alert gains params for what its buttons' targets
    /// require (which may change other buttons' targets, so until nothing changes); then `args`.
    mutating func chooseButtons() {
        var targets: [Int: [Int?]] = [:]
        for alert in screens.indices where screens[alert].isAlert {
            var ids: [String] = []
            for _ in 0..<random.weighted([8, 40, 35, 17]) {
                let id = random.pick([
                    "ok", "cancel", "delete", "retry", "sign-out", "default", "self", "yes, \"really\"", "Ünï", "a\\b",
                    "{x}", "case", "inout", "1st", "—",
                    // Two ids of one name with "sign-out": then neither gets a case of `<Route>Button`
                    // (nor, both in one alert, of its `<Alert>Button`).
                    "signOut",
                ])
                guard !ids.contains(id) else { continue }
                ids.append(id)
                var button = Button(id: id)
                if random.chance(0.7) { button.title = random.pick(Self.texts) }
                if random.chance(0.5) { button.role = random.pick(["cancel", "destructive"]) }
                var target: Int?
                if random.chance(0.5) {
                    let candidate = random.int(below: screens.count)
                    // Params shared through an alias cannot grow on one side only.
                    let aliased = screens[alert].paramsAlias != nil || screens.contains { $0.paramsAlias == alert }
                    if canReference(from: screens[alert].namespace, to: candidate), !aliased { target = candidate }
                }
                screens[alert].buttons.append(button)
                targets[alert, default: []].append(target)
            }
        }
        let alerts = screens.indices.filter { screens[$0].isAlert }
        for _ in 0..<10 {
            var changed = false
            for alert in alerts {
                for case let target? in targets[alert] ?? [] {
                    for param in screens[target].params where param.isRequired {
                        guard
                            !screens[alert].params.contains(where: { compatible(target: param.type, source: $0.type) }),
                            var added = makeParam(for: alert, optionalOnly: false, type: param.type, label: param.name)
                        else { continue }
                        added.defaultYAML = nil
                        added.isRequired = true
                        added.live = param.live  // the type is a live one: so is the param
                        screens[alert].params.append(added)
                        changed = true
                    }
                }
            }
            if !changed { break }
        }
        for alert in alerts {
            for (index, target) in (targets[alert] ?? []).enumerated() {
                guard let target, let move = move(from: alert, to: target, requireAll: true) else { continue }
                screens[alert].buttons[index].move = move
            }
        }
    }

    /// Every screen reachable from a root: each unreached screen gets a transition from a reached
    /// view screen that can name it; one that none can name is dropped.
    mutating func connect() {
        var reached = Set(roots)
        var pending = random.shuffled(screens.indices.filter { !reached.contains($0) })
        // Deliberate shared names first: the same action from the same-named screen of two features.
        var progress = true
        while !pending.isEmpty, progress {
            progress = false
            var still: [Int] = []
            for target in pending where !reached.contains(target) {
                let parents = random.shuffled(
                    reached.sorted().filter {
                        !screens[$0].isAlert && canReference(from: screens[$0].namespace, to: target)
                    })
                var done = false
                for parent in parents.prefix(4) where addTransition(from: parent, to: target) {
                    done = true
                    break
                }
                if done {
                    reached.insert(target)
                    progress = true
                    markButtonTargets(from: target, into: &reached)
                } else {
                    still.append(target)
                }
            }
            pending = still
        }
        for index in pending { screens[index].dropped = true }
        // Buttons and transitions that point at a dropped screen go too.
        for index in screens.indices {
            screens[index].buttons = screens[index].buttons.map { button in
                var button = button
                if let move = button.move, screens[move.target].dropped { button.move = nil }
                return button
            }
        }
    }

    /// Alert buttons also reach their targets.
    func markButtonTargets(from screen: Int, into reached: inout Set<Int>) {
        for button in screens[screen].buttons {
            if let move = button.move { reached.insert(move.target) }
        }
    }

    mutating func addExtraTransitions() {
        let live = screens.indices.filter { !screens[$0].dropped }
        let views = live.filter { !screens[$0].isAlert }
        // Same screen name and action across features: `detail` → `open-status` in each.
        let groups = Dictionary(grouping: views.filter { screens[$0].namespace != nil }, by: { screens[$0].caseName })
        for caseName in groups.keys.sorted() where groups[caseName]!.count >= 2 && random.chance(0.8) {
            let action = random.pick(["open-status", "open", "select", "show"])
            for source in groups[caseName]! {
                addTransition(from: source, to: random.pick(live), action: action)
            }
        }
        // Screens named for a router clash get the matching action, to a target without params.
        for (screen, action) in Self.routerClashes {
            for source in views
            where screens[source].namespace != nil && screens[source].caseName == Names.lowerCamel(screen) {
                let targets = live.filter { screens[$0].params.isEmpty }
                addTransition(from: source, to: random.pick(targets.isEmpty ? live : targets), action: action)
            }
        }
        for _ in 0..<random.int(0...(views.count * 2)) {
            addTransition(from: random.pick(views), to: random.pick(live))
        }
    }

    /// A router method may not take two arguments with one label: the source params `args`
    /// reads and the target's free params. Bind the free one too, or drop the binding.
    mutating func fixRouterLabels() {
        for source in screens.indices {
            for t in screens[source].transitions.indices {
                fixRouterLabels(&screens[source].transitions[t].move, source: source)
            }
            // A back transition's move (`dismiss: true` then `to:`) has a router method too.
            for b in screens[source].backTransitions.indices {
                guard var move = screens[source].backTransitions[b].move else { continue }
                fixRouterLabels(&move, source: source)
                screens[source].backTransitions[b].move = move
            }
        }
    }

    /// One move's router method: the labels of the source params its `args` read (bound or
    /// inside literals) and of the target params it leaves free must differ.
    func fixRouterLabels(_ move: inout Move, source: Int) {
        for _ in 0..<12 {
            let target = screens[move.target]
            let fixedTargets = Set(move.bindings.map(\.0) + move.literals.map(\.target))
            let readLabels = Set(
                (move.bindings.map(\.1) + move.literals.flatMap(\.reads)).map { screens[source].params[$0].label })
            guard
                let clash = target.params.indices.first(where: {
                    !fixedTargets.contains($0) && readLabels.contains(target.params[$0].label)
                })
            else { break }
            let label = target.params[clash].label
            let sourceParam = screens[source].params.firstIndex { $0.label == label }!
            if compatible(target: target.params[clash].type, source: screens[source].params[sourceParam].type) {
                move.bindings.append((clash, sourceParam))
            } else {
                move.bindings.removeAll { $0.1 == sourceParam }
                move.literals.removeAll { $0.reads.contains(sourceParam) }
            }
        }
    }

    // MARK: Guards and deep links

    static let conditions = [
        "signedIn", "isAdmin", "hasPro", "default", "self", "init", "rawValue", "allCases", "hashValue", "none",
        "some", "description", "screen", "in", "case", "true", "nil", "route", "for", "conditions", "holds",
        "onboarded2", "inout",
    ]
}
