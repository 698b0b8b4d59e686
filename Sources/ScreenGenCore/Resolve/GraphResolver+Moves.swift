import ScreenGenDiagnostics

/// Transitions and alert buttons: references resolved, styles checked, `args` bound.
extension GraphResolver {
    /// The screen at `index` with its moves; `screens` itself is left as it is (see
    /// `forEachScreen`).
    mutating func resolveMoves(_ syntax: ScreenSyntax, index: Int) -> ScreenGraph.Screen {
        let screen = screens[index]
        var resolved = screen
        let namespace = screen.feature
        var actions = NameRegistry(space: "action name", expectedCount: syntax.transitions.count)
        var transitions: [ScreenGraph.Transition] = []
        // Reserved at once: the graph keeps every screen's array, and one grown an append at
        // a time keeps spare room (#33: memory per screen).
        transitions.reserveCapacity(syntax.transitions.count)
        // Gathered apart and added only when there are some: passed `&resolved.backTransitions`,
        // every screen's shared storage was copied on the first write, empty or not (#33).
        var backTransitions: [ScreenGraph.BackTransition] = []
        for transition in syntax.transitions {
            resolveTransition(
                transition, from: index, namespace: namespace, actions: &actions, into: &transitions,
                backTransitions: &backTransitions)
        }
        if !backTransitions.isEmpty { resolved.backTransitions += backTransitions }
        var firstInclude: [String: SourceLocation] = [:]
        for include in syntax.includes {
            if let first = firstInclude[include.value] {
                report(
                    .duplicateName,
                    "screen '\(screen.qualifiedName)' includes transition set '\(include.value)' more than once",
                    at: include.location, notes: [.init("it is first included here", at: first)])
                continue
            }
            firstInclude[include.value] = include.location
            let included = includedTransitions(include, into: index, actions: &actions)
            transitions += included.transitions
            resolved.backTransitions += included.backTransitions
        }
        resolved.transitions = transitions
        checkResultMethodNames(of: resolved, syntax: syntax)

        var buttonIDs = NameRegistry(space: "button id")
        var buttonsGoOn = false
        for button in syntax.buttons {
            _ = buttonIDs.claim(
                button.id.value, yamlName: button.id.value, kind: "button", name: button.id.value,
                at: button.id.location, diagnostics: &diagnostics)
            var move: ScreenGraph.Move?
            var back: Int?
            if let location = button.move.thenLocation, button.move.dismiss != nil || button.move.popTo != nil {
                report(
                    .invalidValue,
                    "button '\(button.id.value)' goes back before it moves; 'then' only follows a plain move forward, so remove it or make the move forward",
                    at: location)
            }
            if button.move.dismiss != nil || button.move.popTo != nil {
                let buttonWhat = "button '\(button.id.value)' of \(screen.kind.rawValue) '\(screen.qualifiedName)'"
                let asTransition = TransitionSyntax(action: button.id, move: button.move)
                let action = SwiftIdentifier(name: button.id.value)  // names no method: buttons have none
                let resolvedBack =
                    button.move.dismiss != nil
                    ? dismissal(asTransition, action: action, from: index, what: buttonWhat)
                    : backTransition(
                        asTransition, popTo: button.move.popTo!, action: action, from: index, what: buttonWhat)
                if var resolvedBack {
                    resolvedBack.button = resolved.buttons.count
                    back = resolved.backTransitions.count
                    resolved.backTransitions.append(resolvedBack)
                    // As `resolveMove` reports them: the params `args` names, each once, or no
                    // check when a binding names none (reported already).
                    if let then = resolvedBack.then, button.move.areArgsComplete {
                        let named = button.move.args.map { screens[then.target].paramIndex(named: $0.target.value) }
                        if !named.contains(nil) {
                            checkButtonArguments(
                                then, intended: Set(named.compactMap { $0 }), button: button.id, alert: index)
                        }
                    }
                } else {
                    droppedMoves = true
                }
            } else if button.move.target != nil {
                if let (resolved, intended) = resolveMove(
                    button.move, from: index, namespace: namespace, at: button.id.location,
                    what: "button '\(button.id.value)' of alert '\(screen.qualifiedName)'")
                {
                    move = resolved
                    if let intended {
                        checkButtonArguments(resolved, intended: intended, button: button.id, alert: index)
                    }
                } else {
                    droppedMoves = true
                }
            } else if !button.move.mayHaveMeantTarget,
                button.move.style != nil || !button.move.args.isEmpty || button.move.isIntendedCycle
            {
                let keys = [
                    button.move.style.map { _ in "'style'" }, button.move.args.isEmpty ? nil : "'args'",
                    button.move.isIntendedCycle ? "'cycle'" : nil,
                ].compactMap { $0 }.joined(separator: " and ")
                report(
                    .missingHandler,
                    "button '\(button.id.value)' of alert '\(screen.qualifiedName)' has \(keys) but no target; add 'to: <screen>', or remove \(keys) for a button that only reports its id",
                    at: button.id.location)
            }
            let title =
                button.title.map { template($0, what: "the title of button '\(button.id.value)'", of: screen) }
                ?? TextTemplate(segments: [.text(button.id.value)])
            var resolvedButton = ScreenGraph.AlertButton(
                id: button.id.value, title: title, role: button.role?.value, move: move, back: back,
                location: button.id.location)
            resolvedButton.conditions = resolvedConditions(button.requires)
            if move != nil { resolvedButton.thenReferences = button.move.then }
            buttonsGoOn = buttonsGoOn || !resolvedButton.thenReferences.isEmpty
            resolved.buttons.append(resolvedButton)
        }
        // Read from the local arrays: read through `resolved`, a field of its shared storage
        // is accessed for writing, and every screen's storage was copied.
        if !hasChoicesOrContinuations {
            hasChoicesOrContinuations =
                buttonsGoOn || transitions.contains { $0.choice != nil || !$0.thenReferences.isEmpty }
        }
        return resolved
    }

