import ScreenGenDiagnostics

/// Each screen's signature: params and their types and defaults, its view, its texts.
extension GraphResolver {
    /// Gives `screen` its signature, from its `syntax` (see `resolveSignatures`).
    mutating func resolveSignature(_ syntax: ScreenSyntax, of screen: inout ScreenGraph.Screen) {
        screen.params = resolveParams(syntax.params, screenName: screen.qualifiedName)
        screen.mayLackParams = syntax.mayLackParams
        screen.title = syntax.title.map { template($0, what: "the title of '\(screen.qualifiedName)'", of: screen) }
        screen.message = syntax.message.map {
            template($0, what: "the message of '\(screen.qualifiedName)'", of: screen)
        }
        screen.fields = syntax.fields.map { field in
            ScreenGraph.AlertField(
                id: field.id.value,
                title: field.title.map { template($0, what: "the title of field '\(field.id.value)'", of: screen) }
                    ?? TextTemplate(segments: [.text(field.id.value)]),
                isSecure: field.isSecure, location: field.id.location)
        }
        // SwiftUI's confirmation dialog shows buttons only.
        if screen.kind == .dialog, let first = syntax.fields.first {
            report(
                .invalidValue,
                "dialog '\(screen.qualifiedName)' cannot have text fields: a confirmation dialog shows buttons only; make it 'kind: alert'",
                at: first.id.location)
            screen.fields = []
        }

        // A key the screen lacks is reported missing only when the user cannot have written it:
        // not after an unknown key (perhaps its misspelling), an invalid value or an invalid kind.
        switch syntax.kind {
        case .view:
            if let view = syntax.view {
                let (type, arguments) = ViewConstruction.split(view)
                screen.view = viewType(type, screenName: screen.qualifiedName)
                if let arguments, screen.view != nil {
                    // The arguments' own start, when the text is in the file as written.
                    let start = syntax.viewTextStart.map { start in
                        var start = start
                        start.column += view.value.unicodeScalars.count - arguments.unicodeScalars.count
                        return start
                    }
                    screen.viewArguments = viewArguments(
                        arguments, of: screen, at: view.location, argumentsStart: start)
                }
            } else if syntax.isKindKnown, !syntax.mayHaveMeant("view") {
                report(
                    .missingHandler,
                    "screen '\(screen.qualifiedName)' has no 'view': name the view type that renders it",
                    at: syntax.name.location)
            }
            if let returns = syntax.returns {
                switch parseType(returns.value) {
                case .success(let type):
                    if let unfit = type.nameThatCannotBeSendable {
                        report(
                            .invalidType,
                            "'returns' of '\(screen.qualifiedName)' is '\(returns.value)', which cannot be Sendable as a result must be: '\(unfit)' \(TypeExpression.whatItIs(unfit)); name a concrete type",
                            at: returns.location)
                    } else {
                        screen.returnType = (type, type.description)
                    }
                case .failure(let error):
                    report(
                        .invalidType,
                        "'returns' of '\(screen.qualifiedName)' is '\(returns.value)', which is outside the type grammar: \(error.message)",
                        at: returns.location)
                }
            }
        case .alert, .dialog:
            if syntax.title == nil, syntax.isKindKnown, !syntax.mayHaveMeant("title") {
                report(
                    .invalidValue, "\(screen.kind.rawValue) '\(screen.qualifiedName)' needs a 'title'",
                    at: syntax.name.location)
            }
        }
    }

    mutating func resolveParams(_ params: [ParamSyntax], screenName: String) -> [ScreenGraph.Param] {
        var labels = NameRegistry(space: "param label", expectedCount: params.count)
        var result: [ScreenGraph.Param] = []
        result.reserveCapacity(params.count)
        for param in params {
            resolveParam(param, screenName: screenName, labels: &labels, into: &result)
        }
        return result
    }

