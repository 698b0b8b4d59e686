import ScreenGenDiagnostics
import ScreenGenYAML

/// Decodes one entry of `screens:`: a view screen or, with `kind: alert`, an alert.
enum ScreenDecoder {
    static let keys = [
        "view", "kind", "title", "message", "params", "transitions", "include", "buttons", "fields", "requires",
        "returns", "finishes", "exit", "detents", "dismiss-by-swipe", "navigation-transition",
    ]
    static let exitKeys = ["ask", "when"]
    private static let alertOnlyKeys = ["message", "buttons", "fields"]
    private static let viewOnlyKeys = ["view", "transitions", "include", "returns", "finishes"]

    static func decode(_ pair: LoadedNode.Pair, context: inout DecodingContext) -> ScreenSyntax? {
        guard let name = pair.key.scalarText else { return nil }
        var screen = ScreenSyntax(name: Located(name, at: pair.key.location))
        if let scalar = pair.value.scalar, !scalar.isNull {
            var message = "screen '\(name)' must be a mapping, not a scalar"
            if case .success(let type) = TypeExpressionParser.parse(scalar.text), case .nominal = type {
                // `home: HomeView`: the likely intent is the view, which goes under 'view:'.
                message += "; write it as 'view: \(type)' under '\(name):'"
            }
            context.report(.invalidValue, message, at: pair.value.location)
            screen.isMalformed = true
            context.droppedMoves = true  // the moves the user meant it to have are not known
            return screen
        }
        guard let map = context.mapping(pair.value, what: "screen '\(name)'", allowedKeys: keys) else {
            screen.isMalformed = true
            context.droppedMoves = true  // whatever it held, its moves are not in the graph
            return screen
        }

        screen.keysMaybeMeant = map.unknownKeysMayMean

        decodeKind(map, screen: &screen, context: &context)
        let ignored = misplacedKeys(map, screen: screen, context: &context)
        if ignored.contains(where: { ["transitions", "include", "buttons"].contains($0) && map.keyLocation($0) != nil })
        {
            context.droppedMoves = true  // moves the user wrote are not in the graph
        }
        let value = { (key: String) -> LoadedNode? in ignored.contains { $0.equalsASCII(key) } ? nil : map[key] }

        if let node = value("view") {
            screen.view = context.string(node, what: "'view'")
            if screen.view == nil { screen.keysMaybeMeant.insert("view") }
            // No `(` byte means no `(` Character: the byte scan spares most views the
            // Character-by-Character search.
            if let view = screen.view, view.value.containsUTF8(UInt8(ascii: "(")), view.value.contains("(") {
                screen.viewTextStart = context.verbatimStart(of: node)
            }
        }
        if let node = value("title") {
            screen.title = context.string(node, what: "'title'")
            if screen.title == nil { screen.keysMaybeMeant.insert("title") }
        }
        if let node = value("message") {
            screen.message = context.string(node, what: "'message'")
            if screen.message == nil { screen.keysMaybeMeant.insert("message") }
        }
        if let node = value("params") {
            if let pairs = context.pairs(of: node, what: "'params'") {
                screen.params = pairs.compactMapReserved { decodeParam($0, context: &context) }
                if screen.params.count < pairs.count { screen.droppedParams = true }
            } else {
                screen.keysMaybeMeant.insert("params")
            }
        }
        if let node = value("transitions") {
            screen.transitions = decodeTransitions(node, what: "'transitions'", context: &context)
        }
        if let node = value("include") {
            screen.includes = context.names(node, what: "'include'")
            if screen.includes.isEmpty, node.scalar?.isNull != true, node.sequence?.isEmpty != true {
                context.droppedMoves = true  // the sets it meant to include are not known
            }
        }
        if let node = value("buttons") {
            if let pairs = context.pairs(of: node, what: "'buttons'") {
                screen.buttons = pairs.compactMapReserved { decodeButton($0, context: &context) }
                if screen.buttons.count < pairs.count { context.droppedMoves = true }
            } else {
                context.droppedMoves = true
            }
        }
        if let node = value("fields"), let pairs = context.pairs(of: node, what: "'fields'") {
            screen.fields = pairs.compactMapReserved { decodeField($0, context: &context) }
        }
        // An unknown key may be a misspelt `transitions` or `buttons`, leaving out moves.
        let movesKey = screen.kind.hasButtons ? "buttons" : "transitions"
        if map.unknownKeysMayMean.contains(movesKey), map.keyLocation(movesKey) == nil { context.droppedMoves = true }
        if let value = map["requires"] { screen.requires = context.names(value, what: "'requires'") }
        if let node = value("returns") { screen.returns = context.string(node, what: "'returns'") }
        if let node = value("finishes") { screen.finishes = context.string(node, what: "'finishes'") }
        if let node = map["exit"], let location = map.keyLocation("exit") {
            screen.exit = decodeExit(node, at: location, screen: name, context: &context)
        }
        if let node = map["detents"], let location = map.keyLocation("detents") {
            screen.detents = decodeDetents(node, at: location, context: &context)
        }
        if let node = map["dismiss-by-swipe"], let location = map.keyLocation("dismiss-by-swipe"),
            let value = context.choice(node, what: "'dismiss-by-swipe'", as: BooleanWord.self)
        {
            screen.dismissBySwipe = Located(value.value == .true, at: location)
        }
        if let node = map["navigation-transition"], let location = map.keyLocation("navigation-transition"),
            let value = context.choice(node, what: "'navigation-transition'", as: NavigationTransitionWord.self)
        {
            screen.navigationTransition = Located(value.value, at: location)
        }
        return screen
    }