    /// One of the screen `index`'s own transitions: into `transitions`, or `backTransitions`
    /// for one that goes back first. A function of its own, taking the transition as an
    /// argument: inline in the loop, its texts were copied for each call they were passed to
    /// (#33: four per transition).
    private mutating func resolveTransition(
        _ transition: TransitionSyntax, from index: Int, namespace: Int?, actions: inout NameRegistry,
        into transitions: inout [ScreenGraph.Transition], backTransitions: inout [ScreenGraph.BackTransition]
    ) {
        let action = convert(transition.action, what: "action name", by: SwiftIdentifier.lowerCamel)
        let claimed = actions.claim(
            action.name, yamlName: transition.action.value, kind: "action", name: transition.action.value,
            at: transition.action.location, diagnostics: &diagnostics)
        if let location = transition.move.thenLocation,
            transition.move.dismiss != nil || transition.move.popTo != nil || transition.move.selectRoot != nil
        {
            report(
                .invalidValue,
                "transition '\(transition.action.value)' goes back before it moves; 'then' only follows a plain move forward, so remove it or make the move forward",
                at: location)
        }
        // `choice` with `one-of`: a transition per candidate (GraphResolver+MoveChoices.swift).
        if transition.move.namesChoice {
            if let run = resolveChoiceTransition(transition, action: action, from: index), claimed {
                transitions += run
            } else {
                droppedMoves = true
            }
            return
        }
        if transition.move.dismiss != nil {
            if let back = dismissal(transition, action: action, from: index), claimed {
                backTransitions.append(back)
            } else {
                droppedMoves = true
            }
            return
        }
        if let popTo = transition.move.selectRoot ?? transition.move.popTo {
            if let back = backTransition(transition, popTo: popTo, action: action, from: index), claimed {
                backTransitions.append(back)
            } else {
                droppedMoves = true
            }
            return
        }
        // The message's name is captured alone: an autoclosure capturing `transition` copied
        // the whole transition into each call it was passed through (#33).
        let actionName = transition.action.value
        guard
            let (move, _) = resolveMove(
                transition.move, from: index, namespace: namespace, at: transition.action.location,
                what: "transition '\(actionName)'")
        else {
            droppedMoves = true
            return
        }
        if claimed {
            // Appended, then completed in place: a local move or transition changed and then
            // appended was copied (#33).
            transitions.append(ScreenGraph.Transition(action: action, yamlName: transition.action.value, move: move))
            transitions[transitions.count - 1].move.hidesBack = transition.move.hidesBack != nil
            transitions[transitions.count - 1].thenReferences = transition.move.then
        } else {
            droppedMoves = true  // a second action of one name (reported) is not in the graph
        }
    }

