/// Guards and deep links. (Part of `RandomGraph`, split by construct.)
extension RandomGraph {
    /// `requires:` on some non-root screens; the graph then also declares `<Route>Condition`.
    mutating func chooseGuards() {
        guard random.chance(0.3) else { return }
        for index in screens.indices where !roots.contains(index) && !screens[index].dropped && random.chance(0.25) {
            let count = random.weighted([70, 25, 5]) + 1
            for _ in 0..<count {
                let condition = random.pick(Self.conditions)
                if !screens[index].requires.contains(condition) { screens[index].requires.append(condition) }
            }
        }
        // Alert buttons that need a condition to be shown (`requires:` of a button).
        for index in screens.indices where screens[index].isAlert && !screens[index].dropped && random.chance(0.3) {
            for button in screens[index].buttons.indices where random.chance(0.4) {
                let count = random.weighted([75, 25]) + 1
                for _ in 0..<count {
                    let condition = random.pick(Self.conditions)
                    if !screens[index].buttons[button].requires.contains(condition) {
                        screens[index].buttons[button].requires.append(condition)
                    }
                }
            }
        }
        let buttonConditions = screens.contains { $0.buttons.contains { !$0.requires.isEmpty } }
        if buttonConditions || screens.contains(where: { !$0.requires.isEmpty }) {
            generatedTypeNames.insert(routeName + "Condition")
        }
    }

    /// The URL-readable kinds the tool knows, by the canonical spelling of the (unwrapped) type.
    static let urlTypes: Set<String> = [
        "String", "Swift.String", "Int", "Swift.Int", "Double", "Swift.Double", "Bool", "Swift.Bool", "UUID",
        "Foundation.UUID",
    ]
    /// Standard types that are LosslessStringConvertible: listable under `graph.deeplinks.types`.
    static let losslessStandard: Set<String> = ["Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt64", "Float"]

    /// Whether a type may be listed under `graph.deeplinks.types` here: the app can make it
    /// LosslessStringConvertible (stubs declare it so; the harness's Models.Contact is).
    func canBeCustomURLType(_ type: TypeExpr) -> Bool {
        let name = type.canonical
        if Self.losslessStandard.contains(name) { return true }
        if name == "Models.Contact" { return true }
        guard case .nominal(let c) = type, c.count == 1, c[0].arguments.isEmpty else { return false }
        // `Route`, `Screen` and `Condition` name the graph's associated types where link values
        // are read: the tool refuses them there (name-collision).
        return (Self.userTypes + Self.trickyUserTypes).contains(name) && !generatedTypeNames.contains(name)
            && !["Route", "Screen", "Condition"].contains(name)
    }

    /// `[T]` with `T` a standard URL-readable type: a link reads it from a repeated query key.
    func isListOfURLValues(_ type: TypeExpr) -> Bool {
        guard case .array(let element) = type else { return false }
        return Self.urlTypes.contains(element.canonical)
    }

    /// A segment of letters, digits and placeholders (with `@`, `~`, `-`, `.`, `_` around them):
    /// one a fragment path and an opaque URI read as a plain path does.
    static func isPlainSegment(_ segment: String) -> Bool {
        segment != "*" && segment.allSatisfy { $0.isLetter || $0.isNumber || "{}@~-._".contains($0) }
    }

