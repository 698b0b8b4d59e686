/// Turns a YAML default into a Swift literal for `Int`, `Double`, `Bool`, `String` and their
/// optionals (or `nil` for an optional). Anything else is refused, with the reason.
enum DefaultLiteral {
    struct Refusal: Error {
        var reason: String
    }

    static func render(_ syntax: DefaultSyntax, for type: TypeExpression) -> Result<String, DefaultLiteral.Refusal> {
        if syntax.isNull {
            return type.isOptional ? .success("nil") : .failure(Refusal(reason: "'null' is only a default for optional types, and '\(type)' is not optional"))
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
            return .failure(Refusal(reason: "'\(syntax.text)' is quoted, so it is a string, not a literal of type '\(type)'"))
        default:
            if type.isOptional {
                return .failure(Refusal(reason: "'\(type)' can only default to null (nil); literal defaults are supported for Int, Double, Bool and String"))
            }
            return .failure(Refusal(reason: "defaults are only supported for Int, Double, Bool, String and optionals (null), not '\(type)'"))
        }
        return .failure(Refusal(reason: "'\(syntax.text)' is not a literal of type '\(type)'"))
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