    /// The move, and the target params its `args` bound or tried to bind (a binding reported
    /// for its source or its type still shows which param was meant); nil when that is not known,
    /// because a binding named no param of the target or `args` lost entries to an error.
    mutating func resolveMove(
        _ syntax: MoveSyntax, from source: Int, namespace: Int?, at location: SourceLocation,
        what: @autoclosure () -> String
    ) -> (move: ScreenGraph.Move, intended: Set<Int>?)? {
        // `what` (for messages) is built only when one is: a graph has a move per transition.
        guard let head = resolveMoveTarget(syntax, namespace: namespace, what: what()) else { return nil }
        let target = head.target
        var bindings: [Int: Int] = [:]
        var literals: [Int: ArgumentLiteral<Int>] = [:]
        var intended: Set<Int>? = syntax.areArgsComplete ? [] : nil
        for binding in syntax.args {
            guard let targetParam = param(named: binding.target, of: target, what: "'args' binds", role: "target")
            else {
                intended = nil
                continue
            }
            intended?.insert(targetParam)
            if let parsed = ArgumentLiteralParser.parse(binding.source.value) {
                let literal = argumentLiteral(
                    parsed, binding, target: screens[target].params[targetParam], source: source)
                if let literal { literals[targetParam] = literal }
                continue
            }
            guard let sourceParam = param(named: binding.source, of: source, what: "'args' reads", role: "source")
            else { continue }
            if let mismatch = typeMismatch(
                binding, source: screens[source].params[sourceParam], target: screens[target].params[targetParam])
            {
                report(.argumentTypeMismatch, mismatch, at: binding.source.location)
                continue
            }
            bindings[targetParam] = sourceParam
        }
        // Made whole where it is returned: a local move completed field by field was copied
        // into the result (#33). A style reported as wrong is not what the user meant either
        // (perhaps a `replace`): `isStyleKnown`.
        return (
            ScreenGraph.Move(
                target: target, style: head.style, bindings: bindings, location: location,
                isStyleKnown: head.isStyleKnown, isIntendedCycle: syntax.isIntendedCycle, literals: literals),
            intended
        )
    }

    /// A literal `args` value checked: written in the grammar, its params the source screen's,
    /// and a value of the target param's type. Nil when it is not (reported).
    mutating func argumentLiteral(
        _ parsed: Result<ArgumentLiteral<String>, ArgumentLiteralParser.Failure>, _ binding: ArgumentBindingSyntax,
        target: ScreenGraph.Param, source: Int
    ) -> ArgumentLiteral<Int>? {
        guard let literal = checkedLiteral(parsed, binding, target: target) else { return nil }
        switch screens[source].resolvingParams(in: literal) {
        case .success(let resolved):
            if let live = screens[source].liveParam(readBy: resolved) {
                report(.argumentTypeMismatch, Self.liveReadMessage(binding, live: live), at: binding.source.location)
                return nil
            }
            if let optional = screens[source].optionalParam(readThroughPropertyBy: resolved) {
                let message = Self.optionalReadMessage(binding, optional: optional, source: screens[source])
                report(.argumentTypeMismatch, message, at: binding.source.location)
                return nil
            }
            return resolved
        case .failure(let unknown):
            let screen = screens[source]
            reportUnknownParam(
                unknown.name, of: screen,
                "'args' value '\(DisplayText.singleLine(binding.source.value))' reads '\(unknown.name)', which is not a param of source '\(screen.qualifiedName)'",
                at: binding.source.location)
            return nil
        }
    }

