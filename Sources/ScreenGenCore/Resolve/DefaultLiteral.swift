/// Turns a YAML default into a Swift literal for `Int`, `Double`, `Bool`, `String` and their
/// optionals (or `nil` for an optional), or an enum-case literal (`.home`, `.page(1)`) for any
/// other named type. Anything else is refused, with the reason.
enum DefaultLiteral {
    struct Refusal: Error {
        var reason: String
    }

    /// A default as Swift source, and for an enum case its literal too: what support stubs
    /// declare a member for (the source, escaped, is not the grammar's to read back).
    struct Rendered {
        var text: String
        var enumCase: ArgumentLiteral<String>?
    }

    static func render(_ syntax: DefaultSyntax, for type: TypeExpression) -> Result<String, DefaultLiteral.Refusal> {
        rendered(syntax, for: type).map(\.text)
    }

    static func rendered(_ syntax: DefaultSyntax, for type: TypeExpression) -> Result<Rendered, DefaultLiteral.Refusal>
    {
        if let literal = enumCase(syntax, for: type) {
            return literal.map { Rendered(text: $0.swift { $0 }, enumCase: $0) }
        }
        return plain(syntax, for: type).map { Rendered(text: $0, enumCase: nil) }
    }

    private static func plain(_ syntax: DefaultSyntax, for type: TypeExpression) -> Result<
        String, DefaultLiteral.Refusal
    > {
        if syntax.isNull {
            return type.isOptional
                ? .success("nil")
                : .failure(
                    Refusal(reason: "'null' is only a default for optional types, and '\(type)' is not optional"))
        }
        // Swift's spelling of null, which a Swift developer writes for an optional; YAML reads
        // it as the text "nil", which would silently become that string for a `String?`.
        if syntax.text == "nil", !syntax.isQuoted {
            if type.isOptional { return .success("nil") }
            if type.standardLibraryName == "String" {
                return .failure(
                    Refusal(
                        reason:
                            "unquoted 'nil' is Swift's nil, and 'String' is not optional; quote it (\"nil\") for the text"
                    ))
            }
        }
        let base = type.isOptional ? type.unwrapped : type
        switch base.standardLibraryName {
        case "String":
            return .success(SwiftStringLiteral.render(syntax.text))
        case "Int" where !syntax.isQuoted:
            guard let value = Int64(syntax.text) else { break }
            return .success(String(value))
        case "Double" where !syntax.isQuoted:
            guard isDecimalNumber(syntax.text), let value = Double(syntax.text), value.isFinite else { break }
            return .success(value.description)
        case "Bool" where !syntax.isQuoted:
            guard syntax.text == "true" || syntax.text == "false" else { break }
            return .success(syntax.text)
        case "Int", "Double", "Bool":
            return .failure(
                Refusal(reason: "'\(syntax.text)' is quoted, so it is a string, not a literal of type '\(type)'"))
        default:
            if type.isOptional {
                return .failure(
                    Refusal(
                        reason:
                            "'\(type)' can only default to null (nil) or an enum case (.name); literal defaults are supported for Int, Double, Bool and String"
                    ))
            }
            return .failure(
                Refusal(
                    reason:
                        "defaults are only supported for Int, Double, Bool, String, optionals (null) and enum cases (.name) of a named type, not '\(type)'"
                ))
        }
        return .failure(Refusal(reason: "'\(syntax.text)' is not a literal of type '\(type)'"))
    }

    /// An enum case (`.home`, `.page(size: 20)`) of a named type, its arguments literals: a
    /// default cannot read params. Nil when the text is not written as one, or the type is one
    /// of the four literal types (for a `String`, `.home` is text); a refusal when it is
    /// written as one, but wrongly.
    private static func enumCase(_ syntax: DefaultSyntax, for type: TypeExpression) -> Result<
        ArgumentLiteral<String>, DefaultLiteral.Refusal
    >? {
        let base = type.isOptional ? type.unwrapped : type
        guard !syntax.isNull, !["String", "Int", "Double", "Bool"].contains(base.standardLibraryName ?? ""),
            syntax.text.hasPrefix("."), let parsed = ArgumentLiteralParser.parse(syntax.text)
        else { return nil }
        switch parsed {
        case .failure(let failure):
            return .failure(Refusal(reason: "'\(syntax.text)' is not an enum-case literal: \(failure.message)"))
        case .success(let literal):
            if let name = literal.references.first {
                return .failure(Refusal(reason: "a default cannot read a param ('\(name)'); use a literal"))
            }
            if let reason = literal.mismatch(with: type) { return .failure(Refusal(reason: reason)) }
            return .success(literal)
        }
    }

    /// Digits with an optional sign, point and exponent: refuses `nan`, `inf`, hex floats and
    /// other spellings `Double.init` accepts but Swift source would not.
    private static func isDecimalNumber(_ text: String) -> Bool {
        var sawDigit = false
        var index = text.startIndex
        func take(_ predicate: (Character) -> Bool) -> Bool {
            guard index < text.endIndex, predicate(text[index]) else { return false }
            index = text.index(after: index)
            return true
        }
        _ = take { $0 == "-" || $0 == "+" }
        while take({ $0.isASCII && $0.isNumber }) { sawDigit = true }
        if take({ $0 == "." }) { while take({ $0.isASCII && $0.isNumber }) { sawDigit = true } }
        guard sawDigit else { return false }
        if take({ $0 == "e" || $0 == "E" }) {
            _ = take { $0 == "-" || $0 == "+" }
            var exponentDigit = false
            while take({ $0.isASCII && $0.isNumber }) { exponentDigit = true }
            guard exponentDigit else { return false }
        }
        return index == text.endIndex
    }
}