    static let detentKeys = ["fraction", "height"]
    /// The detents written as a word.
    static let detentWords = ["medium", "large"]

    /// `detents: [medium, large, {fraction: 0.3}, {height: 200}]`: the heights a sheet rests at,
    /// each once. Nil when it is not a non-empty list of valid detents (each mistake reported).
    private static func decodeDetents(_ node: LoadedNode, at location: SourceLocation, context: inout DecodingContext)
        -> Located<[SheetDetentValue]>?
    {
        guard let items = context.sequence(node, what: "'detents'") else { return nil }
        guard !items.isEmpty else {
            context.report(
                .invalidValue, "'detents' must list at least one detent: medium, large, fraction or height",
                at: node.location)
            return nil
        }
        var detents: [SheetDetentValue] = []
        var seen: [SheetDetentValue: SourceLocation] = [:]
        var valid = true
        for item in items {
            guard let detent = decodeDetent(item, context: &context) else {
                valid = false
                continue
            }
            if let first = seen[detent] {
                context.report(
                    .duplicateName, "'detents' lists \(detent.yamlText) more than once", at: item.location,
                    notes: [.init("\(detent.yamlText) is first listed here", at: first)])
                valid = false
                continue
            }
            seen[detent] = item.location
            detents.append(detent)
        }
        return valid ? Located(detents, at: location) : nil
    }

    /// One item of `detents`: `medium`, `large`, `{fraction: f}` with 0 < f <= 1, or `{height: h}`
    /// with h > 0 points.
    private static func decodeDetent(_ node: LoadedNode, context: inout DecodingContext) -> SheetDetentValue? {
        let expected = "medium, large, '{fraction: 0.3}' (0 < f <= 1) or '{height: 200}' (points > 0)"
        if let scalar = node.scalar {
            switch scalar.text {
            case "medium": return .medium
            case "large": return .large
            default:
                var message = "a detent must be \(expected), not '\(scalar.text)'"
                if let suggestion = SpellingSuggestion.closest(to: scalar.text, among: detentWords) {
                    message += "; did you mean '\(suggestion)'?"
                }
                context.report(.invalidValue, message, at: node.location)
                return nil
            }
        }
        guard let map = context.mapping(node, what: "a detent", allowedKeys: detentKeys) else { return nil }
        guard map.pairs.count == 1, let pair = map.pairs.first, let key = pair.key.scalarText,
            detentKeys.contains(key)
        else {
            if map.pairs.count != 1 {
                context.report(.invalidValue, "a detent must be \(expected): one key", at: node.location)
            }
            return nil
        }
        guard let text = context.string(pair.value, what: "'\(key)'") else { return nil }
        guard let number = Double(text.value), number.isFinite, number > 0, key == "height" || number <= 1 else {
            let range =
                key == "fraction" ? "a number greater than 0 and at most 1" : "a number of points greater than 0"
            context.report(.invalidValue, "'\(key)' must be \(range), not '\(text.value)'", at: text.location)
            return nil
        }
        return key == "fraction" ? .fraction(number) : .height(number)
    }