    /// What does not depend on the screen a move starts from: the grammar (`invalid-value`)
    /// and the target param's type (`argument-type-mismatch`). Nil when either fails (reported).
    mutating func checkedLiteral(
        _ parsed: Result<ArgumentLiteral<String>, ArgumentLiteralParser.Failure>, _ binding: ArgumentBindingSyntax,
        target: ScreenGraph.Param
    ) -> ArgumentLiteral<String>? {
        let text = DisplayText.singleLine(binding.source.value)
        switch parsed {
        case .failure(let failure):
            report(
                .invalidValue,
                "'args' value '\(text)' for param '\(binding.target.value)' is not a param name, a param's property or a literal: \(failure.message)",
                at: binding.source.location)
            return nil
        case .success(let literal):
            if target.isLive, literal != .nil {
                report(
                    .argumentTypeMismatch,
                    "'args' passes '\(text)' to live param '\(binding.target.value)': a live value is given by the move's caller or passed on from a live param of the source, never made from a literal",
                    at: binding.source.location)
                return nil
            }
            if !target.hasInvalidType, let reason = literal.mismatch(with: target.type) {
                report(
                    .argumentTypeMismatch,
                    "'args' passes '\(text)' to param '\(binding.target.value)' of type '\(target.type)': \(reason)",
                    at: binding.source.location)
                return nil
            }
            return literal
        }
    }

    /// Why `binding` cannot pass `source`'s value to `target`; nil when it can. A type outside
    /// the grammar is reported at its declaration and matches anything.
    func typeMismatch(_ binding: ArgumentBindingSyntax, source: ScreenGraph.Param, target: ScreenGraph.Param) -> String?
    {
        if source.isLive != target.isLive {
            let (live, plain) =
                source.isLive
                ? ("'\(binding.source.value)'", "param '\(binding.target.value)'")
                : ("param '\(binding.target.value)'", "'\(binding.source.value)'")
            return
                "'args' binds '\(binding.source.value)' to param '\(binding.target.value)', but \(live) is live and \(plain) is not; a live value passes on only to a live param"
        }
        guard !target.hasInvalidType, !source.hasInvalidType else { return nil }
        guard target.type == source.type || (target.type.isOptional && target.type.unwrapped == source.type) else {
            return
                "'args' binds '\(binding.source.value)' of type '\(source.type)' to param '\(binding.target.value)' of type '\(target.type)'"
        }
        return nil
    }

    /// Why a literal may not read `live` (`argument-type-mismatch`).
    static func liveReadMessage(_ binding: ArgumentBindingSyntax, live: ScreenGraph.Param) -> String {
        "'args' value '\(DisplayText.singleLine(binding.source.value))' reads live param '\(live.yamlName)', but a live value passes on only whole, to a live param of the target ('<param>: \(live.yamlName)'), never inside a literal"
    }

    /// Why a literal may not read a property of `optional` (`argument-type-mismatch`).
    static func optionalReadMessage(
        _ binding: ArgumentBindingSyntax, optional: ScreenGraph.Param, source: ScreenGraph.Screen
    ) -> String {
        "'args' value '\(DisplayText.singleLine(binding.source.value))' reads a property of param '\(optional.yamlName)' of '\(source.qualifiedName)', whose type '\(optional.type)' is optional: its properties are behind '?', which 'args' does not write; pass the whole param to an optional param instead"
    }

    /// A move's target and style, the style checked against the target's kind: what a move is
    /// whatever screen it starts from.
    mutating func resolveMoveTarget(
        _ syntax: MoveSyntax, namespace: Int?, what: @autoclosure () -> String
    ) -> (target: Int, style: TransitionStyle, isStyleKnown: Bool)? {
        guard let targetName = syntax.target,
            let target = resolveReference(targetName, fromFeature: namespace, what: "\(what()) targets")
        else { return nil }
        let style = syntax.style?.value ?? .push
        let styleLocation = syntax.style?.location ?? targetName.location
        // Neither a style that is not known (a misspelt `style`) nor a target whose kind is not
        // known (an invalid `kind`, a malformed screen) can be judged.
        var isStyleKnown = syntax.isStyleKnown
        if isStyleKnown, isKindKnown(ofScreen: target) {
            let kind = screens[target].kind
            if let entering = kind.enteringStyle, style != entering {
                report(
                    .invalidStyle,
                    "\(what()) uses style '\(style.rawValue)', but '\(screens[target].qualifiedName)' is \(kind.withArticle); \(kind.rawValue)s are entered only with 'style: \(entering.rawValue)'",
                    at: styleLocation)
                isStyleKnown = false
            } else if kind == .view, let buttonKind = ScreenKind.allCases.first(where: { $0.enteringStyle == style }) {
                report(
                    .invalidStyle,
                    "\(what()) uses style '\(style.rawValue)', but '\(screens[target].qualifiedName)' is not \(buttonKind.withArticle) screen",
                    at: styleLocation)
                isStyleKnown = false
            }
        }
        return (target, style, isStyleKnown)
    }

