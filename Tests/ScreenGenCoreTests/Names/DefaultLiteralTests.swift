import ScreenGenDiagnostics
import Testing

@testable import ScreenGenCore

/// A default is a YAML scalar rendered as a Swift literal of the param's type; quoting decides
/// whether `"3"` is a string or a number, and nothing but the four literal types and `nil` is
/// accepted.
@Suite struct DefaultLiteralTests {
    static func render(_ text: String, quoted: Bool = false, null: Bool = false, as type: String) throws -> Result<
        String, DefaultLiteral.Refusal
    > {
        let parsed = try TypeExpressionParser.parse(type).get()
        let syntax = DefaultSyntax(
            text: text, isQuoted: quoted, isNull: null, location: SourceLocation(file: "t.yaml", line: 1, column: 1))
        return DefaultLiteral.render(syntax, for: parsed)
    }

    static func literal(_ text: String, quoted: Bool = false, null: Bool = false, as type: String) throws -> String? {
        try? render(text, quoted: quoted, null: null, as: type).get()
    }

    static func refusal(_ text: String, quoted: Bool = false, null: Bool = false, as type: String) throws -> String? {
        if case .failure(let refusal) = try render(text, quoted: quoted, null: null, as: type) { return refusal.reason }
        return nil
    }

    @Test func integers() throws {
        #expect(try Self.literal("42", as: "Int") == "42")
        #expect(try Self.literal("-7", as: "Int") == "-7")
        #expect(try Self.literal("+3", as: "Int") == "3")
        #expect(try Self.literal("0", as: "Swift.Int") == "0")
        #expect(try Self.literal("9223372036854775807", as: "Int") == "9223372036854775807")
        #expect(try Self.literal("4", as: "Int?") == "4")
        #expect(
            try Self.refusal("9223372036854775808", as: "Int") == "'9223372036854775808' is not a literal of type 'Int'"
        )
        #expect(try Self.refusal("0x1F", as: "Int") == "'0x1F' is not a literal of type 'Int'")
        #expect(try Self.refusal("1_000", as: "Int") == "'1_000' is not a literal of type 'Int'")
        #expect(try Self.refusal("1.5", as: "Int") == "'1.5' is not a literal of type 'Int'")
        #expect(
            try Self.refusal("3", quoted: true, as: "Int")
                == "'3' is quoted, so it is a string, not a literal of type 'Int'")
    }

    @Test func doubles() throws {
        #expect(try Self.literal("1.0", as: "Double") == "1.0")
        #expect(try Self.literal("2", as: "Double") == "2.0")
        #expect(try Self.literal("-0.25", as: "Double") == "-0.25")
        #expect(try Self.literal(".5", as: "Double") == "0.5")
        #expect(try Self.literal("1e3", as: "Double") == "1000.0")
        #expect(try Self.literal("2.5E-3", as: "Double?") == "0.0025")
        for text in [
            "abc", ".nan", "nan", "NaN", "inf", ".inf", "-.inf", "infinity", "0x1p3", "1e400", "1e", "1.2.3", ".",
        ] {
            #expect(try Self.refusal(text, as: "Double") == "'\(text)' is not a literal of type 'Double'")
        }
        #expect(
            try Self.refusal("1.5", quoted: true, as: "Double")
                == "'1.5' is quoted, so it is a string, not a literal of type 'Double'")
    }

    /// YAML reads an unquoted `nil` as text; for a default it is Swift's nil, so it never
    /// silently becomes the string "nil".
    @Test func unquotedNilIsNilForOptionals() throws {
        for type in ["String?", "Int?", "Double?", "Bool?", "Mode?", "[String]?", "Optional<String>"] {
            #expect(try Self.literal("nil", as: type) == "nil")
        }
        #expect(try Self.literal("nil", quoted: true, as: "String?") == "\"nil\"")
        #expect(try Self.literal("nil", quoted: true, as: "String") == "\"nil\"")
        #expect(
            try Self.refusal("nil", as: "String")
                == "unquoted 'nil' is Swift's nil, and 'String' is not optional; quote it (\"nil\") for the text")
        #expect(try Self.refusal("nil", as: "Int") == "'nil' is not a literal of type 'Int'")
        #expect(try Self.literal("Nil", as: "String?") == "\"Nil\"")
    }

    @Test func booleans() throws {
        #expect(try Self.literal("true", as: "Bool") == "true")
        #expect(try Self.literal("false", as: "Bool?") == "false")
        for text in ["yes", "no", "on", "True", "FALSE", "1"] {
            #expect(try Self.refusal(text, as: "Bool") == "'\(text)' is not a literal of type 'Bool'")
        }
        #expect(
            try Self.refusal("true", quoted: true, as: "Bool")
                == "'true' is quoted, so it is a string, not a literal of type 'Bool'")
    }

    @Test func stringsAreEscapedLiterals() throws {
        #expect(try Self.literal("hello", as: "String") == #""hello""#)
        #expect(try Self.literal("", quoted: true, as: "String") == "\"\"")
        #expect(try Self.literal("3", as: "String") == #""3""#)
        #expect(try Self.literal("null", quoted: true, as: "String") == #""null""#)
        #expect(try Self.literal(#"say "\(x)""#, quoted: true, as: "String") == #""say \"\\(x)\"""#)
        #expect(try Self.literal("a\nb", quoted: true, as: "String?") == #""a\nb""#)
    }

    @Test func nullIsNilForOptionalsOnly() throws {
        #expect(try Self.literal("null", null: true, as: "Int?") == "nil")
        #expect(try Self.literal("~", null: true, as: "Optional<Animal>") == "nil")
        #expect(try Self.literal("", null: true, as: "[String]?") == "nil")
        #expect(
            try Self.refusal("null", null: true, as: "String")
                == "'null' is only a default for optional types, and 'String' is not optional")
        #expect(
            try Self.refusal("null", null: true, as: "Animal")
                == "'null' is only a default for optional types, and 'Animal' is not optional")
    }

    @Test func otherTypesHaveNoLiterals() throws {
        #expect(
            try Self.refusal("intro", as: "Track")
                == "defaults are only supported for Int, Double, Bool, String, optionals (null) and enum cases (.name) of a named type, not 'Track'"
        )
        #expect(
            try Self.refusal("[]", as: "[Int]")
                == "defaults are only supported for Int, Double, Bool, String, optionals (null) and enum cases (.name) of a named type, not '[Int]'"
        )
        #expect(
            try Self.refusal("3", as: "Models.Int")
                == "defaults are only supported for Int, Double, Bool, String, optionals (null) and enum cases (.name) of a named type, not 'Models.Int'"
        )
        #expect(
            try Self.refusal("https://example.com", quoted: true, as: "URL?")
                == "'URL?' can only default to null (nil) or an enum case (.name); literal defaults are supported for Int, Double, Bool and String"
        )
    }

    @Test func enumCasesAreDefaultsOfNamedTypes() throws {
        #expect(try Self.literal(".home", as: "Tab") == ".home")
        #expect(try Self.literal(".home", quoted: true, as: "Tab?") == ".home")
        #expect(try Self.literal(".page(size: 20, \"x\")", quoted: true, as: "Feed.Kind") == ".page(size: 20, \"x\")")
        #expect(try Self.refusal(".home", as: "Int") == "'.home' is not a literal of type 'Int'")
        #expect(try Self.refusal(".page(size: n)", as: "Feed") == "a default cannot read a param ('n'); use a literal")
        #expect(try Self.refusal(".page(", as: "Feed") == "'.page(' is not an enum-case literal: a value is missing")
        // For a String, a leading dot is just text.
        #expect(try Self.literal(".home", as: "String") == "\".home\"")
    }
}