    /// `exit: { ask: alert, when: condition }`. Nil when it is not a mapping (reported); a key
    /// that is missing is the resolver's to report, as it knows whether the screen may have one.
    private static func decodeExit(
        _ node: LoadedNode, at location: SourceLocation, screen: String, context: inout DecodingContext
    ) -> ExitSyntax? {
        guard let map = context.mapping(node, what: "'exit' of screen '\(screen)'", allowedKeys: exitKeys) else {
            return ExitSyntax(location: location, keysMaybeMeant: Set(exitKeys))
        }
        var exit = ExitSyntax(location: location, keysMaybeMeant: map.unknownKeysMayMean)
        if let value = map["ask"] {
            exit.ask = context.string(value, what: "'ask'")
            if exit.ask == nil { exit.keysMaybeMeant.insert("ask") }
        }
        if let value = map["when"] {
            exit.when = context.string(value, what: "'when'")
            if exit.when == nil { exit.keysMaybeMeant.insert("when") }
        }
        return exit
    }

    /// The screen's kind, with one diagnostic when it is wrong. The kind-specific keys (`view`
    /// and `transitions`, `message` and `buttons`) are evidence too: when `kind` is invalid, or
    /// when it (or its absence) contradicts every such key, the one mistake is the kind, not
    /// each key, the missing view and every move that enters the screen with the other style.
    private static func decodeKind(_ map: MappingView, screen: inout ScreenSyntax, context: inout DecodingContext) {
        let name = screen.name.value
        let has = { (key: String) in map.keyLocation(key) != nil }
        guard let value = map["kind"] else {
            // An unknown key may be the misspelt `kind` (reported; `keysMaybeMeant` holds it, so
            // the kind counts as a guess): then the missing kind is not reported again.
            let mayBeMisspelt = map.unknownKeysMayMean.contains("kind")
            guard inferredKind(of: map) == .alert, alertOnlyKeys.contains(where: has) else { return }
            screen.kind = .alert
            if !mayBeMisspelt {
                let written = alertOnlyKeys.filter(has).map { "'\($0)'" }.joined(separator: " and ")
                context.report(
                    .invalidValue,
                    "screen '\(name)' has \(written), which belong to alert screens, but no 'kind'; add 'kind: alert'",
                    at: screen.name.location)
            }
            return
        }
        guard let kind = context.choice(value, what: "'kind'", as: ScreenKind.self) else {
            // Reported once; the screen counts as the kind its keys describe, and checks that
            // depend on its kind stay silent (see `ScreenSyntax.isKindKnown`).
            screen.kind = inferredKind(of: map)
            screen.keysMaybeMeant.insert("kind")
            return
        }
        screen.kind = kind.value
        // A key an unknown key may stand for (a misspelling, reported) counts as written here.
        let mayHave = { (key: String) in has(key) || map.unknownKeysMayMean.contains(key) }
        let own = kind.value.hasButtons ? alertOnlyKeys : viewOnlyKeys
        let other = (kind.value.hasButtons ? viewOnlyKeys : alertOnlyKeys).filter(has)
        // A view screen needs its view: `transitions` alone do not make one.
        let otherKindIsComplete = kind.value == .view || mayHave("view")
        guard !other.isEmpty, otherKindIsComplete, !own.contains(where: mayHave) else { return }
        let keys = other.map { "'\($0)'" }.joined(separator: " and ")
        let advice =
            kind.value.hasButtons
            ? "belong to view screens; remove 'kind: \(kind.value.rawValue)'"
            : "belong to alert screens; write 'kind: alert'"
        context.report(
            .invalidValue, "screen '\(name)' has 'kind: \(kind.value.rawValue)', but \(keys) \(advice)",
            at: kind.location)
        screen.kind = kind.value.hasButtons ? .view : .alert
    }