    /// `screenSyntax[screen].isKindKnown`, read field by field in place: asked of the element,
    /// the property copied the whole screen's syntax first, once per transition (#33).
    func isKindKnown(ofScreen screen: Int) -> Bool {
        !screenSyntax[screen].isMalformed && !screenSyntax[screen].keysMaybeMeant.contains("kind")
    }

    /// The param of `screen` that `name` spells. None is reported unknown, except about a screen
    /// that may lack params the user declared (see `ScreenGraph.Screen.mayLackParams`).
    mutating func param(named name: Located<String>, of screen: Int, what: String, role: String) -> Int? {
        if let index = screens[screen].paramIndex(named: name.value) { return index }
        let screenName = screens[screen].qualifiedName
        reportUnknownParam(
            name.value, of: screens[screen], "\(what) '\(name.value)', which is not a param of \(role) '\(screenName)'",
            at: name.location)
        return nil
    }

    /// `message` about `name`, which is no param of `screen`, with the param it may have meant;
    /// nothing about a screen that may lack params the user declared.
    mutating func reportUnknownParam(
        _ name: String, of screen: ScreenGraph.Screen, _ message: String, at location: SourceLocation
    ) {
        guard !screen.mayLackParams else { return }
        var message = message
        if let suggestion = SpellingSuggestion.closest(to: name, among: screen.params.map(\.yamlName)) {
            message += "; did you mean '\(suggestion)'?"
        }
        report(.unknownArgument, message, at: location)
    }

    /// An alert button cannot ask for values: every required param of its target must be bound.
    /// `intended` are the params its `args` bound or tried to (a failed binding is reported
    /// where it is); a param whose declaration had an error may not be required at all.
    mutating func checkButtonArguments(
        _ move: ScreenGraph.Move, intended: Set<Int>, button: Located<String>, alert: Int
    ) {
        let target = screens[move.target]
        for (index, param) in target.params.enumerated()
        where param.isRequired && !param.hasInvalidDeclaration && !move.isFixed(index) && !intended.contains(index) {
            report(
                .missingArgument,
                "button '\(button.value)' of alert '\(screens[alert].qualifiedName)' goes to '\(target.qualifiedName)', whose param '\(param.yamlName)' nothing supplies; bind it with 'args' from the alert's params",
                at: button.location, notes: [.init("'\(param.yamlName)' is declared here", at: param.location)])
        }
    }

