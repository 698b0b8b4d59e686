import ScreenGenDiagnostics

/// `requires:`: condition names, already lowerCamelCase (they become cases of the generated
/// `<Route>Condition` and are what the app is asked about), once each per screen, never on a
/// root (a root is shown before anything could be asked).
extension GraphResolver {
    mutating func resolveGuards(roots: [Int]) {
        let rootSet = Set(roots)
        for index in screens.indices {
            let requires = screenSyntax[index].requires
            guard !requires.isEmpty else { continue }
            if rootSet.contains(index) {
                report(
                    .invalidValue,
                    "root '\(screens[index].qualifiedName)' cannot have 'requires': a root is shown before any condition can be asked; guard the screens above it instead",
                    at: requires[0].location)
                continue
            }
            screens[index].conditions += resolvedConditions(requires)
        }
    }

    /// A `requires:` list (a screen's or a flow's): each name already lowerCamelCase, once each;
    /// the others are reported and left out.
    mutating func resolvedConditions(_ requires: [Located<String>]) -> [SwiftIdentifier] {
        var conditions: [SwiftIdentifier] = []
        var seen: [String: SourceLocation] = [:]
        for condition in requires {
            guard let identifier = conditionName(condition) else { continue }
            if let first = seen[identifier.name] {
                report(
                    .duplicateName, "'requires' lists '\(condition.value)' more than once", at: condition.location,
                    notes: [.init("'\(condition.value)' is first listed here", at: first)])
                continue
            }
            seen[identifier.name] = condition.location
            conditions.append(identifier)
        }
        return conditions
    }
}

/// `exit: { ask: alert, when: condition }`: what leaving a screen asks first. The condition joins
/// `<Route>Condition` as a `requires:` name does; the alert is one the runtime answers itself (its
/// `destructive` button completes the way out, any other answer stays), so its buttons make no
/// move and it takes no params nothing could pass.
extension GraphResolver {
    mutating func resolveExitGuards(roots: [Int]) {
        let rootSet = Set(roots)
        // Each alert is judged once, however many screens it asks for.
        var verdicts: [Int: Bool] = [:]
        for index in screens.indices {
            guard let exit = screenSyntax[index].exit else { continue }
            // An exit that does not resolve (reported) leaves its alert without the screens it is
            // asked over: whether it is reachable is not judged.
            defer { if screens[index].exitGuard == nil { droppedMoves = true } }
            let name = screens[index].qualifiedName
            if screens[index].kind.hasButtons {
                if screenSyntax[index].isKindKnown {
                    report(
                        .invalidValue,
                        "\(screens[index].kind.rawValue) '\(name)' cannot have 'exit': answering it is how it is left; guard the screen it is shown over instead",
                        at: exit.location)
                }
                continue
            }
            if rootSet.contains(index) {
                report(
                    .invalidValue,
                    "root '\(name)' cannot have 'exit': a root is never left by going back, so no way out would ask; guard the screens above it instead",
                    at: exit.location)
                continue
            }
            var missing: [String] = []
            if exit.ask == nil, !exit.keysMaybeMeant.contains("ask") { missing.append("'ask: <alert screen>'") }
            if exit.when == nil, !exit.keysMaybeMeant.contains("when") { missing.append("'when: <condition>'") }
            if !missing.isEmpty {
                report(
                    .invalidValue,
                    "'exit' of screen '\(name)' needs \(missing.joined(separator: " and ")): the alert that asks and the condition under which it asks",
                    at: exit.location)
            }
            let condition = exit.when.flatMap { conditionName($0) }
            let alert = exit.ask.flatMap { exitAlert($0, of: index, verdicts: &verdicts) }
            if let condition, let alert {
                screens[index].exitGuard = ScreenGraph.ExitGuard(
                    alert: alert, condition: condition, location: exit.location)
            }
        }
    }

    /// A condition name (of `requires:`, or an exit guard's `when`): already lowerCamelCase, as
    /// it becomes a case of `<Route>Condition`; nil when it is not (reported).
    mutating func conditionName(_ condition: Located<String>) -> SwiftIdentifier? {
        guard let identifier = SwiftIdentifier.lowerCamel(condition.value), identifier.name == condition.value else {
            let suggestion = SwiftIdentifier.lowerCamel(condition.value).map { "; write it '\($0.name)'" } ?? ""
            report(
                .invalidIdentifier, "condition '\(condition.value)' must be lowerCamelCase\(suggestion)",
                at: condition.location)
            return nil
        }
        return identifier
    }

    /// `ask`: an alert (or dialog) screen with one `destructive` button, no button that moves
    /// and no required param. Nil when it is not one (reported).
    private mutating func exitAlert(_ reference: Located<String>, of screen: Int, verdicts: inout [Int: Bool])
        -> Int?
    {
        let name = screens[screen].qualifiedName
        guard
            let alert = resolveReference(
                reference, fromFeature: screens[screen].feature, what: "'exit' of screen '\(name)' asks")
        else { return nil }
        if let verdict = verdicts[alert] { return verdict ? alert : nil }
        let verdict = checkExitAlert(alert, reference: reference, asker: name)
        verdicts[alert] = verdict
        return verdict ? alert : nil
    }

    /// Whether `alert` can be an exit question (reported when not; `asker` names the screen
    /// whose `exit` is reported about).
    private mutating func checkExitAlert(_ alert: Int, reference: Located<String>, asker name: String) -> Bool {
        guard screenSyntax[alert].isKindKnown else { return false }
        let asked = screens[alert]
        guard asked.kind.hasButtons else {
            report(
                .invalidStyle,
                "'exit' of screen '\(name)' asks '\(asked.qualifiedName)', which is not an alert screen; an exit question is an alert (or a dialog): add 'kind: alert' to it and its buttons",
                at: reference.location, notes: [.init("'\(asked.qualifiedName)' is declared here", at: asked.location)])
            return false
        }
        var isValid = true
        let what = "\(asked.kind.rawValue) '\(asked.qualifiedName)', the exit question of '\(name)',"
        for button in asked.buttons where button.move != nil || button.back != nil {
            report(
                .invalidValue,
                "button '\(button.id)' of \(what) makes a move; the answer to an exit question is the runtime's (its destructive button completes the way out, any other stays), so remove 'to', 'dismiss' and 'pop-to'",
                at: button.location)
            isValid = false
        }
        let destructive = asked.buttons.filter { $0.role == .destructive }
        let buttonsMayBeMissing =
            screenSyntax[alert].mayHaveMeant("buttons") || screenSyntax[alert].buttons.count > asked.buttons.count
        if destructive.isEmpty, !buttonsMayBeMissing {
            report(
                .invalidValue,
                "\(what) has no button with 'role: destructive'; that button completes the way out",
                at: reference.location, notes: [.init("'\(asked.qualifiedName)' is declared here", at: asked.location)])
            isValid = false
        }
        for extra in destructive.dropFirst() {
            report(
                .invalidValue,
                "button '\(extra.id)' of \(what) is a second 'role: destructive' button; exactly one completes the way out",
                at: extra.location,
                notes: [.init("the first destructive button is '\(destructive[0].id)'", at: destructive[0].location)])
            isValid = false
        }
        for param in asked.params where param.isRequired && !param.hasInvalidDeclaration {
            report(
                .missingArgument,
                "'exit' of screen '\(name)' asks '\(asked.qualifiedName)', whose param '\(param.yamlName)' nothing supplies; an exit question is presented by the runtime, so give it a default or remove it",
                at: reference.location, notes: [.init("'\(param.yamlName)' is declared here", at: param.location)])
            isValid = false
        }
        return isValid
    }
}
