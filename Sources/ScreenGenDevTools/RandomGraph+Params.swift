/// Params of screens, live params, and how a move's args reach them. (Part of `RandomGraph`, split by construct.)
extension RandomGraph {
    /// A param, required or not as asked; nil when no free label was found.
    mutating func makeParam(
        for screen: Int, optionalOnly: Bool, type forced: TypeExpr? = nil, label preferred: String? = nil
    ) -> Param? {
        let taken = Set(screens[screen].params.map(\.label))
        var name: String?
        if let preferred, !taken.contains(Names.lowerCamel(preferred)) {
            name = random.pick(Names.spellings(of: preferred))
        } else {
            name = freshName([Self.commonParams, Self.trickyParams, Self.keywords], weights: [60, 30, 10]) {
                !taken.contains($0)
            }
        }
        guard let name else { return nil }
        let type = forced ?? paletteType()
        var param = Param(
            name: name, label: Names.lowerCamel(name), type: type, defaultYAML: nil, isRequired: !type.isOptional)
        if type.isOptional {
            if random.chance(0.3) {
                if let kind = type.literalKind, random.chance(0.5) {
                    param.defaultYAML = defaultText(for: kind, optional: true)
                } else {
                    param.defaultYAML = random.pick(["null", "~", "null", ""])
                }
            }
        } else if let kind = type.literalKind, optionalOnly || random.chance(0.45) {
            param.defaultYAML = defaultText(for: kind, optional: false)
            param.isRequired = false
        }
        if optionalOnly, param.isRequired { return nil }
        return param
    }

    mutating func chooseParams() {
        for index in screens.indices {
            let isRoot = roots.contains(index)
            // Screens that share an earlier screen's params through a YAML anchor.
            if index > 0, !isRoot, random.chance(0.06) {
                let source = random.int(below: index)
                if screens[source].paramsAlias == nil, !screens[source].params.isEmpty {
                    screens[index].params = screens[source].params
                    screens[index].paramsAlias = source
                    continue
                }
            }
            let count = random.weighted([30, 30, 20, 12, 8])
            var attempts = 0
            // A root whose required params the app supplies (`graph.start-params`).
            if isRoot, random.chance(startParamsChance) {
                var listed: [String] = []
                for _ in 0..<random.weighted([0, 70, 30]) {
                    // Mostly of a type that is not optional: a required param.
                    var made = makeParam(for: index, optionalOnly: false)
                    for _ in 0..<4 where made?.type.isOptional ?? true && random.chance(0.85) {
                        made = makeParam(for: index, optionalOnly: false)
                    }
                    guard var param = made else { continue }
                    if !param.isRequired, !param.type.isOptional {
                        param.defaultYAML = nil  // a required one, whatever `makeParam` chose
                        param.isRequired = true
                    }
                    screens[index].params.append(param)
                    listed.append(param.name)
                }
                // Sometimes one of its optional params too, listed or not.
                if let param = makeParam(for: index, optionalOnly: true), random.chance(0.4) {
                    screens[index].params.append(param)
                    if random.chance(0.5) { listed.append(param.name) }
                }
                if !listed.isEmpty { startParams.append((index, random.shuffled(listed))) }
            }
            while screens[index].params.count < count, attempts < 30 {
                attempts += 1
                if isRoot {
                    // Roots take only optional or defaulted params.
                    if let param = makeParam(for: index, optionalOnly: true) { screens[index].params.append(param) }
                } else if let param = makeParam(for: index, optionalOnly: false) {
                    screens[index].params.append(param)
                }
            }
            // A live param (a view model, a closure), never on a root: a root is saved state.
            if !isRoot, random.chance(liveParamChance), let param = makeLiveParam(for: index) {
                screens[index].params.insert(param, at: random.int(0...screens[index].params.count))
            }
        }
        // Alias targets may not change their params from now on; aliases copy them.
    }

    // MARK: Moves

    /// How `from` (a namespace) writes a reference to `target`, or nil when it cannot.
    mutating func reference(from namespace: Int?, to target: Int) -> String? {
        let screen = screens[target]
        let bare = random.pick(Names.spellings(of: screen.name))
        if let feature = screen.namespace {
            let qualified = random.pick(Names.spellings(of: features[feature].name)) + "." + bare
            if feature == namespace { return random.chance(0.7) ? bare : qualified }
            return qualified
        }
        // A top-level screen: `detail` from a feature finds the feature's own `detail` first.
        if let namespace,
            screens.contains(where: { $0.namespace == namespace && $0.caseName == screen.caseName && !$0.dropped })
        {
            return nil
        }
        return bare
    }

    func canReference(from namespace: Int?, to target: Int) -> Bool {
        let screen = screens[target]
        if screen.namespace != nil { return true }
        guard let namespace else { return true }
        return !screens.contains(where: { $0.namespace == namespace && $0.caseName == screen.caseName && !$0.dropped })
    }

    /// The types of live params (`live: true`), and of live closures (`live: closure`): names no
    /// other param uses. Stubbed as a `Sendable` final class, and as a main-actor function type.
    static let liveTypes = ["LiveStore", "Session.Model", "Feed<Int>"]
    static let liveClosureTypes = ["OnDone", "Picker.Chosen"]

    /// A live param for a screen that is not a root; nil when no free label was found.
    mutating func makeLiveParam(for screen: Int) -> Param? {
        let taken = Set(screens[screen].params.map(\.label))
        let name = freshName(
            [["model", "store", "session", "onDone", "binding", "coordinator"], Self.keywords], weights: [85, 15]
        ) {
            !taken.contains(Names.lowerCamel($0))
        }
        guard let name else { return nil }
        let isClosure = random.chance(0.35)
        let written = random.pick(isClosure ? Self.liveClosureTypes : Self.liveTypes)
        let base: TypeExpr = written == "Feed<Int>" ? .named("Feed", [.named("Int")]) : .named(written)
        let optional = random.chance(0.3)
        var param = Param(
            name: name, label: Names.lowerCamel(name), type: optional ? .optional(base) : base, defaultYAML: nil,
            isRequired: !optional, live: isClosure ? .closure : .true)
        if optional, random.chance(0.3) { param.defaultYAML = random.pick(["null", "~"]) }
        return param
    }

    func compatible(target: TypeExpr, source: TypeExpr) -> Bool {
        target.canonical == source.canonical || (target.isOptional && target.unwrapped.canonical == source.canonical)
    }
}
