import ScreenGenDiagnostics

/// A transition set, resolved once for all the screens that include it.
struct ResolvedTransitionSet {
    /// How a back transition of the set goes back before its move.
    enum Back {
        case popTo(Int, inclusive: Bool)
        case selectRoot(Int, keepsStack: Bool)
        case dismiss(ScreenGraph.LayerDismissal)
    }

    struct Entry {
        var action: SwiftIdentifier
        var syntax: TransitionSyntax
        /// Nil only for a back transition that only goes back (no `to`).
        var target: Int?
        var back: Back?
        var style: TransitionStyle
        var isStyleKnown: Bool
        /// Each `args` binding with the target param it names; nil for one that names none
        /// (reported at the set).
        var arguments: [(binding: ArgumentBindingSyntax, targetParam: Int?)]
        /// Target param → the literal `args` gives it, checked against the param's type; its
        /// params are resolved against each including screen.
        var literals: [Int: ArgumentLiteral<String>] = [:]
    }

    var name: Located<String>
    var entries: [Entry]
}

/// `transition-sets` and `include`: what a set says about its targets (which screen, which
/// style, which target params `args` fills) is checked once, where the set is written; what it
/// asks of each screen that includes it (the params `args` reads, free action names) is checked
/// where the screen includes it, with a note pointing into the set. So a misspelt target is one
/// diagnostic however many screens include the set, and a screen that lacks a param the set
/// reads is one diagnostic at that screen's `include`.
extension GraphResolver {
    mutating func resolveTransitionSets() {
        var names = NameRegistry(space: "transition set name")
        for file in files {
            let namespace = file.feature.flatMap {
                featureIndexByName[SwiftIdentifier.lowerCamel($0.value)?.name ?? $0.value]
            }
            for set in file.transitionSets {
                guard
                    names.claim(
                        set.name.value, yamlName: set.name.value, kind: "transition set", name: set.name.value,
                        at: set.name.location, diagnostics: &diagnostics)
                else {
                    droppedMoves = true
                    continue
                }
                var actions = NameRegistry(space: "action name")
                transitionSets[set.name.value] = resolveTransitionSet(set, namespace: namespace, actions: &actions) {
                    "transition '\($0)' of set '\(set.name.value)'"
                }
            }
        }
    }

    /// Why `then` is refused on a move no screen declares, and the way out: a set's move can be
    /// declared on the screens instead; a move from anywhere has no screen, so the stack is
    /// opened whole (`jump(to:)`) or by a link over what is shown.
    static func thenOutsideAScreen(_ what: String, _ move: MoveSyntax, isAnywhere: Bool) -> String {
        let reason =
            "\(what) has 'then', which only a screen's own transition may have: the screens it goes on through are the target's, whatever screen the move starts from"
        guard isAnywhere else { return reason + "; declare it on the screen" }
        let stack = ([move.target].compactMap { $0 } + move.then).map(\.value).joined(separator: ", ")
        return reason
            + "; to open those screens over what is shown, declare a deep link with 'anywhere: true' and 'stack: [\(stack)]' and open it, or set the whole stack with 'jump(to:)'"
    }

