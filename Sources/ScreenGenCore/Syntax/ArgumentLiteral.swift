/// A fixed value in `args` (or a default): `true`, `3`, `2.5`, `nil`, `"text"` (Swift quotes
/// inside the YAML scalar), or an enum case `.home` / `.followers(accountId: id)` whose
/// arguments are again literals or the source screen's params. A closed grammar, parsed into
/// this tree and rendered from it, so no YAML text reaches Swift unchecked. `Reference` is how
/// a param is named: its text as written while parsing, its index once resolved.
indirect enum ArgumentLiteral<Reference: Hashable & Sendable>: Hashable, Sendable {
    /// Decimal digits with an optional sign, as Swift source (`-3`).
    case integer(String)
    /// A decimal number with a point or exponent, as Swift source (`2.5`, `1.0e3`).
    case double(String)
    case bool(Bool)
    /// The decoded text; rendered as a Swift string literal.
    case string(String)
    case `nil`
    /// `[]`: an empty array.
    case emptyArray
    /// `[:]`: an empty dictionary.
    case emptyDictionary
    /// A param of the screen the move starts from (only inside an enum case's arguments).
    case param(Reference)
    /// A property of a param of the screen the move starts from, read through `path`
    /// (`account.profile.email`): its type is the app's, so the compiler checks it.
    case property(Reference, path: [SwiftIdentifier])
    /// `.name` or `.name(label: value, value)`; `arguments` nil without parentheses. `.init(…)`
    /// (always with parentheses) calls the type's initializer.
    case enumCase(name: SwiftIdentifier, arguments: [Argument]?)

    struct Argument: Hashable, Sendable {
        var label: SwiftIdentifier?
        var value: ArgumentLiteral
    }

    /// The same literal with each param reference replaced by `transform`'s result; nil when it
    /// returns nil for any (an unknown param, reported by the caller).
    func resolving<Other>(_ transform: (Reference) -> Other?) -> ArgumentLiteral<Other>? {
        switch self {
        case .integer(let text): return .integer(text)
        case .double(let text): return .double(text)
        case .bool(let value): return .bool(value)
        case .string(let text): return .string(text)
        case .nil: return .nil
        case .emptyArray: return .emptyArray
        case .emptyDictionary: return .emptyDictionary
        case .param(let reference): return transform(reference).map { .param($0) }
        case .property(let reference, let path): return transform(reference).map { .property($0, path: path) }
        case .enumCase(let name, let arguments):
            guard let arguments else { return .enumCase(name: name, arguments: nil) }
            var resolved: [ArgumentLiteral<Other>.Argument] = []
            for argument in arguments {
                guard let value = argument.value.resolving(transform) else { return nil }
                resolved.append(.init(label: argument.label, value: value))
            }
            return .enumCase(name: name, arguments: resolved)
        }
    }

    /// Every param it reads, in order of appearance.
    var references: [Reference] {
        switch self {
        case .param(let reference), .property(let reference, _): [reference]
        case .enumCase(_, let arguments): (arguments ?? []).flatMap(\.value.references)
        default: []
        }
    }

    /// Every param it reads a property of (`account.email`), in order of appearance.
    var propertyReferences: [Reference] {
        switch self {
        case .property(let reference, _): [reference]
        case .enumCase(_, let arguments): (arguments ?? []).flatMap(\.value.propertyReferences)
        default: []
        }
    }

    /// Swift source, each param written by `param`.
    func swift(_ param: (Reference) -> String) -> String {
        switch self {
        case .integer(let text), .double(let text): return text
        case .bool(let value): return value ? "true" : "false"
        case .string(let text): return SwiftStringLiteral.render(text)
        case .nil: return "nil"
        case .emptyArray: return "[]"
        case .emptyDictionary: return "[:]"
        case .param(let reference): return param(reference)
        case .property(let reference, let path): return param(reference) + path.map { "." + $0.memberName }.joined()
        case .enumCase(let name, let arguments):
            // `.init(…)` is the type's initializer; escaped, it would name a member called `init`.
            let head = "." + (name.name == "init" ? "init" : name.memberName)
            guard let arguments else { return head }
            let list = arguments.map { argument in
                (argument.label.map { $0.argumentLabel + ": " } ?? "") + argument.value.swift(param)
            }
            return head + "(" + list.joined(separator: ", ") + ")"
        }
    }

    /// Why a literal cannot be a value of `type`; nil when it can (as far as the format
    /// knows: an enum case's existence is the Swift compiler's to check, as a view type's is).
    func mismatch(with type: TypeExpression) -> String? {
        if case .nil = self { return type.isOptional ? nil : "'nil' is only a value of an optional type" }
        let base = type.isOptional ? type.unwrapped : type
        let builtin = base.standardLibraryName
        switch self {
        case .integer where builtin == "Int" || builtin == "Double": return nil
        case .double where builtin == "Double": return nil
        case .bool where builtin == "Bool": return nil
        case .string where builtin == "String": return nil
        case .emptyArray:
            if case .array = base { return nil }
            return "'[]' is only a value of an array type"
        case .emptyDictionary:
            if case .dictionary = base { return nil }
            return "'[:]' is only a value of a dictionary type"
        case .enumCase where builtin.map { !["Int", "Double", "Bool", "String"].contains($0) } ?? base.isNominal:
            return nil
        case .param, .property: return nil
        default: return "it is not a literal of type '\(type)'"
        }
    }
}

extension SwiftIdentifier {
    /// The name as a member after a dot, or declared as one: keywords (and `init`) escaped.
    /// After a dot most keywords would do bare, but escaping them all is always valid.
    var memberName: String {
        SwiftKeywords.isReserved(name) || name == "init" ? "`\(name)`" : name
    }
}

extension TypeExpression {
    /// A named type (`Tab`, `Feed.Kind`, `Result<A, B>`), not an array, dictionary or optional.
    var isNominal: Bool {
        if case .nominal = self { return true }
        return false
    }
}
