/// A Swift type from the format's small grammar: dotted identifiers with generic arguments,
/// `[T]`, `[K: V]` and a trailing `?`. Parsed, never pasted: the generated code renders this
/// tree, so no YAML text reaches Swift source unchecked.
indirect enum TypeExpression: Hashable, Sendable, CustomStringConvertible {
    /// `Swift.Array<Int>`: components, each with its generic arguments.
    case nominal([Component])
    case array(TypeExpression)
    case dictionary(key: TypeExpression, value: TypeExpression)
    case optional(TypeExpression)

    struct Component: Hashable, Sendable {
        var name: String
        var arguments: [TypeExpression]
    }

    /// Canonical Swift spelling; two spellings of one type render the same (`[ String ]` and
    /// `[String]`), which is what type-equality checks compare.
    var description: String {
        switch self {
        case .nominal(let components):
            // One plain name (most of the types a graph names): nothing mapped or joined.
            if components.count == 1, components[0].arguments.isEmpty { return components[0].name }
            return components.map { component in
                // The parser refuses keywords (but `Any`), so names need no escaping.
                let name = component.name
                guard !component.arguments.isEmpty else { return name }
                return name + "<" + component.arguments.map(\.description).joined(separator: ", ") + ">"
            }.joined(separator: ".")
        case .array(let element):
            return "[\(element)]"
        case .dictionary(let key, let value):
            return "[\(key): \(value)]"
        case .optional(let wrapped):
            return "\(wrapped)?"
        }
    }

    /// `[T]`.
    var isArray: Bool {
        if case .array = self { return true }
        return false
    }

    var isOptional: Bool {
        if case .optional = self { return true }
        if case .nominal(let components) = self, components.count == 1, components[0].name == "Optional",
            components[0].arguments.count == 1
        {
            return true
        }
        return false
    }

    /// The type without one level of optionality.
    var unwrapped: TypeExpression {
        switch self {
        case .optional(let wrapped): return wrapped
        case .nominal(let components) where isOptional: return components[0].arguments[0]
        default: return self
        }
    }

    /// Whether `name` appears anywhere in the type as the first component of a nominal type
    /// (`Output`, `Output.Channel`, `[String: Output]`), where an enclosing declaration's member
    /// of that name would shadow it. `Audio.Output` does not count: it is qualified.
    func mentionsUnqualified(_ name: String) -> Bool {
        containsLeadingName { leading, _ in leading == name }
    }

    /// Whether a name of `names` appears in the type as an unqualified leading name, as
    /// `mentionsUnqualified` asks of one. The set is a parameter, not captured from an emitter:
    /// the walk's specialization copies what its closure captures, once a node, and an emitter
    /// holds the whole graph (their refcounts, shared by the threads that emit, were 4 % of a
    /// build's time).
    func mentionsUnqualifiedName(in names: Set<String>) -> Bool {
        containsLeadingName { leading, isQualified in !isQualified && names.contains(leading) }
    }

    /// `Int`, `Swift.Int` → "Int"; anything else → nil. Used for literal defaults.
    var standardLibraryName: String? {
        guard case .nominal(let components) = self, components.allSatisfy({ $0.arguments.isEmpty }) else {
            return nil
        }
        if components.count == 1 { return components[0].name }
        if components.count == 2, components[0].name == "Swift" { return components[1].name }
        return nil
    }
}

/// Why a type text was refused, with the offset (in characters) where parsing stopped.
struct TypeSyntaxError: Error, Equatable {
    var message: String
    var offset: Int
}

/// A recursive-descent parser for the type grammar, bounded in nesting so that hostile input
/// cannot exhaust the stack.
struct TypeExpressionParser {
    static let maximumNesting = 32

    /// The text as UTF-8: the grammar is ASCII, so bytes are exact and much cheaper than
    /// Characters; anything else is refused where it appears. Read in place, not copied into
    /// an array (#33: an allocation per type parsed, one per screen's view).
    private let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0

    private init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    static func parse(_ text: String) -> Result<TypeExpression, TypeSyntaxError> {
        // Most texts are one plain name (every view, most param types): that is the whole parse,
        // without setting a parser up (#33: some 500 instructions a view).
        if isPlainName(text) { return .success(.nominal([.init(name: text, arguments: [])])) }
        var text = text
        return text.withUTF8 { bytes in
            var parser = TypeExpressionParser(bytes)
            do {
                let type = try parser.parseType(depth: 0)
                guard parser.position == parser.bytes.count else {
                    throw parser.failure("unexpected '\(parser.currentCharacter)'")
                }
                return .success(type)
            } catch let error as TypeSyntaxError {
                return .failure(error)
            } catch {
                return .failure(TypeSyntaxError(message: "\(error)", offset: 0))
            }
        }
    }