    mutating func chooseDeepLinks() {
        guard random.chance(0.35) else { return }
        hasDeepLinkSettings = true
        schemes = Array(random.shuffled(["app", "myapp", "x-test", "App+Beta", "a.b-c"]).prefix(random.int(1...2)))
        if random.chance(0.4) {
            hosts = Array(random.shuffled(["example.com", "Links.Example.org", "localhost"]).prefix(random.int(1...2)))
        }
        // Moves a stack may be built from: every declared move but `replace`; a replace target
        // may only be the first screen of a stack.
        var steps: [Int: [Int]] = [:]
        var replaceTargets: [Int] = []
        for (index, screen) in screens.enumerated() where !screen.dropped {
            for move in screen.transitions.map(\.move) + screen.buttons.compactMap(\.move)
            where !screens[move.target].dropped {
                if move.style == "replace" {
                    if !replaceTargets.contains(move.target) { replaceTargets.append(move.target) }
                } else if !(steps[index]?.contains(move.target) ?? false) {
                    steps[index, default: []].append(move.target)
                }
            }
        }
        // `*` alone is the wildcard segment, not literal text.
        let literals = [
            "items", "v1", "a.b", "x_y", "~me", "@team", "(beta)", "a,b", "it's", "*", "$", "!", ";p", ":x", "l-1",
            "Caps",
        ]
        var usedEmpty = false
        // The link shapes of #37 (arrays read from repeated query keys, fragment paths, opaque
        // URIs) come from a random source of their own: seeds that draw none of them write the
        // bytes they wrote before.
        var shapes = SeededRandom(seed: seed &* 0x9E37_79B9_7F4A_7C15 &+ 0x3737)
        // Required query items (a required param read from the query) draw from their own too.
        var requiredItems = SeededRandom(seed: seed &* 0x9E37_79B9_7F4A_7C15 &+ 0x3838)
        // Fixed values (`args`) too.
        var fixing = SeededRandom(seed: seed &* 0x9E37_79B9_7F4A_7C15 &+ 0x3939)
        for number in 0..<random.int(1...6) {
            let root = random.pick(roots)
            var stack: [Int] = []
            var current = root
            for position in 0..<random.weighted([15, 45, 30, 10]) {
                let options = (steps[current] ?? []) + (position == 0 ? replaceTargets : [])
                // An alert can only be the last screen of a link's stack.
                guard !options.isEmpty, !screens[current].isAlert else { break }
                current = random.pick(options)
                stack.append(current)
            }
            // Placeholders: one per param label of the stack screens (a placeholder binds every
            // stack param of its name, which must then share one URL-readable type).
            var labels: [String] = []
            for screen in stack {
                for param in screens[screen].params where !labels.contains(param.label) { labels.append(param.label) }
            }
            var pathPlaceholders: [String] = []
            var queryPlaceholders: [String] = []
            var feasible = true
            var newTypes: [String] = []
            /// Optional array params read from a repeated query key (`?via=a&via=b`).
            var arrayPlaceholders: [String] = []
            /// Params given a fixed value (`args`), with the literal.
            var fixedValues: [(param: String, literal: String)] = []
            for label in labels {
                let bound = stack.flatMap { screen in screens[screen].params.filter { $0.label == label } }
                let anyRequired = bound.contains { $0.isRequired }
                // No link can supply a live value: a required one makes the stack unusable.
                if bound.contains(where: { $0.live != nil }) {
                    if anyRequired { feasible = false }
                    continue
                }
                let valueTypes = bound.map { $0.type.isOptional ? $0.type.unwrapped : $0.type }
                let sameType = valueTypes.allSatisfy { $0.canonical == valueTypes[0].canonical }
                var readable = sameType && Self.urlTypes.contains(valueTypes[0].canonical)
                if sameType, !readable, (customTypes + newTypes).contains(valueTypes[0].canonical) { readable = true }
                if sameType, !readable, canBeCustomURLType(valueTypes[0]), random.chance(0.7) {
                    newTypes.append(valueTypes[0].canonical)
                    readable = true
                }
                guard readable else {
                    if anyRequired { feasible = false }
                    if !anyRequired, sameType, isListOfURLValues(valueTypes[0]), shapes.chance(0.5) {
                        arrayPlaceholders.append(shapes.pick(Names.spellings(of: bound[0].name)))
                    }
                    continue
                }
                let spelling = random.pick(Names.spellings(of: bound[0].name))
                if let literal = Self.fixedLiteral(valueTypes[0].canonical), fixing.chance(0.4) {
                    fixedValues.append((bound[0].name, literal))  // `args`: the link decides it
                } else if anyRequired, requiredItems.chance(0.2) {
                    queryPlaceholders.append(spelling)  // a required item: the URL must give it
                } else if anyRequired || random.chance(0.3) {
                    pathPlaceholders.append(spelling)
                } else if random.chance(0.6) {
                    queryPlaceholders.append(spelling)
                }
            }
            guard feasible else { continue }
            // Sometimes the whole URL (`url-param`) for a String or URL param of the last screen
            // whose name no other stack screen has: its placeholder, if any, is dropped.
            var urlParam: String?
            if let last = stack.last, shapes.chance(0.15),
                let param = screens[last].params.first(where: { param in
                    let type = param.type.isOptional ? param.type.unwrapped : param.type
                    return param.live == nil
                        && ["String", "Swift.String", "URL", "Foundation.URL"].contains(type.canonical)
                        && !stack.dropLast().contains { screen in
                            screens[screen].params.contains { $0.label == param.label }
                        }
                })
            {
                let spellings = Names.spellings(of: param.name)
                pathPlaceholders.removeAll { spellings.contains($0) }
                queryPlaceholders.removeAll { spellings.contains($0) }
                urlParam = param.name
                fixedValues.removeAll { $0.param == param.name }
            }
            for type in newTypes where !customTypes.contains(type) { customTypes.append(type) }
            var segments: [String] = []
            // Sometimes a host part (`//…`, which ignores `hosts`): a literal host, or one of the
            // path placeholders read from the host instead, alone or with host text around it.
            var host: String?
            if !pathPlaceholders.isEmpty, random.chance(0.3) {
                let placeholder = pathPlaceholders.remove(at: random.int(below: pathPlaceholders.count))
                let prefix = random.chance(0.3) ? random.pick(["api-", "x", "eu."]) : ""
                let suffix = random.chance(0.3) ? random.pick([".example.com", "-1.test", ".Example.org"]) : ""
                host = "\(prefix){\(placeholder)}\(suffix)"
            } else if random.chance(0.1) {
                host = random.pick(["shop.example.com", "Links.Example.net", "api-1.test", "localhost"])
                // Sometimes a wildcard host, every subdomain of that domain (#37).
                if fixing.chance(0.3) { host = "*." + host! }
            } else if fixing.chance(0.1) {
                host = "*.wild.example"
            }
            if pathPlaceholders.isEmpty, stack.isEmpty || host != nil, !usedEmpty, random.chance(0.3) {
                // The one link to an empty path: `/` (the bare root), or `//{server}` alone;
                // two would overlap.
                usedEmpty = true
            } else {
                segments.append("l\(number)")  // a literal of its own: links never overlap
                for placeholder in random.shuffled(pathPlaceholders) {
                    if random.chance(0.3) { segments.append(random.pick(literals)) }
                    // Sometimes literal text around it in its segment (`@{acct}`, `{id}.json`).
                    let prefix = random.chance(0.3) ? random.pick(["@", "~", "v", "item-", "(", "a.b_"]) : ""
                    let suffix = random.chance(0.3) ? random.pick([".json", "~", ")", "-x", ":1"]) : ""
                    segments.append("\(prefix){\(placeholder)}\(suffix)")
                }
                // A segment the app does not read: the wildcard.
                if random.chance(0.2) { segments.insert("*", at: random.int(1...segments.count)) }
                if random.chance(0.3) { segments.append(random.pick(literals)) }
            }
            var url =
                (host.map { "//" + $0 } ?? "")
                + (segments.isEmpty && host != nil ? "" : "/" + segments.joined(separator: "/"))
            var query = ""
            if !queryPlaceholders.isEmpty {
                query +=
                    "?"
                    + queryPlaceholders.enumerated().map {
                        "\(random.pick(["q", "p", "x_y", "k.v", "a-b"]))\($0.offset)={\($0.element)}"
                    }.joined(separator: "&")
            }
            for (offset, placeholder) in arrayPlaceholders.enumerated() {
                query += (query.isEmpty ? "?" : "&") + "\(shapes.pick(["via", "tag", "id"]))\(offset)={\(placeholder)}"
            }
            // A fragment path (`//matrix.to/#/l1/{room}?via={via}`) or an opaque URI
            // (`app:l1/{room}`), for segments that read the same way in either.
            let plain = !segments.isEmpty && segments.allSatisfy(Self.isPlainSegment)
            if let host, plain, shapes.chance(0.2) {
                url = "//" + host + "/#/" + segments.joined(separator: "/")
            } else if host == nil, plain, let scheme = schemes.first, shapes.chance(0.15) {
                url = scheme + ":" + segments.joined(separator: "/")
            }
            url += query
            let writeRoot = roots.count > 1 && random.chance(0.4)
            var link = DeepLink(url: url, stack: stack, root: writeRoot ? root : nil)
            link.urlParam = urlParam
            link.args = fixedValues
            link.isCanonical = fixing.chance(0.15)
            deepLinks.append(link)
        }
        addRootParamLinks(&shapes)
        addChoiceLink(steps: steps)
        choosePrintedForms()
        if random.chance(0.2), let extra = random.pick(["Int64", "Float"]) as String?, !customTypes.contains(extra) {
            customTypes.append(extra)  // listed though no link reads it
        }
        // Each link in a file whose namespace can name its stack (and root); else app.yaml.
        for index in deepLinks.indices {
            let file = random.int(below: files.count)
            let namespace = files[file].namespace
            let named = deepLinks[index].stack + deepLinks[index].oneOf + (deepLinks[index].root.map { [$0] } ?? [])
            let nameable = named.allSatisfy {
                canReference(from: namespace, to: $0)
            }
            deepLinks[index].file = nameable ? file : 0
        }
    }

