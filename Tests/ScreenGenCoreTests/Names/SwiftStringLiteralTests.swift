import Testing

@testable import ScreenGenCore

/// YAML text (titles, messages, defaults) reaches generated code only as a string literal that
/// means exactly that text: it can never close the literal, interpolate, or start a new line.
@Suite struct SwiftStringLiteralTests {
    @Test func plainTextIsKept() {
        #expect(SwiftStringLiteral.render("Chats") == #""Chats""#)
        #expect(SwiftStringLiteral.render("") == "\"\"")
        #expect(SwiftStringLiteral.render("Sign out? It's 100% #1 {x} ~ `y`") == #""Sign out? It's 100% #1 {x} ~ `y`""#)
    }

    @Test func quotesAndBackslashesAreEscaped() {
        #expect(SwiftStringLiteral.render(#"He said "hi""#) == #""He said \"hi\"""#)
        #expect(SwiftStringLiteral.render(#"C:\path"#) == #""C:\\path""#)
        #expect(SwiftStringLiteral.render("\"\"\"") == "\"\\\"\\\"\\\"\"")
        #expect(SwiftStringLiteral.render(#"\"#) == #""\\""#)
    }

    @Test func interpolationAttemptsStayText() {
        #expect(SwiftStringLiteral.render(#"\(evil())"#) == #""\\(evil())""#)
        #expect(SwiftStringLiteral.render(##"\#(evil())"##) == ##""\\#(evil())""##)
        #expect(SwiftStringLiteral.render("\"); import Evil; (\"") == ##""\"); import Evil; (\"""##)
    }

    @Test func controlCharactersAreEscaped() {
        #expect(SwiftStringLiteral.render("a\nb") == #""a\nb""#)
        #expect(SwiftStringLiteral.render("a\r\nb") == #""a\r\nb""#)
        #expect(SwiftStringLiteral.render("a\tb") == #""a\tb""#)
        #expect(SwiftStringLiteral.render("a\0b") == #""a\0b""#)
        #expect(SwiftStringLiteral.render("\u{7}") == #""\u{7}""#)
        #expect(SwiftStringLiteral.render("\u{1B}[31m") == #""\u{1B}[31m""#)
        #expect(SwiftStringLiteral.render("\u{7F}") == #""\u{7F}""#)
    }

    @Test func nonASCIIIsEscaped() {
        // A bidi override could make the generated source read differently from what it does.
        #expect(SwiftStringLiteral.render("abc\u{202E}def") == #""abc\u{202E}def""#)
        #expect(SwiftStringLiteral.render("\u{2028}") == #""\u{2028}""#)
        #expect(SwiftStringLiteral.render("café") == #""caf\u{E9}""#)
        #expect(SwiftStringLiteral.render("😀") == #""\u{1F600}""#)
        // An emoji of several scalars is escaped scalar by scalar.
        #expect(SwiftStringLiteral.render("👍🏽") == #""\u{1F44D}\u{1F3FD}""#)
        #expect(SwiftStringLiteral.render("\u{FEFF}") == #""\u{FEFF}""#)
    }

    @Test(arguments: [
        "Chats", "", #"He said "hi""#, #"\(evil())"#, "a\nb\r\tc\0", "abc\u{202E}def", "café 😀 👍🏽",
        "\u{0}\u{1F}\u{7F}\u{80}\u{9F}\u{FFFF}\u{10FFFF}", String(repeating: #"\""#, count: 10),
    ])
    func renderingIsPrintableASCIIAndRoundTrips(text: String) throws {
        let literal = SwiftStringLiteral.render(text)
        #expect(literal.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value < 0x7F })
        #expect(literal.hasPrefix("\"") && literal.hasSuffix("\""))
        #expect(try Self.decode(literal) == text)
        #expect(SwiftStringLiteral.escapedBody(text) == String(literal.dropFirst().dropLast()))
    }

    /// A decoder for exactly the escapes Swift defines, to check that a literal means its text.
    static func decode(_ literal: String) throws -> String {
        struct Malformed: Error {}
        var scalars = Array(literal.unicodeScalars)
        guard scalars.first == "\"", scalars.last == "\"", scalars.count >= 2 else { throw Malformed() }
        scalars = Array(scalars.dropFirst().dropLast())
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            guard scalar == "\\" else {
                guard scalar != "\"" else { throw Malformed() }  // an unescaped quote ends a literal
                result.append(scalar)
                continue
            }
            guard index < scalars.count else { throw Malformed() }
            let escape = scalars[index]
            index += 1
            switch escape {
            case "\\": result.append("\\")
            case "\"": result.append("\"")
            case "'": result.append("'")
            case "n": result.append("\n")
            case "r": result.append("\r")
            case "t": result.append("\t")
            case "0": result.append("\0")
            case "u":
                guard index < scalars.count, scalars[index] == "{" else { throw Malformed() }
                guard let close = scalars[index...].firstIndex(of: "}") else { throw Malformed() }
                let hex = String(String.UnicodeScalarView(scalars[(index + 1)..<close]))
                guard (1...8).contains(hex.count), let value = UInt32(hex, radix: 16),
                    let decoded = Unicode.Scalar(value)
                else { throw Malformed() }
                result.append(decoded)
                index = close + 1
            default:
                throw Malformed()  // includes `\(`: interpolation
            }
        }
        return String(result)
    }
}