    /// The keys of the other kind of screen: reported, then ignored, so that they neither take
    /// effect (an alert's transitions becoming moves) nor are checked as if they belonged. When
    /// the kind is not known (reported) and there are keys of both kinds, none of them counts.
    private static func misplacedKeys(_ map: MappingView, screen: ScreenSyntax, context: inout DecodingContext)
        -> [String]
    {
        let has = { (key: String) in map.keyLocation(key) != nil }
        guard screen.isKindKnown else {
            let isAmbiguous = viewOnlyKeys.contains(where: has) && alertOnlyKeys.contains(where: has)
            return isAmbiguous ? viewOnlyKeys + alertOnlyKeys : []
        }
        let name = screen.name.value
        let misplaced = screen.kind.hasButtons ? viewOnlyKeys : alertOnlyKeys
        for key in misplaced {
            guard let location = map.keyLocation(key) else { continue }
            let message =
                screen.kind.hasButtons
                ? "\(screen.kind.rawValue) '\(name)' cannot have '\(key)'; \(screen.kind.withArticle)'s buttons say where to go"
                : "'\(key)' belongs to alert screens; add 'kind: alert' to screen '\(name)' or remove it"
            context.report(.invalidValue, message, at: location)
        }
        return misplaced
    }

    /// The kind a screen's keys describe, when `kind` does not say: `view` when it has a view
    /// or transitions, otherwise `alert` (without a view it cannot be a view screen).
    private static func inferredKind(of map: MappingView) -> ScreenKind {
        viewOnlyKeys.contains { map.keyLocation($0) != nil } ? .view : .alert
    }

    static let paramKeys = ["type", "default", "live"]

    /// `name: Type` or `name: { type: Type, default: literal, live: true }`.
    private static func decodeParam(_ pair: LoadedNode.Pair, context: inout DecodingContext) -> ParamSyntax? {
        guard let name = pair.key.scalarText else { return nil }
        if pair.value.scalarText != nil {
            guard let type = context.string(pair.value, what: "the type of param '\(name)'") else { return nil }
            return ParamSyntax(name: Located(name, at: pair.key.location), type: type)
        }
        guard let map = context.mapping(pair.value, what: "param '\(name)'", allowedKeys: paramKeys) else { return nil }
        guard let typeNode = map["type"] else {
            // An unknown key may be the misspelt type: it is reported already.
            if !map.unknownKeysMayMean.contains("type") {
                context.report(.invalidValue, "param '\(name)' needs a 'type'", at: pair.value.location)
            }
            return nil
        }
        guard let type = context.string(typeNode, what: "the type of param '\(name)'") else { return nil }
        var param = ParamSyntax(name: Located(name, at: pair.key.location), type: type)
        // An unknown key may be a misspelt `default`: whether the param is required is unknown.
        param.hasInvalidDeclaration = map.unknownKeysMayMean.contains("default")
        if let node = map["live"] {
            // A `live` that is not a word is reported; the param is then treated as not live,
            // and its route case and moves may not be what the user meant.
            if let value = context.choice(node, what: "'live'", as: LiveWord.self) {
                if value.value != .false { param.live = node.location }
                param.isClosure = value.value == .closure
            } else {
                param.hasInvalidDeclaration = true
            }
        }
        if let node = map["default"] {
            guard let scalar = node.scalar else {
                context.report(
                    .invalidDefault, "the default of param '\(name)' must be a scalar literal, not a \(node.kindName)",
                    at: node.location)
                param.hasInvalidDeclaration = true
                return param
            }
            param.defaultValue = DefaultSyntax(
                text: scalar.text, isQuoted: scalar.style != .plain, isNull: scalar.isNull, location: node.location)
        }
        return param
    }