    /// `detail` looks in the referring file's feature, then at the top level; `animal.detail`
    /// names the feature. Names compare after conversion, so any spelling of a name finds it.
    mutating func resolveReference(
        _ reference: Located<String>, fromFeature namespace: Int?, what: @autoclosure () -> String
    ) -> Int? {
        // Most references name a screen of their own feature: no `.` to split at, and no list
        // of parts to allocate (#33: one per move).
        let parts =
            reference.value.containsUTF8(UInt8(ascii: ".")) ? Self.referenceParts(reference.value) : nil
        // The screen's name, when the reference is one part (a `.` inside a Character splits nothing).
        let single: String?
        switch parts {
        case nil: single = reference.value
        case .one(let name)?: single = name
        case .two?, .more?: single = nil
        }
        // A name that cannot be converted was registered under its raw text (and reported
        // there), so look it up the same way rather than report it a second time as unknown.
        let key = { (name: String) in SwiftIdentifier.lowerCamelName(name) ?? name }
        var found: Int?
        if let single {
            let name = key(single)
            found =
                namespace.flatMap { screenIndexByName[ScreenName(namespace: $0, name: name)] }
                ?? screenIndexByName[ScreenName(namespace: nil, name: name)]
        } else if case .two(let featureName, let screenName)? = parts,
            let feature = featureIndexByName[key(featureName)]
        {
            found = screenIndexByName[ScreenName(namespace: feature, name: key(screenName))]
        }
        if let found { return found }
        // Some file's screens may be missing for an error already reported (a misspelt
        // `screens:`): the reference may well name one of them.
        if files.contains(where: \.mayLackScreens) {
            droppedMoves = true
            return nil
        }
        var message = "\(what()) unknown screen '\(reference.value)'"
        // Suggestions scan every screen. A mass rename can break thousands of references at
        // once; past a budget the remaining ones are reported without a suggestion, so a bad
        // input cannot make a run quadratic in the size of the graph.
        suggestionBudget -= 1
        guard suggestionBudget >= 0 else {
            report(.unknownScreen, message, at: reference.location)
            return nil
        }
        var candidates = screens.map(\.qualifiedName)
        if let namespace, single != nil {
            candidates += features[namespace].screens.map { screens[$0].yamlName }
        }
        // `detail` written in one feature for another feature's `detail`: name it qualified.
        let elsewhere = single.flatMap { single in
            screens.first { $0.feature != nil && $0.feature != namespace && $0.caseName.name == key(single) }
        }
        if let elsewhere {
            message += "; did you mean '\(elsewhere.qualifiedName)'?"
        } else if let suggestion = SpellingSuggestion.closest(to: reference.value, among: candidates) {
            message += "; did you mean '\(suggestion)'?"
        }
        report(.unknownScreen, message, at: reference.location)
        return nil
    }

    /// A reference split at its `.`s (see `referenceParts`): most have one or two parts, and
    /// those need no list (#33: allocating one cost a fifth of resolving a dotted reference).
    enum ReferenceParts {
        case one(String)
        /// `feature.screen`.
        case two(String, String)
        /// Three or more.
        case more
    }

    /// `feature.screen` split at each `.`, as `split(separator: ".")` splits it by Character.
    /// An ASCII name (nearly every one) is split by byte: one `.` byte is one `.` Character there,
    /// and the Character-by-Character split cost a fifth of resolving a move (#33).
    /// The ASCII case reads the bytes once, in place: the generic split and its `Substring`s
    /// cost nearly 3,000 instructions a reference (#33).
    static func referenceParts(_ text: String) -> ReferenceParts {
        let parts = text.utf8.withContiguousStorageIfAvailable { bytes -> ReferenceParts? in
            var dot: Int?
            for (offset, byte) in bytes.enumerated() {
                if byte >= 0x80 { return nil }
                if byte == UInt8(ascii: ".") {
                    if dot != nil { return .more }
                    dot = offset
                }
            }
            guard let dot else { return .one(text) }
            return .two(
                String(decoding: UnsafeBufferPointer(rebasing: bytes[..<dot]), as: UTF8.self),
                String(decoding: UnsafeBufferPointer(rebasing: bytes[(dot + 1)...]), as: UTF8.self))
        }
        if let parts = parts ?? nil { return parts }
        let split = text.split(separator: ".", omittingEmptySubsequences: false)
        switch split.count {
        case 1: return .one(String(split[0]))
        case 2: return .two(String(split[0]), String(split[1]))
        default: return .more
        }
    }

    /// A transition with `pop-to`: the screen to go back to, and the move after it (from the
    /// screen then on top, its `args` reading the screen that declares the transition). Nil
    /// when a reference fails (reported). Whether the screen can be beneath is the validator's
    /// to judge, from the whole graph.
    mutating func backTransition(
        _ transition: TransitionSyntax, popTo: Located<String>, action: SwiftIdentifier, from index: Int,
        what: String? = nil
    ) -> ScreenGraph.BackTransition? {
        let what = what ?? "transition '\(transition.action.value)'"
        guard let target = backScreen(popTo, of: transition, namespace: screens[index].feature, what: what) else {
            return nil
        }
        var back = ScreenGraph.BackTransition(
            action: action, yamlName: transition.action.value, popTo: target, isInclusive: transition.move.isInclusive,
            then: nil, location: transition.action.location)
        back.selectsRoot = transition.move.selectRoot != nil
        back.keepsStack = back.selectsRoot && transition.move.keepsStack
        if transition.move.target != nil {
            guard
                let (move, _) = resolveMove(
                    transition.move, from: index, namespace: screens[index].feature, at: transition.action.location,
                    what: what)
            else { return nil }
            back.then = move
        }
        return back
    }