    /// `print-scheme` and `print-host` (#37) on some links: the last listed scheme (not on an
    /// opaque URI) and, for a link without a host part, the last listed host. From a random
    /// source of its own.
    private mutating func choosePrintedForms() {
        var printing = SeededRandom(seed: seed &* 0x9E37_79B9_7F4A_7C15 &+ 0x4141)
        for index in deepLinks.indices {
            let url = deepLinks[index].url
            if schemes.count > 1, url.hasPrefix("/"), printing.chance(0.3) {
                deepLinks[index].printScheme = schemes[schemes.count - 1]
            }
            if hosts.count > 1, url.hasPrefix("/"), !url.hasPrefix("//"), printing.chance(0.3) {
                deepLinks[index].printHost = hosts[hosts.count - 1]
            }
        }
    }

    /// A link whose screen the app's resolver picks (#37): `/c3`, `choice: pick-3`, `one-of:`
    /// two or three screens a root's moves reach, none needing a value the URL does not give.
    /// From a random source of its own, so seeds that draw none write what they wrote before.
    private mutating func addChoiceLink(steps: [Int: [Int]]) {
        var choosing = SeededRandom(seed: seed &* 0x9E37_79B9_7F4A_7C15 &+ 0x4040)
        guard choosing.chance(0.8) else { return }
        for root in roots {
            var targets = (steps[root] ?? []).filter { target in
                !screens[target].dropped && !screens[target].params.contains { $0.isRequired }
            }
            guard targets.count >= 2 else { continue }
            // Candidates the root enters in one style when it can, so its own choice move may share the
            // link's choice (RandomGraph+MoveChoices.swift).
            let plain = screens[root].transitions.map(\.move).filter {
                $0.then.isEmpty && !$0.hidesBack && !$0.intended && !screens[$0.target].isAlert
            }
            for style in ["push", "sheet", "cover"] {
                let entered = targets.filter { target in plain.contains { $0.style == style && $0.target == target } }
                if entered.count >= 2 {
                    targets = entered
                    break
                }
            }
            let count = choosing.int(2...min(3, targets.count))
            var link = DeepLink(url: "/c\(deepLinks.count)", stack: [], root: roots.count > 1 ? root : nil)
            link.choice = "pick-\(deepLinks.count)"
            link.oneOf = Array(choosing.shuffled(targets).prefix(count))
            deepLinks.append(link)
            return
        }
    }

