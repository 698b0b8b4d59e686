import ScreenGenDiagnostics

/// `add-code: { choice: code-entry, one-of: [scan-code, manual-entry] }` (#37): the app's
/// resolver picks which candidate the move enters (a feature flag's two sign-up screens, camera
/// or manual entry by permission). The transition becomes one move per candidate, each resolved
/// as that transition's move to it would be (the target exists, the style suits it, `args`
/// binds its params), so every later rule sees every candidate. Its method passes only what
/// `args` binds, so each candidate's required params must be bound.
extension GraphResolver {
    mutating func resolveChoiceTransition(
        _ transition: TransitionSyntax, action: SwiftIdentifier, from index: Int
    ) -> [ScreenGraph.Transition]? {
        let syntax = transition.move
        let actionName = transition.action.value
        guard let name = syntax.choice else {
            report(
                .invalidValue,
                "'one-of' lists the screens the app's resolver chooses from, and 'choice' names that choice (the generated enum, the resolver's key); add 'choice: <name>'",
                at: syntax.oneOfLocation ?? transition.action.location)
            return nil
        }
        guard let oneOfLocation = syntax.oneOfLocation else {
            report(
                .invalidValue,
                "'choice' names the choice of screens that 'one-of' lists, but transition '\(actionName)' has no 'one-of'; add 'one-of: [<screen>, <screen>]', or remove 'choice'",
                at: name.location)
            return nil
        }
        let other =
            syntax.popTo?.location ?? syntax.selectRoot?.location ?? syntax.dismiss ?? syntax.thenLocation
            ?? syntax.hidesBack
        if let other {
            report(
                .invalidValue,
                "transition '\(actionName)' lets the app's resolver choose its target, which makes a plain move forward; remove 'pop-to', 'select-root', 'dismiss', 'then' and 'back', or 'choice' and 'one-of'",
                at: other)
            return nil
        }
        guard let typeName = SwiftIdentifier.upperCamel(name.value),
            name.value.first.map({ $0.isASCII && $0.isLetter }) == true
        else {
            report(
                .invalidValue,
                "'\(name.value)' is not a choice name; use ASCII letters, digits, '-' and '_', starting with a letter",
                at: name.location)
            return nil
        }
        guard syntax.oneOf.count >= 2 else {
            report(
                .invalidValue,
                "'one-of' lists \(syntax.oneOf.count) screen\(syntax.oneOf.count == 1 ? "" : "s"); a choice needs two or more (a move to one screen names it with 'to')",
                at: oneOfLocation)
            return nil
        }
        let namespace = screens[index].feature
        var candidates: [Int] = []
        for reference in syntax.oneOf {
            guard
                let screen = resolveReference(
                    reference, fromFeature: namespace, what: "the 'one-of' of transition '\(actionName)' names")
            else { return nil }
            if candidates.contains(screen) {
                report(
                    .invalidValue,
                    "'one-of' lists '\(screens[screen].qualifiedName)' twice; list each candidate once",
                    at: reference.location)
                return nil
            }
            candidates.append(screen)
        }
        // An `args` entry binds the param of that name in each candidate that has one (a
        // space has no `via`), and must bind one somewhere.
        for binding in syntax.args where !candidates.contains(where: { mayBind(binding, $0) }) {
            let names = candidates.map { "'\(screens[$0].qualifiedName)'" }.joined(separator: ", ")
            report(
                .unknownArgument,
                "'args' binds '\(binding.target.value)', which is a param of no candidate of transition '\(actionName)' (\(names))",
                at: binding.target.location)
            return nil
        }
        var run: [ScreenGraph.Transition] = []
        for (position, reference) in syntax.oneOf.enumerated() {
            var member = syntax
            member.args = syntax.args.filter { mayBind($0, candidates[position]) }
            member.target = reference
            member.choice = nil
            member.oneOf = []
            member.oneOfLocation = nil
            guard
                let (move, intended) = resolveMove(
                    member, from: index, namespace: namespace, at: reference.location,
                    what: "transition '\(actionName)' (candidate '\(reference.value)')")
            else { continue }
            if let intended { checkChoiceArguments(move, intended: intended, action: transition.action) }
            var candidate = ScreenGraph.Transition(action: action, yamlName: actionName, move: move)
            candidate.choice = .init(
                name: name.value, typeName: typeName.name, candidate: position, count: candidates.count,
                location: oneOfLocation)
            run.append(candidate)
        }
        return run.count == candidates.count ? run : nil
    }

    /// Whether `binding` names a param of `screen` (or one it may have: its params had an error).
    private func mayBind(_ binding: ArgumentBindingSyntax, _ screen: Int) -> Bool {
        screens[screen].mayLackParams || screens[screen].paramIndex(named: binding.target.value) != nil
    }

    /// A candidate's required params: the method passes only what `args` binds (the resolver
    /// answers a candidate, not the caller), so `args` binds each.
    private mutating func checkChoiceArguments(
        _ move: ScreenGraph.Move, intended: Set<Int>, action: Located<String>
    ) {
        let target = screens[move.target]
        for (index, param) in target.params.enumerated()
        where param.isRequired && !param.hasInvalidDeclaration && !move.isFixed(index) && !intended.contains(index) {
            report(
                .missingArgument,
                "transition '\(action.value)' may enter '\(target.qualifiedName)', whose param '\(param.yamlName)' nothing supplies: a move the app's resolver chooses passes only what 'args' binds; bind it with 'args', or give it a default",
                at: move.location, notes: [.init("'\(param.yamlName)' is declared here", at: param.location)])
        }
    }

    /// Moves that share a choice list the same candidates (its enum is one), in declaration
    /// order; the first declaration is what links naming it are compared with.
    mutating func checkMoveChoices() {
        for screen in screens {
            for (index, transition) in screen.transitions.enumerated() {
                guard let choice = transition.choice, choice.candidate == 0 else { continue }
                let declared = DeclaredChoice(
                    candidates: screen.choiceRun(at: index).map(\.move.target), location: choice.location)
                guard let first = moveChoices[choice.name] else {
                    moveChoices[choice.name] = declared
                    continue
                }
                guard first.candidates != declared.candidates else { continue }
                let names = first.candidates.map { "'\(screens[$0].qualifiedName)'" }.joined(separator: ", ")
                report(
                    .invalidValue,
                    "choice '\(choice.name)' is declared with the candidates \(names) by another move; moves and links that share a choice list the same candidates, in the same order (its enum is one), or name another choice",
                    at: choice.location,
                    notes: [.init("choice '\(choice.name)' is first declared here", at: first.location)])
            }
        }
    }
}

extension GraphResolver {
    /// A choice in a transition set or `anywhere:`: only a screen's own transition may have one.
    static func choiceOutsideAScreen(_ what: String, _ move: MoveSyntax) -> String {
        "\(what) lets the app's resolver choose its target, which only a screen's own transition may: its method waits for the resolver; declare it on the screen"
    }
}
