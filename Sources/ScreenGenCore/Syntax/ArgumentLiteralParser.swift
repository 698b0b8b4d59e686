/// Reads the literal grammar of `args` values and defaults:
///
///     literal  := number | "true" | "false" | "nil" | "[]" | "[:]" | string | case
///     case     := "." identifier [ "(" [ argument { "," argument } ] ")" ]   (".init" needs the parentheses)
///     argument := [ identifier ":" ] ( literal | param | property )
///     property := param "." member { "." member }       (also a whole value: `account.profile.email`)
///     member   := identifier | "`" identifier "`"
///     string   := '"' { character | "\\" ( '"' | "\\" | "n" | "r" | "t" | "u{" hex "}" ) } '"'
///
/// A value that starts like none of these (a letter) is a param name, not a literal, unless it
/// reads a property of one (`account.profile.email`). Bounded in nesting so that hostile input
/// cannot exhaust the stack.
struct ArgumentLiteralParser {
    static let maximumNesting = 16

    struct Failure: Error, Hashable {
        /// What is wrong, without where.
        var reason: String
        /// Where in the text (in UTF-8 bytes from its start), when it is inside it.
        var offset: Int?

        init(reason: String, offset: Int? = nil) {
            self.reason = reason
            self.offset = offset
        }

        init(message: String) { self.init(reason: message) }

        /// The reason and, for a text with no place in a file of its own, its offset.
        var message: String { offset.map { "\(reason) at offset \($0)" } ?? reason }
    }

    /// The literal `text` spells; nil when `text` is not written as a literal (it names a param).
    static func parse(_ text: String) -> Result<ArgumentLiteral<String>, Failure>? {
        guard isLiteral(text) else { return nil }
        var parser = ArgumentLiteralParser(text)
        do throws(Failure) {
            let literal = try parser.literal(depth: 0, allowsParams: false)
            parser.skipSpaces()
            guard parser.position == parser.bytes.count else {
                throw parser.failure("unexpected text after the literal")
            }
            return .success(literal)
        } catch {
            return .failure(error)
        }
    }

    /// An argument list `(label: value, …)` whose values are literals or params: how a `view`
    /// is constructed (`TimelineView(timeline: .hashtag(tag: tag), isModal: false)`).
    static func parseArguments(_ text: String) -> Result<[ArgumentLiteral<String>.Argument], Failure> {
        // Read as the arguments of a case, which is the same grammar: `._` is no name a case
        // can have, and offsets in messages count from `text`.
        var parser = ArgumentLiteralParser("._" + text)
        parser.origin = 2
        do throws(Failure) {
            guard case .enumCase(_, let arguments?) = try parser.literal(depth: 0, allowsParams: false) else {
                throw Failure(message: "expected an argument list in parentheses")
            }
            parser.skipSpaces()
            guard parser.position == parser.bytes.count else {
                throw parser.failure("unexpected text after the arguments")
            }
            return .success(arguments)
        } catch {
            return .failure(error)
        }
    }

    /// Whether `text` starts as a literal does: a digit, a sign, a dot, a quote, or is one of
    /// the three keyword literals; or is a param's property (a name, then a dot).
    static func isLiteral(_ text: String) -> Bool {
        guard let first = text.utf8.first else { return false }
        return first.isASCIIDigit || first == UInt8(ascii: "-") || first == UInt8(ascii: "+")
            || first == UInt8(ascii: ".") || first == UInt8(ascii: "\"") || first == UInt8(ascii: "[")
            || text == "true" || text == "false" || text == "nil" || text.utf8.contains(UInt8(ascii: "."))
    }

    private let bytes: [UInt8]
    private var position = 0
    /// Bytes before the user's text (see `parseArguments`), left out of offsets.
    private var origin = 0

    private init(_ text: String) { bytes = Array(text.utf8) }

    private func failure(_ message: String) -> Failure {
        Failure(reason: message, offset: position < bytes.count ? position - origin : nil)
    }

    private var next: UInt8? { position < bytes.count ? bytes[position] : nil }

