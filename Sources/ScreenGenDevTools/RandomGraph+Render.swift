/// Writing the graph out as YAML. (Part of `RandomGraph`, split by construct.)
extension RandomGraph {
    /// The graph's files: relative path → contents.
    mutating func render() -> [(path: String, contents: String)] {
        var anchors: [Int: String] = [:]
        for index in screens.indices where !screens[index].dropped {
            if let source = screens[index].paramsAlias, !screens[source].dropped,
                screens[source].file <= screens[index].file,
                fileOrderBefore(source, index)
            {
                anchors[source] = "p\(source)"
            } else if screens[index].paramsAlias != nil {
                screens[index].paramsAlias = nil
            }
        }
        var result: [(String, String)] = []
        for (fileIndex, file) in files.enumerated() {
            var out = "# screengen-dev random-graph --seed \(seed)\n"
            if random.chance(0.1) { out += "---\n" }
            if file.hasGraph { out += renderGraph(from: file.namespace) }
            if let feature = file.namespace { out += "feature: \(features[feature].name)\n" }
            let ownSets = sets.indices.filter { sets[$0].file == fileIndex }
            let setsFirst = random.chance(0.5)
            if setsFirst { out += renderSets(ownSets) }
            let own = screens.indices.filter { screens[$0].file == fileIndex && !screens[$0].dropped }
            if !own.isEmpty {
                out += "screens:\n"
                for index in own { out += renderScreen(index, anchors: anchors) }
            } else if file.namespace != nil || random.chance(0.5) {
                out += random.pick(["screens:\n", "screens: {}\n", ""])
            }
            if !setsFirst { out += renderSets(ownSets) }
            if fileIndex == anywhereFile, !anywhere.isEmpty { out += renderAnywhere(namespace: file.namespace) }
            let links = deepLinks.filter { $0.file == fileIndex }
            if !links.isEmpty {
                out += "deeplinks:\n"
                for link in links {
                    let stack = link.stack.map {
                        YAMLText.name(reference(from: file.namespace, to: $0) ?? screens[$0].name)
                    }
                    out += "  - url: " + YAMLText.doubleQuoted(link.url, escapeNonASCII: true) + "\n"
                    out +=
                        random.chance(0.5)
                        ? "    stack: [" + stack.joined(separator: ", ") + "]\n"
                        : (stack.isEmpty
                            ? "    stack: []\n" : "    stack:\n" + stack.map { "      - \($0)\n" }.joined())
                    if let root = link.root {
                        out +=
                            "    root: "
                            + YAMLText.name(reference(from: file.namespace, to: root) ?? screens[root].name) + "\n"
                    }
                    if link.isOverShown { out += "    anywhere: true\n" }
                    if let param = link.urlParam { out += "    url-param: " + YAMLText.name(param) + "\n" }
                    if link.isCanonical { out += "    canonical: true\n" }
                    if let scheme = link.printScheme { out += "    print-scheme: " + YAMLText.name(scheme) + "\n" }
                    if let host = link.printHost { out += "    print-host: " + YAMLText.name(host) + "\n" }
                    if let choice = link.choice {
                        let candidates = link.oneOf.map {
                            YAMLText.name(reference(from: file.namespace, to: $0) ?? screens[$0].name)
                        }
                        out += "    choice: " + YAMLText.name(choice) + "\n"
                        out += "    one-of: [" + candidates.joined(separator: ", ") + "]\n"
                    }
                    if !link.args.isEmpty {
                        let items = link.args.map {
                            YAMLText.name($0.param) + ": " + YAMLText.doubleQuoted($0.literal, escapeNonASCII: true)
                        }
                        out += "    args: { " + items.joined(separator: ", ") + " }\n"
                    }
                }
            }
            result.append((file.path, out))
        }
        return result
    }

    /// An anchor must come before its alias in the same file (YAML anchors are per document).
    func fileOrderBefore(_ a: Int, _ b: Int) -> Bool { screens[a].file == screens[b].file && a < b }

