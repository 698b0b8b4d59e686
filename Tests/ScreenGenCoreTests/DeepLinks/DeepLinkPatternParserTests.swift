import Testing

@testable import ScreenGenCore

/// `ParsedDeepLinkPattern.parse`: what each part of a `url` becomes, and which mistake each
/// refused one is. The messages themselves are checked by the invalid fixtures.
@Suite struct DeepLinkPatternParserTests {
    private func parse(_ text: String) throws -> ParsedDeepLinkPattern {
        try ParsedDeepLinkPattern.parse(text).get()
    }

    private func error(_ text: String) -> DeepLinkPatternError? {
        if case .failure(let error) = ParsedDeepLinkPattern.parse(text) { return error }
        return nil
    }

    @Test func aPathWithoutAHostPart() throws {
        let pattern = try parse("/item/{id}/@{acct}.json?from={from}")
        #expect(pattern.host == nil)
        #expect(
            pattern.segments == [
                .literal("item"), .placeholder(0), .affixed(prefix: "@", placeholder: 1, suffix: ".json"),
            ])
        #expect(pattern.query == [.init(key: "from", placeholder: 2)])
        #expect(pattern.placeholders == ["id", "acct", "from"])
        #expect(try parse("/").segments.isEmpty)
    }

    // MARK: Host parts

    @Test func aHostPartIsAHostNameOrOnePlaceholder() throws {
        let literal = try parse("//Shop.Example.com/products/{id}")
        #expect(literal.host == .literal("shop.example.com"), "lowercased: hosts compare case-insensitively")
        #expect(literal.segments == [.literal("products"), .placeholder(0)])
        let alone = try parse("//{serverID}/{userID}/item/{itemID}")
        #expect(alone.host == .placeholder(0))
        #expect(alone.placeholders == ["serverID", "userID", "itemID"], "the host's placeholder comes first")
        let affixed = try parse("//api-{tenant}.Example.com/x")
        #expect(affixed.host == .affixed(prefix: "api-", placeholder: 0, suffix: ".example.com"))
    }

    @Test func theEmptyPathAfterAHost() throws {
        for text in ["//{server}", "//{server}/"] {
            let pattern = try parse(text)
            #expect(pattern.host == .placeholder(0), "\(text)")
            #expect(pattern.segments.isEmpty, "\(text)")
        }
        let query = try parse("//{server}?tab={tab}")
        #expect(query.segments.isEmpty)
        #expect(query.query == [.init(key: "tab", placeholder: 1)])
    }

    @Test func malformedHostParts() {
        #expect(error("///item") == .emptyHost)
        #expect(error("//?q={q}") == .emptyHost)
        #expect(error("//a b/x") == .hostCharacter("a b"))
        #expect(error("//shop_1.example.com") == .hostCharacter("shop_1.example.com"))
        #expect(error("//user@host/x") == .hostCharacter("user@host"))
        #expect(error("//host:8080/x") == .hostCharacter("host:8080"))
        #expect(error("//{a}~.example.com") == .hostCharacter("{a}~.example.com"))
        #expect(error("//{a}.{b}.example.com") == .twoHostPlaceholders("{a}.{b}.example.com"))
        #expect(error("//{a}{b}") == .twoHostPlaceholders("{a}{b}"))
        #expect(error("//*/x") == .wildcardHost("*"))
        #expect(error("//*.example.com") == .wildcardHost("*.example.com"))
        #expect(error("//{host/x") == .unclosedPlaceholder("{host"))
        #expect(error("//{}/x") == .emptyPlaceholder)
        #expect(error("//{a}/{a}") == .duplicatePlaceholder("a"))
        #expect(error("//h//x") == .emptySegment)
        #expect(error("//h/x/") == .trailingSlash)
    }

    // MARK: Wildcards

    @Test func aWholeSegmentStarIsTheWildcard() throws {
        let pattern = try parse("/*/item/{id}/*")
        #expect(pattern.segments == [.wildcard, .literal("item"), .placeholder(0), .wildcard])
        #expect(pattern.placeholders == ["id"], "a wildcard reads nothing")
        #expect(try parse("/*").segments == [.wildcard])
        #expect(try parse("//{s}/*").segments == [.wildcard])
    }

    @Test func aStarInsideASegmentIsRefused() throws {
        #expect(error("/a*") == .wildcardInSegment("a*"))
        #expect(error("/files/*.pdf") == .wildcardInSegment("*.pdf"))
        #expect(error("/**") == .wildcardInSegment("**"))
        #expect(error("/x/{id}*") == .wildcardInSegment("{id}*"))
        #expect(error("/x/*{id}") == .wildcardInSegment("*{id}"))
        // A query value is a placeholder, never a wildcard; a query key may hold '*'.
        #expect(error("/x?k=*") == .queryValue(key: "k", value: "*"))
        #expect(try parse("/x?k*={k}").query == [.init(key: "k*", placeholder: 0)])
    }
}