    /// One param of `screenName`, into `result` unless its label is taken (reported). A function
    /// of its own, taking the param as an argument: inline in the loop, its located texts were
    /// copied for the calls they were passed to (#33: four per param).
    private mutating func resolveParam(
        _ param: ParamSyntax, screenName: String, labels: inout NameRegistry, into result: inout [ScreenGraph.Param]
    ) {
        let label = convert(param.name, what: "param name", by: SwiftIdentifier.lowerCamel)
        guard
            labels.claim(
                label.name, yamlName: param.name.value, kind: "param", name: param.name.value,
                at: param.name.location, diagnostics: &diagnostics)
        else { return }
        let type: TypeExpression
        var hasInvalidType = false
        var hasInvalidDeclaration = param.hasInvalidDeclaration
        let parsedType = self.parsedType(param.type.value)
        switch parsedType.result {
        case .success(let parsed):
            if let unfit = param.live == nil ? parsedType.unhashableName : parsedType.unsendableName {
                let need =
                    param.live == nil
                    ? "Hashable and Sendable as a route's params must be"
                    : "Sendable as a live param's value must be"
                report(
                    .invalidType,
                    "param '\(param.name.value)' of '\(screenName)' has type '\(param.type.value)', which cannot be \(need): '\(unfit)' \(TypeExpression.whatItIs(unfit)); name a concrete type",
                    at: param.type.location)
                hasInvalidType = true
                hasInvalidDeclaration = true
            } else if parsedType.mentionsOutput {
                checkShadowing(of: parsed, param: param)
            }
            type = parsed
        case .failure(let error):
            report(
                .invalidType,
                "param '\(param.name.value)' of '\(screenName)' has type '\(param.type.value)', which is outside the type grammar: \(error.message)",
                at: param.type.location)
            type = .nominal([.init(name: "_", arguments: [])])
            hasInvalidType = true
            hasInvalidDeclaration = true
        }
        var defaultLiteral: String? = type.isOptional ? "nil" : nil
        var defaultCase: ArgumentLiteral<String>?
        // A default is judged against the type, so not against a type that is not known.
        if let syntax = param.defaultValue, param.live != nil, !syntax.isNull {
            report(
                .invalidDefault,
                "invalid default for param '\(param.name.value)': a live param has no default, as its value exists only while the app runs; the move that enters '\(screenName)' gives it (an optional live param may default to null)",
                at: syntax.location)
            hasInvalidDeclaration = true
        } else if let syntax = param.defaultValue, !hasInvalidType {
            switch DefaultLiteral.rendered(syntax, for: type) {
            case .success(let rendered):
                defaultLiteral = rendered.text
                defaultCase = rendered.enumCase
            case .failure(let refusal):
                report(
                    .invalidDefault, "invalid default for param '\(param.name.value)': \(refusal.reason)",
                    at: syntax.location)
                hasInvalidDeclaration = true
            }
        }
        // Appended, then completed in place: a local param appended was copied (#33).
        result.append(
            ScreenGraph.Param(
                yamlName: param.name.value, label: label, type: type,
                typeText: parsedType.swiftText, defaultLiteral: defaultLiteral,
                location: param.name.location, typeLocation: param.type.location))
        result[result.count - 1].hasInvalidType = hasInvalidType
        result[result.count - 1].hasInvalidDeclaration = hasInvalidDeclaration
        result[result.count - 1].defaultCase = defaultCase
        result[result.count - 1].isLive = param.live != nil
        result[result.count - 1].isClosure = param.isClosure
        result[result.count - 1].liveLocation = param.live
    }

    /// Every param type is spelled inside the generated handler protocol, whose associated type
    /// `Output` would shadow a type of that name: `func detail(x: Output) -> Output` would mean
    /// the handler's output twice.
    mutating func checkShadowing(of type: TypeExpression, param: ParamSyntax) {
        guard type.mentionsUnqualified("Output") else { return }
        let message =
            if type == .nominal([.init(name: "Output", arguments: [])]) {
                "param '\(param.name.value)' has type 'Output', which the generated handler protocol '\(handlerName)' uses for its associated type; rename the type or qualify it with its module"
            } else {
                "param '\(param.name.value)' has type '\(type)', whose 'Output' the generated handler protocol '\(handlerName)' would read as its own associated type; rename the type or qualify it with its module"
            }
        report(.nameCollision, message, at: param.type.location)
    }

    mutating func parseType(_ text: String) -> Result<TypeExpression, TypeSyntaxError> {
        parsedType(text).result
    }

    /// `text` parsed, and rendered as Swift when it parses, each once per text.
    mutating func parsedType(_ text: String) -> ParsedType {
        if let parsed = parsedTypes[text] { return parsed }
        let parsed = ParsedType(TypeExpressionParser.parse(text))
        parsedTypes[text] = parsed
        return parsed
    }

    mutating func viewType(_ view: Located<String>, screenName: String) -> TypeExpression? {
        // Parsed without the cache: each screen has a view type of its own, and caching them
        // only grows the table that every chunk of `forEachScreen` copies and merges back.
        switch TypeExpressionParser.parse(view.value) {
        case .success(let type):
            guard case .nominal = type else {
                report(
                    .invalidType, "the view of '\(screenName)' must be a named type, not '\(type)'", at: view.location)
                return nil
            }
            // The view is constructed inside the generated `<Route>View`, where SwiftUI's
            // associated type `Body` would be found before the app's own type.
            if type.mentionsUnqualified("Body") {
                report(
                    .nameCollision,
                    "the view of '\(screenName)' is '\(type)', but inside the generated '\(viewName)' the name 'Body' means SwiftUI's associated type; rename the view or qualify it with its module",
                    at: view.location)
            }
            return type
        case .failure(let error):
            report(
                .invalidType,
                "the view of '\(screenName)' is '\(view.value)', which is not a type name: \(error.message)",
                at: view.location)
            return nil
        }
    }

