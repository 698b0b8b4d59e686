import Testing

@testable import ScreenGenCore

/// The closed grammar of fixed `args` values and enum-case defaults: what parses, how it is
/// written in Swift, which types it fits, and what is refused with which reason.
@Suite struct ArgumentLiteralTests {
    static func swift(_ text: String) throws -> String {
        let parsed = try #require(ArgumentLiteralParser.parse(text), "'\(text)' should read as a literal")
        return try parsed.get().swift { "<\($0)>" }
    }

    @Test(arguments: [
        ("3", "3"), ("-3", "-3"), ("+007", "7"), ("2.5", "2.5"), ("1e3", "1000.0"), ("-2.5e1", "-25.0"),
        ("true", "true"), ("false", "false"), ("nil", "nil"),
        (#""say \"hi\" \\ {x}""#, #""say \"hi\" \\ {x}""#), (#""line\nnext\u{1F600}""#, #""line\nnext\u{1F600}""#),
        (".home", ".home"), (".default", ".`default`"), (".hashtag(tag: tag)", ".hashtag(tag: <tag>)"),
        (".pair(left: 1, nil)", ".pair(left: 1, nil)"), (".page( size : 20 , .next )", ".page(size: 20, .next)"),
        (".followers(accountId: account-id)", ".followers(accountId: <account-id>)"), (".x()", ".x()"),
        (".a(.b(.c(1)))", ".a(.b(.c(1)))"), ("[]", "[]"), ("[:]", "[:]"),
        (".page(items: [], filters: [:])", ".page(items: [], filters: [:])"),
        // An initializer call: `.`init`(…)` would be a member named `init` (issue #21).
        (".init(id: id)", ".init(id: <id>)"), (".init()", ".init()"),
        (".page(of: .init(id: 1))", ".page(of: .init(id: 1))"),
    ])
    func literalsAreWrittenAsSwift(text: String, expected: String) throws {
        #expect(try Self.swift(text) == expected)
    }

    @Test(arguments: ["recipient", "item-id", "True", "true1", "_x", ""])
    func aValueThatStartsLikeANameIsAParam(text: String) {
        #expect(ArgumentLiteralParser.parse(text) == nil)
    }

    @Test(arguments: [
        ("1.", "'1.' is not a number"),
        ("0x10", "unexpected text after the literal at offset 1"),
        ("1_000", "unexpected text after the literal at offset 1"),
        (".", "expected an enum case name after '.'"),
        (".a(", "a value is missing"),
        (".a(1", "expected ',' or ')' in the arguments of '.a'"),
        (#""open"#, "the string has no closing '\"'"),
        (#""\q""#, "unknown escape '\\q' in a string at offset 3"),
        (".a(b c)", "expected ',' or ')' in the arguments of '.a' at offset 5"),
        ("-", "'-' is not a number"),
        ("[1]", "only an empty array '[]' or dictionary '[:]' can be written at offset 0"),
        (".init", "'.init' calls an initializer: write its arguments, '.init()'"),
        (
            ".a(x: Provider(id: 1))",
            "'Provider(…)' is a call, and a literal cannot call anything; pass a param, a literal, or '.init(…)' where the type is known at offset 6"
        ),
        (".a(x: .init, 1)", "'.init' calls an initializer: write its arguments, '.init()' at offset 11"),
    ])
    func whatIsOutsideTheGrammarIsRefusedWithAReason(text: String, message: String) throws {
        let parsed = try #require(ArgumentLiteralParser.parse(text))
        let failure = try #require(throws: ArgumentLiteralParser.Failure.self) { try parsed.get() }
        #expect(failure.message == message)
    }

    /// A param's property (issue #38): the param, then each member; keywords escaped, written
    /// bare or in backticks; inside an enum case's arguments too.
    @Test(arguments: [
        ("account.profile.email", "<account>.profile.email"), ("item-id.description", "<item-id>.description"),
        ("profile.default", "<profile>.`default`"), ("profile.`default`", "<profile>.`default`"),
        ("a.self.init.Type", "<a>.`self`.`init`.`Type`"), ("a._b2", "<a>._b2"),
        (".hashtag(tag: account.tag.name)", ".hashtag(tag: <account>.tag.name)"),
    ])
    func propertiesOfParamsAreWrittenAsSwift(text: String, expected: String) throws {
        #expect(try Self.swift(text) == expected)
    }

    @Test func aPropertyIsAPropertyLiteralWhoseTypeIsTheCompilers() throws {
        let parsed = try #require(ArgumentLiteralParser.parse("account.profile.email")).get()
        #expect(
            parsed == .property("account", path: [SwiftIdentifier(name: "profile"), SwiftIdentifier(name: "email")]))
        #expect(parsed.references == ["account"])
        #expect(parsed.mismatch(with: try TypeExpressionParser.parse("Int").get()) == nil)
    }

    @Test(arguments: [
        ("account.", "expected a property name after '.' in what 'account' reads (letters, digits and '_')"),
        (
            "account..email",
            "expected a property name after '.' in what 'account' reads (letters, digits and '_') at offset 8"
        ),
        (
            "account.1st",
            "expected a property name after '.' in what 'account' reads (letters, digits and '_') at offset 8"
        ),
        (
            "account.pro-file",
            "'pro-…' is no Swift property name: write the property as the app's type declares it at offset 11"
        ),
        ("account.name()", "'name(…)' is a call, and an argument can only read a property of a param at offset 12"),
        ("account.`default", "expected '`' after '`default'"),
        ("account.name extra", "unexpected text after the literal at offset 13"),
    ])
    func aPropertyThatIsNoSwiftMemberIsRefused(text: String, message: String) throws {
        let parsed = try #require(ArgumentLiteralParser.parse(text))
        let failure = try #require(throws: ArgumentLiteralParser.Failure.self) { try parsed.get() }
        #expect(failure.message == message)
    }

    /// A view's arguments keep where the mistake is apart from what it is, so that the
    /// diagnostic can stand at it in the file (`invalid-value-view-call`).
    @Test func anArgumentListsFailureSaysWhereApartFromWhat() throws {
        let failure = try #require(throws: ArgumentLiteralParser.Failure.self) {
            try ArgumentLiteralParser.parseArguments("(Account(id))").get()
        }
        #expect(failure.reason.hasPrefix("'Account(…)' is a call, and a literal cannot call anything"))
        #expect(!failure.reason.contains("offset"))
        #expect(failure.offset == 1)
    }

    @Test func nestingIsBounded() throws {
        let deep = String(repeating: ".a(", count: 40) + String(repeating: ")", count: 40)
        let parsed = try #require(ArgumentLiteralParser.parse(deep))
        #expect(throws: ArgumentLiteralParser.Failure.self) { try parsed.get() }
        let fine = String(repeating: ".a(", count: 15) + "1" + String(repeating: ")", count: 15)
        #expect(throws: Never.self) { try ArgumentLiteralParser.parse(fine)?.get() }
    }

    @Test func aLiteralFitsTheTypesOfItsKind() throws {
        func fits(_ text: String, _ type: String) throws -> Bool {
            let literal = try #require(ArgumentLiteralParser.parse(text)).get()
            return literal.mismatch(with: try TypeExpressionParser.parse(type).get()) == nil
        }
        #expect(
            try fits("3", "Int") && fits("3", "Double") && fits("3", "Int?") && !fits("3", "String")
                && !fits("3", "Bool"))
        #expect(try fits("2.5", "Double") && !fits("2.5", "Int"))
        #expect(try fits("nil", "Tab?") && !fits("nil", "Tab"))
        #expect(try fits(#""x""#, "Swift.String") && !fits(#""x""#, "Tab"))
        #expect(try fits(".home", "Tab") && fits(".home", "Feed.Kind?") && fits(".ok", "Result<Int, E>"))
        #expect(
            try !fits(".home", "Int") && !fits(".home", "String") && !fits(".home", "[Tab]")
                && !fits(".home", "[String: Tab]"))
        #expect(try fits("[]", "[Tab]") && fits("[]", "[Int]?") && !fits("[]", "[String: Int]") && !fits("[]", "Tab"))
        #expect(try fits("[:]", "[String: Int]") && !fits("[:]", "[Int]"))
    }
}
