/// A JSON document read with the position of every value, so that whatever is wrong with a file
/// (its syntax, or a value that is not what a navigation record has there) is reported at its
/// line and column. Foundation's decoder says neither on Linux, and the tool's core has no
/// Foundation.
///
/// RFC 8259, strictly: one value, `true`/`false`/`null`, numbers without leading zeros, strings
/// of valid UTF-8 with the standard escapes. A leading byte order mark is skipped; a key given
/// twice in one object is an error (which of the two would count is anyone's guess). Nesting
/// deeper than `maximumDepth` is refused rather than followed.
struct LocatedJSON: Sendable {
    indirect enum Value: Sendable {
        case object([Member])
        case array([LocatedJSON])
        case string(String)
        /// The number's text as written: a reader converts what it expects.
        case number(String)
        case bool(Bool)
        case null
    }

    struct Member: Sendable {
        var key: String
        var value: LocatedJSON
    }

    struct Position: Hashable, Sendable {
        var line: Int
        var column: Int
    }

    struct SyntaxError: Error, Hashable, Sendable {
        var message: String
        var position: Position
    }

    var value: Value
    /// Where the value starts (an object's `{`, a string's opening quote).
    var position: Position

    static let maximumDepth = 64

    static func parse(_ bytes: [UInt8]) -> Result<LocatedJSON, SyntaxError> {
        var parser = Parser(bytes: bytes)
        do {
            return .success(try parser.document())
        } catch {
            return .failure(error)
        }
    }