    private mutating func skipSpaces() {
        while next == UInt8(ascii: " ") { position += 1 }
    }

    private mutating func literal(depth: Int, allowsParams: Bool) throws(Failure) -> ArgumentLiteral<String> {
        guard depth < Self.maximumNesting else {
            throw failure("enum cases nest more than \(Self.maximumNesting) deep")
        }
        skipSpaces()
        guard let byte = next else { throw failure("a value is missing") }
        if byte == UInt8(ascii: "\"") { return .string(try string()) }
        if byte == UInt8(ascii: "[") { return try emptyCollection() }
        if byte == UInt8(ascii: ".") { return try enumCase(depth: depth) }
        if byte.isASCIIDigit || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") { return try number() }
        let wordStart = position
        let word = identifier(allowingDashes: true)
        if !word.isEmpty, next == UInt8(ascii: "(") {
            // `Provider(id: id)`: Swift would take it for a call, which no literal is.
            position = wordStart
            throw failure(
                "'\(word)(…)' is a call, and a literal cannot call anything; pass a param, a literal, or '.init(…)' where the type is known"
            )
        }
        switch word {
        case "true": return .bool(true)
        case "false": return .bool(false)
        case "nil": return .nil
        case "": throw failure("expected a literal (a number, true, false, nil, a \"string\" or an .enumCase)")
        default:
            if next == UInt8(ascii: ".") { return .property(word, path: try propertyPath(of: word)) }
            guard allowsParams else { throw failure("'\(word)' is not a literal") }
            return .param(word)
        }
    }

    /// `.member.member…` after param `param`: each member a Swift identifier, a keyword too
    /// (escaped in the generated code), bare or in backticks.
    private mutating func propertyPath(of param: String) throws(Failure) -> [SwiftIdentifier] {
        var path: [SwiftIdentifier] = []
        while next == UInt8(ascii: ".") {
            position += 1
            let quoted = next == UInt8(ascii: "`")
            if quoted { position += 1 }
            let member = identifier(allowingDashes: false)
            guard !member.isEmpty else {
                throw failure("expected a property name after '.' in what '\(param)' reads (letters, digits and '_')")
            }
            if quoted {
                guard next == UInt8(ascii: "`") else { throw failure("expected '`' after '`\(member)'") }
                position += 1
            }
            if next == UInt8(ascii: "(") {
                throw failure("'\(member)(…)' is a call, and an argument can only read a property of a param")
            }
            if next == UInt8(ascii: "-") {
                throw failure(
                    "'\(member)-…' is no Swift property name: write the property as the app's type declares it")
            }
            path.append(SwiftIdentifier(name: member))
        }
        return path
    }

