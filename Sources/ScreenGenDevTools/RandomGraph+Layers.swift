/// App-wide layers (`graph.layers`, #35). (Part of `RandomGraph`, split by construct.)
///
/// Chosen last, from a random source of their own: a seed that writes no layers makes the
/// graph it made before layers existed. Each layer is a new view screen (sometimes with a
/// screen pushed inside it), opened by a new move from anywhere in its style, and sometimes by
/// the button of a new alert or dialog shown from anywhere, so the tool accepts it whatever
/// else the graph holds: nothing else enters it, and nothing inside it selects a root.
extension RandomGraph {
    struct Layer {
        var screen: Int
        var style: String
        var outside: String?
        var overAlerts: Bool?
        /// Written `screen: style` rather than as a mapping.
        var short: Bool
    }

    /// Layer screens (YAML spellings): plain, keywords, spellings that convert.
    static let layerNames = [
        "settings-sheet", "app-lock", "call", "tour", "login-request", "default", "self", "verification_flow",
        "Overlay", "privacy",
    ]
    /// Their moves from anywhere.
    static let layerActions = ["open-layer", "show", "lock-now", "join", "present", "case", "start_tour", "Verify"]

    mutating func chooseLayers() {
        var random = SeededRandom(seed: seed &* 0x9E37_79B9_7F4A_7C15 &+ 0x1A7E_5000)
        // In a graph split into modules too: the layer table is written into the graph's own
        // module, and the layers' screens are any module's.
        guard !files.isEmpty, random.chance(0.3) else { return }
        if anywhere.isEmpty { anywhereFile = random.int(below: files.count) }
        let namespace = files[anywhereFile].namespace
        var taken = Set(anywhere.map { Names.lowerCamel($0.action) })
        var chosen: [Layer] = []
        for spelling in random.shuffled(Self.layerNames).prefix(random.int(1...3)) {
            guard
                let action = random.shuffled(Self.layerActions).first(where: { !taken.contains(Names.lowerCamel($0)) }),
                let screen = addLayerScreen(spelling, in: namespace, random: &random)
            else { continue }
            taken.insert(Names.lowerCamel(action))
            let style = random.pick(["sheet", "cover", "overlay", "lock"])
            var layer = Layer(screen: screen, style: style, short: random.chance(0.4))
            if !layer.short {
                if style != "lock" || random.chance(0.3) {
                    layer.outside = style == "lock" ? "wait" : random.pick(["stay", "dismiss", "wait"])
                }
                if random.chance(0.4) { layer.overAlerts = random.chance(0.5) }
            }
            // Inside the layer: a screen pushed over its screen, now and then.
            if random.chance(0.4), let inner = addLayerScreen(spelling + "-detail", in: namespace, random: &random) {
                screens[screen].transitions.append(
                    Transition(
                        action: "more", converted: "more",
                        move: Move(target: inner, style: "push", writeStyle: random.chance(0.5), bindings: [])))
            }
            anywhere.append(
                AnywhereMove(
                    action: action,
                    move: Move(
                        target: screen, style: style == "sheet" ? "sheet" : "cover", writeStyle: true, bindings: [])))
            chosen.append(layer)
            // Now and then an alert or dialog (shown from anywhere) whose button opens the layer.
            if random.chance(0.35),
                let ask = random.shuffled(Self.layerActions).first(where: { !taken.contains(Names.lowerCamel($0)) })
            {
                taken.insert(Names.lowerCamel(ask))
                addLayerAlert(opening: screen, style: style, askedBy: ask, in: namespace, random: &random)
            }
        }
        layers = chosen
        layerRandom = random
    }

    /// A new alert (or dialog), in the anywhere file and shown by move `action` from anywhere,
    /// whose button opens layer `screen`: the tap answers it, then the layer opens.
    private mutating func addLayerAlert(
        opening screen: Int, style: String, askedBy action: String, in namespace: Int?, random: inout SeededRandom
    ) {
        let spelling = screens[screen].name + "-prompt"
        guard !shadowsTopLevelScreen(spelling, in: namespace),
            let alert = addScreen(spelling, in: namespace, alert: true)
        else { return }
        screens[alert].isDialog = random.chance(0.4)
        screens[alert].title = [.text(random.pick(Self.texts))]
        screens[alert].file = anywhereFile
        var open = Button(
            id: random.pick(["open", "settings", "review", "default"]),
            move: Move(target: screen, style: style == "sheet" ? "sheet" : "cover", writeStyle: true, bindings: []))
        if random.chance(0.5) { open.title = random.pick(Self.texts) }
        screens[alert].buttons = random.shuffled([open, Button(id: "cancel", role: "cancel")])
        anywhere.append(
            AnywhereMove(
                action: action,
                move: Move(
                    target: alert, style: screens[alert].isDialog ? "dialog" : "alert", writeStyle: true,
                    bindings: [])))
    }

    /// A new view screen for a layer, in the anywhere file, with its own view type.
    private mutating func addLayerScreen(_ spelling: String, in namespace: Int?, random: inout SeededRandom) -> Int? {
        guard !shadowsTopLevelScreen(spelling, in: namespace),
            let index = addScreen(spelling, in: namespace, alert: false)
        else { return nil }
        let view = Names.capitalized(identity(namespace, screens[index].caseName)) + "LayerView"
        guard !generatedTypeNames.contains(view) else {
            screens[index].dropped = true
            return nil
        }
        generatedTypeNames.insert(view)
        screens[index].view = view
        screens[index].file = anywhereFile
        return index
    }

    /// Whether a screen named `spelling` in feature `namespace` would hide a top-level screen of that
    /// name from the feature's moves: they are written before layers are chosen, and a bare `default`
    /// in the feature finds the feature's own `default` first (seed 1138 wrote such a move).
    private func shadowsTopLevelScreen(_ spelling: String, in namespace: Int?) -> Bool {
        let caseName = Names.lowerCamel(spelling)
        return namespace != nil && screens.contains { $0.namespace == nil && $0.caseName == caseName }
    }

    /// The `layers:` block of `graph:`, written in one of several YAML styles.
    mutating func renderLayers(from namespace: Int?) -> String {
        guard !layers.isEmpty else { return "" }
        var random = layerRandom
        defer { layerRandom = random }
        var out = "  layers:\n"
        for layer in layers {
            let screen = screens[layer.screen]
            var name = random.pick(Names.spellings(of: screen.name))
            if let feature = screen.namespace, feature != namespace || random.chance(0.3) {
                name = random.pick(Names.spellings(of: features[feature].name)) + "." + name
            }
            if layer.short {
                out += "    \(YAMLText.name(name)): \(layer.style)\n"
                continue
            }
            var keys = ["style: \(layer.style)"]
            if let outside = layer.outside { keys.append("outside: \(outside)") }
            if let overAlerts = layer.overAlerts { keys.append("over-alerts: \(overAlerts)") }
            keys = random.shuffled(keys)
            if random.chance(0.5) {
                out += "    \(YAMLText.name(name)): { " + keys.joined(separator: ", ") + " }\n"
            } else {
                out += "    \(YAMLText.name(name)):\n" + keys.map { "      \($0)\n" }.joined()
            }
        }
        return out
    }
}
