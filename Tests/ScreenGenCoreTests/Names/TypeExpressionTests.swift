import Testing

@testable import ScreenGenCore

/// Param types are parsed from a small grammar and rendered from the tree, so the generated
/// code only ever holds a canonical spelling of an accepted type.
@Suite struct TypeExpressionTests {
    static let canonical: [(text: String, rendered: String)] = [
        ("Int", "Int"),
        (" Int ", "Int"),
        ("String?", "String?"),
        ("Int??", "Int??"),
        ("[Int]", "[Int]"),
        ("[ Int ]", "[Int]"),
        ("[Int]?", "[Int]?"),
        ("[Int?]", "[Int?]"),
        ("[String: Int]", "[String: Int]"),
        ("[ String : Int ]", "[String: Int]"),
        ("[String:Int]", "[String: Int]"),
        ("[String: [Int]]?", "[String: [Int]]?"),
        ("Swift.Array<Int>?", "Swift.Array<Int>?"),
        ("Array< Int >", "Array<Int>"),
        ("Dictionary<String,[Int]>", "Dictionary<String, [Int]>"),
        ("Result<Models.User, Models.LoadError>", "Result<Models.User, Models.LoadError>"),
        ("Outer<Int>.Inner<String>", "Outer<Int>.Inner<String>"),
        ("Models.Animal", "Models.Animal"),
        ("Optional<Int>", "Optional<Int>"),
        ("UUID", "UUID"),
        ("_Private2", "_Private2"),
        ("Any", "Any"),
    ]

    @Test(arguments: canonical.map(\.text))
    func acceptedFormsRenderCanonically(text: String) throws {
        let expected = try #require(Self.canonical.first { $0.text == text }?.rendered)
        let type = try TypeExpressionParser.parse(text).get()
        #expect(type.description == expected)
        // The canonical spelling parses back to the same tree.
        #expect(try TypeExpressionParser.parse(expected).get() == type)
    }