    /// Letters, digits and `_` (and `-`, for param names written in kebab case), starting with
    /// a letter or `_`; empty when there is none here.
    private mutating func identifier(allowingDashes: Bool) -> String {
        let start = position
        while let byte = next,
            byte.isASCIILetter || byte == UInt8(ascii: "_")
                || (position > start && (byte.isASCIIDigit || (allowingDashes && byte == UInt8(ascii: "-"))))
        {
            position += 1
        }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    private mutating func enumCase(depth: Int) throws(Failure) -> ArgumentLiteral<String> {
        position += 1  // "."
        let name = identifier(allowingDashes: false)
        guard !name.isEmpty else { throw failure("expected an enum case name after '.'") }
        skipSpaces()
        guard next == UInt8(ascii: "(") else {
            // Swift has no bare `.init` value: it is a call, or nothing.
            guard name != "init" else { throw failure("'.init' calls an initializer: write its arguments, '.init()'") }
            return .enumCase(name: SwiftIdentifier(name: name), arguments: nil)
        }
        position += 1
        var arguments: [ArgumentLiteral<String>.Argument] = []
        skipSpaces()
        if next == UInt8(ascii: ")") {
            position += 1
            return .enumCase(name: SwiftIdentifier(name: name), arguments: [])
        }
        while true {
            skipSpaces()
            arguments.append(try argument(depth: depth))
            skipSpaces()
            switch next {
            case UInt8(ascii: ","): position += 1
            case UInt8(ascii: ")"):
                position += 1
                return .enumCase(name: SwiftIdentifier(name: name), arguments: arguments)
            default:
                throw failure(
                    "expected ',' or ')' in " + (name == "_" ? "the argument list" : "the arguments of '.\(name)'"))
            }
        }
    }

    /// `label: value` or `value`; a label is an identifier followed by a colon.
    private mutating func argument(depth: Int) throws(Failure) -> ArgumentLiteral<String>.Argument {
        let start = position
        let word = identifier(allowingDashes: false)
        skipSpaces()
        if !word.isEmpty, next == UInt8(ascii: ":") {
            position += 1
            return .init(label: SwiftIdentifier(name: word), value: try literal(depth: depth + 1, allowsParams: true))
        }
        position = start
        return .init(label: nil, value: try literal(depth: depth + 1, allowsParams: true))
    }

    /// `[]` or `[:]`: collections are fixed only when empty (their elements would need types
    /// the format does not see).
    private mutating func emptyCollection() throws(Failure) -> ArgumentLiteral<String> {
        for (text, literal) in [("[]", ArgumentLiteral<String>.emptyArray), ("[:]", .emptyDictionary)]
        where bytes[position...].starts(with: text.utf8) {
            position += text.utf8.count
            return literal
        }
        throw failure("only an empty array '[]' or dictionary '[:]' can be written")
    }

    private mutating func number() throws(Failure) -> ArgumentLiteral<String> {
        let start = position
        if next == UInt8(ascii: "-") || next == UInt8(ascii: "+") { position += 1 }
        while next?.isASCIIDigit == true || next == UInt8(ascii: ".") || next == UInt8(ascii: "e")
            || next == UInt8(ascii: "E")
            || ((next == UInt8(ascii: "-") || next == UInt8(ascii: "+"))
                && (bytes[position - 1] == UInt8(ascii: "e") || bytes[position - 1] == UInt8(ascii: "E")))
        {
            position += 1
        }
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        if let value = Int64(text) { return .integer(String(value)) }
        let isDecimal = text.utf8.contains {
            $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E")
        }
        guard isDecimal, let value = Double(text), value.isFinite, text.utf8.last?.isASCIIDigit == true else {
            throw failure("'\(text)' is not a number")
        }
        return .double(value.description)
    }

    private mutating func string() throws(Failure) -> String {
        position += 1  // opening quote
        var scalars: [UInt8] = []
        var text = ""
        func flush() {
            text += String(decoding: scalars, as: UTF8.self)
            scalars = []
        }
        while let byte = next {
            position += 1
            switch byte {
            case UInt8(ascii: "\""):
                flush()
                return text
            case UInt8(ascii: "\\"):
                guard let escaped = next else { throw failure("the string ends inside an escape") }
                position += 1
                flush()
                switch escaped {
                case UInt8(ascii: "\""): text += "\""
                case UInt8(ascii: "\\"): text += "\\"
                case UInt8(ascii: "n"): text += "\n"
                case UInt8(ascii: "r"): text += "\r"
                case UInt8(ascii: "t"): text += "\t"
                case UInt8(ascii: "u"):
                    guard next == UInt8(ascii: "{"), let close = bytes[position...].firstIndex(of: UInt8(ascii: "}")),
                        let value = UInt32(String(decoding: bytes[(position + 1)..<close], as: UTF8.self), radix: 16),
                        let scalar = Unicode.Scalar(value)
                    else { throw failure("a '\\u' escape must be '\\u{hex}' naming a Unicode scalar") }
                    text.unicodeScalars.append(scalar)
                    position = close + 1
                default: throw failure("unknown escape '\\\(Character(Unicode.Scalar(escaped)))' in a string")
                }
            default:
                scalars.append(byte)
            }
        }
        throw failure("the string has no closing '\"'")
    }
}
