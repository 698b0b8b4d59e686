import ScreenGenDiagnostics
import ScreenGenYAML

/// Decodes one entry of `screens:`: a view screen or, with `kind: alert`, an alert.
enum ScreenDecoder {
    static let keys = ["view", "kind", "title", "message", "params", "transitions", "buttons", "requires"]
    private static let alertOnlyKeys = ["message", "buttons"]
    private static let viewOnlyKeys = ["view", "transitions"]

    static func decode(_ pair: YAMLNode.Pair, context: inout DecodingContext) -> ScreenSyntax? {
        guard let name = pair.key.scalar?.text else { return nil }
        var screen = ScreenSyntax(name: Located(name, at: pair.key.location))
        if let scalar = pair.value.scalar, !scalar.isNull {
            var message = "screen '\(name)' must be a mapping, not a scalar"
            if case .success(let type) = TypeExpressionParser.parse(scalar.text), case .nominal = type {
                // `home: HomeView`: the likely intent is the view, which goes under 'view:'.
                message += "; write it as 'view: \(type)' under '\(name):'"
            }
            context.report(.invalidValue, message, at: pair.value.location)
            screen.isMalformed = true
            return screen
        }
        guard let map = context.mapping(pair.value, what: "screen '\(name)'", allowedKeys: keys) else {
            screen.isMalformed = true
            return screen
        }

        if let value = map["kind"] {
            // An unknown kind is reported once; the screen then counts as the kind its keys
            // describe, so a misspelt `kind: alrt` is not also blamed for its buttons, its
            // missing view and every transition that presents it.
            screen.kind = context.choice(value, what: "'kind'", as: ScreenKind.self)?.value
                ?? inferredKind(of: map)
        }
        let misplaced = screen.kind == .alert ? viewOnlyKeys : alertOnlyKeys
        for key in misplaced {
            guard let location = map.keyLocation(key) else { continue }
            let message = screen.kind == .alert
                ? "alert '\(name)' cannot have '\(key)'; an alert's buttons say where to go"
                : "'\(key)' belongs to alert screens; add 'kind: alert' to screen '\(name)' or remove it"
            context.report(.invalidValue, message, at: location)
        }

        if let value = map["view"] { screen.view = context.string(value, what: "'view'") }
        if let value = map["title"] { screen.title = context.string(value, what: "'title'") }
        if let value = map["message"] { screen.message = context.string(value, what: "'message'") }
        if let value = map["params"], let pairs = context.pairs(of: value, what: "'params'") {
            screen.params = pairs.compactMap { decodeParam($0, context: &context) }
        }
        if let value = map["transitions"], let pairs = context.pairs(of: value, what: "'transitions'") {
            screen.transitions = pairs.compactMap { decodeTransition($0, context: &context) }
            if screen.transitions.count < pairs.count { context.droppedMoves = true }
        }
        if let value = map["buttons"], let pairs = context.pairs(of: value, what: "'buttons'") {
            screen.buttons = pairs.compactMap { decodeButton($0, context: &context) }
            if screen.buttons.count < pairs.count { context.droppedMoves = true }
        }
        if let value = map["requires"] { screen.requires = context.names(value, what: "'requires'") }
        return screen
    }

    /// `alert` when the screen has alert-only keys and no view-only ones; otherwise `view`.
    private static func inferredKind(of map: MappingView) -> ScreenKind {
        let hasAlertKeys = alertOnlyKeys.contains { map.keyLocation($0) != nil }
        let hasViewKeys = viewOnlyKeys.contains { map.keyLocation($0) != nil }
        return hasAlertKeys && !hasViewKeys ? .alert : .view
    }

    static let paramKeys = ["type", "default"]