    mutating func renderGraph(from namespace: Int?) -> String {
        var out = "graph:\n"
        if routeName != "Route" || random.chance(0.3) { out += "  route: \(routeName)\n" }
        let references = roots.map { reference(from: namespace, to: $0)! }
        if useRootsKey || references.count > 1 {
            if references.count == 1, random.chance(0.3) {
                out += "  roots: \(YAMLText.name(references[0]))\n"
            } else if random.chance(0.5) {
                out += "  roots: [" + references.map { YAMLText.name($0) }.joined(separator: ", ") + "]\n"
            } else {
                out += "  roots:\n" + references.map { "    - \(YAMLText.name($0))\n" }.joined()
            }
        } else {
            out += "  root: \(YAMLText.name(references[0]))\n"
        }
        if !startParams.isEmpty {
            let entries = startParams.map { entry in
                (YAMLText.name(reference(from: namespace, to: entry.root)!), entry.params.map { YAMLText.name($0) })
            }
            if random.chance(0.5) {
                out +=
                    "  start-params: { "
                    + entries.map { "\($0.0): [" + $0.1.joined(separator: ", ") + "]" }.joined(separator: ", ") + " }\n"
            } else {
                out +=
                    "  start-params:\n"
                    + entries.map { entry in
                        random.chance(0.5)
                            ? "    \(entry.0): [" + entry.1.joined(separator: ", ") + "]\n"
                            : "    \(entry.0):\n" + entry.1.map { "      - \($0)\n" }.joined()
                    }.joined()
            }
        }
        if !imports.isEmpty { out += "  imports: [" + imports.joined(separator: ", ") + "]\n" }
        if let routesModule {
            out += "  module: \(routesModule)\n"
            out +=
                random.chance(0.5)
                ? "  modules: [" + modules.joined(separator: ", ") + "]\n"
                : "  modules:\n" + modules.map { "    - \($0)\n" }.joined()
        }
        if let access { out += "  access: \(access)\n" }
        if !conformances.isEmpty { out += "  conformances: [" + conformances.joined(separator: ", ") + "]\n" }
        // `generate`, chosen from the seed alone so the rest of the graph stays what the seed
        // made before this key existed. Directions alone is the default; feature routers are
        // opt-in, asked for by three seeds in eight; sample routes (`paths`) by two.
        switch seed % 8 {
        case 1: out += "  generate: [directions, routers, paths]\n"
        case 7: out += "  generate: [directions, routers]\n"
        case 3: out += "  generate: []\n"
        case 5: out += "  generate: [directions, paths]\n"
        case 6: out += "  generate: routers\n"
        default: break
        }
        if !rules.isEmpty {
            out += "  rules:\n" + rules.map { "    \($0.0): \($0.1)\n" }.joined()
        }
        if hasDeepLinkSettings {
            var keys = ["schemes: [" + schemes.joined(separator: ", ") + "]"]
            if !hosts.isEmpty { keys.append("hosts: [" + hosts.joined(separator: ", ") + "]") }
            if !customTypes.isEmpty { keys.append("types: [" + customTypes.joined(separator: ", ") + "]") }
            if random.chance(0.5) {
                out += "  deeplinks: { " + keys.joined(separator: ", ") + " }\n"
            } else {
                out += "  deeplinks:\n" + keys.map { "    \($0)\n" }.joined()
            }
        }
        out += renderFlows(from: namespace)
        out += renderLayers(from: namespace)
        out += renderSplits(from: namespace)
        if let animate = animateBuiltStacks { out += "  animate-built-stacks: \(animate)\n" }
        return out
    }

    mutating func renderText(_ pieces: [TextPiece], params: [Param]) -> String {
        var text = ""
        for piece in pieces {
            switch piece {
            case .text(let literal): text += literal
            case .placeholder(let index): text += "{" + random.pick(Names.spellings(of: params[index].name)) + "}"
            }
        }
        return YAMLText.text(text, random: &random)
    }

    mutating func renderType(_ type: TypeExpr) -> String {
        let spelled = type.spelled(&random, spaced: random.chance(0.3))
        let needsQuotes = spelled.contains(where: { "[]{},:?# ".contains($0) })
        if needsQuotes || random.chance(0.2) { return random.chance(0.5) ? "\"\(spelled)\"" : "'\(spelled)'" }
        return spelled
    }

    mutating func renderParams(_ params: [Param], indent: String) -> String {
        var out = ""
        for param in params {
            let key = YAMLText.name(param.name)
            let type = renderType(param.type)
            if let live = param.live {
                let defaultKey = param.defaultYAML.map { ", default: " + $0 } ?? ""
                if random.chance(0.6) {
                    out += "\(indent)\(key): { type: \(type), live: \(live.rawValue)\(defaultKey) }\n"
                } else {
                    out += "\(indent)\(key):\n\(indent)  live: \(live.rawValue)\n\(indent)  type: \(type)\n"
                    if let value = param.defaultYAML { out += "\(indent)  default: \(value)\n" }
                }
            } else if let value = param.defaultYAML {
                if value.isEmpty {
                    out += "\(indent)\(key):\n\(indent)  type: \(type)\n\(indent)  default:\n"
                } else if random.chance(0.5) {
                    out += "\(indent)\(key): { type: \(type), default: \(value) }\n"
                } else {
                    out += "\(indent)\(key):\n\(indent)  type: \(type)\n\(indent)  default: \(value)\n"
                }
            } else if random.chance(0.15) {
                out += "\(indent)\(key): { type: \(type) }\n"
            } else {
                out += "\(indent)\(key): \(type)\n"
            }
        }
        return out
    }