    /// What a block of transitions written without a screen says: targets, styles, the
    /// screens back transitions name, literal `args` (also `anywhere:`, see
    /// GraphResolver+Anywhere). `describe` names a transition by its action for messages.
    /// `isAnywhere`: the block is `anywhere:`, which no screen declares (for messages).
    mutating func resolveTransitionSet(
        _ set: TransitionSetSyntax, namespace: Int?, actions: inout NameRegistry, isAnywhere: Bool = false,
        describe: (String) -> String
    ) -> ResolvedTransitionSet {
        var entries: [ResolvedTransitionSet.Entry] = []
        for transition in set.transitions {
            let what = describe(transition.action.value)
            if let location = transition.move.thenLocation {
                report(
                    .invalidValue, Self.thenOutsideAScreen(what, transition.move, isAnywhere: isAnywhere),
                    at: location)
            }
            if let location = transition.move.hidesBack {
                report(
                    .invalidValue,
                    "\(what) has 'back: false', which only a screen's own push may have: whether the user can pop an entry is the screen's to say; declare it on the screen",
                    at: location)
            }
            // A choice of targets is a screen's own move (#37): its method waits for the resolver.
            if let location = transition.move.choice?.location ?? transition.move.oneOfLocation {
                report(.invalidValue, Self.choiceOutsideAScreen(what, transition.move), at: location)
                droppedMoves = true
                continue
            }
            let action = convert(transition.action, what: "action name", by: SwiftIdentifier.lowerCamel)
            let claimed = actions.claim(
                action.name, yamlName: transition.action.value, kind: "action", name: transition.action.value,
                at: transition.action.location, diagnostics: &diagnostics)
            var back: ResolvedTransitionSet.Back?
            if transition.move.dismiss != nil {
                back = .dismiss(transition.move.dismissal)
            } else if let reference = transition.move.selectRoot ?? transition.move.popTo {
                guard let screen = backScreen(reference, of: transition, namespace: namespace, what: what) else {
                    droppedMoves = true
                    continue
                }
                back =
                    transition.move.selectRoot != nil
                    ? .selectRoot(screen, keepsStack: transition.move.keepsStack)
                    : .popTo(screen, inclusive: transition.move.isInclusive)
            }
            guard claimed else {
                droppedMoves = true
                continue
            }
            if let back, transition.move.target == nil {
                entries.append(
                    .init(
                        action: action, syntax: transition, target: nil, back: back, style: .push, isStyleKnown: true,
                        arguments: []))
                continue
            }
            guard let head = resolveMoveTarget(transition.move, namespace: namespace, what: what) else {
                droppedMoves = true
                continue
            }
            var arguments: [(binding: ArgumentBindingSyntax, targetParam: Int?)] = []
            var literals: [Int: ArgumentLiteral<String>] = [:]
            for binding in transition.move.args {
                let targetParam = param(named: binding.target, of: head.target, what: "'args' binds", role: "target")
                guard let targetParam, let parsed = ArgumentLiteralParser.parse(binding.source.value) else {
                    arguments.append((binding, targetParam))
                    continue
                }
                // Written once, checked once: the grammar and the type do not depend on the
                // screen that includes the set.
                if let literal = checkedLiteral(parsed, binding, target: screens[head.target].params[targetParam]) {
                    literals[targetParam] = literal
                }
            }
            entries.append(
                .init(
                    action: action, syntax: transition, target: head.target, back: back, style: head.style,
                    isStyleKnown: head.isStyleKnown, arguments: arguments, literals: literals))
        }
        return ResolvedTransitionSet(name: set.name, entries: entries)
    }