    static let transitionKeys = [
        "to", "style", "args", "cycle", "pop-to", "inclusive", "select-root", "keep-stack", "dismiss", "then",
        "back", "choice", "one-of",
    ]

    /// A mapping of action → transition: a screen's `transitions`, or a transition set. A
    /// transition dropped for an error (reported) leaves the graph without a move it declares.
    static func decodeTransitions(_ node: LoadedNode, what: String, context: inout DecodingContext)
        -> [TransitionSyntax]
    {
        guard let pairs = context.pairs(of: node, what: what) else {
            context.droppedMoves = true
            return []
        }
        let transitions = pairs.compactMapReserved { decodeTransition($0, context: &context) }
        if transitions.count < pairs.count { context.droppedMoves = true }
        return transitions
    }

    /// `action: target` (a push) or `action: { to:, style:, args: }`.
    private static func decodeTransition(_ pair: LoadedNode.Pair, context: inout DecodingContext) -> TransitionSyntax? {
        guard let action = pair.key.scalarText else { return nil }
        let located = Located(action, at: pair.key.location)
        if let scalar = pair.value.scalar {
            guard !scalar.isNull else {
                context.report(
                    .missingHandler,
                    "transition '\(action)' has no target; write the screen it goes to after '\(action):'",
                    at: pair.key.location)
                return nil
            }
            return TransitionSyntax(
                action: located, move: MoveSyntax(target: Located(scalar.text, at: pair.value.location)))
        }
        guard let map = context.mapping(pair.value, what: "transition '\(action)'", allowedKeys: transitionKeys) else {
            return nil
        }
        var move = MoveSyntax()
        guard decodeMove(map, into: &move, context: &context) else { return nil }
        decodePopBack(map, into: &move, context: &context)
        if let node = map["then"] {
            move.then = context.names(node, what: "'then'")
            move.thenLocation = map.keyLocation("then")
        }
        if let node = map["back"] { decodeBack(node, map: map, into: &move, context: &context) }
        // `choice` with `one-of`: the app's resolver picks the target (TransitionChoiceDecoding.swift).
        guard decodeChoice(map, into: &move, context: &context) else { return nil }
        guard move.target != nil || move.popTo != nil || move.selectRoot != nil || move.namesChoice else {
            // A target written but lost to a reported error (an invalid `to`, a misspelt key)
            // is not also "no target".
            if !move.mayHaveMeantTarget {
                context.report(
                    .missingHandler, "transition '\(action)' has no target; add 'to: <screen>'", at: pair.key.location)
            }
            return nil
        }
        return TransitionSyntax(action: located, move: move)
    }