    /// The keys of a move; `args` read params of `source`, references are written from `namespace`.
    mutating func renderMove(_ move: Move, from source: Int, namespace: Int?, keys: inout [String]) {
        keys.append("to: " + YAMLText.name(reference(from: namespace, to: move.target) ?? screens[move.target].name))
        if move.writeStyle { keys.append("style: \(move.style)") }
        var pairs = move.bindings.map { (t, s) in
            (
                t,
                YAMLText.name(random.pick(Names.spellings(of: screens[move.target].params[t].name))) + ": "
                    + YAMLText.name(paramSpelling(screens[source].params[s].name))
            )
        }
        for literal in move.literals {
            pairs.append(
                (
                    literal.target,
                    YAMLText.name(random.pick(Names.spellings(of: screens[move.target].params[literal.target].name)))
                        + ": "
                        + yamlValue(literal.text)
                ))
        }
        if !pairs.isEmpty {
            if random.chance(0.5) { pairs.sort { $0.0 < $1.0 } }
            keys.append("args: { " + pairs.map(\.1).joined(separator: ", ") + " }")
        }
        if move.intended { keys.append("cycle: intended") }
        if move.hidesBack { keys.append("back: false") }
        if !move.then.isEmpty {
            let names = move.then.map { YAMLText.name(reference(from: namespace, to: $0) ?? screens[$0].name) }
            keys.append(
                "then: "
                    + (names.count == 1 && random.chance(0.3) ? names[0] : "[" + names.joined(separator: ", ") + "]"))
        }
    }

    mutating func renderMove(_ move: Move, from source: Int, keys: inout [String]) {
        renderMove(move, from: source, namespace: screens[source].namespace, keys: &keys)
    }

    /// The keys of a back transition: how it goes back, then its move, if any.
    mutating func renderBack(_ back: BackTransition, from source: Int, namespace: Int?) -> [String] {
        var keys: [String] = []
        switch back.kind {
        case .popTo(let screen, let inclusive, let writeInclusive):
            keys.append("pop-to: " + YAMLText.name(reference(from: namespace, to: screen)!))
            if writeInclusive { keys.append("inclusive: \(inclusive)") }
        case .selectRoot(let root):
            keys.append("select-root: " + YAMLText.name(reference(from: namespace, to: root)!))
        case .dismiss(let value):
            keys.append("dismiss: " + value)
        }
        if let move = back.move { renderMove(move, from: source, namespace: namespace, keys: &keys) }
        return random.chance(0.2) ? random.shuffled(keys) : keys
    }

    /// One action's entry in a `transitions` mapping or a set.
    mutating func renderEntry(_ key: String, keys: [String], indent: String) -> String {
        if random.chance(0.6) { return "\(indent)\(key): { " + keys.joined(separator: ", ") + " }\n" }
        return "\(indent)\(key):\n" + keys.map { "\(indent)  \($0)\n" }.joined()
    }

    mutating func renderSets(_ indices: [Int]) -> String {
        guard !indices.isEmpty else { return "" }
        var out = "transition-sets:\n"
        for index in indices {
            let set = sets[index]
            out += "  \(YAMLText.name(set.name)):\n"
            var entries: [(String, [String])] = []
            for transition in set.transitions {
                var keys: [String] = []
                renderMove(transition.move, from: set.template, namespace: set.namespace, keys: &keys)
                entries.append((YAMLText.name(transition.action), keys))
            }
            for back in set.backs {
                entries.append(
                    (YAMLText.name(back.action), renderBack(back, from: set.template, namespace: set.namespace)))
            }
            for (key, keys) in random.chance(0.3) ? random.shuffled(entries) : entries {
                out += renderEntry(key, keys: keys, indent: "    ")
            }
        }
        return out
    }

