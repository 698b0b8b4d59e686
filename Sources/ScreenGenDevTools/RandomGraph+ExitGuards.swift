/// Exit guards (`exit:`, #35). (Part of `RandomGraph`, split by construct.)
///
/// Chosen last, from a random source of their own: a seed that writes no exit guard makes the
/// graph it made before exit guards existed. The question is a new alert (or dialog) with one
/// destructive button and no moves or params, so the tool accepts it whoever asks it.
extension RandomGraph {
    /// The alerts that ask (YAML spellings).
    static let exitAlertNames = [
        "discard-changes", "leave-editor", "confirm-exit", "unsaved", "default", "self", "stop_upload",
    ]

    mutating func chooseExitGuards() {
        var random = SeededRandom(seed: seed &* 0x2545_F491_4F6C_DD1D &+ 0x0E17_0035)
        // Roots cannot have `exit` (a root is never left by going back).
        let candidates = screens.indices.filter { !screens[$0].dropped && !screens[$0].isAlert && !roots.contains($0) }
        guard !candidates.isEmpty, random.chance(0.3) else { return }
        let namespace: Int? = features.isEmpty || random.chance(0.5) ? nil : random.int(below: features.count)
        var question: Int?
        for spelling in random.shuffled(Self.exitAlertNames) {
            guard let added = addScreen(spelling, in: namespace, alert: true) else { continue }
            question = added
            break
        }
        guard let alert = question else { return }
        screens[alert].isDialog = random.chance(0.2)
        screens[alert].title = [.text(random.pick(Self.texts))]
        if random.chance(0.5) { screens[alert].message = [.text(random.pick(Self.texts))] }
        var buttons = [Button(id: random.pick(["discard", "leave", "delete", "default"]), role: "destructive")]
        if random.chance(0.8) { buttons.append(Button(id: random.pick(["keep", "stay", "cancel"]), role: "cancel")) }
        if random.chance(0.3) { buttons.append(Button(id: "later")) }
        for index in buttons.indices where random.chance(0.6) { buttons[index].title = random.pick(Self.texts) }
        screens[alert].buttons = random.shuffled(buttons)
        let files = files.indices.filter { self.files[$0].namespace == namespace }
        screens[alert].file = random.pick(files)
        // One to three screens ask it; a condition shared with `requires:` elsewhere now and
        // then, never one the screen itself requires (a path replay enters it with every
        // condition but exit conditions holding).
        let askers = random.shuffled(candidates.filter { canReference(from: screens[$0].namespace, to: alert) })
        for screen in askers.prefix(random.int(1...3)) {
            let conditions = Self.conditions.filter { !screens[screen].requires.contains($0) }
            screens[screen].exit = (alert, random.pick(conditions))
        }
        generatedTypeNames.insert(routeName + "Condition")
    }
}