    /// The member `key` of an object, if it is one and has it.
    subscript(key: String) -> LocatedJSON? {
        guard case .object(let members) = value else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// What kind of value it is, for messages: "an object", "a string"…
    var kindName: String {
        switch value {
        case .object: "an object"
        case .array: "a list"
        case .string: "a string"
        case .number: "a number"
        case .bool: "true or false"
        case .null: "null"
        }
    }
}

/// A recursive-descent reader over the bytes, counting lines and columns (in Unicode scalars,
/// as diagnostics count them) as it goes.
private struct Parser {
    let bytes: [UInt8]
    var offset = 0
    var line = 1
    var column = 1
    var depth = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3 }
    }

    typealias Failure = LocatedJSON.SyntaxError

    var position: LocatedJSON.Position { .init(line: line, column: column) }

    func failure(_ message: String) -> Failure { Failure(message: message, position: position) }

    mutating func document() throws(Failure) -> LocatedJSON {
        skipWhitespace()
        guard offset < bytes.count else { throw failure("the file is empty, not JSON") }
        let value = try self.value()
        skipWhitespace()
        guard offset == bytes.count else {
            throw failure("unexpected \(describeNext()) after the end of the JSON value")
        }
        return value
    }

    /// Moves past one byte; a line break starts a new line, a UTF-8 continuation byte is part
    /// of the scalar before it.
    mutating func advance() {
        let byte = bytes[offset]
        offset += 1
        if byte == UInt8(ascii: "\n") {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            column += 1
        }
    }

    mutating func skipWhitespace() {
        while offset < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[offset]) { advance() }
    }

    func describeNext() -> String {
        guard offset < bytes.count else { return "end of file" }
        let byte = bytes[offset]
        if byte >= 0x21, byte < 0x7F { return "'\(Character(UnicodeScalar(byte)))'" }
        return "byte 0x" + String(byte, radix: 16, uppercase: true)
    }

    mutating func value() throws(Failure) -> LocatedJSON {
        guard offset < bytes.count else { throw failure("unexpected end of file: a value was expected") }
        let start = position
        switch bytes[offset] {
        case UInt8(ascii: "{"): return LocatedJSON(value: try object(), position: start)
        case UInt8(ascii: "["): return LocatedJSON(value: try array(), position: start)
        case UInt8(ascii: "\""): return LocatedJSON(value: .string(try string()), position: start)
        case UInt8(ascii: "t"):
            try literal("true")
            return LocatedJSON(value: .bool(true), position: start)
        case UInt8(ascii: "f"):
            try literal("false")
            return LocatedJSON(value: .bool(false), position: start)
        case UInt8(ascii: "n"):
            try literal("null")
            return LocatedJSON(value: .null, position: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return LocatedJSON(value: .number(try number()), position: start)
        default: throw failure("unexpected \(describeNext()): a value was expected")
        }
    }

    mutating func nested<Result>(_ body: (inout Parser) throws(Failure) -> Result) throws(Failure) -> Result {
        depth += 1
        guard depth <= LocatedJSON.maximumDepth else {
            throw failure("nested deeper than \(LocatedJSON.maximumDepth) levels")
        }
        defer { depth -= 1 }
        return try body(&self)
    }

    mutating func object() throws(Failure) -> LocatedJSON.Value {
        try nested { (parser) throws(Failure) in
            parser.advance()  // {
            var members: [LocatedJSON.Member] = []
            var keys: Set<String> = []
            parser.skipWhitespace()
            if parser.peek(UInt8(ascii: "}")) {
                parser.advance()
                return .object(members)
            }
            while true {
                parser.skipWhitespace()
                guard parser.peek(UInt8(ascii: "\"")) else {
                    throw parser.failure("unexpected \(parser.describeNext()): a key in quotes was expected")
                }
                let keyPosition = parser.position
                let key = try parser.string()
                guard keys.insert(key).inserted else {
                    throw Failure(message: "key '\(key)' appears twice in one object", position: keyPosition)
                }
                parser.skipWhitespace()
                guard parser.peek(UInt8(ascii: ":")) else {
                    throw parser.failure("unexpected \(parser.describeNext()): ':' was expected after key '\(key)'")
                }
                parser.advance()
                parser.skipWhitespace()
                members.append(LocatedJSON.Member(key: key, value: try parser.value()))
                parser.skipWhitespace()
                if parser.peek(UInt8(ascii: ",")) {
                    parser.advance()
                    continue
                }
                guard parser.peek(UInt8(ascii: "}")) else {
                    throw parser.failure("unexpected \(parser.describeNext()): ',' or '}' was expected")
                }
                parser.advance()
                return .object(members)
            }
        }
    }

    mutating func array() throws(Failure) -> LocatedJSON.Value {
        try nested { (parser) throws(Failure) in
            parser.advance()  // [
            var items: [LocatedJSON] = []
            parser.skipWhitespace()
            if parser.peek(UInt8(ascii: "]")) {
                parser.advance()
                return .array(items)
            }
            while true {
                parser.skipWhitespace()
                items.append(try parser.value())
                parser.skipWhitespace()
                if parser.peek(UInt8(ascii: ",")) {
                    parser.advance()
                    continue
                }
                guard parser.peek(UInt8(ascii: "]")) else {
                    throw parser.failure("unexpected \(parser.describeNext()): ',' or ']' was expected")
                }
                parser.advance()
                return .array(items)
            }
        }
    }

    func peek(_ byte: UInt8) -> Bool { offset < bytes.count && bytes[offset] == byte }

    mutating func literal(_ word: String) throws(Failure) {
        for expected in word.utf8 {
            guard peek(expected) else { throw failure("unexpected \(describeNext()): '\(word)' was expected") }
            advance()
        }
    }

    mutating func number() throws(Failure) -> String {
        let start = offset
        func digits(_ parser: inout Parser) -> Int {
            var count = 0
            while parser.offset < parser.bytes.count,
                (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(parser.bytes[parser.offset])
            {
                parser.advance()
                count += 1
            }
            return count
        }
        if peek(UInt8(ascii: "-")) { advance() }
        if peek(UInt8(ascii: "0")) {
            advance()
        } else if digits(&self) == 0 {
            throw failure("unexpected \(describeNext()): a digit was expected")
        }
        if peek(UInt8(ascii: ".")) {
            advance()
            guard digits(&self) > 0 else {
                throw failure("unexpected \(describeNext()): a digit was expected after '.'")
            }
        }
        if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
            advance()
            if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { advance() }
            guard digits(&self) > 0 else {
                throw failure("unexpected \(describeNext()): a digit was expected in the exponent")
            }
        }
        return String(decoding: bytes[start..<offset], as: UTF8.self)
    }

    mutating func string() throws(Failure) -> String {
        advance()  // "
        var text: [UInt8] = []
        while true {
            guard offset < bytes.count else { throw failure("unexpected end of file inside a string") }
            let byte = bytes[offset]
            switch byte {
            case UInt8(ascii: "\""):
                advance()
                guard let string = Self.validUTF8(text) else {
                    throw failure("a string before here is not valid UTF-8")
                }
                return string
            case UInt8(ascii: "\\"):
                advance()
                try escape(into: &text)
            case 0..<0x20:
                throw failure(
                    "a control character (0x\(String(byte, radix: 16, uppercase: true))) inside a string must be escaped"
                )
            default:
                text.append(byte)
                advance()
            }
        }
    }

    mutating func escape(into text: inout [UInt8]) throws(Failure) {
        guard offset < bytes.count else { throw failure("unexpected end of file inside a string") }
        let simple: [UInt8: UInt8] = [
            UInt8(ascii: "\""): 0x22, UInt8(ascii: "\\"): 0x5C, UInt8(ascii: "/"): 0x2F, UInt8(ascii: "b"): 0x08,
            UInt8(ascii: "f"): 0x0C, UInt8(ascii: "n"): 0x0A, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
        ]
        if let replacement = simple[bytes[offset]] {
            text.append(replacement)
            advance()
            return
        }
        guard peek(UInt8(ascii: "u")) else { throw failure("unknown escape '\\\(describeNext())' in a string") }
        advance()
        var scalar = try hexQuad()
        if (0xD800..<0xDC00).contains(scalar) {
            // A high surrogate: a low one must follow, and the two make one scalar.
            guard peek(UInt8(ascii: "\\")) else {
                throw failure("a '\\u' high surrogate must be followed by a low one")
            }
            advance()
            guard peek(UInt8(ascii: "u")) else { throw failure("a '\\u' high surrogate must be followed by a low one") }
            advance()
            let low = try hexQuad()
            guard (0xDC00..<0xE000).contains(low) else {
                throw failure("a '\\u' high surrogate must be followed by a low one")
            }
            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
        } else if (0xDC00..<0xE000).contains(scalar) {
            throw failure("a '\\u' low surrogate without a high one before it")
        }
        text.append(contentsOf: String(Character(UnicodeScalar(scalar)!)).utf8)
    }

    mutating func hexQuad() throws(Failure) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard offset < bytes.count, let digit = Self.hexValue(bytes[offset]) else {
                throw failure("unexpected \(describeNext()): '\\u' takes four hex digits")
            }
            value = value << 4 | UInt32(digit)
            advance()
        }
        return value
    }

    /// The text of `bytes`, or nil when they are not valid UTF-8 (`String(validating:)` is not
    /// on every platform the package supports).
    static func validUTF8(_ bytes: [UInt8]) -> String? {
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        var scalars = String.UnicodeScalarView()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): scalars.append(scalar)
            case .emptyInput: return String(scalars)
            case .error: return nil
            }
        }
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