    /// Whether `text` is one identifier as `parseIdentifier` reads it, and not a keyword it
    /// refuses: a type of one component, no arguments, the text its name.
    private static func isPlainName(_ text: String) -> Bool {
        let isIdentifier = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            guard let first = bytes.first, first.isASCIILetter || first == UInt8(ascii: "_") else { return false }
            return bytes.allSatisfy { $0.isASCIILetter || $0.isASCIIDigit || $0 == UInt8(ascii: "_") }
        }
        return isIdentifier == true && (!SwiftKeywords.isReserved(text) || text == "Any")
    }

    /// `offset` counts characters, as the user sees the text.
    private func failure(_ message: String, at bytePosition: Int? = nil) -> TypeSyntaxError {
        let end = bytePosition ?? position
        return TypeSyntaxError(message: message, offset: String(decoding: bytes[..<end], as: UTF8.self).count)
    }

    private var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    /// The whole character at the current position, for messages (it may be non-ASCII).
    private var currentCharacter: Character {
        String(decoding: bytes[position...], as: UTF8.self).first ?? " "
    }

    private mutating func skipSpaces() {
        while current == UInt8(ascii: " ") { position += 1 }
    }

    private mutating func expect(_ character: UInt8) throws {
        skipSpaces()
        guard current == character else {
            let expected = Character(Unicode.Scalar(character))
            throw failure(
                current == nil
                    ? "expected '\(expected)' at the end" : "expected '\(expected)' but found '\(currentCharacter)'")
        }
        position += 1
    }

    private mutating func parseType(depth: Int) throws -> TypeExpression {
        guard depth < Self.maximumNesting else { throw failure("type is nested too deeply") }
        skipSpaces()
        var type: TypeExpression
        if current == UInt8(ascii: "[") {
            position += 1
            let first = try parseType(depth: depth + 1)
            skipSpaces()
            if current == UInt8(ascii: ":") {
                position += 1
                let value = try parseType(depth: depth + 1)
                type = .dictionary(key: first, value: value)
            } else {
                type = .array(first)
            }
            try expect(UInt8(ascii: "]"))
        } else {
            type = .nominal(try parseComponents(depth: depth))
        }
        // Trailing `?` binds tightly: `Int?`, `[Int]?`, `Int??`.
        while current == UInt8(ascii: "?") {
            position += 1
            type = .optional(type)
        }
        skipSpaces()
        return type
    }

    private mutating func parseComponents(depth: Int) throws -> [TypeExpression.Component] {
        var components: [TypeExpression.Component] = []
        repeat {
            if !components.isEmpty { position += 1 }  // the '.'
            let name = try parseIdentifier()
            var arguments: [TypeExpression] = []
            if current == UInt8(ascii: "<") {
                position += 1
                repeat {
                    if !arguments.isEmpty { position += 1 }  // the ','
                    arguments.append(try parseType(depth: depth + 1))
                    skipSpaces()
                } while current == UInt8(ascii: ",")
                try expect(UInt8(ascii: ">"))
            }
            components.append(.init(name: name, arguments: arguments))
        } while current == UInt8(ascii: ".")
        return components
    }

    private mutating func parseIdentifier() throws -> String {
        skipSpaces()
        let start = position
        while let byte = current,
            byte.isASCIILetter || byte == UInt8(ascii: "_") || (position > start && byte.isASCIIDigit)
        {
            position += 1
        }
        guard position > start else {
            throw failure(
                current == nil
                    ? "expected a type name at the end" : "expected a type name but found '\(currentCharacter)'")
        }
        let name = String(decoding: bytes[start..<position], as: UTF8.self)
        // Keywords cannot name a type component in this grammar: `Int.self`, `inout T` and the
        // like are exactly the tricks it exists to refuse. `Any` is a real type; `Self` is not
        // refused as a keyword only: in generated code it would name a generated type.
        if SwiftKeywords.isReserved(name), name != "Any" {
            throw failure("'\(name)' is a Swift keyword, not a type name", at: start)
        }
        return name
    }
}