    mutating func renderScreen(_ index: Int, anchors: [Int: String]) -> String {
        let screen = screens[index]
        var out = "  \(YAMLText.name(screen.name)):\n"
        if screen.isDialog {
            out += "    kind: dialog\n"
        } else if screen.isAlert {
            out += "    kind: alert\n"
        } else if random.chance(0.03) {
            out += "    kind: view\n"
        }
        if let view = screen.view {
            if let arguments = screen.viewArguments {
                let text = view + arguments
                out +=
                    "    view: "
                    + (YAMLText.singleQuoted(text).flatMap { random.chance(0.5) ? $0 : nil }
                        ?? YAMLText.doubleQuoted(text, escapeNonASCII: true)) + "\n"
            } else {
                out += "    view: " + (view.contains(where: { "[],: <>".contains($0) }) ? "\"\(view)\"" : view) + "\n"
            }
        }
        if let returned = screen.returns { out += "    returns: " + renderType(returned) + "\n" }
        if let finishes = screen.finishes { out += "    finishes: " + finishes + "\n" }
        if let title = screen.title { out += "    title: " + renderText(title, params: screen.params) + "\n" }
        if let message = screen.message { out += "    message: " + renderText(message, params: screen.params) + "\n" }
        if screen.isAlert, !screen.isDialog, random.chance(0.2) { out += renderFields(of: screen) }
        if !screen.requires.isEmpty {
            let names = screen.requires.map { YAMLText.name($0) }
            switch random.int(0...2) {
            case 0 where names.count == 1: out += "    requires: \(names[0])\n"
            case 1: out += "    requires:\n" + names.map { "      - \($0)\n" }.joined()
            default: out += "    requires: [" + names.joined(separator: ", ") + "]\n"
            }
        }
        if let exit = screen.exit {
            let alert = YAMLText.name(reference(from: screen.namespace, to: exit.alert) ?? screens[exit.alert].name)
            let condition = YAMLText.name(exit.condition)
            out +=
                random.chance(0.5)
                ? "    exit: { ask: \(alert), when: \(condition) }\n"
                : "    exit:\n      when: \(condition)\n      ask: \(alert)\n"
        }
        if let presentation = screen.presentationYAML { out += presentation }
        if let source = screen.paramsAlias, let anchor = anchors[source] {
            out += "    params: *\(anchor)\n"
        } else if !screen.params.isEmpty {
            out += "    params:" + (anchors[index].map { " &\($0)" } ?? "") + "\n"
            out += renderParams(screen.params, indent: "      ")
        } else if random.chance(0.05) {
            out += "    params:\n"  // null: no params
        }
        if !screen.includes.isEmpty {
            let names = screen.includes.map { YAMLText.name(sets[$0].name) }
            if names.count == 1, random.chance(0.3) {
                out += "    include: \(names[0])\n"
            } else if random.chance(0.6) {
                out += "    include: [" + names.joined(separator: ", ") + "]\n"
            } else {
                out += "    include:\n" + names.map { "      - \($0)\n" }.joined()
            }
        }
        if !screen.isAlert, !screen.transitions.isEmpty || !screen.backTransitions.isEmpty {
            out += "    transitions:\n"
            var entries: [String] = []
            for transition in screen.transitions {
                let key = YAMLText.name(transition.action)
                let move = transition.move
                if !move.writeStyle, move.bindings.isEmpty, move.literals.isEmpty, !move.intended, !move.hidesBack,
                    random.chance(0.6)
                {
                    let target = reference(from: screen.namespace, to: move.target) ?? screens[move.target].name
                    entries.append("      \(key): \(YAMLText.name(target))\n")
                    continue
                }
                var keys: [String] = []
                renderMove(move, from: index, keys: &keys)
                entries.append(renderEntry(key, keys: keys, indent: "      "))
            }
            for back in screen.backTransitions {
                let keys = renderBack(back, from: index, namespace: screen.namespace)
                let entry = renderEntry(YAMLText.name(back.action), keys: keys, indent: "      ")
                // Back transitions among the others, anywhere.
                entries.insert(entry, at: random.int(0...entries.count))
            }
            // A move the app's resolver chooses (RandomGraph+MoveChoices.swift), last.
            if let choice = choiceMoveEntry(of: index) { entries.append(choice) }
            out += entries.joined()
        }
        if !screen.buttons.isEmpty {
            out += "    buttons:\n"
            for button in screen.buttons {
                let key = YAMLText.name(button.id)
                if button.move == nil, button.back == nil, button.role == nil, button.requires.isEmpty,
                    let title = button.title,
                    random.chance(0.5)
                {
                    out += "      \(key): " + renderText([.text(title)], params: []) + "\n"
                    continue
                }
                var keys: [String] = []
                if let title = button.title {
                    var pieces: [TextPiece] = [.text(title)]
                    if !screen.params.isEmpty, random.chance(0.3) {
                        pieces.append(.placeholder(random.int(below: screen.params.count)))
                    }
                    keys.append("title: " + renderText(pieces, params: screen.params))
                }
                if let role = button.role { keys.append("role: \(role)") }
                if button.requires.count == 1, random.chance(0.5) {
                    keys.append("requires: " + YAMLText.name(button.requires[0]))
                } else if !button.requires.isEmpty {
                    keys.append("requires: [" + button.requires.map { YAMLText.name($0) }.joined(separator: ", ") + "]")
                }
                if let move = button.move { renderMove(move, from: index, keys: &keys) }
                if let back = button.back {
                    keys += renderBack(screen.backTransitions[back], from: index, namespace: screen.namespace)
                }
                if keys.isEmpty {
                    out += "      \(key): {}\n"
                } else {
                    out += "      \(key):\n" + keys.map { "        \($0)\n" }.joined()
                }
            }
        }
        return out
    }
}