    /// A transition with `dismiss: true`: out of the sheet or cover the screen is in, then its
    /// move from the screen that presented it (an alert button's may have none). Whether the
    /// screen is ever in one is the validator's to judge.
    mutating func dismissal(
        _ transition: TransitionSyntax, action: SwiftIdentifier, from index: Int, what: String? = nil
    ) -> ScreenGraph.BackTransition? {
        var move: ScreenGraph.Move?
        if transition.move.target != nil {
            guard
                let (resolved, _) = resolveMove(
                    transition.move, from: index, namespace: screens[index].feature, at: transition.action.location,
                    what: what ?? "transition '\(transition.action.value)'")
            else { return nil }
            move = resolved
        }
        var back = ScreenGraph.BackTransition(
            action: action, yamlName: transition.action.value, popTo: index, isInclusive: false, then: move,
            location: transition.action.location)
        back.dismissesLayer = true
        back.dismissal = transition.move.dismissal
        return back
    }

    /// A screen with `returns` gets `finish(with:)`, and a move into one gets `<action>ForResult`
    /// beside its own method: neither may take the name of one of the screen's actions.
    mutating func checkResultMethodNames(of screen: ScreenGraph.Screen, syntax: ScreenSyntax) {
        // Nearly every screen has no result on either side: nothing to look at.
        guard
            screen.returnType != nil || syntax.finishes != nil
                || screen.transitions.contains(where: { screens[$0.move.target].returnType != nil })
        else { return }
        var yamlNames: [String: String] = [:]  // method name → the action's YAML name
        for (name, yamlName) in screen.transitions.map({ ($0.action.name, $0.yamlName) })
            + screen.backTransitions.map({ ($0.action.name, $0.yamlName) })
        {
            yamlNames[name] = yamlNames[name] ?? yamlName
        }
        func location(of yamlName: String) -> SourceLocation {
            syntax.transitions.first { $0.action.value == yamlName }?.action.location ?? syntax.name.location
        }
        if screen.returnType != nil, let finish = yamlNames["finish"] {
            report(
                .nameCollision,
                "action '\(finish)' of '\(screen.qualifiedName)' has the name of the generated 'finish(with:)' that hands back its result; rename the action",
                at: location(of: finish))
        }
        if syntax.finishes != nil, let finish = yamlNames["finishFlow"] {
            report(
                .nameCollision,
                "action '\(finish)' of '\(screen.qualifiedName)' has the name of the generated 'finishFlow(with:)' that ends the flow it 'finishes'; rename the action",
                at: location(of: finish))
        }
        for transition in screen.transitions where screens[transition.move.target].returnType != nil {
            let name = GeneratedNames.awaitingResult(of: transition.action.name)
            guard let other = yamlNames[name] else { continue }
            report(
                .nameCollision,
                "action '\(other)' of '\(screen.qualifiedName)' has the name of the generated '\(name)' that awaits the result of '\(transition.yamlName)'; rename one of them",
                at: location(of: other))
        }
    }

    /// The screen a `pop-to` or `select-root` names; nil when it names none, or an alert
    /// (reported): only view screens stay beneath others.
    mutating func backScreen(
        _ reference: Located<String>, of transition: TransitionSyntax, namespace: Int?, what: String
    ) -> Int? {
        let verb = transition.move.selectRoot == nil ? "pops back to" : "selects the root"
        guard let screen = resolveReference(reference, fromFeature: namespace, what: "\(what) \(verb)") else {
            return nil
        }
        if screens[screen].kind.hasButtons, screenSyntax[screen].isKindKnown {
            report(
                .invalidStyle,
                "\(what) pops back to '\(screens[screen].qualifiedName)', \(screens[screen].kind.withArticle); only view screens stay beneath others",
                at: reference.location)
            return nil
        }
        return screen
    }
}