    /// `name: Type` or `name: { type: Type, default: literal }`.
    private static func decodeParam(_ pair: YAMLNode.Pair, context: inout DecodingContext) -> ParamSyntax? {
        guard let name = pair.key.scalar?.text else { return nil }
        let what = "the type of param '\(name)'"
        if pair.value.scalar != nil {
            guard let type = context.string(pair.value, what: what) else { return nil }
            return ParamSyntax(name: Located(name, at: pair.key.location), type: type)
        }
        guard let map = context.mapping(pair.value, what: "param '\(name)'", allowedKeys: paramKeys) else { return nil }
        guard let typeNode = map["type"] else {
            context.report(.invalidValue, "param '\(name)' needs a 'type'", at: pair.value.location)
            return nil
        }
        guard let type = context.string(typeNode, what: what) else { return nil }
        var param = ParamSyntax(name: Located(name, at: pair.key.location), type: type)
        if let node = map["default"] {
            guard let scalar = node.scalar else {
                context.report(.invalidDefault, "the default of param '\(name)' must be a scalar literal, not a \(node.kindName)", at: node.location)
                return param
            }
            param.defaultValue = DefaultSyntax(
                text: scalar.text, isQuoted: scalar.style != .plain, isNull: scalar.isNull, location: node.location)
        }
        return param
    }

    static let transitionKeys = ["to", "style", "args"]

    /// `action: target` (a push) or `action: { to:, style:, args: }`.
    private static func decodeTransition(_ pair: YAMLNode.Pair, context: inout DecodingContext) -> TransitionSyntax? {
        guard let action = pair.key.scalar?.text else { return nil }
        let located = Located(action, at: pair.key.location)
        if let scalar = pair.value.scalar {
            guard !scalar.isNull else {
                context.report(.missingHandler, "transition '\(action)' has no target; write the screen it goes to after '\(action):'", at: pair.key.location)
                return nil
            }
            return TransitionSyntax(action: located, move: MoveSyntax(target: Located(scalar.text, at: pair.value.location)))
        }
        guard let map = context.mapping(pair.value, what: "transition '\(action)'", allowedKeys: transitionKeys) else {
            return nil
        }
        guard let move = decodeMove(map, context: &context) else { return nil }
        guard move.target != nil else {
            context.report(.missingHandler, "transition '\(action)' has no target; add 'to: <screen>'", at: pair.key.location)
            return nil
        }
        return TransitionSyntax(action: located, move: move)
    }

    static let buttonKeys = ["title", "role", "to", "style", "args"]

    /// `id: { title:, role:, to:, style:, args: }`, or `id: Title` for a button that only
    /// reports its id.
    private static func decodeButton(_ pair: YAMLNode.Pair, context: inout DecodingContext) -> AlertButtonSyntax? {
        guard let id = pair.key.scalar?.text else { return nil }
        var button = AlertButtonSyntax(id: Located(id, at: pair.key.location), move: MoveSyntax())
        if pair.value.scalar != nil {
            button.title = context.string(pair.value, what: "the title of button '\(id)'")
            return button
        }
        guard let map = context.mapping(pair.value, what: "button '\(id)'", allowedKeys: buttonKeys) else { return nil }
        if let node = map["title"] { button.title = context.string(node, what: "the title of button '\(id)'") }
        if let node = map["role"] { button.role = context.choice(node, what: "'role'", as: AlertButtonRole.self) }
        guard let move = decodeMove(map, context: &context) else { return nil }
        button.move = move
        return button
    }

    /// The `to`, `style` and `args` keys shared by transitions and alert buttons.
    private static func decodeMove(_ map: MappingView, context: inout DecodingContext) -> MoveSyntax? {
        var move = MoveSyntax()
        if let node = map["to"] { move.target = context.string(node, what: "'to'") }
        if let node = map["style"] {
            guard let style = context.choice(node, what: "'style'", as: TransitionStyle.self) else { return nil }
            move.style = style
        }
        if let node = map["args"], let pairs = context.pairs(of: node, what: "'args'") {
            for pair in pairs {
                guard let target = pair.key.scalar?.text,
                    let source = context.string(pair.value, what: "the source of argument '\(target)'")
                else { continue }
                move.args.append(ArgumentBindingSyntax(target: Located(target, at: pair.key.location), source: source))
            }
        }
        return move
    }
}