    /// Links that set a root's params (#37): `/r0/{provider}?hint={hint}`, `stack: []`, its
    /// root written; a required param from the path, an optional one sometimes from the query.
    /// Only roots whose params a URL can carry (an optional one it cannot is left unbound).
    private mutating func addRootParamLinks(_ shapes: inout SeededRandom) {
        for (number, root) in roots.enumerated() where !screens[root].params.isEmpty && shapes.chance(0.3) {
            var path: [String] = []
            var query: [String] = []
            var feasible = true
            for param in screens[root].params {
                let type = param.type.isOptional ? param.type.unwrapped : param.type
                guard param.live == nil, Self.urlTypes.contains(type.canonical) else {
                    if param.isRequired { feasible = false }
                    continue
                }
                let spelling = shapes.pick(Names.spellings(of: param.name))
                if param.isRequired || shapes.chance(0.3) {
                    path.append(spelling)
                } else if shapes.chance(0.6) {
                    query.append(spelling)
                }
            }
            // A link that binds no root param would not set the root.
            guard feasible, !(path.isEmpty && query.isEmpty) else { continue }
            let items = query.enumerated().map { "q\($0.offset)={\($0.element)}" }.joined(separator: "&")
            let url = "/r\(number)" + path.map { "/{\($0)}" }.joined() + (items.isEmpty ? "" : "?" + items)
            deepLinks.append(DeepLink(url: url, stack: [], root: root))
        }
    }

    // MARK: Texts, views, files
}

extension RandomGraph {
    /// A literal of a standard type, for a link's `args`; nil for other types.
    static func fixedLiteral(_ canonical: String) -> String? {
        switch canonical {
        case "Int", "Swift.Int": "7"
        case "Double", "Swift.Double": "2.5"
        case "Bool", "Swift.Bool": "true"
        case "String", "Swift.String": "\"fixed\""
        default: nil
        }
    }
}