    /// The transitions `include` gives screen `index`, each action claimed in `actions` (the
    /// screen's own and earlier includes'). Moves are located at the `include` entry: that is
    /// where the screen gets them.
    mutating func includedTransitions(
        _ include: Located<String>, into index: Int, actions: inout NameRegistry
    ) -> (transitions: [ScreenGraph.Transition], backTransitions: [ScreenGraph.BackTransition]) {
        guard let set = transitionSets[include.value] else {
            reportUnknownSet(include, in: index)
            return ([], [])
        }
        let screen = screens[index]
        let note = { (what: String, location: SourceLocation) in Diagnostic.Note(what, at: location) }
        // One diagnostic per source param the set reads and the screen lacks or has of another
        // type, however many of the set's transitions read it.
        var reported: Set<String> = []
        var transitions: [ScreenGraph.Transition] = []
        var backTransitions: [ScreenGraph.BackTransition] = []
        for entry in set.entries {
            let claimed = actions.claim(
                entry.action.name, yamlName: entry.syntax.action.value, kind: "action",
                name: "\(entry.syntax.action.value)' of transition set '\(set.name.value)", at: include.location,
                diagnostics: &diagnostics)
            guard claimed else {
                droppedMoves = true
                continue
            }
            guard let target = entry.target else {
                backTransitions.append(
                    backTransition(entry, of: set.name.value, then: nil, from: index, at: include.location))
                continue
            }
            var bindings: [Int: Int] = [:]
            for (binding, targetParam) in entry.arguments {
                guard let targetParam else { continue }
                guard let sourceParam = screen.paramIndex(named: binding.source.value) else {
                    if !screen.mayLackParams, reported.insert(binding.source.value).inserted {
                        report(
                            .unknownArgument,
                            "screen '\(screen.qualifiedName)' includes transition set '\(set.name.value)', whose 'args' read '\(binding.source.value)', which is not a param of '\(screen.qualifiedName)'; declare it or bind another param",
                            at: include.location,
                            notes: [
                                note("transition '\(entry.syntax.action.value)' reads it here", binding.source.location)
                            ])
                    }
                    continue
                }
                if let mismatch = typeMismatch(
                    binding, source: screen.params[sourceParam], target: screens[target].params[targetParam])
                {
                    if reported.insert(binding.source.value).inserted {
                        report(
                            .argumentTypeMismatch,
                            "screen '\(screen.qualifiedName)' includes transition set '\(set.name.value)': \(mismatch)",
                            at: include.location,
                            notes: [
                                note(
                                    "transition '\(entry.syntax.action.value)' binds it here", binding.source.location),
                                note(
                                    "'\(binding.source.value)' of '\(screen.qualifiedName)' is declared here",
                                    screen.params[sourceParam].location),
                            ])
                    }
                    continue
                }
                bindings[targetParam] = sourceParam
            }
            var literals: [Int: ArgumentLiteral<Int>] = [:]
            for (targetParam, literal) in entry.literals {
                switch screen.resolvingParams(in: literal) {
                case .success(let resolved):
                    // A live param, or a property of an optional one, this screen's param may be
                    // where the template's was not.
                    let live = screen.liveParam(readBy: resolved)
                    let optional = live == nil ? screen.optionalParam(readThroughPropertyBy: resolved) : nil
                    if let unreadable = live ?? optional {
                        guard reported.insert(unreadable.yamlName).inserted,
                            let binding = entry.syntax.move.args.first(where: {
                                screens[target].paramIndex(named: $0.target.value) == targetParam
                            })
                        else { continue }
                        let why =
                            live != nil
                            ? Self.liveReadMessage(binding, live: unreadable)
                            : Self.optionalReadMessage(binding, optional: unreadable, source: screen)
                        report(
                            .argumentTypeMismatch,
                            "screen '\(screen.qualifiedName)' includes transition set '\(set.name.value)': \(why)",
                            at: include.location,
                            notes: [
                                note("transition '\(entry.syntax.action.value)' reads it here", binding.source.location)
                            ])
                        continue
                    }
                    literals[targetParam] = resolved
                case .failure(let unknown):
                    let missing = unknown.name
                    guard !screen.mayLackParams, reported.insert(missing).inserted else { continue }
                    let binding = entry.syntax.move.args.first {
                        screens[target].paramIndex(named: $0.target.value) == targetParam
                    }
                    report(
                        .unknownArgument,
                        "screen '\(screen.qualifiedName)' includes transition set '\(set.name.value)', whose 'args' read '\(missing)', which is not a param of '\(screen.qualifiedName)'; declare it or bind another param",
                        at: include.location,
                        notes: binding.map {
                            [note("transition '\(entry.syntax.action.value)' reads it here", $0.source.location)]
                        } ?? [])
                }
            }
            var move = ScreenGraph.Move(
                target: target, style: entry.style, bindings: bindings, location: include.location)
            move.literals = literals
            move.isStyleKnown = entry.isStyleKnown
            move.isIntendedCycle = entry.syntax.move.isIntendedCycle
            if entry.back != nil {
                backTransitions.append(
                    backTransition(entry, of: set.name.value, then: move, from: index, at: include.location))
                continue
            }
            transitions.append(
                .init(
                    action: entry.action, yamlName: entry.syntax.action.value, move: move,
                    origin: (set.name.value, entry.syntax.action.location)))
        }
        return (transitions, backTransitions)
    }

    /// A set's back transition as screen `index` has it: located at the `include`, like its moves.
    private func backTransition(
        _ entry: ResolvedTransitionSet.Entry, of setName: String, then: ScreenGraph.Move?, from index: Int,
        at location: SourceLocation
    ) -> ScreenGraph.BackTransition {
        var back = ScreenGraph.BackTransition(
            action: entry.action, yamlName: entry.syntax.action.value, popTo: index, isInclusive: false, then: then,
            location: location)
        back.origin = (setName, entry.syntax.action.location)
        switch entry.back {
        case .popTo(let screen, let inclusive):
            back.popTo = screen
            back.isInclusive = inclusive
        case .selectRoot(let screen, let keepsStack):
            back.popTo = screen
            back.selectsRoot = true
            back.keepsStack = keepsStack
        case .dismiss(let dismissal):
            back.dismissesLayer = true
            back.dismissal = dismissal
        case nil:
            break
        }
        return back
    }

    private mutating func reportUnknownSet(_ include: Located<String>, in index: Int) {
        droppedMoves = true
        // A set may have been lost to a reported error (a misspelt `transition-sets`).
        guard !files.contains(where: \.mayLackTransitionSets) else { return }
        var message = "screen '\(screens[index].qualifiedName)' includes unknown transition set '\(include.value)'"
        // `settings.profile-image`: written like a feature's screen, but sets are named graph-wide.
        let unqualified = include.value.split(separator: ".").last.map(String.init)
        if include.value.contains("."), let unqualified, transitionSets[unqualified] != nil {
            message += "; transition sets are named graph-wide, without a feature: did you mean '\(unqualified)'?"
        } else if let suggestion = SpellingSuggestion.closest(to: include.value, among: transitionSets.keys.sorted()) {
            message += "; did you mean '\(suggestion)'?"
        } else if transitionSets.isEmpty {
            message += "; declare it under 'transition-sets:' at the top level of a file"
        }
        report(.unknownTransitionSet, message, at: include.location)
    }
}