    /// `text` with its `{param}` placeholders resolved against `screen`'s params.
    /// `what` (for messages) is built only when one is: nearly every screen has a title.
    mutating func template(_ text: Located<String>, what: @autoclosure () -> String, of screen: ScreenGraph.Screen)
        -> TextTemplate
    {
        let (template, unknown) = TextTemplate.parse(text.value, lookup: screen.paramIndex(named:))
        // A screen that may lack params the user declared cannot say a name matches none.
        for name in unknown where !screen.mayLackParams {
            var message = "'{\(name)}' in \(what()) names no param"
            if let suggestion = SpellingSuggestion.closest(to: name, among: screen.params.map(\.yamlName)) {
                message += "; did you mean '{\(suggestion)}'?"
            }
            report(.invalidValue, message, at: text.location)
        }
        return template
    }

    /// `(timeline: .hashtag(tag: tag), isModal: false)` checked: the literal grammar, and every
    /// param it reads one of the screen's. Nil when it fails (reported): the default
    /// construction is used, and nothing else is reported about it. A grammar mistake is
    /// reported where it is when `argumentsStart` (where `text` starts in the file) is known,
    /// else at the value's `location`.
    mutating func viewArguments(
        _ text: String, of screen: ScreenGraph.Screen, at location: SourceLocation, argumentsStart: SourceLocation?
    ) -> [ArgumentLiteral<Int>.Argument]? {
        switch ArgumentLiteralParser.parseArguments(text) {
        case .failure(let failure):
            var at = location
            if let argumentsStart, let offset = failure.offset {
                // The offset counts UTF-8 bytes; a column counts characters.
                at = argumentsStart
                at.column += String(decoding: text.utf8.prefix(offset), as: UTF8.self).unicodeScalars.count
            }
            report(
                .invalidValue,
                "the view of '\(screen.qualifiedName)' has arguments '\(DisplayText.singleLine(text))' outside the literal grammar: \(failure.reason)",
                at: at)
            return nil
        case .success(let arguments):
            var resolved: [ArgumentLiteral<Int>.Argument] = []
            for argument in arguments {
                switch screen.resolvingParams(in: argument.value) {
                case .success(let value):
                    if let optional = screen.optionalParam(readThroughPropertyBy: value) {
                        report(
                            .argumentTypeMismatch,
                            "the view of '\(screen.qualifiedName)' reads a property of param '\(optional.yamlName)', whose type '\(optional.type)' is optional: its properties are behind '?', which view arguments do not write; pass the whole param instead",
                            at: location)
                        return nil
                    }
                    resolved.append(.init(label: argument.label, value: value))
                case .failure(let unknown):
                    reportUnknownParam(
                        unknown.name, of: screen,
                        "the view of '\(screen.qualifiedName)' reads '\(unknown.name)', which is not a param of '\(screen.qualifiedName)'",
                        at: location)
                    return nil
                }
            }
            return resolved
        }
    }
}

/// A `view` value: a type name, optionally followed by the arguments that build it.
enum ViewConstruction {
    /// `TimelineView(timeline: .home)` → (`TimelineView`, `(timeline: .home)`). The type
    /// grammar has no parentheses, so the first one starts the arguments.
    static func split(_ view: Located<String>) -> (type: Located<String>, arguments: String?) {
        // Most views have no arguments: no `(` byte means no `(` character either, and the byte
        // scan skips the character-by-character search (a twentieth of resolving a screen).
        guard view.value.containsUTF8(UInt8(ascii: "(")), let open = view.value.firstIndex(of: "(") else {
            return (view, nil)
        }
        let type = view.value[..<open].trimmingTrailingSpaces()
        return (Located(type, at: view.location), String(view.value[open...]))
    }
}

extension Substring {
    fileprivate func trimmingTrailingSpaces() -> String {
        var end = endIndex
        while end > startIndex, self[index(before: end)] == " " { end = index(before: end) }
        return String(self[startIndex..<end])
    }
}

extension GraphResolver {
    /// A type text parsed, with its Swift spelling when it parsed: a param's type is rendered
    /// once per text, not once per param (#33: 915 instructions a param at 2000 screens).
    /// What a param's checks ask of the type is answered once per text too (#33: some 800
    /// instructions a param walked the type for them).
    /// A class: the table hands out a reference, not five fields to retain and release per
    /// param (#33).
    final class ParsedType: Sendable {
        let result: Result<TypeExpression, TypeSyntaxError>
        let swiftText: String?
        /// The type's `nameThatCannotBeHashable`, nil when it did not parse.
        let unhashableName: String?
        /// The type's `nameThatCannotBeSendable`, nil when it did not parse.
        let unsendableName: String?
        /// Whether the type mentions `Output` unqualified (see `checkShadowing`).
        let mentionsOutput: Bool

        init(_ result: Result<TypeExpression, TypeSyntaxError>) {
            self.result = result
            let type = try? result.get()
            swiftText = type?.description
            unhashableName = type?.nameThatCannotBeHashable
            unsendableName = type?.nameThatCannotBeSendable
            mentionsOutput = type?.mentionsUnqualified("Output") ?? false
        }
    }
}
