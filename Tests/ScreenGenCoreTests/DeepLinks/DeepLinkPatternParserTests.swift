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
        // `*.` and a domain is a wildcard host (#37); a `*` anywhere else is not.
        #expect(error("//*.") == .wildcardHost("*."))
        #expect(error("//*..example.com") == .wildcardHost("*..example.com"))
        #expect(error("//a.*.example.com") == .wildcardHost("a.*.example.com"))
        #expect(error("//*.{tenant}.example.com") == .wildcardHost("*.{tenant}.example.com"))
        #expect(error("//*.*.example.com") == .wildcardHost("*.*.example.com"))
        #expect(error("//*example.com") == .wildcardHost("*example.com"))
        #expect((try? parse("//*.Bitwarden.com/x"))?.host == .literal("*.bitwarden.com"))
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

    // MARK: Fragment paths (#37)

    @Test func aFragmentPathFollowsHash() throws {
        let matrix = try parse("//matrix.to/#/!{roomID}/${eventID}?via={via}")
        #expect(matrix.host == .literal("matrix.to"))
        #expect(matrix.segments.isEmpty)
        #expect(
            matrix.fragment == [
                .affixed(prefix: "!", placeholder: 0, suffix: ""), .affixed(prefix: "$", placeholder: 1, suffix: ""),
            ])
        #expect(matrix.query == [.init(key: "via", placeholder: 2)], "the fragment's query")
        #expect(matrix.placeholders == ["roomID", "eventID", "via"])
        #expect(matrix.matchedSegments == [.literal("")] + matrix.fragment!)
        // Without a host part, after a path, after a host without a path; `#` is literal text in
        // the fragment (Matrix's `#alias`).
        #expect(try parse("/#/{s}").fragment == [.placeholder(0)])
        let app = try parse("/app/{id}#/tab/{t}")
        #expect(app.segments == [.literal("app"), .placeholder(0)])
        #expect(app.fragment == [.literal("tab"), .placeholder(1)])
        #expect(try parse("//{server}#/x").fragment == [.literal("x")])
        #expect(try parse("/#/#{alias}").fragment == [.affixed(prefix: "#", placeholder: 0, suffix: "")])
        #expect(try parse("/#/a#b").fragment == [.literal("a#b")])
        #expect(try parse("/x").fragment == nil)
    }

    @Test func malformedFragmentPaths() {
        #expect(error("/x?q={q}#/{s}") == .queryBeforeFragment)
        #expect(error("/#") == .fragmentPath)
        #expect(error("/#/") == .fragmentPath)
        #expect(error("/#x/{s}") == .fragmentPath)
        #expect(error("/#/a/") == .trailingSlash)
        #expect(error("/#/a//b") == .emptySegment)
        #expect(error("/#/..") == .dotSegment)
        #expect(error("/x/#/a") == .trailingSlash)
        #expect(error("/#/a%20") == .literalCharacter("a%20"))
        #expect(error("/#/{s}?") == .emptyQuery)
        #expect(error("/a#b/{s}") == .fragmentPath)
    }

    // MARK: Opaque URIs (#37)

    @Test func anOpaqueURIHasItsSchemeAsHostPart() throws {
        let pattern = try parse("Matrix:roomid/{room}?via={via}")
        #expect(pattern.host == .literal("matrix:"))
        #expect(pattern.opaqueScheme == "matrix")
        #expect(pattern.segments == [.literal("roomid"), .placeholder(0)])
        #expect(pattern.query == [.init(key: "via", placeholder: 1)])
        #expect(try parse("/x").opaqueScheme == nil)
        #expect(try parse("//x.org/x").opaqueScheme == nil)
        #expect(error("matrix:") == .opaquePath("matrix"))
        #expect(error("matrix:/u/{x}") == .opaquePath("matrix"))
        #expect(error("matrix://u/{x}") == .opaquePath("matrix"))
        #expect(error("matrix:?q={q}") == .opaquePath("matrix"))
        #expect(error("1x:u/{x}") == .notAbsolute)
        #expect(error("item/{id}") == .notAbsolute)
        #expect(error("matrix:u/") == .trailingSlash)
    }
}