    /// `pop-to` and `inclusive`: go back to a screen below first (Android's `popUpTo`);
    /// `select-root`: to another root first; `dismiss`: out of the current sheet or cover first.
    /// An alert button may `dismiss` alone (close the sheet beneath the alert): the app has no
    /// other moment to do it, where a screen's own code can always dismiss.
    private static func decodePopBack(
        _ map: MappingView, into move: inout MoveSyntax, dismissNeedsTarget: Bool = true, context: inout DecodingContext
    ) {
        if let node = map["keep-stack"], let value = context.choice(node, what: "'keep-stack'", as: BooleanWord.self) {
            if map["select-root"] == nil, !map.unknownKeysMayMean.contains("select-root") {
                context.report(
                    .invalidValue,
                    "'keep-stack' says whether 'select-root' keeps the tab's stack as it is; it needs 'select-root'",
                    at: value.location)
            } else {
                move.keepsStack = value.value == .true
            }
        }
        // A button dismisses the sheet beneath its alert or not; a transition may dismiss more.
        if let node = map["dismiss"], let value = dismissValue(node, isButton: !dismissNeedsTarget, context: &context),
            value.value != .false
        {
            if let other = map.keyLocation("pop-to") ?? map.keyLocation("select-root") ?? map.keyLocation("inclusive") {
                context.report(
                    .invalidValue,
                    "'dismiss' goes back out of the current sheet or cover; it cannot also go back with 'pop-to', 'inclusive' or 'select-root'",
                    at: other)
            }
            if dismissNeedsTarget, map["to"] == nil, !map.unknownKeysMayMean.contains("to") {
                context.report(
                    .invalidValue,
                    "'dismiss' is followed by a move; add 'to: <screen>' (dismissing alone is always legal and needs no transition)",
                    at: value.location)
                move.keysMaybeMeant.insert("to")  // not also "no target"
                return
            }
            move.dismiss = value.location
            move.dismissal = value.value == .all ? .all : value.value == .toFirst ? .aboveFirst : .top
            return
        }
        if let node = map["select-root"] {
            if let popTo = map.keyLocation("pop-to") {
                context.report(
                    .invalidValue,
                    "'select-root' goes back to that root in its own stack; it cannot also have 'pop-to'", at: popTo)
            }
            move.selectRoot = context.string(node, what: "'select-root'")
            if move.selectRoot == nil { move.keysMaybeMeant.insert("to") }
            return
        }
        if let node = map["pop-to"] {
            move.popTo = context.string(node, what: "'pop-to'")
            if move.popTo == nil { move.keysMaybeMeant.insert("to") }  // a target was meant
        }
        guard let node = map["inclusive"] else { return }
        guard let value = context.choice(node, what: "'inclusive'", as: BooleanWord.self) else { return }
        if map["pop-to"] == nil, !map.unknownKeysMayMean.contains("pop-to") {
            context.report(
                .invalidValue, "'inclusive' says whether 'pop-to' removes its screen too; it needs 'pop-to'",
                at: value.location)
            return
        }
        move.isInclusive = value.value == .true
    }

    /// `back: false`: a push the user cannot pop (a flow step without a back button); only a
    /// plain push forward, without `then`. `back: true` is what every move is.
    private static func decodeBack(
        _ node: LoadedNode, map: MappingView, into move: inout MoveSyntax, context: inout DecodingContext
    ) {
        guard let value = context.choice(node, what: "'back'", as: BooleanWord.self), value.value == .false else {
            return
        }
        let other =
            map.keyLocation("pop-to") ?? map.keyLocation("select-root") ?? map.keyLocation("dismiss")
            ?? map.keyLocation("then")
        if let other {
            context.report(
                .invalidValue,
                "'back: false' marks a push the user cannot pop; it cannot go back first or go on with 'then', so remove 'pop-to', 'select-root', 'dismiss' and 'then', or 'back'",
                at: other)
            return
        }
        if let style = move.style, style.value != .push {
            context.report(
                .invalidValue,
                "'back: false' marks a push the user cannot pop, but this move is a '\(style.value.rawValue)', which has no back button; remove 'back', or make it a push",
                at: value.location)
            return
        }
        move.hidesBack = value.location
    }

    /// `dismiss`'s value: `true` or `false` on an alert button, which dismisses the sheet beneath
    /// its alert or not; `all` or `to-first` too on a transition.
    private static func dismissValue(
        _ node: LoadedNode, isButton: Bool, context: inout DecodingContext
    ) -> Located<DismissWord>? {
        guard isButton else { return context.choice(node, what: "'dismiss'", as: DismissWord.self) }
        return context.choice(node, what: "'dismiss'", as: BooleanWord.self).map {
            Located($0.value == .true ? .true : .false, at: $0.location)
        }
    }

    static let buttonKeys = [
        "title", "role", "to", "style", "args", "cycle", "pop-to", "inclusive", "dismiss", "then", "requires",
    ]