    @Test func spellingsOfOneTypeAreEqual() throws {
        #expect(
            try TypeExpressionParser.parse("[ String : Int ]").get()
                == TypeExpressionParser.parse("[String: Int]").get())
        #expect(try TypeExpressionParser.parse("Array<Int>").get() != TypeExpressionParser.parse("[Int]").get())
    }

    @Test func treeShape() throws {
        let type = try TypeExpressionParser.parse("Swift.Array<Int>?").get()
        let int = TypeExpression.nominal([.init(name: "Int", arguments: [])])
        #expect(
            type == .optional(.nominal([.init(name: "Swift", arguments: []), .init(name: "Array", arguments: [int])])))
        #expect(
            try TypeExpressionParser.parse("[K: V]").get()
                == .dictionary(
                    key: .nominal([.init(name: "K", arguments: [])]), value: .nominal([.init(name: "V", arguments: [])])
                ))
    }

    @Test func optionality() throws {
        func parse(_ text: String) throws -> TypeExpression { try TypeExpressionParser.parse(text).get() }
        #expect(try parse("Int?").isOptional)
        #expect(try parse("Optional<Int>").isOptional)
        #expect(try !parse("Int").isOptional)
        #expect(try !parse("[Int?]").isOptional)
        #expect(try parse("Int?").unwrapped == parse("Int"))
        #expect(try parse("Optional<Int>").unwrapped == parse("Int"))
        #expect(try parse("Int??").unwrapped == parse("Int?"))
        #expect(try parse("Int").unwrapped == parse("Int"))
    }

    @Test func standardLibraryNames() throws {
        func name(_ text: String) throws -> String? { try TypeExpressionParser.parse(text).get().standardLibraryName }
        #expect(try name("Int") == "Int")
        #expect(try name("Swift.Int") == "Int")
        #expect(try name("Models.Int") == nil)
        #expect(try name("Array<Int>") == nil)
        #expect(try name("Int?") == nil)
    }

    @Test func unqualifiedMentions() throws {
        func mentions(_ text: String) throws -> Bool {
            try TypeExpressionParser.parse(text).get().mentionsUnqualified("Output")
        }
        #expect(try mentions("Output"))
        #expect(try mentions("Output?"))
        #expect(try mentions("Output.Channel"))
        #expect(try mentions("[String: Output]"))
        #expect(try mentions("Array<Output>"))
        #expect(try mentions("Audio.Box<Output>"))
        #expect(try !mentions("Audio.Output"))
        #expect(try !mentions("[Audio.Output]"))
        #expect(try !mentions("Outputs"))
        #expect(try !mentions("output"))
    }

    static let refusals: [(text: String, message: String)] = [
        ("() -> Void", "expected a type name but found '('"),
        ("Int; import Evil", "unexpected ';'"),
        ("inout Int", "'inout' is a Swift keyword, not a type name"),
        ("[Int", "expected ']' at the end"),
        ("[Int: String", "expected ']' at the end"),
        ("Foo.self", "'self' is a Swift keyword, not a type name"),
        ("Foo.Type", "'Type' is a Swift keyword, not a type name"),
        ("Self", "'Self' is a Swift keyword, not a type name"),
        ("any Equatable", "'any' is a Swift keyword, not a type name"),
        ("some View", "'some' is a Swift keyword, not a type name"),
        ("", "expected a type name at the end"),
        ("   ", "expected a type name at the end"),
        ("Int.", "expected a type name at the end"),
        ("Int..Double", "expected a type name but found '.'"),
        ("Array<>", "expected a type name but found '>'"),
        ("Array<Int", "expected '>' at the end"),
        ("Int]", "unexpected ']'"),
        ("Int String", "unexpected 'S'"),
        ("Int ?", "unexpected '?'"),
        ("Int!", "unexpected '!'"),
        ("A & B", "unexpected '&'"),
        ("Int\tString", "unexpected '\t'"),
        ("Int\n", "unexpected '\n'"),
        ("Int // comment", "unexpected '/'"),
        ("`Int`", "expected a type name but found '`'"),
        ("9Lives", "expected a type name but found '9'"),
        ("Ünicode", "expected a type name but found 'Ü'"),
        ("Int#if", "unexpected '#'"),
        ("(Int, String)", "expected a type name but found '('"),
        ("Int...", "expected a type name but found '.'"),
    ]

    @Test(arguments: refusals.map(\.text))
    func refusedFormsSayWhy(text: String) throws {
        let expected = try #require(Self.refusals.first { $0.text == text }?.message)
        switch TypeExpressionParser.parse(text) {
        case .success(let type): Issue.record("'\(text)' was accepted as '\(type)'")
        case .failure(let error): #expect(error.message == expected)
        }
    }

    @Test func refusalsPointAtTheOffendingCharacter() {
        #expect(throws: TypeSyntaxError(message: "unexpected ';'", offset: 3)) {
            try TypeExpressionParser.parse("Int; import Evil").get()
        }
        #expect(throws: TypeSyntaxError(message: "'inout' is a Swift keyword, not a type name", offset: 0)) {
            try TypeExpressionParser.parse("inout Int").get()
        }
        #expect(throws: TypeSyntaxError(message: "'self' is a Swift keyword, not a type name", offset: 4)) {
            try TypeExpressionParser.parse("Foo.self").get()
        }
    }

    @Test func nestingIsBounded() {
        let limit = TypeExpressionParser.maximumNesting
        let fits = String(repeating: "[", count: limit - 1) + "Int" + String(repeating: "]", count: limit - 1)
        #expect((try? TypeExpressionParser.parse(fits).get()) != nil)
        let deep = String(repeating: "[", count: 10_000) + "Int" + String(repeating: "]", count: 10_000)
        #expect(throws: TypeSyntaxError.self) { try TypeExpressionParser.parse(deep).get() }
        if case .failure(let error) = TypeExpressionParser.parse(deep) {
            #expect(error.message == "type is nested too deeply")
        }
        let generic = String(repeating: "A<", count: 10_000) + "Int" + String(repeating: ">", count: 10_000)
        #expect(throws: TypeSyntaxError.self) { try TypeExpressionParser.parse(generic).get() }
    }
}