    /// `id: { title:, role:, to:, style:, args: }` (and `pop-to`, `inclusive`, `dismiss`: going
    /// back from the screen beneath the alert), or `id: Title` for a button that only reports
    /// its id.
    static let fieldKeys = ["title", "secure"]

    /// `id: Title` or `id: { title: Title, secure: true }`: an alert's text field.
    private static func decodeField(_ pair: LoadedNode.Pair, context: inout DecodingContext) -> AlertFieldSyntax? {
        guard let id = pair.key.scalarText else { return nil }
        var field = AlertFieldSyntax(id: Located(id, at: pair.key.location))
        if pair.value.scalarText != nil {
            field.title = context.string(pair.value, what: "the title of field '\(id)'")
            return field
        }
        guard let map = context.mapping(pair.value, what: "field '\(id)'", allowedKeys: fieldKeys) else { return nil }
        if let node = map["title"] { field.title = context.string(node, what: "the title of field '\(id)'") }
        if let node = map["secure"], let value = context.choice(node, what: "'secure'", as: BooleanWord.self) {
            field.isSecure = value.value == .true
        }
        return field
    }

    private static func decodeButton(_ pair: LoadedNode.Pair, context: inout DecodingContext) -> AlertButtonSyntax? {
        guard let id = pair.key.scalarText else { return nil }
        var button = AlertButtonSyntax(id: Located(id, at: pair.key.location), move: MoveSyntax())
        if pair.value.scalarText != nil {
            button.title = context.string(pair.value, what: "the title of button '\(id)'")
            return button
        }
        guard let map = context.mapping(pair.value, what: "button '\(id)'", allowedKeys: buttonKeys) else { return nil }
        if let node = map["title"] { button.title = context.string(node, what: "the title of button '\(id)'") }
        if let node = map["role"] { button.role = context.choice(node, what: "'role'", as: AlertButtonRole.self) }
        if let node = map["requires"] { button.requires = context.names(node, what: "'requires'") }
        var move = MoveSyntax()
        guard decodeMove(map, into: &move, context: &context) else { return nil }
        decodePopBack(map, into: &move, dismissNeedsTarget: false, context: &context)
        if let node = map["then"] {
            move.then = context.names(node, what: "'then'")
            move.thenLocation = map.keyLocation("then")
        }
        // A button whose target was lost to a reported error may have been a move.
        if move.mayHaveMeantTarget { context.droppedMoves = true }
        button.move = move
        return button
    }

    /// The `to`, `style` and `args` keys shared by transitions and alert buttons, into `move`;
    /// false when the move cannot be kept (reported). Filled in place: a move returned was
    /// copied out and again into the caller's variable (#33).
    private static func decodeMove(
        _ map: MappingView, into move: inout MoveSyntax, context: inout DecodingContext
    ) -> Bool {
        move.keysMaybeMeant = map.unknownKeysMayMean
        if let node = map["to"] {
            move.target = context.string(node, what: "'to'")
            if move.target == nil { move.keysMaybeMeant.insert("to") }
        }
        if let node = map["style"] {
            guard let style = context.choice(node, what: "'style'", as: TransitionStyle.self) else { return false }
            move.style = style
        }
        if let node = map["cycle"] {
            // An invalid value (reported) is no mark: the cycle, if any, is reported too, since
            // whether the user meant it cannot be told.
            move.isIntendedCycle = context.choice(node, what: "'cycle'", as: CycleMark.self) != nil
        }
        if let node = map["args"] {
            guard let pairs = context.pairs(of: node, what: "'args'") else {
                move.keysMaybeMeant.insert("args")
                return true
            }
            for pair in pairs {
                guard let target = pair.key.scalarText,
                    let source = context.string(pair.value, what: "the source of argument '\(target)'")
                else {
                    move.keysMaybeMeant.insert("args")
                    continue
                }
                move.args.append(ArgumentBindingSyntax(target: Located(target, at: pair.key.location), source: source))
            }
        }
        return true
    }
}
